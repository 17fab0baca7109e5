import { EDIT_HISTORY_READERS, hasRole } from '@learnforge/domain';
import { parse } from 'csv-parse/sync';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  batchEnrollments,
  orgBatchActivity,
  orgDealAccess,
  orgDeals,
  orgStudentProfiles,
  users,
} from '../db/schema';
import { type EditEntityType, recordEdit } from '../edit-history/record';
import { badRequest, notFound } from '../http/errors';
import type { Organization } from './scope';
import { refreshStudentStats } from './stats';

/** An upload names at most this many people; more belongs in several files. */
const MAX_CSV_ROWS = 5000;

const email = z.email();

interface AccessResult {
  processed: number;
  failed: { email: string; reason: string }[];
}

export async function orgDeal(db: Db, organization: Organization, dealId: number) {
  const [deal] = await db
    .select()
    .from(orgDeals)
    .where(and(eq(orgDeals.id, dealId), eq(orgDeals.organizationId, organization.id)));
  if (!deal) throw notFound(`Your organization has no deal ${dealId}.`);
  return deal;
}

export const activeLicences = (dealId: number) =>
  and(eq(orgDealAccess.dealId, dealId), isNull(orgDealAccess.revokedAt));

/** Addresses in the order given, each once, compared without case. */
function distinctEmails(emails: string[]) {
  const seen = new Set<string>();
  return emails
    .map((value) => value.trim())
    .filter((value) => {
      const key = value.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Emails of an uploaded CSV (one a line, first column, optional "email" header); bad rows become failures. */
async function emailsFromCsv(file: File): Promise<{ emails: string[]; failed: AccessResult['failed'] }> {
  if (!/\.(csv|txt)$/i.test(file.name) && !/^text\/(csv|plain)/.test(file.type))
    throw badRequest('Upload a .csv file.', { file: 'Only CSV files are accepted.' });
  let records: string[][];
  try {
    records = parse(await file.text(), {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
    }) as string[][];
  } catch {
    throw badRequest('The file is not a readable CSV file.', { file: 'Not CSV.' });
  }
  if (records[0]?.[0]?.toLowerCase() === 'email') records.shift();
  if (records.length === 0) throw badRequest('The file lists nobody.', { file: 'No rows.' });
  if (records.length > MAX_CSV_ROWS)
    throw badRequest(`A file may list at most ${MAX_CSV_ROWS} people.`, { file: 'Too many rows.' });
  const emails: string[] = [];
  const failed: AccessResult['failed'] = [];
  records.forEach((record, index) => {
    const value = (record[0] ?? '').trim();
    if (email.safeParse(value).success) emails.push(value);
    else failed.push({ email: value.slice(0, 200), reason: `Row ${index + 1}: not an email address.` });
  });
  return { emails, failed };
}

/**
 * Runs one change to a deal's licences in a transaction that holds the deal row locked (so two
 * uploads never oversell it), then refreshes the stats of the people `change` granted or removed and
 * records the active-licence count before and after in the deal's edit history.
 */
async function changeLicences(
  db: Db,
  organization: Organization,
  dealId: number,
  actor: SessionUser,
  change: (
    tx: Db,
    deal: Awaited<ReturnType<typeof orgDeal>>,
    active: number,
  ) => Promise<{ changed: number[]; activeAfter: number }>,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from org_deals where id = ${dealId} for update`);
    const deal = await orgDeal(tx, organization, dealId);
    const [counted] = await tx.select({ n: count() }).from(orgDealAccess).where(activeLicences(deal.id));
    const active = counted?.n ?? 0;
    const { changed, activeAfter } = await change(tx, deal, active);
    await refreshStudentStats(tx, organization.id, changed);
    await recordEdit(tx, {
      entityType: 'organization_deal',
      entityId: deal.id,
      actorId: actor.id,
      before: { active_licenses: active },
      after: { active_licenses: activeAfter },
    });
  });
}

/**
 * Grants a licence of the deal to each address. Each row runs in its own savepoint, so a bad row is
 * reported and the good ones stay; the deal row is locked so remaining licences never go below 0.
 */
export async function grantAccess(
  db: Db,
  organization: Organization,
  dealId: number,
  emails: string[],
  actor: SessionUser,
): Promise<AccessResult> {
  const result: AccessResult = { processed: 0, failed: [] };
  await changeLicences(db, organization, dealId, actor, async (tx, deal, active) => {
    const granted: number[] = [];
    let held = active;
    for (const address of distinctEmails(emails)) {
      const fail = (reason: string) => result.failed.push({ email: address, reason });
      const [person] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${address.toLowerCase()}`);
      if (!person) {
        fail('No account uses this email.');
        continue;
      }
      if (person.organizationId !== null && person.organizationId !== organization.id) {
        fail('This account belongs to another organization.');
        continue;
      }
      if (!person.roles.includes('learner')) {
        fail('Only learner accounts can hold a licence.');
        continue;
      }
      const [existing] = await tx
        .select({ id: orgDealAccess.id })
        .from(orgDealAccess)
        .where(and(activeLicences(deal.id), eq(orgDealAccess.userId, person.id)));
      if (existing) {
        fail('Already has access through this deal.');
        continue;
      }
      if (held >= deal.licensesPurchased) {
        fail('No licences left on this deal.');
        continue;
      }
      try {
        await tx.transaction(async (row) => {
          if (person.organizationId === null)
            await row.update(users).set({ organizationId: organization.id }).where(eq(users.id, person.id));
          await row.insert(orgDealAccess).values({ dealId: deal.id, userId: person.id, grantedBy: actor.id });
          await row
            .insert(batchEnrollments)
            .values({ batchId: deal.batchId, userId: person.id })
            .onConflictDoNothing();
          await row
            .insert(orgBatchActivity)
            .values({ batchId: deal.batchId, userId: person.id })
            .onConflictDoNothing();
          await row
            .insert(orgStudentProfiles)
            .values({ userId: person.id, organizationId: organization.id })
            .onConflictDoNothing();
        });
        held += 1;
        granted.push(person.id);
        result.processed += 1;
      } catch {
        fail('Access could not be granted; try this row again.');
      }
    }
    return { changed: granted, activeAfter: held };
  });
  return result;
}

export async function revokeAccess(
  db: Db,
  organization: Organization,
  dealId: number,
  emails: string[],
  actor: SessionUser,
): Promise<AccessResult> {
  const result: AccessResult = { processed: 0, failed: [] };
  await changeLicences(db, organization, dealId, actor, async (tx, deal, active) => {
    const left: number[] = [];
    for (const address of distinctEmails(emails)) {
      const [licence] = await tx
        .select({ id: orgDealAccess.id, userId: orgDealAccess.userId })
        .from(orgDealAccess)
        .innerJoin(users, eq(users.id, orgDealAccess.userId))
        .where(and(activeLicences(deal.id), sql`lower(${users.email}) = ${address.toLowerCase()}`));
      if (!licence) {
        result.failed.push({ email: address, reason: 'Has no access through this deal.' });
        continue;
      }
      await tx.update(orgDealAccess).set({ revokedAt: new Date() }).where(eq(orgDealAccess.id, licence.id));
      // Leaves the batch unless another live deal of the organization still covers it.
      const [otherLicence] = await tx
        .select({ id: orgDealAccess.id })
        .from(orgDealAccess)
        .innerJoin(orgDeals, eq(orgDeals.id, orgDealAccess.dealId))
        .where(
          and(
            eq(orgDealAccess.userId, licence.userId),
            isNull(orgDealAccess.revokedAt),
            eq(orgDeals.batchId, deal.batchId),
          ),
        );
      if (!otherLicence) {
        await tx
          .delete(batchEnrollments)
          .where(
            and(eq(batchEnrollments.batchId, deal.batchId), eq(batchEnrollments.userId, licence.userId)),
          );
        // Every view of the batch (leaderboard, progress, reports, their CSVs) reads this row: a learner
        // who left the batch must leave all of them, as the batch header's count already says.
        await tx
          .delete(orgBatchActivity)
          .where(
            and(eq(orgBatchActivity.batchId, deal.batchId), eq(orgBatchActivity.userId, licence.userId)),
          );
        left.push(licence.userId);
      }
      result.processed += 1;
    }
    return { changed: left, activeAfter: active - result.processed };
  });
  return result;
}

export function uniqueHandleBase(address: string) {
  const local = address
    .split('@')[0]!
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return (local || 'student').slice(0, 40);
}

/** Who may read the history of each kind of entity: the roles that edit it (domain EDIT_HISTORY_READERS). */
export function mayReadHistory(user: SessionUser, entityType: Exclude<EditEntityType, 'organization_deal'>) {
  return hasRole(user.roles, ...EDIT_HISTORY_READERS[entityType]);
}

/** Grants or revokes the emails of an uploaded CSV; the file's bad lines are reported with the action's. */
export async function accessFromCsv(
  db: Db,
  organization: Organization,
  body: { deal_id: number; file: File },
  user: SessionUser,
  action: typeof grantAccess,
) {
  await orgDeal(db, organization, body.deal_id);
  const { emails, failed } = await emailsFromCsv(body.file);
  const result = await action(db, organization, body.deal_id, emails, user);
  return { processed: result.processed, failed: [...failed, ...result.failed] };
}
