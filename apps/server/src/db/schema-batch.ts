import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { batches, users } from './schema-core';

/** A learner's rating of a batch; one per learner and batch, so user-meta can report is_batch_rated. */
export const batchTestimonials = pgTable(
  'batch_testimonials',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('batch_testimonials_batch_user_idx').on(t.batchId, t.userId),
    index('batch_testimonials_batch_idx').on(t.batchId, t.createdAt),
    check('batch_testimonials_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
