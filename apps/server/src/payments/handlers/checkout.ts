import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { attributeOrder } from '../../crm/attribution';
import type { Db } from '../../db/client';
import {
  batches,
  coupons,
  creditNotes,
  invoices,
  paymentOrderItems,
  paymentOrders,
  paymentRefunds,
  users,
} from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { configuredProvider } from '../gateways';
import { renderCreditNotePdf, renderInvoicePdf } from '../invoices';
import {
  expireStaleOrders,
  itemsOf,
  type OrderRow,
  ownOrder,
  priceOrder,
  settle,
  startPayment,
} from '../orders';

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amount / 100);

export const handleCouponApply: Handler<'coupon-apply'> = async ({ input, user, database: { db } }) => {
  const order = await ownOrder(db, user, input.query.transaction_token);
  if (order.status !== 'cart')
    throw new HttpError(409, 'order_closed', 'The price of this order is already fixed at checkout.');
  const priced = await priceOrder(db, user, order, input.query.coupon_code);
  const verdict = priced.verdict!;
  // A refused code leaves the order at its list price, so what the buyer sees is what they pay.
  const [updated] = await db
    .update(paymentOrders)
    .set(
      verdict.ok
        ? {
            couponId: priced.couponId,
            listAmount: priced.listAmount,
            discountAmount: verdict.discount,
            amount: verdict.final,
          }
        : { couponId: null, listAmount: priced.listAmount, discountAmount: 0, amount: priced.listAmount },
    )
    .where(eq(paymentOrders.id, order.id))
    .returning();
  return {
    valid: verdict.ok,
    message: verdict.ok
      ? `Coupon ${input.query.coupon_code.trim().toUpperCase()} applied: you save ${money(verdict.discount, order.currency)}.`
      : verdict.reason,
    discount_amount: updated!.discountAmount,
    final_amount: updated!.amount,
    currency: updated!.currency,
  };
};

export const handlePaymentCreateOrder: Handler<'payment-create-order'> = async ({
  input,
  user,
  database,
  config,
}) => {
  const provider = configuredProvider(database, config);
  const started = await startPayment(database.db, provider, config, user, input.body.transaction_token, {
    couponCode: input.body.coupon_code,
    billingState: input.body.billing_state,
  });
  await attributeOrder(database.db, user.id, started.order.id, input.body.first_touch);
  return {
    order_id: started.gatewayOrderId,
    gfgOrderId: started.order.orderCode,
    amount: started.order.amount,
    currency: started.order.currency,
    gateway: started.checkoutUrl && provider ? provider.name : 'none',
    gateway_key: started.publicKey,
    checkout_url: started.checkoutUrl,
  };
};

async function batchSlugsOf(db: Db, orderId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: batches.slug })
    .from(paymentOrderItems)
    .innerJoin(batches, eq(batches.id, paymentOrderItems.batchId))
    .where(eq(paymentOrderItems.orderId, orderId));
  return rows.map((row) => row.slug);
}

/**
 * The browser's return from the gateway. The result counts only with the gateway's signature; then
 * it is settled exactly once (the webhook may have been first, or this may be a replay).
 */
export const handlePaymentVerify: Handler<'payment-verify'> = async ({ input, user, database, config }) => {
  const { db } = database;
  const order = await ownOrder(db, user, input.body.transaction_token);
  const provider = configuredProvider(database, config);
  const result = {
    gatewayOrderId: input.body.order_id,
    paymentId: input.body.payment_id,
    status: input.body.status,
  };
  if (
    !provider ||
    order.gateway !== provider.name ||
    order.gatewayOrderId !== input.body.order_id ||
    !provider.verifyResult(result, input.body.signature)
  )
    throw new HttpError(
      400,
      'bad_signature',
      'This payment result could not be verified. Nothing was charged to your access; try again.',
    );
  const settled = (await settle(db, config, result)) ?? order;
  const batchSlugs = await batchSlugsOf(db, order.id);
  if (settled.status === 'paid')
    return {
      status: 'SUCCESS' as const,
      message: batchSlugs.length ? 'Payment received. You are enrolled.' : 'Payment received.',
      batch_slugs: batchSlugs,
      gfgOrderId: settled.orderCode,
    };
  if (settled.status === 'failed')
    return {
      status: 'FAILED' as const,
      message:
        'The payment failed and you were not charged. You have not been enrolled; try again or use another method.',
      batch_slugs: [],
      gfgOrderId: settled.orderCode,
    };
  return {
    status: 'PENDING' as const,
    message:
      'The bank is still confirming this payment. This page updates when it does; you can also close it.',
    batch_slugs: [],
    gfgOrderId: settled.orderCode,
  };
};

export const handlePaymentFetch: Handler<'payment-fetch'> = async ({ input, user, database, config }) => {
  const { db } = database;
  await expireStaleOrders(db);
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.orderCode, input.query.order_id), eq(paymentOrders.userId, user.id)));
  if (!order) throw notFound('There is no such order.');
  return {
    order_id: order.orderCode,
    status: order.status,
    items: (await itemsOf(db, order.id)).map((item) => ({ name: item.name, amount: item.amount })),
    list_amount: order.listAmount,
    discount_amount: order.discountAmount,
    amount: order.amount,
    currency: order.currency,
    failure_reason: order.failureReason,
    batch_slugs: order.status === 'paid' ? await batchSlugsOf(db, order.id) : [],
    has_invoice: order.status === 'paid',
    // What checkout shows before "Pay": a visible "Test payments" label, or that no gateway takes payments.
    gateway: configuredProvider(database, config)?.name ?? null,
  };
};

const historyStatus = (status: OrderRow['status']) =>
  status === 'paid' ? 'success' : status === 'created' ? 'pending' : status === 'cart' ? 'pending' : status;

export const handlePayUserTransactions: Handler<'pay-user-transactions'> = async ({
  input,
  user,
  database: { db },
}) => {
  await expireStaleOrders(db);
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? 20;
  // A cart is not an order until checkout opens it at the gateway.
  const mine = and(eq(paymentOrders.userId, user.id), ne(paymentOrders.status, 'cart'));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentOrders)
      .where(mine)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(paymentOrders).where(mine),
  ]);
  const orderIds = rows.map((row) => row.id);
  const [lines, notes] =
    orderIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              orderId: paymentOrderItems.orderId,
              batchId: paymentOrderItems.batchId,
              name: paymentOrderItems.name,
            })
            .from(paymentOrderItems)
            .where(inArray(paymentOrderItems.orderId, orderIds))
            .orderBy(paymentOrderItems.id),
          // A credit note per refunded seat (ADR 0056's amendment), named by the seat's line of the order.
          db
            .select({
              orderId: paymentRefunds.orderId,
              batchId: paymentRefunds.batchId,
              refundCode: paymentRefunds.refundCode,
            })
            .from(creditNotes)
            .innerJoin(paymentRefunds, eq(paymentRefunds.id, creditNotes.refundId))
            .where(inArray(paymentRefunds.orderId, orderIds))
            .orderBy(creditNotes.id),
        ]);
  const linesOf = (orderId: number) => lines.filter((line) => line.orderId === orderId);
  return {
    results: rows.map((order) => ({
      gfgOrderId: order.orderCode,
      item: linesOf(order.id)
        .map((line) => line.name)
        .join(', '),
      amount: order.amount,
      currency: order.currency,
      status: historyStatus(order.status),
      created_at: order.createdAt.toISOString(),
      has_invoice: order.status === 'paid' || order.status === 'refunded',
      credit_notes: notes
        .filter((note) => note.orderId === order.id)
        .map((note) => ({
          refund_id: note.refundCode,
          item: linesOf(order.id).find((line) => line.batchId === note.batchId)?.name ?? '',
        })),
    })),
    count: total?.count ?? 0,
    page,
    page_size: pageSize,
  };
};

export const handlePayDownloadInvoice: Handler<'pay-download-invoice'> = async ({
  input,
  user,
  database,
  config,
}) => {
  const { db } = database;
  const [row] = await db
    .select({
      order: paymentOrders,
      invoice: invoices,
      coupon: coupons.code,
      name: users.name,
      email: users.email,
    })
    .from(paymentOrders)
    .innerJoin(invoices, eq(invoices.orderId, paymentOrders.id))
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(coupons, eq(coupons.id, paymentOrders.couponId))
    .where(and(eq(paymentOrders.orderCode, input.path.gfgOrderId), eq(paymentOrders.userId, user.id)));
  if (row?.order.status !== 'paid' && row?.order.status !== 'refunded')
    throw notFound('There is no invoice for this order.');
  const items = await itemsOf(db, row.order.id);
  const body = await renderInvoicePdf({
    invoice: row.invoice,
    order: row.order,
    items,
    coupon: row.coupon,
    buyer: { name: row.name, email: row.email },
    sellerGstin: config.gstSellerGstin,
  });
  return {
    filename: `invoice-${row.invoice.number.replaceAll('/', '-')}.pdf`,
    contentType: 'application/pdf',
    body,
  };
};

/** `download/credit-note/{refund}`: the credit note of the caller's own refunded seat (ADR 0101); 404 for anyone else's. */
export const handlePayDownloadCreditNote: Handler<'x-pay-download-credit-note'> = async ({
  input,
  user,
  database: { db },
  config,
}) => {
  const [row] = await db
    .select({
      order: paymentOrders,
      invoice: invoices,
      note: creditNotes,
      refundCode: paymentRefunds.refundCode,
      item: paymentOrderItems.name,
      name: users.name,
      email: users.email,
    })
    .from(paymentOrders)
    .innerJoin(paymentRefunds, eq(paymentRefunds.orderId, paymentOrders.id))
    .innerJoin(
      paymentOrderItems,
      and(
        eq(paymentOrderItems.orderId, paymentOrders.id),
        eq(paymentOrderItems.batchId, paymentRefunds.batchId),
      ),
    )
    .innerJoin(creditNotes, eq(creditNotes.refundId, paymentRefunds.id))
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(and(eq(paymentRefunds.refundCode, input.path.refundId), eq(paymentOrders.userId, user.id)));
  if (!row) throw notFound('There is no credit note for this refund.');
  const body = await renderCreditNotePdf({
    note: row.note,
    invoice: row.invoice,
    order: row.order,
    refundCode: row.refundCode,
    item: row.item,
    buyer: { name: row.name, email: row.email },
    sellerGstin: config.gstSellerGstin,
  });
  return {
    filename: `credit-note-${row.note.number.replaceAll('/', '-')}.pdf`,
    contentType: 'application/pdf',
    body,
  };
};
