import { sql } from 'drizzle-orm';
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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contests } from './schema-contests';
import { users } from './schema-core';

export interface HackathonPrize {
  title: string;
  amount: number;
  description: string;
}
export interface HackathonFaq {
  question: string;
  answer: string;
}
export type HackathonEditorStep = 'basic' | 'rounds' | 'prizes' | 'faq';

/** A hackathon (001 §3 Hackathon): teams enter, submit per round, organisers judge and shortlist. */
export const hackathons = pgTable(
  'hackathons',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    tagline: text('tagline').notNull().default(''),
    bannerImage: text('banner_image'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    minTeamSize: integer('min_team_size').notNull().default(1),
    maxTeamSize: integer('max_team_size').notNull().default(4),
    prizes: jsonb('prizes').$type<HackathonPrize[]>().notNull().default([]),
    faq: jsonb('faq').$type<HackathonFaq[]>().notNull().default([]),
    /** The organiser editor's steps saved at least once. */
    stepsCompleted: jsonb('steps_completed').$type<HackathonEditorStep[]>().notNull().default([]),
    /** Learners see only published hackathons. */
    published: boolean('published').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hackathons_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'hackathons_team_size_check',
      sql`${t.minTeamSize} >= 1 and ${t.maxTeamSize} >= ${t.minTeamSize} and ${t.maxTeamSize} <= 10`,
    ),
  ],
);

/** A round: teams submit between its start and its deadline, in the way it names (001 §4). */
export const hackathonRounds = pgTable(
  'hackathon_rounds',
  {
    id: serial('id').primaryKey(),
    hackathonId: integer('hackathon_id')
      .notNull()
      .references(() => hackathons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    submissionType: text('submission_type', { enum: ['link', 'file', 'contest'] }).notNull(),
    /** A contest round runs on the contest engine; teams open it through "my contest". */
    contestId: integer('contest_id').references(() => contests.id, { onDelete: 'set null' }),
    /** Set once the organiser publishes who goes on; the shortlist is fixed from then. */
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
  },
  (t) => [
    index('hackathon_rounds_hackathon_idx').on(t.hackathonId, t.position),
    check('hackathon_rounds_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A page section of the hackathon (about, rules, judging criteria), Markdown shown sanitized. */
export const hackathonSections = pgTable(
  'hackathon_sections',
  {
    id: serial('id').primaryKey(),
    hackathonId: integer('hackathon_id')
      .notNull()
      .references(() => hackathons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('hackathon_sections_hackathon_idx').on(t.hackathonId, t.order)],
);

/** Images the organiser uploaded for the hackathon's page (typed by their bytes, stored by hash). */
export const hackathonImages = pgTable('hackathon_images', {
  id: serial('id').primaryKey(),
  hackathonId: integer('hackathon_id')
    .notNull()
    .references(() => hackathons.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A team; its invite code lets invited people join (the code is shown to its members only). */
export const hackathonTeams = pgTable(
  'hackathon_teams',
  {
    id: serial('id').primaryKey(),
    hackathonId: integer('hackathon_id')
      .notNull()
      .references(() => hackathons.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institute: text('institute'),
    inviteCode: text('invite_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hackathon_teams_name_idx').on(t.hackathonId, sql`lower(${t.name})`)],
);

/**
 * A participant: one row per person and hackathon, so a person is in one team at most (the unique index
 * refuses a second even when two joins race). Team size is counted under the team row's lock.
 */
export const hackathonMembers = pgTable(
  'hackathon_members',
  {
    hackathonId: integer('hackathon_id')
      .notNull()
      .references(() => hackathons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => hackathonTeams.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.hackathonId, t.userId] }),
    index('hackathon_members_team_idx').on(t.teamId),
  ],
);

/** Invitations mailed by a team's leader. */
export const hackathonInvites = pgTable(
  'hackathon_invites',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => hackathonTeams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hackathon_invites_team_email_idx').on(t.teamId, t.email)],
);

/** A team's submission for one round; edited until the round's deadline, scored by the organisers. */
export const hackathonSubmissions = pgTable(
  'hackathon_submissions',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => hackathonTeams.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => hackathonRounds.id, { onDelete: 'cascade' }),
    projectTitle: text('project_title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link'),
    /** A file round's file in the object store (ADR 0100): a fresh key per upload, so a download never mixes two. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    fileType: text('file_type', { enum: ['application/pdf', 'application/zip'] }),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    score: real('score'),
    judgeComment: text('judge_comment'),
    scoredBy: integer('scored_by').references(() => users.id, { onDelete: 'set null' }),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('hackathon_submissions_team_round_idx').on(t.teamId, t.roundId),
    index('hackathon_submissions_round_idx').on(t.roundId),
    check(
      'hackathon_submissions_score_check',
      sql`${t.score} is null or (${t.score} >= 0 and ${t.score} <= 100)`,
    ),
  ],
);

/** Teams an organiser moves on from a round; learners see it once the round's results are published. */
export const hackathonShortlist = pgTable(
  'hackathon_shortlist',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => hackathonRounds.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => hackathonTeams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.teamId] })],
);

/** Announcements to every participant (results published, changes of dates). */
export const hackathonNotifications = pgTable(
  'hackathon_notifications',
  {
    id: serial('id').primaryKey(),
    hackathonId: integer('hackathon_id')
      .notNull()
      .references(() => hackathons.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hackathon_notifications_hackathon_idx').on(t.hackathonId, t.createdAt)],
);
