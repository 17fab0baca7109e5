import type { Handler } from '../../api/registry';
import { HttpError } from '../../http/errors';

/** Failed jobs shown to super admins; the newest this many. */
const SHOWN = 200;

/** What a job was for, in words, from its data (ids only: a mail job's addresses stay in the outbox). */
function summaryOf(queue: string, data: unknown): string {
  const fields = (data ?? {}) as {
    submissionId?: number;
    snippetId?: string;
    outputCheck?: { problemId: number; n: number };
    timeLimits?: { problemId: number };
    outboxIds?: number[];
    certificateId?: number;
    batchId?: number;
    eventId?: number;
    planId?: number;
    day?: string;
    key?: string;
  };
  if (queue === 'judge') {
    if (fields.snippetId) return 'IDE run';
    if (fields.outputCheck)
      return `Output check of test ${fields.outputCheck.n}, problem ${fields.outputCheck.problemId}`;
    if (fields.timeLimits) return `Time limits of problem ${fields.timeLimits.problemId}`;
    return `Submission ${fields.submissionId ?? '?'}`;
  }
  if (queue === 'certificate')
    return fields.certificateId !== undefined
      ? `Certificate ${fields.certificateId}`
      : `Certificates of batch ${fields.batchId ?? '?'}`;
  if (queue === 'event-reminder') return `Reminders of event ${fields.eventId ?? '?'}`;
  if (queue === 'access-end-mail') return 'Access-end mail sweep';
  if (queue === 'contest-rank-points') return 'Contest rank points sweep';
  if (queue === 'object-delete') return `Deleting the stored file ${fields.key ?? '?'}`;
  if (queue === 'study-reminder')
    return `Study reminder of plan ${fields.planId ?? '?'} for ${fields.day ?? '?'}`;
  const count = fields.outboxIds?.length ?? 0;
  return `${count} message${count === 1 ? '' : 's'}`;
}

export const handleDeadLetters: Handler<'x-admin-dead-letters'> = async ({ request }) => {
  const letters = await request.server.jobQueue.deadLetters(SHOWN);
  return {
    results: letters.map((letter) => ({
      id: letter.id,
      queue: letter.queue,
      summary: summaryOf(letter.queue, letter.data),
      error: letter.error,
      attempts: letter.attempts,
      failed_at: letter.failedAt,
      retryable: letter.queue !== 'judge',
    })),
  };
};

const NO_SUCH_LETTER = 'There is no failed job with this id (it may have been retried or discarded already).';

export const handleDeadLetterRetry: Handler<'x-admin-dead-letter-retry'> = async ({ input, request }) => {
  const outcome = await request.server.jobQueue.retryDeadLetter(input.path.id);
  if (outcome === 'not_found') throw new HttpError(404, 'not_found', NO_SUCH_LETTER);
  if (outcome === 'not_retryable')
    throw new HttpError(
      409,
      'conflict',
      'A judge job is not retried: its learner was already told to submit again.',
    );
  return { message: 'The job is back in its queue.' };
};

export const handleDeadLetterDiscard: Handler<'x-admin-dead-letter-discard'> = async ({ input, request }) => {
  if (!(await request.server.jobQueue.discardDeadLetter(input.path.id)))
    throw new HttpError(404, 'not_found', NO_SUCH_LETTER);
  return { message: 'The failed job is discarded.' };
};
