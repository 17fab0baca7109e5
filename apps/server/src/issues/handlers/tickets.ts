import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import {
  batchEnrollments,
  batches,
  issueActivity,
  issueLabelLinks,
  issueLabels,
  issues,
  paymentOrders,
  users,
} from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { countCall } from '../../http/shared-limits';
import { publicSettings } from '../../staff-dashboard/settings';
import {
  addActivity,
  checkLabels,
  issueOutput,
  issueOutputs,
  newReplyToken,
  selectIssues,
  supportStaffId,
} from '../issue-views';

const PAGE_SIZE = 20;
/** Help requests one learner may file an hour: enough for a bad day, not for a script. */
const FILED_PER_HOUR = 10;

export const handleIssuesList: Handler<'issues-list'> = async ({ input, database: { db } }) => {
  const { status, assignee, label_id: labelId, category, search } = input.query;
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? PAGE_SIZE;
  const like = search ? `%${escapeLike(search)}%` : undefined;
  const where = and(
    eq(issues.status, status),
    category ? eq(issues.category, category) : undefined,
    assignee ? sql`${issues.assigneeId} = (select id from users where handle = ${assignee})` : undefined,
    labelId
      ? sql`exists (select 1 from ${issueLabelLinks} where ${issueLabelLinks.issueId} = ${issues.id} and ${issueLabelLinks.labelId} = ${labelId})`
      : undefined,
    like ? or(ilike(issues.title, like), ilike(issues.description, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectIssues(db)
      .where(where)
      .orderBy(desc(issues.updatedAt), desc(issues.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(issues).where(where),
  ]);
  return { results: await issueOutputs(db, rows), count: total?.count ?? 0, page, page_size: pageSize };
};

export const handleIssueGet: Handler<'x-issue-get'> = async ({ input, database: { db } }) =>
  issueOutput(db, input.path.id);

/** A learner's Help form (001 §7 POST issues/): the ticket is theirs, and support sees it as open. */
export const handleIssuesPost: Handler<'issues-post'> = async ({ input, user, database }) => {
  const settings = await publicSettings(database);
  if (settings['feature.help_form'] === false) throw forbidden('The Help form is switched off for now.');
  await countCall(database, [{ key: `issue-filed:${user.id}`, max: FILED_PER_HOUR, windowMs: 3_600_000 }]);
  const { title, description, category, page_url: pageUrl } = input.body;
  const id = await database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(issues)
      .values({ title, description, category, pageUrl, reporterId: user.id, replyToken: newReplyToken() })
      .returning({ id: issues.id });
    await addActivity(tx as unknown as Db, [
      { issueId: created!.id, actorId: user.id, kind: 'created', text: 'Filed from the Help form.' },
    ]);
    return created!.id;
  });
  return issueOutput(database.db, id);
};

/** Support opens a ticket for someone (a phone call, a chat): the reporter is that person. */
export const handleIssuesCreate: Handler<'issues-create'> = async ({ input, user, database: { db } }) => {
  const form = input.body;
  const [reporter] = await db.select({ id: users.id }).from(users).where(eq(users.handle, form.reporter));
  if (!reporter)
    throw badRequest(`There is no user ${form.reporter}.`, { reporter: 'No user has this handle' });
  const assigneeId = form.assignee ? await supportStaffId(db, form.assignee) : null;
  await checkLabels(db, form.label_ids, 'label_ids');
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(issues)
      .values({
        title: form.title,
        description: form.description,
        category: form.category,
        priority: form.priority,
        pageUrl: form.reported_url ?? null,
        reporterId: reporter.id,
        assigneeId,
        replyToken: newReplyToken(),
      })
      .returning({ id: issues.id });
    const issueId = created!.id;
    if (form.label_ids.length > 0)
      await tx
        .insert(issueLabelLinks)
        .values([...new Set(form.label_ids)].map((labelId) => ({ issueId, labelId })));
    await addActivity(tx as unknown as Db, [
      { issueId, actorId: user.id, kind: 'created', text: `Opened by ${user.handle} for ${form.reporter}.` },
    ]);
    return issueId;
  });
  return issueOutput(db, id);
};

export const handleIssuesFilters: Handler<'issues-filters'> = async ({ database: { db } }) => {
  const [labels, staff] = await Promise.all([
    db.select().from(issueLabels).orderBy(asc(issueLabels.name)),
    db
      .select({ handle: users.handle, name: users.name })
      .from(users)
      .where(sql`${users.roles} && ARRAY['support']::text[]`)
      .orderBy(asc(users.name)),
  ]);
  return {
    statuses: [...issues.status.enumValues],
    priorities: [...issues.priority.enumValues],
    categories: [...issues.category.enumValues],
    labels,
    assignees: staff,
  };
};

export const handleIssuesActivity: Handler<'issues-activity'> = async ({ input, database: { db } }) => {
  const [exists] = await db.select({ id: issues.id }).from(issues).where(eq(issues.id, input.path.id));
  if (!exists) throw notFound('There is no such issue.');
  const rows = await db
    .select({ entry: issueActivity, actor: users.handle })
    .from(issueActivity)
    .leftJoin(users, eq(users.id, issueActivity.actorId))
    .where(eq(issueActivity.issueId, input.path.id))
    .orderBy(asc(issueActivity.createdAt), asc(issueActivity.id));
  return {
    results: rows.map(({ entry, actor }) => ({
      id: entry.id,
      actor: actor ?? 'deleted account',
      kind: entry.kind,
      text: entry.text,
      created_at: entry.createdAt.toISOString(),
    })),
  };
};

/**
 * One field of many tickets at once, in one transaction: every ticket must exist and the value must be
 * valid, or nothing changes. Each changed ticket records the change in its activity.
 */
export const handleIssuesBulkFieldUpdate: Handler<'issues-bulk-field-update'> = async ({
  input,
  user,
  database: { db },
}) => {
  const body = input.body;
  const ids = [...new Set(body.issue_ids)];
  const found = await db.select({ id: issues.id }).from(issues).where(inArray(issues.id, ids));
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0)
    throw badRequest(`There is no issue ${missing.join(', ')}; nothing was changed.`, {
      issue_ids: `No such issue: ${missing.join(', ')}`,
    });
  const now = new Date();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    switch (body.field) {
      case 'status':
        await t.update(issues).set({ status: body.value, updatedAt: now }).where(inArray(issues.id, ids));
        await addActivity(
          t,
          ids.map((issueId) => ({
            issueId,
            actorId: user.id,
            kind: 'status' as const,
            text: `Status set to ${body.value}.`,
          })),
        );
        break;
      case 'priority':
        await t.update(issues).set({ priority: body.value, updatedAt: now }).where(inArray(issues.id, ids));
        await addActivity(
          t,
          ids.map((issueId) => ({
            issueId,
            actorId: user.id,
            kind: 'priority' as const,
            text: `Priority set to ${body.value}.`,
          })),
        );
        break;
      case 'assignee': {
        const assigneeId = body.value === null ? null : await supportStaffId(t, body.value);
        await t.update(issues).set({ assigneeId, updatedAt: now }).where(inArray(issues.id, ids));
        const text = body.value === null ? 'Unassigned.' : `Assigned to ${body.value}.`;
        await addActivity(
          t,
          ids.map((issueId) => ({ issueId, actorId: user.id, kind: 'assignee' as const, text })),
        );
        break;
      }
      case 'labels': {
        const labelIds = [...new Set(body.value)];
        await checkLabels(t, labelIds, 'value');
        const names = labelIds.length
          ? (
              await t
                .select({ name: issueLabels.name })
                .from(issueLabels)
                .where(inArray(issueLabels.id, labelIds))
            ).map((row) => row.name)
          : [];
        await t.delete(issueLabelLinks).where(inArray(issueLabelLinks.issueId, ids));
        if (labelIds.length > 0)
          await t
            .insert(issueLabelLinks)
            .values(ids.flatMap((issueId) => labelIds.map((labelId) => ({ issueId, labelId }))));
        await t.update(issues).set({ updatedAt: now }).where(inArray(issues.id, ids));
        const text = names.length ? `Labels set to ${names.sort().join(', ')}.` : 'Labels removed.';
        await addActivity(
          t,
          ids.map((issueId) => ({ issueId, actorId: user.id, kind: 'labels' as const, text })),
        );
        break;
      }
      default:
        return body satisfies never;
    }
  });
  return { updated_count: ids.length };
};

/** The person behind a ticket, beside it (001 §7: the handle arrives base64-encoded). */
export const handleIssuesGetUserData: Handler<'issues-get-user-data'> = async ({
  input,
  database: { db },
}) => {
  const handle = Buffer.from(input.query.handle, 'base64').toString('utf8');
  const [person] = await db
    .select({ id: users.id, handle: users.handle, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.handle, handle));
  if (!person) throw notFound('There is no user with this handle.');
  const [enrolments, orders] = await Promise.all([
    db
      .select({ slug: batches.slug, name: batches.name, enrolledAt: batchEnrollments.enrolledAt })
      .from(batchEnrollments)
      .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
      .where(eq(batchEnrollments.userId, person.id))
      .orderBy(desc(batchEnrollments.enrolledAt))
      .limit(50),
    db
      .select({
        code: paymentOrders.orderCode,
        amount: paymentOrders.amount,
        status: paymentOrders.status,
        createdAt: paymentOrders.createdAt,
      })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, person.id), sql`${paymentOrders.status} <> 'cart'`))
      .orderBy(desc(paymentOrders.createdAt))
      .limit(50),
  ]);
  return {
    handle: person.handle,
    name: person.name,
    email: person.email,
    phone: person.phone,
    batches: enrolments.map((row) => ({
      slug: row.slug,
      name: row.name,
      enrolled_at: row.enrolledAt.toISOString(),
    })),
    // Amounts are stored in paise (ADR 0048); the contract's money is rupees.
    transactions: orders.map((row) => ({
      order_id: row.code,
      amount: row.amount / 100,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
  };
};
