import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { issueActivity, issueLabelLinks, issueLabels, issues, users } from '../db/schema';
import { badRequest, notFound } from '../http/errors';

type IssueRow = typeof issues.$inferSelect;
type ActivityKind = (typeof issueActivity.$inferInsert)['kind'];

const reporters = alias(users, 'reporters');
const assignees = alias(users, 'assignees');

/** The columns of an issue as the contract shows it, reporter and assignee by handle. */
const issueColumns = {
  issue: issues,
  reporter: reporters.handle,
  assignee: assignees.handle,
};

/** `select(issueColumns)` from this, so the handles come along. */
export function selectIssues(db: Db) {
  return db
    .select(issueColumns)
    .from(issues)
    .innerJoin(reporters, eq(reporters.id, issues.reporterId))
    .leftJoin(assignees, eq(assignees.id, issues.assigneeId));
}

type Selected = { issue: IssueRow; reporter: string; assignee: string | null };

/** Issues with their labels, in the order given. */
export async function issueOutputs(db: Db, rows: Selected[]) {
  const ids = rows.map((row) => row.issue.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ issueId: issueLabelLinks.issueId, label: issueLabels })
          .from(issueLabelLinks)
          .innerJoin(issueLabels, eq(issueLabels.id, issueLabelLinks.labelId))
          .where(inArray(issueLabelLinks.issueId, ids))
          .orderBy(asc(issueLabels.name));
  return rows.map(({ issue, reporter, assignee }) => ({
    id: issue.id,
    title: issue.title,
    description: issue.description,
    status: issue.status,
    priority: issue.priority,
    category: issue.category,
    reporter,
    assignee,
    labels: links.filter((link) => link.issueId === issue.id).map((link) => link.label),
    page_url: issue.pageUrl,
    created_at: issue.createdAt.toISOString(),
    updated_at: issue.updatedAt.toISOString(),
  }));
}

export async function issueOutput(db: Db, id: number) {
  const [row] = await selectIssues(db).where(eq(issues.id, id));
  if (!row) throw notFound('There is no such issue.');
  const [output] = await issueOutputs(db, [row]);
  return output!;
}

export async function addActivity(
  db: Db,
  entries: { issueId: number; actorId: number | null; kind: ActivityKind; text: string }[],
): Promise<void> {
  if (entries.length > 0) await db.insert(issueActivity).values(entries);
}

/** The secret of a ticket's reply address. */
export const newReplyToken = () => randomBytes(12).toString('hex');

/** Support staff who can take a ticket: the support role, or a super admin. */
export async function supportStaffId(db: Db, handle: string): Promise<number> {
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.handle} = ${handle} and (${users.roles} && ARRAY['support', 'super_admin']::text[])`);
  if (!person)
    throw badRequest(`${handle} is not on the support team.`, {
      assignee: 'Choose someone on the support team',
    });
  return person.id;
}

/** Every label id must exist; a missing one refuses the whole request, naming it. */
export async function checkLabels(db: Db, labelIds: readonly number[], field: string): Promise<void> {
  if (labelIds.length === 0) return;
  const found = await db
    .select({ id: issueLabels.id })
    .from(issueLabels)
    .where(inArray(issueLabels.id, [...labelIds]));
  const missing = labelIds.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0)
    throw badRequest(`There is no label ${missing.join(', ')}.`, {
      [field]: `No such label: ${missing.join(', ')}`,
    });
}
