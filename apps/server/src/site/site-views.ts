import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consentForms, siteMenuItems, termsOfServiceVersions, userConsents } from '../db/schema-site';
import { notFound } from '../http/errors';
import { TERMS_CONSENT_SOURCE } from './content';

type Menu = (typeof siteMenuItems.$inferSelect)['menu'];

/** Top items of a menu, in order, each with its children in order. */
export async function menuTree(db: Db, menu: Menu) {
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

export async function termsView(db: Db, userId: number | undefined, version?: string) {
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

export async function consentView(db: Db, userId: number, source: string) {
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
