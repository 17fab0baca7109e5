import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { users } from './schema-core';

/** A series of events held again and again (001 §7 recurring events), e.g. a weekly contest. */
export const recurringEvents = pgTable('recurring_events', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** How often it comes back, as people read it ("Every Saturday, 8 pm"). */
  cadence: text('cadence').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface EventSpeaker {
  name: string;
  designation: string;
  profile_image: string | null;
}

/** A campus or community event learners enrol in (001 §7 Events). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    type: text('type', { enum: ['webinar', 'workshop', 'contest', 'meetup', 'hackathon'] }).notNull(),
    /** Plain text; paragraphs split on blank lines. */
    description: text('description').notNull().default(''),
    bannerImage: text('banner_image'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isOnline: boolean('is_online').notNull().default(true),
    city: text('city'),
    isFree: boolean('is_free').notNull().default(true),
    /** Seats; null has no limit. Past it, enrolments join the waitlist in the order they came. */
    capacity: integer('capacity'),
    /** Where enrolled people join an online event; shown to them only, from an hour before it starts. */
    joinUrl: text('join_url'),
    speakers: jsonb('speakers').$type<EventSpeaker[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    /** Shown in the carousel of the events page and the home page. */
    featured: boolean('featured').notNull().default(false),
    recurringEventId: integer('recurring_event_id').references(() => recurringEvents.id, {
      onDelete: 'set null',
    }),
    /** A contest occurrence runs on the contest engine: its page, attempts and scores are the contest's. */
    contestId: integer('contest_id').references(() => contests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_starts_idx').on(t.startsAt),
    index('events_recurring_idx').on(t.recurringEventId, t.startsAt),
    check('events_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/**
 * One person's place in an event: a seat (`enrolled`) or a place in the waitlist (`waitlisted`, ordered by
 * `created_at`, then id). Seats are given under a lock of the event's row, so they never exceed capacity.
 */
export const eventEnrollments = pgTable(
  'event_enrollments',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['enrolled', 'waitlisted'] }).notNull(),
    /** Where the enrolment came from (the page's utm_source), for the staff's aggregated data. */
    utmSource: text('utm_source'),
    /** Whose link brought this enrolment (`?ref=<handle>` on the page, ADR 0092); null when nobody's. */
    referredByUserId: integer('referred_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null until staff mark attendance after the event. */
    attended: boolean('attended'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a waitlisted person got a seat someone left. */
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_enrollments_person_idx').on(t.eventId, t.userId),
    index('event_enrollments_queue_idx').on(t.eventId, t.status, t.createdAt, t.id),
    index('event_enrollments_user_idx').on(t.userId),
  ],
);

/** Reminder mail already written for one person and one event, so a retried reminder job never mails twice. */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/** People who asked for a reminder before every occurrence of a recurring event. */
export const recurringEventSubscriptions = pgTable(
  'recurring_event_subscriptions',
  {
    recurringEventId: integer('recurring_event_id')
      .notNull()
      .references(() => recurringEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recurringEventId, t.userId] })],
);
