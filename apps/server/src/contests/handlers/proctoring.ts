import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import {
  batchContests,
  contestAttempts,
  contestProctoringEvents,
  contests,
  proctoredAssets,
} from '../../db/schema';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { detectImageType } from '../../uploads/images';
import { type Contest, endAttempt, openAttempt } from '../attempts';
import { readScreenshotToken } from '../proctoring';

/** Mirrors a capture or warning to proctored_assets for a batch contest's report card (ADR 0039). */
async function mirrorToDashboard(
  db: Db,
  contest: Contest,
  userId: number,
  kind: 'screenshot' | 'webcam' | 'tab-switch',
  capturedAt: Date,
  url: string | null,
) {
  if (contest.kind !== 'batch') return;
  const [listing] = await db
    .select({ id: batchContests.id })
    .from(batchContests)
    .where(eq(batchContests.contestId, contest.id));
  if (listing)
    await db.insert(proctoredAssets).values({ contestId: listing.id, userId, kind, capturedAt, url });
}

/** A client clock may be off; a warning is never dated in the future or before the attempt. */
const MAX_CLOCK_AHEAD_MS = 60_000;

export const handleContestUserActivity: Handler<'contest-user-activity'> = async ({
  input,
  user,
  database: { db, live },
}) => {
  const now = new Date();
  const { contest, attempt } = await openAttempt(db, live, input.body.contest_slug, user, now);
  if (!contest.proctored) throw badRequest('This contest is not proctored, so it records no warnings.');
  const occurredAt = new Date(input.body.occurred_at);
  if (occurredAt.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS)
    throw badRequest('The warning is dated in the future.', { occurred_at: 'Later than now.' });
  const recordedAt = occurredAt < attempt.startedAt ? attempt.startedAt : occurredAt;
  const updated = await db.transaction(async (tx) => {
    await tx.insert(contestProctoringEvents).values({
      contestId: contest.id,
      userId: user.id,
      kind: input.body.activity,
      warning: true,
      occurredAt: recordedAt,
      details: input.body.details ?? null,
    });
    await mirrorToDashboard(tx, contest, user.id, 'tab-switch', recordedAt, null);
    const [row] = await tx
      .update(contestAttempts)
      .set({ warningsCount: sql`${contestAttempts.warningsCount} + 1` })
      .where(and(eq(contestAttempts.contestId, contest.id), eq(contestAttempts.userId, user.id)))
      .returning();
    return row!;
  });
  // The contest allows max_warnings; the one after them ends the attempt.
  const terminated = updated.warningsCount > contest.maxWarnings;
  if (terminated) await endAttempt(db, live, contest, updated, 'terminated', now);
  return {
    warnings_count: updated.warningsCount,
    max_warnings: contest.maxWarnings,
    isProctoredTerminated: terminated,
  };
};

const MAX_SNAPSHOT_BYTES = 2 * 1024 * 1024;

export const handleContestScreenshotUpload: Handler<'contest-screenshot-upload'> = async ({
  input,
  user,
  config,
  request,
  database: { db, live },
}) => {
  const owner = readScreenshotToken(config, input.path.token);
  if (!owner || owner.userId !== user.id) throw forbidden('This upload address is not yours.');
  const [contest] = await db
    .select({ slug: contests.slug })
    .from(contests)
    .where(eq(contests.id, owner.contestId));
  if (!contest) throw forbidden('This upload address is not yours.');
  const { contest: full } = await openAttempt(db, live, contest.slug, user);
  const file = input.body.screenshot;
  if (file.size > MAX_SNAPSHOT_BYTES)
    throw new HttpError(413, 'payload_too_large', 'The snapshot is larger than 2 MB.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = detectImageType(bytes);
  if (!extension || extension === 'gif')
    throw badRequest('The snapshot is not a PNG, JPEG or WebP image.', {
      screenshot: 'Send a PNG, JPEG or WebP image.',
    });
  const name = `${full.id}-${user.id}-${randomUUID()}.${extension}`;
  await request.server.objectStore.put(`proctoring/${name}`, bytes);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(contestProctoringEvents).values({
      contestId: full.id,
      userId: user.id,
      kind: 'webcam',
      warning: false,
      occurredAt: now,
      assetPath: name,
    });
    await mirrorToDashboard(tx, full, user.id, 'webcam', now, null);
  });
  return { message: 'Snapshot saved.' };
};
