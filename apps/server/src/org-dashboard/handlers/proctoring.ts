import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { OrganizationHandler } from '../../api/registry';
import { snapshotFile } from '../../contests/proctoring';
import type { Db } from '../../db/client';
import {
  batches,
  contestAccommodations,
  contestAttempts,
  contestProctoringEvents,
  contests,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { orgStudent } from '../queries';
import type { Organization } from '../scope';

/**
 * The contests an organization runs: its batches' contests and the ones it holds itself (hiring
 * assessments); the query left-joins `batches` on the contest's batch. A student's attempts elsewhere stay
 * theirs: an institute never reads how its student sat another company's assessment.
 */
const runBy = (organization: Organization) =>
  or(eq(contests.organizationId, organization.id), eq(batches.organizationId, organization.id));

export const handleOrgUserProctoring: OrganizationHandler<'x-org-user-proctoring'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const student = await orgStudent(db, organization, input.path.userHandle);
  const attempts = await db
    .select({
      attempt: contestAttempts,
      contest: contests,
      batchName: batches.name,
      accommodation: contestAccommodations,
    })
    .from(contestAttempts)
    .innerJoin(contests, eq(contests.id, contestAttempts.contestId))
    .leftJoin(batches, eq(batches.id, contests.batchId))
    .leftJoin(
      contestAccommodations,
      and(
        eq(contestAccommodations.contestId, contestAttempts.contestId),
        eq(contestAccommodations.userId, contestAttempts.userId),
      ),
    )
    .where(and(eq(contestAttempts.userId, student.id), runBy(organization)))
    .orderBy(asc(contestAttempts.startedAt), asc(contests.id));
  const contestIds = attempts.map((row) => row.contest.id);
  const events = contestIds.length
    ? await db
        .select()
        .from(contestProctoringEvents)
        .where(
          and(
            eq(contestProctoringEvents.userId, student.id),
            inArray(contestProctoringEvents.contestId, contestIds),
          ),
        )
        .orderBy(asc(contestProctoringEvents.occurredAt), asc(contestProctoringEvents.id))
    : [];
  return {
    attempts: attempts.map(({ attempt, contest, batchName, accommodation }) => ({
      contest_slug: contest.slug,
      contest_title: contest.title,
      batch_name: batchName,
      started_at: attempt.startedAt.toISOString(),
      deadline: attempt.deadline.toISOString(),
      ended_at: attempt.endedAt?.toISOString() ?? null,
      end_reason: attempt.endReason,
      warnings_count: attempt.warningsCount,
      max_warnings: contest.maxWarnings,
      score: attempt.quizScore + attempt.codingScore,
      accommodation: accommodation
        ? {
            extra_minutes: accommodation.extraMinutes,
            webcam_exempt: accommodation.webcamExempt,
            note: accommodation.note,
          }
        : null,
      events: events
        .filter((event) => event.contestId === contest.id)
        .map((event) => ({
          id: event.id,
          kind: event.kind,
          warning: event.warning,
          occurred_at: event.occurredAt.toISOString(),
          details: event.details,
          has_snapshot: event.assetPath !== null,
        })),
    })),
  };
};

/** A capture of an attempt at one of the organization's contests, for its report card; 404 for any other. */
async function orgSnapshot(db: Db, organization: Organization, eventId: number) {
  const [row] = await db
    .select({ assetPath: contestProctoringEvents.assetPath })
    .from(contestProctoringEvents)
    .innerJoin(contests, eq(contests.id, contestProctoringEvents.contestId))
    .leftJoin(batches, eq(batches.id, contests.batchId))
    .where(
      and(
        eq(contestProctoringEvents.id, eventId),
        isNotNull(contestProctoringEvents.assetPath),
        runBy(organization),
      ),
    );
  if (!row?.assetPath) throw notFound('Your organization has no such snapshot.');
  return row.assetPath;
}

export const handleOrgProctoringSnapshot: OrganizationHandler<'x-org-proctoring-snapshot'> = async ({
  organization,
  input,
  request,
  database: { db },
}) => snapshotFile(request.server.objectStore, await orgSnapshot(db, organization, input.path.eventId));
