import { isSuperAdmin } from '@learnforge/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { jobs, recruiterContractSignatures, recruiterContractVersions } from '../db/schema';
import { forbidden, HttpError, notFound } from '../http/errors';

/** The contract version in force: the newest published. */
export async function currentContract(db: Db) {
  const [contract] = await db
    .select()
    .from(recruiterContractVersions)
    .orderBy(desc(recruiterContractVersions.publishedAt))
    .limit(1);
  return contract ?? null;
}

export async function signatureOf(db: Db, userId: number, version: string) {
  const [signature] = await db
    .select()
    .from(recruiterContractSignatures)
    .where(
      and(eq(recruiterContractSignatures.userId, userId), eq(recruiterContractSignatures.version, version)),
    );
  return signature ?? null;
}

/**
 * Who a job-portal call acts for: `null` for a super admin (every organization), else the recruiter's
 * organization, once they have signed the contract in force (001 §6). Until then every call but the
 * permission check and the contract itself answers 428, so nothing else works before it is signed.
 */
export async function recruiterScope(db: Db, user: SessionUser): Promise<number | null> {
  if (isSuperAdmin(user.roles)) return null;
  if (!user.organization)
    throw forbidden('Your recruiter account belongs to no organization yet; ask support to add it to one.');
  const contract = await currentContract(db);
  if (contract && !(await signatureOf(db, user.id, contract.version)))
    throw new HttpError(
      428,
      'contract_not_signed',
      `Sign the recruiter contract (version ${contract.version}) before you use the job portal.`,
    );
  return user.organization.id;
}

/** A job the caller may manage: 404 when there is none, 403 when it is another organization's. */
export async function ownJob(db: Db, user: SessionUser, id: number) {
  const scope = await recruiterScope(db, user);
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!job) throw notFound('There is no such job.');
  if (scope !== null && job.ownerOrganizationId !== scope)
    throw forbidden('This job belongs to another organization.');
  return { job, scope };
}
