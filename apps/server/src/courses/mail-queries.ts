import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batchEnrollments, batches, courses, outbox, users } from '../db/schema';
import { courseMailMessages, type courseMails } from '../db/schema-courses';
import { notFound } from '../http/errors';

type MailRow = typeof courseMails.$inferSelect;

export async function courseOf(db: Db, id: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!course) throw notFound('There is no such course.');
  return course;
}

/** Each mail with its sender and how many of its messages were queued and delivered. */
export async function mailViews(db: Db, rows: MailRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [counts, senders] = await Promise.all([
    db
      .select({ mailId: courseMailMessages.mailId, queued: count(), delivered: count(outbox.sentAt) })
      .from(courseMailMessages)
      .innerJoin(outbox, eq(outbox.id, courseMailMessages.outboxId))
      .where(inArray(courseMailMessages.mailId, ids))
      .groupBy(courseMailMessages.mailId),
    db
      .select({ id: users.id, handle: users.handle })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.flatMap((row) => (row.sentBy ? [row.sentBy] : [])),
        ),
      ),
  ]);
  const byMail = new Map(counts.map((row) => [row.mailId, row]));
  const handles = new Map(senders.map((row) => [row.id, row.handle]));
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    audience: row.audience,
    batch_slugs: row.batchSlugs,
    test_address: row.testAddress,
    sent_by: (row.sentBy === null ? undefined : handles.get(row.sentBy)) ?? 'deleted account',
    created_at: row.createdAt.toISOString(),
    queued: byMail.get(row.id)?.queued ?? 0,
    delivered: byMail.get(row.id)?.delivered ?? 0,
  }));
}

/** Addresses of the learners enrolled in the course, or in the named batches of it. */
export async function recipients(db: Db, courseId: number, batchIds?: number[]) {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(batchEnrollments)
    .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
    .innerJoin(users, eq(users.id, batchEnrollments.userId))
    .where(and(eq(batches.courseId, courseId), batchIds ? inArray(batches.id, batchIds) : undefined));
  return rows.map((row) => row.email);
}
