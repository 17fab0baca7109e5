import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './fake-ai-server';

/**
 * A stand-in for Razorpay's API on 127.0.0.1 (tests never reach the real network): the Orders API and
 * payment lookups, with Basic auth checked against the test key pair. Payments are whatever the test
 * says Razorpay recorded (`recordPayment`), since the hosted checkout itself is Razorpay's page.
 */
export interface FakeRazorpay {
  /** Put in RAZORPAY_API_URL. */
  url: string;
  /** Every order opened, with the Basic auth it came with. */
  orders: { id: string; amount: number; currency: string; receipt: string; authorized: boolean }[];
  recordPayment(payment: { id: string; order_id: string; status: 'captured' | 'failed' }): void;
  /** Make order creation answer this status (null: answer normally). */
  failOrdersWith(status: number | null): void;
  /** Every refund made, by payment. */
  refunds: { id: string; payment_id: string; amount: number; receipt: string }[];
  /** Make refund calls answer this status (null: answer normally). */
  failRefundsWith(status: number | null): void;
  close(): Promise<void>;
}

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const orders: FakeRazorpay['orders'] = [];
  const payments = new Map<string, { id: string; order_id: string; status: string }>();
  let failure: number | null = null;
  let refundFailure: number | null = null;
  const refunds: FakeRazorpay['refunds'] = [];
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const send = (response: import('node:http').ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const authorized = request.headers.authorization === expected;
    if (request.method === 'POST' && request.url === '/v1/orders') {
      const body = JSON.parse(await readBody(request)) as {
        amount: number;
        currency: string;
        receipt: string;
      };
      if (!authorized) return send(response, 401, { error: { code: 'BAD_REQUEST_ERROR' } });
      if (failure !== null) return send(response, failure, { error: { code: 'SERVER_ERROR' } });
      const order = { id: `order_Fake${orders.length + 1}`, ...body, authorized };
      orders.push(order);
      return send(response, 200, { ...body, id: order.id, entity: 'order', status: 'created' });
    }
    const refundsOf = request.url?.match(/^\/v1\/payments\/([A-Za-z0-9_]+)\/refunds?$/);
    if (refundsOf) {
      if (!authorized) return send(response, 401, { error: { code: 'BAD_REQUEST_ERROR' } });
      if (refundFailure !== null) return send(response, refundFailure, { error: { code: 'SERVER_ERROR' } });
      const paymentId = refundsOf[1]!;
      if (request.method === 'GET')
        return send(response, 200, { items: refunds.filter((refund) => refund.payment_id === paymentId) });
      if (payments.get(paymentId)?.status !== 'captured')
        return send(response, 400, { error: { code: 'BAD_REQUEST_ERROR' } });
      const body = JSON.parse(await readBody(request)) as { amount: number; receipt: string };
      const refund = { id: `rfnd_Fake${refunds.length + 1}`, payment_id: paymentId, ...body };
      refunds.push(refund);
      return send(response, 200, { entity: 'refund', status: 'processed', ...refund });
    }
    const payment = request.url?.match(/^\/v1\/payments\/([A-Za-z0-9_]+)$/);
    if (request.method === 'GET' && payment) {
      if (!authorized) return send(response, 401, { error: { code: 'BAD_REQUEST_ERROR' } });
      const found = payments.get(payment[1]!);
      return found ? send(response, 200, { entity: 'payment', ...found }) : send(response, 404, {});
    }
    send(response, 404, { error: { code: 'NOT_FOUND' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    orders,
    recordPayment: (entry) => payments.set(entry.id, entry),
    failOrdersWith: (status) => {
      failure = status;
    },
    refunds,
    failRefundsWith: (status) => {
      refundFailure = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
