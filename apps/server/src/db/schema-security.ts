import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core';
import { submissions } from './schema-problems';

/**
 * Failed sign-in and reset attempts per key (`login-account:<email>`, `login-address:<ip>`, ...),
 * kept in the database so every server instance counts the same failures (ADR 0034).
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  /** Failures older than the window no longer count; the window restarts at the next failure. */
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  /** Until when further attempts are refused with 429; grows with each failure past the allowance. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Every time staff read a learner's submitted code: who, whose submission, when (least privilege, issue 23). */
export const submissionCodeReads = pgTable(
  'submission_code_reads',
  {
    id: serial('id').primaryKey(),
    readerId: integer('reader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submission_code_reads_submission_idx').on(t.submissionId)],
);

/**
 * A sign-up waiting for its e-mail to be confirmed (ADR 0033). The account is created only when the
 * code mailed to the address comes back, so sign-up answers the same whether or not the address has
 * an account, and nobody can hold an address they cannot read. Several may wait for one address;
 * the newest code is the one that works.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong codes tried; at 5 the code is burnt, as with reset codes. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_signups_email_idx').on(t.email)],
);
