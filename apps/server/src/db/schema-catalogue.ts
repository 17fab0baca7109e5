import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { batches, courses, users } from './schema-core';

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

/**
 * Sale banners the course admins keep (001 §4, §6): with a window set and now inside it, the catalogue
 * shows "Sale Ends in" and a countdown to `endsAt`. `discountPercent` is what the banner announces.
 */
export const saleBanners = pgTable('sale_banners', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  link: text('link'),
  pages: text('pages').array().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  discountPercent: integer('discount_percent').notNull().default(0),
  position: integer('position').notNull().default(0),
});

/**
 * What the CRM reads about people interested in a course (001 §7): a counselling request from the course
 * page (name, e-mail, phone, when to call), a signed-in learner opening checkout for a batch, or a learner's
 * interest, visit or brochure click on a DSA-to-development programme.
 */
export const courseLeads = pgTable(
  'course_leads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: ['counselling', 'payment_initiate', 'dsa_interest', 'dsa_visit', 'dsa_brochure_click'],
    }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    preferredTime: text('preferred_time'),
    pageUrl: text('page_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_leads_kind_created_idx').on(t.kind, t.createdAt)],
);

/** The order of the course home's sections (`section-ordering`); a section with no row keeps its default place. */
export const catalogueSectionOrder = pgTable(
  'catalogue_section_order',
  {
    page: text('page', { enum: ['home', 'courses'] }).notNull(),
    key: text('key').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.page, t.key] })],
);

/**
 * What the course page quotes under "Testimonials" (001 §3): written by course admins, in their order. A
 * learner's own rating of a batch is feedback (`batch_testimonials`), listed apart and paged.
 */
export const courseTestimonials = pgTable(
  'course_testimonials',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    designation: text('designation'),
    text: text('text').notNull(),
    rating: smallint('rating').notNull(),
    position: integer('position').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_testimonials_course_idx').on(t.courseId, t.position),
    check('course_testimonials_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
