import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { problemDetails, problems, users } from '../db/schema';
import { problemRevisions, type RevisionChanges } from '../db/schema-problem-authoring';
import { notFound } from '../http/errors';
import { type LoadedProblem, problemOut, textSnapshot } from './store';

type RevisionRow = typeof problemRevisions.$inferSelect;

export const QUEUE_PAGE_SIZE = 20;

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
export function effectiveChanges(loaded: LoadedProblem, proposed: RevisionChanges): RevisionChanges {
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
export function proposedSnapshot(loaded: LoadedProblem, changes: RevisionChanges): Record<string, string> {
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

export function revisionOut(row: JoinedRevision, user: SessionUser) {
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

export function joinedRevisions(db: Db) {
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

export async function oneRevision(db: Db, problemId: number, revisionId: number): Promise<JoinedRevision> {
  const [row] = await joinedRevisions(db)
    .where(and(eq(problemRevisions.id, revisionId), eq(problemRevisions.problemId, problemId)))
    .limit(1);
  if (!row) throw notFound('This problem has no such revision request.');
  return row;
}

/** Writes an approved revision's changes to the live problem. */
export async function applyChanges(tx: Db, loaded: LoadedProblem, changes: RevisionChanges) {
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
