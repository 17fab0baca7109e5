import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { sandboxGatewayOrders, sandboxGatewayRefunds } from '../db/schema';
import { HttpError } from '../http/errors';
import type { PaymentProvider, PaymentResult } from './provider';
import { hmacHex as hmac, sameSignature } from './signatures';

const SANDBOX_WEBHOOK_PATH = '/api/latest/payment/webhook/sandbox/';
const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The string a result's signature covers, as Razorpay signs `order_id|payment_id`, plus the status. */
const signedText = (result: PaymentResult) => `${result.gatewayOrderId}|${result.paymentId}|${result.status}`;

/**
 * The built-in sandbox gateway (ADR 0048): `npm start`'s demo gateway, only ever on when PAYMENT_GATEWAY
 * names it (ADR 0057). It keeps its own orders and serves a hosted payment page at our origin where the
 * payer picks the outcome.
 */
export function sandboxProvider(database: Database, config: Config): PaymentProvider {
  return {
    name: 'sandbox',
    async createOrder({ receipt, amount, currency, returnPath }) {
      const id = `sbx_order_${randomBytes(9).toString('base64url')}`;
      await database.db.insert(sandboxGatewayOrders).values({ id, receipt, amount, currency, returnPath });
      return { gatewayOrderId: id, checkoutUrl: `/sandbox-gateway/pay/${id}`, publicKey: 'sandbox' };
    },
    checkoutUrlOf: (gatewayOrderId) => `/sandbox-gateway/pay/${gatewayOrderId}`,
    // The sandbox settles a refund at once, in its own books; the same receipt gives back the same refund. Like
    // Razorpay, it refunds a payment in parts (one seat of an order at a time), never more in all than was captured.
    async refund({ gatewayOrderId, amount, receipt }) {
      return database.db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(sandboxGatewayOrders)
          .where(eq(sandboxGatewayOrders.id, gatewayOrderId))
          .for('update');
        if (order?.status !== 'captured')
          throw new HttpError(
            502,
            'gateway_refund_failed',
            'The sandbox gateway has no captured payment of this order to refund.',
          );
        const made = await tx
          .select()
          .from(sandboxGatewayRefunds)
          .where(eq(sandboxGatewayRefunds.gatewayOrderId, gatewayOrderId));
        const earlier = made.find((refund) => refund.receipt === receipt);
        if (earlier) return { gatewayRefundId: earlier.id };
        const refunded = made.reduce((sum, refund) => sum + refund.amount, 0);
        if (amount <= 0 || refunded + amount > order.amount)
          throw new HttpError(
            502,
            'gateway_refund_failed',
            'The sandbox gateway refunds at most the amount captured for this order.',
          );
        const refundId = `sbx_rfnd_${randomBytes(9).toString('base64url')}`;
        await tx.insert(sandboxGatewayRefunds).values({ id: refundId, gatewayOrderId, receipt, amount });
        return { gatewayRefundId: refundId };
      });
    },
    verifyResult: (result, signature) =>
      sameSignature(hmac(config.paymentSandboxSecret, signedText(result)), signature),
    parseWebhook(rawBody, headers) {
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof signature !== 'string') return null;
      if (!sameSignature(hmac(config.paymentSandboxSecret, rawBody), signature)) return null;
      try {
        const event = JSON.parse(rawBody) as { order_id?: unknown; payment_id?: unknown; status?: unknown };
        if (
          typeof event.order_id !== 'string' ||
          typeof event.payment_id !== 'string' ||
          (event.status !== 'captured' && event.status !== 'failed')
        )
          return null;
        return { gatewayOrderId: event.order_id, paymentId: event.payment_id, status: event.status };
      } catch {
        return null;
      }
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const minor = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amount / 100);

/** The hosted page: the order, and a choice of outcome, in plain accessible HTML (light and dark). */
function payPage(order: typeof sandboxGatewayOrders.$inferSelect): string {
  const closed = order.status !== 'created';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>Sandbox payment for order ${escapeHtml(order.receipt)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;background:Canvas;color:CanvasText;line-height:1.5}
main{max-width:32rem;margin:0 auto}
fieldset{border:1px solid GrayText;border-radius:.5rem;padding:1rem;margin:1rem 0}
label{display:block;padding:.5rem 0}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.note{font-size:.9rem}
.badge{display:inline-block;margin:0;padding:.2rem .6rem;border-radius:.4rem;background:#fef3c7;color:#78350f}
</style></head>
<body><main>
<p class="badge"><strong>Test payments</strong></p>
<h1>Sandbox payment</h1>
<p class="note">This is Learnforge's test gateway: no money moves. It answers the way a real gateway does, with a signed result.</p>
<dl><dt>Order</dt><dd>${escapeHtml(order.receipt)}</dd><dt>Amount</dt><dd><strong>${escapeHtml(minor(order.amount, order.currency))}</strong></dd></dl>
${
  closed
    ? `<p role="status">This payment is already ${escapeHtml(order.status)}.</p>`
    : `<form method="post">
<fieldset><legend>Outcome of this payment</legend>
<label><input type="radio" name="outcome" value="success" checked> Success</label>
<label><input type="radio" name="outcome" value="failure"> Failure (card declined)</label>
<label><input type="radio" name="outcome" value="pending"> Pending, then success a moment later</label>
</fieldset>
<button type="submit">Pay ${escapeHtml(minor(order.amount, order.currency))}</button>
</form>`
}
</main></body></html>`;
}

/**
 * The gateway's side: the hosted page, and what it does on submit (sign the result, send the browser
 * back, deliver the webhook). The webhook goes through the whole HTTP stack with `inject`, after the
 * redirect is answered, so it races the browser's verify call as a real one does.
 */
export function registerSandboxGateway(app: FastifyInstance, database: Database, config: Config): void {
  const load = async (id: string) =>
    (await database.db.select().from(sandboxGatewayOrders).where(eq(sandboxGatewayOrders.id, id)))[0];
  const notFoundPage = (reply: import('fastify').FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send('<!doctype html><title>No such payment</title><h1>No such payment</h1>');

  app.get<{ Params: { id: string } }>('/sandbox-gateway/pay/:id', async (request, reply) => {
    const order = await load(request.params.id);
    if (!order) return notFoundPage(reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(payPage(order));
  });

  app.post<{ Params: { id: string }; Body: { outcome?: string } }>(
    '/sandbox-gateway/pay/:id',
    async (request, reply) => {
      const order = await load(request.params.id);
      if (!order) return notFoundPage(reply);
      const outcome = request.body?.outcome;
      if (outcome !== 'success' && outcome !== 'failure' && outcome !== 'pending')
        return reply.code(400).type('text/plain; charset=utf-8').send('Choose an outcome.');
      if (order.status !== 'created') return reply.redirect(`/sandbox-gateway/pay/${order.id}`, 303);
      const paymentId = `sbx_pay_${randomBytes(9).toString('base64url')}`;
      const status = outcome === 'success' ? 'captured' : outcome === 'failure' ? 'failed' : 'pending';
      await database.db
        .update(sandboxGatewayOrders)
        .set({ status, paymentId })
        .where(eq(sandboxGatewayOrders.id, order.id));
      const result: PaymentResult = { gatewayOrderId: order.id, paymentId, status };
      const signature = hmac(config.paymentSandboxSecret, signedText(result));
      const back = new URLSearchParams({ order_id: order.id, payment_id: paymentId, status, signature });
      const final = outcome === 'failure' ? 'failed' : 'captured';
      const deliver = async () => {
        if (outcome === 'pending')
          await database.db
            .update(sandboxGatewayOrders)
            .set({ status: 'captured' })
            .where(eq(sandboxGatewayOrders.id, order.id));
        await sendWebhook(app, config, { order_id: order.id, payment_id: paymentId, status: final });
      };
      const delay = outcome === 'pending' ? config.sandboxPendingMs : 0;
      reply.raw.once('finish', () => {
        setTimeout(
          () => deliver().catch((error) => app.log.error({ err: error }, 'sandbox webhook failed')),
          delay,
        ).unref();
      });
      return reply.redirect(`${order.returnPath}${order.returnPath.includes('?') ? '&' : '?'}${back}`, 303);
    },
  );
}

/** Signs and posts a webhook to our own endpoint, as the gateway would (also used by tests to replay one). */
export async function sendWebhook(
  app: FastifyInstance,
  config: Config,
  event: { order_id: string; payment_id: string; status: 'captured' | 'failed' },
) {
  const body = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: SANDBOX_WEBHOOK_PATH,
    payload: body,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: hmac(config.paymentSandboxSecret, body),
    },
  });
}
