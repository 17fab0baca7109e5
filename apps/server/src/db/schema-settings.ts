import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core';

/**
 * Key-value settings a super admin edits in the staff tools (001 §2 key-value admin): the promo
 * banner window, sale texts, feature switches. The value is text, read as `valueType`
 * (`SETTING_TYPES` in packages/domain); public ones are served to the apps (ADR 0072).
 */
export const keyValueSettings = pgTable('key_value_settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  valueType: text('value_type', { enum: ['text', 'boolean', 'number', 'datetime', 'json'] }).notNull(),
  value: text('value').notNull(),
  description: text('description').notNull().default(''),
  isPublic: boolean('is_public').notNull().default(false),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
