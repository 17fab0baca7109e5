import { ClassStatus } from '@learnforge/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  batchContests,
  contestSectionProblems,
  contestSectionQuestions,
  contestSections,
  contests,
  openContests,
  type quizQuestions,
} from '../db/schema';

type Contest = typeof contests.$inferSelect;

/**
 * The 000 §4 status a person sees now. Only Cancelled is taken from the stored code: nothing moves a
 * stored Upcoming to Live when the start passes, so the clock decides the rest (ADR 0017, 0039).
 */
export function contestStatusAt(
  contest: Pick<Contest, 'status' | 'startTime' | 'endTime'>,
  now: Date,
): ClassStatus {
  if (contest.status === ClassStatus.Cancelled) return ClassStatus.Cancelled;
  if (now < contest.startTime) return ClassStatus.Upcoming;
  if (now < contest.endTime) return ClassStatus.Live;
  return ClassStatus.Completed;
}

export type NewQuizQuestion = Omit<typeof quizQuestions.$inferInsert, 'id' | 'createdAt'>;

export interface NewContestSection {
  title: string;
  kind: 'quiz' | 'coding';
  /** Bank question ids (quiz sections), in order. */
  questionIds?: readonly number[];
  /** Library problems with their points (coding sections), in order. */
  problems?: readonly { problemId: number; points: number }[];
}

export type NewContest = Omit<typeof contests.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & {
  sections: readonly NewContestSection[];
};

/**
 * Writes a contest, its sections and the row the older readers list it from: `batch_contests` for a
 * batch contest (organization dashboard), `open_contests` otherwise (jobs). Run inside a transaction.
 */
export async function insertContest(db: Db, { sections, ...contest }: NewContest): Promise<Contest> {
  const [row] = await db.insert(contests).values(contest).returning();
  const created = row!;
  await insertSections(db, created.id, sections);
  await writeListingRow(db, created);
  return created;
}

/** Appends sections (with their questions or problems) to a contest, after the ones it has. */
export async function insertSections(
  db: Db,
  contestId: number,
  sections: readonly NewContestSection[],
): Promise<void> {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${contestSections.position}), -1)::int` })
    .from(contestSections)
    .where(eq(contestSections.contestId, contestId));
  const first = (last?.position ?? -1) + 1;
  for (const [index, section] of sections.entries()) {
    const [sectionRow] = await db
      .insert(contestSections)
      .values({ contestId, title: section.title, kind: section.kind, position: first + index })
      .returning({ id: contestSections.id });
    const sectionId = sectionRow!.id;
    if (section.questionIds?.length)
      await db
        .insert(contestSectionQuestions)
        .values(section.questionIds.map((questionId, index) => ({ sectionId, questionId, position: index })));
    if (section.problems?.length)
      await db
        .insert(contestSectionProblems)
        .values(section.problems.map((problem, index) => ({ sectionId, ...problem, position: index })));
  }
}

/** Keeps the batch_contests / open_contests row of a contest equal to it (title, times, status). */
export async function writeListingRow(db: Db, contest: Contest): Promise<void> {
  const listing = {
    slug: contest.slug,
    title: contest.title,
    startTime: contest.startTime,
    endTime: contest.endTime,
    status: contest.status,
    contestId: contest.id,
  };
  if (contest.kind === 'batch' && contest.batchId !== null) {
    await db
      .insert(batchContests)
      .values({ ...listing, batchId: contest.batchId })
      .onConflictDoUpdate({
        target: batchContests.contestId,
        set: { ...listing, batchId: contest.batchId },
      });
  } else {
    await db
      .insert(openContests)
      .values(listing)
      .onConflictDoUpdate({ target: openContests.contestId, set: listing });
  }
}

/**
 * Gives every batch_contests and open_contests row written before the contest model (by older seeds
 * or databases) its contest, so every listed contest can be opened and sat. The migration that
 * introduced `contests` runs the same statements.
 */
export async function linkListedContests(db: Db): Promise<void> {
  await db.execute(sql`
    with created as (
      insert into ${contests} (slug, title, kind, batch_id, start_time, end_time, status)
      select slug, title, 'batch', batch_id, start_time, end_time, status
      from ${batchContests} where contest_id is null
      on conflict (slug) do nothing
      returning id, slug
    )
    update ${batchContests} b set contest_id = created.id from created where b.slug = created.slug`);
  await db.execute(sql`
    with created as (
      insert into ${contests} (slug, title, kind, start_time, end_time, status)
      select slug, title, 'open', start_time, end_time, status
      from ${openContests} where contest_id is null
      on conflict (slug) do nothing
      returning id, slug
    )
    update ${openContests} o set contest_id = created.id from created where o.slug = created.slug`);
}
