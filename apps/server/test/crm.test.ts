import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches, batchTestimonials, courses, paymentOrders, users } from '../src/db/schema';
import {
  createSessionClient,
  signedInClient,
  solveCaptcha,
  startTestServer,
  type TestServer,
} from './harness';
import { type SmtpListener, startSmtpListener } from './smtp-listener';

/**
 * The CRM (issue 21) and the campaign capture it reads (issue 17, ADR 0082), over HTTP: first-touch UTM
 * kept at sign-up and checkout, the funnel calls, the user list with its filters, count and CSV, a
 * person's comments, callbacks, funnel and survey answers, and CRM staff only.
 */
let server: TestServer;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startTestServer({ smtpUrl: smtp.url }, { learners: 6 });
}, 180_000);
afterAll(async () => {
  await server?.close();
  smtp?.close();
});

const api = '/api/latest';
const BATCH = 'dsa-public-next-intake';
/** The demo DSA-to-development programme (seed/programmes.ts), whose page records the visit and brochure click. */
const PROGRAMME = 'dsa-to-development-2027';
type Client = Awaited<ReturnType<typeof signedInClient>>;
const crm = () => signedInClient(server.url, 'crm@demo.test');
const fieldsOf = (answer: { json: Record<string, unknown> }) =>
  (answer.json.error as { fields?: Record<string, string> } | undefined)?.fields ?? {};
const put = (client: Client, path: string, body: unknown) => client.request('PUT', `${api}${path}`, body);
const handles = (answer: { json: Record<string, unknown> }) =>
  (answer.json.results as { handle: string }[]).map((row) => row.handle);

async function handleOf(email: string) {
  const [row] = await server.database.db
    .select({ handle: users.handle })
    .from(users)
    .where(eq(users.email, email));
  return row!.handle;
}

async function courseOfBatch(slug: string) {
  const [row] = await server.database.db
    .select({ course: courses.slug, id: batches.id })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batches.slug, slug));
  return row!;
}

describe('campaign capture (first touch)', () => {
  it('stores the campaign a visitor signed up with, keeps it over a later campaign, and credits the checkout', async () => {
    const visitor = createSessionClient(server.url);
    const since = smtp.messages.length;
    const asked = await visitor.post('/api/auth/signup', {
      email: 'meera.iyer@example.test',
      password: 'quiet-harbor-7145',
      name: 'Meera Iyer',
      captcha: await solveCaptcha(server.url),
    });
    expect(asked.status).toBe(202);
    const mail = await smtp.nextTo('meera.iyer@example.test', since);
    const code = /confirmation code is (\d{6})/.exec(mail.data)?.[1];
    const confirmed = await visitor.post('/api/auth/signup/confirm', {
      email: 'meera.iyer@example.test',
      code,
      first_touch: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'winter-sale' },
    });
    expect(confirmed.status).toBe(201);
    const handle = (confirmed.json.user as { handle: string }).handle;

    // A later visit from another campaign is recorded with that campaign but does not replace the first.
    const { course } = await courseOfBatch(BATCH);
    const initiated = await put(visitor, '/crm/course-page/payment-initiate/', {
      course_slug: course,
      batch_slug: BATCH,
      first_touch: { utm_source: 'instagram', utm_campaign: 'reel-42' },
    });
    expect(initiated.status).toBe(200);
    const registration = await visitor.post(`${api}/batch-registration/`, {
      batch_slug: BATCH,
      page_url: '/',
    });
    expect(registration.json.status).toBe('PAYMENT_REQUIRED');
    const order = await visitor.post(`${api}/payment/create-order/`, {
      transaction_token: registration.json.transaction_token,
      billing_state: 'Karnataka',
      page_url: '/checkout',
    });
    expect(order.status).toBe(200);

    const staff = await crm();
    const person = await staff.get(`${api}/crm/users/${handle}/`);
    expect(person.json).toMatchObject({
      name: 'Meera Iyer',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'winter-sale',
      course_slug: course,
      application_status: 'new',
    });
    const funnel = (await staff.get(`${api}/crm/users/${handle}/product-actions/`)).json.results;
    expect(funnel).toEqual([
      expect.objectContaining({
        action: 'course_page_payment_initiate',
        target: BATCH,
        utm_source: 'instagram',
        utm_campaign: 'reel-42',
      }),
    ]);
    const byCampaign = await staff.get(
      `${api}/crm/user-list/?utm_source=newsletter&utm_medium=email&utm_campaign=winter-sale`,
    );
    expect(handles(byCampaign)).toEqual([handle]);
    const choices = (await staff.get(`${api}/crm/utm-choices/`)).json;
    expect(choices.utm_source).toContain('newsletter');
    expect(choices.utm_campaign).toContain('winter-sale');
    const stats = (await staff.get(`${api}/crm/utm-wise-stats/?course_slug=${course}`)).json.results as {
      utm_source: string;
      utm_campaign: string;
      registrations: number;
      visits: number;
    }[];
    expect(stats).toContainEqual(
      expect.objectContaining({ utm_source: 'newsletter', utm_campaign: 'winter-sale', registrations: 1 }),
    );
    expect(stats).toContainEqual(
      expect.objectContaining({ utm_source: 'instagram', utm_campaign: 'reel-42', visits: 1 }),
    );
  });

  it('records each funnel call once per ten minutes, and says when the batch does not exist', async () => {
    const learner = await signedInClient(server.url, 'student2@demo.test');
    const handle = await handleOf('student2@demo.test');
    for (let i = 0; i < 2; i++)
      expect((await put(learner, '/crm/demo-batch-page/visit/', { batch_slug: BATCH })).status).toBe(200);
    expect((await put(learner, '/crm/dsa-to-development/visit/', { batch_slug: PROGRAMME })).status).toBe(
      200,
    );
    expect(
      (await put(learner, '/crm/dsa-to-development/brochure-click/', { batch_slug: PROGRAMME })).status,
    ).toBe(200);
    expect((await put(learner, '/crm/premium/visit/', { source: 'locked problem' })).status).toBe(200);
    expect(
      (await learner.request('PUT', `${api}/crm/premium/action/?source=pricing`, { action: 'plan_viewed' }))
        .status,
    ).toBe(200);
    const missing = await put(learner, '/crm/demo-batch-page/visit/', { batch_slug: 'no-such-batch' });
    expect(missing.status).toBe(404);

    const funnel = (await (await crm()).get(`${api}/crm/users/${handle}/product-actions/`)).json.results as {
      action: string;
      target: string;
    }[];
    expect(funnel.map((step) => `${step.action}: ${step.target}`).sort()).toEqual([
      `brochure_click: ${PROGRAMME}`,
      `demo_batch_visit: ${BATCH}`,
      'premium_action: plan_viewed (pricing)',
      'premium_visit: locked problem',
      `program_visit: ${PROGRAMME}`,
    ]);
  });
});

describe('the CRM user list', () => {
  it('is for CRM staff only: learners, course admins and support get 403, nobody signed in 401', async () => {
    for (const email of ['student1@demo.test', 'course.admin@demo.test', 'support@demo.test']) {
      const other = await signedInClient(server.url, email);
      expect((await other.get(`${api}/crm/user-list/`)).status, email).toBe(403);
      expect((await other.get(`${api}/crm/user-list/csv/`)).status, email).toBe(403);
    }
    expect((await createSessionClient(server.url).get(`${api}/crm/user-list/`)).status).toBe(401);
    expect((await (await crm()).get(`${api}/crm/user-list/`)).status).toBe(200);
  });

  it('answers the same people in the list, the count and the CSV, with formula-safe cells', async () => {
    const staff = await crm();
    await server.database.db
      .update(users)
      .set({ name: '=HYPERLINK("http://evil.test","Ravi")', country: 'in' })
      .where(eq(users.email, 'student3@demo.test'));
    const handle = await handleOf('student3@demo.test');
    const listed = await staff.get(`${api}/crm/user-list/?country=IN&search=HYPERLINK`);
    expect(handles(listed)).toEqual([handle]);
    expect((await staff.get(`${api}/crm/user-list/count/?country=IN&search=HYPERLINK`)).json).toEqual({
      count: 1,
    });
    const csv = await staff.get(`${api}/crm/user-list/csv/?country=IN&search=HYPERLINK`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Handle,Name,Email');
    expect(lines[1]).toContain(`${handle},"'=HYPERLINK(""http://evil.test"",""Ravi"")"`);
    const countries = (await staff.get(`${api}/crm/countries/`)).json.results;
    expect(countries).toContainEqual({ code: 'IN', name: 'India' });

    // Every learner when nothing is chosen: the list's count is the count's.
    const all = await staff.get(`${api}/crm/user-list/?page_size=5`);
    const counted = await staff.get(`${api}/crm/user-list/count/`);
    expect(all.json.count).toBe(counted.json.count);
    expect((all.json.results as unknown[]).length).toBe(5);
    const everyone = await staff.get(`${api}/crm/user-list/csv/`);
    expect(everyone.text.trim().split('\r\n')).toHaveLength(Number(counted.json.count) + 1);
  });

  it('refuses a range that ends before it starts and a malformed filter, beside the field', async () => {
    const staff = await crm();
    const backwards = await staff.get(`${api}/crm/user-list/?from=2026-05-02&to=2026-05-01`);
    expect(backwards.status).toBe(400);
    expect(fieldsOf(backwards).to).toBe('Choose a day on or after the start of the range.');
    const inactive = await staff.get(
      `${api}/crm/user-list/count/?active_from=2026-05-02&active_to=2026-05-01`,
    );
    expect(fieldsOf(inactive).active_to).toBeDefined();
    const badDate = await staff.get(`${api}/crm/user-list/?from=yesterday`);
    expect(badDate.status).toBe(400);
    expect(fieldsOf(badDate).from).toBeDefined();
    const badStatus = await staff.get(`${api}/crm/user-list/csv/?application_status=won`);
    expect(badStatus.status).toBe(400);
  });
});

describe("a person's CRM page", () => {
  it('adds comments, lets only the author edit one, and refuses an empty one beside the text', async () => {
    const staff = await crm();
    const handle = await handleOf('student4@demo.test');
    const empty = await staff.post(`${api}/crm/users/${handle}/comments/`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty).text).toBe('Write a comment');
    const added = await staff.post(`${api}/crm/users/${handle}/comments/`, { text: 'Asked about EMI.' });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ author: 'crm', author_name: 'Chris CRM', updated_at: null });
    const id = added.json.id as number;

    const edited = await staff.request('PATCH', `${api}/crm/users/${handle}/comments/${id}/`, {
      text: 'Asked about EMI: wants 6 months.',
    });
    expect(edited.status).toBe(200);
    expect(edited.json.updated_at).toEqual(expect.any(String));
    const admin = await signedInClient(server.url, 'admin@demo.test');
    const notTheirs = await admin.request('PATCH', `${api}/crm/users/${handle}/comments/${id}/`, {
      text: 'Overwritten',
    });
    expect(notTheirs.status).toBe(403);
    const comments = (await staff.get(`${api}/crm/users/${handle}/comments/`)).json.results;
    expect(comments).toEqual([expect.objectContaining({ text: 'Asked about EMI: wants 6 months.' })]);
    expect((await staff.get(`${api}/crm/users/nobody-here/comments/`)).status).toBe(404);
    // A staff account is not a lead.
    expect((await staff.get(`${api}/crm/users/crm/`)).status).toBe(404);
  });

  it('posts callbacks and application status changes as callback history, and the list filters by them', async () => {
    const staff = await crm();
    const handle = await handleOf('student5@demo.test');
    const noTime = await staff.post(`${api}/crm/users/${handle}/callback-history/`, {
      application_status: 'callback_scheduled',
      comment: 'Busy, call tomorrow',
    });
    expect(noTime.status).toBe(400);
    expect(fieldsOf(noTime).callback_at).toBe('Choose when to call back.');
    const past = await staff.post(`${api}/crm/users/${handle}/callback-history/`, {
      application_status: 'contacted',
      callback_at: '2020-01-01T10:00:00Z',
    });
    expect(fieldsOf(past).callback_at).toBe('Choose a time that is still ahead.');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await staff.post(`${api}/crm/users/${handle}/callback-history/`, {
      application_status: 'callback_scheduled',
      comment: 'Busy, call tomorrow',
      callback_at: tomorrow,
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.json).toMatchObject({ created_by: 'crm', application_status: 'callback_scheduled' });
    const waiting = await staff.get(`${api}/crm/user-list/?application_status=callback_scheduled`);
    expect(handles(waiting)).toEqual([handle]);
    expect((waiting.json.results as { next_callback_at: string }[])[0]!.next_callback_at).toBe(tomorrow);

    const { id: batchId, course } = await courseOfBatch(BATCH);
    const unknownBatch = await staff.post(`${api}/crm/update-user-application/`, {
      handle,
      batch_id: 999_999,
      application_status: 'applied',
    });
    expect(fieldsOf(unknownBatch).batch_id).toBe('There is no such batch.');
    const applied = await staff.post(`${api}/crm/update-user-application/`, {
      handle,
      batch_id: batchId,
      application_status: 'applied',
      comment: 'Filled the form on the call',
    });
    expect(applied.status).toBe(200);
    expect(applied.json).toMatchObject({
      application_status: 'applied',
      batch_id: batchId,
      course_slug: course,
    });
    const history = (await staff.get(`${api}/crm/users/${handle}/callback-history/`)).json.results as {
      application_status: string;
      batch_id: number | null;
    }[];
    expect(history.map((row) => row.application_status)).toEqual(['applied', 'callback_scheduled']);
    expect(history[0]!.batch_id).toBe(batchId);
    expect(
      handles(await staff.get(`${api}/crm/user-list/?batch_id=${batchId}&application_status=applied`)),
    ).toEqual([handle]);
    expect(handles(await staff.get(`${api}/crm/user-list/?application_status=callback_scheduled`))).toEqual(
      [],
    );
  });

  it("shows the person's answers to the batch questionnaires as survey responses", async () => {
    const handle = await handleOf('student6@demo.test');
    const [person] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.handle, handle));
    const { id: batchId } = await courseOfBatch(BATCH);
    await server.database.db
      .insert(batchTestimonials)
      .values({ batchId, userId: person!.id, rating: 4, text: 'Clear live classes.' });
    const answers = (await (await crm()).get(`${api}/survey-responses/${handle}/`)).json.results;
    expect(answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          batch_slug: BATCH,
          question: 'How would you rate this batch?',
          answer: '4 of 5',
        }),
        expect.objectContaining({ answer: 'Clear live classes.' }),
      ]),
    );
  });
});

describe('product actions with an audit trail (issue 21)', () => {
  /** A new learner who signs up, registers for the paid batch and pays on the sandbox gateway. */
  async function payingLearner(email: string, name: string) {
    const learner = createSessionClient(server.url);
    const since = smtp.messages.length;
    await learner.post('/api/auth/signup', {
      email,
      password: 'quiet-harbor-7145',
      name,
      captcha: await solveCaptcha(server.url),
    });
    const code = /confirmation code is (\d{6})/.exec((await smtp.nextTo(email, since)).data)?.[1];
    const confirmed = await learner.post('/api/auth/signup/confirm', { email, code });
    expect(confirmed.status).toBe(201);
    const registration = await learner.post(`${api}/batch-registration/`, {
      batch_slug: BATCH,
      page_url: '/',
    });
    const order = await learner.post(`${api}/payment/create-order/`, {
      transaction_token: registration.json.transaction_token,
      billing_state: 'Karnataka',
      page_url: '/checkout',
    });
    const checkoutUrl = order.json.checkout_url as string;
    const paid = await fetch(server.url + checkoutUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
    });
    const back = new URL(paid.headers.get('location')!, server.url).searchParams;
    const verified = await learner.post(`${api}/payment/verify-payment/`, {
      order_id: back.get('order_id'),
      payment_id: back.get('payment_id'),
      signature: back.get('signature'),
      status: back.get('status'),
      transaction_token: registration.json.transaction_token,
    });
    expect(verified.status).toBe(200);
    return {
      learner,
      handle: (confirmed.json.user as { handle: string }).handle,
      orderCode: order.json.gfgOrderId as string,
    };
  }

  it('extends access to a later end the learner sees, refuses bad ends beside the field, and keeps who did it', async () => {
    const { learner, handle } = await payingLearner('ravi.extend@example.test', 'Ravi Extend');
    const staff = await crm();
    const purchases = (await staff.get(`${api}/crm/users/${handle}/purchases/`)).json;
    const [enrolment] = purchases.batches as {
      batch_id: number;
      batch_slug: string;
      access_ends_at: string;
    }[];
    expect(enrolment).toMatchObject({ batch_slug: BATCH });
    const currentEnd = Date.parse(enrolment!.access_ends_at);
    const extend = (body: Record<string, unknown>) =>
      staff.post(`${api}/crm/users/${handle}/extend-access/`, {
        batch_id: enrolment!.batch_id,
        reason: 'Missed two weeks in hospital.',
        ...body,
      });

    const past = await extend({ access_ends_at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(fieldsOf(past).access_ends_at).toBe('Choose a time ahead of now.');
    const earlier = await extend({ access_ends_at: new Date(currentEnd - 86_400_000).toISOString() });
    expect(earlier.status).toBe(400);
    expect(fieldsOf(earlier).access_ends_at).toMatch(/^Choose a time after the current end, /);
    const { id: otherBatch } = await courseOfBatch('dsa-to-development-2027');
    expect(
      fieldsOf(await extend({ batch_id: otherBatch, access_ends_at: new Date(currentEnd + 1).toISOString() }))
        .batch_id,
    ).toBe('Ravi Extend is not enrolled in that batch.');
    expect(
      fieldsOf(await extend({ reason: ' ', access_ends_at: new Date(currentEnd + 1).toISOString() })).reason,
    ).toBeDefined();

    const newEnd = new Date(currentEnd + 30 * 86_400_000).toISOString();
    const extended = await extend({ access_ends_at: newEnd });
    expect(extended.status).toBe(200);
    expect(extended.json).toMatchObject({
      action: 'extend_access',
      reason: 'Missed two weeks in hospital.',
      staff: { handle: 'crm' },
    });
    // The learner's batch page reads the new end.
    const access = await learner.get(`${api}/batch/${BATCH}/access-permission/`);
    expect(access.json).toMatchObject({ has_access: true, access_ends_at: newEnd });
    // Nobody but CRM staff may extend, a super admin aside.
    for (const email of ['course.admin@demo.test', 'support@demo.test', 'student1@demo.test']) {
      const other = await signedInClient(server.url, email);
      const refused = await other.post(`${api}/crm/users/${handle}/extend-access/`, {
        batch_id: enrolment!.batch_id,
        access_ends_at: new Date(currentEnd + 60 * 86_400_000).toISOString(),
        reason: 'Not mine to give.',
      });
      expect(refused.status).toBe(403);
    }
    const after = (await learner.get(`${api}/batch/${BATCH}/access-permission/`)).json;
    expect(after.access_ends_at).toBe(newEnd);
  });

  it("mails a paid order's invoice again through the queue, only for paid orders, and lists every action newest first", async () => {
    const { learner, handle, orderCode } = await payingLearner('ravi.invoice@example.test', 'Ravi Invoice');
    const staff = await crm();
    const purchases = (await staff.get(`${api}/crm/users/${handle}/purchases/`)).json;
    const paidOrder = (
      purchases.orders as { order_code: string; status: string; invoice_number: string | null }[]
    ).find((order) => order.order_code === orderCode);
    expect(paidOrder).toMatchObject({ status: 'paid', invoice_number: expect.any(String) });
    const resend = (code: string) =>
      staff.post(`${api}/crm/users/${handle}/resend-invoice/`, {
        order_code: code,
        reason: 'Lost the first mail.',
      });

    const unknown = await resend('NOT-AN-ORDER');
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown).order_code).toBe('Ravi Invoice has no order NOT-AN-ORDER.');
    // A declined order has no invoice to send (written here as the gateway's decline leaves it).
    const [person] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.handle, handle));
    await server.database.db.insert(paymentOrders).values({
      orderCode: 'DECLINED-RAVI',
      transactionToken: 'declined-ravi-token',
      userId: person!.id,
      status: 'failed',
      amount: 499_900,
      expiresAt: new Date(),
    });
    const declined = await resend('DECLINED-RAVI');
    expect(declined.status).toBe(409);
    expect(declined.json.error).toMatchObject({ message: expect.stringContaining('failed') });
    expect(fieldsOf(declined).order_code).toBe('Pick a paid order with an invoice.');

    const since = smtp.messages.length;
    const sent = await resend(orderCode);
    expect(sent.status).toBe(200);
    const mail = await smtp.nextTo('ravi.invoice@example.test', since);
    expect(mail.data).toContain(`Your invoice ${paidOrder!.invoice_number}`);
    expect(mail.data).toContain(orderCode);

    await staff.post(`${api}/crm/users/${handle}/extend-access/`, {
      batch_id: (purchases.batches as { batch_id: number }[])[0]!.batch_id,
      access_ends_at: new Date(
        Date.parse((purchases.batches as { access_ends_at: string }[])[0]!.access_ends_at) + 86_400_000,
      ).toISOString(),
      reason: 'Goodwill.',
    });
    const trail = (await staff.get(`${api}/crm/users/${handle}/staff-actions/`)).json.results as {
      action: string;
      summary: string;
      staff: { handle: string; name: string } | null;
    }[];
    expect(trail.map((row) => row.action)).toEqual(['extend_access', 'resend_invoice']);
    expect(trail[1]!.summary).toBe(
      `Invoice ${paidOrder!.invoice_number} (order ${orderCode}) mailed to ravi.invoice@example.test.`,
    );
    expect(trail[0]!.staff?.handle).toBe('crm');
    expect((await learner.get(`${api}/crm/users/${handle}/staff-actions/`)).status).toBe(403);
  });
});
