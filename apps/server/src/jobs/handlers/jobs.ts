import { AREA_ROLES, hasRole, isSuperAdmin } from '@learnforge/domain';
import { and, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { jobs, recruiterProducts, users } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { columnsOf, type JobForm, jobOutput } from '../job-form';
import { portalJobOutput } from '../portal-queries';
import { ownJob, recruiterScope } from '../recruiter-access';

export const handleAdminJobsList: Handler<'x-admin-jobs-list'> = async ({
  input,
  user,
  database: { db },
}) => {
  const scope = await recruiterScope(db, user);
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? 20;
  const where = and(
    input.query.search ? ilike(jobs.title, `%${escapeLike(input.query.search)}%`) : undefined,
    scope === null ? undefined : eq(jobs.ownerOrganizationId, scope),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ job: jobs, recruiter: users.handle })
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.recruiterId))
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(jobs).where(where),
  ]);
  return {
    results: rows.map(({ job, recruiter }) => ({
      id: job.id,
      title: job.title,
      organization_name: (job.organization as { name: string }).name,
      publish_date: job.publishDate,
      last_apply_date: job.lastApplyDate,
      recruiter_handle: recruiter,
    })),
    count: total?.count ?? 0,
    page,
    page_size: pageSize,
  };
};

export const handleAdminJobEditGet: Handler<'admin-job-edit-get'> = async ({
  input,
  user,
  database: { db },
}) => jobOutput(db, (await ownJob(db, user, input.path.id)).job);

/**
 * Posts a job. A recruiter's posting uses one unit of their organization's `job_posting` product in the
 * same transaction: the conditional decrement takes the row's lock, so of concurrent posts for the last
 * unit exactly one wins, and the quantity never falls below 0 (001 §5; the table's check says so too).
 */
async function postJob(db: Db, user: SessionUser, form: JobForm) {
  const scope = await recruiterScope(db, user);
  const columns = await columnsOf(db, form);
  return db.transaction(async (tx) => {
    if (scope !== null) {
      const [used] = await tx
        .update(recruiterProducts)
        .set({ remainingQuantity: sql`${recruiterProducts.remainingQuantity} - 1` })
        .where(
          and(
            eq(recruiterProducts.organizationId, scope),
            eq(recruiterProducts.product, 'job_posting'),
            gt(recruiterProducts.remainingQuantity, 0),
            or(isNull(recruiterProducts.expiresAt), gt(recruiterProducts.expiresAt, new Date())),
          ),
        )
        .returning({ left: recruiterProducts.remainingQuantity });
      if (!used)
        throw new HttpError(
          409,
          'no_job_postings_left',
          'Your organization has no job postings left: buy more to post this job. Nothing was posted.',
        );
    }
    const [inserted] = await tx
      .insert(jobs)
      // A recruiter who posts a job is its recruiter from the start; staff who post for others assign one.
      .values({
        ...columns,
        createdBy: user.id,
        ownerOrganizationId: scope,
        ...(user.roles.includes('recruiter') ? { recruiterId: user.id } : {}),
      })
      .returning();
    return inserted!;
  });
}

/** Replaces a job's whole form, checked as a new one is (the stored contest may stay even if cancelled since). */
async function replaceJob(db: Db, user: SessionUser, id: number, form: JobForm) {
  const existing = (await ownJob(db, user, id)).job;
  const columns = await columnsOf(db, form, existing.contestSlug);
  const [row] = await db
    .update(jobs)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  return row!;
}

export const handleAdminJobAdd: Handler<'admin-job-add'> = async ({ input, user, database: { db } }) =>
  jobOutput(db, await postJob(db, user, input.body));

export const handleAdminJobEditPut: Handler<'admin-job-edit-put'> = async ({
  input,
  user,
  database: { db },
}) => jobOutput(db, await replaceJob(db, user, input.path.id, input.body));

/** The job portal's own create and edit (001 §7): the job editor's form and checks, answered with the job's stage. */
export const handleJobPortalCreate: Handler<'job-portal-create'> = async ({
  input,
  user,
  database: { db },
}) => portalJobOutput(db, await postJob(db, user, input.body));

export const handleJobPortalEdit: Handler<'job-portal-edit'> = async ({ input, user, database: { db } }) =>
  portalJobOutput(db, await replaceJob(db, user, input.path.id, input.body));

export const handleAdminJobEditPost: Handler<'admin-job-edit-post'> = async ({
  input,
  user,
  database: { db },
}) => {
  const existing = (await ownJob(db, user, input.path.id)).job;
  const current = await jobOutput(db, existing);
  // The fields sent replace the stored ones; the whole job is then checked as one form.
  const merged: JobForm = {
    ...current,
    ...Object.fromEntries(Object.entries(input.body).filter(([, v]) => v !== undefined)),
  } as JobForm;
  const columns = await columnsOf(db, merged, existing.contestSlug);
  const [row] = await db
    .update(jobs)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(jobs.id, input.path.id))
    .returning();
  return jobOutput(db, row!);
};

export const handleAdminJobAssignRecruiter: Handler<'admin-job-assign-recruiter'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { job } = await ownJob(db, user, input.path.id);
  const [recruiter] = await db
    .select({ id: users.id, roles: users.roles, name: users.name, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.handle, input.body.recruiter_handle));
  if (!recruiter)
    throw badRequest('There is no one with this handle.', { recruiter_handle: 'Unknown handle.' });
  if (!hasRole(recruiter.roles, ...AREA_ROLES.jobs))
    throw badRequest(`${recruiter.name} is not a recruiter.`, { recruiter_handle: 'Not a recruiter.' });
  // An organization's job is handled by its own recruiters: they see its candidates' résumés and contact details.
  if (
    job.ownerOrganizationId !== null &&
    !isSuperAdmin(recruiter.roles) &&
    recruiter.organizationId !== job.ownerOrganizationId
  )
    throw badRequest(`${recruiter.name} recruits for another organization.`, {
      recruiter_handle: "Not a recruiter of this job's organization.",
    });
  await db
    .update(jobs)
    .set({ recruiterId: recruiter.id, updatedAt: new Date() })
    .where(eq(jobs.id, input.path.id));
  return { message: `${recruiter.name} now handles this job.` };
};
