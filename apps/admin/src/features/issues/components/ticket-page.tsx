import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import {
  Box,
  Button,
  Card,
  HtmlView,
  Select,
  SubHeader,
  Tag,
  TagList,
  TextArea,
  useToast,
} from '@learnforge/ui';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { useStaffTitle } from '../../../shared/staff-title';
import type { IssueStatus } from '../utils/issue-words';
import {
  ACTIVITY_LABELS,
  CATEGORY_LABELS,
  ISSUE_STATUSES,
  PRIORITY_LABELS,
  replyHtml,
  STATUS_LABELS,
} from '../utils/issue-words';

/** Who filed the ticket, read beside it (the handle travels base64-encoded, 001 §7). */
function Reporter({ handle }: { handle: string }) {
  const person = useApi('issues-get-user-data', { query: { handle } });
  return (
    <Card as="section" headingLevel={2} title={`About ${handle}`}>
      <QueryView query={person} what="the reporter's details">
        {(data) => (
          <Box display="flex" flexDirection="column" gap="small">
            <p>
              {data.name} · <a href={`mailto:${data.email}`}>{data.email}</a>
              {data.phone ? ` · ${data.phone}` : ''}
            </p>
            <h3>Batches</h3>
            {data.batches.length === 0 ? (
              <p>No batches.</p>
            ) : (
              <ul>
                {data.batches.map((batch) => (
                  <li key={batch.slug}>
                    {batch.name}, since {formatDateTime(batch.enrolled_at)}
                  </li>
                ))}
              </ul>
            )}
            <h3>Payments</h3>
            {data.transactions.length === 0 ? (
              <p>No payments.</p>
            ) : (
              <ul>
                {data.transactions.map((order) => (
                  <li key={order.order_id}>
                    {order.order_id}: ₹{order.amount} {order.status}, {formatDateTime(order.created_at)}
                  </li>
                ))}
              </ul>
            )}
          </Box>
        )}
      </QueryView>
    </Card>
  );
}

function ReplyForm({ issueId, status }: { issueId: number; status: IssueStatus }) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const reply = useApiMutation('issues-email-reply-queue', { notify: false });
  const [text, setText] = useState('');
  const [statusAfter, setStatusAfter] = useState<IssueStatus | ''>(
    status === 'open' ? 'waiting_on_user' : '',
  );
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState('');
  const toast = useToast();
  const errorId = useId();
  const send = async () => {
    setError(undefined);
    setFormError(undefined);
    try {
      await reply.trigger({
        path: { id: issueId },
        body: { body_html: replyHtml(text), ...(statusAfter ? { status_after: statusAfter } : {}) },
      });
      setText('');
      setSent('Your reply is on its way to the reporter.');
      toast.success('Reply sent.');
    } catch (caught) {
      const refused = formErrorsOf(caught, ['body_html'] as const);
      setError(refused.fields.body_html);
      setFormError(refused.form ?? undefined);
    }
  };
  return (
    <Card as="section" headingLevel={2} title="Reply by e-mail">
      <Box display="flex" flexDirection="column" gap="small">
        <TextArea
          label="Reply"
          hint="Sent to the reporter by e-mail; their answer comes back into this ticket."
          rows={5}
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Select
          label="Then set the status to"
          placeholder="Keep it as it is"
          value={statusAfter}
          options={ISSUE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          onChange={(event) => setStatusAfter(event.target.value as IssueStatus | '')}
        />
        <Box display="flex" gap="small">
          <Button
            onClick={send}
            loading={reply.isMutating}
            disabled={text.trim() === ''}
            aria-describedby={formError ? errorId : undefined}
          >
            Send reply
          </Button>
        </Box>
        {formError ? (
          <p id={errorId} role="alert">
            {formError}
          </p>
        ) : null}
        <p role="status">{sent}</p>
      </Box>
    </Card>
  );
}

function Ticket({ id }: { id: number }) {
  const issue = useApi('x-issue-get', { path: { id } });
  const activity = useApi('issues-activity', { path: { id } });
  useStaffTitle(issue.data ? `#${issue.data.id} ${issue.data.title}` : undefined);
  return (
    <QueryView query={issue} what="the ticket">
      {(ticket) => (
        <Box display="flex" flexDirection="column" gap="large">
          <SubHeader
            title={`#${ticket.id} ${ticket.title}`}
            headingLevel={1}
            description={`${STATUS_LABELS[ticket.status]} · ${CATEGORY_LABELS[ticket.category]} · ${PRIORITY_LABELS[ticket.priority]} priority · ${ticket.assignee ? `with ${ticket.assignee}` : 'unassigned'}`}
          />
          {ticket.labels.length > 0 ? (
            <TagList aria-label="Labels">
              {ticket.labels.map((label) => (
                <li key={label.id}>
                  <Tag>{label.name}</Tag>
                </li>
              ))}
            </TagList>
          ) : null}
          {/* Side by side when there is room for both, one under the other on a phone. */}
          <Box display="flex" flexWrap="wrap" gap="large" alignItems="flex-start">
            <Box display="flex" flexDirection="column" gap="large" style={{ flex: '2 1 30rem', minWidth: 0 }}>
              <Card as="section" headingLevel={2} title="What they wrote">
                <p style={{ whiteSpace: 'pre-wrap' }}>{ticket.description}</p>
                {ticket.page_url ? <p>On the page {ticket.page_url}</p> : null}
              </Card>
              <section aria-labelledby="activity-heading">
                <h2 id="activity-heading">Activity</h2>
                <QueryView query={activity} what="the activity">
                  {(data) => (
                    <ol>
                      {data.results.map((entry) => (
                        <li key={entry.id}>
                          <p>
                            <strong>{ACTIVITY_LABELS[entry.kind]}</strong> by {entry.actor},{' '}
                            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                          </p>
                          {entry.kind === 'staff_reply' ? (
                            <HtmlView html={entry.text} />
                          ) : (
                            <p style={{ whiteSpace: 'pre-wrap' }}>{entry.text}</p>
                          )}
                        </li>
                      ))}
                    </ol>
                  )}
                </QueryView>
              </section>
              <ReplyForm issueId={ticket.id} status={ticket.status} />
            </Box>
            <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Reporter handle={ticket.reporter} />
            </div>
          </Box>
        </Box>
      )}
    </QueryView>
  );
}

export function TicketRoute() {
  const { id } = useParams();
  const number = Number(id);
  return (
    <RequireRole roles={AREA_ROLES.support}>
      {Number.isInteger(number) && number > 0 ? <Ticket key={number} id={number} /> : <h1>No such ticket</h1>}
    </RequireRole>
  );
}
