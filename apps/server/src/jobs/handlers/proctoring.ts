import { and, asc, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { snapshotFile } from '../../contests/proctoring';
import {
  contestAttempts,
  contestProctoringEvents,
  contests,
  jobAssessmentInvites,
  jobAssessments,
  users,
} from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { recruiterScope } from '../recruiter-access';
import { assessmentMaxScore, contestOfAssessment, ownAssessment } from './assessments';

const snapshotUrl = (eventId: number) =>
  `/api/latest/job-portal/dashboard/candidates/proctored-assets/${eventId}/`;

/**
 * A candidate's sitting of one of the recruiter's own assessments, as the contest engine recorded it: the
 * attempt and its integrity timeline (warnings, full-screen exits, captures, in order). Only someone invited
 * to the assessment is a candidate of it: anyone else is a 404, another organization's assessment a 403.
 */
export const handleJobPortalProctoredAssets: Handler<'job-portal-proctored-assets'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { assessment } = await ownAssessment(db, user, input.query.mcs_id);
  const [person] = await db
    .select({
      id: users.id,
      handle: users.handle,
      name: users.name,
      invitedAt: jobAssessmentInvites.invitedAt,
    })
    .from(users)
    .innerJoin(
      jobAssessmentInvites,
      and(
        eq(jobAssessmentInvites.assessmentId, assessment.id),
        eq(jobAssessmentInvites.email, sql`lower(${users.email})`),
      ),
    )
    .where(eq(users.handle, input.query.handle));
  if (!person) throw notFound(`${input.query.handle} is not a candidate of this assessment.`);
  const contest = await contestOfAssessment(db, assessment);
  const [attempt] = contest
    ? await db
        .select()
        .from(contestAttempts)
        .where(and(eq(contestAttempts.contestId, contest.id), eq(contestAttempts.userId, person.id)))
    : [];
  const events =
    contest && attempt
      ? await db
          .select()
          .from(contestProctoringEvents)
          .where(
            and(
              eq(contestProctoringEvents.contestId, contest.id),
              eq(contestProctoringEvents.userId, person.id),
            ),
          )
          .orderBy(asc(contestProctoringEvents.occurredAt), asc(contestProctoringEvents.id))
      : [];
  return {
    mcs_id: assessment.id,
    handle: person.handle,
    name: person.name,
    attempt:
      contest && attempt
        ? {
            started_at: attempt.startedAt.toISOString(),
            deadline: attempt.deadline.toISOString(),
            ended_at: attempt.endedAt?.toISOString() ?? null,
            end_reason: attempt.endReason,
            warnings_count: attempt.warningsCount,
            max_warnings: contest.maxWarnings,
            score: attempt.quizScore + attempt.codingScore,
            max_score: await assessmentMaxScore(db, assessment),
          }
        : null,
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      warning: event.warning,
      occurred_at: event.occurredAt.toISOString(),
      details: event.details,
      snapshot_url: event.assetPath ? snapshotUrl(event.id) : null,
    })),
  };
};

/** A capture of a sitting of the recruiter's own assessment; a capture of any other contest is a 404. */
export const handleJobPortalProctoringSnapshot: Handler<'x-job-portal-proctoring-snapshot'> = async ({
  input,
  user,
  request,
  database: { db },
}) => {
  const scope = await recruiterScope(db, user);
  const [row] = await db
    .select({ assetPath: contestProctoringEvents.assetPath, organizationId: jobAssessments.organizationId })
    .from(contestProctoringEvents)
    .innerJoin(contests, eq(contests.id, contestProctoringEvents.contestId))
    .innerJoin(jobAssessments, eq(jobAssessments.contestId, contests.id))
    .where(eq(contestProctoringEvents.id, input.path.eventId));
  if (!row?.assetPath) throw notFound('There is no such snapshot of an assessment.');
  if (scope !== null && row.organizationId !== scope)
    throw forbidden('This snapshot belongs to another organization’s assessment.');
  return snapshotFile(request.server.objectStore, row.assetPath);
};
