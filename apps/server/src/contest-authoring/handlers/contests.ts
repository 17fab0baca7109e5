import { ClassStatus, hasRole } from '@learnforge/domain';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { SessionUser } from '../../auth/sessions';
import { moveRunningDeadlines } from '../../contests/attempts';
import {
  contestStatusAt,
  insertContest,
  insertSections,
  writeListingRow,
} from '../../contests/contest-model';
import type { Db } from '../../db/client';
import {
  batches,
  contestAccommodations,
  contestRegistrations,
  contestSections,
  contests,
  users,
} from '../../db/schema';
import { recordEdit } from '../../edit-history/record';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import {
  attemptsOf,
  authorableContest,
  batchIdOf,
  contestDetail,
  contestFormOf,
  mayAuthorKind,
  resolveSections,
} from '../contest-store';

const pageSize = 20;

type Form = Parameters<Handler<'x-admin-contest-create'>>[0]['input']['body'];

/** Checks the form beyond its shape: who may author this kind, the window, the batch, the sections. */
async function checkedForm(db: Db, user: SessionUser, form: Form) {
  if (!mayAuthorKind(user, form.kind))
    throw forbidden(
      'Recruiters author open (hiring) contests only; a batch contest belongs to its course admins.',
    );
  const start = new Date(form.start_time);
  const end = new Date(form.end_time);
  if (end <= start)
    throw badRequest('The contest must end after it starts.', { end_time: 'End after the start' });
  if (form.duration_minutes !== null && form.duration_minutes * 60_000 > end.getTime() - start.getTime())
    throw badRequest('An attempt cannot last longer than the contest is open.', {
      duration_minutes: 'Longer than the contest window',
    });
  if (form.webcam_interval_seconds !== null && !form.proctored)
    throw badRequest('Webcam snapshots are part of proctoring: turn proctoring on first.', {
      webcam_interval_seconds: 'Needs proctoring',
    });
  const batchId = await batchIdOf(db, form.kind, form.batch_slug);
  const sections = await resolveSections(db, form.sections);
  return {
    values: {
      slug: form.slug,
      title: form.title,
      description: form.description,
      kind: form.kind,
      batchId,
      startTime: start,
      endTime: end,
      durationMinutes: form.duration_minutes,
      proctored: form.proctored,
      disableCopyPaste: form.disable_copy_paste,
      showCalculator: form.show_calculator,
      webcamIntervalSeconds: form.webcam_interval_seconds,
      maxWarnings: form.max_warnings,
      showAnswersAfterEnd: form.show_answers_after_end,
      wrongSubmissionPenaltyMinutes: form.wrong_submission_penalty_minutes,
    },
    sections,
  };
}

async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: contests.id }).from(contests).where(eq(contests.slug, slug)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

const slugTakenError = () =>
  new HttpError(409, 'conflict', 'Another contest already has this address.', { slug: 'Already taken' });

export const handleAdminContestsList: Handler<'x-admin-contests-list'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { page, search } = input.query;
  const conditions = [];
  if (!hasRole(user.roles, 'super_admin', 'course_admin')) conditions.push(eq(contests.kind, 'open'));
  if (search) conditions.push(or(ilike(contests.title, `%${search}%`), ilike(contests.slug, `%${search}%`)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(contests).where(where);
  const rows = await db
    .select({
      contest: contests,
      batchSlug: batches.slug,
      sections: sql<number>`(select count(*)::int from ${contestSections} where ${contestSections.contestId} = ${contests.id})`,
      registrations: sql<number>`(select count(*)::int from ${contestRegistrations} where ${contestRegistrations.contestId} = ${contests.id})`,
    })
    .from(contests)
    .leftJoin(batches, eq(batches.id, contests.batchId))
    .where(where)
    .orderBy(desc(contests.startTime), desc(contests.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const now = new Date();
  return {
    results: rows.map((row) => ({
      id: row.contest.id,
      slug: row.contest.slug,
      title: row.contest.title,
      kind: row.contest.kind,
      batch_slug: row.batchSlug,
      start_time: row.contest.startTime.toISOString(),
      end_time: row.contest.endTime.toISOString(),
      status: contestStatusAt(row.contest, now),
      sections: Number(row.sections),
      registrations: Number(row.registrations),
    })),
    count: total?.n ?? 0,
    page,
    page_size: pageSize,
  };
};

export const handleAdminContestCreate: Handler<'x-admin-contest-create'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { values, sections } = await checkedForm(db, user, input.body);
  if (await slugTaken(db, values.slug)) throw slugTakenError();
  const created = await db.transaction(async (tx) => {
    const contest = await insertContest(tx, {
      ...values,
      status: ClassStatus.Upcoming,
      createdBy: user.id,
      sections,
    });
    await recordEdit(tx, {
      entityType: 'contest',
      entityId: contest.id,
      actorId: user.id,
      before: {},
      after: await contestFormOf(tx, contest),
    });
    return contest;
  });
  return contestDetail(db, created);
};

export const handleAdminContestGet: Handler<'x-admin-contest-get'> = async ({
  input,
  user,
  database: { db },
}) => contestDetail(db, await authorableContest(db, user, input.path.id));

export const handleAdminContestUpdate: Handler<'x-admin-contest-update'> = async ({
  input,
  user,
  database: { db },
}) => {
  const contest = await authorableContest(db, user, input.path.id);
  if (contest.status === ClassStatus.Cancelled)
    throw badRequest('This contest is cancelled; create a new one instead.');
  const { values, sections } = await checkedForm(db, user, input.body);
  if (await slugTaken(db, values.slug, contest.id)) throw slugTakenError();
  const before = await contestFormOf(db, contest);
  const sectionsChanged = JSON.stringify(before.sections) !== JSON.stringify(input.body.sections);
  if (sectionsChanged && (await attemptsOf(db, contest.id)) > 0)
    throw badRequest('Learners have started this contest, so its sections can no longer change.', {
      sections: 'Fixed once an attempt has started',
    });
  if (before.kind !== values.kind && (await attemptsOf(db, contest.id)) > 0)
    throw badRequest('Learners have started this contest, so it cannot change between batch and open.', {
      kind: 'Fixed once an attempt has started',
    });
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contests)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(contests.id, contest.id))
      .returning();
    if (sectionsChanged) {
      await tx.delete(contestSections).where(eq(contestSections.contestId, contest.id));
      await insertSections(tx, contest.id, sections);
    }
    // Extended or shortened while learners sit it: their running attempts follow the new times.
    if (
      row!.endTime.getTime() !== contest.endTime.getTime() ||
      row!.durationMinutes !== contest.durationMinutes
    )
      await moveRunningDeadlines(tx, row!, new Date());
    await writeListingRow(tx, row!);
    await recordEdit(tx, {
      entityType: 'contest',
      entityId: contest.id,
      actorId: user.id,
      before,
      after: await contestFormOf(tx, row!),
    });
    return row!;
  });
  return contestDetail(db, saved);
};

export const handleAdminContestCancel: Handler<'x-admin-contest-cancel'> = async ({
  input,
  user,
  database: { db },
}) => {
  const contest = await authorableContest(db, user, input.path.id);
  if (contest.status === ClassStatus.Cancelled) return contestDetail(db, contest);
  if (contest.endTime <= new Date())
    throw badRequest('This contest has already ended; it cannot be cancelled.');
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contests)
      .set({ status: ClassStatus.Cancelled, updatedAt: new Date() })
      .where(eq(contests.id, contest.id))
      .returning();
    await writeListingRow(tx, row!);
    await recordEdit(tx, {
      entityType: 'contest',
      entityId: contest.id,
      actorId: user.id,
      before: { status: contest.status },
      after: { status: ClassStatus.Cancelled },
    });
    return row!;
  });
  return contestDetail(db, saved);
};

export const handleAdminContestAccommodation: Handler<'x-admin-contest-accommodation'> = async ({
  input,
  user,
  database: { db },
}) => {
  const contest = await authorableContest(db, user, input.path.id);
  const { handle, extra_minutes: extraMinutes, webcam_exempt: webcamExempt, note } = input.body;
  const [learner] = await db.select({ id: users.id }).from(users).where(eq(users.handle, handle)).limit(1);
  if (!learner) throw badRequest(`There is no learner "${handle}".`, { handle: 'No such learner' });
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .select()
      .from(contestAccommodations)
      .where(
        and(eq(contestAccommodations.contestId, contest.id), eq(contestAccommodations.userId, learner.id)),
      );
    await tx
      .insert(contestAccommodations)
      .values({
        contestId: contest.id,
        userId: learner.id,
        extraMinutes,
        webcamExempt,
        note,
        grantedBy: user.id,
      })
      .onConflictDoUpdate({
        target: [contestAccommodations.contestId, contestAccommodations.userId],
        set: { extraMinutes, webcamExempt, note, grantedBy: user.id, grantedAt: new Date() },
      });
    // Extra time granted (or taken back) while the learner sits the contest counts in their running attempt.
    await moveRunningDeadlines(tx, contest, new Date(), learner.id);
    await recordEdit(tx, {
      entityType: 'contest',
      entityId: contest.id,
      actorId: user.id,
      before: {
        [`accommodation ${handle}`]: previous
          ? {
              extra_minutes: previous.extraMinutes,
              webcam_exempt: previous.webcamExempt,
              note: previous.note,
            }
          : null,
      },
      after: {
        [`accommodation ${handle}`]: { extra_minutes: extraMinutes, webcam_exempt: webcamExempt, note },
      },
    });
  });
  return contestDetail(db, contest);
};
