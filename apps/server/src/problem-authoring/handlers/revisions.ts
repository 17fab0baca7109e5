import { asc, count, desc, eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { problemRevisions } from '../../db/schema-problem-authoring';
import { recordEdit } from '../../edit-history/record';
import { forbidden, HttpError } from '../../http/errors';
import { refuseOthersLock } from '../lock';
import {
  applyChanges,
  effectiveChanges,
  joinedRevisions,
  oneRevision,
  proposedSnapshot,
  QUEUE_PAGE_SIZE,
  revisionOut,
} from '../revisions';
import { editableSnapshot, loadProblem, textSnapshot, touch } from '../store';

export const handleAdminProblemRevision: Handler<'admin-problem-revision'> = async ({
  input,
  database,
  user,
}) => {
  return database.db.transaction(async (tx) => {
    const loaded = await loadProblem(tx, input.path.id);
    const changes = effectiveChanges(loaded, input.body.changes);
    const [row] = await tx
      .insert(problemRevisions)
      .values({
        problemId: input.path.id,
        note: input.body.note,
        requestedBy: user.id,
        changes,
        snapshot: proposedSnapshot(loaded, changes),
      })
      .returning();
    return revisionOut(
      { revision: row!, problemTitle: loaded.problem.title, requestedBy: user.name, reviewedBy: null },
      user,
    );
  });
};

export const handleAdminProblemListForRevision: Handler<'admin-problem-list-for-revision'> = async ({
  input,
  database,
  user,
}) => {
  await loadProblem(database.db, input.path.id);
  const rows = await joinedRevisions(database.db)
    .where(eq(problemRevisions.problemId, input.path.id))
    .orderBy(desc(problemRevisions.id));
  return { results: rows.map((row) => revisionOut(row, user)) };
};

export const handleAdminProblemQueueRevisionRequest: Handler<
  'admin-problem-queue-revision-request'
> = async ({ input, database, user }) => {
  return database.db.transaction(async (tx) => {
    const row = await oneRevision(tx, input.path.id, input.body.revision_id);
    const [locked] = await tx
      .select({ status: problemRevisions.status })
      .from(problemRevisions)
      .where(eq(problemRevisions.id, row.revision.id))
      .for('update');
    if (locked!.status !== 'requested')
      throw new HttpError(
        409,
        locked!.status === 'queued' ? 'already_queued' : 'already_reviewed',
        locked!.status === 'queued'
          ? 'This revision request is already in the queue.'
          : `This revision was already ${locked!.status}.`,
      );
    const [queued] = await tx
      .update(problemRevisions)
      .set({ status: 'queued' })
      .where(eq(problemRevisions.id, row.revision.id))
      .returning();
    return revisionOut({ ...row, revision: queued! }, user);
  });
};

export const handleAdminProblemRevisionQueue: Handler<'x-admin-problem-revision-queue'> = async ({
  input,
  database,
  user,
}) => {
  const { db } = database;
  const where = eq(problemRevisions.status, input.query.status);
  const [total] = await db.select({ n: count() }).from(problemRevisions).where(where);
  const rows = await joinedRevisions(db)
    .where(where)
    // The queue is worked oldest first; reviewed revisions read newest first.
    .orderBy(
      input.query.status === 'queued' || input.query.status === 'requested'
        ? asc(problemRevisions.id)
        : desc(problemRevisions.reviewedAt),
    )
    .limit(QUEUE_PAGE_SIZE)
    .offset((input.query.page - 1) * QUEUE_PAGE_SIZE);
  const live = new Map<number, Record<string, string>>();
  for (const row of rows)
    if (!live.has(row.revision.problemId))
      live.set(row.revision.problemId, textSnapshot(await loadProblem(db, row.revision.problemId)));
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({ ...revisionOut(row, user), live: live.get(row.revision.problemId)! })),
  };
};

export const handleAdminProblemRevisionReview: Handler<'x-admin-problem-revision-review'> = async ({
  input,
  database,
  user,
}) => {
  const { id: problemId, revision_id: revisionId } = input.path;
  return database.db.transaction(async (tx) => {
    const before = await loadProblem(tx, problemId, { forUpdate: true });
    const row = await oneRevision(tx, problemId, revisionId);
    if (row.revision.requestedBy === user.id)
      throw forbidden('You cannot review your own revision: another setter or a super admin must.');
    const [locked] = await tx
      .select({ status: problemRevisions.status })
      .from(problemRevisions)
      .where(eq(problemRevisions.id, revisionId))
      .for('update');
    if (locked!.status !== 'queued')
      throw new HttpError(
        409,
        'not_queued',
        locked!.status === 'requested'
          ? 'Only a queued revision can be reviewed: queue it first.'
          : `This revision was already ${locked!.status}.`,
      );
    const approve = input.body.decision === 'approve';
    if (approve) {
      // An editor's unsaved work is not overwritten under them: approval waits for their lock to go.
      await refuseOthersLock(tx, problemId, user);
      await applyChanges(tx, before, row.revision.changes);
      await touch(tx, problemId);
      await recordEdit(tx, {
        entityType: 'problem',
        entityId: problemId,
        actorId: user.id,
        before: editableSnapshot(before),
        after: { ...editableSnapshot(await loadProblem(tx, problemId)), approved_revision: revisionId },
      });
    }
    const comment = input.body.comment.trim();
    const [reviewed] = await tx
      .update(problemRevisions)
      .set({
        status: approve ? 'approved' : 'rejected',
        reviewedBy: user.id,
        reviewedAt: new Date(),
        reviewComment: comment === '' ? null : comment,
      })
      .where(eq(problemRevisions.id, revisionId))
      .returning();
    const title = approve ? (row.revision.changes.title ?? before.problem.title) : before.problem.title;
    return revisionOut({ ...row, problemTitle: title, revision: reviewed!, reviewedBy: user.name }, user);
  });
};
