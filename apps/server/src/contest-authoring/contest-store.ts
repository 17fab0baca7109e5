import { AREA_ROLES, hasRole } from '@learnforge/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import { contestStatusAt, type NewContestSection } from '../contests/contest-model';
import type { Db } from '../db/client';
import {
  batches,
  contestAccommodations,
  contestAttempts,
  contestSectionProblems,
  contestSectionQuestions,
  contestSections,
  contests,
  problems,
  quizQuestions,
  users,
} from '../db/schema';
import { listEdits } from '../edit-history/record';
import { badRequest, notFound } from '../http/errors';

export type Contest = typeof contests.$inferSelect;

/**
 * Course admins (and super admins) author every contest; a recruiter only open contests, the hiring
 * assessments a job names (ADR 0050).
 */
export function mayAuthorKind(user: SessionUser, kind: Contest['kind']): boolean {
  if (hasRole(user.roles, 'super_admin', 'course_admin')) return true;
  return kind === 'open' && hasRole(user.roles, ...AREA_ROLES.contests);
}

export async function authorableContest(db: Db, user: SessionUser, id: number): Promise<Contest> {
  const [contest] = await db.select().from(contests).where(eq(contests.id, id)).limit(1);
  if (!contest) throw notFound('There is no such contest.');
  // A recruiter's list holds open contests only, so a batch contest is simply not there for them.
  if (!mayAuthorKind(user, contest.kind)) throw notFound('There is no such contest.');
  return contest;
}

interface SectionInput {
  title: string;
  kind: 'quiz' | 'coding';
  question_ids: number[];
  problems: { slug: string; points: number }[];
}

/** Checks every section against the bank and the library, and names the field of each mistake. */
export async function resolveSections(db: Db, sections: SectionInput[]): Promise<NewContestSection[]> {
  const errors: Record<string, string> = {};
  const questionIds = [...new Set(sections.flatMap((section) => section.question_ids))];
  const slugs = [...new Set(sections.flatMap((section) => section.problems.map((problem) => problem.slug)))];
  const knownQuestions = new Set(
    questionIds.length
      ? (
          await db
            .select({ id: quizQuestions.id })
            .from(quizQuestions)
            .where(inArray(quizQuestions.id, questionIds))
        ).map((row) => row.id)
      : [],
  );
  const problemIds = new Map(
    slugs.length
      ? (
          await db
            .select({ id: problems.id, slug: problems.slug })
            .from(problems)
            .where(and(inArray(problems.slug, slugs), eq(problems.published, true)))
        ).map((row) => [row.slug, row.id] as const)
      : [],
  );
  const resolved = sections.map((section, index): NewContestSection => {
    const where = `sections.${index}`;
    if (section.kind === 'quiz') {
      if (section.question_ids.length === 0) errors[`${where}.question_ids`] = 'Add at least one question';
      if (section.problems.length) errors[`${where}.problems`] = 'A quiz section has no coding problems';
      const missing = section.question_ids.filter((questionId) => !knownQuestions.has(questionId));
      if (missing.length) errors[`${where}.question_ids`] = `No such bank question: ${missing.join(', ')}`;
      if (new Set(section.question_ids).size !== section.question_ids.length)
        errors[`${where}.question_ids`] = 'A question is listed twice';
      return { title: section.title, kind: 'quiz', questionIds: section.question_ids };
    }
    if (section.problems.length === 0) errors[`${where}.problems`] = 'Add at least one problem';
    if (section.question_ids.length)
      errors[`${where}.question_ids`] = 'A coding section has no quiz questions';
    const unknown = section.problems
      .filter((problem) => !problemIds.has(problem.slug))
      .map((problem) => problem.slug);
    if (unknown.length) errors[`${where}.problems`] = `No such published problem: ${unknown.join(', ')}`;
    if (new Set(section.problems.map((problem) => problem.slug)).size !== section.problems.length)
      errors[`${where}.problems`] = 'A problem is listed twice';
    return {
      title: section.title,
      kind: 'coding',
      problems: section.problems.map((problem) => ({
        problemId: problemIds.get(problem.slug) ?? 0,
        points: problem.points,
      })),
    };
  });
  if (Object.keys(errors).length) throw badRequest('Some sections need fixing.', errors);
  return resolved;
}

export async function batchIdOf(
  db: Db,
  kind: Contest['kind'],
  batchSlug: string | null,
): Promise<number | null> {
  if (kind === 'open') {
    if (batchSlug)
      throw badRequest('An open contest is for everyone: leave the batch empty.', {
        batch_slug: 'Leave empty for an open contest',
      });
    return null;
  }
  if (!batchSlug) throw badRequest('Choose the batch this contest is for.', { batch_slug: 'Choose a batch' });
  const [batch] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(eq(batches.slug, batchSlug))
    .limit(1);
  if (!batch) throw badRequest(`There is no batch "${batchSlug}".`, { batch_slug: 'No such batch' });
  return batch.id;
}

/** The contest's fields as the form shows them: what the edit history compares. */
export async function contestFormOf(db: Db, contest: Contest) {
  const sections = await db
    .select()
    .from(contestSections)
    .where(eq(contestSections.contestId, contest.id))
    .orderBy(asc(contestSections.position));
  const sectionIds = sections.map((section) => section.id);
  const questionRows = sectionIds.length
    ? await db
        .select()
        .from(contestSectionQuestions)
        .where(inArray(contestSectionQuestions.sectionId, sectionIds))
        .orderBy(asc(contestSectionQuestions.position))
    : [];
  const problemRows = sectionIds.length
    ? await db
        .select({
          sectionId: contestSectionProblems.sectionId,
          slug: problems.slug,
          points: contestSectionProblems.points,
        })
        .from(contestSectionProblems)
        .innerJoin(problems, eq(problems.id, contestSectionProblems.problemId))
        .where(inArray(contestSectionProblems.sectionId, sectionIds))
        .orderBy(asc(contestSectionProblems.position))
    : [];
  const [batch] = contest.batchId
    ? await db.select({ slug: batches.slug }).from(batches).where(eq(batches.id, contest.batchId)).limit(1)
    : [];
  return {
    slug: contest.slug,
    title: contest.title,
    description: contest.description,
    kind: contest.kind,
    batch_slug: batch?.slug ?? null,
    start_time: contest.startTime.toISOString(),
    end_time: contest.endTime.toISOString(),
    duration_minutes: contest.durationMinutes,
    proctored: contest.proctored,
    disable_copy_paste: contest.disableCopyPaste,
    show_calculator: contest.showCalculator,
    webcam_interval_seconds: contest.webcamIntervalSeconds,
    max_warnings: contest.maxWarnings,
    show_answers_after_end: contest.showAnswersAfterEnd,
    wrong_submission_penalty_minutes: contest.wrongSubmissionPenaltyMinutes,
    sections: sections.map((section) => ({
      title: section.title,
      kind: section.kind,
      question_ids: questionRows.filter((row) => row.sectionId === section.id).map((row) => row.questionId),
      problems: problemRows
        .filter((row) => row.sectionId === section.id)
        .map((row) => ({ slug: row.slug, points: row.points })),
    })),
  };
}

export async function attemptsOf(db: Db, contestId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contestAttempts)
    .where(eq(contestAttempts.contestId, contestId));
  return row?.n ?? 0;
}

export async function contestDetail(db: Db, contest: Contest, now = new Date()) {
  const [form, attempts, accommodations, history] = await Promise.all([
    contestFormOf(db, contest),
    attemptsOf(db, contest.id),
    db
      .select({
        handle: users.handle,
        extraMinutes: contestAccommodations.extraMinutes,
        webcamExempt: contestAccommodations.webcamExempt,
        note: contestAccommodations.note,
      })
      .from(contestAccommodations)
      .innerJoin(users, eq(users.id, contestAccommodations.userId))
      .where(eq(contestAccommodations.contestId, contest.id))
      .orderBy(asc(users.handle)),
    listEdits(db, { entityType: 'contest', entityId: contest.id, page: 1, pageSize: 20 }),
  ]);
  return {
    id: contest.id,
    ...form,
    status: contestStatusAt(contest, now),
    attempts,
    accommodations: accommodations.map((row) => ({
      handle: row.handle,
      extra_minutes: row.extraMinutes,
      webcam_exempt: row.webcamExempt,
      note: row.note,
    })),
    history: history.results,
  };
}
