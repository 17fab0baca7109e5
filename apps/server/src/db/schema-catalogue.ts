import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { courses } from './schema-core';

/** Catalogue categories (001 §9: listed by `order`, primary ones by default, public ones to visitors). */
export const courseCategories = pgTable('course_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  type: text('type', { enum: ['primary', 'secondary'] })
    .notNull()
    .default('primary'),
  position: integer('position').notNull().default(0),
  public: boolean('public').notNull().default(true),
});

/** Which categories a course is listed under. */
export const courseCategoryLinks = pgTable(
  'course_category_links',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => courseCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.categoryId] }),
    index('course_category_links_category_idx').on(t.categoryId),
  ],
);
