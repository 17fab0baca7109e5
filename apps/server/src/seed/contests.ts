import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  insertContest,
  insertSections,
  linkListedContests,
  type NewQuizQuestion,
} from '../contests/contest-model';
import { isAnswered, marksFor } from '../contests/quiz-marking';
import type { Db } from '../db/client';
import {
  batches,
  contestAttempts,
  contestQuizResponses,
  contestRegistrations,
  contests,
  problems,
  quizQuestions,
  users,
} from '../db/schema';
import { FRESH_STUDENTS } from './org-dashboard';
import { createRandom } from './random';

const hour = 3_600_000;
const day = 24 * hour;

/** The question bank: every type of the issue (single, multiple, input, subjective). */
const QUESTIONS: NewQuizQuestion[] = [
  {
    questionType: 'single',
    body: 'What is the worst-case time complexity of binary search on a sorted array of $n$ items?',
    options: [
      { id: 1, text: '$O(1)$' },
      { id: 2, text: '$O(\\log n)$' },
      { id: 3, text: '$O(n)$' },
      { id: 4, text: '$O(n \\log n)$' },
    ],
    correctOptionIds: [2],
    marks: 4,
    negativeMarks: 1,
    explanation: 'Each comparison halves the range, so at most $\\lceil \\log_2 (n+1) \\rceil$ steps.',
  },
  {
    questionType: 'multiple',
    body: 'Which of these data structures give $O(1)$ average-time lookup by key?',
    options: [
      { id: 1, text: 'Hash map' },
      { id: 2, text: 'Balanced binary search tree' },
      { id: 3, text: 'Hash set' },
      { id: 4, text: 'Sorted linked list' },
    ],
    correctOptionIds: [1, 3],
    marks: 4,
    negativeMarks: 2,
    explanation: 'Hash tables find a key in expected constant time; trees take $O(\\log n)$, lists $O(n)$.',
  },
  {
    questionType: 'input',
    body: 'How many edges does a tree with 10 vertices have? Type a number.',
    correctAnswer: '9',
    marks: 2,
    negativeMarks: 0,
    explanation: 'A tree on $n$ vertices has exactly $n - 1$ edges.',
  },
  {
    questionType: 'single',
    body: 'Which traversal of a binary search tree visits the keys in sorted order?',
    options: [
      { id: 1, text: 'Pre-order' },
      { id: 2, text: 'In-order' },
      { id: 3, text: 'Post-order' },
      { id: 4, text: 'Level order' },
    ],
    correctOptionIds: [2],
    marks: 2,
    negativeMarks: 0.5,
    explanation: 'In-order visits the left subtree, the node, then the right subtree.',
  },
  {
    questionType: 'subjective',
    body: 'In two or three sentences, explain when you would choose a queue over a stack.',
    marks: 5,
    negativeMarks: 0,
    explanation:
      'A queue serves items first-in first-out (breadth-first search, scheduling); a stack last-in first-out.',
  },
  {
    questionType: 'input',
    body: 'What is the name of the Java keyword that makes a method belong to the class rather than to an instance?',
    correctAnswer: 'static',
    marks: 2,
    negativeMarks: 0,
    explanation: '`static` members belong to the class itself.',
  },
  {
    questionType: 'single',
    body: 'Which Java collection keeps insertion order and rejects duplicates?',
    options: [
      { id: 1, text: '`HashSet`' },
      { id: 2, text: '`TreeSet`' },
      { id: 3, text: '`LinkedHashSet`' },
      { id: 4, text: '`ArrayList`' },
    ],
    correctOptionIds: [3],
    marks: 4,
    negativeMarks: 1,
    explanation: '`LinkedHashSet` is a hash set with a linked list through its entries.',
  },
  {
    questionType: 'multiple',
    body: 'Which HTTP methods are idempotent?',
    options: [
      { id: 1, text: 'GET' },
      { id: 2, text: 'POST' },
      { id: 3, text: 'PUT' },
      { id: 4, text: 'DELETE' },
    ],
    correctOptionIds: [1, 3, 4],
    marks: 4,
    negativeMarks: 1,
    explanation: 'Repeating GET, PUT or DELETE leaves the server as one call would; POST may create twice.',
  },
];

const GENERAL_RULES = [
  '- The timer is the server’s: reloading the page or changing your clock does not give you more time.',
  '- Every answer is saved as you give it; you can change it until your time ends.',
  '- Wrong answers to questions with negative marks lose those marks; unanswered questions lose nothing.',
  '- Coding problems are judged on hidden tests: each passed test earns its share of the problem’s points.',
].join('\n');

const PROCTORING_RULES = [
  '- This contest is proctored: stay in full screen and on this tab.',
  '- Leaving the tab, leaving full screen or shrinking the window records a warning; after the allowed number of warnings the attempt ends.',
  '- Copy and paste are turned off.',
].join('\n');

/** The top of the hour `hours` away from `now`, so seeded times read as round times. */
const hourFrom = (now: Date, hours: number) =>
  new Date(Math.floor(now.getTime() / hour) * hour + hours * hour);

/**
 * Demo contests, dated from the day the database is seeded: one live now (proctored, quiz and coding),
 * one upcoming, one past with real attempts, one batch contest for the demo institute's DSA batch,
 * and the hiring assessment the demo job names, made sittable.
 */
export async function seedContestData(db: Db, seed: number, now = new Date()): Promise<void> {
  await linkListedContests(db);
  const bank = await db.insert(quizQuestions).values(QUESTIONS).returning({ id: quizQuestions.id });
  const questionId = (index: number) => bank[index]!.id;
  const problemRows = await db
    .select({ id: problems.id, slug: problems.slug })
    .from(problems)
    .where(inArray(problems.slug, ['sum-of-two-numbers', 'fizz-buzz', 'pair-with-given-sum']));
  const problemId = (slug: string) => problemRows.find((row) => row.slug === slug)!.id;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.handle, 'admin'));
  const createdBy = admin?.id ?? null;

  await insertContest(db, {
    slug: 'weekly-coding-challenge',
    title: 'Weekly Coding Challenge',
    description: `A 90-minute round: a short quiz, then two problems.\n\n${GENERAL_RULES}\n${PROCTORING_RULES}`,
    kind: 'open',
    startTime: hourFrom(now, -24),
    endTime: hourFrom(now, 24 * 6),
    durationMinutes: 90,
    status: 1,
    proctored: true,
    disableCopyPaste: true,
    showCalculator: true,
    maxWarnings: 3,
    createdBy,
    sections: [
      { title: 'Quiz', kind: 'quiz', questionIds: [0, 1, 2, 3, 4].map(questionId) },
      {
        title: 'Coding',
        kind: 'coding',
        problems: [
          { problemId: problemId('sum-of-two-numbers'), points: 100 },
          { problemId: problemId('fizz-buzz'), points: 100 },
        ],
      },
    ],
  });
  await insertContest(db, {
    slug: 'monthly-quiz-marathon',
    title: 'Monthly Quiz Marathon',
    description: `Fifteen minutes of data-structure questions.\n\n${GENERAL_RULES}`,
    kind: 'open',
    startTime: hourFrom(now, 24 * 3),
    endTime: hourFrom(now, 24 * 3 + 2),
    durationMinutes: 15,
    status: 2,
    createdBy,
    sections: [{ title: 'Data structures', kind: 'quiz', questionIds: [0, 1, 2, 3].map(questionId) }],
  });
  const past = await insertContest(db, {
    slug: 'autumn-quiz-sprint',
    title: 'Autumn Quiz Sprint',
    description: `A 30-minute quiz on trees and hashing.\n\n${GENERAL_RULES}`,
    kind: 'open',
    startTime: hourFrom(now, -24 * 10),
    endTime: hourFrom(now, -24 * 10 + 2),
    durationMinutes: 30,
    status: 5,
    createdBy,
    sections: [{ title: 'Trees and hashing', kind: 'quiz', questionIds: [0, 1, 2, 3].map(questionId) }],
  });
  const [dsaBatch] = await db.select().from(batches).where(eq(batches.slug, 'dsa-institute-2026'));
  if (dsaBatch)
    await insertContest(db, {
      slug: 'dsa-institute-2026-weekly-test',
      title: 'DSA Weekly Test',
      description: `The batch's weekly test: four questions and one problem.\n\n${GENERAL_RULES}`,
      kind: 'batch',
      batchId: dsaBatch.id,
      organizationId: dsaBatch.organizationId,
      startTime: hourFrom(now, -24),
      endTime: hourFrom(now, 24 * 6),
      durationMinutes: 45,
      status: 1,
      createdBy,
      sections: [
        { title: 'Concepts', kind: 'quiz', questionIds: [0, 2, 3, 4].map(questionId) },
        {
          title: 'Problem',
          kind: 'coding',
          problems: [{ problemId: problemId('sum-of-two-numbers'), points: 100 }],
        },
      ],
    });

  // The demo job's assessment: listed by the jobs seed, sittable from here on.
  const [hiring] = await db
    .select()
    .from(contests)
    .where(eq(contests.slug, 'hiring-java-backend-assessment'));
  if (hiring) {
    await db
      .update(contests)
      .set({
        description: `The assessment for the Backend Developer (Java) role at Demo Company.\n\n${GENERAL_RULES}\n${PROCTORING_RULES}`,
        durationMinutes: 60,
        proctored: true,
        disableCopyPaste: true,
        webcamIntervalSeconds: 60,
        maxWarnings: 3,
        createdBy,
      })
      .where(eq(contests.id, hiring.id));
    await insertSections(db, hiring.id, [
      { title: 'Java and the web', kind: 'quiz', questionIds: [5, 6, 7].map(questionId) },
      {
        title: 'Coding',
        kind: 'coding',
        problems: [{ problemId: problemId('pair-with-given-sum'), points: 100 }],
      },
    ]);
  }

  await seedPastAttempts(db, past.id, [0, 1, 2, 3].map(questionId), past.startTime, seed);
}

/** Forty students past the fresh ones (org-dashboard.ts) sat the past contest: registrations, answers marked by the real rules, scores. */
async function seedPastAttempts(db: Db, contestId: number, questionIds: number[], start: Date, seed: number) {
  const random = createRandom(seed + 24);
  const sitters = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`${users.handle} ~ '^student[0-9]+$'`,
        sql`substring(${users.handle} from 8)::int between ${FRESH_STUDENTS + 1} and ${FRESH_STUDENTS + 40}`,
      ),
    )
    .orderBy(asc(users.id));
  const questions = await db.select().from(quizQuestions).where(inArray(quizQuestions.id, questionIds));
  for (const { id: userId } of sitters) {
    const skill = random.next();
    const startedAt = new Date(start.getTime() + random.int(0, 20) * 60_000);
    let quizScore = 0;
    const responses: (typeof contestQuizResponses.$inferInsert)[] = [];
    for (const question of questions) {
      const right = random.next() < 0.3 + skill * 0.6;
      const skipped = random.next() < 0.1;
      const wrongOption = question.options.find((option) => !question.correctOptionIds.includes(option.id));
      const answer = {
        selectedOptionIds:
          skipped || question.questionType === 'input'
            ? []
            : right
              ? question.correctOptionIds
              : [wrongOption?.id ?? 1],
        userInput:
          question.questionType === 'input' && !skipped ? (right ? question.correctAnswer : '11') : null,
      };
      const marksAwarded = marksFor(question, answer);
      quizScore += marksAwarded;
      responses.push({
        contestId,
        userId,
        questionId: question.id,
        ...answer,
        visited: true,
        marked: false,
        answered: isAnswered(question, answer),
        marksAwarded,
        updatedAt: startedAt,
      });
    }
    const endedAt = new Date(startedAt.getTime() + random.int(8, 30) * 60_000);
    await db
      .insert(contestRegistrations)
      .values({ contestId, userId, registeredAt: new Date(start.getTime() - day) });
    await db.insert(contestAttempts).values({
      contestId,
      userId,
      startedAt,
      deadline: new Date(startedAt.getTime() + 30 * 60_000),
      endedAt,
      endReason: 'user',
      quizScore,
      scoredAt: endedAt,
    });
    await db.insert(contestQuizResponses).values(responses);
  }
}
