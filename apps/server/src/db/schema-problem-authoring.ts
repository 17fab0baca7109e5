import { JUDGE_LANGUAGES } from '@learnforge/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { problems, users } from './schema-core';

/** What only the authoring tools need about a problem, beside the learner-facing tables. */
export const problemAuthoring = pgTable('problem_authoring', {
  problemId: integer('problem_id')
    .primaryKey()
    .references(() => problems.id, { onDelete: 'cascade' }),
  /** Judge languages (`JUDGE_LANGUAGES`) a learner may submit in; every one by default. */
  languages: text('languages')
    .array()
    .notNull()
    .default([...JUDGE_LANGUAGES]),
  /** Driver code per contract language: head and tail wrap the body the learner edits. */
  driverCode: jsonb('driver_code')
    .$type<Record<string, { head: string; body: string; tail: string }>>()
    .notNull()
    .default({}),
  inPrivateQuestionLibrary: boolean('in_private_question_library').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The one edit lock of a problem; it lapses at `expiresAt` unless its holder keeps working. */
export const problemLocks = pgTable('problem_locks', {
  problemId: integer('problem_id')
    .primaryKey()
    .references(() => problems.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** What the authoring tools know about each test file beside its content. */
export const problemTestFileMeta = pgTable(
  'problem_test_file_meta',
  {
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    inputName: text('input_name').notNull(),
    outputName: text('output_name').notNull(),
    /** 1 (weak) to 10 (strong): how hard the test presses a solution. */
    strength: integer('strength').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.n] })],
);

/** Per test file and operation (upload, validate, generate_output): where the work stands. */
export const problemTestFileOperations = pgTable(
  'problem_test_file_operations',
  {
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    operation: text('operation', { enum: ['upload', 'validate', 'generate_output'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull(),
    message: text('message'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.n, t.operation] })],
);

/** Fields a revision may propose, as the problem form spells them. */
export type RevisionChanges = Partial<{
  title: string;
  statement: string;
  input_format: string;
  output_format: string;
  constraints: string;
  difficulty: 'basic' | 'easy' | 'medium' | 'hard';
  tags: string[];
  company_tags: string[];
}>;

/**
 * A revision: a note, the changes it proposes and the problem's text fields with those changes
 * applied as they stood when it was asked for. requested → queued → approved (the changes go live)
 * or rejected, by a reviewer other than the author (ADR 0013).
 */
export const problemRevisions = pgTable(
  'problem_revisions',
  {
    id: serial('id').primaryKey(),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['requested', 'queued', 'approved', 'rejected'] })
      .notNull()
      .default('requested'),
    note: text('note').notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').$type<Record<string, string>>().notNull(),
    changes: jsonb('changes').$type<RevisionChanges>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
  },
  (t) => [
    index('problem_revisions_problem_idx').on(t.problemId, t.id),
    index('problem_revisions_status_idx').on(t.status, t.id),
  ],
);
