import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchCertificates,
  batchEnrollments,
  batches,
  courseLeads,
  creditNotes,
  invoices,
  paymentOrders,
  paymentRefunds,
  sandboxGatewayOrders,
  sandboxGatewayRefunds,
  users,
} from '../src/db/schema';
import { batchOffers } from '../src/db/schema-courses';
import { razorpayProvider } from '../src/payments/razorpay-gateway';
import { sendWebhook } from '../src/payments/sandbox-gateway';
import { hmacHex } from '../src/payments/signatures';
import { type FakeRazorpay, startFakeRazorpay } from './fake-razorpay-server';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';
import { pdfText } from './pdf-text';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ paymentSandboxSecret: 'sandbox-test-secret', sandboxPendingMs: 50 });
});
afterAll(() => server.close());

type Client = Awaited<ReturnType<typeof signedInClient>>;
const BATCH = 'dsa-public-next-intake';
const day = 86_400_000;

/** This file's own demo learners (student267…272), made with the demo password on the server's copy. */
async function demoLearner(handle: string, on: TestServer = server) {
  const { db } = on.database;
  const [model] = await db.select().from(users).where(eq(users.email, 'learner@demo.test'));
  await db
    .insert(users)
    .values({
      email: `${handle}@demo.test`,
      handle,
      name: `Learner ${handle}`,
      passwordHash: model!.passwordHash,
    })
    .onConflictDoNothing();
  return `${handle}@demo.test`;
}

/** The PDF a signed-in client downloads, as its lines of text. */
async function pdfLinesOf(client: Client, path: string, on: TestServer = server) {
  const response = await fetch(`${on.url}${path}`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return pdfText(new Uint8Array(await response.arrayBuffer()));
}

async function enrolments(email: string, on: TestServer = server) {
  const { db } = on.database;
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

/** A published 10 % coupon valid for a month, created by a course admin, taken `maxUses` times in all. */
async function tenPercentCoupon(prefix: string, maxUses: number) {
  const admin = await signedInClient(server.url, 'course.admin@demo.test');
  const code = `${prefix}${Date.now()}`;
  const created = await admin.post('/api/latest/coupons/add/', {
    coupon_code: code,
    valid_from: new Date(Date.now() - day).toISOString(),
    valid_till: new Date(Date.now() + 30 * day).toISOString(),
    usage_details: { max_uses: maxUses, max_uses_per_user: 1 },
    coupon_type: 'percentage',
    discount_details: { value: 10 },
    publish_status: 'published',
  });
  expect(created.status).toBe(200);
  return code;
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
    const code = await tenPercentCoupon('LAST', 1);
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
  it("shows the seeded sale with 'Sale Ends in' inside its window, and course admins change the banners", async () => {
    const visitor = createSessionClient(server.url);
    const active = await visitor.get('/api/latest/sale/active');
    expect(active.status).toBe(200);
    const sale = active.json.sale as {
      title: string;
      text: string;
      discount_percent: number;
      ends_at: string;
    };
    expect(sale).toMatchObject({ title: 'Sale Ends in', discount_percent: 20 });
    expect(sale.text).toContain('WELCOME20');
    // Dated from the seed day: it runs now and ends within the week.
    expect(Date.parse(sale.ends_at)).toBeGreaterThan(Date.now());
    expect(Date.parse(sale.ends_at) - Date.now()).toBeLessThanOrEqual(7 * day);

    const learner = await signedInClient(server.url, 'student12@demo.test');
    expect((await learner.get('/api/latest/sale-banners/')).status).toBe(403);
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const listed = await admin.get('/api/latest/sale-banners/');
    expect(listed.json.results).toHaveLength(1);
    const backwards = await admin.request('PUT', '/api/latest/sale-banners/', {
      banners: [
        {
          text: 'Ends before it starts',
          link: null,
          pages: ['courses'],
          starts_at: new Date(Date.now() + day).toISOString(),
          ends_at: new Date(Date.now() - day).toISOString(),
          is_active: true,
        },
      ],
    });
    expect(backwards.status).toBe(400);
    // The refusal names the banner's field, so the editor shows it beside that date.
    expect((backwards.json.error as { fields: Record<string, string> }).fields).toEqual({
      'banners.0.ends_at': 'A sale must end after it starts.',
    });
    const halfWindow = await admin.request('PUT', '/api/latest/sale-banners/', {
      banners: [
        {
          text: 'Open ended',
          link: null,
          pages: ['courses'],
          starts_at: new Date().toISOString(),
          ends_at: null,
          is_active: true,
        },
        {
          text: 'Too generous',
          link: null,
          pages: ['courses'],
          starts_at: null,
          ends_at: null,
          is_active: true,
          discount_percent: 95,
        },
      ],
    });
    expect(halfWindow.status).toBe(400);
    expect((halfWindow.json.error as { fields: Record<string, string> }).fields).toMatchObject({
      'banners.0.ends_at': 'Give the sale an end as well.',
      'banners.1.discount_percent': expect.any(String),
    });
    expect((await admin.get('/api/latest/sale-banners/')).json.results).toHaveLength(1);

    // A sale that has ended and one not yet started: nothing to count down to.
    const saved = await admin.request('PUT', '/api/latest/sale-banners/', {
      banners: [
        {
          text: 'Last week',
          link: null,
          pages: ['courses'],
          starts_at: new Date(Date.now() - 9 * day).toISOString(),
          ends_at: new Date(Date.now() - 2 * day).toISOString(),
          is_active: true,
        },
        {
          text: 'Next month',
          link: 'https://learnforge.test/sale',
          pages: ['home'],
          starts_at: new Date(Date.now() + 20 * day).toISOString(),
          ends_at: new Date(Date.now() + 27 * day).toISOString(),
          is_active: true,
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect((saved.json.results as { text: string }[]).map((banner) => banner.text)).toEqual([
      'Last week',
      'Next month',
    ]);
    // The discount a banner announces is set with it; a banner saved again without one keeps its own.
    const [lastWeek, nextMonth] = saved.json.results as { id: number; discount_percent: number }[];
    expect(lastWeek!.discount_percent).toBe(0);
    const discounted = await admin.request('PUT', '/api/latest/sale-banners/', {
      banners: [
        { ...(saved.json.results as object[])[0], discount_percent: 30 },
        { ...(saved.json.results as object[])[1], discount_percent: undefined },
      ],
    });
    expect(discounted.status).toBe(200);
    expect(
      (discounted.json.results as { id: number; discount_percent: number }[]).map((b) => [
        b.id,
        b.discount_percent,
      ]),
    ).toEqual([
      [lastWeek!.id, 30],
      [nextMonth!.id, 0],
    ]);
    expect((await visitor.get('/api/latest/sale/active')).json.sale).toBeNull();
  });

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
    expect(dsa[0]).toMatchObject({ price: 5999, discounted_price: 4999, total_upcoming_batches: 2 });
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

describe('the course home, classroom courses by city, the GATE list and premium courses', () => {
  it('shows the home sections of the seeded catalogue, in the order course admins give them', async () => {
    const visitor = createSessionClient(server.url);
    const home = await visitor.get('/api/latest/courses/home/');
    expect(home.status).toBe(200);
    const sections = home.json.sections as {
      key: string;
      title: string;
      order: number;
      results: { course_slug: string }[];
    }[];
    const slugs = (key: string) =>
      sections.find((section) => section.key === key)?.results.map((c) => c.course_slug);
    expect(sections.map((section) => section.key)).toEqual([
      'starting-soon',
      'live',
      'self-paced',
      'classroom',
      'gate',
      'premium',
      'free',
    ]);
    expect(sections.map((section) => section.order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // Dated from the seed day: the next intakes start four weeks out, the weekend and classroom ones later.

    expect(slugs('starting-soon')).toEqual(
      expect.arrayContaining(['dsa-self-paced', 'gate-cse-live', 'full-stack-classroom']),
    );
    expect(slugs('gate')!.sort()).toEqual(['gate-cse-live', 'gate-data-science-live']);
    expect(slugs('classroom')!.sort()).toEqual(['dsa-classroom-bengaluru', 'full-stack-classroom']);
    expect(slugs('premium')!.sort()).toEqual(['full-stack-live', 'system-design-live']);
    expect(slugs('free')).toEqual(['python-foundations']);

    const learner = await signedInClient(server.url, 'student12@demo.test');
    const reorder = {
      page: 'home',
      sections: [
        { key: 'gate', order: 0 },
        { key: 'free', order: 1 },
      ],
    };
    expect((await learner.request('PUT', '/api/latest/section-ordering', reorder)).status).toBe(403);
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const unknown = await admin.request('PUT', '/api/latest/section-ordering', {
      page: 'home',
      sections: [
        { key: 'gate', order: 0 },
        { key: 'bestsellers', order: 1 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect((unknown.json.error as { fields: Record<string, string> }).fields).toEqual({
      'sections.1.key': 'There is no section "bestsellers".',
    });
    const saved = await admin.request('PUT', '/api/latest/section-ordering', reorder);
    expect(saved.status).toBe(200);
    expect((saved.json.sections as { key: string }[]).slice(0, 3).map((section) => section.key)).toEqual([
      'gate',
      'free',
      'starting-soon',
    ]);
    const reordered = (await visitor.get('/api/latest/courses/home/')).json.sections as { key: string }[];
    expect(reordered.slice(0, 2).map((section) => section.key)).toEqual(['gate', 'free']);
  });

  it('lists classroom courses by city, each centre with its next batch, and the cities with how many centres', async () => {
    const visitor = createSessionClient(server.url);
    const locations = await visitor.get('/api/latest/course/locations/');
    expect(locations.status).toBe(200);
    expect(locations.json.results).toEqual([
      { city: 'Bengaluru', state: 'Karnataka', centres_count: 2 },
      { city: 'Hyderabad', state: 'Telangana', centres_count: 1 },
      { city: 'Pune', state: 'Maharashtra', centres_count: 1 },
    ]);
    const all = await visitor.get('/api/latest/courses/offline/');
    expect(all.json.count).toBe(4);
    const bengaluru = await visitor.get('/api/latest/courses/offline/?city=bengaluru');
    expect(bengaluru.json.results).toEqual([
      expect.objectContaining({
        course_slug: 'dsa-classroom-bengaluru',
        centre_name: 'HSR Layout centre',
        city: 'Bengaluru',
        price: 14999,
        total_upcoming_batches: 1,
      }),
      expect.objectContaining({
        course_slug: 'dsa-classroom-bengaluru',
        centre_name: 'Koramangala centre',
        city: 'Bengaluru',
      }),
    ]);
    const paged = await visitor.get('/api/latest/courses/offline/?page=2&page_size=3');
    expect(paged.json).toMatchObject({
      count: 4,
      page: 2,
      page_size: 3,
      results: [expect.objectContaining({ city: 'Pune' })],
    });
    // A city with no centre is an empty list; a wildcard is a letter like any other.
    expect((await visitor.get('/api/latest/courses/offline/?city=%25')).json).toMatchObject({
      count: 0,
      results: [],
    });
    expect((await visitor.get('/api/latest/courses/offline/?page=0')).status).toBe(400);
  });

  it('lists the GATE courses with the sitting they prepare for, and the courses premium includes', async () => {
    const visitor = createSessionClient(server.url);
    const gate = await visitor.get('/api/latest/gate-courses/list/');
    expect(gate.status).toBe(200);
    const sitting = new Date(Date.now() + 28 * day).getUTCFullYear() + 1;
    expect(gate.json.results).toEqual([
      expect.objectContaining({
        course_slug: 'gate-cse-live',
        exam_year: expect.any(Number),
        price: 8999,
        discounted_price: 7499,
      }),
      expect.objectContaining({ course_slug: 'gate-data-science-live' }),
    ]);
    expect([sitting, sitting + 1]).toContain((gate.json.results as { exam_year: number }[])[0]!.exam_year);
    const premium = await visitor.get('/api/latest/courses/?premium=true');
    expect((premium.json.results as { course_slug: string }[]).map((c) => c.course_slug).sort()).toEqual([
      'full-stack-live',
      'system-design-live',
    ]);
    const page = await visitor.get('/api/latest/courses/system-design-live/');
    expect(page.json.included_in_premium).toBe(true);
  });
});

describe('leads for the CRM', () => {
  it('stores a counselling request, refuses bad input beside its field, and bounds a form posted in a loop', async () => {
    const { db } = server.database;
    const visitor = createSessionClient(server.url);
    const request = {
      name: 'Asha Verma',
      email: 'asha.lead@example.test',
      phone: '+91 98450 12345',
      course_slug: 'dsa-self-paced',
      preferred_time: 'evening',
      page_url: '/courses/dsa-self-paced',
    };
    const asked = await visitor.post('/api/latest/counselling-registration/', request);
    expect(asked.status).toBe(200);
    expect(asked.json.message).toBe(
      'Thank you, Asha. A counsellor will call +91 98450 12345 in the evening within one working day.',
    );
    const leads = async () =>
      db.select().from(courseLeads).where(eq(courseLeads.email, 'asha.lead@example.test'));
    expect(await leads()).toEqual([
      expect.objectContaining({
        kind: 'counselling',
        name: 'Asha Verma',
        phone: '+91 98450 12345',
        preferredTime: 'evening',
        userId: null,
      }),
    ]);

    const badPhone = await visitor.post('/api/latest/counselling-registration/', {
      ...request,
      phone: 'call me',
    });
    expect(badPhone.status).toBe(400);
    expect((badPhone.json.error as { fields: Record<string, string> }).fields).toHaveProperty('phone');
    const noCourse = await visitor.post('/api/latest/counselling-registration/', {
      ...request,
      course_slug: 'no-such-course',
    });
    expect(noCourse.status).toBe(400);
    expect((noCourse.json.error as { fields: Record<string, string> }).fields).toEqual({
      course_slug: 'There is no such course.',
    });

    // Three requests a day per e-mail: the fourth is refused and stores nothing.
    for (let n = 0; n < 2; n++)
      expect((await visitor.post('/api/latest/counselling-registration/', request)).status).toBe(200);
    const fourth = await visitor.post('/api/latest/counselling-registration/', request);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await leads()).toHaveLength(3);
    // Five an hour per address, whatever the e-mail: the sixth is refused.
    const fifth = await visitor.post('/api/latest/counselling-registration/', {
      ...request,
      email: 'other.lead@example.test',
    });
    expect(fifth.status).toBe(200);
    const sixth = await visitor.post('/api/latest/counselling-registration/', {
      ...request,
      email: 'third.lead@example.test',
    });
    expect(sixth.status).toBe(429);
  });

  it('records a learner opening checkout once an hour per batch; anonymous callers and foreign batches are refused', async () => {
    const { db } = server.database;
    const body = { course_slug: 'dsa-self-paced', batch_slug: 'dsa-public-weekend-intake' };
    expect(
      (
        await createSessionClient(server.url).request(
          'PUT',
          '/api/latest/crm/course-page/payment-initiate/',
          body,
        )
      ).status,
    ).toBe(401);
    const learner = await signedInClient(server.url, 'student13@demo.test');
    for (let n = 0; n < 2; n++)
      expect(
        (await learner.request('PUT', '/api/latest/crm/course-page/payment-initiate/', body)).status,
      ).toBe(200);
    const recorded = await db
      .select()
      .from(courseLeads)
      .where(and(eq(courseLeads.kind, 'payment_initiate'), eq(courseLeads.email, 'student13@demo.test')));
    expect(recorded).toEqual([
      expect.objectContaining({
        kind: 'payment_initiate',
        courseId: expect.any(Number),
        batchId: expect.any(Number),
      }),
    ]);
    const wrongCourse = await learner.request('PUT', '/api/latest/crm/course-page/payment-initiate/', {
      course_slug: 'java-backend',
      batch_slug: 'dsa-public-weekend-intake',
    });
    expect(wrongCourse.status).toBe(404);
  });
});

describe('paying through Razorpay (a stand-in on 127.0.0.1, payloads signed here)', () => {
  const keys = {
    keyId: 'rzp_test_key',
    keySecret: 'razorpay-key-secret',
    webhookSecret: 'razorpay-hook-secret',
  };
  let razorpay: FakeRazorpay;
  let shop: TestServer;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay(keys.keyId, keys.keySecret);
    shop = await startTestServer({ paymentGateway: 'razorpay', razorpay: { ...keys, apiUrl: razorpay.url } });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await razorpay.close();
  });

  /** Posts a webhook the way Razorpay does: JSON signed over its raw bytes with the webhook secret. */
  const webhook = (
    event: string,
    payment: { id: string; order_id: string; status: string },
    secret = keys.webhookSecret,
  ) => {
    const body = JSON.stringify({
      entity: 'event',
      event,
      payload: { payment: { entity: { entity: 'payment', ...payment } } },
    });
    return fetch(`${shop.url}/api/latest/payment/webhook/razorpay/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body) },
      body,
    });
  };
  /** What Razorpay's hosted checkout posts to our callback. */
  const callback = (gfgOrderId: string, form: Record<string, string>) =>
    fetch(`${shop.url}/payment/razorpay/callback/${gfgOrderId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });

  it('opens the order at Razorpay, hands the payer to its checkout and enrols once on its signed result', async () => {
    const learner = await signedInClient(shop.url, 'student1@demo.test');
    const { token, order } = await checkout(learner);
    expect(order.status).toBe(200);
    expect(order.json).toMatchObject({ amount: 499_900, gateway: 'razorpay', gateway_key: keys.keyId });
    expect(razorpay.orders.at(-1)).toMatchObject({
      id: order.json.order_id,
      amount: 499_900,
      currency: 'INR',
      receipt: order.json.gfgOrderId,
      authorized: true,
    });
    const fetched = await learner.get(`/api/latest/payment/fetch/?order_id=${order.json.gfgOrderId}`);
    expect(fetched.json.gateway).toBe('razorpay');

    // Our hand-over page posts the order to Razorpay's hosted checkout, and its policy lets only that form out.
    const page = await fetch(shop.url + (order.json.checkout_url as string));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`action="${razorpay.url}/v1/checkout/embedded"`);
    expect(html).toContain(`name="order_id" value="${order.json.order_id}"`);
    expect(html).toContain(`/payment/razorpay/callback/${order.json.gfgOrderId}`);
    expect(html).not.toContain('Test payments');
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${razorpay.url}`);

    const orderId = order.json.order_id as string;
    const paymentId = 'pay_Fake1';
    const signature = hmacHex(keys.keySecret, `${orderId}|${paymentId}`);
    const back = await callback(order.json.gfgOrderId as string, {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: signature,
    });
    expect(back.status).toBe(303);
    const complete = new URL(back.headers.get('location')!, shop.url);
    expect(complete.pathname).toBe('/checkout/complete');
    expect(Object.fromEntries(complete.searchParams)).toMatchObject({
      order: order.json.gfgOrderId,
      token,
      order_id: orderId,
      payment_id: paymentId,
      status: 'captured',
      signature,
    });

    const forged = await learner.post('/api/latest/payment/verify-payment/', {
      order_id: orderId,
      payment_id: paymentId,
      signature: hmacHex('not-the-secret', `${orderId}|${paymentId}`),
      status: 'captured',
      transaction_token: token,
    });
    expect(forged.status).toBe(400);
    expect(await enrolments('student1@demo.test', shop)).toBe(0);

    const verified = await learner.post('/api/latest/payment/verify-payment/', {
      order_id: orderId,
      payment_id: paymentId,
      signature,
      status: 'captured',
      transaction_token: token,
    });
    expect(verified.json).toMatchObject({ status: 'SUCCESS', batch_slugs: [BATCH] });
    // Razorpay's own webhook for the same payment, and a replay of it, change nothing.
    for (const event of ['payment.captured', 'order.paid']) {
      const replay = await webhook(event, { id: paymentId, order_id: orderId, status: 'captured' });
      expect(await replay.json()).toMatchObject({ ok: true, status: 'paid' });
    }
    expect(await enrolments('student1@demo.test', shop)).toBe(1);
    expect((await learner.get('/api/latest/user/transactions/')).json.results).toEqual([
      expect.objectContaining({ status: 'success', has_invoice: true }),
    ]);
  });

  it('enrols through the signed webhook when the payer closed the tab, and refuses unsigned ones', async () => {
    const learner = await signedInClient(shop.url, 'student2@demo.test');
    const { order } = await checkout(learner);
    const payment = { id: 'pay_Fake2', order_id: order.json.order_id as string, status: 'captured' };
    const forged = await webhook('payment.captured', payment, 'guessed-secret');
    expect(forged.status).toBe(400);
    const unsigned = await fetch(`${shop.url}/api/latest/payment/webhook/razorpay/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: payment } } }),
    });
    expect(unsigned.status).toBe(400);
    // A genuine event that settles nothing is acknowledged, so Razorpay stops retrying it.
    const authorized = await webhook('payment.authorized', { ...payment, status: 'authorized' });
    expect(await authorized.json()).toMatchObject({ ok: true, status: 'ignored' });
    expect(await enrolments('student2@demo.test', shop)).toBe(0);

    const captured = await webhook('payment.captured', payment);
    expect(await captured.json()).toMatchObject({ ok: true, status: 'paid' });
    expect(await enrolments('student2@demo.test', shop)).toBe(1);
    const fetched = await learner.get(`/api/latest/payment/fetch/?order_id=${order.json.gfgOrderId}`);
    expect(fetched.json).toMatchObject({ status: 'paid', batch_slugs: [BATCH], has_invoice: true });
  });

  it('a failed payment, confirmed with Razorpay, gives no access; a failure naming another order changes nothing', async () => {
    const learner = await signedInClient(shop.url, 'student3@demo.test');
    const { order } = await checkout(learner);
    const code = order.json.gfgOrderId as string;
    // Someone posts a "failure" naming a payment of a different order: Razorpay says otherwise, nothing moves.
    razorpay.recordPayment({ id: 'pay_Elsewhere', order_id: 'order_Other', status: 'failed' });
    const stray = await callback(code, {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[metadata]': JSON.stringify({ payment_id: 'pay_Elsewhere', order_id: order.json.order_id }),
    });
    expect(stray.status).toBe(303);
    expect((await learner.get(`/api/latest/payment/fetch/?order_id=${code}`)).json.status).toBe('created');

    razorpay.recordPayment({ id: 'pay_Declined', order_id: order.json.order_id as string, status: 'failed' });
    const declined = await callback(code, {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Your card was declined.',
      'error[metadata]': JSON.stringify({ payment_id: 'pay_Declined', order_id: order.json.order_id }),
    });
    expect(declined.status).toBe(303);
    const complete = new URL(declined.headers.get('location')!, shop.url);
    expect(complete.pathname).toBe('/checkout/complete');
    expect(complete.searchParams.get('signature')).toBeNull();
    const fetched = await learner.get(`/api/latest/payment/fetch/?order_id=${code}`);
    expect(fetched.json).toMatchObject({ status: 'failed', has_invoice: false, batch_slugs: [] });
    expect(await enrolments('student3@demo.test', shop)).toBe(0);
    expect((await learner.get(`/api/latest/user-meta/?batch_slug=${BATCH}`)).status).toBe(403);
  });

  it('says so when Razorpay does not answer, and the cart can be paid later', async () => {
    const learner = await signedInClient(shop.url, 'student4@demo.test');
    razorpay.failOrdersWith(500);
    try {
      const { token, order } = await checkout(learner);
      expect(order.status).toBe(502);
      expect((order.json.error as { message: string }).message).toMatch(
        /did not answer\. Nothing was charged/,
      );
      razorpay.failOrdersWith(null);
      const retry = await learner.post('/api/latest/payment/create-order/', {
        transaction_token: token,
        billing_state: 'Goa',
        page_url: '/checkout',
      });
      expect(retry.json).toMatchObject({ gateway: 'razorpay', amount: 499_900 });
    } finally {
      razorpay.failOrdersWith(null);
    }
  });
  it('refunds through Razorpay once by our refund code, and a refusal leaves the seat (ADR 0101)', async () => {
    const { db } = shop.database;
    const email = await demoLearner('student270', shop);
    const learner = await signedInClient(shop.url, email);
    const { token, order } = await checkout(learner);
    const orderId = order.json.order_id as string;
    const paymentId = 'pay_Refund270';
    razorpay.recordPayment({ id: paymentId, order_id: orderId, status: 'captured' });
    const verified = await learner.post('/api/latest/payment/verify-payment/', {
      order_id: orderId,
      payment_id: paymentId,
      signature: hmacHex(keys.keySecret, `${orderId}|${paymentId}`),
      status: 'captured',
      transaction_token: token,
    });
    expect(verified.json.status).toBe('SUCCESS');
    expect(await enrolments(email, shop)).toBe(1);
    const ask = () =>
      learner.post('/api/latest/initiate_refund', { batch_slug: BATCH, reason: 'Changed plans.' });

    razorpay.failRefundsWith(500);
    const refused = await ask();
    expect(refused.status).toBe(502);
    expect((refused.json.error as { message: string }).message).toContain(
      'Your order, seat and access are as they were',
    );
    expect(await enrolments(email, shop)).toBe(1);
    expect(razorpay.refunds).toHaveLength(0);

    razorpay.failRefundsWith(null);
    const done = await ask();
    expect(done.json.status).toBe('SUCCESS');
    expect(razorpay.refunds).toEqual([
      {
        id: expect.any(String),
        payment_id: paymentId,
        amount: 499_900,
        receipt: done.json.refund_id,
        speed: 'normal',
      },
    ]);
    expect(await enrolments(email, shop)).toBe(0);

    // Asked again with the same code (an answer lost on the way back), Razorpay's refund is found, not repeated.
    const adapter = razorpayProvider({ ...keys, apiUrl: razorpay.url });
    const again = await adapter.refund({
      gatewayOrderId: orderId,
      paymentId,
      amount: 499_900,
      receipt: done.json.refund_id as string,
    });
    expect(again.gatewayRefundId).toBe(razorpay.refunds[0]!.id);
    expect(razorpay.refunds).toHaveLength(1);
    const [row] = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.refundCode, done.json.refund_id as string));
    expect(row).toMatchObject({ status: 'processed', gatewayRefundId: razorpay.refunds[0]!.id });
  });
});

describe('a site with no payment gateway configured', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ paymentGateway: 'none' });
  }, 60_000);
  afterAll(() => bare.close());

  it('takes no paid order, says why, and serves no test gateway', async () => {
    const learner = await signedInClient(bare.url, 'student1@demo.test');
    const { token, order } = await checkout(learner);
    expect(order.status).toBe(503);
    expect(order.json.error).toMatchObject({
      code: 'payments_unavailable',
      message: expect.stringContaining('Payments are not set up on this site yet'),
    });
    const code = encodeURIComponent(await orderCodeOf(token));
    const stillCart = await learner.get(`/api/latest/payment/fetch/?order_id=${code}`);
    expect(stillCart.json).toMatchObject({ status: 'cart', gateway: null });
    // No hosted test page: the address falls through to the learner app like any unknown path.
    const sandboxPage = await fetch(`${bare.url}/sandbox-gateway/pay/sbx_order_any`);
    expect(sandboxPage.status).not.toBe(200);
    expect(await sandboxPage.text()).not.toContain('Sandbox payment');
    const webhookAnswer = await fetch(`${bare.url}/api/latest/payment/webhook/sandbox/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(webhookAnswer.status).toBe(404);
    expect(await enrolments('student1@demo.test', bare)).toBe(0);
  });

  async function orderCodeOf(token: string) {
    const [row] = await bare.database.db
      .select({ code: paymentOrders.orderCode })
      .from(paymentOrders)
      .where(eq(paymentOrders.transactionToken, token));
    return row!.code;
  }
});

describe('refunds of a batch seat (ADR 0056)', () => {
  /** Pays for a seat in BATCH on the sandbox and answers the learner's client, enrolled. */
  async function paidLearner(email: string) {
    const learner = await signedInClient(server.url, email);
    const { token, order } = await checkout(learner);
    const result = await payOnSandbox(order.json.checkout_url as string, 'success');
    const verified = await learner.post('/api/latest/payment/verify-payment/', {
      ...result,
      transaction_token: token,
    });
    expect(verified.json.status).toBe('SUCCESS');
    expect(await enrolments(email)).toBe(1);
    return { learner, gfgOrderId: order.json.gfgOrderId as string };
  }
  const refund = (learner: Client, reason = 'The timings do not suit me.') =>
    learner.post('/api/latest/initiate_refund', { batch_slug: BATCH, reason });
  const seatsLeft = async () =>
    (
      await server.database.db
        .select({ seatsLeft: batchOffers.seatsLeft })
        .from(batchOffers)
        .innerJoin(batches, eq(batches.id, batchOffers.batchId))
        .where(eq(batches.slug, BATCH))
    )[0]!.seatsLeft;
  /** Moves the batch's start (registration is only before it; the window counts from it). */
  async function batchStartsIn(days: number) {
    await server.database.db
      .update(batches)
      .set({ startsAt: new Date(Date.now() + days * day) })
      .where(eq(batches.slug, BATCH));
  }

  it('refunds a paid seat within the window in one step: the order is refunded, access ends, the seat goes back', async () => {
    const { learner, gfgOrderId } = await paidLearner('student14@demo.test');
    const seats = await seatsLeft();
    const status = await learner.get(`/api/latest/refund/?batch_slug=${BATCH}`);
    expect(status.json).toMatchObject({ refundable: true, amount: 4999, refund: null });
    expect((await learner.get(`/api/latest/batch/${BATCH}/access-permission/`)).json.has_access).toBe(true);

    // A reason is required, and checked before anything is written.
    const blank = await refund(learner, '   ');
    expect(blank.status).toBe(400);
    expect(blank.json.error).toMatchObject({ fields: { reason: 'Say why you want a refund' } });

    // Two clicks at once refund once.
    const [first, second] = await Promise.all([refund(learner), refund(learner)]);
    const statuses = [first.json.status, second.json.status].sort();
    expect(statuses).toEqual(['ALREADY_REQUESTED', 'SUCCESS']);
    const done = first.json.status === 'SUCCESS' ? first : second;
    expect(done.json).toMatchObject({ amount: 4999 });
    expect(done.json.refund_id).toMatch(/^RF-[0-9A-F]{12}$/);
    expect(done.json.message).toContain('Your access to');

    expect(await enrolments('student14@demo.test')).toBe(0);
    expect(await seatsLeft()).toBe(seats === null ? null : seats + 1);
    const access = await learner.get(`/api/latest/batch/${BATCH}/access-permission/`);
    expect(access.json).toMatchObject({ has_access: false, reason: 'not_enrolled' });
    expect((await learner.get(`/api/latest/progress/?batch_slug=${BATCH}`)).status).toBe(403);
    const history = await learner.get('/api/latest/user/transactions/');
    expect(history.json.results).toContainEqual(expect.objectContaining({ gfgOrderId, status: 'refunded' }));
    expect((await learner.get(`/api/latest/refund/?batch_slug=${BATCH}`)).json).toMatchObject({
      refundable: false,
      refund: { refund_id: done.json.refund_id, amount: 4999 },
    });

    // The feedback form is kept with the refund; without a refund there is nothing to give feedback on.
    const feedback = await learner.post('/api/latest/event/refund/feedback/', {
      batch_slug: BATCH,
      reasons: ['Timings'],
      comment: 'Evening batches would help.',
    });
    expect(feedback.status).toBe(200);
    const stranger = await signedInClient(server.url, 'student15@demo.test');
    const noRefund = await stranger.post('/api/latest/event/refund/feedback/', {
      batch_slug: BATCH,
      reasons: ['Timings'],
    });
    expect(noRefund.status).toBe(409);
    // Someone who never paid cannot ask for one.
    expect((await refund(stranger)).json).toMatchObject({ status: 'NOT_PAID', refund_id: null });
  });

  it('refunds what was paid for a seat bought with a coupon, not its list price: the answer, the gateway and the credit note', async () => {
    const { db } = server.database;
    const code = await tenPercentCoupon('REFUND', 5);
    const email = await demoLearner('student271');
    const learner = await signedInClient(server.url, email);
    const { token, order } = await checkout(learner, { coupon: code });
    expect(order.json.amount).toBe(449_910);
    const result = await payOnSandbox(order.json.checkout_url as string, 'success');
    const verified = await learner.post('/api/latest/payment/verify-payment/', {
      ...result,
      transaction_token: token,
    });
    expect(verified.json.status).toBe('SUCCESS');

    // The batch page offers back what was paid (₹4,499.10), not the list price (₹4,999).
    const status = await learner.get(`/api/latest/refund/?batch_slug=${BATCH}`);
    expect(status.json).toMatchObject({ refundable: true, amount: 4499.1 });
    const done = await refund(learner);
    expect(done.json).toMatchObject({ status: 'SUCCESS', amount: 4499.1 });
    expect(done.json.message).toBe('Refunded ₹4,499.10. Your access to DSA Next Intake has ended.');
    const [row] = await db
      .select({ amount: paymentRefunds.amount })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.refundCode, done.json.refund_id as string));
    expect(row!.amount).toBe(449_910);
    const lines = await pdfLinesOf(learner, `/api/latest/download/credit-note/${done.json.refund_id}`);
    expect(lines).toContain('Total credited: INR 4,499.10');
  });

  it('refunds the seats of a two-batch order one at a time: each its own share, credit note and access; the order is refunded with its last', async () => {
    const { db } = server.database;
    const WEEKEND = 'dsa-public-weekend-intake';
    const email = await demoLearner('student272');
    const learner = await signedInClient(server.url, email);
    const registration = await learner.post('/api/vr/batch-registration/', {
      batch_slug: BATCH,
      page_url: '/courses/dsa',
    });
    const token = registration.json.transaction_token as string;
    const [weekend] = await db.select({ id: batches.id }).from(batches).where(eq(batches.slug, WEEKEND));
    const cart = await learner.post('/api/latest/payment/addtocart/', {
      batch_id: weekend!.id,
      transaction_token: token,
    });
    expect(cart.json.items).toHaveLength(2);
    const order = await learner.post('/api/latest/payment/create-order/', {
      transaction_token: token,
      billing_state: 'Karnataka',
      page_url: '/checkout',
    });
    expect(order.json.amount).toBe(499_900 + 449_900);
    const orderCode = order.json.gfgOrderId as string;
    const result = await payOnSandbox(order.json.checkout_url as string, 'success');
    const verified = await learner.post('/api/latest/payment/verify-payment/', {
      ...result,
      transaction_token: token,
    });
    expect(verified.json.status).toBe('SUCCESS');
    const paidAccess = async (slug: string) =>
      (await learner.get(`/api/latest/user-meta/?batch_slug=${slug}`)).json.user_paid_access;
    const orderStatus = async () =>
      (
        await db
          .select({ status: paymentOrders.status })
          .from(paymentOrders)
          .where(eq(paymentOrders.orderCode, orderCode))
      )[0]!.status;

    const first = await refund(learner);
    expect(first.json).toMatchObject({ status: 'SUCCESS', amount: 4999 });
    // The other seat is still paid for, held and refundable for its own share.
    expect(await orderStatus()).toBe('paid');
    expect(await paidAccess(WEEKEND)).toBe(true);
    expect((await learner.get(`/api/latest/user-meta/?batch_slug=${BATCH}`)).status).toBe(403);
    expect((await learner.get(`/api/latest/refund/?batch_slug=${WEEKEND}`)).json).toMatchObject({
      refundable: true,
      amount: 4499,
    });
    expect((await refund(learner)).json).toMatchObject({
      status: 'ALREADY_REQUESTED',
      message: 'Your seat in this batch has already been refunded.',
    });

    const second = await learner.post('/api/latest/initiate_refund', {
      batch_slug: WEEKEND,
      reason: 'Too much at once.',
    });
    expect(second.json).toMatchObject({ status: 'SUCCESS', amount: 4499 });
    expect(await orderStatus()).toBe('refunded');
    expect((await learner.get(`/api/latest/user-meta/?batch_slug=${WEEKEND}`)).status).toBe(403);
    // The gateway gave back, in two refunds, exactly what it captured.
    const [paid] = await db
      .select({ gatewayOrderId: paymentOrders.gatewayOrderId })
      .from(paymentOrders)
      .where(eq(paymentOrders.orderCode, orderCode));
    const books = await db
      .select()
      .from(sandboxGatewayRefunds)
      .where(eq(sandboxGatewayRefunds.gatewayOrderId, paid!.gatewayOrderId!));
    expect(books.map((row) => row.receipt).sort()).toEqual(
      [first.json.refund_id, second.json.refund_id].sort(),
    );
    expect(books.reduce((sum, row) => sum + row.amount, 0)).toBe(499_900 + 449_900);

    // Payments lists both credit notes on the order; each names its own seat and amount.
    const history = await learner.get('/api/latest/user/transactions/');
    expect(history.json.results).toContainEqual(
      expect.objectContaining({
        gfgOrderId: orderCode,
        status: 'refunded',
        credit_notes: [
          { refund_id: first.json.refund_id, item: 'DSA Next Intake' },
          { refund_id: second.json.refund_id, item: 'DSA Weekend Intake' },
        ],
      }),
    );
    const weekendNote = await pdfLinesOf(
      learner,
      `/api/latest/download/credit-note/${second.json.refund_id}`,
    );
    expect(weekendNote).toEqual(expect.arrayContaining(['Total credited: INR 4,499.00']));
    expect(weekendNote.some((line) => line.includes('Refund of DSA Weekend Intake'))).toBe(true);
    expect(weekendNote.some((line) => line.includes('DSA Next Intake'))).toBe(false);
  });

  it('refunds through the gateway once, with a GST credit note in its own unbroken sequence (ADR 0101)', async () => {
    const { db } = server.database;
    const first = await paidLearner(await demoLearner('student267'));
    const second = await paidLearner(await demoLearner('student268'));
    const done = await refund(first.learner);
    expect(done.json.status).toBe('SUCCESS');
    // The sandbox gateway's own books hold the refund, under our refund code.
    const [paid] = await db
      .select({ gatewayOrderId: paymentOrders.gatewayOrderId })
      .from(paymentOrders)
      .where(eq(paymentOrders.orderCode, first.gfgOrderId));
    const [books] = await db
      .select()
      .from(sandboxGatewayRefunds)
      .where(eq(sandboxGatewayRefunds.gatewayOrderId, paid!.gatewayOrderId!));
    expect(books).toMatchObject({ receipt: done.json.refund_id });
    const [row] = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.refundCode, done.json.refund_id as string));
    expect(row).toMatchObject({ status: 'processed', gatewayRefundId: books!.id });

    expect((await refund(second.learner)).json.status).toBe('SUCCESS');
    const notes = await db
      .select()
      .from(creditNotes)
      .orderBy(creditNotes.financialYear, creditNotes.sequence);
    for (const year of new Set(notes.map((note) => note.financialYear))) {
      const sequences = notes.filter((note) => note.financialYear === year).map((note) => note.sequence);
      expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    }
    const mine = notes.find((note) => note.refundId === row!.id)!;
    expect(mine.number).toBe(`LF-CN/${mine.financialYear}/${String(mine.sequence).padStart(6, '0')}`);
    expect(
      notes.find((note) => note.refundId !== row!.id && note.sequence === mine.sequence + 1),
    ).toBeDefined();

    // The payments page lists the invoice and the credit note; both download, only for their owner.
    const history = await first.learner.get('/api/latest/user/transactions/');
    expect(history.json.results).toContainEqual(
      expect.objectContaining({
        gfgOrderId: first.gfgOrderId,
        status: 'refunded',
        has_invoice: true,
        credit_notes: [{ refund_id: done.json.refund_id, item: 'DSA Next Intake' }],
      }),
    );
    const lines = await pdfLinesOf(first.learner, `/api/latest/download/credit-note/${done.json.refund_id}`);
    const [invoice] = await db
      .select({ number: invoices.number })
      .from(invoices)
      .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
      .where(eq(paymentOrders.orderCode, first.gfgOrderId));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Credit note',
        `Credit note number: ${mine.number}`,
        `Refund: ${done.json.refund_id}`,
        'Total credited: INR 4,999.00',
      ]),
    );
    expect(lines.some((line) => line.startsWith(`Against invoice: ${invoice!.number}`))).toBe(true);
    expect(lines.some((line) => /^(CGST|IGST) @/.test(line))).toBe(true);
    await pdfLinesOf(first.learner, `/api/latest/download/invoice/${first.gfgOrderId}`);
    expect((await second.learner.get(`/api/latest/download/credit-note/${done.json.refund_id}`)).status).toBe(
      404,
    );
  });

  it('a gateway that does not refund leaves the order paid and the seat held, says so, and a retry refunds once', async () => {
    const { db } = server.database;
    const email = await demoLearner('student269');
    const { learner, gfgOrderId } = await paidLearner(email);
    const [paid] = await db
      .select({ id: paymentOrders.id, gatewayOrderId: paymentOrders.gatewayOrderId })
      .from(paymentOrders)
      .where(eq(paymentOrders.orderCode, gfgOrderId));
    // The sandbox refuses to refund a payment its books do not show as captured.
    const breakBooks = (status: 'failed' | 'captured') =>
      db
        .update(sandboxGatewayOrders)
        .set({ status })
        .where(eq(sandboxGatewayOrders.id, paid!.gatewayOrderId!));
    await breakBooks('failed');
    const refused = await refund(learner);
    expect(refused.status).toBe(502);
    expect(refused.json.error).toMatchObject({ code: 'gateway_refund_failed' });
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, paid!.id));
    expect(order!.status).toBe('paid');
    expect(await enrolments(email)).toBe(1);
    const [failed] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, paid!.id));
    expect(failed).toMatchObject({ status: 'failed' });
    expect(await db.select().from(creditNotes).where(eq(creditNotes.refundId, failed!.id))).toEqual([]);
    expect((await learner.get(`/api/latest/refund/?batch_slug=${BATCH}`)).json).toMatchObject({
      refundable: true,
      refund: null,
    });

    await breakBooks('captured');
    const [again, twice] = await Promise.all([refund(learner), refund(learner)]);
    expect([again.json.status, twice.json.status].sort()).toEqual(['ALREADY_REQUESTED', 'SUCCESS']);
    const made = again.json.status === 'SUCCESS' ? again : twice;
    // The same refund, under the code of the failed attempt, so the gateway is never asked for two.
    expect(made.json.refund_id).toBe(failed!.refundCode);
    expect(await enrolments(email)).toBe(0);
    expect(await db.select().from(creditNotes).where(eq(creditNotes.refundId, failed!.id))).toHaveLength(1);
  });

  it('closes the window 7 days after the batch starts, and refuses once a certificate is issued', async () => {
    const { learner } = await paidLearner('student16@demo.test');
    const { learner: graduate } = await paidLearner('student18@demo.test');
    const startsAt = (
      await server.database.db
        .select({ startsAt: batches.startsAt })
        .from(batches)
        .where(eq(batches.slug, BATCH))
    )[0]!.startsAt;
    try {
      // Started 6 days ago: still open; the certificate holder is refused all the same.
      await batchStartsIn(-6);
      const [graduateRow] = await server.database.db
        .select({ id: users.id, batchId: batches.id })
        .from(users)
        .innerJoin(batches, eq(batches.slug, BATCH))
        .where(eq(users.email, 'student18@demo.test'));
      await server.database.db.insert(batchCertificates).values({
        slug: 'LF-REFUNDTEST',
        userId: graduateRow!.id,
        batchId: graduateRow!.batchId,
        holderName: 'Graduate',
        courseName: 'Course',
        batchName: 'Batch',
      });
      expect((await refund(graduate)).json.status).toBe('CERTIFICATE_ISSUED');
      expect(await enrolments('student18@demo.test')).toBe(1);
      expect((await learner.get(`/api/latest/refund/?batch_slug=${BATCH}`)).json.refundable).toBe(true);

      // Started 8 days ago: closed; the learner keeps the seat and the order stays paid.
      await batchStartsIn(-8);
      const closed = await refund(learner);
      expect(closed.json).toMatchObject({ status: 'REFUND_WINDOW_CLOSED', refund_id: null, amount: null });
      expect(await enrolments('student16@demo.test')).toBe(1);
      const detail = await learner.get(`/api/latest/batch/${BATCH}`);
      expect(new Date(detail.json.refund_window_ends_at as string).getTime()).toBeLessThan(Date.now());
    } finally {
      await server.database.db.update(batches).set({ startsAt }).where(eq(batches.slug, BATCH));
    }
  });
});
