import { premiumPeriodEnd } from '@learnforge/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, paymentOrders, users } from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';
import { pdfText } from './pdf-text';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signedIn = (email: string) => signedInClient(server.url, email);

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

/** A consistent coupon form; tests override what they are about. */
function couponForm(overrides: Record<string, unknown> = {}) {
  return {
    coupon_code: `TEST${Math.floor(Math.random() * 1e9)}`,
    valid_from: iso(-1),
    valid_till: iso(30),
    usage_details: { max_uses: 100, max_uses_per_user: 1 },
    coupon_type: 'percentage',
    discount_details: { value: 10 },
    publish_status: 'published',
    ...overrides,
  };
}

async function planId(client: Awaited<ReturnType<typeof signedIn>>, name: string) {
  const plans = await client.get('/api/latest/premium/plan/details');
  const plan = (plans.json.plans as { id: number; name: string; price: number }[]).find(
    (p) => p.name === name,
  );
  return plan!;
}

/**
 * Pays an open premium order the way the checkout page does: checkout at the gateway, "Success" on
 * the sandbox's hosted page, the signed result back to verify; then the subscription as checkout reads it.
 */
async function payOnGateway(client: Awaited<ReturnType<typeof signedIn>>, gfgOrderId: string, token: string) {
  const checkout = await client.post('/api/latest/payment/create-order/', {
    transaction_token: token,
    billing_state: 'Karnataka',
    page_url: '/premium/checkout/',
  });
  if (checkout.status !== 200) return checkout;
  if (checkout.json.checkout_url) {
    const answer = await fetch(server.url + (checkout.json.checkout_url as string), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
    });
    const back = new URL(answer.headers.get('location')!, server.url).searchParams;
    const verified = await client.post('/api/latest/payment/verify-payment/', {
      order_id: back.get('order_id'),
      payment_id: back.get('payment_id'),
      signature: back.get('signature'),
      status: back.get('status'),
      transaction_token: token,
    });
    expect(verified.json.status).toBe('SUCCESS');
  }
  return client.post('/api/latest/payment/subscription/verify', { gfgOrderId, transaction_token: token });
}

/** Starts a premium order and applies a coupon to it, as the checkout step does. */
async function applyAtCheckout(client: Awaited<ReturnType<typeof signedIn>>, plan: number, code: string) {
  const order = await client.post('/api/latest/premium/payment', {
    plan_id: plan,
    page_url: 'http://x/premium/',
  });
  expect(order.status).toBe(200);
  const token = order.json.transaction_token as string;
  const applied = await client.get(
    `/api/latest/coupon/apply-coupon/?coupon_code=${encodeURIComponent(code)}&transaction_token=${encodeURIComponent(token)}`,
  );
  return { order: order.json, token, applied };
}

describe('coupon authoring', () => {
  it('lets only course admins, CRM and super admins author coupons', async () => {
    for (const email of ['course.admin@demo.test', 'crm@demo.test', 'admin@demo.test'])
      expect((await (await signedIn(email)).get('/api/latest/coupons/')).status).toBe(200);
    for (const email of ['learner@demo.test', 'setter@demo.test', 'recruiter@demo.test']) {
      const client = await signedIn(email);
      expect((await client.get('/api/latest/coupons/')).status).toBe(403);
      expect((await client.post('/api/latest/coupons/add/', couponForm())).status).toBe(403);
    }
    expect((await createSessionClient(server.url).get('/api/latest/coupons/')).status).toBe(401);
  });

  it('creates a coupon with the spec defaults and N copies with unique codes', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const created = await admin.post(
      '/api/latest/coupons/add/',
      couponForm({ coupon_code: 'spring26', copy_count: 3 }),
    );
    expect(created.status).toBe(200);
    const results = created.json.results as Record<string, unknown>[];
    expect(results).toHaveLength(4);
    expect(results[0]).toMatchObject({
      coupon_code: 'SPRING26',
      discount_details: { value: 10, up_to: -1 },
      copy_count: 3,
      customer_rules: { eligibility: 'everyone' },
      product_rules: { applies_to: 'all_products', requires_prerequisite: false },
      created_type: 'manual',
    });
    const codes = results.map((r) => r.coupon_code as string);
    expect(new Set(codes).size).toBe(4);
    for (const copy of results.slice(1)) {
      expect(copy.coupon_code).toMatch(/^SPRING26-[A-Z0-9]{6}$/);
      expect(copy.copied_from).toBe(results[0]!.coupon_id);
    }
    const more = await admin.post(`/api/latest/coupons/${results[0]!.coupon_id}/copies/`, { copy_count: 2 });
    expect(more.json.results).toHaveLength(2);
    const reread = await admin.get(`/api/latest/coupons/${results[0]!.coupon_id}/`);
    expect(reread.json.copy_count).toBe(5);
    const listed = await admin.get('/api/latest/coupons/?search=spring26');
    expect(listed.json.count).toBe(6);
  });

  it('reports a running copy count above the 500 one request may ask for, as the contract describes', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const perRequest = 500; // the most copies one request may ask for (the contract's copy_count maximum)
    const created = await admin.post(
      '/api/latest/coupons/add/',
      couponForm({ coupon_code: 'bulk26', copy_count: perRequest }),
    );
    expect(created.status).toBe(200);
    const id = (created.json.results as { coupon_id: number }[])[0]!.coupon_id;
    expect(
      (await admin.post(`/api/latest/coupons/${id}/copies/`, { copy_count: perRequest + 1 })).status,
    ).toBe(400);
    expect((await admin.post(`/api/latest/coupons/${id}/copies/`, { copy_count: 1 })).status).toBe(200);
    // The running total is now one over the per-request maximum. The test server validates every response
    // against the contract, so a response schema that capped it would turn these reads into errors.
    const reread = await admin.get(`/api/latest/coupons/${id}/`);
    expect(reread.status).toBe(200);
    expect(reread.json.copy_count).toBe(perRequest + 1);
    expect((await admin.get('/api/latest/coupons/?search=bulk26')).status).toBe(200);
  });

  it('refuses a duplicate code with 409 and a missing coupon with 404', async () => {
    const admin = await signedIn('crm@demo.test');
    expect(
      (await admin.post('/api/latest/coupons/add/', couponForm({ coupon_code: 'welcome20' }))).status,
    ).toBe(409);
    expect((await admin.get('/api/latest/coupons/999999/')).status).toBe(404);
  });

  it('refuses rules that contradict each other, naming each field', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const cases: [Record<string, unknown>, string][] = [
      [{ valid_from: iso(5), valid_till: iso(1) }, 'valid_till'],
      [{ valid_from: 'next tuesday' }, 'valid_from'],
      [{ discount_details: { value: 150 } }, 'discount_details.value'],
      [{ discount_details: { value: 10, up_to: 0 } }, 'discount_details.up_to'],
      [{ usage_details: { max_uses: 5, max_uses_per_user: 10 } }, 'usage_details.max_uses_per_user'],
      [{ customer_rules: { eligibility: 'entitled_customers' } }, 'entitled_cust'],
      [{ customer_rules: { eligibility: 'college_domain' } }, 'coupon_college_domain'],
      [
        { purchase_rules: { min_purchase_amount: 1000, max_purchase_amount: 500 } },
        'purchase_rules.max_purchase_amount',
      ],
      [{ product_rules: { applies_to: 'entitled_products' } }, 'entitled_prod'],
      [{ product_rules: { requires_prerequisite: true } }, 'prerequisite_prod'],
      [
        {
          product_rules: { applies_to: 'entitled_products', requires_prerequisite: true },
          entitled_prod: [{ product_name: 'Premium Monthly', id: 1, type: 'premium_plan' }],
          prerequisite_prod: [{ product_name: 'Premium Monthly', id: 1, type: 'premium_plan' }],
        },
        'prerequisite_prod',
      ],
      [
        {
          product_rules: { applies_to: 'entitled_products' },
          entitled_prod: [{ product_name: 'Ghost', id: 99999, type: 'course' }],
        },
        'entitled_prod',
      ],
      [{ created_type: 'influencer' }, 'influencer'],
      [{ coupon_code: 'no spaces!' }, 'coupon_code'],
    ];
    for (const [overrides, field] of cases) {
      const response = await admin.post('/api/latest/coupons/add/', couponForm(overrides));
      expect(response.status, field).toBe(400);
      expect(
        Object.keys((response.json.error as { fields: Record<string, string> }).fields),
        field,
      ).toContain(field);
    }
  });

  it('updates a coupon and lists products and customers for the pickers', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const created = await admin.post('/api/latest/coupons/add/', couponForm({ publish_status: 'draft' }));
    const coupon = (created.json.results as { coupon_id: number; coupon_code: string }[])[0]!;
    const updated = await admin.request(
      'PUT',
      `/api/latest/coupons/${coupon.coupon_id}/`,
      couponForm({
        coupon_code: coupon.coupon_code,
        coupon_desc: 'Now live',
        discount_details: { value: 15, up_to: 300 },
      }),
    );
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({
      coupon_desc: 'Now live',
      publish_status: 'published',
      discount_details: { up_to: 300 },
    });
    const products = await admin.get('/api/latest/coupons/products/?search=premium');
    expect(products.json.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_name: 'Premium Monthly', type: 'premium_plan' }),
      ]),
    );
    const customers = await admin.get('/api/latest/coupons/customers/?search=asha');
    expect(customers.json.results).toEqual([
      expect.objectContaining({ type: 'user', product_name: expect.stringContaining('learner@demo.test') }),
    ]);
  });

  it('starts a seeded coupon’s edit history with its creation, as for one made in the staff tools', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const [welcome] = await server.database.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.code, 'WELCOME20'));
    const history = await admin.get(`/api/latest/edit_history/?entity_type=coupon&entity_id=${welcome!.id}`);
    expect(history.json).toMatchObject({
      count: 1,
      results: [{ changed_by: 'course-admin', changes: { coupon_code: { from: null, to: 'WELCOME20' } } }],
    });
  });

  it('records each save in the edit history with only the changed fields, readable by coupon roles', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const form = couponForm({ publish_status: 'draft' });
    const created = await admin.post('/api/latest/coupons/add/', form);
    const id = (created.json.results as { coupon_id: number }[])[0]!.coupon_id;
    const history = `/api/latest/edit_history/?entity_type=coupon&entity_id=${id}`;
    // The history starts with the creation, every field the coupon was made with.
    const creation = (await admin.get(history)).json;
    expect(creation).toMatchObject({
      count: 1,
      results: [
        {
          changed_by: 'course-admin',
          changes: {
            coupon_code: { from: null, to: form.coupon_code },
            publish_status: { from: null, to: 'draft' },
          },
        },
      ],
    });

    const put = (body: Record<string, unknown>) => admin.request('PUT', `/api/latest/coupons/${id}/`, body);
    expect((await put({ ...form, publish_status: 'published', coupon_desc: 'Live now' })).status).toBe(200);
    // Saving the same values again records nothing.
    expect((await put({ ...form, publish_status: 'published', coupon_desc: 'Live now' })).status).toBe(200);
    expect((await admin.post(`/api/latest/coupons/${id}/copies/`, { copy_count: 2 })).status).toBe(200);
    // A refused save changes nothing and records nothing.
    expect((await put({ ...form, discount_details: { value: 150 } })).status).toBe(400);

    const crm = await signedIn('crm@demo.test');
    const read = await crm.get(history);
    expect(read.status).toBe(200);
    expect(read.json.count).toBe(3);
    const [copies, edit] = read.json.results as { changed_by: string; changes: Record<string, unknown> }[];
    expect(copies).toMatchObject({ changed_by: 'course-admin', changes: { copy_count: { from: 0, to: 2 } } });
    expect(Object.keys(copies!.changes)).toEqual(['copy_count']);
    expect(edit!.changes).toEqual({
      publish_status: { from: 'draft', to: 'published' },
      coupon_desc: { from: '', to: 'Live now' },
    });

    for (const email of ['learner@demo.test', 'setter@demo.test', 'recruiter@demo.test']) {
      expect((await (await signedIn(email)).get(history)).status, email).toBe(403);
    }
  });
});

describe('coupon at checkout', () => {
  it('applies a published coupon with the percentage capped at up_to, and payment records it', async () => {
    const learner = await signedIn('student3@demo.test');
    const yearly = await planId(learner, 'Premium Yearly');
    expect(yearly.price).toBe(3999);
    const { applied, order, token } = await applyAtCheckout(learner, yearly.id, 'welcome20');
    // Order amounts are in paise (ADR 0048).
    expect(applied.json).toMatchObject({
      valid: true,
      discount_amount: 50_000,
      final_amount: 349_900,
      currency: 'INR',
    });
    // Before the gateway confirms anything, checkout's verify grants nothing.
    const early = await learner.post('/api/latest/payment/subscription/verify', {
      gfgOrderId: order.gfgOrderId,
      transaction_token: token,
    });
    expect(early.json).toMatchObject({ status: 'pending', premiumPlanId: null });
    const paid = await payOnGateway(learner, order.gfgOrderId as string, token);
    expect(paid.json).toMatchObject({ status: 'active', premiumPlanId: yearly.id });
    const history = await learner.get('/api/latest/user/transactions/');
    expect(history.json.results).toEqual([
      expect.objectContaining({ amount: 349_900, status: 'success', item: 'Premium Yearly' }),
    ]);
    const invoice = await fetch(`${server.url}/api/latest/download/invoice/${order.gfgOrderId}`, {
      headers: { cookie: [...learner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(pdfText(new Uint8Array(await invoice.arrayBuffer()))).toContain('Coupon WELCOME20: -INR 500.00');
    // Once per person: the second use is refused with the reason.
    const again = await applyAtCheckout(learner, yearly.id, 'WELCOME20');
    expect(again.applied.json).toMatchObject({
      valid: false,
      message: 'You have already used this coupon.',
      final_amount: 399_900,
    });
  });

  it('refuses an expired coupon, one not started yet and an unknown code, saying why', async () => {
    const admin = await signedIn('course.admin@demo.test');
    await admin.post(
      '/api/latest/coupons/add/',
      couponForm({ coupon_code: 'LATER', valid_from: iso(2), valid_till: iso(9) }),
    );
    const learner = await signedIn('student4@demo.test');
    const monthly = await planId(learner, 'Premium Monthly');
    const expired = await applyAtCheckout(learner, monthly.id, 'DIWALI2025');
    expect(expired.applied.json).toMatchObject({ valid: false, discount_amount: 0, final_amount: 49_900 });
    expect(expired.applied.json.message).toMatch(/^This coupon expired on 2025-11-15/);
    const later = await applyAtCheckout(learner, monthly.id, 'later');
    expect(later.applied.json.message).toMatch(/^This coupon can be used from /);
    const unknown = await applyAtCheckout(learner, monthly.id, 'NOPE');
    expect(unknown.applied.json).toMatchObject({ valid: false, message: 'There is no coupon NOPE.' });
    const direct = await learner.post('/api/latest/premium/payment', {
      plan_id: monthly.id,
      coupon: 'DIWALI2025',
      page_url: 'x',
    });
    expect(direct.status).toBe(400);
    expect((direct.json.error as { message: string }).message).toMatch(/expired/);
  });

  it('honours usage limits, customer, purchase and product rules, and flat discounts', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const learner = await signedIn('student5@demo.test');
    const monthly = await planId(learner, 'Premium Monthly');
    const yearly = await planId(learner, 'Premium Yearly');
    const customers = await admin.get('/api/latest/coupons/customers/?search=student6@');
    const student6 = (customers.json.results as { id: number; product_name: string; type: string }[])[0]!;
    const make = (code: string, overrides: Record<string, unknown>) =>
      admin.post('/api/latest/coupons/add/', couponForm({ coupon_code: code, ...overrides }));
    expect(
      (
        await make('ONLYSIX', {
          customer_rules: { eligibility: 'entitled_customers' },
          entitled_cust: [student6],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await make('COLLEGE', {
          customer_rules: { eligibility: 'college_domain' },
          coupon_college_domain: 'iit.example',
        })
      ).status,
    ).toBe(200);
    expect((await make('BIGORDER', { purchase_rules: { min_purchase_amount: 1000 } })).status).toBe(200);
    expect(
      (
        await make('YEARLYONLY', {
          product_rules: { applies_to: 'entitled_products' },
          entitled_prod: [{ product_name: yearly.name, id: yearly.id, type: 'premium_plan' }],
        })
      ).status,
    ).toBe(200);
    expect((await make('FLAT1000', { coupon_type: 'flat', discount_details: { value: 1000 } })).status).toBe(
      200,
    );
    expect((await make('ONEUSE', { usage_details: { max_uses: 1, max_uses_per_user: 1 } })).status).toBe(200);

    expect((await applyAtCheckout(learner, monthly.id, 'ONLYSIX')).applied.json.message).toBe(
      'This coupon is not available for your account.',
    );
    const six = await signedIn('student6@demo.test');
    expect((await applyAtCheckout(six, monthly.id, 'ONLYSIX')).applied.json).toMatchObject({
      valid: true,
      final_amount: 44_910,
    });
    expect((await applyAtCheckout(learner, monthly.id, 'COLLEGE')).applied.json.message).toBe(
      'This coupon is only for people with an email address at iit.example.',
    );
    expect((await applyAtCheckout(learner, monthly.id, 'BIGORDER')).applied.json.message).toMatch(/at least/);
    expect((await applyAtCheckout(learner, yearly.id, 'BIGORDER')).applied.json.valid).toBe(true);
    expect((await applyAtCheckout(learner, monthly.id, 'YEARLYONLY')).applied.json.message).toBe(
      'This coupon does not apply to Premium Monthly.',
    );
    // A flat discount never takes the price below zero.
    expect((await applyAtCheckout(learner, monthly.id, 'FLAT1000')).applied.json).toMatchObject({
      discount_amount: 49_900,
      final_amount: 0,
    });

    // Both see the coupon apply; at payment it is judged again, and only one use exists.
    const first = await applyAtCheckout(six, monthly.id, 'ONEUSE');
    const second = await applyAtCheckout(learner, monthly.id, 'ONEUSE');
    expect(second.applied.json.valid).toBe(true);
    await payOnGateway(six, first.order.gfgOrderId as string, first.token);
    const late = await payOnGateway(learner, second.order.gfgOrderId as string, second.token);
    expect(late.status).toBe(400);
    expect((late.json.error as { message: string }).message).toMatch(/used the maximum number of times/);
  });

  it('cancels a subscription and refuses an invoice for an unpaid order', async () => {
    const learner = await signedIn('student9@demo.test');
    const monthly = await planId(learner, 'Premium Monthly');
    const { order, token } = await applyAtCheckout(learner, monthly.id, 'WELCOME20');
    expect((await learner.get(`/api/latest/download/invoice/${order.gfgOrderId}`)).status).toBe(404);
    await payOnGateway(learner, order.gfgOrderId as string, token);
    expect((await learner.get('/api/latest/premium/plan/details')).json.subscription).toMatchObject({
      status: 'active',
    });
    const cancelled = await learner.post('/api/latest/payment/subscription/cancel');
    expect(cancelled.json).toEqual({
      status: 'cancelled',
      premiumPlanId: null,
      renews_at: null,
      ended_at: null,
    });
  });

  it('runs a yearly plan for twelve calendar months, to the same date next year', async () => {
    const learner = await signedIn('student10@demo.test');
    const yearly = await planId(learner, 'Premium Yearly');
    const order = await learner.post('/api/latest/premium/payment', {
      plan_id: yearly.id,
      page_url: 'http://x/premium/',
    });
    const paidAround = new Date();
    await payOnGateway(learner, order.json.gfgOrderId as string, order.json.transaction_token as string);
    const { subscription } = (await learner.get('/api/latest/premium/plan/details')).json as {
      subscription: { status: string; renews_at: string };
    };
    expect(subscription.status).toBe('active');
    const renews = new Date(subscription.renews_at);
    expect(renews.getUTCFullYear()).toBe(paidAround.getUTCFullYear() + 1);
    expect(renews.getUTCMonth()).toBe(paidAround.getUTCMonth());
    expect(renews.getUTCDate()).toBe(paidAround.getUTCDate());
  });

  it('stops counting an expired plan as premium everywhere at the end of its calendar months, and renews it', async () => {
    const learner = await signedIn('student11@demo.test');
    const monthly = await planId(learner, 'Premium Monthly');
    const buy = async () => {
      const order = await learner.post('/api/latest/premium/payment', {
        plan_id: monthly.id,
        page_url: 'http://x/premium/',
      });
      await payOnGateway(learner, order.json.gfgOrderId as string, order.json.transaction_token as string);
      return (await learner.get('/api/latest/premium/plan/details')).json.subscription as {
        status: string;
        renews_at: string | null;
        ended_at: string | null;
      };
    };
    const premiumProblem = '/api/latest/problems/longest-increasing-subsequence/';
    const sessionPlan = async () =>
      ((await learner.get('/api/auth/session')).json.user as { premiumPlanId: number | null }).premiumPlanId;
    expect((await buy()).status).toBe('active');
    expect(await sessionPlan()).toBe(monthly.id);
    expect((await learner.get(premiumProblem)).json.probData).toMatchObject({ locked: false });

    // As if paid two months ago: the month paid for is over. Nothing runs when a period ends; the end
    // stored at payment is simply in the past now.
    const { db } = server.database;
    const paidAt = new Date();
    paidAt.setUTCMonth(paidAt.getUTCMonth() - 2);
    const ended = premiumPeriodEnd(paidAt, 1);
    const [account] = await db
      .update(users)
      .set({ premiumUntil: ended })
      .where(eq(users.email, 'student11@demo.test'))
      .returning({ id: users.id });
    await db.update(paymentOrders).set({ paidAt }).where(eq(paymentOrders.userId, account!.id));

    expect(await sessionPlan()).toBeNull();
    expect((await learner.get('/api/latest/user/details/')).json.premiumPlanId).toBeNull();
    expect((await learner.get(premiumProblem)).json.probData).toMatchObject({ locked: true });
    const editorial = await learner.get(`${premiumProblem}editorial/`);
    expect(editorial.status).toBe(403);
    expect(editorial.json.error).toMatchObject({ code: 'premium_required' });
    expect((await learner.get('/api/latest/premium/plan/details')).json.subscription).toEqual({
      status: 'expired',
      premiumPlanId: null,
      renews_at: null,
      ended_at: ended.toISOString(),
    });

    // Renewing after the end starts a new month from the payment; renewing early adds a month to the end.
    const renewedAround = new Date();
    const renewed = await buy();
    expect(renewed).toMatchObject({ status: 'active', ended_at: null });
    const renewedEnd = new Date(renewed.renews_at!);
    expect(renewedEnd.getTime() - premiumPeriodEnd(renewedAround, 1).getTime()).toBeLessThan(60_000);
    expect(renewedEnd.getTime()).toBeGreaterThanOrEqual(premiumPeriodEnd(renewedAround, 1).getTime());
    expect(await sessionPlan()).toBe(monthly.id);
    expect((await learner.get(premiumProblem)).json.probData).toMatchObject({ locked: false });
    const early = await buy();
    expect(early.renews_at).toBe(premiumPeriodEnd(renewedEnd, 1).toISOString());
  });

  it('keeps orders private and checks the input', async () => {
    const learner = await signedIn('student7@demo.test');
    const monthly = await planId(learner, 'Premium Monthly');
    const { token } = await applyAtCheckout(learner, monthly.id, 'WELCOME20');
    const other = await signedIn('student8@demo.test');
    expect(
      (await other.get(`/api/latest/coupon/apply-coupon/?coupon_code=WELCOME20&transaction_token=${token}`))
        .status,
    ).toBe(404);
    expect(
      (await learner.get('/api/latest/coupon/apply-coupon/?coupon_code=&transaction_token=x')).status,
    ).toBe(400);
    expect(
      (await learner.post('/api/latest/premium/payment', { plan_id: 99999, page_url: 'x' })).status,
    ).toBe(404);
    expect((await createSessionClient(server.url).get('/api/latest/premium/plan/details')).status).toBe(401);
  });
});
