import { AREA_ROLES } from '@learnforge/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { EndpointRegistry } from '../api/registry';
import type { Db } from '../db/client';
import {
  consentForms,
  countryCallingCodes,
  siteMenuItems,
  termsOfServiceVersions,
  userConsents,
} from '../db/schema-site';
import { HttpError, notFound } from '../http/errors';
import { TERMS_CONSENT_SOURCE } from './content';

type Menu = (typeof siteMenuItems.$inferSelect)['menu'];

/** Top items of a menu, in order, each with its children in order. */
async function menuTree(db: Db, menu: Menu) {
  const rows = await db
    .select()
    .from(siteMenuItems)
    .where(eq(siteMenuItems.menu, menu))
    .orderBy(asc(siteMenuItems.position), asc(siteMenuItems.id));
  const link = (row: (typeof rows)[number]) => ({ label: row.label, url: row.url, is_new: row.isNew });
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => ({ ...link(top), children: rows.filter((row) => row.parentId === top.id).map(link) }));
}

const iso = (date: Date) => date.toISOString();

async function answerOf(db: Db, userId: number | undefined, source: string, version: string) {
  if (userId === undefined) return null;
  const [answer] = await db
    .select()
    .from(userConsents)
    .where(and(eq(userConsents.userId, userId), eq(userConsents.source, source)));
  return answer && answer.version === version ? answer : null;
}

async function termsView(db: Db, userId: number | undefined, version?: string) {
  const [terms] = await db
    .select()
    .from(termsOfServiceVersions)
    .where(version === undefined ? undefined : eq(termsOfServiceVersions.version, version))
    .orderBy(desc(termsOfServiceVersions.publishedAt), desc(termsOfServiceVersions.id))
    .limit(1);
  if (!terms) {
    throw notFound(
      version === undefined
        ? 'No terms of service have been published yet.'
        : `There is no version "${version}" of the terms of service.`,
    );
  }
  const answer = await answerOf(db, userId, TERMS_CONSENT_SOURCE, terms.version);
  return {
    version: terms.version,
    content: terms.content,
    published_at: iso(terms.publishedAt),
    accepted: answer?.accepted ?? false,
    accepted_at: answer?.accepted ? iso(answer.answeredAt) : null,
  };
}

async function consentView(db: Db, userId: number, source: string) {
  const [form] = await db.select().from(consentForms).where(eq(consentForms.source, source));
  if (!form) throw notFound(`There is no consent form for "${source}".`);
  const answer = await answerOf(db, userId, source, form.version);
  return {
    source: form.source,
    version: form.version,
    text: form.text,
    accepted: answer?.accepted ?? false,
    answered_at: answer ? iso(answer.answeredAt) : null,
  };
}

/** Menus, calling codes, terms of service and consent forms: the site's own content (001 §7, 002 §7). */
export function registerSiteEndpoints(registry: EndpointRegistry): void {
  registry.implement('general-header-menu', 'public', async ({ database }) => ({
    results: await menuTree(database.db, 'header'),
  }));
  registry.implement('general-subheader-menu', 'public', async ({ database }) => ({
    results: await menuTree(database.db, 'subheader'),
  }));
  registry.implement('general-footer-menu', 'public', async ({ database }) => ({
    results: (await menuTree(database.db, 'footer')).map((column) => ({
      title: column.label,
      links: column.children,
    })),
  }));

  registry.implement('user-country-calling-codes', 'public', async ({ database }) => {
    // Sorted here: database collations differ (PGlite sorts by code point, so 'Åland' would come last).
    const rows = (await database.db.select().from(countryCallingCodes)).sort((a, b) =>
      a.country.localeCompare(b.country, 'en'),
    );
    return {
      results: rows.map((row) => ({ country: row.country, iso2: row.iso2, calling_code: row.callingCode })),
    };
  });

  registry.implement('terms-get', 'public', ({ database, user, input }) =>
    termsView(database.db, user?.id, input.query.version),
  );

  // Publishing a version also moves the terms consent form to it, so everyone is asked again.
  registry.implement('terms-update', AREA_ROLES.siteSettings, async ({ database, user, input }) => {
    const { version, content } = input.body;
    await database.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: termsOfServiceVersions.id })
        .from(termsOfServiceVersions)
        .where(eq(termsOfServiceVersions.version, version));
      if (existing) {
        throw new HttpError(
          409,
          'version_exists',
          `Version "${version}" is already published; choose a new one.`,
          {
            version: 'This version is already published.',
          },
        );
      }
      await tx.insert(termsOfServiceVersions).values({ version, content, publishedBy: user?.id ?? null });
      await tx
        .insert(consentForms)
        .values({
          source: TERMS_CONSENT_SOURCE,
          version,
          text: 'I have read the terms of service and accept them.',
        })
        .onConflictDoUpdate({ target: consentForms.source, set: { version } });
    });
    return termsView(database.db, user?.id, version);
  });

  registry.implement('user-consent-form-get', 'signed-in', ({ database, user, input }) =>
    consentView(database.db, user.id, input.query.source),
  );

  registry.implement('user-consent-form-put', 'signed-in', async ({ database, user, input }) => {
    const { source } = input.query;
    const userId = user.id;
    const [form] = await database.db.select().from(consentForms).where(eq(consentForms.source, source));
    if (!form) throw notFound(`There is no consent form for "${source}".`);
    if (form.version !== input.body.version) {
      throw new HttpError(
        409,
        'consent_changed',
        'This form has changed since you opened it. Read the new version and answer again.',
      );
    }
    const answer = { version: form.version, accepted: input.body.accepted, answeredAt: new Date() };
    await database.db
      .insert(userConsents)
      .values({ userId, source, ...answer })
      .onConflictDoUpdate({ target: [userConsents.userId, userConsents.source], set: answer });
    return consentView(database.db, userId, source);
  });
}
