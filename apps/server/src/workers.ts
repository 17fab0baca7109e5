import type { FastifyBaseLogger } from 'fastify';
import { runAccessEndMailJob, scheduleAccessEndMail } from './batches/access-end-mail';
import { type CertificateJob, runCertificateJob } from './batches/certificates';
import { runStudyReminderJob, type StudyReminderJob } from './batches/study-plans';
import type { Config } from './config';
import { rescoreJudgedSubmission } from './contests/coding-score';
import type { Database } from './db/client';
import { runReminderJob } from './events/reminders';
import { runQueuedSnippet } from './ide/snippets';
import { deliverMailJob, sweepUnqueuedMail } from './mail/outbox';
import { runOutputCheck } from './problem-authoring/test-files';
import { measureTimeLimits } from './problem-authoring/time-limits';
import type { LazyJudge } from './problems/judge-service';
import { judgeQueuedSubmission } from './problems/runner';
import type { JobQueue, JudgeJob } from './queue/queue';
import { runContestRankPointsJob, scheduleContestRankPoints } from './rewards/contest-rank-points';
import { openObjectStore } from './storage/object-store';

/**
 * The jobs this process takes (ADR 0045): judging (submissions, custom and IDE runs, setters' checks and
 * time-limit measurements), JUDGE_WORKERS at a time (none on a web instance started
 * with JUDGE_WORKERS=0), and mail delivery and certificates, one job at a time in every process (they need
 * no sandbox). The web server and `npm run worker` both start them here.
 */
export async function startWorkers(
  queue: JobQueue,
  {
    config,
    database,
    judge,
    log,
  }: { config: Config; database: Database; judge: LazyJudge; log: FastifyBaseLogger },
): Promise<() => void> {
  const { db } = database;
  await queue.work<JudgeJob>('judge', config.judgeWorkers, async ({ data, isLastAttempt }) => {
    if ('snippetId' in data)
      return runQueuedSnippet({ db, judge, log }, { snippetId: data.snippetId, isLastAttempt });
    if ('outputCheck' in data)
      return runOutputCheck({ db, judge, log }, { ...data.outputCheck, isLastAttempt });
    if ('timeLimits' in data) return measureTimeLimits(db, judge, data.timeLimits);
    return judgeQueuedSubmission(
      {
        db,
        live: database.live,
        judge,
        log,
        afterJudged: (submissionId) => rescoreJudgedSubmission(db, database.live, submissionId),
      },
      { submissionId: data.submissionId, isLastAttempt },
    );
  });
  await queue.work<{ outboxIds: number[] }>('mail', 1, (job) =>
    deliverMailJob(database.db, config, job.data.outboxIds, log),
  );
  // Certificates (ADR 0054): PDFs written into the object store every instance reads.
  const store = openObjectStore(config);
  await queue.work<CertificateJob>('certificate', 1, (job) =>
    runCertificateJob(database.db, store, config.publicUrl, job.data),
  );
  await queue.work<{ key: string }>('object-delete', 1, (job) => store.delete(job.data.key));
  await queue.work<{ eventId: number }>('event-reminder', 1, (job) =>
    runReminderJob(database.db, queue, config.publicUrl, job.data),
  );
  await queue.work<StudyReminderJob>('study-reminder', 1, (job) =>
    runStudyReminderJob(database.db, queue, config.publicUrl, job.data),
  );
  await queue.work('access-end-mail', 1, () => runAccessEndMailJob(database.db, queue, config.publicUrl));
  await scheduleAccessEndMail(queue);
  await queue.work('contest-rank-points', 1, () => runContestRankPointsJob(database.db, queue));
  await scheduleContestRankPoints(queue);
  // Without SMTP_URL mail waits in the outbox on purpose: there is nothing to sweep.
  if (!config.smtpUrl) return () => {};
  const sweep = () =>
    sweepUnqueuedMail(database, queue).then(
      (queued) => queued > 0 && log.warn({ queued }, 'queued outbox rows that had no mail job'),
      (error: unknown) => log.warn({ err: error }, 'the outbox sweep failed; it runs again later'),
    );
  void sweep();
  const timer = setInterval(sweep, config.queueMaintenanceSeconds * 1000);
  timer.unref();
  /** Stops the outbox sweep (before the queue and the database close). */
  return () => clearInterval(timer);
}
