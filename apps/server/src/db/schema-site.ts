import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './schema-core';

/**
 * Links of the header, sub-header and footer menus (001 §7 "Header, footer and subheader menus").
 * Header and sub-header: top items, each with an optional dropdown of children. Footer: top items
 * are column titles and their children the column's links.
 */
export const siteMenuItems = pgTable(
  'site_menu_items',
  {
    id: serial('id').primaryKey(),
    menu: text('menu', { enum: ['header', 'subheader', 'footer'] }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => siteMenuItems.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** Empty for footer column titles, which are not links. */
    url: text('url').notNull().default(''),
    isNew: boolean('is_new').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('site_menu_items_menu_idx').on(t.menu, t.parentId, t.position)],
);

/** ITU-T E.164 country calling codes; names come from the ISO 3166 code at seed time. */
export const countryCallingCodes = pgTable('country_calling_codes', {
  iso2: text('iso2').primaryKey(),
  country: text('country').notNull(),
  callingCode: text('calling_code').notNull(),
});

/** Every published version of the terms of service; the newest is the one in force (002 §7). */
export const termsOfServiceVersions = pgTable(
  'terms_of_service_versions',
  {
    id: serial('id').primaryKey(),
    version: text('version').notNull().unique(),
    /** Markdown, sanitized when rendered. */
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('terms_of_service_versions_published_idx').on(t.publishedAt)],
);

/**
 * Consent forms by source (the screen that asks, `?source=`). The `terms-of-service` form takes
 * its version from the terms in force, so accepting it accepts those terms.
 */
export const consentForms = pgTable('consent_forms', {
  source: text('source').primaryKey(),
  version: text('version').notNull(),
  text: text('text').notNull(),
});

/** A user's latest answer to each consent form, with the version they answered. */
export const userConsents = pgTable(
  'user_consents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source')
      .notNull()
      .references(() => consentForms.source, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    accepted: boolean('accepted').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);
