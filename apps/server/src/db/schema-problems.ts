import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { problems, users } from './schema-core';

/** What the problem page shows beyond the statement: formats, starter code, tags, editorial, author solutions. */
export const problemDetails = pgTable('problem_details', {
  problemId: integer('problem_id')
    .primaryKey()
    .references(() => problems.id, { onDelete: 'cascade' }),
  inputFormat: text('input_format').notNull().default(''),
  outputFormat: text('output_format').notNull().default(''),
  constraints: text('constraints').notNull().default(''),
  /** Starter code by contract language (cpp, python3, javascript, java). */
  templates: jsonb('templates').$type<Record<string, string>>().notNull().default({}),
  companies: text('companies').array().notNull().default([]),
  topics: text('topics').array().notNull().default([]),
  /** Editorial as Markdown with math. */
  editorial: text('editorial').notNull().default(''),
  /** The author's full solution by contract language. */
  authorSolutions: jsonb('author_solutions').$type<Record<string, string>>().notNull().default({}),
});

export const problemHints = pgTable(
  'problem_hints',
  {
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    /** 1-based, as in problems/{slug}/hints/{hintNo}/. */
    hintNo: integer('hint_no').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.hintNo] })],
);

/** How many hints of a problem a learner has opened; hints open one at a time, in order. */
export const hintUnlocks = pgTable(
  'hint_unlocks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    unlockedCount: integer('unlocked_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId] })],
);

/** Every custom run (kind 'run') and every submission (kind 'submit'), with its judging result. */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['run', 'submit'] }).notNull(),
    /** Contract language: cpp, python3, javascript, java. */
    language: text('language').notNull(),
    code: text('code').notNull(),
    /** Custom input of a run; null means the sample tests. */
    input: text('input'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** Contract verdict; null until done. */
    verdict: text('verdict'),
    testsPassed: integer('tests_passed').notNull().default(0),
    testsTotal: integer('tests_total').notNull().default(0),
    timeMs: integer('time_ms'),
    memoryKb: integer('memory_kb'),
    compilerOutput: text('compiler_output'),
    /** Per-test input, expected, output, passed for runs; the first failing visible test for submissions. */
    results: jsonb('results')
      .$type<{ input: string; expected_output: string; output: string; passed: boolean }[]>()
      .notNull()
      .default([]),
    /** Why judging could not happen (judge unavailable or closed); status is then 'failed'. */
    failure: text('failure'),
    score: integer('score').notNull().default(0),
    batchSlug: text('batch_slug'),
    trackSlug: text('track_slug'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submissions_user_problem_idx').on(t.userId, t.problemId, t.id),
    index('submissions_problem_idx').on(t.problemId, t.id),
    // This week's solvers per problem, for learners with no history yet (recommendations, ADR 0097): a range
    // of the newest correct submissions instead of a scan of every submission.
    index('submissions_correct_recent_idx')
      .on(t.createdAt, t.problemId, t.userId)
      .where(sql`${t.kind} = 'submit' and ${t.verdict} = 'correct'`),
  ],
);

/** A learner's attempt status per problem (002 §3): UNATTEMPTED -1 (no row), WRONG 0, CORRECT 1. */
export const problemAttempts = pgTable(
  'problem_attempts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    score: integer('score').notNull().default(0),
    /** The first correct submission. */
    solvedSubmissionId: integer('solved_submission_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId] })],
);

/**
 * The code a learner has typed on a problem page, per language, so another device (or a cleared browser) opens
 * it again (ADR 0096). Written only by the page's beacon with a write token; the newest copy wins on load.
 */
export const problemCodeDrafts = pgTable(
  'problem_code_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    code: text('code').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId, t.language] })],
);

export const problemBookmarks = pgTable(
  'problem_bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId] })],
);

/** The daily problem: one problem per calendar day (UTC date, YYYY-MM-DD). */
export const problemsOfDay = pgTable('problems_of_day', {
  date: text('date').primaryKey(),
  problemId: integer('problem_id')
    .notNull()
    .references(() => problems.id, { onDelete: 'cascade' }),
  rewardPoints: integer('reward_points').notNull().default(10),
});
