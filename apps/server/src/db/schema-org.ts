import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { ContentBody } from './content-body';
import { contests } from './schema-contests';
import { batches, organizations, tracks, users } from './schema-core';

/** Campuses of an institute: the aggregated report filters by them (001 §3 "institutes"). */
export const orgInstitutes = pgTable(
  'org_institutes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('org_institutes_org_name_idx').on(t.organizationId, t.name)],
);

/** Where a student of an organization studies: the aggregated report's institute, degree, branch and section. */
export const orgStudentProfiles = pgTable(
  'org_student_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    instituteId: integer('institute_id').references(() => orgInstitutes.id, { onDelete: 'set null' }),
    degree: text('degree').notNull().default(''),
    branch: text('branch').notNull().default(''),
    section: text('section').notNull().default(''),
  },
  (t) => [index('org_student_profiles_org_idx').on(t.organizationId)],
);

/**
 * The learning figures a student has in one batch (org_batch_activity) and, rolled up, in the
 * organization (org_student_stats). A function, so each table gets its own column builders.
 */
const activityColumns = () => ({
  progress: real('progress').notNull().default(0),
  problemScore: real('problem_score').notNull().default(0),
  quizScore: real('quiz_score').notNull().default(0),
  contestScore: real('contest_score').notNull().default(0),
  liveMinutes: real('live_minutes').notNull().default(0),
  liveCount: integer('live_count').notNull().default(0),
  recordedMinutes: real('recorded_minutes').notNull().default(0),
  recordedCount: integer('recorded_count').notNull().default(0),
  prerecordedMinutes: real('prerecorded_minutes').notNull().default(0),
  prerecordedCount: integer('prerecorded_count').notNull().default(0),
  articlesCount: integer('articles_count').notNull().default(0),
  problemsCount: integer('problems_count').notNull().default(0),
  quizzesCount: integer('quizzes_count').notNull().default(0),
  contestsCount: integer('contests_count').notNull().default(0),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
});

/**
 * A student's learning in one batch, kept up to date by the learning features as things happen
 * (scores 0–100, progress 0–100 %, watch time in minutes, completed-entity counts).
 */
export const orgBatchActivity = pgTable(
  'org_batch_activity',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...activityColumns(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] }), index('org_batch_activity_user_idx').on(t.userId)],
);

/**
 * One row per student of an organization, rolled up from org_batch_activity, problem_attempts
 * (problems solved) and daily-problem submissions (streak, problem-of-the-day count) by
 * refreshStudentStats; the reports read it so that sorting 100,000 students stays an index scan.
 */
export const orgStudentStats = pgTable(
  'org_student_stats',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    problemsSolved: integer('problems_solved').notNull().default(0),
    /** Longest run of consecutive UTC days with the daily problem solved. */
    streak: integer('streak').notNull().default(0),
    podSolvedCount: integer('pod_solved_count').notNull().default(0),
    ...activityColumns(),
    avgScore: real('avg_score').notNull().default(0),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('org_student_stats_org_score_idx').on(t.organizationId, t.avgScore.desc(), t.userId),
    index('org_student_stats_org_solved_idx').on(t.organizationId, t.problemsSolved.desc(), t.userId),
  ],
);

/** Articles, quizzes and videos of a batch (problems come from its tracks, contests from batch_contests). */
export const batchContentItems = pgTable(
  'batch_content_items',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['article', 'quiz', 'video'] }).notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    /** The track (chapter) the item is taught in; null for an item not placed in a track yet. */
    trackId: integer('track_id').references(() => tracks.id, { onDelete: 'set null' }),
    /** What the learner reads, watches or answers; its shape follows `kind` (batches/content.ts). */
    body: jsonb('body').$type<ContentBody>().notNull().default({}),
  },
  (t) => [
    index('batch_content_items_batch_idx').on(t.batchId),
    index('batch_content_items_track_idx').on(t.trackId),
  ],
);

/** Contests of a batch. Status codes of 000 §4: Live 1, Upcoming 2, Expired 3, Cancelled 4, Completed 5. */
export const batchContests = pgTable(
  'batch_contests',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: smallint('status').notNull(),
    /** The contest learners sit (ADR 0039); title, times and status are kept equal to it. */
    contestId: integer('contest_id')
      .unique()
      .references(() => contests.id, { onDelete: 'cascade' }),
  },
  (t) => [index('batch_contests_batch_idx').on(t.batchId)],
);

/** Who sat a contest: score, time spent and whether they attended at all. */
export const contestParticipations = pgTable(
  'contest_participations',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => batchContests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: real('score').notNull().default(0),
    attended: boolean('attended').notNull().default(false),
    durationMinutes: real('duration_minutes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.userId] }),
    index('contest_participations_user_idx').on(t.userId),
  ],
);

/** Proctoring captures of a contest attempt (screenshots, webcam stills, tab switches). */
export const proctoredAssets = pgTable(
  'proctored_assets',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => batchContests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['screenshot', 'webcam', 'tab-switch'] }).notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    url: text('url'),
  },
  (t) => [index('proctored_assets_contest_idx').on(t.contestId, t.userId)],
);

/** Live classes of a batch, with the same status codes as contests. */
export const batchLiveClasses = pgTable(
  'batch_live_classes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Null once a course admin unmaps it from its batch: learners no longer see it, staff still do (ADR 0084). */
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    durationMinutes: real('duration_minutes').notNull(),
    status: smallint('status').notNull(),
    /** Who teaches it (the live class admin's mentor); null shows "the course team". */
    mentorId: integer('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The meeting address; learners get it only from 15 minutes before the start (ADR 0065). */
    joinUrl: text('join_url'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** When the meeting provider's attendance report last replaced the attendance (live-class admin). */
    attendanceUploadedAt: timestamp('attendance_uploaded_at', { withTimezone: true }),
  },
  (t) => [index('batch_live_classes_batch_idx').on(t.batchId)],
);

/** Recordings of a live class, streamed like track videos to people who may open its batch (ADR 0065). */
export const liveClassRecordings = pgTable(
  'live_class_recordings',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => batchLiveClasses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** A file of the media folder (apps/server/media), like a track video's src. */
    src: text('src').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('live_class_recordings_class_idx').on(t.classId)],
);

/** Minutes each student spent in a live class; no row means absent. */
export const liveClassAttendance = pgTable(
  'live_class_attendance',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => batchLiveClasses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    durationMinutes: real('duration_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] })],
);

/** A purchase of licences to one batch by an organization (the Access Management deal table). */
export const orgDeals = pgTable(
  'org_deals',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    dealNumber: text('deal_number').notNull().unique(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    licensesPurchased: integer('licenses_purchased').notNull(),
  },
  (t) => [index('org_deals_org_idx').on(t.organizationId)],
);

/** A licence of a deal held by a user; revoking sets revoked_at, so active = not revoked. */
export const orgDealAccess = pgTable(
  'org_deal_access',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => orgDeals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    // At most one active licence per user and deal.
    uniqueIndex('org_deal_access_active_idx').on(t.dealId, t.userId).where(sql`${t.revokedAt} is null`),
    index('org_deal_access_user_idx').on(t.userId),
  ],
);

export const orgNotices = pgTable(
  'org_notices',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The batch a notice is for; null for the whole organization. */
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('org_notices_org_idx').on(t.organizationId)],
);

/** A message an organization admin sent; each recipient gets an outbox row for delivery. */
export const orgMails = pgTable('org_mails', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  recipientsCount: integer('recipients_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Minimum average score of each report tier (000 §4 Tier-1..Tier-3), per organization. */
export const orgReportTiers = pgTable(
  'org_report_tiers',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: ['Tier-1', 'Tier-2', 'Tier-3'] }).notNull(),
    minScore: real('min_score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.tier] })],
);
