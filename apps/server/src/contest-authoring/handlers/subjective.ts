import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Handler } from '../../api/registry';
import { announceLeaderboard, storeQuizScore } from '../../contests/attempts';
import type { Db } from '../../db/client';
import {
  batchContests,
  contestAttempts,
  contestParticipations,
  contestQuizResponses,
  quizQuestions,
  users,
} from '../../db/schema';
import { recordEdit } from '../../edit-history/record';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { CONTEST_POINTS, creditEventOnce } from '../../rewards/points';
import { authorableContest, type Contest } from '../contest-store';

const PAGE_SIZE = 20;
const marker = alias(users, 'marker');

const isSubjectiveAnswerOf = (contestId: number) =>
  and(
    eq(contestQuizResponses.contestId, contestId),
    eq(quizQuestions.questionType, 'subjective'),
    eq(contestQuizResponses.answered, true),
  );

/** The subjective answers of a contest (those `also` keeps), with who gave and who marked each. */
function subjectiveAnswers(db: Db, contestId: number, also?: SQL) {
  return db
    .select({
      questionId: contestQuizResponses.questionId,
      question: quizQuestions.body,
      maxMarks: quizQuestions.marks,
      handle: users.handle,
      name: users.name,
      answer: contestQuizResponses.userInput,
      marks: contestQuizResponses.marksAwarded,
      markedBy: marker.handle,
      markedAt: contestQuizResponses.markedAt,
      comment: contestQuizResponses.markerComment,
      attemptEndedAt: contestAttempts.endedAt,
      userId: contestQuizResponses.userId,
    })
    .from(contestQuizResponses)
    .innerJoin(quizQuestions, eq(quizQuestions.id, contestQuizResponses.questionId))
    .innerJoin(users, eq(users.id, contestQuizResponses.userId))
    .leftJoin(marker, eq(marker.id, contestQuizResponses.markedBy))
    .innerJoin(
      contestAttempts,
      and(
        eq(contestAttempts.contestId, contestQuizResponses.contestId),
        eq(contestAttempts.userId, contestQuizResponses.userId),
      ),
    )
    .where(and(isSubjectiveAnswerOf(contestId), also))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof subjectiveAnswers>['execute']>>[number];

function answerView(row: Row) {
  const marked = row.markedAt !== null;
  return {
    question_id: row.questionId,
    question: row.question,
    max_marks: row.maxMarks,
    handle: row.handle,
    name: row.name,
    answer: row.answer ?? '',
    marks: marked ? row.marks : null,
    marked_by: marked ? (row.markedBy ?? 'a deleted account') : null,
    marked_at: row.markedAt?.toISOString() ?? null,
    comment: row.comment,
    attempt_finished: row.attemptEndedAt !== null,
  };
}

export const handleAdminContestSubjectiveAnswers: Handler<'x-admin-contest-subjective-answers'> = async ({
  input,
  user,
  database: { db },
}) => {
  const contest = await authorableContest(db, user, input.path.id);
  const unmarkedOnly =
    input.query.show === 'unmarked' ? sql`${contestQuizResponses.markedAt} is null` : undefined;
  const [rows, [total]] = await Promise.all([
    subjectiveAnswers(db, contest.id, unmarkedOnly)
      // Unmarked first, then by learner and question, so a marker works down one list.
      .orderBy(
        sql`${contestQuizResponses.markedAt} is not null`,
        asc(users.handle),
        asc(contestQuizResponses.questionId),
      )
      .limit(PAGE_SIZE)
      .offset((input.query.page - 1) * PAGE_SIZE),
    db
      .select({ n: count() })
      .from(contestQuizResponses)
      .innerJoin(quizQuestions, eq(quizQuestions.id, contestQuizResponses.questionId))
      .where(and(isSubjectiveAnswerOf(contest.id), unmarkedOnly)),
  ]);
  return {
    results: rows.map(answerView),
    count: total?.n ?? 0,
    page: input.query.page,
    page_size: PAGE_SIZE,
  };
};

/** A batch contest's sitting, as the organization dashboard reports it, follows the attempt's new score. */
async function rescoreSitting(tx: Db, contest: Contest, userId: number) {
  if (contest.kind !== 'batch') return;
  const [attempt] = await tx
    .select({ score: sql<number>`${contestAttempts.quizScore} + ${contestAttempts.codingScore}` })
    .from(contestAttempts)
    .where(and(eq(contestAttempts.contestId, contest.id), eq(contestAttempts.userId, userId)));
  const [listing] = await tx
    .select({ id: batchContests.id })
    .from(batchContests)
    .where(eq(batchContests.contestId, contest.id));
  if (!attempt || !listing) return;
  await tx
    .update(contestParticipations)
    .set({ score: attempt.score })
    .where(and(eq(contestParticipations.contestId, listing.id), eq(contestParticipations.userId, userId)));
}

/**
 * A sitting that scored earns its contest points once (ADR 0076); one that scores only once its written
 * answers are marked earns them with the mark, as it would have with its end.
 */
async function creditScoredSitting(tx: Db, contest: Contest, userId: number) {
  const [attempt] = await tx
    .select({
      score: sql<number>`${contestAttempts.quizScore} + ${contestAttempts.codingScore}`,
      endReason: contestAttempts.endReason,
    })
    .from(contestAttempts)
    .where(and(eq(contestAttempts.contestId, contest.id), eq(contestAttempts.userId, userId)));
  if (attempt && attempt.endReason !== 'terminated' && attempt.score > 0)
    await creditEventOnce(tx, {
      userId,
      points: CONTEST_POINTS,
      reason: 'contest',
      eventKey: `contest:${contest.id}`,
    });
}

export const handleAdminContestSubjectiveMark: Handler<'x-admin-contest-subjective-mark'> = async ({
  input,
  user,
  database: { db, live },
}) => {
  const contest = await authorableContest(db, user, input.path.id);
  const { question_id: questionId, handle, marks } = input.body;
  const comment = input.body.comment || null;
  const answerOf = (tx: Db) =>
    subjectiveAnswers(
      tx,
      contest.id,
      and(eq(contestQuizResponses.questionId, questionId), eq(users.handle, handle)),
    );
  const marked = await db.transaction(async (tx) => {
    const [before] = await answerOf(tx);
    if (!before) throw notFound(`${handle} gave no answer to this subjective question of the contest.`);
    if (before.attemptEndedAt === null)
      throw new HttpError(
        409,
        'attempt_running',
        `${handle}'s attempt is still running: their answer may still change. Mark it once it has ended.`,
      );
    if (marks > before.maxMarks)
      throw badRequest(`This question is worth ${before.maxMarks} marks at most.`, {
        marks: `At most ${before.maxMarks}`,
      });
    const now = new Date();
    await tx
      .update(contestQuizResponses)
      .set({ marksAwarded: marks, markedBy: user.id, markedAt: now, markerComment: comment })
      .where(
        and(
          eq(contestQuizResponses.contestId, contest.id),
          eq(contestQuizResponses.userId, before.userId),
          eq(contestQuizResponses.questionId, questionId),
        ),
      );
    await storeQuizScore(tx, contest.id, before.userId, now);
    await rescoreSitting(tx, contest, before.userId);
    await creditScoredSitting(tx, contest, before.userId);
    const field = `subjective mark ${handle} question ${questionId}`;
    const note = `subjective comment ${handle} question ${questionId}`;
    await recordEdit(tx, {
      entityType: 'contest',
      entityId: contest.id,
      actorId: user.id,
      before: { [field]: before.markedAt === null ? null : before.marks, [note]: before.comment },
      after: { [field]: marks, [note]: comment },
    });
    const [after] = await answerOf(tx);
    return after!;
  });
  await announceLeaderboard(live, contest.slug);
  return answerView(marked);
};
