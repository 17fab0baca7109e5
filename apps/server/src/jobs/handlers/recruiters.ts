import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import {
  contestAttempts,
  contests,
  jobApplications,
  jobAssessmentInvites,
  jobAssessments,
  jobs,
  recruiterContractSignatures,
  recruiterProducts,
  users,
} from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { type CsvColumn, csvDownload, pages } from '../../org-dashboard/csv';
import { isOpen } from '../portal-queries';
import { contractInForce, currentContract, ownJob, recruiterScope } from '../recruiter-access';
import { assessmentMaxScore, contestOfAssessment, ownAssessment } from './assessments';

const PAGE_SIZE = 20;
/** The pipeline's order: a candidate moves forward, or is rejected; hired and rejected are final. */
const PIPELINE = ['applied', 'shortlisted', 'interview', 'offer', 'hired'] as const;
type Stage = (typeof jobApplications.$inferSelect)['status'];
const STAGE_LABEL: Record<Stage, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

function canMove(from: Stage, to: Stage): boolean {
  if (from === 'hired' || from === 'rejected') return false;
  if (to === 'rejected') return true;
  return (
    PIPELINE.indexOf(to as (typeof PIPELINE)[number]) > PIPELINE.indexOf(from as (typeof PIPELINE)[number])
  );
}

export const handleRecruiterCheckPermission: Handler<'recruiter-check-permission'> = async ({
  user,
  database: { db },
}) => {
  const inForce = await contractInForce(db, user.id);
  const signed = !inForce || Boolean(inForce.signature);
  const products = user.organization
    ? await db
        .select()
        .from(recruiterProducts)
        .where(eq(recruiterProducts.organizationId, user.organization.id))
        .orderBy(asc(recruiterProducts.product))
    : [];
  return {
    is_recruiter: user.roles.includes('recruiter'),
    organization: user.organization?.name ?? null,
    hasSignedLegalContract: signed,
    products: products.map((row) => ({
      product: row.product,
      remaining_quantity: row.remainingQuantity,
      expires_at: row.expiresAt?.toISOString() ?? null,
    })),
  };
};

async function contractAnswer(db: Parameters<typeof currentContract>[0], userId: number) {
  const inForce = await contractInForce(db, userId);
  if (!inForce) throw notFound('There is no recruiter contract to sign.');
  const { contract, signature } = inForce;
  return {
    version: contract.version,
    body: contract.body,
    hasSignedLegalContract: Boolean(signature),
    signed_at: signature?.signedAt.toISOString() ?? null,
    signed_by: signature ? `${signature.signatoryName}, ${signature.signatoryDesignation}` : null,
  };
}

export const handleJobPortalLegalContractGet: Handler<'job-portal-legal-contract-get'> = async ({
  user,
  database: { db },
}) => contractAnswer(db, user.id);

/** Signs the version in force once: who, as what, when and from which address. Signing again keeps the first. */
export const handleJobPortalLegalContractPost: Handler<'job-portal-legal-contract-post'> = async ({
  input,
  user,
  request,
  database: { db },
}) => {
  const contract = await currentContract(db);
  if (!contract) throw notFound('There is no recruiter contract to sign.');
  if (input.body.version !== contract.version)
    throw new HttpError(
      409,
      'contract_changed',
      `The contract changed while you read it: read version ${contract.version} and sign that one.`,
    );
  await db
    .insert(recruiterContractSignatures)
    .values({
      userId: user.id,
      version: contract.version,
      signatoryName: input.body.signatory_name,
      signatoryDesignation: input.body.signatory_designation,
      ipAddress: request.ip,
    })
    .onConflictDoNothing();
  return contractAnswer(db, user.id);
};

export const handleJobPortalJobs: Handler<'x-job-portal-jobs'> = async ({ user, database: { db } }) => {
  const scope = await recruiterScope(db, user);
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      lastApplyDate: jobs.lastApplyDate,
      open: sql<boolean>`${isOpen}`,
    })
    .from(jobs)
    .where(scope === null ? undefined : eq(jobs.ownerOrganizationId, scope))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(200);
  const counts = rows.length
    ? await db
        .select({
          jobId: jobApplications.jobId,
          status: jobApplications.status,
          n: sql<number>`count(*)::int`,
        })
        .from(jobApplications)
        .where(
          inArray(
            jobApplications.jobId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(jobApplications.jobId, jobApplications.status)
    : [];
  const countOf = (jobId: number, status: Stage) =>
    counts.find((row) => row.jobId === jobId && row.status === status)?.n ?? 0;
  return {
    open_jobs: rows.filter((row) => row.open).length,
    results: rows.map((row) => ({
      id: row.id,
      title: row.title,
      is_open: row.open,
      last_apply_date: row.lastApplyDate,
      applicants: {
        applied: countOf(row.id, 'applied'),
        shortlisted: countOf(row.id, 'shortlisted'),
        interview: countOf(row.id, 'interview'),
        offer: countOf(row.id, 'offer'),
        hired: countOf(row.id, 'hired'),
        rejected: countOf(row.id, 'rejected'),
      },
    })),
  };
};

const candidateColumns = {
  id: jobApplications.id,
  handle: users.handle,
  name: users.name,
  email: users.email,
  phone: jobApplications.phone,
  city: jobApplications.city,
  graduationYear: jobApplications.graduationYear,
  workExperience: jobApplications.workExperience,
  status: jobApplications.status,
  rejectionReason: jobApplications.rejectionReason,
  appliedAt: jobApplications.appliedAt,
};

/** What the candidate list shows of one sitting of an assessment's contest (null before it is generated). */
async function resultReader(db: Db, assessment: typeof jobAssessments.$inferSelect) {
  const contest = await contestOfAssessment(db, assessment);
  const maxScore = await assessmentMaxScore(db, assessment);
  return async (people: { userId: number | null; email: string }[]) => {
    const userIds = people.flatMap((person) => (person.userId === null ? [] : [person.userId]));
    const emails = people.map((person) => person.email.toLowerCase());
    const [attempts, invites] = await Promise.all([
      contest && userIds.length
        ? db
            .select()
            .from(contestAttempts)
            .where(and(eq(contestAttempts.contestId, contest.id), inArray(contestAttempts.userId, userIds)))
        : [],
      emails.length
        ? db
            .select()
            .from(jobAssessmentInvites)
            .where(
              and(
                eq(jobAssessmentInvites.assessmentId, assessment.id),
                inArray(jobAssessmentInvites.email, emails),
              ),
            )
        : [],
    ]);
    return (person: { userId: number | null; email: string }) => {
      const attempt = attempts.find((row) => row.userId === person.userId);
      const invite = invites.find((row) => row.email === person.email.toLowerCase());
      return {
        mcs_id: assessment.id,
        title: assessment.title,
        state: attempt
          ? attempt.endedAt
            ? ('finished' as const)
            : ('started' as const)
          : invite
            ? ('invited' as const)
            : ('not_invited' as const),
        invited_at: invite?.invitedAt.toISOString() ?? null,
        score: attempt ? attempt.quizScore + attempt.codingScore : null,
        max_score: maxScore,
        warnings: attempt?.warningsCount ?? 0,
        terminated: attempt?.endReason === 'terminated',
      };
    };
  };
}

/** The assessment whose contest a job names, if any. */
async function assessmentOfJob(db: Db, contestSlug: string | null) {
  if (!contestSlug) return null;
  const [row] = await db
    .select({ assessment: jobAssessments })
    .from(jobAssessments)
    .innerJoin(contests, eq(contests.id, jobAssessments.contestId))
    .where(eq(contests.slug, contestSlug));
  return row?.assessment ?? null;
}

export const handleJobPortalDashboardCandidates: Handler<'job-portal-dashboard-candidates'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { page } = input.query;
  if (input.query.mcs_id !== undefined) return assessmentCandidates(db, user, input.query.mcs_id, page);
  const { job } = await ownJob(db, user, input.query.job_id!);
  const where = and(
    eq(jobApplications.jobId, job.id),
    input.query.status ? eq(jobApplications.status, input.query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...candidateColumns, userId: users.id })
      .from(jobApplications)
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .where(where)
      .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ count: sql<number>`count(*)::int` }).from(jobApplications).where(where),
  ]);
  const assessment = await assessmentOfJob(db, job.contestSlug);
  const resultOf = assessment ? await (await resultReader(db, assessment))(rows) : null;
  return {
    results: rows.map((row) => ({
      handle: row.handle,
      name: row.name,
      email: row.email,
      phone: row.phone,
      city: row.city,
      graduation_year: row.graduationYear,
      work_experience: row.workExperience,
      resume_url: `/api/latest/job-portal/dashboard/candidates/resume/?job_id=${job.id}&handle=${encodeURIComponent(row.handle)}`,
      status: row.status,
      rejection_reason: row.rejectionReason,
      applied_at: row.appliedAt.toISOString(),
      assessment: resultOf ? resultOf(row) : null,
    })),
    count: total?.count ?? 0,
    page,
    page_size: PAGE_SIZE,
  };
};

/** The people invited to an assessment, in the order they were invited, with their results. */
async function assessmentCandidates(db: Db, user: SessionUser, mcsId: number, page: number) {
  const { assessment } = await ownAssessment(db, user, mcsId);
  const where = eq(jobAssessmentInvites.assessmentId, assessment.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        email: jobAssessmentInvites.email,
        userId: users.id,
        handle: users.handle,
        name: users.name,
      })
      .from(jobAssessmentInvites)
      .leftJoin(users, sql`lower(${users.email}) = ${jobAssessmentInvites.email}`)
      .where(where)
      .orderBy(asc(jobAssessmentInvites.invitedAt), asc(jobAssessmentInvites.email))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ count: sql<number>`count(*)::int` }).from(jobAssessmentInvites).where(where),
  ]);
  const resultOf = await (await resultReader(db, assessment))(rows);
  return {
    results: rows.map((row) => ({
      handle: row.handle,
      // Someone invited before they have an account is named by the address the invitation went to.
      name: row.name ?? row.email,
      email: row.email,
      phone: null,
      city: null,
      graduation_year: null,
      work_experience: null,
      resume_url: null,
      status: null,
      rejection_reason: null,
      applied_at: null,
      assessment: resultOf(row),
    })),
    count: total?.count ?? 0,
    page,
    page_size: PAGE_SIZE,
  };
}

export const handleJobPortalCandidateResume: Handler<'x-job-portal-candidate-resume'> = async ({
  input,
  user,
  request,
  database: { db },
}) => {
  const { job } = await ownJob(db, user, input.query.job_id);
  const [application] = await db
    .select({
      key: jobApplications.resumeKey,
      filename: jobApplications.resumeFilename,
      type: jobApplications.resumeContentType,
    })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(and(eq(jobApplications.jobId, job.id), eq(users.handle, input.query.handle)));
  const bytes = application ? await request.server.objectStore.get(application.key) : null;
  if (!application || !bytes) throw notFound(`No candidate "${input.query.handle}" applied for this job.`);
  return {
    filename: `${input.query.handle}-${application.filename}`,
    contentType: application.type,
    body: bytes,
  };
};

export const handleJobPortalCsv: Handler<'job-portal-csv'> = async ({ input, user, database: { db } }) => {
  const { job } = await ownJob(db, user, input.query.job_id);
  // A job that asks for an assessment exports each applicant's result too, as its candidate list shows it.
  const assessment = await assessmentOfJob(db, job.contestSlug);
  const readResults = assessment ? await resultReader(db, assessment) : null;
  type Row = Awaited<ReturnType<typeof fetchPage>>[number];
  const fetchPage = async (after: { id: number } | undefined) => {
    const rows = await db
      .select({ ...candidateColumns, userId: users.id })
      .from(jobApplications)
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .where(
        and(
          eq(jobApplications.jobId, job.id),
          input.query.status ? eq(jobApplications.status, input.query.status) : undefined,
          after ? sql`${jobApplications.id} > ${after.id}` : undefined,
        ),
      )
      .orderBy(asc(jobApplications.id))
      .limit(500);
    const resultOf = readResults ? await readResults(rows) : null;
    return rows.map((row) => ({ ...row, result: resultOf ? resultOf(row) : null }));
  };
  const resultColumns: CsvColumn<Row>[] = assessment
    ? [
        { header: 'Assessment', value: () => assessment.title },
        {
          header: 'Assessment state',
          value: (row) =>
            row.result!.terminated ? 'Ended by the proctor' : ASSESSMENT_STATE_LABEL[row.result!.state],
        },
        { header: 'Assessment score', value: (row) => row.result!.score },
        { header: 'Assessment maximum', value: (row) => row.result!.max_score },
        { header: 'Proctoring warnings', value: (row) => row.result!.warnings },
      ]
    : [];
  return csvDownload<Row>(
    `candidates-job-${job.id}.csv`,
    [
      { header: 'Name', value: (row) => row.name },
      { header: 'Handle', value: (row) => row.handle },
      { header: 'Email', value: (row) => row.email },
      { header: 'Phone', value: (row) => row.phone },
      { header: 'City', value: (row) => row.city },
      { header: 'Graduation year', value: (row) => row.graduationYear },
      { header: 'Work experience (months)', value: (row) => row.workExperience },
      { header: 'Status', value: (row) => STAGE_LABEL[row.status] },
      { header: 'Rejection reason', value: (row) => row.rejectionReason },
      { header: 'Applied at (UTC)', value: (row) => row.appliedAt.toISOString() },
      ...resultColumns,
    ],
    pages(fetchPage),
  );
};

const ASSESSMENT_STATE_LABEL = {
  not_invited: 'Not invited',
  invited: 'Invited, not started',
  started: 'Sitting it',
  finished: 'Finished',
} as const;

/** Moves every named candidate, or none: an unknown handle or a move the pipeline forbids refuses the lot. */
export const handleJobPortalStatusUpdate: Handler<'job-portal-status-update'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { body } = input;
  const { job } = await ownJob(db, user, body.job_id);
  const reason = body.reason?.trim() || null;
  if (body.status === 'rejected' && !reason)
    throw badRequest('Say why these candidates are rejected.', {
      reason: 'Enter a reason for the rejection.',
    });
  const handles = [...new Set(body.handles)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: jobApplications.id, handle: users.handle, status: jobApplications.status })
      .from(jobApplications)
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .where(and(eq(jobApplications.jobId, job.id), inArray(users.handle, handles)))
      .for('update', { of: jobApplications });
    const missing = handles.filter((handle) => !found.some((row) => row.handle === handle));
    if (missing.length)
      throw badRequest(`No application for this job from ${missing.join(', ')}.`, {
        handles: 'Some of these people did not apply for this job.',
      });
    const stuck = found.filter((row) => !canMove(row.status, body.status));
    if (stuck.length)
      throw new HttpError(
        409,
        'status_not_allowed',
        `${stuck.map((row) => `${row.handle} (${STAGE_LABEL[row.status]})`).join(', ')} cannot move to ${STAGE_LABEL[body.status]}: candidates move forward through the pipeline, and hired or rejected is final. Nobody was moved.`,
      );
    await tx
      .update(jobApplications)
      .set({
        status: body.status,
        rejectionReason: body.status === 'rejected' ? reason : null,
        statusUpdatedAt: new Date(),
      })
      .where(
        inArray(
          jobApplications.id,
          found.map((row) => row.id),
        ),
      );
    return {
      updated_count: found.length,
      message: `${found.length} ${found.length === 1 ? 'candidate' : 'candidates'} moved to ${STAGE_LABEL[body.status]}.`,
    };
  });
};
