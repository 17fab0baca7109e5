import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { problemDetails, problems } from '../db/schema';

export const difficulties = ['basic', 'easy', 'medium', 'hard'] as const;

export type Difficulty = (typeof difficulties)[number];

export const defaultPageSize = 20;

/** URL-safe form of a topic or company name ("Demo Company" → "demo-company"). */
export function tagSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Published problems the caller may list: private ones only with a session. */
export function listable(user: SessionUser | null): SQL {
  return user
    ? eq(problems.published, true)
    : and(eq(problems.published, true), eq(problems.isPublic, true))!;
}

/** Every topic and company in use, with how many listable problems carry it. */
export async function tagCounts(db: Db, user: SessionUser | null) {
  const rows = await db
    .select({ topics: problemDetails.topics, companies: problemDetails.companies })
    .from(problems)
    .innerJoin(problemDetails, eq(problemDetails.problemId, problems.id))
    .where(listable(user));
  const tally = (lists: string[][]) => {
    const counts = new Map<string, { slug: string; name: string; problems_count: number }>();
    for (const list of lists)
      for (const name of new Set(list)) {
        const slug = tagSlug(name);
        if (!slug) continue;
        const entry = counts.get(slug) ?? { slug, name, problems_count: 0 };
        entry.problems_count += 1;
        counts.set(slug, entry);
      }
    return [...counts.values()].sort(
      (a, b) => b.problems_count - a.problems_count || a.name.localeCompare(b.name),
    );
  };
  return {
    topics: tally(rows.map((row) => row.topics)),
    companies: tally(rows.map((row) => row.companies)),
  };
}

/** Names stored on problems for the requested slugs; an unknown slug matches nothing rather than failing. */
export function namesFor(slugs: string[], known: { slug: string; name: string }[]): string[] {
  const wanted = new Set(slugs.map(tagSlug));
  return known.filter((tag) => wanted.has(tag.slug)).map((tag) => tag.name);
}

export const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
