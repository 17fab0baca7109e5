import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Handler, OrganizationHandler } from '../../api/registry';
import { hashPassword } from '../../auth/passwords';
import { likePattern } from '../../db/escape-like';
import { pageOf, paging } from '../../db/paging';
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
} from '../../db/schema';
import { listEdits } from '../../edit-history/record';
import { forbidden, HttpError } from '../../http/errors';
import {
  accessFromCsv,
  activeLicences,
  grantAccess,
  mayReadHistory,
  orgDeal,
  revokeAccess,
  uniqueHandleBase,
} from '../access-grants';
import { orgBatch, searchUsers } from '../queries';
import { resolveOrganization } from '../scope';
import { refreshStudentStats } from '../stats';

export const handleOrgCompanyDeals: OrganizationHandler<'org-company-deals'> = async ({
  organization,
  input,
  database: { db },
}) => {
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
};

export const handleOrgCompanyDealActiveUsers: OrganizationHandler<'org-company-deal-active-users'> = async ({
  organization,
  input,
  database: { db },
}) => {
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
};

export const handleOrgCompanyUserGrantAccess: OrganizationHandler<'org-company-user-grant-access'> = async ({
  organization,
  input,
  user,
  database: { db },
}) => {
  return grantAccess(db, organization, input.body.deal_id, input.body.emails, user);
};

export const handleOrgGrantAccessUploadCsv: OrganizationHandler<'org-grant-access-upload-csv'> = async ({
  organization,
  input,
  user,
  database: { db },
}) => {
  return accessFromCsv(db, organization, input.body, user, grantAccess);
};

export const handleOrgRevokeAccess: OrganizationHandler<'org-revoke-access'> = async ({
  organization,
  input,
  user,
  database: { db },
}) => {
  return revokeAccess(db, organization, input.query.deal_id, input.body.emails, user);
};

export const handleOrgRevokeAccessUploadCsv: OrganizationHandler<'org-revoke-access-upload-csv'> = async ({
  organization,
  input,
  user,
  database: { db },
}) => {
  return accessFromCsv(db, organization, input.body, user, revokeAccess);
};

export const handleOrgUniversityUserCreate: OrganizationHandler<'org-university-user-create'> = async ({
  organization,
  input,
  database: { db },
}) => {
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
      .where(and(eq(orgInstitutes.id, body.institute_id), eq(orgInstitutes.organizationId, organization.id)));
    // Another organization's institute is as absent as one never made, like every id from the client.
    if (!institute)
      throw new HttpError(404, 'not_found', 'Your organization has no such institute.', {
        institute_id: 'Choose one of your institutes.',
      });
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
};

export const handleOrgEditHistory: Handler<'org-edit-history'> = async ({
  input,
  user,
  database: { db },
}) => {
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
};
