import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses, users } from './schema';

/**
 * What the course editor saves, one row per course and tab (000 §2 tabs). Each tab's values are
 * validated against the contract before they are written, so the document is always the tab's shape.
 */
export const courseEditorTabs = pgTable(
  'course_editor_tabs',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    tab: text('tab').notNull(),
    values: jsonb('values').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.tab] })],
);

/** The catalogue of course features ("Live doubt support", "Certificate", ...), in display order. */
export const courseFeatures = pgTable('course_features', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  iconUrl: text('icon_url'),
  position: integer('position').notNull().default(0),
});

/** Features attached to a course, with their order on that course's page (000 §3 "feature id and an order"). */
export const courseFeatureLinks = pgTable(
  'course_feature_links',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => courseFeatures.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.featureId] }),
    index('course_feature_links_feature_idx').on(t.featureId),
  ],
);
