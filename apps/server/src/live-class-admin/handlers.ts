import { and, asc, desc, eq, ilike, inArray, max, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Handler } from '../api/registry';
import { recordingUrl } from '../batches/media';
import type { Db } from '../db/client';
import { likePattern } from '../db/escape-like';
import {
  batchEnrollments,
  batches,
  batchLiveClasses,
  liveClassAttendance,
  liveClassRecordings,
  users,
} from '../db/schema';
import { listEdits, recordEdit } from '../edit-history/record';
import { badRequest, HttpError, notFound } from '../http/errors';
import { queueDelivery, queueMessages } from '../mail/outbox';
import { readAttendanceReport } from './attendance-report';
import {
  CLASS_STATUS,
  classViews,
  endOf,
  type LiveClassRow,
  liveClassById,
  refuseIfCancelled,
  refuseIfNotStarted,
  statusCodeAt,
} from './class-views';

const PAGE_SIZE = 20;
/** A class longer than this is a typing mistake (a date one day off), not a class. */
const LONGEST_CLASS_HOURS = 12;
/** Staff who teach live classes: the mentor picker's people. */
const MENTOR_ROLES = ['course_admin', 'moderator'];

/** What the edit history keeps of a class: the fields a course admin changes here. */
const snapshot = (liveClass: LiveClassRow, batchSlug: string | null) => ({
  batch: batchSlug,
  start_time: liveClass.startTime.toISOString(),
  end_time: endOf(liveClass).toISOString(),
  status: liveClass.status,
  is_demo: liveClass.isDemo,
});

async function viewOf(db: Db, id: number) {
  const [view] = await classViews(db, [await liveClassById(db, id)], recordingUrl);
  return view!;
}

/**
 * Changes one class in a transaction that holds its row, writes the edit history beside it (with the reason
 * where one is given) and answers the class as it now is.
 */
async function changeClass(
  db: Db,
  id: number,
  actorId: number,
  change: (tx: Db, liveClass: LiveClassRow) => Promise<Partial<LiveClassRow> | null>,
  reason?: { field: string; text: string },
) {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(batchLiveClasses)
      .where(eq(batchLiveClasses.id, id))
      .for('update');
    if (!locked) throw notFound('There is no such live class.');
    const batchSlug = (await liveClassById(tx, id)).batch?.slug ?? null;
    const set = await change(tx, locked);
    if (!set) return;
    const [after] = await tx.update(batchLiveClasses).set(set).where(eq(batchLiveClasses.id, id)).returning();
    const afterBatch =
      after!.batchId === locked.batchId ? batchSlug : ((await liveClassById(tx, id)).batch?.slug ?? null);
    await recordEdit(tx, {
      entityType: 'live_class',
      entityId: id,
      actorId,
      before: { ...snapshot(locked, batchSlug), ...(reason ? { [reason.field]: null } : {}) },
      after: { ...snapshot(after!, afterBatch), ...(reason ? { [reason.field]: reason.text } : {}) },
    });
  });
  return viewOf(db, id);
}

export const handleMentorsAll: Handler<'lca-mentors-all'> = async ({ input, database: { db } }) => {
  const like = likePattern(input.query.search);
  const rows = await db
    .select({ id: users.id, handle: users.handle, name: users.name, imageUrl: users.imageUrl })
    .from(users)
    .where(
      and(
        sql`${users.roles} && ${sql.raw(`ARRAY['${MENTOR_ROLES.join("','")}']::text[]`)}`,
        like ? or(ilike(users.name, like), ilike(users.handle, like)) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(100);
  return {
    results: rows.map((row) => ({
      id: row.id,
      handle: row.handle,
      name: row.name,
      profile_image: row.imageUrl && /^https?:\/\//.test(row.imageUrl) ? row.imageUrl : null,
    })),
  };
};

/** Where each status sits, over the stored code and the clock (a class past its end is completed). */
function statusWhere(status: 'upcoming' | 'live' | 'completed' | 'cancelled', now: Date): SQL {
  const end = sql`${batchLiveClasses.startTime} + ${batchLiveClasses.durationMinutes} * interval '1 minute'`;
  const notCancelled = sql`${batchLiveClasses.status} <> ${CLASS_STATUS.cancelled}`;
  if (status === 'cancelled') return eq(batchLiveClasses.status, CLASS_STATUS.cancelled);
  if (status === 'upcoming') return sql`${notCancelled} and ${batchLiveClasses.startTime} > ${now}`;
  if (status === 'live')
    return sql`${notCancelled} and ${batchLiveClasses.startTime} <= ${now} and ${end} > ${now}`;
  return sql`${notCancelled} and ${end} <= ${now}`;
}

export const handleLiveClassesList: Handler<'lca-live-classes-list'> = async ({
  input,
  database: { db },
}) => {
  const { batch_slug: batchSlug, status, page } = input.query;
  const like = likePattern(input.query.search);
  const where = and(
    batchSlug ? eq(batches.slug, batchSlug) : undefined,
    status ? statusWhere(status, new Date()) : undefined,
    like ? ilike(batchLiveClasses.title, like) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ liveClass: batchLiveClasses, batch: batches })
      .from(batchLiveClasses)
      .leftJoin(batches, eq(batches.id, batchLiveClasses.batchId))
      .where(where)
      .orderBy(desc(batchLiveClasses.startTime), asc(batchLiveClasses.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(batchLiveClasses)
      .leftJoin(batches, eq(batches.id, batchLiveClasses.batchId))
      .where(where),
  ]);
  return {
    results: await classViews(db, rows, recordingUrl),
    count: total?.n ?? 0,
    page,
    page_size: PAGE_SIZE,
  };
};

export const handleReschedule: Handler<'lca-reschedule'> = async ({ input, user, database: { db } }) => {
  const start = new Date(input.body.start_time);
  const end = new Date(input.body.end_time);
  const now = new Date();
  if (start <= now)
    throw badRequest('A class is rescheduled to a time to come.', {
      start_time: 'Pick a time in the future.',
    });
  if (end.getTime() - start.getTime() > LONGEST_CLASS_HOURS * 3_600_000)
    throw badRequest(`A class lasts at most ${LONGEST_CLASS_HOURS} hours.`, {
      end_time: `End it within ${LONGEST_CLASS_HOURS} hours of the start.`,
    });
  return changeClass(
    db,
    input.path.id,
    user.id,
    async (_tx, liveClass) => {
      refuseIfCancelled(liveClass, 'rescheduled');
      const moved = { startTime: start, durationMinutes: (end.getTime() - start.getTime()) / 60_000 };
      return { ...moved, status: statusCodeAt({ ...liveClass, ...moved }, now) };
    },
    { field: 'reschedule_reason', text: input.body.reason },
  );
};

export const handleCancel: Handler<'lca-cancel'> = async ({
  input,
  user,
  database: { db },
  config,
  request,
}) => {
  let outboxIds: number[] = [];
  const view = await changeClass(
    db,
    input.path.id,
    user.id,
    async (tx, liveClass) => {
      refuseIfCancelled(liveClass, 'cancelled again');
      if (new Date() >= endOf(liveClass))
        throw new HttpError(409, 'class_over', `${liveClass.title} has already taken place.`);
      if (input.body.notify_learners && liveClass.batchId !== null) {
        const learners = await tx
          .select({ email: users.email, name: users.name, batch: batches.name, batchSlug: batches.slug })
          .from(batchEnrollments)
          .innerJoin(users, eq(users.id, batchEnrollments.userId))
          .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
          .where(and(eq(batchEnrollments.batchId, liveClass.batchId), sql`'learner' = any(${users.roles})`));
        outboxIds = await queueMessages(
          tx,
          learners.map((learner) => ({
            to: learner.email,
            subject: `Cancelled: ${liveClass.title}`,
            body: `Hello ${learner.name},\n\nThe live class "${liveClass.title}" of ${learner.batch} on ${liveClass.startTime.toUTCString()} is cancelled.\n\nReason: ${input.body.reason}\n\nYour batch page: ${config.publicUrl}/batch/${learner.batchSlug}\n`,
          })),
        );
      }
      return { status: CLASS_STATUS.cancelled };
    },
    { field: 'cancel_reason', text: input.body.reason },
  );
  await queueDelivery(request.server.jobQueue, outboxIds);
  return view;
};

export const handleDelete: Handler<'lca-delete'> = async ({ input, user, database: { db } }) => {
  const { liveClass, batch } = await liveClassById(db, input.path.id);
  await db.transaction(async (tx) => {
    // Attendance is what organizations' reports count: a class with some is unmapped or cancelled, not erased.
    const [attended] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(liveClassAttendance)
      .where(eq(liveClassAttendance.classId, liveClass.id));
    if ((attended?.n ?? 0) > 0)
      throw new HttpError(
        409,
        'has_attendance',
        `${liveClass.title} has the attendance of ${attended!.n} learners, which reports count; unmap it from its batch instead.`,
      );
    await tx.delete(batchLiveClasses).where(eq(batchLiveClasses.id, liveClass.id));
    await recordEdit(tx, {
      entityType: 'live_class',
      entityId: liveClass.id,
      actorId: user.id,
      before: { ...snapshot(liveClass, batch?.slug ?? null), deleted: false },
      after: { deleted: true },
    });
  });
  return { message: `${liveClass.title} is deleted, with its recordings and attendance.` };
};

export const handleMarkAsDemo: Handler<'lca-mark-as-demo'> = async ({ input, user, database: { db } }) =>
  changeClass(db, input.path.id, user.id, async () => ({ isDemo: input.body.is_demo }));

export const handleRecordingsReset: Handler<'lca-recordings-reset'> = async ({
  input,
  user,
  database: { db },
}) =>
  changeClass(db, input.path.id, user.id, async (tx, liveClass) => {
    const removed = await tx
      .delete(liveClassRecordings)
      .where(eq(liveClassRecordings.classId, liveClass.id))
      .returning({ id: liveClassRecordings.id });
    await recordEdit(tx, {
      entityType: 'live_class',
      entityId: liveClass.id,
      actorId: user.id,
      before: { recordings: removed.length },
      after: { recordings: 0 },
    });
    return null;
  });

async function nextPosition(tx: Db, classId: number) {
  const [row] = await tx
    .select({ last: max(liveClassRecordings.position) })
    .from(liveClassRecordings)
    .where(eq(liveClassRecordings.classId, classId));
  return (row?.last ?? -1) + 1;
}

export const handleRecordingsAdd: Handler<'lca-recordings-add'> = async ({ input, user, database: { db } }) =>
  changeClass(db, input.path.id, user.id, async (tx, liveClass) => {
    refuseIfCancelled(liveClass, 'recorded');
    refuseIfNotStarted(liveClass, 'recording');
    await tx.insert(liveClassRecordings).values({
      classId: liveClass.id,
      title: input.body.title,
      src: input.body.url,
      durationSeconds: input.body.duration_seconds,
      position: await nextPosition(tx, liveClass.id),
    });
    await recordEdit(tx, {
      entityType: 'live_class',
      entityId: liveClass.id,
      actorId: user.id,
      before: { recording_added: null },
      after: { recording_added: input.body.title },
    });
    return null;
  });

export const handleRecordingsAddAll: Handler<'lca-recordings-add-all'> = async ({
  input,
  user,
  database: { db },
}) => {
  const [batch] = await db.select().from(batches).where(eq(batches.slug, input.body.batch_slug));
  if (!batch) throw notFound('There is no such batch.');
  const slugs = input.body.recordings.map((row) => row.class_slug);
  const classes = await db
    .select()
    .from(batchLiveClasses)
    .where(and(eq(batchLiveClasses.batchId, batch.id), inArray(batchLiveClasses.slug, slugs)));
  const now = new Date();
  // Every row is checked before anything is written, and each refusal is said beside its own row.
  const refused: Record<string, string> = {};
  input.body.recordings.forEach((row, index) => {
    const liveClass = classes.find((candidate) => candidate.slug === row.class_slug);
    if (!liveClass)
      refused[`recordings.${index}.class_slug`] = `${row.class_slug} is not a class of ${batch.name}.`;
    else if (liveClass.status === CLASS_STATUS.cancelled)
      refused[`recordings.${index}.class_slug`] = `${liveClass.title} was cancelled.`;
    else if (now < liveClass.startTime)
      refused[`recordings.${index}.class_slug`] = `${liveClass.title} has not taken place yet.`;
  });
  const refusals = Object.keys(refused).length;
  if (refusals > 0)
    throw badRequest(
      `${refusals === 1 ? 'One recording is' : `${refusals} recordings are`} refused; nothing was added.`,
      refused,
    );
  await db.transaction(async (tx) => {
    for (const row of input.body.recordings) {
      const liveClass = classes.find((candidate) => candidate.slug === row.class_slug)!;
      await tx.insert(liveClassRecordings).values({
        classId: liveClass.id,
        title: row.title,
        src: row.url,
        durationSeconds: row.duration_seconds,
        position: await nextPosition(tx, liveClass.id),
      });
      await recordEdit(tx, {
        entityType: 'live_class',
        entityId: liveClass.id,
        actorId: user.id,
        before: { recording_added: null },
        after: { recording_added: row.title },
      });
    }
  });
  const missing = await db
    .select({ slug: batchLiveClasses.slug })
    .from(batchLiveClasses)
    .where(
      and(
        eq(batchLiveClasses.batchId, batch.id),
        statusWhere('completed', now),
        notExists(
          db
            .select({ id: liveClassRecordings.id })
            .from(liveClassRecordings)
            .where(eq(liveClassRecordings.classId, batchLiveClasses.id)),
        ),
      ),
    )
    .orderBy(asc(batchLiveClasses.startTime));
  return { added_count: input.body.recordings.length, missing: missing.map((row) => row.slug) };
};

export const handleUnmapping: Handler<'lca-unmapping'> = async ({ input, user, database: { db } }) =>
  changeClass(db, input.path.id, user.id, async (tx, liveClass) => {
    const [batch] = await tx.select().from(batches).where(eq(batches.slug, input.query.batch_slug));
    if (!batch || liveClass.batchId !== batch.id)
      throw new HttpError(
        409,
        'not_mapped',
        `${liveClass.title} is not in ${batch?.name ?? input.query.batch_slug}, so there is nothing to unmap.`,
      );
    return { batchId: null };
  });

/**
 * Maps an unmapped class to a batch again. A class still in a batch is refused (unmap it first, so a class is
 * never silently moved between batches); a class with attendance goes only to a batch its attendees are all
 * enrolled in, since the batch's organization report would otherwise count minutes of people it does not have.
 */
export const handleMapping: Handler<'x-lca-mapping'> = async ({ input, user, database: { db } }) =>
  changeClass(db, input.path.id, user.id, async (tx, liveClass) => {
    const [batch] = await tx.select().from(batches).where(eq(batches.slug, input.body.batch_slug));
    if (!batch)
      throw badRequest('Some fields are invalid.', {
        batch_slug: `There is no batch ${input.body.batch_slug}.`,
      });
    if (liveClass.batchId !== null) {
      const [current] = await tx
        .select({ name: batches.name })
        .from(batches)
        .where(eq(batches.id, liveClass.batchId));
      throw new HttpError(
        409,
        'already_mapped',
        `${liveClass.title} is in ${current?.name ?? 'a batch'} already.`,
        { batch_slug: `Unmap it from ${current?.name ?? 'its batch'} first.` },
      );
    }
    const [strangers] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(liveClassAttendance)
      .where(
        and(
          eq(liveClassAttendance.classId, liveClass.id),
          sql`not exists (select 1 from ${batchEnrollments} where ${batchEnrollments.batchId} = ${batch.id} and ${batchEnrollments.userId} = ${liveClassAttendance.userId})`,
        ),
      );
    if (strangers && strangers.n > 0)
      throw new HttpError(
        409,
        'attendees_elsewhere',
        `${strangers.n} of the people who attended ${liveClass.title} are not in ${batch.name}.`,
        { batch_slug: 'Pick the batch its attendees learn in.' },
      );
    return { batchId: batch.id };
  });

export const handleUploadAttendanceReport: Handler<'lca-upload-attendance-report'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { liveClass, batch } = await liveClassById(db, input.path.id);
  refuseIfCancelled(liveClass, 'attended');
  refuseIfNotStarted(liveClass, 'attendance');
  if (!batch)
    throw new HttpError(
      409,
      'not_mapped',
      `${liveClass.title} is in no batch, so nobody's attendance can be matched.`,
    );
  const rows = await readAttendanceReport(input.body.file);
  const learners = await db
    .select({ id: users.id, email: users.email })
    .from(batchEnrollments)
    .innerJoin(users, eq(users.id, batchEnrollments.userId))
    .where(
      and(
        eq(batchEnrollments.batchId, batch.id),
        inArray(
          sql`lower(${users.email})`,
          rows.map((row) => row.email),
        ),
      ),
    );
  const learnerOf = new Map(learners.map((learner) => [learner.email.toLowerCase(), learner.id]));
  // A provider lists each join on its own row: a learner who rejoined is summed, never past the class's length.
  const minutes = new Map<number, number>();
  const unmatched: { row: number; email: string; reason: string }[] = [];
  for (const row of rows) {
    const learnerId = learnerOf.get(row.email);
    if (learnerId === undefined)
      unmatched.push({ row: row.row, email: row.email, reason: `Not a learner of ${batch.name}.` });
    else minutes.set(learnerId, (minutes.get(learnerId) ?? 0) + row.minutes);
  }
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(batchLiveClasses)
      .where(eq(batchLiveClasses.id, liveClass.id))
      .for('update');
    if (!locked) throw notFound('There is no such live class.');
    const previous = await tx
      .delete(liveClassAttendance)
      .where(eq(liveClassAttendance.classId, liveClass.id))
      .returning({ userId: liveClassAttendance.userId });
    if (minutes.size > 0)
      await tx.insert(liveClassAttendance).values(
        [...minutes].map(([userId, total]) => ({
          classId: liveClass.id,
          userId,
          durationMinutes: Math.round(Math.min(total, locked.durationMinutes) * 10) / 10,
        })),
      );
    await tx
      .update(batchLiveClasses)
      .set({ attendanceUploadedAt: new Date() })
      .where(eq(batchLiveClasses.id, liveClass.id));
    await recordEdit(tx, {
      entityType: 'live_class',
      entityId: liveClass.id,
      actorId: user.id,
      before: { attendees: previous.length, attendance_report: null },
      after: { attendees: minutes.size, attendance_report: input.body.file.name },
    });
  });
  return { processed: rows.length, matched: minutes.size, unmatched };
};

export const handleLiveClassEditHistory: Handler<'lca-edit-history'> = async ({
  input,
  database: { db },
}) => {
  const { page } = input.query;
  // A deleted class keeps its history, so the id is not required to exist any more.
  const history = await listEdits(db, {
    entityType: 'live_class',
    entityId: input.path.id,
    page,
    pageSize: PAGE_SIZE,
  });
  return {
    results: history.results.flatMap((edit) =>
      Object.entries(edit.changes).map(([field, change]) => ({
        changed_by: edit.changed_by,
        changed_at: edit.changed_at,
        field,
        old_value: change.from === null ? null : String(change.from),
        new_value: change.to === null ? null : String(change.to),
      })),
    ),
    count: history.count,
    page,
    page_size: PAGE_SIZE,
  };
};
