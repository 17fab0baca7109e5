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
  /** A submission or custom run to judge: `{ submissionId }`. */
  judge: { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  /** Outbox rows to deliver through SMTP: `{ outboxIds }`; retries from MAIL_RETRY_LIMIT / MAIL_RETRY_DELAY. */
  mail: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  /**
   * Certificates (ADR 0054): `{ certificateId }` writes one certificate's PDF; `{ batchId, handles? }` issues
   * the batch's certificates to every learner who meets the rule. Both are idempotent, so a retry is safe.
   */
  certificate: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 900 },
} as const;
type QueueName = keyof typeof QUEUES;

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
  /** Takes up to `concurrency` jobs of `queue` at once in this process; a handler that throws is retried. */
  work<Data>(
    queue: QueueName,
    concurrency: number,
    handler: (job: QueuedJob<Data>) => Promise<void>,
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

  return {
    async send(queue, data) {
      const id = await boss.send(queue, data);
      if (!id) throw new Error(`The ${queue} queue refused a job.`);
      await database.live.publish(nudgeTopic(queue), null).catch(() => {});
      return id;
    },
    async work(queue, concurrency, handler) {
      const ids: string[] = [];
      for (let worker = 0; worker < concurrency; worker++)
        ids.push(
          await boss.work(queue, { includeMetadata: true, pollingIntervalSeconds: 2 }, async (jobs) => {
            for (const job of jobs)
              await handler({
                id: job.id,
                data: job.data as never,
                retryCount: job.retryCount,
                isLastAttempt: job.retryCount >= job.retryLimit,
              });
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
