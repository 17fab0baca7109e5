import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { rescoreJudgedSubmission } from './contests/coding-score';
import type { Database } from './db/client';
import type { LazyJudge } from './problems/judge-service';
import { judgeQueuedSubmission } from './problems/runner';
import type { JobQueue } from './queue/queue';

/**
 * The jobs this process takes (ADR 0045): judging, JUDGE_WORKERS at a time (none on a web instance started
 * with JUDGE_WORKERS=0). The web server and `npm run worker` both start them here.
 */
export async function startWorkers(
  queue: JobQueue,
  {
    config,
    database,
    judge,
    log,
  }: { config: Config; database: Database; judge: LazyJudge; log: FastifyBaseLogger },
): Promise<void> {
  await queue.work<{ submissionId: number }>('judge', config.judgeWorkers, (job) =>
    judgeQueuedSubmission(
      {
        db: database.db,
        live: database.live,
        judge,
        log,
        afterJudged: (submissionId) => rescoreJudgedSubmission(database.db, database.live, submissionId),
      },
      { submissionId: job.data.submissionId, isLastAttempt: job.isLastAttempt },
    ),
  );
}
