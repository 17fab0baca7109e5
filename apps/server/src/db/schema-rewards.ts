import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema-core';

/** What the rewards store sells for points (002 Rewards). Stock is counted down under a row lock, never below 0. */
export const rewardItems = pgTable(
  'reward_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    points: integer('points').notNull(),
    imageUrl: text('image_url'),
    stock: integer('stock').notNull(),
    /** A physical item is shipped, so its order waits for the learner's address. */
    needsAddress: boolean('needs_address').notNull().default(false),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('reward_items_stock_not_negative', sql`${t.stock} >= 0`),
    check('reward_items_points_positive', sql`${t.points} > 0`),
  ],
);

/** One redeemed item, what it cost, and where it ships. */
export const rewardOrders = pgTable(
  'reward_orders',
  {
    id: serial('id').primaryKey(),
    transactionId: text('transaction_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => rewardItems.id),
    points: integer('points').notNull(),
    status: text('status', {
      enum: ['placed', 'awaiting_address', 'shipped', 'delivered', 'cancelled'],
    }).notNull(),
    address: jsonb('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reward_orders_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Every movement of points besides what solving earns (ADR 0058): a wheel prize (+), a redeem (−). Rows
 * are only ever added; a balance is what solving earned plus the sum of these, never a counter edited in place.
 */
export const rewardLedger = pgTable(
  'reward_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', {
      enum: ['wheel', 'redeem', 'contest', 'contest_rank', 'course_completion', 'order_cancelled'],
    }).notNull(),
    rewardOrderId: integer('reward_order_id').references(() => rewardOrders.id),
    /**
     * The event a credit is for (`contest:12`, `batch:7`, `cancel:RW-…`): unique per learner, so one event
     * pays once however often it is reported.
     */
    eventKey: text('event_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reward_ledger_user_idx').on(t.userId),
    uniqueIndex('reward_ledger_user_event_idx')
      .on(t.userId, t.eventKey)
      .where(sql`${t.eventKey} is not null`),
  ],
);

/** One spin per learner per day (India time); the unique index is what makes a second spin that day fail. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    label: text('label').notNull(),
    points: integer('points').notNull(),
    spunAt: timestamp('spun_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wheel_spins_user_day_idx').on(t.userId, t.day)],
);
