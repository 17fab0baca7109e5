import { AREA_ROLES, hasRole } from '@learnforge/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { batchEnrollments, batches, courses } from '../db/schema';
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

/** Whether the learner holds an enrolment in the batch whose access has not ended (ADR 0065). */
export async function isEnrolled(db: Db, batchId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: batchEnrollments.userId })
    .from(batchEnrollments)
    .where(
      and(
        eq(batchEnrollments.batchId, batchId),
        eq(batchEnrollments.userId, userId),
        gt(batchEnrollments.accessEndsAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
