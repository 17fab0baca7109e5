import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchEnrollments, batches, invoices, paymentOrders } from '../src/db/schema';
import { batchOffers } from '../src/db/schema-courses';
import { sendWebhook } from '../src/payments/sandbox-gateway';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';
import { pdfText } from './pdf-text';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ paymentSandboxSecret: 'sandbox-test-secret', sandboxPendingMs: 50 });
}, 60_000);
afterAll(() => server.close());

type Client = Awaited<ReturnType<typeof signedInClient>>;
const BATCH = 'dsa-public-next-intake';
const day = 86_400_000;

async function enrolments(email: string) {
  const { db } = server.database;
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(batchEnrollments)
    .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
    .where(
      and(
        eq(batches.slug, BATCH),
        sql`${batchEnrollments.userId} = (select id from users where email = ${email})`,
      ),
    );
  return rows[0]?.n ?? 0;
}

/** Enrol → cart → checkout: the learner's way to the gateway page. */
async function checkout(
  client: Client,
  { coupon, state = 'Karnataka' }: { coupon?: string; state?: string } = {},
) {
  const registration = await client.post(
    `/api/vr/batch-registration/${coupon ? `?coupon=${encodeURIComponent(coupon)}` : ''}`,
    { batch_slug: BATCH, page_url: '/courses/dsa' },
  );
  expect(registration.status).toBe(200);
  expect(registration.json.status).toBe('PAYMENT_REQUIRED');
  const token = registration.json.transaction_token as string;
  const order = await client.post('/api/latest/payment/create-order/', {
    transaction_token: token,
    billing_state: state,
    page_url: '/checkout',
  });
  return { token, order };
}

/** The payer's choice on the sandbox's hosted page; answers where the gateway sends the browser back. */
async function payOnSandbox(checkoutUrl: string, outcome: 'success' | 'failure' | 'pending') {
  const page = await fetch(server.url + checkoutUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Sandbox payment');
  const answer = await fetch(server.url + checkoutUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
  });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location')!, server.url);
  expect(back.pathname).toBe('/checkout/complete');
  return {
    order_id: back.searchParams.get('order_id')!,
    payment_id: back.searchParams.get('payment_id')!,
    signature: back.searchParams.get('signature')!,
    status: back.searchParams.get('status')! as 'captured' | 'failed' | 'pending',
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('paying for a batch on the sandbox gateway', () => {
  it('enrols once however often the result arrives: double verify, replayed callback, webhook racing', async () => {
    const learner = await signedInClient(server.url, 'student1@demo.test');
    const [before] = await server.database.db
      .select({ seats: batchOffers.seatsLeft })
      .from(batchOffers)
      .innerJoin(batches, eq(batches.id, batchOffers.batchId))
      .where(eq(batches.slug, BATCH));
    const { token, order } = await checkout(learner);
    expect(order.status).toBe(200);
    // ₹4,999 (the offer's discounted price) frozen in paise.
    expect(order.json).toMatchObject({ amount: 499_900, currency: 'INR', gateway: 'sandbox' });
    // A double click on Pay opens the same gateway order.
    const again = await learner.post('/api/latest/payment/create-order/', {
      transaction_token: token,
      billing_state: 'Karnataka',
      page_url: '/checkout',
    });
    expect(again.json.order_id).toBe(order.json.order_id);

    const result = await payOnSandbox(order.json.checkout_url as string, 'success');
    const verifies = await Promise.all(
      Array.from({ length: 4 }, () =>
        learner.post('/api/latest/payment/verify-payment/', { ...result, transaction_token: token }),
      ),
    );
    for (const verify of verifies) {
      expect(verify.status).toBe(200);
      expect(verify.json).toMatchObject({ status: 'SUCCESS', batch_slugs: [BATCH] });
    }
    const replayed = await sendWebhook(server.app, { paymentSandboxSecret: 'sandbox-test-secret' } as never, {
      order_id: result.order_id,
      payment_id: result.payment_id,
      status: 'captured',
    });
    expect(replayed.statusCode).toBe(200);
    expect(await enrolments('student1@demo.test')).toBe(1);
    const [after] = await server.database.db
      .select({ seats: batchOffers.seatsLeft })
      .from(batchOffers)
      .innerJoin(batches, eq(batches.id, batchOffers.batchId))
      .where(eq(batches.slug, BATCH));
    expect(after!.seats).toBe(before!.seats! - 1);
    const orders = await server.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
      .where(eq(paymentOrders.orderCode, order.json.gfgOrderId as string));
    expect(orders).toHaveLength(1);
    // The batch page now lets them in; enrolling again is refused with a reason.
    expect((await learner.get(`/api/latest/user-meta/?batch_slug=${BATCH}`)).status).toBe(200);
    const twice = await learner.post('/api/vr/batch-registration/', { batch_slug: BATCH, page_url: '/' });
    expect(twice.json.status).toBe('ALREADY_REGISTERED');
  });

  it('refuses a forged result and a webhook without the gateway signature', async () => {
    const learner = await signedInClient(server.url, 'student2@demo.test');
    const { token, order } = await checkout(learner);
    const forged = await learner.post('/api/latest/payment/verify-payment/', {
      order_id: order.json.order_id,
      payment_id: 'sbx_pay_forged',
      signature: 'f'.repeat(64),
      status: 'captured',
      transaction_token: token,
    });
    expect(forged.status).toBe(400);
    expect((forged.json.error as { code: string }).code).toBe('bad_signature');
    const webhook = await fetch(`${server.url}/api/latest/payment/webhook/sandbox/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': '0'.repeat(64) },
      body: JSON.stringify({ order_id: order.json.order_id, payment_id: 'x', status: 'captured' }),
    });
    expect(webhook.status).toBe(400);
    expect(await enrolments('student2@demo.test')).toBe(0);
    // Someone else's token finds nothing.
    const other = await signedInClient(server.url, 'student3@demo.test');
    expect(
      (
        await other.post('/api/latest/payment/create-order/', {
          transaction_token: token,
          billing_state: 'Goa',
          page_url: '/',
        })
      ).status,
    ).toBe(404);
    const badState = await learner.post('/api/latest/payment/create-order/', {
      transaction_token: token,
      billing_state: 'Atlantis',
      page_url: '/',
    });
    expect(badState.status).toBe(400);
    expect(JSON.stringify(badState.json)).toContain('Choose your state for the GST invoice.');
  });

  it('a failed payment gives no access and says so', async () => {
    const learner = await signedInClient(server.url, 'student4@demo.test');
    const { token, order } = await checkout(learner);
    const result = await payOnSandbox(order.json.checkout_url as string, 'failure');
    const verify = await learner.post('/api/latest/payment/verify-payment/', {
      ...result,
      transaction_token: token,
    });
    expect(verify.json.status).toBe('FAILED');
    expect(verify.json.message).toMatch(/failed and you were not charged/);
    expect(await enrolments('student4@demo.test')).toBe(0);
    expect((await learner.get(`/api/latest/user-meta/?batch_slug=${BATCH}`)).status).toBe(403);
    const fetched = await learner.get(`/api/latest/payment/fetch/?order_id=${order.json.gfgOrderId}`);
    expect(fetched.json).toMatchObject({ status: 'failed', has_invoice: false });
    const history = await learner.get('/api/latest/user/transactions/');
    expect(history.json.results).toEqual([expect.objectContaining({ status: 'failed', has_invoice: false })]);
  });

  it('enrols through the webhook when the bank confirms after the learner has left', async () => {
    const learner = await signedInClient(server.url, 'student5@demo.test');
    const { token, order } = await checkout(learner);
    const result = await payOnSandbox(order.json.checkout_url as string, 'pending');
    const verify = await learner.post('/api/latest/payment/verify-payment/', {
      ...result,
      transaction_token: token,
    });
    expect(verify.json.status).toBe('PENDING');
    // The tab is closed: nobody calls verify again. The gateway's webhook settles it.
    const paid = await until(
      () => learner.get(`/api/latest/payment/fetch/?order_id=${order.json.gfgOrderId}`),
      (answer) => answer.json.status !== 'created',
    );
    expect(paid.json).toMatchObject({ status: 'paid', batch_slugs: [BATCH], has_invoice: true });
    expect(await enrolments('student5@demo.test')).toBe(1);
  });
});

describe('abandoned orders', () => {
  it('expire instead of staying pending, and give back the coupon they held', async () => {
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const code = `LAST${Date.now()}`;
    const created = await admin.post('/api/latest/coupons/add/', {
      coupon_code: code,
      valid_from: new Date(Date.now() - day).toISOString(),
      valid_till: new Date(Date.now() + 30 * day).toISOString(),
      usage_details: { max_uses: 1, max_uses_per_user: 1 },
      coupon_type: 'percentage',
      discount_details: { value: 10 },
      publish_status: 'published',
    });
    expect(created.status).toBe(200);
    const first = await signedInClient(server.url, 'student6@demo.test');
    const held = await checkout(first, { coupon: code });
    expect(held.order.json.amount).toBe(449_910);

    // The coupon's only use is held by the open order: a second buyer is refused at payment.
    const second = await signedInClient(server.url, 'student7@demo.test');
    const registration = await second.post(`/api/vr/batch-registration/?coupon=${code}`, {
      batch_slug: BATCH,
      page_url: '/',
    });
    expect(registration.json.status).toBe('INVALID_COUPON');
    const refused = await second.post('/api/latest/payment/create-order/', {
      transaction_token: registration.json.transaction_token,
      coupon_code: code,
      billing_state: 'Goa',
      page_url: '/',
    });
    expect(refused.status).toBe(400);
    expect((refused.json.error as { code: string }).code).toBe('coupon_used_up');

    // The first buyer walks away; past its expiry the order is 'expired' and the coupon free again.
    await server.database.db
      .update(paymentOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentOrders.orderCode, held.order.json.gfgOrderId as string));
    const history = await first.get('/api/latest/user/transactions/');
    expect(history.json.results).toEqual([expect.objectContaining({ status: 'expired' })]);
    const later = await second.post('/api/latest/payment/create-order/', {
      transaction_token: registration.json.transaction_token,
      coupon_code: code,
      billing_state: 'Goa',
      page_url: '/',
    });
    expect(later.status).toBe(200);
    expect(later.json.amount).toBe(449_910);
    // An expired order cannot be checked out again.
    const reopened = await first.post('/api/latest/payment/create-order/', {
      transaction_token: held.token,
      billing_state: 'Goa',
      page_url: '/',
    });
    expect(reopened.status).toBe(409);
  });
});

describe('invoices', () => {
  it('numbers paid orders without gaps in the financial year and prints the GST lines by state', async () => {
    const pay = async (email: string, state: string) => {
      const learner = await signedInClient(server.url, email);
      const { token, order } = await checkout(learner, { state });
      const result = await payOnSandbox(order.json.checkout_url as string, 'success');
      await learner.post('/api/latest/payment/verify-payment/', { ...result, transaction_token: token });
      const pdf = await fetch(`${server.url}/api/latest/download/invoice/${order.json.gfgOrderId}`, {
        headers: { cookie: [...learner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      return pdfText(new Uint8Array(await pdf.arrayBuffer()));
    };
    const local = await pay('student8@demo.test', 'Karnataka');
    const away = await pay('student9@demo.test', 'Maharashtra');
    const numberOf = (lines: string[]) =>
      Number(
        lines
          .find((l) => l.startsWith('Invoice number'))!
          .split('/')
          .pop(),
      );
    expect(numberOf(away)).toBe(numberOf(local) + 1);
    expect(local).toEqual(
      expect.arrayContaining([
        'Taxable value: INR 4,236.44',
        'CGST @ 9%: INR 381.28',
        'SGST @ 9%: INR 381.28',
      ]),
    );
    expect(local.some((line) => line.startsWith('IGST'))).toBe(false);
    expect(away).toEqual(expect.arrayContaining(['IGST @ 18%: INR 762.56', 'Total paid: INR 4,999.00']));
    const numbers = await server.database.db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .orderBy(invoices.sequence);
    expect(numbers.map((row) => row.sequence)).toEqual(numbers.map((_, index) => index + 1));
    const stranger = await signedInClient(server.url, 'student10@demo.test');
    expect((await stranger.get(`/api/latest/download/invoice/${'LF-none'}`)).status).toBe(404);
  });
});

describe('the catalogue', () => {
  it('finds courses by full-text search, filters by category, type and price, sorts and pages', async () => {
    const visitor = createSessionClient(server.url);
    const found = await visitor.get('/api/latest/courses/?search=algorithms');
    expect(found.status).toBe(200);
    expect((found.json.results as { course_slug: string }[]).map((c) => c.course_slug)).toContain(
      'dsa-self-paced',
    );
    // English stemming: "designing" finds "System Design".
    const stemmed = await visitor.get('/api/latest/courses-global-search/?q=designing');
    expect(stemmed.json).toMatchObject({
      ml_results: [],
      results: [expect.objectContaining({ course_slug: 'system-design-live' })],
    });
    const categories = await visitor.get('/api/latest/courses/allCategory');
    expect(categories.json.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: 'system-design', courses_count: 1, type: 'primary' }),
      ]),
    );
    const inCategory = await visitor.get('/api/latest/courses/?category=web-development');
    expect((inCategory.json.results as { course_slug: string }[]).map((c) => c.course_slug).sort()).toEqual([
      'full-stack-live',
      'java-backend',
    ]);
    const free = await visitor.get('/api/latest/courses/?price=free');
    expect((free.json.results as { course_fee_type: number }[]).every((c) => c.course_fee_type === 0)).toBe(
      true,
    );
    const live = await visitor.get('/api/latest/courses/?course_type=2&ordering=-price');
    expect((live.json.results as { course_type: number }[]).every((c) => c.course_type === 2)).toBe(true);
    const dsa = (await visitor.get('/api/latest/courses/?search=data%20structures')).json.results as {
      price: number;
      discounted_price: number | null;
      total_upcoming_batches: number;
    }[];
    expect(dsa[0]).toMatchObject({ price: 5999, discounted_price: 4999, total_upcoming_batches: 1 });
    const first = await visitor.get('/api/latest/courses/?page_size=2&ordering=newest');
    const second = await visitor.get('/api/latest/courses/?page_size=2&page=2&ordering=newest');
    expect(first.json).toMatchObject({ page: 1, page_size: 2 });
    expect(first.json.count).toBeGreaterThan(2);
    const ids = (page: typeof first) =>
      (page.json.results as { course_id: number }[]).map((c) => c.course_id);
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
    expect((await visitor.get('/api/latest/courses/?ordering=cheapest')).status).toBe(400);
  });
});
