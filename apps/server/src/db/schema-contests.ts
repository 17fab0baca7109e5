import { PROCTORING_EVENT_KINDS } from '@learnforge/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { batches, organizations, problems, tsvector, users } from './schema-core';
import { submissions } from './schema-problems';

/**
 * Every contest learners can sit, batch or open (ADR 0039). `batch_contests` (the organization
 * dashboard's) and `open_contests` (the jobs') each point here with `contest_id`; the contest module
 * keeps their title, times and status equal to this row.
 */
export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Rules and description as Markdown; sanitized when rendered. */
    description: text('description').notNull().default(''),
    /** 'batch': only the batch's learners may register; 'open': anyone (hiring assessments too). */
    kind: text('kind', { enum: ['batch', 'open'] }).notNull(),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    /** The organization that runs it (recruiters' company, institute), when there is one. */
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** How long one attempt may last; null: until the contest's end time. */
    durationMinutes: integer('duration_minutes'),
    /** Stored 000 §4 code; only Cancelled (4) overrides what the clock says (contest-status.ts). */
    status: smallint('status').notNull().default(2),
    proctored: boolean('proctored').notNull().default(false),
    disableCopyPaste: boolean('disable_copy_paste').notNull().default(false),
    showCalculator: boolean('show_calculator').notNull().default(false),
    /** Webcam snapshots every this many seconds when proctored; null: no webcam. */
    webcamIntervalSeconds: integer('webcam_interval_seconds'),
    /** Warnings an attempt may collect; the next one terminates it. */
    maxWarnings: integer('max_warnings').notNull().default(3),
    /** Correct answers and explanations become readable after the contest ends (showQuizAnswers). */
    showAnswersAfterEnd: boolean('show_answers_after_end').notNull().default(true),
    /** Minutes added per wrong submission before a problem's best score (ADR 0040). */
    wrongSubmissionPenaltyMinutes: integer('wrong_submission_penalty_minutes').notNull().default(10),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the final ranks were paid into the rewards ledger (ADR 0102); null until the results are final. */
    rankPointsAt: timestamp('rank_points_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What global search matches (ADR 0055), as for problems and courses: the title, weighing more, and the description. */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${contests.title}), 'A') || setweight(to_tsvector('english', ${contests.description}), 'B')`,
    ),
  },
  (t) => [
    index('contests_start_idx').on(t.startTime),
    index('contests_search_idx').using('gin', t.searchDocument),
    index('contests_batch_idx').on(t.batchId),
    check('contests_window_check', sql`${t.endTime} > ${t.startTime}`),
    check('contests_batch_kind_check', sql`(${t.kind} = 'batch') = (${t.batchId} is not null)`),
  ],
);

/** A contest's rounds, in order: a quiz of bank questions or a set of library problems. */
export const contestSections = pgTable(
  'contest_sections',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['quiz', 'coding'] }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('contest_sections_position_idx').on(t.contestId, t.position)],
);

export interface QuizOption {
  id: number;
  text: string;
}

/**
 * The question bank: reusable across contests. Types: single, multiple (choice), input (a
 * numeric or text answer, compared as numbers when both parse as numbers) and subjective (kept for
 * staff to read, never auto-marked).
 */
export const quizQuestions = pgTable('quiz_questions', {
  id: serial('id').primaryKey(),
  questionType: text('question_type', {
    enum: ['single', 'multiple', 'input', 'subjective'],
  }).notNull(),
  /** Markdown; sanitized when rendered. */
  body: text('body').notNull(),
  options: jsonb('options').$type<QuizOption[]>().notNull().default([]),
  correctOptionIds: integer('correct_option_ids').array().notNull().default(sql`ARRAY[]::integer[]`),
  /** The expected input answer of an input question. */
  correctAnswer: text('correct_answer'),
  marks: real('marks').notNull().default(1),
  negativeMarks: real('negative_marks').notNull().default(0),
  explanation: text('explanation').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contestSectionQuestions = pgTable(
  'contest_section_questions',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => contestSections.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.questionId] })],
);

/** Coding-round problems from the problem library, each worth `points` (scored per ADR 0040). */
export const contestSectionProblems = pgTable(
  'contest_section_problems',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => contestSections.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    points: real('points').notNull().default(100),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.problemId] })],
);

export const contestRegistrations = pgTable(
  'contest_registrations',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageUrl: text('page_url'),
    /** Whose link brought this registration (`?ref=<handle>` on the page, ADR 0092); null when nobody's. */
    referredByUserId: integer('referred_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.userId] }),
    index('contest_registrations_user_idx').on(t.userId),
  ],
);

/** What staff grant one learner for one contest: extra minutes, no webcam. */
export const contestAccommodations = pgTable(
  'contest_accommodations',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    webcamExempt: boolean('webcam_exempt').notNull().default(false),
    note: text('note').notNull().default(''),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] })],
);

/**
 * One learner's sitting. Times are the server's; `deadline` is fixed at start (attempt length or the
 * contest end, plus extra minutes) so a reload or another device never changes it.
 */
export const contestAttempts = pgTable(
  'contest_attempts',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: ['user', 'auto_end', 'terminated'] }),
    warningsCount: integer('warnings_count').notNull().default(0),
    quizScore: real('quiz_score').notNull().default(0),
    codingScore: real('coding_score').notNull().default(0),
    /** Minutes of time penalty in the coding rounds (ADR 0040); ties rank by it. */
    penaltyMinutes: real('penalty_minutes').notNull().default(0),
    /** When the score last changed: the leaderboard's last tie-break. */
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.userId] }),
    index('contest_attempts_rank_idx').on(t.contestId, sql`(${t.quizScore} + ${t.codingScore}) desc`),
  ],
);

/** A learner's answer and palette state for one question (001 §3 quiz response fields). */
export const contestQuizResponses = pgTable(
  'contest_quiz_responses',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    selectedOptionIds: integer('selected_option_ids').array().notNull().default(sql`ARRAY[]::integer[]`),
    userInput: text('user_input'),
    visited: boolean('visited').notNull().default(false),
    marked: boolean('marked').notNull().default(false),
    answered: boolean('answered').notNull().default(false),
    /** Marks this answer earns (negative marks included); a subjective answer's are staff's, 0 until marked. */
    marksAwarded: real('marks_awarded').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who marked a subjective answer and when (null until marked; the edit history keeps every change). */
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    /** The marker's note to the learner on a subjective answer, shown with the marks once the contest is over. */
    markerComment: text('marker_comment'),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId, t.questionId] })],
);

/** Proctoring warnings and captures of an attempt, in the order they happened. */
export const contestProctoringEvents = pgTable(
  'contest_proctoring_events',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROCTORING_EVENT_KINDS }).notNull(),
    /** Whether it counted as a warning (captures do not). */
    warning: boolean('warning').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    details: text('details'),
    /** A capture's stored image, under DATA_DIR/uploads. */
    assetPath: text('asset_path'),
  },
  (t) => [index('contest_proctoring_events_attempt_idx').on(t.contestId, t.userId, t.occurredAt)],
);

/** Which judge submissions were made inside a contest's coding round. */
export const contestSubmissions = pgTable(
  'contest_submissions',
  {
    submissionId: integer('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contest_submissions_attempt_idx').on(t.contestId, t.userId, t.problemId)],
);

export const contestFeedback = pgTable(
  'contest_feedback',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] })],
);

/** Announcements to a contest's participants. */
export const contestNotifications = pgTable(
  'contest_notifications',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contest_notifications_contest_idx').on(t.contestId, t.createdAt)],
);
