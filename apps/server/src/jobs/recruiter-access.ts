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

/**
 * The contract in force and the person's signature of it (null until they sign), in one statement: every
 * job-portal call asks both. Null when no contract has been published.
 */
export async function contractInForce(db: Db, userId: number) {
  const [row] = await db
    .select({ contract: recruiterContractVersions, signature: recruiterContractSignatures })
    .from(recruiterContractVersions)
    .leftJoin(
      recruiterContractSignatures,
      and(
        eq(recruiterContractSignatures.version, recruiterContractVersions.version),
        eq(recruiterContractSignatures.userId, userId),
      ),
    )
    .orderBy(desc(recruiterContractVersions.publishedAt))
    .limit(1);
  return row ?? null;
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
  const inForce = await contractInForce(db, user.id);
  if (inForce && !inForce.signature)
    throw new HttpError(
      428,
      'contract_not_signed',
      `Sign the recruiter contract (version ${inForce.contract.version}) before you use the job portal.`,
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
