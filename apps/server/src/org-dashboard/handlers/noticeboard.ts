import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { OrganizationHandler } from '../../api/registry';
import { likePattern } from '../../db/escape-like';
import { pageOf } from '../../db/paging';
import { batchEnrollments, batches, orgMails, orgNotices, outbox, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { queueDelivery } from '../../mail/outbox';
import { noticeColumns, toNotice } from '../notices';
import { orgBatch } from '../queries';

export const handleOrgNoticeboard: OrganizationHandler<'org-noticeboard'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const batch = input.query.batch_slug ? await orgBatch(db, organization, input.query.batch_slug) : undefined;
  const pattern = likePattern(input.query.search);
  const query = db
    .select(noticeColumns)
    .from(orgNotices)
    .leftJoin(batches, eq(batches.id, orgNotices.batchId))
    .where(
      and(
        eq(orgNotices.organizationId, organization.id),
        // A batch sees its own notices and the organization-wide ones.
        batch ? or(eq(orgNotices.batchId, batch.id), isNull(orgNotices.batchId)) : undefined,
        pattern ? or(ilike(orgNotices.title, pattern), ilike(orgNotices.body, pattern)) : undefined,
      ),
    )
    .$dynamic();
  return pageOf(
    db,
    input.query,
    query,
    [desc(orgNotices.pinned), desc(orgNotices.createdAt), desc(orgNotices.id)],
    toNotice,
  );
};

export const handleOrgNoticeboardUpdate: OrganizationHandler<'org-noticeboard-update'> = async ({
  organization,
  input,
  user,
  database: { db },
}) => {
  const { id, title, body, pinned, batch_slug: batchSlug } = input.body;
  // A named batch must be the organization's own (404 otherwise), like every id from the client.
  const batchId =
    batchSlug === undefined
      ? {}
      : { batchId: batchSlug === null ? null : (await orgBatch(db, organization, batchSlug)).id };
  const written =
    id === undefined
      ? await db
          .insert(orgNotices)
          .values({
            organizationId: organization.id,
            title: title.trim(),
            body: body.trim(),
            pinned: pinned ?? false,
            createdBy: user.id,
            ...batchId,
          })
          .returning()
      : await db
          .update(orgNotices)
          .set({
            title: title.trim(),
            body: body.trim(),
            updatedAt: new Date(),
            ...(pinned === undefined ? {} : { pinned }),
            ...batchId,
          })
          .where(and(eq(orgNotices.id, id), eq(orgNotices.organizationId, organization.id)))
          .returning();
  const [notice] = written;
  if (!notice) throw notFound(`Your noticeboard has no notice ${id}.`);
  const [saved] = await db
    .select(noticeColumns)
    .from(orgNotices)
    .leftJoin(batches, eq(batches.id, orgNotices.batchId))
    .where(eq(orgNotices.id, notice.id));
  return toNotice(saved!);
};

export const handleOrgSendMail: OrganizationHandler<'org-send-mail'> = async ({
  organization,
  input,
  user,
  request,
  database: { db },
}) => {
  const batch = input.query.batch_slug ? await orgBatch(db, organization, input.query.batch_slug) : undefined;
  const wanted = [
    ...new Set(input.body.recipients.map((value) => value.trim().toLowerCase()).filter(Boolean)),
  ];
  if (wanted.length === 0) throw badRequest('Name at least one recipient.', { recipients: 'Empty.' });
  // Recipients are the organization's own students (of the batch, when one is named), by email or handle.
  const base = db
    .selectDistinct({ id: users.id, email: users.email, handle: users.handle })
    .from(users)
    .$dynamic();
  const found = await (batch
    ? base.innerJoin(
        batchEnrollments,
        and(eq(batchEnrollments.userId, users.id), eq(batchEnrollments.batchId, batch.id)),
      )
    : base
  ).where(
    and(
      eq(users.organizationId, organization.id),
      sql`'learner' = any(${users.roles})`,
      or(inArray(sql`lower(${users.email})`, wanted), inArray(users.handle, wanted)),
    ),
  );
  const known = new Set(found.flatMap((row) => [row.email.toLowerCase(), row.handle]));
  const unknown = wanted.filter((value) => !known.has(value));
  if (unknown.length)
    throw badRequest(
      `${unknown.length} recipient${unknown.length === 1 ? ' is' : 's are'} not ${batch ? 'in this batch' : 'your students'}: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''}`,
      { recipients: 'Only your own students can be written to.' },
    );
  const subject = input.body.subject.trim();
  const text = input.body.body;
  const ids = await db.transaction(async (tx) => {
    await tx.insert(orgMails).values({
      organizationId: organization.id,
      sentBy: user.id,
      subject,
      body: text,
      recipientsCount: found.length,
    });
    const rows = await tx
      .insert(outbox)
      .values(found.map((row) => ({ to: row.email, subject, body: text })))
      .returning({ id: outbox.id });
    return rows.map((row) => row.id);
  });
  await queueDelivery(request.server.jobQueue, ids);
  // Delivery runs in the mail queue after this answer; the count is what was already delivered (usually 0).
  return { sent: ids.length, delivered: 0 };
};
