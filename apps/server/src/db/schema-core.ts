import type { ProblemTimeLimits } from '@learnforge/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A PostgreSQL full-text document; drizzle has no column type of its own for it. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Companies and institutes that buy Learnforge for their people (000 §3 "Organization types"). */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  type: text('type', { enum: ['company', 'institute'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    handle: text('handle').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Role names of `Role` (packages/domain roles.ts); a learner has ['learner']. */
    roles: text('roles').array().notNull().default(sql`ARRAY['learner']::text[]`),
    /** The one organization an org admin administers, or a learner belongs to. */
    organizationId: integer('organization_id').references(() => organizations.id),
    /** The plan bought last; cleared when the learner cancels (000 §6). */
    premiumPlanId: integer('premium_plan_id'),
    /**
     * When the paid period ends (calendar months from the payment, or from the previous end when renewed
     * early). Premium counts only before it (`hasPremium`, ADR 0063), so nothing has to clear a column on time.
     */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /** Account details the learner edits on /account (002 User: profile); unset until they do. */
    country: text('country'),
    phone: text('phone'),
    graduationYear: smallint('graduation_year'),
    /** A stored upload (`/uploads/images/{sha256}.{ext}`), never an outside address. */
    imageUrl: text('image_url'),
    /** The first-touch campaign (utm_*) the browser carried at sign-up, or at the first checkout after (ADR 0082). */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** The Google account (its ID token's `sub`) that signs in as this person (ADR 0096); null until linked. */
    googleSubject: text('google_subject').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_org_idx').on(t.organizationId),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Captcha challenges already redeemed, so one solved proof of work cannot be replayed. */
export const usedCaptchas = pgTable('used_captchas', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Password-reset codes sent by the forgot-password flow (001 §7); stored hashed. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** Wrong codes tried against this reset; at 5 the code is burnt (issue 23). */
  failedAttempts: integer('failed_attempts').notNull().default(0),
});

/** Outgoing mail kept for delivery and audit (password resets now; send-mail later). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    /** CourseTypeCode: offline 0, online 1, live 2, external 3, user journey 4 (000 §4). */
    courseType: smallint('course_type').notNull().default(1),
    /** CourseVisibility: public 0, unlisted 1. */
    listingType: smallint('listing_type').notNull().default(0),
    /** FeeType: free 0, paid 1. */
    courseFeeType: smallint('course_fee_type').notNull().default(1),
    courseExpiryDays: integer('course_expiry_days').notNull().default(365),
    /** The GATE sitting (year) the course prepares for; set, the course is on the GATE list (001 §2). */
    gateExamYear: smallint('gate_exam_year'),
    /** The rest of the course editor's fields (000 §3), kept as one document per course. */
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What global search matches (ADR 0055): the name, weighing more, and the short description. */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${courses.name}), 'A') || setweight(to_tsvector('english', ${courses.shortDescription}), 'B')`,
    ),
  },
  (t) => [index('courses_search_idx').using('gin', t.searchDocument)],
);

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    /** Set when the batch was bought by an organization for its people. */
    organizationId: integer('organization_id').references(() => organizations.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Proctoring: warn when the learner shrinks the window during a batch test. */
    monitorWindowShrink: boolean('monitor_window_shrink').notNull().default(false),
    /** Proctoring: look for known cheating browser extensions during a batch test. */
    detectKnownExtensions: boolean('detect_known_extensions').notNull().default(false),
  },
  (t) => [index('batches_org_idx').on(t.organizationId)],
);

export const batchEnrollments = pgTable(
  'batch_enrollments',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the learner's access through this enrolment ends (ADR 0065): enrolment plus the course's
     * course_expiry_days, set by enrolInBatch; a renewal or a staff extension moves it. The default is
     * the course default term (365 days) from the insert, for enrolments made outside enrolInBatch.
     */
    accessEndsAt: timestamp('access_ends_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '365 days'`),
    /**
     * The access end the learner was mailed about (ADR 0087): the access-end job mails once per end, so a staff
     * extension or a renewal, which moves `accessEndsAt`, earns a new mail before the new end.
     */
    accessEndMailedFor: timestamp('access_end_mailed_for', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] }), index('batch_enrollments_user_idx').on(t.userId)],
);

export const tracks = pgTable('tracks', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  batchId: integer('batch_id')
    .notNull()
    .references(() => batches.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
});

export const problems = pgTable(
  'problems',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Statement as Markdown with math; sanitized when rendered. */
    statement: text('statement').notNull(),
    difficulty: text('difficulty', { enum: ['basic', 'easy', 'medium', 'hard'] }).notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    published: boolean('published').notNull().default(false),
    /** Time limits in milliseconds: the base under `default`, a language's own under its id, e.g. { default: 1000, python3: 3000 }. */
    timeLimits: jsonb('time_limits').$type<ProblemTimeLimits>().notNull().default({ default: 1000 }),
    memoryLimitMb: integer('memory_limit_mb').notNull().default(256),
    /** Premium-only: the statement, editorial, hints and judge open to premium members and problem staff. */
    premium: boolean('premium').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What global search matches (ADR 0055): the title, weighing more, and the statement. The database
     * keeps it, so no insert path can leave it stale, and ranking reads it rather than recomputing it.
     */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${problems.title}), 'A') || setweight(to_tsvector('english', ${problems.statement}), 'B')`,
    ),
  },
  (t) => [index('problems_search_idx').using('gin', t.searchDocument)],
);

export const problemTestFiles = pgTable(
  'problem_test_files',
  {
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    /** 1-based file number, as in problems/{id}/test_file/{n}/. */
    n: integer('n').notNull(),
    input: text('input').notNull(),
    output: text('output').notNull(),
    /** Visible (sample) tests may be shown to the learner as expected-vs-got. */
    isSample: boolean('is_sample').notNull().default(false),
    /**
     * Whether learners' submissions are judged on this test. An uploaded test is held out until its
     * format and reference-output checks pass, so a wrong test never changes a learner's verdict.
     */
    judgesLearners: boolean('judges_learners').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.n] })],
);

export const trackProblems = pgTable(
  'track_problems',
  {
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.trackId, t.problemId] })],
);
