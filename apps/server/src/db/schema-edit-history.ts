import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core';

/**
 * Who changed which fields of a problem, deal, course, live class or track, and when
 * (000 §2 edit history, 002 edit_history/). One row per save; only the fields that changed.
 */
export const editHistory = pgTable(
  'edit_history',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type', {
      enum: [
        'problem',
        'organization_deal',
        'course',
        'live_class',
        'track',
        'course_feature',
        'coupon',
        'contest',
        'key_value',
        /** A batch's elective choices changed by staff (ADR 0105): one field per learner handle. */
        'batch_electives',
      ],
    }).notNull(),
    entityId: integer('entity_id').notNull(),
    /** Null once the account is deleted; the change itself stays on record. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** `{ field: { from, to } }` for each field that differs. */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
  },
  (t) => [index('edit_history_entity_idx').on(t.entityType, t.entityId, t.changedAt)],
);
