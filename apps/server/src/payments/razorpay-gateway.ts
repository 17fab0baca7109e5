import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { paymentOrders } from '../db/schema';
import { HttpError } from '../http/errors';
import { returnPathOf, settle } from './orders';
import type { PaymentProvider, PaymentResult } from './provider';
import { hmacHex, sameSignature } from './signatures';

type RazorpayKeys = NonNullable<Config['razorpay']>;

const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
const CALL_TIMEOUT_MS = 10_000;

const gatewayDown = () =>
  new HttpError(
    502,
    'gateway_unavailable',
    'The payment gateway did not answer. Nothing was charged; try again in a minute.',
  );

const refundFailed = () =>
  new HttpError(
    502,
    'gateway_refund_failed',
    'The payment gateway did not refund the payment. Your order, seat and access are as they were; try again in a few minutes.',
  );

/** One authenticated call to Razorpay's API (Basic auth with the key pair), JSON both ways. */
async function razorpayCall<T>(
  keys: RazorpayKeys,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  failure: () => HttpError = gatewayDown,
) {
  let response: Response;
  try {
    response = await fetch(`${keys.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch {
    throw failure();
  }
  if (!response.ok) throw failure();
  return (await response.json()) as T;
}

interface RazorpayRefund {
  id?: unknown;
  receipt?: unknown;
}

interface RazorpayPayment {
  id?: unknown;
  order_id?: unknown;
  status?: unknown;
}

/** A payment entity as our result: captured or failed; anything else (authorized, created) settles nothing. */
function resultOf(payment: RazorpayPayment | undefined): PaymentResult | null {
  if (!payment || typeof payment.id !== 'string' || typeof payment.order_id !== 'string') return null;
  if (payment.status !== 'captured' && payment.status !== 'failed') return null;
  return { gatewayOrderId: payment.order_id, paymentId: payment.id, status: payment.status };
}

/**
 * The Razorpay adapter (ADR 0057), chosen by PAYMENT_GATEWAY=razorpay or by its keys. Orders are opened
 * with its Orders API; the payer pays on Razorpay's hosted checkout, which posts the signed result back
 * to our callback; `payment.captured`, `order.paid` and `payment.failed` webhooks, signed over the raw
 * body with the webhook secret, settle the order when the payer never comes back.
 */
export function razorpayProvider(keys: RazorpayKeys): PaymentProvider {
  return {
    name: 'razorpay',
    async createOrder({ receipt, amount, currency }) {
      const order = await razorpayCall<{ id?: unknown }>(keys, 'POST', '/v1/orders', {
        amount,
        currency,
        receipt,
      });
      if (typeof order.id !== 'string') throw gatewayDown();
      return { gatewayOrderId: order.id, checkoutUrl: checkoutPath(order.id), publicKey: keys.keyId };
    },
    checkoutUrlOf: checkoutPath,
    // Razorpay's refunds carry our refund code as their receipt: a refund already made with it (a retry after
    // a lost answer) is found in the payment's refunds and given back instead of refunding twice.
    async refund({ paymentId, amount, receipt }) {
      const path = `/v1/payments/${encodeURIComponent(paymentId)}/refunds`;
      const made = await razorpayCall<{ items?: RazorpayRefund[] }>(
        keys,
        'GET',
        path,
        undefined,
        refundFailed,
      );
      const earlier = made.items?.find((item) => item.receipt === receipt && typeof item.id === 'string');
      if (earlier) return { gatewayRefundId: earlier.id as string };
      const refund = await razorpayCall<RazorpayRefund>(
        keys,
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount, receipt, speed: 'normal' },
        refundFailed,
      );
      if (typeof refund.id !== 'string') throw refundFailed();
      return { gatewayRefundId: refund.id };
    },
    // Razorpay signs `order_id|payment_id` with the key secret, and only for a successful payment.
    verifyResult: (result, signature) =>
      result.status === 'captured' &&
      sameSignature(hmacHex(keys.keySecret, `${result.gatewayOrderId}|${result.paymentId}`), signature),
    parseWebhook(rawBody, headers) {
      const signature = headers[RAZORPAY_SIGNATURE_HEADER];
      if (typeof signature !== 'string') return null;
      if (!sameSignature(hmacHex(keys.webhookSecret, rawBody), signature)) return null;
      let event: { event?: unknown; payload?: { payment?: { entity?: RazorpayPayment } } };
      try {
        event = JSON.parse(rawBody);
      } catch {
        return null;
      }
      if (
        event.event !== 'payment.captured' &&
        event.event !== 'order.paid' &&
        event.event !== 'payment.failed'
      )
        return 'ignored';
      return resultOf(event.payload?.payment?.entity) ?? 'ignored';
    },
  };
}

const checkoutPath = (gatewayOrderId: string) =>
  `/payment/razorpay/checkout/${encodeURIComponent(gatewayOrderId)}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const htmlPage = (reply: FastifyReply, status: number, title: string, body: string, formTarget = "'self'") =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    // This page's one form goes to Razorpay's hosted checkout; nothing else leaves our origin.
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTarget}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;background:Canvas;color:CanvasText;line-height:1.5}
main{max-width:32rem;margin:0 auto}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`);

/**
 * Our side of Razorpay's hosted checkout: the page that hands the payer to Razorpay with the order
 * (a form post, as its hosted checkout takes it), and the callback it posts the result to. A success
 * goes on to `/checkout/complete` with Razorpay's signature, which verify checks; a failure is confirmed
 * with Razorpay's API (the failure post itself is unsigned) before the order is marked failed.
 */
export function registerRazorpayCheckout(
  app: FastifyInstance,
  database: Database,
  config: Config,
  keys: RazorpayKeys,
): void {
  const { db } = database;
  const orderAt = async (where: ReturnType<typeof eq>) =>
    (
      await db
        .select()
        .from(paymentOrders)
        .where(and(where, eq(paymentOrders.gateway, 'razorpay')))
    )[0];
  const noSuchPayment = (reply: FastifyReply) =>
    htmlPage(
      reply,
      404,
      'No such payment',
      '<h1>No such payment</h1><p><a href="/courses">Back to the courses</a></p>',
    );

  app.get<{ Params: { id: string } }>('/payment/razorpay/checkout/:id', async (request, reply) => {
    const order = await orderAt(eq(paymentOrders.gatewayOrderId, request.params.id));
    if (!order) return noSuchPayment(reply);
    if (order.status !== 'created') return reply.redirect(returnPathOf(order), 303);
    const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: order.currency }).format(
      order.amount / 100,
    );
    const back = `${config.publicUrl}/payment/razorpay/callback/${encodeURIComponent(order.orderCode)}`;
    const fields: Record<string, string> = {
      key_id: keys.keyId,
      order_id: request.params.id,
      name: 'Learnforge',
      description: `Order ${order.orderCode}`,
      callback_url: back,
      cancel_url: `${config.publicUrl}${returnPathOf(order)}`,
    };
    const hidden = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('\n');
    return htmlPage(
      reply,
      200,
      `Pay for order ${order.orderCode}`,
      `<h1>Pay for order ${escapeHtml(order.orderCode)}</h1>
<p>Amount: <strong>${escapeHtml(amount)}</strong> (GST included). You pay on Razorpay's secure page.</p>
<form method="post" action="${escapeHtml(`${keys.apiUrl}/v1/checkout/embedded`)}">
${hidden}
<button type="submit">Continue to Razorpay</button>
</form>`,
      `'self' ${new URL(keys.apiUrl).origin}`,
    );
  });

  app.post<{ Params: { code: string }; Body: Record<string, unknown> | undefined }>(
    '/payment/razorpay/callback/:code',
    async (request, reply) => {
      const order = await orderAt(eq(paymentOrders.orderCode, request.params.code));
      if (!order?.gatewayOrderId) return noSuchPayment(reply);
      const body = request.body ?? {};
      const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
      const complete = returnPathOf(order);
      const signature = text('razorpay_signature');
      if (signature) {
        const back = new URLSearchParams({
          order_id: text('razorpay_order_id'),
          payment_id: text('razorpay_payment_id'),
          status: 'captured',
          signature,
        });
        return reply.redirect(`${complete}&${back}`, 303);
      }
      // A failure: Razorpay names the payment in error[metadata]; its API says whether it really failed.
      let paymentId = '';
      try {
        const metadata = JSON.parse(text('error[metadata]') || '{}') as { payment_id?: unknown };
        if (typeof metadata.payment_id === 'string') paymentId = metadata.payment_id;
      } catch {
        paymentId = '';
      }
      if (/^[A-Za-z0-9_]{1,64}$/.test(paymentId)) {
        const payment = await razorpayCall<RazorpayPayment>(
          keys,
          'GET',
          `/v1/payments/${encodeURIComponent(paymentId)}`,
        ).catch(() => undefined);
        const result = resultOf(payment);
        if (result && result.gatewayOrderId === order.gatewayOrderId) await settle(db, config, result);
      }
      return reply.redirect(complete, 303);
    },
  );
}
