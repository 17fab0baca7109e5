import { randomBytes } from 'node:crypto';
import { AREA_ROLES, EDIT_HISTORY_READERS, hasRole } from '@learnforge/domain';
import { parse } from 'csv-parse/sync';
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { EndpointRegistry } from '../api/registry';
import { hashPassword } from '../auth/passwords';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  batchEnrollments,
  batches,
  orgBatchActivity,
  orgDealAccess,
  orgDeals,
  orgInstitutes,
  orgStudentProfiles,
  orgStudentStats,
  users,
} from '../db/schema';
import { type EditEntityType, listEdits, recordEdit } from '../edit-history/record';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { likePattern, orgBatch, pageOf, paging, searchUsers } from './queries';
import { type Organization, resolveOrganization } from './scope';
import { refreshStudentStats } from './stats';

/** An upload names at most this many people; more belongs in several files. */
const MAX_CSV_ROWS = 5000;
const email = z.email();

interface AccessResult {
  processed: number;
  failed: { email: string; reason: string }[];
}

async function orgDeal(db: Db, organization: Organization, dealId: number) {
  const [deal] = await db
    .select()
    .from(orgDeals)
    .where(and(eq(orgDeals.id, dealId), eq(orgDeals.organizationId, organization.id)));
  if (!deal) throw notFound(`Your organization has no deal ${dealId}.`);
  return deal;
}

const activeLicences = (dealId: number) =>
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
 * Grants a licence of the deal to each address. Each row runs in its own savepoint, so a bad row is
 * reported and the good ones stay; the deal row is locked so remaining licences never go below 0.
 */
async function grantAccess(
  db: Db,
  organization: Organization,
  dealId: number,
  emails: string[],
  actor: SessionUser,
): Promise<AccessResult> {
  const result: AccessResult = { processed: 0, failed: [] };
  const granted: number[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from org_deals where id = ${dealId} for update`);
    const deal = await orgDeal(tx, organization, dealId);
    const [active] = await tx.select({ n: count() }).from(orgDealAccess).where(activeLicences(deal.id));
    let held = active?.n ?? 0;
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
    await refreshStudentStats(tx, organization.id, granted);
    await recordEdit(tx, {
      entityType: 'organization_deal',
      entityId: deal.id,
      actorId: actor.id,
      before: { active_licenses: active?.n ?? 0 },
      after: { active_licenses: held },
    });
  });
  return result;
}

async function revokeAccess(
  db: Db,
  organization: Organization,
  dealId: number,
  emails: string[],
  actor: SessionUser,
): Promise<AccessResult> {
  const result: AccessResult = { processed: 0, failed: [] };
  const left: number[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from org_deals where id = ${dealId} for update`);
    const deal = await orgDeal(tx, organization, dealId);
    const [active] = await tx.select({ n: count() }).from(orgDealAccess).where(activeLicences(deal.id));
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
    await refreshStudentStats(tx, organization.id, left);
    await recordEdit(tx, {
      entityType: 'organization_deal',
      entityId: deal.id,
      actorId: actor.id,
      before: { active_licenses: active?.n ?? 0 },
      after: { active_licenses: (active?.n ?? 0) - result.processed },
    });
  });
  return result;
}

function uniqueHandleBase(address: string) {
  const local = address
    .split('@')[0]!
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return (local || 'student').slice(0, 40);
}

/** Who may read the history of each kind of entity: the roles that edit it (domain EDIT_HISTORY_READERS). */
function mayReadHistory(user: SessionUser, entityType: Exclude<EditEntityType, 'organization_deal'>) {
  return hasRole(user.roles, ...EDIT_HISTORY_READERS[entityType]);
}

/** Grants or revokes the emails of an uploaded CSV; the file's bad lines are reported with the action's. */
async function accessFromCsv(
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

export function registerAccessEndpoints(registry: EndpointRegistry): void {
  registry.implementForOrganization(
    'org-company-deals',
    AREA_ROLES.orgDashboard,
    async ({ organization, input, database: { db } }) => {
      const pattern = likePattern(input.query.search);
      const query = db
        .select({
          deal: orgDeals,
          batch: { slug: batches.slug, name: batches.name },
          active:
            sql<number>`(select count(*) from ${orgDealAccess} where ${orgDealAccess.dealId} = ${orgDeals.id}
            and ${orgDealAccess.revokedAt} is null)`.mapWith(Number),
        })
        .from(orgDeals)
        .innerJoin(batches, eq(batches.id, orgDeals.batchId))
        .where(
          and(
            eq(orgDeals.organizationId, organization.id),
            pattern ? or(ilike(orgDeals.dealNumber, pattern), ilike(batches.name, pattern)) : undefined,
          ),
        )
        .$dynamic();
      return pageOf(db, input.query, query, [desc(orgDeals.startDate), asc(orgDeals.id)], (row) => ({
        deal_id: row.deal.id,
        deal_number: row.deal.dealNumber,
        start_date: row.deal.startDate.toISOString(),
        expiry_date: row.deal.expiryDate.toISOString(),
        batch: row.batch,
        licenses_purchased: row.deal.licensesPurchased,
        active_licenses: row.active,
        remaining_licenses: Math.max(0, row.deal.licensesPurchased - row.active),
      }));
    },
  );

  registry.implementForOrganization(
    'org-company-deal-active-users',
    AREA_ROLES.orgDashboard,
    async ({ organization, input, database: { db } }) => {
      const deal = await orgDeal(db, organization, input.path.dealId);
      const query = db
        .select({
          handle: users.handle,
          name: users.name,
          email: users.email,
          grantedAt: orgDealAccess.grantedAt,
          lastActiveAt: orgStudentStats.lastActiveAt,
        })
        .from(orgDealAccess)
        .innerJoin(users, eq(users.id, orgDealAccess.userId))
        .leftJoin(orgStudentStats, eq(orgStudentStats.userId, users.id))
        .where(and(activeLicences(deal.id), searchUsers(input.query.search)))
        .$dynamic();
      return pageOf(db, input.query, query, [desc(orgDealAccess.grantedAt), asc(users.id)], (row) => ({
        handle: row.handle,
        name: row.name,
        email: row.email,
        granted_at: row.grantedAt.toISOString(),
        last_active_at: row.lastActiveAt?.toISOString() ?? null,
      }));
    },
  );

  registry.implementForOrganization(
    'org-company-user-grant-access',
    AREA_ROLES.orgDashboard,
    async ({ organization, input, user, database: { db } }) => {
      return grantAccess(db, organization, input.body.deal_id, input.body.emails, user);
    },
  );

  registry.implementForOrganization(
    'org-grant-access-upload-csv',
    AREA_ROLES.orgDashboard,
    async ({ organization, input, user, database: { db } }) => {
      return accessFromCsv(db, organization, input.body, user, grantAccess);
    },
  );

  registry.implementForOrganization(
    'org-revoke-access',
    AREA_ROLES.orgDashboard,
    async ({ organization, input, user, database: { db } }) => {
      return revokeAccess(db, organization, input.query.deal_id, input.body.emails, user);
    },
  );

  registry.implementForOrganization(
    'org-revoke-access-upload-csv',
    AREA_ROLES.orgDashboard,
    async ({ organization, input, user, database: { db } }) => {
      return accessFromCsv(db, organization, input.body, user, revokeAccess);
    },
  );

  registry.implementForOrganization(
    'org-university-user-create',
    AREA_ROLES.orgDashboard,
    async ({ organization, input, database: { db } }) => {
      if (organization.type !== 'institute') throw forbidden('Only institutes create university accounts.');
      const body = input.body;
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`);
      if (taken)
        throw new HttpError(409, 'conflict', 'An account with this email already exists.', {
          email: 'Already registered.',
        });
      if (body.institute_id !== undefined) {
        const [institute] = await db
          .select({ id: orgInstitutes.id })
          .from(orgInstitutes)
          .where(
            and(eq(orgInstitutes.id, body.institute_id), eq(orgInstitutes.organizationId, organization.id)),
          );
        if (!institute)
          throw badRequest('Choose one of your institutes.', { institute_id: 'Not an institute of yours.' });
      }
      const batch = body.batch_slug ? await orgBatch(db, organization, body.batch_slug) : undefined;
      // The person sets a password through "forgot password"; nobody knows this one.
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      const created = await db.transaction(async (tx) => {
        const base = uniqueHandleBase(body.email);
        const similar = await tx
          .select({ handle: users.handle })
          .from(users)
          .where(sql`${users.handle} = ${base} or ${users.handle} like ${`${base}-%`}`);
        const handles = new Set(similar.map((row) => row.handle));
        let handle = base;
        for (let n = 2; handles.has(handle); n++) handle = `${base}-${n}`;
        const [person] = await tx
          .insert(users)
          .values({
            email: body.email,
            name: body.name.trim(),
            handle,
            passwordHash,
            roles: ['learner'],
            organizationId: organization.id,
          })
          .returning();
        await tx.insert(orgStudentProfiles).values({
          userId: person!.id,
          organizationId: organization.id,
          instituteId: body.institute_id ?? null,
          degree: body.degree?.trim() ?? '',
          branch: body.branch?.trim() ?? '',
          section: body.section?.trim() ?? '',
        });
        if (batch) {
          await tx.insert(batchEnrollments).values({ batchId: batch.id, userId: person!.id });
          await tx.insert(orgBatchActivity).values({ batchId: batch.id, userId: person!.id });
        }
        await refreshStudentStats(tx, organization.id, [person!.id]);
        return person!;
      });
      return { handle: created.handle, name: created.name, email: created.email };
    },
  );

  registry.implement('org-edit-history', 'signed-in', async ({ input, user, database: { db } }) => {
    const { entity_type: entityType, entity_id: entityId } = input.query;
    if (entityType === 'organization_deal') {
      const organization = await resolveOrganization(db, user, input.query.slug);
      await orgDeal(db, organization, entityId);
    } else if (!mayReadHistory(user, entityType)) {
      throw forbidden('You cannot see the edit history of this item.');
    }
    const { page, pageSize } = paging(input.query);
    const history = await listEdits(db, { entityType, entityId, page, pageSize });
    return { ...history, page, page_size: pageSize };
  });
}
