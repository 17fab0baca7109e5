import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EndpointRegistry, SignedInAccess } from '../api/registry';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { problemDetails, problems, users } from '../db/schema';
import { problemRevisions, type RevisionChanges } from '../db/schema-problem-authoring';
import { recordEdit } from '../edit-history/record';
import { forbidden, HttpError, notFound } from '../http/errors';
import { refuseOthersLock } from './lock';
import { editableSnapshot, type LoadedProblem, loadProblem, problemOut, textSnapshot, touch } from './store';

type RevisionRow = typeof problemRevisions.$inferSelect;

const QUEUE_PAGE_SIZE = 20;
const requester = alias(users, 'requester');
const reviewer = alias(users, 'reviewer');

/** The revisable fields in the form's order, which is also the order `changed_fields` lists them in. */
const REVISABLE_FIELDS = [
  'title',
  'difficulty',
  'statement',
  'input_format',
  'output_format',
  'constraints',
  'tags',
  'company_tags',
] as const;

const cleanList = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

/** The proposed changes that differ from the live problem, in the form's own spelling. */
function effectiveChanges(loaded: LoadedProblem, proposed: RevisionChanges): RevisionChanges {
  const live = problemOut(loaded);
  const changes: RevisionChanges = {};
  if (proposed.title !== undefined && proposed.title.trim() !== live.title)
    changes.title = proposed.title.trim();
  for (const field of ['statement', 'input_format', 'output_format', 'constraints'] as const) {
    const value = proposed[field];
    if (value !== undefined && value !== live[field]) changes[field] = value;
  }
  if (proposed.difficulty !== undefined && proposed.difficulty !== live.difficulty)
    changes.difficulty = proposed.difficulty;
  for (const field of ['tags', 'company_tags'] as const) {
    const value = proposed[field];
    if (value === undefined) continue;
    const cleaned = cleanList(value);
    if (cleaned.join('\n') !== live[field].join('\n')) changes[field] = cleaned;
  }
  return changes;
}

/** The live text fields with the changes laid over them, as the diff shows them. */
function proposedSnapshot(loaded: LoadedProblem, changes: RevisionChanges): Record<string, string> {
  const snapshot = textSnapshot(loaded);
  for (const [field, value] of Object.entries(changes))
    snapshot[field] = Array.isArray(value) ? value.join(', ') : String(value);
  return snapshot;
}

interface JoinedRevision {
  revision: RevisionRow;
  problemTitle: string;
  requestedBy: string | null;
  reviewedBy: string | null;
}

function revisionOut(row: JoinedRevision, user: SessionUser) {
  const { revision } = row;
  return {
    id: revision.id,
    problem_id: revision.problemId,
    problem_title: row.problemTitle,
    status: revision.status,
    note: revision.note,
    requested_by: row.requestedBy ?? 'deleted account',
    created_at: revision.createdAt.toISOString(),
    snapshot: revision.snapshot,
    changed_fields: REVISABLE_FIELDS.filter((field) => revision.changes[field] !== undefined),
    can_review: revision.status === 'queued' && revision.requestedBy !== user.id,
    reviewed_by: revision.reviewedAt ? (row.reviewedBy ?? 'deleted account') : null,
    reviewed_at: revision.reviewedAt?.toISOString() ?? null,
    review_comment: revision.reviewComment,
  };
}

function joinedRevisions(db: Db) {
  return db
    .select({
      revision: problemRevisions,
      problemTitle: problems.title,
      requestedBy: requester.name,
      reviewedBy: reviewer.name,
    })
    .from(problemRevisions)
    .innerJoin(problems, eq(problems.id, problemRevisions.problemId))
    .leftJoin(requester, eq(requester.id, problemRevisions.requestedBy))
    .leftJoin(reviewer, eq(reviewer.id, problemRevisions.reviewedBy))
    .$dynamic();
}

async function oneRevision(db: Db, problemId: number, revisionId: number): Promise<JoinedRevision> {
  const [row] = await joinedRevisions(db)
    .where(and(eq(problemRevisions.id, revisionId), eq(problemRevisions.problemId, problemId)))
    .limit(1);
  if (!row) throw notFound('This problem has no such revision request.');
  return row;
}

/** Writes an approved revision's changes to the live problem. */
async function applyChanges(tx: Db, loaded: LoadedProblem, changes: RevisionChanges) {
  const problemId = loaded.problem.id;
  const { title, statement, difficulty } = changes;
  if (title !== undefined || statement !== undefined || difficulty !== undefined)
    await tx.update(problems).set({ title, statement, difficulty }).where(eq(problems.id, problemId));
  const details = {
    inputFormat: changes.input_format ?? loaded.details.inputFormat,
    outputFormat: changes.output_format ?? loaded.details.outputFormat,
    constraints: changes.constraints ?? loaded.details.constraints,
    topics: changes.tags ?? loaded.details.topics,
    companies: changes.company_tags ?? loaded.details.companies,
  };
  await tx
    .insert(problemDetails)
    .values({ ...loaded.details, ...details, problemId })
    .onConflictDoUpdate({ target: problemDetails.problemId, set: details });
}

export function registerRevisionEndpoints(registry: EndpointRegistry, roles: SignedInAccess): void {
  registry.implement('admin-problem-revision', roles, async ({ input, database, user }) => {
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
  });

  registry.implement('admin-problem-list-for-revision', roles, async ({ input, database, user }) => {
    await loadProblem(database.db, input.path.id);
    const rows = await joinedRevisions(database.db)
      .where(eq(problemRevisions.problemId, input.path.id))
      .orderBy(desc(problemRevisions.id));
    return { results: rows.map((row) => revisionOut(row, user)) };
  });

  registry.implement('admin-problem-queue-revision-request', roles, async ({ input, database, user }) => {
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
  });

  registry.implement('x-admin-problem-revision-queue', roles, async ({ input, database, user }) => {
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
  });

  registry.implement('x-admin-problem-revision-review', roles, async ({ input, database, user }) => {
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
  });
}
