import { createHmac, timingSafeEqual } from 'node:crypto';
import { JUDGE_LANGUAGES, type JudgeLanguage } from '@learnforge/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { problemCodeDrafts } from '../db/schema';
import { forbidden, HttpError, notFound } from '../http/errors';

/**
 * How long a write token lasts. The page asks for a fresh one whenever the learner types with less than
 * `WRITE_TOKEN_RENEW_SECONDS` left (ADR 0096), so a token is always good for a while after the last keystroke.
 */
export const WRITE_TOKEN_SECONDS = 60 * 60;

/** `code-{problemId}-{userId}`: one learner's draft of one problem (002 §3 userEntityId). */
const DRAFT_ENTITY = /^code-([1-9]\d{0,9})-([1-9]\d{0,9})$/;

export const draftEntityId = (problemId: number, userId: number) => `code-${problemId}-${userId}`;

/**
 * Whose draft of which problem an entity id names. Not a draft id: 404. Someone else's draft: 403, before
 * anything about the problem is looked up, so the answer says nothing about another learner.
 */
export function ownDraftEntity(entityId: string, user: SessionUser): { problemId: number } {
  const match = DRAFT_ENTITY.exec(entityId);
  if (!match) throw notFound('There is no such thing to write to.');
  if (Number(match[2]) !== user.id) throw forbidden('This draft belongs to someone else.');
  return { problemId: Number(match[1]) };
}

/**
 * The token's MAC is keyed by the session's own secret (the cookie), so it is bound to that session: after
 * signing out, or with someone else signed in on the same browser, the same token is worthless. It names the
 * person, the entity and the expiry; no server-side secret or table is needed, on any instance.
 */
function mac(sessionToken: string, userId: number, entityId: string, expires: number): Buffer {
  return createHmac('sha256', sessionToken).update(`write-token:${userId}:${entityId}:${expires}`).digest();
}

export function issueWriteToken(
  sessionToken: string,
  userId: number,
  entityId: string,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const expires = Math.floor(now / 1000) + WRITE_TOKEN_SECONDS;
  return {
    token: `${expires}.${mac(sessionToken, userId, entityId, expires).toString('base64url')}`,
    expiresAt: new Date(expires * 1000),
  };
}

const tokenRefused = (code: string, message: string) => new HttpError(403, code, message);

/** Refuses a token not made for this session, person and entity (403), or one past its expiry. */
export function checkWriteToken(
  token: string,
  sessionToken: string,
  userId: number,
  entityId: string,
  now = Date.now(),
): void {
  const [expiresText, signature = ''] = token.split('.');
  const expires = Number(expiresText);
  const given = Buffer.from(signature, 'base64url');
  const expected = Number.isSafeInteger(expires) ? mac(sessionToken, userId, entityId, expires) : null;
  if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw tokenRefused(
      'write_token_invalid',
      'This save was not made by the page you opened while signed in. Reload the page to keep saving.',
    );
  if (expires * 1000 <= now)
    throw tokenRefused('write_token_expired', 'The page’s permission to save has run out. Reload the page.');
}

export async function saveDraft(
  db: Db,
  draft: { userId: number; problemId: number; language: JudgeLanguage; code: string },
): Promise<Date> {
  const [row] = await db
    .insert(problemCodeDrafts)
    .values(draft)
    .onConflictDoUpdate({
      target: [problemCodeDrafts.userId, problemCodeDrafts.problemId, problemCodeDrafts.language],
      set: { code: draft.code, savedAt: sql`now()` },
    })
    .returning({ savedAt: problemCodeDrafts.savedAt });
  if (!row) throw new Error('saving the draft returned no row');
  return row.savedAt;
}

/** The caller's drafts of one problem, per language the judge still offers. */
export async function draftsOf(
  db: Db,
  userId: number,
  problemId: number,
): Promise<Partial<Record<JudgeLanguage, { code: string; saved_at: string }>>> {
  const rows = await db
    .select()
    .from(problemCodeDrafts)
    .where(and(eq(problemCodeDrafts.userId, userId), eq(problemCodeDrafts.problemId, problemId)));
  const drafts: Partial<Record<JudgeLanguage, { code: string; saved_at: string }>> = {};
  for (const row of rows)
    if ((JUDGE_LANGUAGES as readonly string[]).includes(row.language))
      drafts[row.language as JudgeLanguage] = { code: row.code, saved_at: row.savedAt.toISOString() };
  return drafts;
}
