import { ProblemAttemptStatus } from '@learnforge/domain';
import type { Handler } from '../../api/registry';
import { HttpError } from '../../http/errors';
import {
  contestIsOver,
  contestOr404,
  currentAttempt,
  quizQuestionsOf,
  quizStatusFrom,
  responsesOf,
} from '../attempts';
import { codingScoresOf, contestProblemsOf } from '../coding-score';
import { contestShownOr404 } from '../contest-views';
import { leaderboardPage, participantsOf, rankOf } from '../leaderboard';
import { answersShown } from './quiz';

const LEADERBOARD_PAGE_SIZE = 20;

export const handleContestLeaderboard: Handler<'contest-leaderboard'> = async ({
  input,
  user,
  database: { db },
}) => {
  const contest = await contestShownOr404(db, input.path.slug, user.id);
  return leaderboardPage(db, contest, input.query.type, input.query.page, LEADERBOARD_PAGE_SIZE, user.id);
};

async function maxScoreOf(db: Parameters<typeof quizQuestionsOf>[0], contestId: number) {
  const [questions, problems] = await Promise.all([
    quizQuestionsOf(db, contestId),
    contestProblemsOf(db, contestId),
  ]);
  return {
    questions,
    problems,
    max:
      questions.reduce((sum, row) => sum + row.question.marks, 0) +
      problems.reduce((sum, row) => sum + row.points, 0),
  };
}

export const handleContestUserScore: Handler<'contest-user-score'> = async ({
  input,
  user,
  database: { db, live },
}) => {
  const contest = await contestOr404(db, input.path.slug);
  const attempt = await currentAttempt(db, live, contest, user.id);
  const { max } = await maxScoreOf(db, contest.id);
  return {
    score: attempt ? attempt.quizScore + attempt.codingScore : 0,
    max_score: max,
    rank: attempt ? await rankOf(db, contest, user.id) : null,
  };
};

export const handleContestSummary: Handler<'contest-summary'> = async ({
  input,
  user,
  database: { db, live },
}) => {
  const now = new Date();
  const contest = await contestShownOr404(db, input.path.slug, user.id);
  const attempt = await currentAttempt(db, live, contest, user.id, now);
  const { questions, max } = await maxScoreOf(db, contest.id);
  const responses = attempt ? await responsesOf(db, contest.id, user.id) : [];
  const coding = attempt ? await codingScoresOf(db, contest, attempt) : [];
  if (attempt && attempt.endedAt === null)
    throw new HttpError(409, 'attempt_running', 'The summary is ready when your attempt ends.');
  const sectionIds = [
    ...new Set([...questions.map((row) => row.sectionId), ...coding.map((row) => row.sectionId)]),
  ];
  return {
    total_participants: await participantsOf(db, contest.id),
    user_score: attempt ? attempt.quizScore + attempt.codingScore : null,
    user_rank: attempt ? await rankOf(db, contest, user.id) : null,
    max_score: max,
    time_taken_seconds:
      attempt?.endedAt != null
        ? Math.max(0, Math.round((attempt.endedAt.getTime() - attempt.startedAt.getTime()) / 1000))
        : null,
    end_reason: attempt?.endReason ?? null,
    penalty_minutes: attempt?.penaltyMinutes ?? 0,
    warnings_count: attempt?.warningsCount ?? 0,
    quizStatusCount: attempt
      ? quizStatusFrom(
          questions.map((row) => row.question.id),
          responses,
        ).counts
      : null,
    showQuizAnswers: answersShown(contest, now),
    sections: sectionIds.map((sectionId) => {
      const own = questions.filter((row) => row.sectionId === sectionId);
      if (own.length > 0)
        return {
          name: own[0]!.sectionTitle,
          kind: 'quiz' as const,
          score: own.reduce(
            (sum, row) =>
              sum +
              (responses.find((response) => response.questionId === row.question.id)?.marksAwarded ?? 0),
            0,
          ),
          max_score: own.reduce((sum, row) => sum + row.question.marks, 0),
        };
      const problems = coding.filter((row) => row.sectionId === sectionId);
      return {
        name: problems[0]!.sectionTitle,
        kind: 'coding' as const,
        score: problems.reduce((sum, row) => sum + row.score, 0),
        max_score: problems.reduce((sum, row) => sum + row.points, 0),
      };
    }),
    problems: coding.map((row) => ({
      id: row.problemId,
      title: row.title,
      score: row.score,
      max_score: row.points,
    })),
    subjective_answers: questions.flatMap(({ question }) => {
      const response = responses.find((row) => row.questionId === question.id);
      if (question.questionType !== 'subjective' || !response?.answered) return [];
      const marked = response.markedAt !== null;
      return [
        {
          question_id: question.id,
          question: question.body,
          answer: response.userInput ?? '',
          max_marks: question.marks,
          marks: marked ? response.marksAwarded : null,
          // A note may explain what a good answer holds: others still sitting must not read it first.
          comment: marked && contestIsOver(contest, now) ? response.markerComment : null,
        },
      ];
    }),
  };
};

export const handleContestUserProblemsStatus: Handler<'contest-user-problems-status'> = async ({
  input,
  user,
  database: { db, live },
}) => {
  const contest = await contestOr404(db, input.query.contest_slug);
  const attempt = await currentAttempt(db, live, contest, user.id);
  if (!attempt)
    return {
      results: (await contestProblemsOf(db, contest.id)).map((problem) => ({
        problem_id: problem.id,
        status: ProblemAttemptStatus.UNATTEMPTED,
        score: 0,
      })),
    };
  return {
    results: (await codingScoresOf(db, contest, attempt)).map((row) => ({
      problem_id: row.problemId,
      status: row.status,
      score: row.score,
    })),
  };
};
