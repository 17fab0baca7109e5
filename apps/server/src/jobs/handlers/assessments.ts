import { ClassStatus } from '@learnforge/domain';
import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { SessionUser } from '../../auth/sessions';
import { insertContest, type NewContestSection } from '../../contests/contest-model';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import {
  contests,
  jobAssessmentInvites,
  jobAssessments,
  jobs,
  problems,
  quizQuestions,
  recruiterProducts,
} from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { type OutgoingMessage, queueDelivery, queueMessages } from '../../mail/outbox';
import { portalJobOutput } from '../portal-queries';
import { ownJob, recruiterScope } from '../recruiter-access';

type Assessment = typeof jobAssessments.$inferSelect;
type AssessmentForm = Parameters<Handler<'job-portal-mcs-add'>>[0]['input']['body'];

/** An assessment the caller may manage: 404 when there is none, 403 when it is another organization's. */
export async function ownAssessment(db: Db, user: SessionUser, id: number) {
  const scope = await recruiterScope(db, user);
  const [assessment] = await db.select().from(jobAssessments).where(eq(jobAssessments.id, id));
  if (!assessment) throw notFound('There is no such assessment.');
  if (scope !== null && assessment.organizationId !== scope)
    throw forbidden('This assessment belongs to another organization.');
  return { assessment, scope };
}

/** The contest an assessment was turned into, or null before it is generated. */
export async function contestOfAssessment(db: Db, assessment: Assessment) {
  if (assessment.contestId === null) return null;
  const [contest] = await db.select().from(contests).where(eq(contests.id, assessment.contestId));
  return contest ?? null;
}

/** What a full sitting scores: the quiz questions' marks and the coding problems' points. */
export async function assessmentMaxScore(db: Db, assessment: Assessment): Promise<number> {
  const questions = assessment.questionIds.length
    ? await db
        .select({ marks: quizQuestions.marks })
        .from(quizQuestions)
        .where(inArray(quizQuestions.id, assessment.questionIds))
    : [];
  return (
    questions.reduce((sum, question) => sum + question.marks, 0) +
    assessment.problems.reduce((sum, problem) => sum + problem.points, 0)
  );
}

async function assessmentOutput(db: Db, assessment: Assessment) {
  const contest = await contestOfAssessment(db, assessment);
  const [invites] = await db
    .select({ n: count() })
    .from(jobAssessmentInvites)
    .where(eq(jobAssessmentInvites.assessmentId, assessment.id));
  const linkedJobs = contest
    ? await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.contestSlug, contest.slug))
    : [];
  const slugs = assessment.problems.map((problem) => problem.slug);
  // Stored by slug (ADR 0090); people pick and read problems by their titles.
  const titles = new Map(
    slugs.length
      ? (
          await db
            .select({ slug: problems.slug, title: problems.title })
            .from(problems)
            .where(inArray(problems.slug, slugs))
        ).map((row) => [row.slug, row.title] as const)
      : [],
  );
  return {
    id: assessment.id,
    title: assessment.title,
    duration_minutes: assessment.durationMinutes,
    starts_at: assessment.startsAt.toISOString(),
    ends_at: assessment.endsAt.toISOString(),
    is_proctored: assessment.proctored,
    question_ids: assessment.questionIds,
    problems: assessment.problems.map((problem) => ({
      slug: problem.slug,
      title: titles.get(problem.slug) ?? problem.slug,
      points: problem.points,
    })),
    contest_slug: contest?.slug ?? null,
    contest_id: contest?.id ?? null,
    invited_count: invites?.n ?? 0,
    job_ids: linkedJobs.map((job) => job.id),
  };
}

/** Checks the form against itself and the question bank, each mistake beside its field. */
async function checkedForm(db: Db, form: AssessmentForm) {
  const fields: Record<string, string> = {};
  const starts = new Date(form.starts_at);
  const ends = new Date(form.ends_at);
  if (ends <= starts) fields.ends_at = 'The assessment must close after it opens.';
  else if (form.duration_minutes * 60_000 > ends.getTime() - starts.getTime())
    fields.duration_minutes = 'A sitting cannot last longer than the assessment is open.';
  const ids = form.question_ids;
  if (new Set(ids).size !== ids.length) fields.question_ids = 'A question is listed twice.';
  else if (ids.length) {
    const known = new Set(
      (
        await db.select({ id: quizQuestions.id }).from(quizQuestions).where(inArray(quizQuestions.id, ids))
      ).map((row) => row.id),
    );
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) fields.question_ids = `No such bank question: ${missing.join(', ')}.`;
  }
  const slugs = form.problems.map((problem) => problem.slug);
  if (new Set(slugs).size !== slugs.length) fields.problems = 'A problem is listed twice.';
  else if (slugs.length) {
    const published = new Set(
      (
        await db
          .select({ slug: problems.slug })
          .from(problems)
          .where(and(inArray(problems.slug, slugs), eq(problems.published, true)))
      ).map((row) => row.slug),
    );
    const unknown = slugs.filter((slug) => !published.has(slug));
    if (unknown.length) fields.problems = `No such published problem: ${unknown.join(', ')}.`;
  }
  if (Object.keys(fields).length) throw badRequest('Some fields of the assessment need fixing.', fields);
  return {
    title: form.title.trim(),
    durationMinutes: form.duration_minutes,
    startsAt: starts,
    endsAt: ends,
    proctored: form.is_proctored,
    questionIds: ids,
    problems: form.problems.map((problem) => ({ slug: problem.slug, points: problem.points })),
  };
}

export const handleJobPortalMcsList: Handler<'x-job-portal-mcs-list'> = async ({
  user,
  database: { db },
}) => {
  const scope = await recruiterScope(db, user);
  const rows = await db
    .select()
    .from(jobAssessments)
    .where(scope === null ? undefined : eq(jobAssessments.organizationId, scope))
    .orderBy(desc(jobAssessments.createdAt), desc(jobAssessments.id))
    .limit(200);
  return { results: await Promise.all(rows.map((row) => assessmentOutput(db, row))) };
};

export const handleJobPortalMcsAdd: Handler<'job-portal-mcs-add'> = async ({
  input,
  user,
  database: { db },
}) => {
  const scope = await recruiterScope(db, user);
  const values = await checkedForm(db, input.body);
  const [row] = await db
    .insert(jobAssessments)
    .values({ ...values, organizationId: scope, createdBy: user.id })
    .returning();
  return assessmentOutput(db, row!);
};

export const handleJobPortalMcsGet: Handler<'x-job-portal-mcs-get'> = async ({
  input,
  user,
  database: { db },
}) => assessmentOutput(db, (await ownAssessment(db, user, input.path.id)).assessment);

export const handleJobPortalMcsEdit: Handler<'job-portal-mcs-edit'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { assessment } = await ownAssessment(db, user, input.path.id);
  if (assessment.contestId !== null)
    throw new HttpError(
      409,
      'contest_generated',
      'This assessment is a contest now: change its times, questions or rules in the contest editor.',
    );
  const values = await checkedForm(db, input.body);
  const [row] = await db
    .update(jobAssessments)
    .set(values)
    .where(and(eq(jobAssessments.id, assessment.id), isNull(jobAssessments.contestId)))
    .returning();
  if (!row)
    throw new HttpError(
      409,
      'contest_generated',
      'The contest was generated meanwhile: nothing was changed.',
    );
  return assessmentOutput(db, row);
};

export const handleJobPortalMcsSteps: Handler<'job-portal-mcs-steps'> = async ({
  input,
  user,
  database: { db },
}) => {
  const output = await assessmentOutput(db, (await ownAssessment(db, user, input.path.id)).assessment);
  return {
    steps: [
      { step: 'details' as const, completed: true },
      {
        step: 'questions' as const,
        completed: output.question_ids.length > 0 || output.problems.length > 0,
      },
      { step: 'contest' as const, completed: output.contest_slug !== null },
      { step: 'invite' as const, completed: output.invited_count > 0 },
    ],
  };
};

/** The contest engine's question bank, which the contest editor writes to: assessments pick from it. */
export const handleJobPortalQuestions: Handler<'job-portal-questions'> = async ({
  input,
  user,
  database: { db },
}) => {
  await recruiterScope(db, user);
  const { page, page_size: pageSize = 20, type, search } = input.query;
  const where = and(
    type ? eq(quizQuestions.questionType, type) : undefined,
    search ? ilike(quizQuestions.body, `%${escapeLike(search)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(quizQuestions)
      .where(where)
      .orderBy(desc(quizQuestions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(quizQuestions).where(where),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      type: row.questionType,
      title: row.body.length > 160 ? `${row.body.slice(0, 159)}…` : row.body,
      marks: row.marks,
    })),
    count: total?.n ?? 0,
    page,
    page_size: pageSize,
  };
};

/**
 * The generated contest's sections: a quiz of the bank questions, then a coding section of the library
 * problems, judged by the judge like any contest's coding round. A problem unpublished since the assessment
 * was saved is named, and nothing is generated.
 */
async function assessmentSections(db: Db, assessment: Assessment): Promise<NewContestSection[]> {
  const sections: NewContestSection[] = [];
  if (assessment.questionIds.length)
    sections.push({ title: 'Questions', kind: 'quiz', questionIds: assessment.questionIds });
  if (assessment.problems.length) {
    const slugs = assessment.problems.map((problem) => problem.slug);
    const ids = new Map(
      (
        await db
          .select({ id: problems.id, slug: problems.slug })
          .from(problems)
          .where(and(inArray(problems.slug, slugs), eq(problems.published, true)))
      ).map((row) => [row.slug, row.id] as const),
    );
    const gone = slugs.filter((slug) => !ids.has(slug));
    if (gone.length)
      throw badRequest('Some problems are no longer published.', {
        problems: `No such published problem: ${gone.join(', ')}.`,
      });
    sections.push({
      title: 'Coding',
      kind: 'coding',
      problems: assessment.problems.map((problem) => ({
        problemId: ids.get(problem.slug)!,
        points: problem.points,
      })),
    });
  }
  return sections;
}

const slugPart = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'assessment';

/**
 * Turns the test into a contest of the contest engine (ADR 0039, 0090): open, proctored as chosen, one quiz
 * section of its bank questions, owned by the organization. From then on the contest editor changes it.
 */
export const handleJobPortalGenerateContest: Handler<'job-portal-generate-contest'> = async ({
  input,
  user,
  config,
  database: { db },
}) => {
  const { assessment } = await ownAssessment(db, user, input.path.id);
  if (assessment.questionIds.length === 0 && assessment.problems.length === 0)
    throw badRequest('Add questions or problems before generating the contest.', {
      question_ids: 'Add at least one question or problem.',
    });
  if (assessment.endsAt <= new Date())
    throw new HttpError(
      409,
      'assessment_over',
      'This assessment has closed: move its dates before generating it.',
    );
  const contest = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(jobAssessments)
      .where(eq(jobAssessments.id, assessment.id))
      .for('update');
    if (locked!.contestId !== null)
      throw new HttpError(409, 'contest_generated', 'The contest of this assessment is already generated.');
    const created = await insertContest(tx, {
      slug: `${slugPart(locked!.title)}-assessment-${locked!.id}`,
      title: locked!.title,
      description: `An assessment by invitation: sign in with the address your invitation was sent to.`,
      kind: 'open',
      organizationId: locked!.organizationId,
      startTime: locked!.startsAt,
      endTime: locked!.endsAt,
      durationMinutes: locked!.durationMinutes,
      status: ClassStatus.Upcoming,
      proctored: locked!.proctored,
      disableCopyPaste: locked!.proctored,
      createdBy: user.id,
      sections: await assessmentSections(tx, locked!),
    });
    await tx.update(jobAssessments).set({ contestId: created.id }).where(eq(jobAssessments.id, locked!.id));
    return created;
  });
  return { contest_slug: contest.slug, url: `${config.publicUrl}/contest/${contest.slug}` };
};

/**
 * Mails the contest's link to each address once (the invite's primary key), through the job queue. A
 * recruiter's organization spends one `assessment` unit per invitation sent, under the product row's lock,
 * so the quantity never falls below 0; addresses past the last unit, or already invited, are named as failed.
 */
export const handleJobPortalSendInvite: Handler<'job-portal-send-invite'> = async ({
  input,
  user,
  config,
  request,
  database: { db },
}) => {
  const { assessment, scope } = await ownAssessment(db, user, input.path.id);
  const contest = await contestOfAssessment(db, assessment);
  if (!contest)
    throw new HttpError(
      409,
      'contest_not_generated',
      'Generate the contest first: the invitation links to it.',
    );
  if (contest.status === ClassStatus.Cancelled || contest.endTime <= new Date())
    throw new HttpError(409, 'assessment_over', 'This assessment is over or cancelled: nobody was invited.');
  const emails = [...new Set(input.body.emails.map((email) => email.trim().toLowerCase()))];
  const link = `${config.publicUrl}/contest/${contest.slug}`;
  const sender = user.organization?.name ?? 'Learnforge';
  const { invited, failed, outboxIds } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    let units = Number.POSITIVE_INFINITY;
    if (scope !== null) {
      const [product] = await tx
        .select()
        .from(recruiterProducts)
        .where(
          and(
            eq(recruiterProducts.organizationId, scope),
            eq(recruiterProducts.product, 'assessment'),
            or(isNull(recruiterProducts.expiresAt), gt(recruiterProducts.expiresAt, new Date())),
          ),
        )
        .for('update');
      units = product?.remainingQuantity ?? 0;
    }
    const sent: string[] = [];
    const refused: { email: string; reason: string }[] = [];
    const already = new Map(
      (
        await tx
          .select()
          .from(jobAssessmentInvites)
          .where(
            and(
              eq(jobAssessmentInvites.assessmentId, assessment.id),
              inArray(jobAssessmentInvites.email, emails),
            ),
          )
      ).map((row) => [row.email, row.invitedAt] as const),
    );
    for (const email of emails) {
      const before = already.get(email);
      if (before) {
        refused.push({ email, reason: `Already invited on ${before.toISOString().slice(0, 10)}.` });
        continue;
      }
      if (sent.length >= units) {
        refused.push({ email, reason: 'No assessment invitations left: buy more to invite this person.' });
        continue;
      }
      const [row] = await tx
        .insert(jobAssessmentInvites)
        .values({ assessmentId: assessment.id, email, invitedBy: user.id })
        .onConflictDoNothing()
        .returning();
      if (row) sent.push(email);
      else refused.push({ email, reason: 'Already invited.' });
    }
    if (scope !== null && sent.length > 0)
      await tx
        .update(recruiterProducts)
        .set({ remainingQuantity: sql`${recruiterProducts.remainingQuantity} - ${sent.length}` })
        .where(and(eq(recruiterProducts.organizationId, scope), eq(recruiterProducts.product, 'assessment')));
    const mail: OutgoingMessage[] = sent.map((email) => ({
      to: email,
      subject: `${sender} invites you to the assessment ${contest.title}`,
      body: `Hello,\n\n${sender} invites you to sit the assessment "${contest.title}".\n\nIt opens ${contest.startTime.toISOString()} and closes ${contest.endTime.toISOString()} (UTC)${contest.durationMinutes ? `; a sitting lasts ${contest.durationMinutes} minutes` : ''}${contest.proctored ? ', and it is proctored' : ''}.\n\nSign in (or sign up) with this address, ${email}, and open: ${link}\n\nThe link works for this address only and until the assessment closes.\n`,
    }));
    return { invited: sent, failed: refused, outboxIds: await queueMessages(tx, mail) };
  });
  await queueDelivery(request.server.jobQueue, outboxIds);
  const message =
    failed.length === 0
      ? `${invited.length} ${invited.length === 1 ? 'invitation' : 'invitations'} sent.`
      : `${invited.length} ${invited.length === 1 ? 'invitation' : 'invitations'} sent; ${failed.length} ${failed.length === 1 ? 'address' : 'addresses'} refused.`;
  return { invited, failed, message };
};

/** Names the assessment's contest as the job's hiring contest (a job names one). */
export const handleJobPortalLink: Handler<'job-portal-link'> = async ({ input, user, database: { db } }) => {
  const { job } = await ownJob(db, user, input.path.id);
  const { assessment } = await ownAssessment(db, user, input.body.mcs_id);
  const contest = await contestOfAssessment(db, assessment);
  if (!contest)
    throw new HttpError(
      409,
      'contest_not_generated',
      'Generate the assessment’s contest before linking it to a job.',
    );
  const [row] = await db
    .update(jobs)
    .set({ contestSlug: contest.slug, updatedAt: new Date() })
    .where(eq(jobs.id, job.id))
    .returning();
  return portalJobOutput(db, row!);
};

export const handleJobPortalUnlink: Handler<'job-portal-unlink'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { job } = await ownJob(db, user, input.path.id);
  const { assessment } = await ownAssessment(db, user, input.query.mcs_id);
  const contest = await contestOfAssessment(db, assessment);
  if (!contest || job.contestSlug !== contest.slug)
    throw new HttpError(409, 'not_linked', 'This job does not ask for this assessment.');
  const [row] = await db
    .update(jobs)
    .set({ contestSlug: null, updatedAt: new Date() })
    .where(eq(jobs.id, job.id))
    .returning();
  return portalJobOutput(db, row!);
};
