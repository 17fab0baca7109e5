import type { Contract, EndpointOutput } from '@learnforge/api-client/contract';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import { Badge, Box, Button, Card, DiffView, Link, Pagination, Select, TextArea } from '@learnforge/ui';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { snapshotText } from './revision-text';

type QueuedRevision = EndpointOutput<Contract['x-admin-problem-revision-queue']>['results'][number];
type Status = QueuedRevision['status'];

const PAGE_SIZE = 20;
const STATUSES: { value: Status; label: string }[] = [
  { value: 'queued', label: 'Waiting for review' },
  { value: 'requested', label: 'Requested, not queued yet' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

function RevisionReview({
  revision,
  onReviewed,
}: {
  revision: QueuedRevision;
  onReviewed: (outcome: string) => void;
}) {
  const review = useApiMutation('x-admin-problem-revision-review');
  const [comment, setComment] = useState('');
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const decide = async (decision: 'approve' | 'reject') => {
    setMessage(null);
    try {
      await review.trigger({
        path: { id: revision.problem_id, revision_id: revision.id },
        body: { decision, comment },
      });
      // The reviewed revision leaves the queue: the page, not this card, says how it went.
      onReviewed(
        decision === 'approve'
          ? `Revision #${revision.id} approved: its changes are live.`
          : `Revision #${revision.id} rejected; the author sees your comment.`,
      );
    } catch (error) {
      setMessage({
        tone: 'alert',
        text: error instanceof Error ? error.message : 'The review was not saved.',
      });
    }
  };
  const changed =
    revision.changed_fields.length > 0 ? revision.changed_fields.join(', ') : 'nothing (a note only)';
  return (
    <Card as="article" title={`Revision #${revision.id}: ${revision.problem_title}`} headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="small">
        <p>
          <Link as={RouterLink} to={`/problem/${revision.problem_id}/`}>
            Open {revision.problem_title}
          </Link>{' '}
          · requested by {revision.requested_by} on {formatDateTime(revision.created_at)} ·{' '}
          <Badge
            tone={
              revision.status === 'approved'
                ? 'positive'
                : revision.status === 'rejected'
                  ? 'critical'
                  : 'neutral'
            }
          >
            {revision.status}
          </Badge>
        </p>
        <p>Note: {revision.note}</p>
        <p>Changes: {changed}</p>
        <DiffView
          aria-label={`Live problem and revision #${revision.id}`}
          before={snapshotText(revision.live)}
          after={snapshotText(revision.snapshot)}
          beforeLabel="Live problem"
          afterLabel={`Revision #${revision.id}`}
        />
        {revision.reviewed_by ? (
          <p>
            {revision.status === 'approved' ? 'Approved' : 'Rejected'} by {revision.reviewed_by}
            {revision.review_comment ? `: ${revision.review_comment}` : '.'}
          </p>
        ) : null}
        {revision.status === 'queued' && revision.can_review ? (
          <>
            <TextArea
              label={`Comment for the author of #${revision.id}`}
              hint="Needed to reject; optional to approve."
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
            <Box display="flex" gap="small">
              <Button loading={review.isMutating} onClick={() => void decide('approve')}>
                Approve #{revision.id}
              </Button>
              <Button
                variant="outline"
                disabled={comment.trim() === ''}
                loading={review.isMutating}
                onClick={() => void decide('reject')}
              >
                Reject #{revision.id}
              </Button>
            </Box>
          </>
        ) : null}
        {revision.status === 'queued' && !revision.can_review ? (
          <p>You requested this revision: another setter or a super admin reviews it.</p>
        ) : null}
        {message ? <p role={message.tone}>{message.text}</p> : null}
      </Box>
    </Card>
  );
}

export function RevisionQueuePage() {
  const [params, setParams] = useSearchParams();
  const status = (STATUSES.find((option) => option.value === params.get('status'))?.value ??
    'queued') as Status;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useApi('x-admin-problem-revision-queue', { query: { status, page } });
  const [outcome, setOutcome] = useState<string | null>(null);
  const rows = queue.data?.results ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Box display="flex" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap="small">
        <h1>Revision queue</h1>
        <Link as={RouterLink} to="/problem">
          All problems
        </Link>
      </Box>
      <Box>
        <Select
          label="Show"
          options={STATUSES}
          value={status}
          onChange={(event) => setParams({ status: event.currentTarget.value })}
        />
      </Box>
      {outcome ? <p role="status">{outcome}</p> : null}
      {/* The reviews below render from queue.data; QueryView says loading, failed or empty. */}
      <QueryView
        query={queue}
        what="the revisions"
        isEmpty={(data) => data.results.length === 0}
        empty={{ title: 'No revisions here.' }}
      >
        {() => null}
      </QueryView>
      {rows.map((revision) => (
        <RevisionReview
          key={revision.id}
          revision={revision}
          onReviewed={(text) => {
            setOutcome(text);
            void queue.mutate();
          }}
        />
      ))}
      {queue.data && queue.data.count > PAGE_SIZE ? (
        <Pagination
          page={page}
          pageCount={Math.ceil(queue.data.count / PAGE_SIZE)}
          onPageChange={(next) => setParams({ status, page: String(next) })}
        />
      ) : null}
    </Box>
  );
}

export function RevisionQueueRoute() {
  return (
    <RequireRole roles={AREA_ROLES.problemAuthoring}>
      <RevisionQueuePage />
    </RequireRole>
  );
}
