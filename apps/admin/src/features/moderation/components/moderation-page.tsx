import type { RowOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  HtmlView,
  Link,
  Pagination,
  StatCard,
  SubHeader,
  Tabs,
  TextField,
  useToast,
} from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TimesheetSection } from './timesheet-section';

type Item = RowOf<'x-discussion-moderation-queue'>;
const VIEWS = ['reported', 'hidden', 'picked', 'unanswered', 'rated'] as const;
type View = (typeof VIEWS)[number];
const VIEW_LABELS: Record<View, string> = {
  reported: 'Reported',
  hidden: 'Hidden',
  picked: 'Picked',
  unanswered: 'Unanswered',
  rated: 'Rated',
};
const ACTION_LABELS: Record<Item['history'][number]['action'], string> = {
  hide: 'Hidden',
  restore: 'Restored',
  pick: 'Picked',
  unpick: 'Pick taken back',
  rating_valid: 'Rating marked valid',
  rating_invalid: 'Rating marked not valid',
};

/** Where the learner reads the thread: the problem's Discuss tab or the batch page. */
const placeHref = (item: Item) =>
  item.place_kind === 'problem' ? `/problems/${item.place_slug}/1?tab=discuss` : `/batch/${item.place_slug}`;

/** Hide or restore, always with a reason the history keeps; a refusal sits beside the reason. */
function HideForm({ item, onDone }: { item: Item; onDone: () => void }) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const moderate = useApiMutation('x-discussion-moderate', { notify: false });
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const action = item.hidden ? 'restore' : 'hide';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await moderate.trigger({ body: { post: item.post, id: item.id, action, reason } });
      toast.success(action === 'hide' ? 'Hidden from learners.' : 'Restored for learners.');
      setReason('');
      onDone();
    } catch (caught) {
      const refused = formErrorsOf(caught, ['reason'] as const);
      setError(refused.fields.reason ?? refused.form ?? undefined);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Box display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
        <div style={{ flex: '1 1 14rem' }}>
          <TextField
            label={action === 'hide' ? 'Reason for hiding' : 'Reason for restoring'}
            value={reason}
            error={error}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <Button type="submit" tone={action === 'hide' ? 'critical' : 'neutral'} loading={moderate.isMutating}>
          {action === 'hide' ? 'Hide' : 'Restore'}
        </Button>
      </Box>
    </form>
  );
}

function ThreadActions({ item, onDone }: { item: Item; onDone: () => void }) {
  const pick = useApiMutation('x-discussion-pick', { notify: false });
  const thread = useApi('x-discussion-thread', { path: { id: item.thread_id } });
  const markRating = useApiMutation('discussion-mark-rating', { notify: false });
  const [error, setError] = useState<string>();
  const run = async (work: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await work();
      await thread.mutate();
      onDone();
    } catch (caught) {
      setError(formErrorsOf(caught, [] as const).form ?? undefined);
    }
  };
  const rating = thread.data?.rating ?? null;
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <Box display="flex" gap="small" flexWrap="wrap" alignItems="center">
        {item.hidden ? null : (
          <Button
            variant="outline"
            loading={pick.isMutating}
            onClick={() => run(() => pick.trigger({ path: { id: item.id }, body: { picked: !item.picked } }))}
          >
            {item.picked ? 'Take back the pick' : 'Pick this thread'}
          </Button>
        )}
        {rating !== null ? (
          <>
            <span>
              Rated {rating} of 5
              {thread.data?.is_rating_valid === null
                ? ''
                : thread.data?.is_rating_valid
                  ? ' (valid)'
                  : ' (not valid)'}
            </span>
            <Button
              variant="ghost"
              onClick={() =>
                run(() => markRating.trigger({ path: { id: item.id }, body: { is_valid: true } }))
              }
            >
              Mark rating valid
            </Button>
            <Button
              variant="ghost"
              tone="critical"
              onClick={() =>
                run(() => markRating.trigger({ path: { id: item.id }, body: { is_valid: false } }))
              }
            >
              Mark rating not valid
            </Button>
          </>
        ) : null}
      </Box>
      {error ? <p role="alert">{error}</p> : null}
    </Box>
  );
}

function QueueItem({ item, onDone }: { item: Item; onDone: () => void }) {
  const title = item.post === 'thread' ? item.thread_title : `Reply in “${item.thread_title}”`;
  return (
    <li>
      <Card as="article" headingLevel={3} title={title}>
        <Box display="flex" flexDirection="column" gap="small">
          <Box display="flex" gap="small" flexWrap="wrap" alignItems="center">
            {item.hidden ? <Badge tone="critical">Hidden</Badge> : null}
            {item.picked ? <Badge tone="brandAccent">Picked</Badge> : null}
            <span>
              {item.author_name} ({item.author}) ·{' '}
              <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time> · under{' '}
              <Link href={placeHref(item)}>{item.place_title}</Link>
            </span>
          </Box>
          {item.hidden ? <p>Hidden because: {item.hidden_reason}</p> : null}
          <HtmlView html={item.body_html} />
          {item.reports.length > 0 ? (
            <>
              <h4>Reports</h4>
              <ul>
                {item.reports.map((report) => (
                  <li key={`${report.reporter}-${report.created_at}`}>
                    {report.reporter}: “{report.reason}”, {formatDateTime(report.created_at)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {item.history.length > 0 ? (
            <>
              <h4>History</h4>
              <ul>
                {item.history.map((entry) => (
                  <li key={`${entry.action}-${entry.created_at}`}>
                    {ACTION_LABELS[entry.action]} by {entry.actor}, {formatDateTime(entry.created_at)}
                    {entry.reason ? `: ${entry.reason}` : ''}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <HideForm item={item} onDone={onDone} />
          {item.post === 'thread' ? <ThreadActions item={item} onDone={onDone} /> : null}
        </Box>
      </Card>
    </li>
  );
}

function Queue({ view }: { view: View }) {
  const [page, setPage] = useState(1);
  const queue = useApi('x-discussion-moderation-queue', { query: { view, page } });
  const meta = useApi('discussion-picked-threads-meta', { query: {} });
  const refresh = () => {
    void queue.mutate();
    void meta.mutate();
  };
  return (
    <QueryView query={queue} what={`the ${VIEW_LABELS[view].toLowerCase()} posts`}>
      {(data) =>
        data.results.length === 0 ? (
          <p>Nothing here.</p>
        ) : (
          <>
            <ol
              aria-label={`${VIEW_LABELS[view]} posts`}
              style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}
            >
              {data.results.map((item) => (
                <QueueItem key={`${item.post}-${item.id}`} item={item} onDone={refresh} />
              ))}
            </ol>
            {data.count > data.page_size ? (
              <Pagination
                page={page}
                pageCount={Math.ceil(data.count / data.page_size)}
                onPageChange={setPage}
              />
            ) : null}
          </>
        )
      }
    </QueryView>
  );
}

function Summary() {
  const meta = useApi('discussion-picked-threads-meta', { query: {} });
  return (
    <QueryView query={meta} what="the thread counts">
      {(data) => (
        <Box
          display="grid"
          gap="medium"
          style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' }}
        >
          <StatCard label="Picked threads" value={data.picked_count} />
          <StatCard label="Solved threads" value={data.answered_count} />
          <StatCard label="Waiting for an answer" value={data.pending_count} />
          <StatCard
            label="Oldest waiting since"
            value={data.oldest_pending_at ? formatDateTime(data.oldest_pending_at) : 'None'}
          />
        </Box>
      )}
    </QueryView>
  );
}

/** `/dashboard-next/moderation`: the moderators' queue (001 §6: picked threads, ratings) and the timesheet. */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('view');
  const view: View = VIEWS.includes(requested as View) ? (requested as View) : 'reported';
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Moderation"
        headingLevel={1}
        description="Reported and hidden posts, picked threads, threads waiting for an answer, ratings, and your timesheet."
      />
      <Summary />
      <Tabs.Root
        value={view}
        onValueChange={(value) => setParams(value === 'reported' ? {} : { view: value })}
      >
        <Tabs.List aria-label="Moderation queues" style={{ flexWrap: 'wrap' }}>
          {VIEWS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {VIEW_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {VIEWS.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === view ? <Queue view={value} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <TimesheetSection />
    </Box>
  );
}

export function ModerationRoute() {
  return (
    <RequireRole roles={AREA_ROLES.moderation}>
      <ModerationPage />
    </RequireRole>
  );
}
