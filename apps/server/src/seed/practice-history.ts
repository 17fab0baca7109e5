import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { problemAttempts, problemDetails, problems, problemTestFiles, submissions } from '../db/schema';
import { DEMO_HISTORY_DAYS, utcDay } from './calendar';
import { createRandom } from './random';

const day = 86_400_000;

/** How wrong tries fail, most often a wrong answer. */
const WRONG_VERDICTS = [
  ['wrong', 0.6],
  ['time_limit', 0.2],
  ['runtime_error', 0.12],
  ['compile_error', 0.08],
] as const;

function pickVerdict(roll: number): (typeof WRONG_VERDICTS)[number][0] {
  let left = roll;
  for (const [verdict, share] of WRONG_VERDICTS) {
    if (left < share) return verdict;
    left -= share;
  }
  return 'wrong';
}

/** The chance a try is right, before the learner's skill is added: harder problems take more tries. */
const FIRST_TRY = { basic: 0.45, easy: 0.35, medium: 0.2, hard: 0.1 } as const;

/** A broken first draft: reads the input and prints a constant, the commonest wrong answer. */
const WRONG_DRAFT = 'import sys\n\ndata = sys.stdin.read().split()\nprint(0)\n';

interface SeededProblem {
  id: number;
  difficulty: keyof typeof FIRST_TRY;
  tests: number;
  solution: string;
}

export interface PracticeSolve {
  userId: number;
  problemId: number;
  /** When the correct submission was sent; the wrong tries come before it. */
  solvedAt: Date;
  /** Daily-problem reward, or null to use the problem's difficulty points. */
  score: number;
}

export interface PracticeHistory {
  problems: Map<number, SeededProblem>;
  random: ReturnType<typeof createRandom>;
}

/**
 * The demo world's practice submissions, from their own random stream (so nothing else in the seed shifts):
 * every solve is preceded by the wrong tries a learner of that skill would make on that difficulty, and an
 * attempted-but-unsolved problem holds only wrong tries. Explore's accuracy, the profile's heat map and
 * the solved records then come from the same submissions, dated inside the demo year before the seeding day.
 */
export async function openPracticeHistory(db: Db, seed: number): Promise<PracticeHistory> {
  const rows = await db
    .select({
      id: problems.id,
      difficulty: problems.difficulty,
      solutions: problemDetails.authorSolutions,
      tests: count(problemTestFiles.n),
    })
    .from(problems)
    .leftJoin(problemDetails, eq(problemDetails.problemId, problems.id))
    .leftJoin(problemTestFiles, eq(problemTestFiles.problemId, problems.id))
    .groupBy(problems.id, problemDetails.problemId)
    .orderBy(asc(problems.id));
  return {
    problems: new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          difficulty: row.difficulty,
          tests: Math.max(1, row.tests),
          solution: row.solutions?.python3 ?? WRONG_DRAFT,
        },
      ]),
    ),
    random: createRandom(seed ^ 0x5eed1e55),
  };
}

type SubmissionRow = typeof submissions.$inferInsert;

/** The wrong tries before `at`, one to a few minutes apart. */
function wrongTries(
  history: PracticeHistory,
  userId: number,
  problem: SeededProblem,
  at: Date,
  tries: number,
) {
  const { random } = history;
  const rows: SubmissionRow[] = [];
  for (let index = tries; index > 0; index--) {
    const verdict = pickVerdict(random.next());
    rows.push({
      userId,
      problemId: problem.id,
      kind: 'submit',
      language: 'python3',
      code: WRONG_DRAFT,
      status: 'done',
      verdict,
      testsPassed: verdict === 'compile_error' ? 0 : random.int(0, problem.tests - 1),
      testsTotal: problem.tests,
      score: 0,
      createdAt: new Date(at.getTime() - index * random.int(60_000, 600_000)),
    });
  }
  return rows;
}

/** How many wrong tries a learner of `skill` makes before a correct one (at most five). */
function triesBeforeSolving(history: PracticeHistory, problem: SeededProblem, skill: number): number {
  const chance = Math.min(0.9, FIRST_TRY[problem.difficulty] + skill * 0.45);
  let tries = 0;
  while (tries < 5 && history.random.next() > chance) tries++;
  return tries;
}

/** The wrong tries and the correct submission of one solve; the correct one is last. */
export function solveSubmissions(
  history: PracticeHistory,
  solve: PracticeSolve,
  skill: number,
): SubmissionRow[] {
  const problem = history.problems.get(solve.problemId);
  if (!problem) return [];
  return [
    ...wrongTries(
      history,
      solve.userId,
      problem,
      solve.solvedAt,
      triesBeforeSolving(history, problem, skill),
    ),
    {
      userId: solve.userId,
      problemId: problem.id,
      kind: 'submit',
      language: 'python3',
      code: problem.solution,
      status: 'done',
      verdict: 'correct',
      testsPassed: problem.tests,
      testsTotal: problem.tests,
      score: solve.score,
      createdAt: solve.solvedAt,
    },
  ];
}

/** Only wrong tries: a problem attempted and not solved yet. */
export function unsolvedSubmissions(history: PracticeHistory, userId: number, problemId: number, at: Date) {
  const problem = history.problems.get(problemId);
  return problem ? wrongTries(history, userId, problem, at, history.random.int(1, 4)) : [];
}

/** A moment of the demo year before `today`, more often recent: when a practice problem was solved. */
export function practiceMoment(history: PracticeHistory, today: Date): Date {
  const daysAgo = Math.floor(history.random.next() ** 2 * DEMO_HISTORY_DAYS);
  const at = utcDay(today) - daysAgo * day + history.random.int(8, 21) * 3_600_000;
  // Today's solves happen before the seeding moment, never later in the day.
  return new Date(Math.min(at, today.getTime() - 60_000 * history.random.int(2, 60)));
}

/**
 * Writes the submissions and points each attempt at its correct submission (the first one) with the day it was
 * solved, so a solved record has its proof and its date.
 */
export async function writePracticeHistory(
  db: Db,
  attempts: (typeof problemAttempts.$inferInsert)[],
  rows: SubmissionRow[],
  insertChunked: <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => Promise<void>,
) {
  const written: {
    id: number;
    userId: number;
    problemId: number;
    verdict: string | null;
    createdAt: Date;
  }[] = [];
  await insertChunked(rows, async (chunk) => {
    written.push(
      ...(await db.insert(submissions).values(chunk).returning({
        id: submissions.id,
        userId: submissions.userId,
        problemId: submissions.problemId,
        verdict: submissions.verdict,
        createdAt: submissions.createdAt,
      })),
    );
  });
  const firstCorrect = new Map<string, { id: number; createdAt: Date }>();
  const latest = new Map<string, Date>();
  for (const row of written) {
    const key = `${row.userId}:${row.problemId}`;
    if (row.verdict === 'correct') {
      const known = firstCorrect.get(key);
      if (!known || row.createdAt < known.createdAt) firstCorrect.set(key, row);
    }
    const seen = latest.get(key);
    if (!seen || row.createdAt > seen) latest.set(key, row.createdAt);
  }
  for (const attempt of attempts) {
    const key = `${attempt.userId}:${attempt.problemId}`;
    const solved = firstCorrect.get(key);
    attempt.solvedSubmissionId = attempt.status === 1 ? (solved?.id ?? null) : null;
    attempt.updatedAt = (attempt.status === 1 ? solved?.createdAt : undefined) ?? latest.get(key);
  }
  await insertChunked(attempts, (chunk) => db.insert(problemAttempts).values(chunk));
}
