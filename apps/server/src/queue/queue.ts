import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { JOB_QUEUE_SCHEMA } from '../db/job-queue-schema';

/**
 * The durable job queue (ADR 0045): pg-boss on the same database, PostgreSQL or the embedded PGlite.
 * Jobs outlive the process that queued them; a job whose process died is retried (see `QUEUES`), one that
 * failed every attempt stays in pg-boss's `failed` state: the dead letters staff read.
 */

/**
 * Each queue's retry policy (delays in seconds, doubling with jitter). `expireInSeconds` bounds one attempt:
 * past it the attempt counts as failed and is retried, which is how a job of a killed worker comes back.
 */
const QUEUES = {
  /**
   * Everything that runs code in the sandbox (`JudgeJob`): a submission or custom run, an IDE run, a
   * setter's reference-output check or time-limit measurement. Only processes with JUDGE_WORKERS take them.
   */
  judge: { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  /** Outbox rows to deliver through SMTP: `{ outboxIds }`; retries from MAIL_RETRY_LIMIT / MAIL_RETRY_DELAY. */
  mail: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  /**
   * Certificates (ADR 0054): `{ certificateId }` writes one certificate's PDF; `{ batchId, handles? }` issues
   * the batch's certificates to every learner who meets the rule. Both are idempotent, so a retry is safe.
   */
  certificate: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 900 },
  /**
   * An event's reminder mail (`{ eventId }`), due the day before it starts. The `short` policy keeps one waiting
   * job per event (its singleton key), however many people enrol; the job writes mail only for people not yet
   * reminded, so a retry or a second job never mails twice.
   */
  'event-reminder': {
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
    policy: 'short',
  },
  /**
   * A study-day reminder of a learner's plan (ADR 0086): `{ planId, version, day }`, due at the plan's reminder
   * time. One waiting job per plan, version and day; the job marks the day reminded with its mail and queues the
   * next study day, so a retry never mails twice.
   */
  'study-reminder': {
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
    policy: 'short',
  },
  /**
   * The hourly sweep that mails learners whose batch access ends within seven days (ADR 0087), `{}`. One waiting
   * job at a time (its singleton key); each run queues the next. The mailed marker makes a retry mail nobody twice.
   */
  'access-end-mail': {
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
    policy: 'short',
  },
  /**
   * The hourly sweep that pays contests' final ranks into the rewards ledger (ADR 0102), `{}`. One waiting job at
   * a time (its singleton key); each run queues the next. A contest's paid marker makes a retry pay nobody twice.
   */
  'contest-rank-points': {
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
    policy: 'short',
  },
  /**
   * An object the store could not delete when its record let go of it (`{ key }`, ADR 0106): a hackathon file a
   * team replaced. Deleting a missing object succeeds, so a retry is safe.
   */
  'object-delete': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
} as const;
type QueueName = keyof typeof QUEUES;

/** What a `judge` job runs; each kind is safe to repeat (a finished one is left alone). */
export type JudgeJob =
  | { submissionId: number }
  | { snippetId: string }
  | { outputCheck: { problemId: number; n: number } }
  | { timeLimits: { problemId: number } };

interface QueuedJob<Data> {
  id: string;
  data: Data;
  /** Attempts before this one; `isLastAttempt` says whether a failure now is final. */
  retryCount: number;
  isLastAttempt: boolean;
}

interface DeadLetter {
  id: string;
  queue: QueueName;
  data: unknown;
  error: string;
  /** Attempts made, the first included. */
  attempts: number;
  failedAt: string;
}

export interface JobQueue {
  send(queue: QueueName, data: object): Promise<string>;
  /**
   * Queues a job and waits until some process finished it, for a caller that must answer with its result
   * (the handler's return value). Throws `JobNotFinishedError` when it failed every attempt or when
   * `timeoutMs` passed first (the job is then cancelled, so nobody runs it for a caller that left).
   */
  sendAndWait<Result>(queue: QueueName, data: object, timeoutMs: number): Promise<Result>;
  /**
   * Queues a job due at `startAfter`; with `singletonKey`, a job of the same key already waiting keeps its place
   * and this one is not added (null), on queues with the `short` policy.
   */
  schedule(
    queue: QueueName,
    data: object,
    options: { startAfter: Date; singletonKey?: string },
  ): Promise<string | null>;
  /**
   * Takes up to `concurrency` jobs of `queue` at once in this process; a handler that throws is retried.
   * What it returns is kept as the job's output (read by `sendAndWait`).
   */
  work<Data>(
    queue: QueueName,
    concurrency: number,
    handler: (job: QueuedJob<Data>) => Promise<unknown>,
  ): Promise<void>;
  /** Jobs that failed every attempt, newest first. */
  deadLetters(limit: number): Promise<DeadLetter[]>;
  /**
   * Puts a dead mail or certificate job back in its queue for another round of attempts. Judge jobs are not
   * retried: their submission already ended with "please submit again".
   */
  retryDeadLetter(id: string): Promise<'retried' | 'not_found' | 'not_retryable'>;
  /** Removes a dead letter of any queue from the list for good (its mail stays unsent); false when there is none. */
  discardDeadLetter(id: string): Promise<boolean>;
  /**
   * Stops taking jobs, waits up to `graceMs` for running ones, and hands back (fails into retry) whatever is
   * still running then, so another process takes it over.
   */
  stop(graceMs: number): Promise<void>;
}

/** A job a caller waited on did not finish: it failed every attempt, or no worker finished it in time. */
export class JobNotFinishedError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout',
    message: string,
  ) {
    super(message);
  }
}

export interface QueueOptions {
  /** How long one judge attempt may run before it counts as lost (a dead worker's job is retried after it). */
  judgeJobTimeoutSeconds: number;
  /** How often expired attempts are looked for. */
  maintenanceSeconds: number;
  /** Retries of a mail job the SMTP server refused, and the first delay (doubling), before it is a dead letter. */
  mailRetryLimit: number;
  mailRetryDelaySeconds: number;
}

/** PGlite runs pg-boss's statements itself: parameterised ones one by one, its multi-statement scripts whole. */
function pgliteExecutor(database: Database) {
  const client = database.pglite!;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values as never[]);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [], fields: [] };
    },
  };
}

export async function openQueue(database: Database, options: QueueOptions): Promise<JobQueue> {
  const common = {
    schema: JOB_QUEUE_SCHEMA,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
    // No cron schedules: the timekeeper would poll for nothing.
    schedule: false,
  };
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({ ...common, connectionString: database.connectionString!, max: 4 })
      : new PgBoss({ ...common, db: pgliteExecutor(database) });
  boss.on('error', (error) => console.warn('job queue:', error));
  await boss.start();
  for (const [name, policy] of Object.entries(QUEUES)) {
    const settings =
      name === 'judge'
        ? { name, ...policy, expireInSeconds: options.judgeJobTimeoutSeconds }
        : name === 'mail'
          ? {
              name,
              ...policy,
              retryLimit: options.mailRetryLimit,
              retryDelay: options.mailRetryDelaySeconds,
            }
          : { name, ...policy };
    // createQueue keeps an existing queue's settings; updateQueue applies this process's (a changed timeout).
    await boss.createQueue(name, settings);
    await boss.updateQueue(name, settings);
  }
  if (database.kind === 'pglite') await handBackOrphans(database);

  // Workers here wake at once for a job queued anywhere: the live bus carries a nudge per queue.
  const localWorkers = new Map<QueueName, string[]>();
  const nudges: (() => void)[] = [];
  const nudgeTopic = (queue: QueueName) => `queue:${queue}`;

  async function send(queue: QueueName, data: object): Promise<string> {
    const id = await boss.send(queue, data);
    if (!id) throw new Error(`The ${queue} queue refused a job.`);
    await database.live.publish(nudgeTopic(queue), null).catch(() => {});
    return id;
  }

  return {
    send,
    async sendAndWait<Result>(queue: QueueName, data: object, timeoutMs: number) {
      const id = await send(queue, data);
      const deadline = Date.now() + timeoutMs;
      // Polled rather than pushed: pg-boss marks the job completed after the handler returned, so a push from
      // the handler could arrive before the output is readable. One indexed row read every 200 ms.
      for (;;) {
        const job = await boss.getJobById(queue, id);
        if (job?.state === 'completed') return job.output as Result;
        if (!job || job.state === 'failed' || job.state === 'cancelled')
          throw new JobNotFinishedError('failed', errorText(job?.output));
        if (Date.now() > deadline) {
          await boss.cancel(queue, id).catch(() => {});
          throw new JobNotFinishedError('timeout', `No worker finished it within ${timeoutMs / 1000} s.`);
        }
        await new Promise((wait) => setTimeout(wait, 200));
      }
    },
    async schedule(queue, data, { startAfter, singletonKey }) {
      const id = await boss.send(queue, data, singletonKey ? { startAfter, singletonKey } : { startAfter });
      if (id && startAfter.getTime() <= Date.now())
        await database.live.publish(nudgeTopic(queue), null).catch(() => {});
      return id;
    },
    async work(queue, concurrency, handler) {
      const ids: string[] = [];
      for (let worker = 0; worker < concurrency; worker++)
        ids.push(
          // One job per fetch (pg-boss's default batch), so the handler's result is that job's output.
          await boss.work(queue, { includeMetadata: true, pollingIntervalSeconds: 2 }, async (jobs) => {
            let output: unknown;
            for (const job of jobs)
              output = await handler({
                id: job.id,
                data: job.data as never,
                retryCount: job.retryCount,
                isLastAttempt: job.retryCount >= job.retryLimit,
              });
            return output;
          }),
        );
      localWorkers.set(queue, [...(localWorkers.get(queue) ?? []), ...ids]);
      if (ids.length > 0 && !nudges.length)
        for (const name of Object.keys(QUEUES) as QueueName[])
          nudges.push(
            database.live.subscribe(nudgeTopic(name), () => {
              for (const id of localWorkers.get(name) ?? []) boss.notifyWorker(id);
            }),
          );
    },
    deadLetters: (limit) => readDeadLetters(database, limit),
    async retryDeadLetter(id) {
      const [letter] = (await readDeadLetters(database, 1, id)) as (DeadLetter | undefined)[];
      if (!letter) return 'not_found';
      if (letter.queue === 'judge') return 'not_retryable';
      await boss.retry(letter.queue, id);
      await database.live.publish(nudgeTopic(letter.queue), null).catch(() => {});
      return 'retried';
    },
    async discardDeadLetter(id) {
      // Cancelled rather than deleted: the job keeps naming its outbox rows, so the outbox sweep never sends
      // a discarded mail again (pg-boss deletes it with the other finished jobs after 7 days).
      const result = await database.db.execute(
        sql`update pgboss.job set state = 'cancelled' where id = ${id}::uuid and state = 'failed' returning id`,
      );
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },
    async stop(graceMs) {
      for (const unsubscribe of nudges.splice(0)) unsubscribe();
      await boss.stop({ graceful: true, wait: true, timeout: Math.max(1000, graceMs), close: true });
    },
  };
}

/**
 * One PGlite process owns its database: a job still marked active when it starts was cut off by a crash of
 * this same server, so it is made due again now instead of after its timeout.
 */
async function handBackOrphans(database: Database): Promise<void> {
  await database.pglite!.query(
    `update pgboss.job set state = 'retry', start_after = now(), retry_count = retry_count + 1
     where state = 'active'`,
  );
}

async function readDeadLetters(database: Database, limit: number, id?: string): Promise<DeadLetter[]> {
  const result = await database.db.execute(sql`
    select id::text as id, name, data, output, completed_on, retry_count
    from pgboss.job where state = 'failed' and name in (${sql.join(
      Object.keys(QUEUES).map((name) => sql`${name}`),
      sql`, `,
    )}) ${id ? sql`and id = ${id}::uuid` : sql``}
    order by completed_on desc limit ${limit}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: String(row.id),
    queue: row.name as QueueName,
    data: row.data,
    error: errorText(row.output),
    attempts: Number(row.retry_count) + 1,
    failedAt: new Date(row.completed_on as string).toISOString(),
  }));
}

/** pg-boss keeps a failed attempt's error as `{ message, stack, ... }`. */
function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return JSON.stringify(output ?? null);
}
