import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView, type QueryViewProps, RequireRole, useSession } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import { Box, Button, Card, Link, Select, SubHeader, TextArea, TextField } from '@learnforge/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useStaffTitle } from '../../../shared/staff-title';
import { funnelWord, statusWord } from '../utils/crm-words';
import { ProductActions } from './crm-product-actions';

type Person = ResponseOf<'x-crm-user'>;
type Comment = ResponseOf<'crm-comments'>['results'][number];
type Status = Person['application_status'];

/** A short line of facts, each with its name, for the head of the page. */
function Fact({ name, children }: { name: string; children: string }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** `/crm/users/:handle`: one learner for CRM staff: who they are, their funnel, answers, comments and calls. */
function CrmPerson({ handle }: { handle: string }) {
  const person = useApi('x-crm-user', { path: { handle } });
  useStaffTitle(person.data?.name);
  return (
    <QueryView query={person} what="this learner">
      {(data) => (
        <Box display="flex" flexDirection="column" gap="large">
          <SubHeader
            title={data.name}
            headingLevel={1}
            description={`${data.email} · ${statusWord(data.application_status)}`}
            actions={
              <Link as={RouterLink} to="/crm">
                Back to learners
              </Link>
            }
          />
          <Card title="Details" as="section" headingLevel={2}>
            <Box as="dl" display="grid" gap="small">
              <Fact name="Phone">{data.phone ?? 'Not given'}</Fact>
              <Fact name="Country">{data.country ?? 'Not given'}</Fact>
              <Fact name="Signed up">{formatDateTime(data.signed_up_at)}</Fact>
              <Fact name="Campaign">
                {[data.utm_source, data.utm_medium, data.utm_campaign].filter(Boolean).join(' / ') ||
                  'Direct'}
              </Fact>
              <Fact name="Interested in">{data.course_slug ?? 'Nothing yet'}</Fact>
              <Fact name="Next callback">
                {data.next_callback_at ? formatDateTime(data.next_callback_at) : 'None planned'}
              </Fact>
            </Box>
          </Card>
          <Callbacks handle={handle} status={data.application_status} />
          <ProductActions handle={handle} />
          <Comments handle={handle} />
          <Funnel handle={handle} />
          <SurveyAnswers handle={handle} />
        </Box>
      )}
    </QueryView>
  );
}

const STATUS_FIELDS = ['application_status', 'callback_at', 'comment', 'batch_id'] as const;

/** Log a call or change the application status (both posted as callback history, 001 §4), and the history. */
function Callbacks({ handle, status }: { handle: string; status: Status }) {
  const history = useApi('crm-callback-history-get', { path: { handle } });
  const meta = useApi('crm-filters-meta');
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const post = useApiMutation('crm-callback-history-post', { notify: false });
  const [nextStatus, setNextStatus] = useState<Status>(status);
  const [callbackAt, setCallbackAt] = useState('');
  const [batchId, setBatchId] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<ReturnType<
    typeof formErrorsOf<(typeof STATUS_FIELDS)[number]>
  > | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(null);
    setSaved(null);
    try {
      await post.trigger({
        path: { handle },
        body: {
          application_status: nextStatus,
          comment,
          ...(callbackAt ? { callback_at: new Date(callbackAt).toISOString() } : {}),
          ...(batchId ? { batch_id: Number(batchId) } : {}),
        },
      });
      setComment('');
      setCallbackAt('');
      setSaved(`Logged: ${statusWord(nextStatus)}.`);
    } catch (error) {
      setErrors(formErrorsOf(error, STATUS_FIELDS));
    }
  };
  return (
    <Card title="Callbacks and application status" as="section" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        <Box as="form" display="grid" gap="medium" onSubmit={submit} aria-label="Log a callback">
          <Select
            label="Application status"
            options={(meta.data?.application_statuses ?? [status]).map((value) => ({
              value,
              label: statusWord(value),
            }))}
            value={nextStatus}
            error={errors?.fields.application_status}
            onChange={(event) => setNextStatus(event.target.value as Status)}
          />
          <Select
            label="Batch"
            placeholder="No batch"
            options={(meta.data?.batches ?? []).map((batch) => ({
              value: String(batch.id),
              label: batch.name,
            }))}
            value={batchId}
            error={errors?.fields.batch_id}
            onChange={(event) => setBatchId(event.target.value)}
          />
          <TextField
            label="Call back at"
            type="datetime-local"
            hint="Needed when a callback is scheduled."
            value={callbackAt}
            error={errors?.fields.callback_at}
            onChange={(event) => setCallbackAt(event.target.value)}
          />
          <TextArea
            label="What was said"
            value={comment}
            error={errors?.fields.comment}
            onChange={(event) => setComment(event.target.value)}
          />
          {errors?.form ? <p role="alert">{errors.form}</p> : null}
          {saved ? <p role="status">{saved}</p> : null}
          <Box>
            <Button type="submit" loading={post.isMutating}>
              Log callback
            </Button>
          </Box>
        </Box>
        <QueryView query={history} what="the callback history">
          {(data) =>
            data.results.length === 0 ? (
              <p>No calls logged yet.</p>
            ) : (
              <ol aria-label="Callback history">
                {data.results.map((row) => (
                  <li key={row.id}>
                    <strong>{statusWord(row.application_status)}</strong> by {row.created_by},{' '}
                    {formatDateTime(row.created_at)}
                    {row.callback_at ? `; call back ${formatDateTime(row.callback_at)}` : ''}
                    {row.comment ? <p>{row.comment}</p> : null}
                  </li>
                ))}
              </ol>
            )
          }
        </QueryView>
      </Box>
    </Card>
  );
}

/** Staff comments, oldest first; each author can correct their own. */
function Comments({ handle }: { handle: string }) {
  const comments = useApi('crm-comments', { path: { handle } });
  const add = useApiMutation('x-crm-comment-add', { notify: false });
  const { user } = useSession();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await add.trigger({ path: { handle }, body: { text } });
      setText('');
    } catch (failure) {
      const refused = formErrorsOf(failure, ['text'] as const);
      setError(refused.fields.text ?? refused.form ?? undefined);
    }
  };
  return (
    <Card title="Comments" as="section" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        <QueryView query={comments} what="the comments">
          {(data) =>
            data.results.length === 0 ? (
              <p>No comments yet.</p>
            ) : (
              <ul aria-label="Comments">
                {data.results.map((row) => (
                  <CommentItem
                    key={row.id}
                    handle={handle}
                    comment={row}
                    mine={row.author === user?.handle}
                  />
                ))}
              </ul>
            )
          }
        </QueryView>
        <Box as="form" display="grid" gap="small" onSubmit={submit} aria-label="Add a comment">
          <TextArea
            label="New comment"
            value={text}
            error={error}
            onChange={(e) => setText(e.target.value)}
          />
          <Box>
            <Button type="submit" loading={add.isMutating}>
              Add comment
            </Button>
          </Box>
        </Box>
      </Box>
    </Card>
  );
}

function CommentItem({ handle, comment, mine }: { handle: string; comment: Comment; mine: boolean }) {
  const edit = useApiMutation('x-crm-comment-edit', { notify: false });
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.text);
  const [error, setError] = useState<string | undefined>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await edit.trigger({ path: { handle, id: comment.id }, body: { text } });
      setEditing(false);
    } catch (failure) {
      const refused = formErrorsOf(failure, ['text'] as const);
      setError(refused.fields.text ?? refused.form ?? undefined);
    }
  };
  return (
    <li>
      <p>
        <strong>{comment.author_name}</strong>, {formatDateTime(comment.created_at)}
        {comment.updated_at ? ` (edited ${formatDateTime(comment.updated_at)})` : ''}
      </p>
      {editing ? (
        <Box as="form" display="grid" gap="small" onSubmit={save} aria-label="Edit your comment">
          <TextArea
            label="Your comment"
            value={text}
            error={error}
            onChange={(e) => setText(e.target.value)}
          />
          <Box display="flex" gap="small">
            <Button type="submit" size="small" loading={edit.isMutating}>
              Save comment
            </Button>
            <Button type="button" size="small" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </Box>
        </Box>
      ) : (
        <>
          <p>{comment.text}</p>
          {mine ? (
            <Button size="small" variant="ghost" onClick={() => setEditing(true)}>
              Edit comment
            </Button>
          ) : null}
        </>
      )}
    </li>
  );
}

/** A card of the person's page listing one call's rows, or saying in a sentence that there are none. */
function ListCard<Row>({
  title,
  query,
  what,
  none,
  children,
}: {
  title: string;
  query: QueryViewProps<{ results: Row[] }>['query'];
  what: string;
  none: string;
  children: (rows: Row[]) => ReactNode;
}) {
  return (
    <Card title={title} as="section" headingLevel={2}>
      <QueryView query={query} what={what}>
        {(data) => (data.results.length === 0 ? <p>{none}</p> : children(data.results))}
      </QueryView>
    </Card>
  );
}

/** The funnel steps the person took, newest first, each with the campaign it carried. */
function Funnel({ handle }: { handle: string }) {
  const steps = useApi('crm-product-actions', { path: { handle } });
  return (
    <ListCard
      title="Funnel"
      query={steps}
      what="the funnel"
      none="No visits, clicks or payments recorded yet."
    >
      {(rows) => (
        <ol aria-label="Funnel steps">
          {rows.map((step) => (
            <li key={`${step.action}-${step.target}-${step.occurred_at}`}>
              {funnelWord(step.action)}: {step.target}, {formatDateTime(step.occurred_at)}
              {step.utm_source ? ` (from ${step.utm_source})` : ''}
            </li>
          ))}
        </ol>
      )}
    </ListCard>
  );
}

/** Their answers to the batch questionnaires (rating, refund feedback). */
function SurveyAnswers({ handle }: { handle: string }) {
  const answers = useApi('crm-survey-responses', { path: { handle } });
  return (
    <ListCard title="Survey answers" query={answers} what="the survey answers" none="No answers yet.">
      {(rows) => (
        <ul aria-label="Survey answers">
          {rows.map((row) => (
            <li key={`${row.batch_slug}-${row.question}-${row.answered_at}`}>
              {row.question} <strong>{row.answer}</strong> ({row.batch_slug})
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

export function CrmPersonRoute() {
  const { handle } = useParams();
  return (
    <RequireRole roles={AREA_ROLES.crm}>
      {handle ? <CrmPerson handle={handle} /> : <h1>There is no such learner.</h1>}
    </RequireRole>
  );
}
