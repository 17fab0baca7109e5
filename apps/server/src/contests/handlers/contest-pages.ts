import { ClassStatus } from '@learnforge/domain';
import { and, asc, count, desc, eq, gt, ilike, lte, ne, or, sql } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import {
  batchEnrollments,
  contestFeedback,
  contestNotifications,
  contestRegistrations,
  contestSectionProblems,
  contestSectionQuestions,
  contestSections,
  contests,
  jobApplications,
  jobAssessmentInvites,
  jobAssessments,
  jobs,
} from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { sendApplication } from '../../jobs/applications';
import { isPublished, jobSummaryOf, publishedJob } from '../../jobs/portal-queries';
import { referrerOf } from '../../leaderboards/referrals';
import { contestIsOver, contestOr404, currentAttempt, isRegistered } from '../attempts';
import {
  contestCards,
  contestShownOr404,
  invitedIfAssessment,
  toContestCard,
  visibleTo,
} from '../contest-views';

const CANCELLED = ClassStatus.Cancelled;

export const handleContestsList: PublicHandler<'x-contests-list'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { page, when, kind, search } = input.query;
  const pageSize = input.query.page_size ?? 20;
  const now = new Date();
  const timeFilter =
    when === 'live'
      ? and(lte(contests.startTime, now), gt(contests.endTime, now), ne(contests.status, CANCELLED))
      : when === 'upcoming'
        ? and(gt(contests.startTime, now), ne(contests.status, CANCELLED))
        : when === 'past'
          ? or(lte(contests.endTime, now), eq(contests.status, CANCELLED))
          : undefined;
  const where = and(
    visibleTo(user?.id ?? null),
    timeFilter,
    kind ? eq(contests.kind, kind) : undefined,
    search ? ilike(contests.title, `%${escapeLike(search)}%`) : undefined,
  );
  // Past contests latest first; everything else soonest first.
  const order =
    when === 'past'
      ? [desc(contests.endTime), desc(contests.id)]
      : [asc(contests.startTime), asc(contests.id)];
  const [rows, [total]] = await Promise.all([
    contestCards(db, user?.id ?? null)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: count() }).from(contests).where(where),
  ]);
  return {
    results: rows.map((row) => toContestCard(row, now)),
    count: total?.count ?? 0,
    page,
    page_size: pageSize,
  };
};

export const handleContestGet: PublicHandler<'contest-get'> = async ({ input, user, database: { db } }) => {
  const [row] = await contestCards(db, user?.id ?? null).where(
    and(eq(contests.slug, input.path.slug), invitedIfAssessment(user?.id ?? null)),
  );
  if (!row) throw notFound('There is no contest at this address.');
  const sections = await db
    .select({
      id: contestSections.id,
      name: contestSections.title,
      kind: contestSections.kind,
      questions_count: sql<number>`(select count(*) from ${contestSectionQuestions} q where q.section_id = ${contestSections.id})::int`,
      problems_count: sql<number>`(select count(*) from ${contestSectionProblems} p where p.section_id = ${contestSections.id})::int`,
    })
    .from(contestSections)
    .where(eq(contestSections.contestId, row.contest.id))
    .orderBy(asc(contestSections.position));
  const { contest } = row;
  return {
    ...toContestCard(row, new Date()),
    description: contest.description,
    sections,
    proctoredContest: contest.proctored,
    disableCopyPaste: contest.disableCopyPaste,
    showCalculator: contest.showCalculator,
    isAutoEnd: true,
    max_warnings: contest.proctored ? contest.maxWarnings : null,
    webcam: contest.proctored && contest.webcamIntervalSeconds !== null,
  };
};

export const handleContestRegister: Handler<'contest-register'> = async ({
  input,
  user,
  database: { db },
}) => {
  const now = new Date();
  const contest = await contestOr404(db, input.body.contest_slug);
  if (contest.status === ClassStatus.Cancelled || contestIsOver(contest, now))
    return { status: 'REGISTRATION_CLOSED' as const, message: 'Registration for this contest is closed.' };
  if (contest.kind === 'batch' && contest.batchId !== null) {
    const [enrolled] = await db
      .select({ userId: batchEnrollments.userId })
      .from(batchEnrollments)
      .where(and(eq(batchEnrollments.batchId, contest.batchId), eq(batchEnrollments.userId, user.id)));
    if (!enrolled)
      return {
        status: 'NOT_ELIGIBLE' as const,
        message: 'This contest is for the learners of its batch only.',
      };
  }
  // A recruiter's assessment is sat by invitation: the signed-in address must be one invited (ADR 0090).
  const [assessment] = await db
    .select({ id: jobAssessments.id })
    .from(jobAssessments)
    .where(eq(jobAssessments.contestId, contest.id));
  if (assessment) {
    const [invite] = await db
      .select({ email: jobAssessmentInvites.email })
      .from(jobAssessmentInvites)
      .where(
        and(
          eq(jobAssessmentInvites.assessmentId, assessment.id),
          eq(jobAssessmentInvites.email, user.email.toLowerCase()),
        ),
      );
    if (!invite)
      return {
        status: 'NOT_ELIGIBLE' as const,
        message: `This assessment is by invitation only, and ${user.email} was not invited: sign in with the address the invitation was sent to.`,
      };
  }
  const [created] = await db
    .insert(contestRegistrations)
    .values({
      contestId: contest.id,
      userId: user.id,
      pageUrl: input.body.page_url,
      referredByUserId: await referrerOf(db, input.body.page_url, user.id),
      registeredAt: now,
    })
    .onConflictDoNothing()
    .returning({ userId: contestRegistrations.userId });
  return created
    ? { status: 'SUCCESS' as const, message: `You are registered for ${contest.title}.` }
    : { status: 'ALREADY_REGISTERED' as const, message: 'You were already registered.' };
};

/** Google Calendar's template link: UTC times as YYYYMMDDTHHMMSSZ. */
const calendarTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export const handleContestAddToGoogleCalendar: PublicHandler<'contest-add-to-google-calendar'> = async ({
  input,
  user,
  database: { db },
}) => {
  const contest = await contestShownOr404(db, input.body.contest_slug, user?.id ?? null);
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', contest.title);
  url.searchParams.set('dates', `${calendarTime(contest.startTime)}/${calendarTime(contest.endTime)}`);
  url.searchParams.set('details', `Learnforge contest: /contest/${contest.slug}/`);
  return { calendar_url: url.toString() };
};

/** The published job that names this contest as its hiring assessment (the first, when several do). */
async function jobOfContest(db: Db, contestSlug: string) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.contestSlug, contestSlug), isPublished))
    .orderBy(asc(jobs.id))
    .limit(1);
  return job;
}

/** Whether this learner has applied for the contest's job, from its page or from the contest. */
export async function hasAppliedForJobOf(db: Db, contestSlug: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobs.contestSlug, contestSlug), eq(jobApplications.userId, userId), isPublished))
    .limit(1);
  return row !== undefined;
}

export const handleContestJobDetails: Handler<'contest-job-details'> = async ({
  input,
  user,
  database: { db },
}) => {
  const contest = await contestShownOr404(db, input.path.slug, user.id);
  const job = await jobOfContest(db, contest.slug);
  if (!job) return { job: null, has_applied: false };
  const [application] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.userId, user.id)));
  return { job: jobSummaryOf(job), has_applied: application !== undefined };
};

/**
 * Applies from a hiring contest (ADR 0079): the same application as from the job's page, which the
 * recruiter's candidate list shows, for the job that names this contest, by a learner registered for it.
 */
export const handleContestApplyJobs: Handler<'contest-apply-jobs'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { contest_slug: contestSlug, page_url: _pageUrl, ...form } = input.body;
  const contest = await contestOr404(db, contestSlug);
  const job = await jobOfContest(db, contest.slug);
  if (!job || input.path.slug !== `job-${job.id}`)
    throw notFound(`${contest.title} is not the hiring contest of that job.`);
  if (!(await isRegistered(db, contest.id, user.id)))
    return {
      status: 'NOT_ELIGIBLE' as const,
      message: `Register for ${contest.title} first: ${job.title} takes applications from its registered learners.`,
    };
  const result = await sendApplication(db, user.id, await publishedJob(db, job.id), form);
  if (!result.sent)
    return {
      status: 'ALREADY_APPLIED' as const,
      message: `You already applied for ${job.title} on ${result.appliedAt?.toISOString().slice(0, 10) ?? 'an earlier day'}; an application is sent once.`,
    };
  return { status: 'SUCCESS' as const, message: `Your application for ${job.title} is sent.` };
};

export const handleContestNotification: Handler<'contest-notification'> = async ({
  input,
  user,
  database: { db },
}) => {
  const contest = await contestShownOr404(db, input.path.slug, user.id);
  const rows = await db
    .select()
    .from(contestNotifications)
    .where(eq(contestNotifications.contestId, contest.id))
    .orderBy(desc(contestNotifications.createdAt), desc(contestNotifications.id));
  return {
    results: rows.map((row) => ({
      id: row.id,
      message: row.message,
      created_at: row.createdAt.toISOString(),
    })),
  };
};

export const handleContestUserFeedback: Handler<'contest-user-feedback'> = async ({
  input,
  user,
  database: { db, live },
}) => {
  const now = new Date();
  const contest = await contestOr404(db, input.body.contest_slug);
  const attempt = await currentAttempt(db, live, contest, user.id, now);
  if (!attempt || (attempt.endedAt === null && !contestIsOver(contest, now)))
    throw new HttpError(409, 'attempt_running', 'Give feedback once your attempt has ended.');
  const values = { rating: input.body.rating, comment: input.body.comment ?? '', createdAt: now };
  await db
    .insert(contestFeedback)
    .values({ contestId: contest.id, userId: user.id, ...values })
    .onConflictDoUpdate({ target: [contestFeedback.contestId, contestFeedback.userId], set: values });
  return { message: 'Thank you for your feedback.' };
};
