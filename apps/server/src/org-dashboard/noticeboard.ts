import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { EndpointRegistry } from '../api/registry';
import { batchEnrollments, orgMails, orgNotices, outbox, users } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { deliverOutbox } from './mail';
import { orgBatch, paging } from './queries';
import { orgAccess } from './reports';
import { resolveOrganization } from './scope';

function toNotice(row: typeof orgNotices.$inferSelect) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    pinned: row.pinned,
    created_at: row.createdAt.toISOString(),
  };
}

export function registerNoticeboardAndMailEndpoints(registry: EndpointRegistry): void {
  registry.implement('org-noticeboard', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
    const { page, pageSize, offset } = paging(input.query);
    const term = input.query.search?.trim();
    const pattern = term ? `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
    const where = and(
      eq(orgNotices.organizationId, organization.id),
      pattern
        ? or(sql`${orgNotices.title} ilike ${pattern}`, sql`${orgNotices.body} ilike ${pattern}`)
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orgNotices)
        .where(where)
        .orderBy(desc(orgNotices.pinned), desc(orgNotices.createdAt), desc(orgNotices.id))
        .limit(pageSize)
        .offset(offset),
      db.select({ n: count() }).from(orgNotices).where(where),
    ]);
    return { results: rows.map(toNotice), count: total?.n ?? 0, page, page_size: pageSize };
  });

  registry.implement('org-noticeboard-update', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
    const { id, title, body, pinned } = input.body;
    if (id !== undefined) {
      const [updated] = await db
        .update(orgNotices)
        .set({
          title: title.trim(),
          body: body.trim(),
          updatedAt: new Date(),
          ...(pinned === undefined ? {} : { pinned }),
        })
        .where(and(eq(orgNotices.id, id), eq(orgNotices.organizationId, organization.id)))
        .returning();
      if (!updated) throw notFound(`Your noticeboard has no notice ${id}.`);
      return toNotice(updated);
    }
    const [created] = await db
      .insert(orgNotices)
      .values({
        organizationId: organization.id,
        title: title.trim(),
        body: body.trim(),
        pinned: pinned ?? false,
        createdBy: user!.id,
      })
      .returning();
    return toNotice(created!);
  });

  registry.implement(
    'org-send-mail',
    orgAccess,
    async ({ input, user, config, request, database: { db } }) => {
      const organization = await resolveOrganization(db, user!, input.query.slug);
      const batch = input.query.batch_slug
        ? await orgBatch(db, organization, input.query.batch_slug)
        : undefined;
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
          sentBy: user!.id,
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
      const delivered = await deliverOutbox(db, config, ids, request.log);
      return { sent: ids.length, delivered };
    },
  );
}
