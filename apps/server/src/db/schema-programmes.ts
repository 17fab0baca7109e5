import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contests } from './schema-contests';
import { batches, problems, users } from './schema-core';

/**
 * One round of the Geek Olympics (002 §7 Competition, `courses/geeks-olympics-list/`): a window and the
 * contest whose scores count towards the Olympics leaderboard (ADR 0088).
 */
export const olympicsRounds = pgTable('olympics_rounds', {
  id: serial('id').primaryKey(),
  courseSlug: text('course_slug').notNull().unique(),
  courseName: text('course_name').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  contestId: integer('contest_id').references(() => contests.id, { onDelete: 'set null' }),
});

/**
 * A problem a Geek Olympics round names (ADR 0088, amended by 0106): a registered person's first accepted
 * submission of it inside the round's window earns `points`, once per round.
 */
export const olympicsRoundProblems = pgTable(
  'olympics_round_problems',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => olympicsRounds.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.problemId] }),
    // Who solved a named problem is read per problem (submissions_problem_idx), so no other index is needed.
    check('olympics_round_problems_points_check', sql`${t.points} > 0`),
  ],
);

/** Who entered the Geek Olympics, and the institute their score counts for. One row per person. */
export const olympicsRegistrations = pgTable(
  'olympics_registrations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    institute: text('institute').notNull(),
    graduationYear: integer('graduation_year').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('olympics_registrations_institute_idx').on(t.institute)],
);

/** A summer-training track and its seats (002 §7 Summer training; seats per batch). */
export const summerTrainingTracks = pgTable(
  'summer_training_tracks',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
  },
  (t) => [check('summer_training_tracks_seats_check', sql`${t.seats} >= 0`)],
);

/** A learner's summer-training registration (`user-details-registration/`), one per person, editable. */
export const summerTrainingRegistrations = pgTable(
  'summer_training_registrations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    institute: text('institute').notNull(),
    graduationYear: integer('graduation_year').notNull(),
    trackSlug: text('track_slug')
      .notNull()
      .references(() => summerTrainingTracks.slug),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('summer_training_registrations_track_idx').on(t.trackSlug)],
);

/** The DSA-to-development survey of one programme batch: its questions in order (001 §3, §7). */
export const dsaSurveyQuestions = pgTable(
  'dsa_survey_questions',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    kind: text('kind', { enum: ['choice', 'text'] }).notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('dsa_survey_questions_position_idx').on(t.batchId, t.position)],
);

/** One learner's answer to one survey question; answering again replaces it until the survey is complete. */
export const dsaSurveyResponses = pgTable(
  'dsa_survey_responses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => dsaSurveyQuestions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/**
 * A learner's application to a DSA-to-development batch: made when they answer the last question
 * (`applied`); the CRM may move it on (001 §7 CRM update user-application). Enrolment is the batch's own.
 */
export const dsaApplications = pgTable(
  'dsa_applications',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['applied', 'shortlisted', 'rejected'] })
      .notNull()
      .default('applied'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.batchId] })],
);

/** A promotion shown on the learner home page while its window is open (001 §7 General). */
export const promotionalEvents = pgTable(
  'promotional_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    image: text('image'),
    link: text('link').notNull(),
    placement: text('placement', { enum: ['header-strip', 'sidebar', 'popup'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('promotional_events_window_idx').on(t.startsAt, t.endsAt),
    check('promotional_events_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** What learners say about the platform as a whole, shown on the home and course pages. */
export const siteTestimonials = pgTable('site_testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  profileImage: text('profile_image'),
  designation: text('designation'),
  company: text('company'),
  text: text('text').notNull(),
  position: integer('position').notNull().default(0),
});
