import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core';

/** Labels support staff put on tickets (001 §4 "issue tickets have statuses … and labels"). */
export const issueLabels = pgTable('issue_labels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** `#RRGGBB`. */
  color: text('color').notNull(),
});

/** Support tickets: filed by learners from the Help form or opened by support staff for someone. */
export const issues = pgTable(
  'issues',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'in_progress', 'waiting_on_user', 'resolved', 'closed'] })
      .notNull()
      .default('open'),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'urgent'] })
      .notNull()
      .default('medium'),
    category: text('category', {
      enum: ['payment', 'course_content', 'technical', 'certificate', 'account', 'other'],
    }).notNull(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    pageUrl: text('page_url'),
    /**
     * The secret in the Reply-To address of the ticket's mail (`support+{id}.{token}@…`): a reply that
     * carries it lands in this ticket, and nobody can post into a ticket by guessing its number (ADR 0073).
     */
    replyToken: text('reply_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('issues_status_idx').on(t.status, t.updatedAt),
    index('issues_reporter_idx').on(t.reporterId),
  ],
);

export const issueLabelLinks = pgTable(
  'issue_label_links',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => issueLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.labelId] }),
    index('issue_label_links_label_idx').on(t.labelId),
  ],
);

/** A ticket's timeline: its creation, replies both ways and every field change, oldest first. */
export const issueActivity = pgTable(
  'issue_activity',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    /** Null once the account is deleted. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: ['created', 'comment', 'staff_reply', 'email_reply', 'status', 'assignee', 'priority', 'labels'],
    }).notNull(),
    /** Plain text, or sanitized HTML for a staff reply. */
    text: text('text').notNull(),
    /** An e-mail reply's Message-ID: a sending server that retries after a timeout does not add it twice. */
    mailMessageId: text('mail_message_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('issue_activity_issue_idx').on(t.issueId, t.createdAt)],
);
