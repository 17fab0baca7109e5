import { AREA_ROLES, hasRole, ProblemAttemptStatus } from '@learnforge/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { batchEnrollments, batches, courses, problemAttempts, trackProblems } from '../db/schema';
import { notFound } from '../http/errors';

export const testimonialsPageSize = 20;

/** Staff who may open any batch without an enrollment (001 §6). */
export function isBatchStaff(user: SessionUser): boolean {
  return hasRole(user.roles, ...AREA_ROLES.batchStaff);
}

export async function batchBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ batch: batches, course: courses })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batches.slug, slug))
    .limit(1);
  if (!row) throw notFound('There is no such batch.');
  return row;
}

export async function isEnrolled(db: Db, batchId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: batchEnrollments.userId })
    .from(batchEnrollments)
    .where(and(eq(batchEnrollments.batchId, batchId), eq(batchEnrollments.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Percentage of each track's problems the user has solved, keyed by track id. */
export async function trackProgress(
  db: Db,
  trackIds: number[],
  userId: number,
): Promise<Record<string, number>> {
  if (trackIds.length === 0) return {};
  const rows = await db
    .select({
      trackId: trackProblems.trackId,
      total: count(),
      solved: sql<number>`count(${problemAttempts.problemId})::int`,
    })
    .from(trackProblems)
    .leftJoin(
      problemAttempts,
      and(
        eq(problemAttempts.problemId, trackProblems.problemId),
        eq(problemAttempts.userId, userId),
        eq(problemAttempts.status, ProblemAttemptStatus.CORRECT),
      ),
    )
    .where(inArray(trackProblems.trackId, trackIds))
    .groupBy(trackProblems.trackId);
  const progress: Record<string, number> = {};
  for (const id of trackIds) progress[String(id)] = 0;
  for (const row of rows) {
    progress[String(row.trackId)] = row.total === 0 ? 0 : Math.round((Number(row.solved) / row.total) * 100);
  }
  return progress;
}
