import { formatLongDate } from '@learnforge/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { moveAccessEnd } from '../../batches/handlers/access-extension';
import type { Db } from '../../db/client';
import {
  batchEnrollments,
  batches,
  crmStaffActions,
  invoices,
  paymentOrderItems,
  paymentOrders,
  users,
} from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { queueDelivery, queueMessages } from '../../mail/outbox';
import { learnerByHandle } from '../people';

const day = (date: Date) => formatLongDate(date, { timeZone: 'UTC' });
const rupees = (paise: number) =>
  `INR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;

async function staffActionById(db: Db, id: number) {
  const [row] = await db
    .select({ action: crmStaffActions, staffHandle: users.handle, staffName: users.name })
    .from(crmStaffActions)
    .leftJoin(users, eq(users.id, crmStaffActions.staffId))
    .where(eq(crmStaffActions.id, id));
  return staffActionOut(row!);
}

function staffActionOut(row: {
  action: typeof crmStaffActions.$inferSelect;
  staffHandle: string | null;
  staffName: string | null;
}) {
  return {
    id: row.action.id,
    action: row.action.action,
    summary: row.action.summary,
    reason: row.action.reason,
    staff: row.staffHandle ? { handle: row.staffHandle, name: row.staffName ?? row.staffHandle } : null,
    created_at: row.action.createdAt.toISOString(),
  };
}

/** `crm/users/{handle}/purchases/`: the person's batches with their access end, and their orders past the cart. */
export const handleUserPurchases: Handler<'x-crm-user-purchases'> = async ({ input, database: { db } }) => {
  const person = await learnerByHandle(db, input.path.handle);
  const [enrolments, orders, items] = await Promise.all([
    db
      .select({
        id: batches.id,
        slug: batches.slug,
        name: batches.name,
        accessEndsAt: batchEnrollments.accessEndsAt,
      })
      .from(batchEnrollments)
      .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
      .where(eq(batchEnrollments.userId, person.id))
      .orderBy(desc(batchEnrollments.accessEndsAt), batches.id),
    db
      .select({
        id: paymentOrders.id,
        code: paymentOrders.orderCode,
        status: paymentOrders.status,
        amount: paymentOrders.amount,
        createdAt: paymentOrders.createdAt,
        paidAt: paymentOrders.paidAt,
        invoice: invoices.number,
      })
      .from(paymentOrders)
      .leftJoin(invoices, eq(invoices.orderId, paymentOrders.id))
      .where(and(eq(paymentOrders.userId, person.id), ne(paymentOrders.status, 'cart')))
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id)),
    db
      .select({ orderId: paymentOrderItems.orderId, name: paymentOrderItems.name })
      .from(paymentOrderItems)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderItems.orderId))
      .where(eq(paymentOrders.userId, person.id))
      .orderBy(paymentOrderItems.id),
  ]);
  return {
    batches: enrolments.map((row) => ({
      batch_id: row.id,
      batch_slug: row.slug,
      batch_name: row.name,
      access_ends_at: row.accessEndsAt.toISOString(),
    })),
    orders: orders.map((row) => ({
      order_code: row.code,
      status: row.status as Exclude<typeof row.status, 'cart'>,
      amount: row.amount,
      items: items.filter((item) => item.orderId === row.id).map((item) => item.name),
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      invoice_number: row.invoice,
    })),
  };
};

/**
 * `crm/users/{handle}/extend-access/`: a later end for one of the person's batches. The new end must be ahead
 * of now and after the current end (a CRM action never shortens access: batch staff own that); the enrolment
 * row is locked, moved, and the extension and the audit entry written in one transaction.
 */
export const handleExtendAccess: Handler<'x-crm-extend-access'> = async ({
  input,
  user,
  database: { db },
}) => {
  const person = await learnerByHandle(db, input.path.handle);
  const { batch_id: batchId, reason } = input.body;
  const newEndsAt = new Date(input.body.access_ends_at);
  if (newEndsAt.getTime() <= Date.now())
    throw badRequest('Some fields are invalid.', {
      access_ends_at: 'Choose a time ahead of now.',
    });
  const id = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [enrolment] = await txDb
      .select({ accessEndsAt: batchEnrollments.accessEndsAt, batchName: batches.name })
      .from(batchEnrollments)
      .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
      .where(and(eq(batchEnrollments.batchId, batchId), eq(batchEnrollments.userId, person.id)))
      .for('update', { of: batchEnrollments });
    if (!enrolment)
      throw badRequest('Some fields are invalid.', {
        batch_id: `${person.name} is not enrolled in that batch.`,
      });
    if (newEndsAt.getTime() <= enrolment.accessEndsAt.getTime())
      throw badRequest('Some fields are invalid.', {
        access_ends_at: `Choose a time after the current end, ${day(enrolment.accessEndsAt)}.`,
      });
    await moveAccessEnd(txDb, {
      batchId,
      userId: person.id,
      previousEndsAt: enrolment.accessEndsAt,
      newEndsAt,
      by: user.id,
      reason,
    });
    const [entry] = await txDb
      .insert(crmStaffActions)
      .values({
        userId: person.id,
        action: 'extend_access',
        batchId,
        summary: `${enrolment.batchName}: access until ${day(newEndsAt)}, was ${day(enrolment.accessEndsAt)}.`,
        reason,
        staffId: user.id,
      })
      .returning({ id: crmStaffActions.id });
    return entry!.id;
  });
  return staffActionById(db, id);
};

/**
 * `crm/users/{handle}/resend-invoice/`: mails a paid order's invoice to the person again. The mail is put in the
 * outbox with its audit entry in one transaction and handed to the job queue after it commits (ADR 0061), so
 * a refused SMTP server retries it, and the trail never says "sent" for a mail that was not queued.
 */
export const handleResendInvoice: Handler<'x-crm-resend-invoice'> = async ({
  input,
  user,
  request,
  config,
  database: { db },
}) => {
  const person = await learnerByHandle(db, input.path.handle);
  const { order_code: orderCode, reason } = input.body;
  const [order] = await db
    .select({
      id: paymentOrders.id,
      status: paymentOrders.status,
      amount: paymentOrders.amount,
      paidAt: paymentOrders.paidAt,
      invoice: invoices.number,
      email: users.email,
    })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(invoices, eq(invoices.orderId, paymentOrders.id))
    .where(and(eq(paymentOrders.orderCode, orderCode), eq(paymentOrders.userId, person.id)));
  if (!order)
    throw badRequest('Some fields are invalid.', {
      order_code: `${person.name} has no order ${orderCode}.`,
    });
  if (order.status !== 'paid' || !order.invoice || !order.paidAt)
    throw new HttpError(
      409,
      'no_invoice',
      `Order ${orderCode} is ${order.status === 'paid' ? 'paid but has no invoice' : order.status}: only a paid order's invoice can be sent.`,
      { order_code: 'Pick a paid order with an invoice.' },
    );
  const items = await db
    .select({ name: paymentOrderItems.name })
    .from(paymentOrderItems)
    .where(eq(paymentOrderItems.orderId, order.id));
  const { id, outboxIds } = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const queued = await queueMessages(txDb, [
      {
        to: order.email,
        subject: `Your invoice ${order.invoice} (order ${orderCode})`,
        body: [
          `Hello ${person.name},`,
          '',
          `As you asked, here is your invoice ${order.invoice} for order ${orderCode}, paid on ${day(order.paidAt!)}:`,
          ...items.map((item) => `- ${item.name}`),
          `Total: ${rupees(order.amount)}`,
          '',
          `Download the PDF from your payments page, signed in: ${config.publicUrl}/payments`,
        ].join('\n'),
      },
    ]);
    const [entry] = await txDb
      .insert(crmStaffActions)
      .values({
        userId: person.id,
        action: 'resend_invoice',
        orderId: order.id,
        summary: `Invoice ${order.invoice} (order ${orderCode}) mailed to ${order.email}.`,
        reason,
        staffId: user.id,
      })
      .returning({ id: crmStaffActions.id });
    return { id: entry!.id, outboxIds: queued };
  });
  await queueDelivery(request.server.jobQueue, outboxIds);
  return staffActionById(db, id);
};

/** `crm/users/{handle}/staff-actions/`: the audit trail of CRM staff's changes for the person, newest first. */
export const handleStaffActions: Handler<'x-crm-staff-actions'> = async ({ input, database: { db } }) => {
  const person = await learnerByHandle(db, input.path.handle);
  const rows = await db
    .select({ action: crmStaffActions, staffHandle: users.handle, staffName: users.name })
    .from(crmStaffActions)
    .leftJoin(users, eq(users.id, crmStaffActions.staffId))
    .where(eq(crmStaffActions.userId, person.id))
    .orderBy(desc(crmStaffActions.id));
  return { results: rows.map(staffActionOut) };
};
