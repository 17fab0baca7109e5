import type { ResponseOf, RowOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Link,
  Select,
  SubHeader,
  Tag,
  TagList,
  TextField,
  useToast,
} from '@learnforge/ui';
import { useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CATEGORY_LABELS, ISSUE_STATUSES, PRIORITY_LABELS, STATUS_LABELS } from '../utils/issue-words';

type Issue = RowOf<'issues-list'>;
type Filters = ResponseOf<'issues-filters'>;

/** The filters in the address, so a view can be shared and survives a reload. */
function useIssueFilters() {
  const [params, setParams] = useSearchParams();
  const filters = {
    ...(params.get('category') ? { category: params.get('category') as Issue['category'] } : {}),
    ...(params.get('assignee') ? { assignee: params.get('assignee')! } : {}),
    ...(Number(params.get('label_id')) > 0 ? { label_id: Number(params.get('label_id')) } : {}),
    ...(params.get('search') ? { search: params.get('search')! } : {}),
  };
  const setFilter = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  return { filters, params, setFilter };
}

/** Rows per status column; the count says when there are more. */
const PER_STATUS = 50;

/** One status's list: its own request (001 §7), so one failing status leaves the others on screen. */
function useStatusLists(filters: ReturnType<typeof useIssueFilters>['filters']) {
  // Hooks in a fixed order: one per status, always five.
  const open = useApi('issues-list', { query: { status: 'open', page_size: PER_STATUS, ...filters } });
  const inProgress = useApi('issues-list', {
    query: { status: 'in_progress', page_size: PER_STATUS, ...filters },
  });
  const waiting = useApi('issues-list', {
    query: { status: 'waiting_on_user', page_size: PER_STATUS, ...filters },
  });
  const resolved = useApi('issues-list', {
    query: { status: 'resolved', page_size: PER_STATUS, ...filters },
  });
  const closed = useApi('issues-list', { query: { status: 'closed', page_size: PER_STATUS, ...filters } });
  return { open, in_progress: inProgress, waiting_on_user: waiting, resolved, closed } as const;
}

function IssueRow({
  issue,
  selected,
  onToggle,
}: {
  issue: Issue;
  selected: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <li>
      <Box display="flex" gap="small" alignItems="flex-start">
        <Checkbox
          label={<span className="visually-hidden">Select #{issue.id}</span>}
          aria-label={`Select #${issue.id} ${issue.title}`}
          checked={selected}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <Box display="flex" flexDirection="column" gap="xxsmall">
          <Link as={RouterLink} to={`/issues/${issue.id}`}>
            #{issue.id} {issue.title}
          </Link>
          <span>
            {CATEGORY_LABELS[issue.category]} · {PRIORITY_LABELS[issue.priority]} priority · from{' '}
            {issue.reporter}
            {issue.assignee ? ` · with ${issue.assignee}` : ' · unassigned'} ·{' '}
            {formatDateTime(issue.updated_at)}
          </span>
          {issue.labels.length > 0 ? (
            <TagList aria-label={`Labels of #${issue.id}`}>
              {issue.labels.map((label) => (
                <li key={label.id}>
                  <Tag>{label.name}</Tag>
                </li>
              ))}
            </TagList>
          ) : null}
        </Box>
      </Box>
    </li>
  );
}

type BulkField = 'status' | 'assignee' | 'labels' | 'priority';

/** One field of every selected ticket, in one request (one transaction on the server). */
function BulkBar({
  selected,
  filters,
  onDone,
}: {
  selected: number[];
  filters: Filters | undefined;
  onDone: (message: string) => void;
}) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const update = useApiMutation('issues-bulk-field-update', { notify: false });
  const [field, setField] = useState<BulkField>('status');
  const [value, setValue] = useState('');
  const [labelIds, setLabelIds] = useState<number[]>([]);
  const [refusal, setRefusal] = useState<string>();
  const refusalId = useId();
  const options =
    field === 'status'
      ? ISSUE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))
      : field === 'priority'
        ? (['low', 'medium', 'high', 'urgent'] as const).map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))
        : [
            { value: '-', label: 'Nobody (unassign)' },
            ...(filters?.assignees ?? []).map((a) => ({ value: a.handle, label: a.name })),
          ];
  const apply = async () => {
    setRefusal(undefined);
    const issue_ids = selected;
    try {
      const body =
        field === 'labels'
          ? { issue_ids, field, value: labelIds }
          : field === 'assignee'
            ? { issue_ids, field, value: value === '-' ? null : value }
            : field === 'status'
              ? { issue_ids, field, value: value as Issue['status'] }
              : { issue_ids, field, value: value as Issue['priority'] };
      const { updated_count } = await update.trigger({ body });
      onDone(`Updated ${updated_count} ${updated_count === 1 ? 'ticket' : 'tickets'}.`);
    } catch (error) {
      setRefusal(formErrorsOf(error, [] as const).form ?? undefined);
    }
  };
  return (
    <Card as="section" headingLevel={2} title={`${selected.length} selected`}>
      <Box display="flex" gap="small" flexWrap="wrap" alignItems="flex-end">
        <Select
          label="Change"
          value={field}
          options={[
            { value: 'status', label: 'Status' },
            { value: 'assignee', label: 'Assignee' },
            { value: 'labels', label: 'Labels' },
            { value: 'priority', label: 'Priority' },
          ]}
          onChange={(event) => {
            setField(event.target.value as BulkField);
            setValue('');
          }}
        />
        {field === 'labels' ? (
          <fieldset>
            <legend>Labels (replace)</legend>
            {(filters?.labels ?? []).map((label) => (
              <Checkbox
                key={label.id}
                label={label.name}
                checked={labelIds.includes(label.id)}
                onChange={(event) =>
                  setLabelIds((ids) =>
                    event.target.checked ? [...ids, label.id] : ids.filter((id) => id !== label.id),
                  )
                }
              />
            ))}
          </fieldset>
        ) : (
          <Select
            label="To"
            placeholder="Choose"
            value={value}
            options={options}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
        <Button
          onClick={apply}
          loading={update.isMutating}
          disabled={field !== 'labels' && value === ''}
          aria-describedby={refusal ? refusalId : undefined}
        >
          Apply to {selected.length}
        </Button>
      </Box>
      {refusal ? (
        <p id={refusalId} role="alert">
          {refusal}
        </p>
      ) : null}
    </Card>
  );
}

/** Labels: add with a colour, delete (it comes off every ticket). */
function LabelManager({ labels }: { labels: Filters['labels'] }) {
  const add = useApiMutation('issues-labels-post', { notify: false });
  const remove = useApiMutation('issues-labels-delete', { notify: false });
  const [name, setName] = useState('');
  const [color, setColor] = useState('#2563eb');
  const [errors, setErrors] = useState<{ name?: string; color?: string; form?: string }>({});
  const submit = async () => {
    setErrors({});
    try {
      await add.trigger({ body: { name: name.trim(), color } });
      setName('');
    } catch (error) {
      const refused = formErrorsOf(error, ['name', 'color'] as const);
      setErrors({ ...refused.fields, ...(refused.form ? { form: refused.form } : {}) });
    }
  };
  return (
    <Card as="section" headingLevel={2} title="Labels">
      <Box display="flex" flexDirection="column" gap="small">
        <TagList aria-label="Labels">
          {labels.map((label) => (
            <li key={label.id}>
              <Tag
                onRemove={() => {
                  void remove
                    .trigger({ query: { label_id: label.id } })
                    .catch((error: unknown) =>
                      setErrors({ form: formErrorsOf(error, [] as const).form ?? undefined }),
                    );
                }}
                removeLabel={`Delete the label ${label.name}`}
              >
                {label.name}
              </Tag>
            </li>
          ))}
        </TagList>
        <Box display="flex" gap="small" flexWrap="wrap" alignItems="flex-end">
          <TextField
            label="New label"
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label="Colour"
            type="color"
            value={color}
            error={errors.color}
            onChange={(event) => setColor(event.target.value)}
          />
          <Button variant="outline" onClick={submit} loading={add.isMutating} disabled={name.trim() === ''}>
            Add label
          </Button>
        </Box>
        {errors.form ? <p role="alert">{errors.form}</p> : null}
      </Box>
    </Card>
  );
}

function IssueBoard() {
  const { filters, params, setFilter } = useIssueFilters();
  const meta = useApi('issues-filters');
  const lists = useStatusLists(filters);
  const [selected, setSelected] = useState<number[]>([]);
  const [done, setDone] = useState('');
  const toast = useToast();
  // §8: a status whose request failed is named in one error list; the other statuses still render.
  const failed = ISSUE_STATUSES.filter((status) => lists[status].error);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Issues"
        headingLevel={1}
        description="Support tickets by status. Learners file them from the Help form."
      />
      <search>
        <Box display="flex" gap="small" flexWrap="wrap" alignItems="flex-end">
          <TextField
            label="Search titles and descriptions"
            type="search"
            defaultValue={params.get('search') ?? ''}
            onChange={(event) => setFilter('search', event.target.value)}
          />
          <Select
            label="Category"
            placeholder="Every category"
            value={params.get('category') ?? ''}
            options={(meta.data?.categories ?? []).map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
            onChange={(event) => setFilter('category', event.target.value)}
          />
          <Select
            label="Assignee"
            placeholder="Anyone"
            value={params.get('assignee') ?? ''}
            options={(meta.data?.assignees ?? []).map((a) => ({ value: a.handle, label: a.name }))}
            onChange={(event) => setFilter('assignee', event.target.value)}
          />
          <Select
            label="Label"
            placeholder="Any label"
            value={params.get('label_id') ?? ''}
            options={(meta.data?.labels ?? []).map((label) => ({
              value: String(label.id),
              label: label.name,
            }))}
            onChange={(event) => setFilter('label_id', event.target.value)}
          />
        </Box>
      </search>
      <p role="status">{done}</p>
      {failed.length > 0 ? (
        <div role="alert">
          <p>Some statuses could not be loaded:</p>
          <ul>
            {failed.map((status) => (
              <li key={status}>
                {STATUS_LABELS[status]}: {lists[status].error?.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {selected.length > 0 ? (
        <BulkBar
          selected={selected}
          filters={meta.data}
          onDone={(message) => {
            setSelected([]);
            setDone(message);
            toast.success(message);
          }}
        />
      ) : null}
      <Box display="grid" gap="medium">
        {ISSUE_STATUSES.filter((status) => !lists[status].error).map((status) => {
          const list = lists[status];
          return (
            <Card
              key={status}
              as="section"
              headingLevel={2}
              title={`${STATUS_LABELS[status]} (${list.data?.count ?? '…'})`}
            >
              {list.data ? (
                list.data.results.length === 0 ? (
                  <p>No tickets.</p>
                ) : (
                  <Box
                    as="ul"
                    display="flex"
                    flexDirection="column"
                    gap="small"
                    style={{ listStyle: 'none', padding: 0 }}
                  >
                    {list.data.results.map((issue) => (
                      <IssueRow
                        key={issue.id}
                        issue={issue}
                        selected={selected.includes(issue.id)}
                        onToggle={(on) =>
                          setSelected((ids) =>
                            on ? [...ids, issue.id] : ids.filter((id) => id !== issue.id),
                          )
                        }
                      />
                    ))}
                  </Box>
                )
              ) : (
                <p role="status">Loading {STATUS_LABELS[status].toLowerCase()} tickets…</p>
              )}
            </Card>
          );
        })}
      </Box>
      <QueryView query={meta} what="the labels">
        {(data) => <LabelManager labels={data.labels} />}
      </QueryView>
    </Box>
  );
}

export function IssueBoardRoute() {
  return (
    <RequireRole roles={AREA_ROLES.support}>
      <IssueBoard />
    </RequireRole>
  );
}
