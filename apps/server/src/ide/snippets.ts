import { randomBytes } from 'node:crypto';
import type { JudgeLanguage } from '@learnforge/domain';
import { count, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../auth/sessions';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ideSnippets, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { JudgeRequestError, MAX_SOURCE_BYTES, type RunResult } from '../judge';
import { ensureJudgeAvailable, type LazyJudge, toJudgeLanguage } from '../problems/judge-service';
import { JUDGE_LOST, keepBytes, RUN_OUTPUT_KEPT_BYTES } from '../problems/runner';
import type { JobQueue, JudgeJob } from '../queue/queue';

/**
 * A shared link is meant to be opened later, so a snippet outlives a problem's custom run (a day):
 * it is kept 30 days after it ran, then swept on the next run, as custom runs are (ADR 0051).
 */
const SNIPPET_LIFETIME_MS = 30 * 24 * 3_600_000;

/** 128 random bits, hex: a link nobody can guess, inside the contract's id pattern. */
function newSnippetId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Stores the run and queues it on the judge queue (ADR 0045), like a problem's custom run: any process with
 * judge workers runs it, so a web instance started with JUDGE_WORKERS=0 runs none itself.
 */
export async function startSnippet(context: {
  db: Db;
  config: Config;
  queue: JobQueue;
  judge: LazyJudge;
  log: FastifyBaseLogger;
  user: SessionUser;
  language: JudgeLanguage;
  source: string;
  stdin: string;
}): Promise<string> {
  const { db, config, user, language, source, stdin } = context;
  await db.delete(ideSnippets).where(lt(ideSnippets.createdAt, new Date(Date.now() - SNIPPET_LIFETIME_MS)));
  if (Buffer.byteLength(source) > MAX_SOURCE_BYTES)
    throw new HttpError(400, 'invalid_code', `The source is larger than ${MAX_SOURCE_BYTES / 1024} KiB.`);
  if (config.judgeWorkers > 0) await ensureJudgeAvailable(context.judge.get());
  const [backlog] = await db
    .select({ unfinished: count() })
    .from(ideSnippets)
    .where(inArray(ideSnippets.status, ['queued', 'running']));
  if ((backlog?.unfinished ?? 0) >= config.judgeQueueLimit + config.judgeWorkers)
    throw new HttpError(429, 'queue_full', 'The judge is busy. Try again in a minute.');
  const id = newSnippetId();
  await db.insert(ideSnippets).values({ id, userId: user.id, language, source, stdin });
  try {
    await context.queue.send('judge', { snippetId: id } satisfies JudgeJob);
  } catch (error) {
    await db.delete(ideSnippets).where(eq(ideSnippets.id, id));
    context.log.error({ err: error, snippetId: id }, 'could not queue an IDE run');
    throw new HttpError(503, 'judge_unavailable', 'The judge cannot take work right now. Try again shortly.');
  }
  return id;
}

/**
 * The judge job of an IDE run. Safe to repeat: a finished run is left alone. Throws to have the job retried;
 * on its last attempt the run ends with a reason instead, so no link shows "queued" for ever.
 */
export async function runQueuedSnippet(
  context: { db: Db; judge: LazyJudge; log: FastifyBaseLogger },
  job: { snippetId: string; isLastAttempt: boolean },
): Promise<void> {
  const { db, log } = context;
  const { snippetId: id } = job;
  const [snippet] = await db.select().from(ideSnippets).where(eq(ideSnippets.id, id)).limit(1);
  if (!snippet || snippet.status === 'completed' || snippet.status === 'error') return;
  await db.update(ideSnippets).set({ status: 'running' }).where(eq(ideSnippets.id, id));
  try {
    // No problem, so no problem limits: the judge's defaults (2 s base per language, 256 MiB, 1 MiB output).
    const result = await context.judge.get().run({
      language: toJudgeLanguage(snippet.language as JudgeLanguage),
      source: snippet.source,
      stdin: snippet.stdin,
    });
    await finishSnippet(db, id, result);
  } catch (error) {
    if (error instanceof JudgeRequestError) await failSnippet(db, log, id, error);
    else if (job.isLastAttempt) await failSnippet(db, log, id, new Error(JUDGE_LOST));
    else {
      await db.update(ideSnippets).set({ status: 'queued' }).where(eq(ideSnippets.id, id));
      throw error;
    }
  }
}

async function finishSnippet(db: Db, id: string, result: RunResult): Promise<void> {
  await db
    .update(ideSnippets)
    .set({
      status: 'completed',
      outcome: result.status,
      stdout: keepBytes(result.stdout, RUN_OUTPUT_KEPT_BYTES),
      stderr: keepBytes(result.stderr, RUN_OUTPUT_KEPT_BYTES),
      compileOutput: keepBytes(result.compileOutput, RUN_OUTPUT_KEPT_BYTES),
      truncated: [result.stdout, result.stderr, result.compileOutput].some(
        (text) => Buffer.byteLength(text, 'utf8') > RUN_OUTPUT_KEPT_BYTES,
      ),
      exitCode: result.exitCode,
      timeMs: Math.round(result.cpuMs),
      memoryKb: Math.round(result.memoryKb),
      finishedAt: new Date(),
    })
    .where(eq(ideSnippets.id, id));
}

async function failSnippet(db: Db, log: FastifyBaseLogger, id: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  log.warn({ snippetId: id, message }, 'IDE run failed');
  try {
    await db
      .update(ideSnippets)
      .set({ status: 'error', failure: message, finishedAt: new Date() })
      .where(eq(ideSnippets.id, id));
  } catch (storeError) {
    log.warn({ err: storeError, snippetId: id }, 'could not record a failed IDE run');
  }
}

export async function snippetView(db: Db, viewer: SessionUser | null, id: string) {
  const [row] = await db
    .select({ snippet: ideSnippets, author: users.handle })
    .from(ideSnippets)
    .innerJoin(users, eq(users.id, ideSnippets.userId))
    .where(eq(ideSnippets.id, id))
    .limit(1);
  const expiresAt = row ? row.snippet.createdAt.getTime() + SNIPPET_LIFETIME_MS : 0;
  if (!row || expiresAt < Date.now()) throw notFound('This snippet does not exist or has expired.');
  const { snippet } = row;
  return {
    id: snippet.id,
    language: snippet.language as JudgeLanguage,
    source: snippet.source,
    stdin: snippet.stdin,
    status: snippet.status,
    outcome: snippet.outcome as RunResult['status'] | null,
    stdout: snippet.stdout,
    stderr: snippet.stderr,
    compile_output: snippet.compileOutput,
    exit_code: snippet.exitCode,
    time_ms: snippet.timeMs,
    memory_kb: snippet.memoryKb,
    failure: snippet.failure,
    truncated: snippet.truncated,
    author: row.author,
    is_owner: viewer?.id === snippet.userId,
    created_at: snippet.createdAt.toISOString(),
    finished_at: snippet.finishedAt?.toISOString() ?? null,
    expires_at: new Date(expiresAt).toISOString(),
  };
}
