import { randomBytes } from 'node:crypto';
import {
  type AuthorizationRule,
  authorization,
  contract,
  type Endpoint,
  type OthersObject,
  routePathOf,
  splitPath,
} from '@learnforge/api-client/contract';
import { hasRole } from '@learnforge/domain';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { EndpointRegistry } from '../src/api/registry';
import {
  batchCertificates,
  batchContests,
  batchEnrollments,
  batches,
  batchLiveClasses,
  batchNotes,
  batchStudyPlans,
  contestProctoringEvents,
  contests,
  invoices,
  organizations,
  orgDeals,
  orgInstitutes,
  orgNotices,
  paymentOrderItems,
  paymentOrders,
  problemBookmarks,
  problems,
  rewardItems,
  rewardOrders,
  submissions,
  users,
} from '../src/db/schema';
import { registerEndpoints } from '../src/endpoints';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { fieldNames } from './fuzz/hostile-arbitraries';
import { createSessionClient, startTestServer, type TestServer } from './harness';

/**
 * Every implemented entry × every demo identity (anonymous and each demo account) × someone else's
 * object, against the expected answers in packages/api-client/src/contract/authorization.ts.
 *
 * - Who may call: 401 without a session, 403 for a role not let in, never a 5xx.
 * - Someone else's object (`othersObjects`): every let-in caller but a super admin names another
 *   organization, one object of another organization, or another learner's note, run, submission,
 *   order, invoice or contest attempt in an otherwise valid request, and gets 403 or 404: never a
 *   400 (the request is valid) and never the object. The same request by the object's owner is
 *   served, which shows the refusal is about whose object it is.
 * - Own object only (`ownObjectOnly`): calls by everyone else leave the owner's object as it was.
 */
type Client = ReturnType<typeof createSessionClient>;
interface Identity {
  name: string;
  roles: readonly string[];
  organization: string | null;
  client: Client;
}

/** What a request fills in: path values, query values and a JSON or multipart body. */
interface Call {
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  form?: Record<string, string | Blob>;
}

/** An organization's own objects, by what the dashboard calls name them with. */
interface OrgObjects {
  slug: string;
  batch: string;
  contest: string;
  deal: number;
  user: string;
  userEmail: string;
  /** Another of its learners, whose licence the grant and revoke calls change. */
  licenseeEmail: string;
  notice: number;
  liveClass: string;
  institute: number;
  /** A proctoring capture of its student at its contest. */
  snapshot: number;
}

/** A learner's own objects (the owner is student1, who is none of the demo accounts). */
interface LearnerObjects {
  note: number;
  studyPlan: number;
  run: number;
  submission: number;
  orderCode: string;
  token: string;
  batchId: number;
  paidOrderCode: string;
  rewardOrder: string;
  contest: string;
  question: number;
  option: number;
  certificate: string;
  /** The owner's code draft of a problem, as the problem page names it (`code-{problemId}-{userId}`). */
  draft: string;
}

let server: TestServer;
const identities: Identity[] = [];
const organizationObjects: Record<string, OrgObjects> = {};
let owner: { id: number; client: Client };
let contestQuestion = 0;
let contestOption = 0;
const registry = new EndpointRegistry();
registerEndpoints(registry);
const implemented = [...registry.implementedIds()].sort();
const cells: string[] = [];
const OWNER_EMAIL = 'student1@demo.test';
const CONTEST = 'weekly-coding-challenge';
const PAID_BATCH = 'dsa-public-next-intake';

async function signIn(email: string): Promise<{ client: Client; organization: string | null }> {
  const client = createSessionClient(server.url);
  const login = await client.post('/api/auth/login', { email, password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`${email} could not sign in`);
  const organization =
    (login.json.user as { organization: { slug: string } | null }).organization?.slug ?? null;
  return { client, organization };
}

/** The first of each kind of object an organization has in the demo data. */
async function objectsOf(slug: string): Promise<OrgObjects> {
  const { db } = server.database;
  const [organization] = await db.select().from(organizations).where(eq(organizations.slug, slug));
  const orgId = organization!.id;
  const ofOrg = eq(batches.organizationId, orgId);
  const [batch] = await db.select().from(batches).where(ofOrg).orderBy(asc(batches.id)).limit(1);
  const [contest] = await db
    .select({ slug: batchContests.slug })
    .from(batchContests)
    .innerJoin(batches, eq(batches.id, batchContests.batchId))
    .where(ofOrg)
    .orderBy(asc(batchContests.id))
    .limit(1);
  const [liveClass] = await db
    .select({ slug: batchLiveClasses.slug })
    .from(batchLiveClasses)
    .innerJoin(batches, eq(batches.id, batchLiveClasses.batchId))
    .where(ofOrg)
    // The newest class: the who-may-call pass deletes live class 1 as a course admin (live-class admin).
    .orderBy(desc(batchLiveClasses.id))
    .limit(1);
  const [deal] = await db
    .select()
    .from(orgDeals)
    .where(eq(orgDeals.organizationId, orgId))
    .orderBy(asc(orgDeals.id))
    .limit(1);
  const [student] = await db
    .select({ handle: users.handle, email: users.email })
    .from(users)
    .innerJoin(batchEnrollments, eq(batchEnrollments.userId, users.id))
    .where(
      and(
        eq(users.organizationId, orgId),
        eq(batchEnrollments.batchId, batch!.id),
        sql`${users.roles} = array['learner']::text[]`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  const [licensee] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, orgId), sql`${users.roles} = array['learner']::text[]`))
    .orderBy(desc(users.id))
    .limit(1);
  const [sitting] = await db
    .select({ id: contests.id })
    .from(contests)
    .innerJoin(batches, eq(batches.id, contests.batchId))
    .where(ofOrg)
    .orderBy(asc(contests.id))
    .limit(1);
  const [studentRow] = await db.select({ id: users.id }).from(users).where(eq(users.handle, student!.handle));
  const capture = `matrix-${slug}.jpg`;
  await server.app.objectStore.put(
    `proctoring/${capture}`,
    Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  );
  const [snapshot] = await db
    .insert(contestProctoringEvents)
    .values({
      contestId: sitting!.id,
      userId: studentRow!.id,
      kind: 'webcam',
      warning: false,
      occurredAt: new Date(),
      assetPath: capture,
    })
    .returning({ id: contestProctoringEvents.id });
  const [notice] = await db
    .insert(orgNotices)
    .values({ organizationId: orgId, title: `${slug} notice`, body: 'For this organization only.' })
    .returning();
  const [institute] = await db
    .insert(orgInstitutes)
    .values({ organizationId: orgId, name: `${slug} campus for the matrix` })
    .returning();
  return {
    slug,
    batch: batch!.slug,
    contest: contest!.slug,
    deal: deal!.id,
    user: student!.handle,
    userEmail: student!.email,
    licenseeEmail: licensee!.email,
    notice: notice!.id,
    liveClass: liveClass!.slug,
    institute: institute!.id,
    snapshot: snapshot!.id,
  };
}

/** Fresh objects of the owner for each entry, so one entry's served control cannot spoil the next. */
async function freshLearnerObjects(): Promise<LearnerObjects> {
  const { db } = server.database;
  const [batch] = await db.select().from(batches).where(eq(batches.slug, PAID_BATCH));
  const [note] = await db
    .insert(batchNotes)
    .values({ userId: owner.id, batchId: batch!.id, content: 'A private note.' })
    .returning({ id: batchNotes.id });
  // One study plan per learner and batch: each entry's fresh objects replace the last one's plan.
  await db
    .delete(batchStudyPlans)
    .where(and(eq(batchStudyPlans.userId, owner.id), eq(batchStudyPlans.batchId, batch!.id)));
  const [studyPlan] = await db
    .insert(batchStudyPlans)
    .values({
      userId: owner.id,
      batchId: batch!.id,
      daysOfWeek: [1, 3],
      hoursPerDay: 1,
      startDate: '2026-01-05',
      reminderTime: '19:00',
    })
    .returning({ id: batchStudyPlans.id });
  const [run, submission] = await db
    .insert(submissions)
    .values([
      { userId: owner.id, problemId: 1, kind: 'run', language: 'python3', code: 'print(1)', status: 'done' },
      {
        userId: owner.id,
        problemId: 1,
        kind: 'submit',
        language: 'python3',
        code: 'print(1)',
        status: 'done',
      },
    ])
    .returning({ id: submissions.id });
  const code = () => `LF-MATRIX-${randomBytes(6).toString('hex').toUpperCase()}`;
  const hour = new Date(Date.now() + 3_600_000);
  const [order] = await db
    .insert(paymentOrders)
    .values({
      orderCode: code(),
      transactionToken: randomBytes(24).toString('hex'),
      userId: owner.id,
      listAmount: 499_900,
      amount: 499_900,
      expiresAt: hour,
    })
    .returning();
  await db
    .insert(paymentOrderItems)
    .values({ orderId: order!.id, batchId: batch!.id, name: batch!.name, amount: 499_900 });
  const [paid] = await db
    .insert(paymentOrders)
    .values({
      orderCode: code(),
      transactionToken: randomBytes(24).toString('hex'),
      userId: owner.id,
      status: 'paid',
      listAmount: 499_900,
      amount: 499_900,
      billingState: 'Karnataka',
      expiresAt: hour,
      paidAt: new Date(),
    })
    .returning();
  await db
    .insert(paymentOrderItems)
    .values({ orderId: paid!.id, batchId: batch!.id, name: batch!.name, amount: 499_900 });
  const sequence = 900_000 + paid!.id;
  await db.insert(invoices).values({
    orderId: paid!.id,
    financialYear: '2026-27',
    sequence,
    number: `LF/2026-27/${sequence}`,
    sellerState: 'Karnataka',
    buyerState: 'Karnataka',
    taxRatePercent: 18,
    taxableAmount: 423_644,
    cgst: 38_128,
    sgst: 38_128,
    igst: 0,
  });
  const [shipped] = await db.select().from(rewardItems).where(eq(rewardItems.needsAddress, true)).limit(1);
  const [reward] = await db
    .insert(rewardOrders)
    .values({
      transactionId: `RW-MATRIX-${randomBytes(6).toString('hex')}`,
      userId: owner.id,
      itemId: shipped!.id,
      points: shipped!.points,
      status: 'awaiting_address',
    })
    .returning();
  // A certificate whose PDF is still being written: the owner hears so (409), anyone else 404.
  const [certificate] = await db
    .insert(batchCertificates)
    .values({
      slug: code(),
      userId: owner.id,
      batchId: batch!.id,
      holderName: 'Owner',
      courseName: 'Course',
      batchName: batch!.name,
    })
    .onConflictDoUpdate({
      target: [batchCertificates.userId, batchCertificates.batchId],
      set: { slug: code() },
    })
    .returning({ slug: batchCertificates.slug });
  const [problem] = await db
    .select({ id: problems.id })
    .from(problems)
    .where(eq(problems.slug, 'sum-of-two-numbers'));
  return {
    certificate: certificate!.slug,
    draft: `code-${problem!.id}-${owner.id}`,
    note: note!.id,
    studyPlan: studyPlan!.id,
    rewardOrder: reward!.transactionId,
    run: run!.id,
    submission: submission!.id,
    orderCode: order!.orderCode,
    token: order!.transactionToken,
    batchId: batch!.id,
    paidOrderCode: paid!.orderCode,
    contest: CONTEST,
    question: contestQuestion,
    option: contestOption,
  };
}

beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: 1000, loginAddressLimit: 10_000 }, { learners: 5 });
  identities.push({
    name: 'anonymous',
    roles: [],
    organization: null,
    client: createSessionClient(server.url),
  });
  for (const account of DEMO_ACCOUNTS) {
    const { client, organization } = await signIn(account.email);
    identities.push({ name: account.email, roles: account.roles, organization, client });
  }
  // A super admin is let in everywhere; asking last keeps a served mutation from changing what the others see.
  identities.sort(
    (a, b) => Number(a.roles.includes('super_admin')) - Number(b.roles.includes('super_admin')),
  );
  for (const slug of ['demo-institute', 'demo-company']) organizationObjects[slug] = await objectsOf(slug);

  const { db } = server.database;
  const [student] = await db.select().from(users).where(eq(users.email, OWNER_EMAIL));
  owner = { id: student!.id, client: (await signIn(OWNER_EMAIL)).client };
  // The owner sits the contest and answers its first question: an attempt of someone else's for everyone else.
  await owner.client.post(`/api/latest/register/`, {
    contest_slug: CONTEST,
    page_url: `/contest/${CONTEST}/`,
  });
  expect((await owner.client.get(`/api/latest/contest/${CONTEST}/start/`)).json.status).toBe('SUCCESS');
  const details = await owner.client.get(`/api/latest/contest/${CONTEST}/details/`);
  const questions = (
    details.json.quiz_data as {
      sections: { questions_meta: { question_id: number; cdn_data: { options: { id: number }[] } }[] }[];
    }
  ).sections.flatMap((section) => section.questions_meta);
  const withOptions = questions.find((question) => question.cdn_data.options.length > 0)!;
  contestQuestion = withOptions.question_id;
  contestOption = withOptions.cdn_data.options[0]!.id;
  const answered = await owner.client.post(`/api/latest/quiz/q/${contestQuestion}/submit/`, {
    contest_slug: CONTEST,
    selected_choices: [contestOption],
  });
  expect(answered.status).toBe(200);
});
afterAll(async () => {
  console.log(`authorization matrix: ${cells.length} cells`);
  await server?.close();
});

/** The same request against an organization's dashboard, filled with that organization's objects. */
const organizationRequests: Record<string, (o: OrgObjects) => Call> = {
  'org-attendance-sheet': (o) => ({ query: { class_slug: o.liveClass } }),
  'org-batch-leaderboard': (o) => ({ path: { batchSlug: o.batch } }),
  'org-company-deal-active-users': (o) => ({ path: { dealId: o.deal } }),
  'org-company-deals': () => ({}),
  'org-company-user-grant-access': (o) => ({ body: { deal_id: o.deal, emails: [o.licenseeEmail] } }),
  'org-consolidated-report': (o) => ({ query: { batch_slug: o.batch } }),
  'org-contest-attendance-csv': (o) => ({ path: { contestSlug: o.contest } }),
  'org-contest-attendance-suffix': (o) => ({ path: { contestSlug: o.contest, suffix: '-list' } }),
  'org-contests': (o) => ({ query: { batch_slug: o.batch } }),
  'org-courses-management': () => ({}),
  'org-download-csv': (o) => ({ query: { batch_slug: o.batch, report_type: 'topper-agg-report' } }),
  'org-edit-history': (o) => ({ query: { entity_type: 'organization_deal', entity_id: o.deal } }),
  'org-entities-stats': (o) => ({ query: { batch_slug: o.batch } }),
  'org-grant-access-upload-csv': (o) => ({
    form: { deal_id: String(o.deal), file: new Blob([`email\n${o.licenseeEmail}\n`], { type: 'text/csv' }) },
  }),
  'org-leaderboard-csv': (o) => ({ query: { batch_slug: o.batch } }),
  'org-live-classes': (o) => ({ query: { batch_slug: o.batch } }),
  'org-meta': () => ({}),
  'org-my-courses': () => ({}),
  'org-noticeboard': (o) => ({ query: { batch_slug: o.batch } }),
  'org-noticeboard-update': (o) => ({
    body: { id: o.notice, title: 'Updated', body: 'Updated by its organization.', batch_slug: o.batch },
  }),
  'org-peer-analysis': (o) => ({ path: { userHandle: o.user }, query: { batch_slug: o.batch } }),
  'org-proctored-assets': (o) => ({ query: { contest_slug: o.contest } }),
  'org-progress': (o) => ({ query: { batch_slug: o.batch } }),
  'org-report-stats': (o) => ({ query: { batch_slug: o.batch } }),
  'org-report-stats-update': () => ({ body: { tiers: [{ tier: 'Tier-1', min_score: 80 }] } }),
  'org-revoke-access': (o) => ({ query: { deal_id: o.deal }, body: { emails: [o.licenseeEmail] } }),
  'org-revoke-access-upload-csv': (o) => ({
    form: { deal_id: String(o.deal), file: new Blob([`email\n${o.licenseeEmail}\n`], { type: 'text/csv' }) },
  }),
  'org-send-mail': (o) => ({
    query: { batch_slug: o.batch },
    body: { subject: 'Reminder', body: 'The test is on Friday.', recipients: [o.userEmail] },
  }),
  'org-students-progress-csv': (o) => ({ path: { batchSlug: o.batch } }),
  'org-university-aggregated-report': (o) => ({ query: { batches: o.batch } }),
  'org-university-aggregated-report-csv': (o) => ({ query: { batches: o.batch } }),
  'org-university-details': () => ({}),
  'org-university-user-create': (o) => ({
    body: {
      name: 'New Student',
      email: `new.${randomBytes(4).toString('hex')}@demo.test`,
      institute_id: o.institute,
      batch_slug: o.batch,
    },
  }),
  'org-user-report': (o) => ({ path: { userHandle: o.user } }),
  'org-users-repository-aggregate-pod-stats': () => ({}),
  'org-users-repository-pod-stats': () => ({}),
  'x-org-batch': (o) => ({ path: { batchSlug: o.batch } }),
  'x-org-proctoring-snapshot': (o) => ({ path: { eventId: o.snapshot } }),
  'x-org-user-proctoring': (o) => ({ path: { userHandle: o.user } }),
  'x-org-users-repository-pod-stats-csv': () => ({}),
};

/**
 * The same request about a learner's objects. `ownerAnswer` names the error code the owner may get
 * when the request is theirs but not servable as it stands (a forged signature, an attempt still running).
 */
const learnerRequests: Record<string, { call: (o: LearnerObjects) => Call; ownerAnswer?: string }> = {
  'batch-notes-delete': { call: (o) => ({ path: { id: o.note } }) },
  'batch-notes-update': { call: (o) => ({ path: { id: o.note }, body: { content: 'Rewritten' } }) },
  'batch-scheduler-delete': { call: (o) => ({ query: { id: o.studyPlan } }) },
  'batch-scheduler-patch': { call: (o) => ({ body: { id: o.studyPlan, hours_per_day: 2 } }) },
  'contest-quiz-question-action': {
    call: (o) => ({ path: { qid: o.question, action: 'mark' }, body: { contest_slug: o.contest } }),
  },
  'contest-quiz-question-submit': {
    call: (o) => ({
      path: { qid: o.question },
      body: { contest_slug: o.contest, selected_choices: [o.option] },
    }),
  },
  'coupon-apply': { call: (o) => ({ query: { coupon_code: 'NOSUCHCODE', transaction_token: o.token } }) },
  'pay-download-invoice': { call: (o) => ({ path: { gfgOrderId: o.paidOrderCode } }) },
  'x-batch-certificate-pdf': { call: (o) => ({ path: { slug: o.certificate } }), ownerAnswer: 'conflict' },
  'pay-subscription-verify': {
    call: (o) => ({ body: { gfgOrderId: o.orderCode, transaction_token: o.token } }),
  },
  'payment-add-to-cart': {
    call: (o) => ({ body: { batch_id: o.batchId, transaction_token: o.token } }),
  },
  'payment-create-order': {
    call: (o) => ({
      body: { transaction_token: o.token, billing_state: 'Karnataka', page_url: '/checkout' },
    }),
  },
  'payment-fetch': { call: (o) => ({ query: { order_id: o.orderCode } }) },
  'payment-remove': { call: (o) => ({ body: { batch_id: o.batchId, transaction_token: o.token } }) },
  'payment-verify': {
    call: (o) => ({
      body: {
        order_id: 'sbx_order_forged',
        payment_id: 'sbx_pay_forged',
        signature: 'f'.repeat(64),
        status: 'captured',
        transaction_token: o.token,
      },
    }),
    ownerAnswer: 'bad_signature',
  },
  'problem-compile-run-result': { call: (o) => ({ body: { submission_id: o.run } }) },
  'user-write-token': { call: (o) => ({ path: { entityId: o.draft } }) },
  // The owner's own save is refused only for its made-up token: the token is what the save checks after whose draft.
  'x-problem-draft-save': {
    call: (o) => ({
      path: { entityId: o.draft },
      body: { token: '4102444800.bm90LWEtdG9rZW4', language: 'cpp', code: 'int main() {}' },
    }),
    ownerAnswer: 'write_token_invalid',
  },
  'problem-submission-detail': { call: (o) => ({ path: { submissionId: o.submission } }) },
  'problem-submit-result': { call: (o) => ({ body: { submission_id: o.submission } }) },
  'rewards-order-address': {
    call: (o) => ({
      path: { transactionId: o.rewardOrder },
      body: {
        transactionId: o.rewardOrder,
        name: 'Asha Learner',
        phone: '+91 98765 43210',
        line1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postal_code: '560001',
        country: 'India',
      },
    }),
  },
};
const ORGANIZATION_KINDS = new Set<OthersObject>([
  'other-organization',
  'org-batch',
  'org-contest',
  'org-deal',
  'org-user',
  'org-notice',
  'org-live-class',
  'org-institute',
  'org-snapshot',
]);

/**
 * Path values named for one entry in the who-may-call part. Measuring a problem's time limits runs every reference
 * solution on every test on the real judge, three times over here (both setters and the super admin): well over a
 * minute of the suite on a busy machine, for an answer about who may call. A problem that does not exist is asked
 * about instead, so a let-in caller passes the role check and gets the handler's 404; the measurement itself is
 * problem-authoring.test.ts's.
 */
const PATH_VALUES: Record<string, Record<string, string>> = {
  'admin-problem-calculate-time-limit': { id: '999999' },
};

/** Generic path values, for the who-may-call part: a let-in caller may get 404 here, never 401/403. */
function genericPath(entry: Endpoint): string {
  let path = routePathOf(entry, 'latest', 'template');
  for (const name of fieldNames(entry.params as ZodType | undefined)) {
    const value =
      PATH_VALUES[entry.id]?.[name] ??
      (name === 'action'
        ? 'login'
        : name === 'language'
          ? 'cpp'
          : /id$|Id$|^n$|No$/.test(name)
            ? '1'
            : 'demo');
    path = path.replace(`{${name}}`, value);
  }
  return path;
}

async function send(client: Client, entry: Endpoint, call: Call, slug?: string) {
  let path = routePathOf(entry, 'latest', 'template');
  for (const [name, value] of Object.entries(call.path ?? {}))
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  const query = new URLSearchParams(splitPath(entry.path).fixedQuery);
  for (const [name, value] of Object.entries(call.query ?? {})) query.set(name, String(value));
  if (slug) query.set('slug', slug);
  const url = query.size ? `${path}?${query}` : path;
  if (call.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(call.form))
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, 'people.csv');
    return client.request(entry.method, url, undefined, {}, form);
  }
  return client.request(entry.method, url, entry.method === 'GET' ? undefined : (call.body ?? {}));
}

function expectedOf(rule: AuthorizationRule, identity: Identity): 'unauthenticated' | 'forbidden' | 'let in' {
  if (rule.callers === 'public') return 'let in';
  if (identity.name === 'anonymous') return 'unauthenticated';
  if (rule.callers !== 'signed-in' && !hasRole(identity.roles, ...rule.callers)) return 'forbidden';
  return 'let in';
}

// Calls that end the caller's own session would sign the identity out for the rest of the matrix.
const ENDS_OWN_SESSION = new Set(['x-auth-logout', 'x-auth-logout-everywhere']);
const answerOf = (response: { status: number; text: string }) =>
  `${response.status} ${response.text.slice(0, 120)}`;

describe('the expected answers are declared for every implemented entry', () => {
  it('each implemented entry has a rule, and each rule names an implemented entry', () => {
    expect(implemented.filter((id) => !(id in authorization))).toEqual([]);
    expect(Object.keys(authorization).filter((id) => !implemented.includes(id))).toEqual([]);
  });

  it('the server lets in exactly the callers each rule names', () => {
    const differing = implemented.filter(
      (id) => JSON.stringify(registry.accessOf(id)) !== JSON.stringify(authorization[id]?.callers),
    );
    expect(differing).toEqual([]);
  });

  it('each entry that names someone else’s object has a request for it here, and only those', () => {
    const declared = implemented.filter((id) => authorization[id]?.othersObjects?.length).sort();
    const requests = [...Object.keys(organizationRequests), ...Object.keys(learnerRequests)].sort();
    expect(requests).toEqual(declared);
    for (const id of declared) {
      const kinds = authorization[id]!.othersObjects!;
      const organizational = kinds.every((kind) => ORGANIZATION_KINDS.has(kind));
      expect(organizational ? organizationRequests[id] : learnerRequests[id], id).toBeDefined();
    }
  });
});

describe('who may call: every implemented entry × every demo identity', () => {
  it.each(implemented.map((id) => [id]))('%s', async (id) => {
    const entry = contract[id as keyof typeof contract] as Endpoint;
    const rule = authorization[id]!;
    const failures: string[] = [];
    for (const identity of identities) {
      if (ENDS_OWN_SESSION.has(id) && identity.name !== 'anonymous') continue;
      const response = await identity.client.request(
        entry.method,
        genericPath(entry) + (splitPath(entry.path).fixedQuery ? `?${splitPath(entry.path).fixedQuery}` : ''),
        entry.method === 'GET' ? undefined : {},
      );
      const expected = expectedOf(rule, identity);
      // Let in by role, a company's admin is refused the university calls (checked with valid bodies below).
      const companyOnUniversityCall =
        rule.institutesOnly === true && identity.organization === 'demo-company';
      cells.push(`${id} ${identity.name}`);
      // The one deliberate 5xx: AI helpers answer 503 while no AI endpoint is configured.
      const aiUnavailable =
        response.status === 503 && (response.json?.error as { code?: string })?.code === 'ai_unavailable';
      const ok =
        (response.status < 500 || aiUnavailable) &&
        (expected === 'unauthenticated'
          ? response.status === 401
          : expected === 'forbidden'
            ? response.status === 403
            : response.status !== 401 && (response.status !== 403 || companyOnUniversityCall));
      if (!ok) failures.push(`${identity.name}: expected ${expected}, got ${answerOf(response)}`);
    }
    expect(failures, `${entry.method} ${entry.path}`).toEqual([]);
  });
});

const withOthersObjects = implemented.filter((id) => authorization[id]?.othersObjects?.length);

describe('someone else’s object: 403 or 404 for every let-in caller, served to its owner', () => {
  it.each(withOthersObjects.map((id) => [id]))('%s', async (id) => {
    const entry = contract[id as keyof typeof contract] as Endpoint;
    const rule = authorization[id]!;
    const failures: string[] = [];
    const callers = identities.filter(
      (identity) => expectedOf(rule, identity) === 'let in' && !identity.roles.includes('super_admin'),
    );
    const organizationRequest = organizationRequests[id];
    if (organizationRequest) {
      for (const identity of callers) {
        // An org admin's own organization and the other one; anyone else names the company's objects.
        const own = organizationObjects[identity.organization ?? ''];
        const other =
          organizationObjects[identity.organization === 'demo-company' ? 'demo-institute' : 'demo-company']!;
        for (const kind of rule.othersObjects!) {
          const objects: OrgObjects =
            kind === 'other-organization' || !own
              ? other
              : {
                  ...own,
                  ...(kind === 'org-batch' && { batch: other.batch }),
                  ...(kind === 'org-contest' && { contest: other.contest }),
                  ...(kind === 'org-deal' && { deal: other.deal }),
                  ...(kind === 'org-user' && { user: other.user, userEmail: other.userEmail }),
                  ...(kind === 'org-notice' && { notice: other.notice }),
                  ...(kind === 'org-live-class' && { liveClass: other.liveClass }),
                  ...(kind === 'org-institute' && { institute: other.institute }),
                  ...(kind === 'org-snapshot' && { snapshot: other.snapshot }),
                };
          const response = await send(identity.client, entry, organizationRequest(objects), objects.slug);
          cells.push(`${id} ${identity.name} ${kind}`);
          if (![403, 404].includes(response.status))
            failures.push(`${identity.name} naming ${kind}: expected 403/404, got ${answerOf(response)}`);
        }
      }
      // The organization's own admin is served the same request about its own objects.
      // The organization's own admin is served the same request about its own objects; a company has
      // no university reports or accounts, so its admin is refused those on its own data too.
      for (const slug of ['demo-institute', 'demo-company']) {
        const admin = identities.find(
          (identity) => identity.organization === slug && hasRole(identity.roles, 'org_admin'),
        )!;
        const response = await send(
          admin.client,
          entry,
          organizationRequest(organizationObjects[slug]!),
          slug,
        );
        const refusedToCompany = rule.institutesOnly && slug === 'demo-company';
        if (refusedToCompany ? response.status !== 403 : response.status >= 400)
          failures.push(`${admin.name} on its own: got ${answerOf(response)}`);
      }
    } else {
      const request = learnerRequests[id]!;
      const objects = await freshLearnerObjects();
      for (const identity of callers) {
        const response = await send(identity.client, entry, request.call(objects));
        cells.push(`${id} ${identity.name} ${rule.othersObjects!.join(' ')}`);
        if (![403, 404].includes(response.status))
          failures.push(`${identity.name}: expected 403/404, got ${answerOf(response)}`);
      }
      const response = await send(owner.client, entry, request.call(objects));
      const code = (response.json?.error as { code?: string } | undefined)?.code;
      if (response.status >= 400 && code !== request.ownerAnswer)
        failures.push(`the owner: got ${answerOf(response)}`);
    }
    expect(failures, `${entry.method} ${entry.path}`).toEqual([]);
  });
});

const ownObjectOnly = implemented.filter((id) => authorization[id]?.ownObjectOnly);

/** Whether an answer shows the owner's contest attempt: their chosen option, their score or rank. */
const showsOwnersAttempt: Record<string, (json: Record<string, unknown>) => boolean> = {
  'contest-quiz-user-response': (json) =>
    (json.userResponses as { question_id: number; selectedChoices: number[] }[]).some(
      (response) => response.question_id === contestQuestion && response.selectedChoices.length > 0,
    ),
  'contest-summary': (json) => json.user_score !== null || json.user_rank !== null,
  'contest-user-score': (json) => json.rank !== null,
};

describe('own object only: everyone else neither changes nor sees the owner’s object', () => {
  it('each such entry is checked here', () => {
    expect(ownObjectOnly).toEqual(['problem-bookmark', ...Object.keys(showsOwnersAttempt)].sort());
  });

  it('problem-bookmark: removing a bookmark removes only the caller’s own', async () => {
    const entry = contract['problem-bookmark'] as Endpoint;
    const { db } = server.database;
    const [problem] = await db.select().from(problems).where(isNotNull(problems.slug)).limit(1);
    const add = await owner.client.get(`/api/latest/problems/${problem!.slug}/bookmark/?type=add`);
    expect(add.status).toBe(200);
    for (const identity of identities) {
      if (expectedOf(authorization['problem-bookmark']!, identity) !== 'let in') continue;
      const response = await send(identity.client, entry, {
        path: { slug: problem!.slug },
        query: { type: 'remove' },
      });
      cells.push(`problem-bookmark ${identity.name} bookmark`);
      expect(response.status, identity.name).toBe(200);
    }
    const kept = await db
      .select()
      .from(problemBookmarks)
      .where(and(eq(problemBookmarks.userId, owner.id), eq(problemBookmarks.problemId, problem!.id)));
    expect(kept).toHaveLength(1);
  });

  it.each(Object.keys(showsOwnersAttempt).map((id) => [id]))(
    '%s: a contest attempt is shown to its owner only',
    async (id) => {
      const entry = contract[id as keyof typeof contract] as Endpoint;
      const shows = showsOwnersAttempt[id]!;
      const failures: string[] = [];
      for (const identity of identities) {
        if (expectedOf(authorization[id]!, identity) !== 'let in') continue;
        const response = await send(identity.client, entry, { path: { slug: CONTEST } });
        cells.push(`${id} ${identity.name} contest-attempt`);
        if (response.status >= 500 || (response.status === 200 && shows(response.json)))
          failures.push(`${identity.name}: got ${answerOf(response)}`);
      }
      expect(failures).toEqual([]);
      if (id === 'contest-quiz-user-response') {
        const own = await send(owner.client, entry, { path: { slug: CONTEST } });
        expect(shows(own.json)).toBe(true);
      }
    },
  );
});
