import { prizeForRoll, WHEEL_PRIZES } from '@learnforge/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems, rewardItems, rewardLedger, submissions, users } from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Client = Awaited<ReturnType<typeof signedInClient>>;

const balanceOf = async (learner: Client) =>
  (await learner.get('/api/latest/user/details/')).json.reward_points as number;

/** A store item made for one test, so tests never share stock. */
async function stockItem(values: { name: string; points: number; stock: number; needsAddress?: boolean }) {
  const [item] = await server.database.db.insert(rewardItems).values(values).returning();
  return item!;
}

/** Earns points the way learners do: an accepted submission of every published problem. */
async function solveEveryProblem(email: string) {
  const { db } = server.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const published = await db.select({ id: problems.id }).from(problems).where(eq(problems.published, true));
  await db.insert(submissions).values(
    published.map((problem) => ({
      userId: user!.id,
      problemId: problem.id,
      kind: 'submit' as const,
      language: 'python3',
      code: 'print(42)',
      status: 'done' as const,
      verdict: 'correct' as const,
      testsPassed: 1,
      testsTotal: 1,
      score: 100,
    })),
  );
}

/** The project's error shape of a refused call. */
const errorOf = (answer: { json: Record<string, unknown> }) =>
  answer.json.error as { message: string; fields: Record<string, string> };

async function ledgerRows(email: string) {
  return server.database.db
    .select({ delta: rewardLedger.delta, reason: rewardLedger.reason })
    .from(rewardLedger)
    .innerJoin(users, eq(users.id, rewardLedger.userId))
    .where(eq(users.email, email));
}

describe('the rewards store', () => {
  it('lists the shelf to signed-in learners only', async () => {
    expect((await createSessionClient(server.url).get('/api/latest/rewards/items/')).status).toBe(401);
    const learner = await signedInClient(server.url, 'student1@demo.test');
    const items = await learner.get('/api/latest/rewards/items/');
    expect(items.status).toBe(200);
    expect(items.json.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Sticker pack', points: 100, in_stock: true, needs_address: true }),
      ]),
    );
  });

  it('redeems: points go out as a ledger row, a double click redeems once, the address ships it', async () => {
    const email = 'student2@demo.test';
    await solveEveryProblem(email);
    const learner = await signedInClient(server.url, email);
    const before = await balanceOf(learner);
    expect(before).toBeGreaterThan(20);
    const mug = await stockItem({ name: 'Mug', points: 20, stock: 5, needsAddress: true });
    const clicks = await Promise.all(
      [1, 2].map(() => learner.post('/api/latest/rewards/redeem-item/', { item_id: mug.id })),
    );
    for (const click of clicks) expect(click.status).toBe(200);
    expect(clicks[0]!.json.transactionId).toBe(clicks[1]!.json.transactionId);
    expect(clicks[0]!.json).toMatchObject({ points: 20, status: 'awaiting_address', address: null });
    expect(await balanceOf(learner)).toBe(before - 20);
    expect(await ledgerRows(email)).toEqual([{ delta: -20, reason: 'redeem' }]);
    const [left] = await server.database.db
      .select({ stock: rewardItems.stock })
      .from(rewardItems)
      .where(eq(rewardItems.id, mug.id));
    expect(left!.stock).toBe(4);

    const transactionId = clicks[0]!.json.transactionId as string;
    const address = {
      name: 'Asha Learner',
      phone: '+91 98450 00000',
      line1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560001',
      country: 'India',
    };
    const mismatch = await learner.post(`/api/latest/rewards/myorders/${transactionId}/address/`, {
      ...address,
      transactionId: 'RW-OTHER',
    });
    expect(mismatch.status).toBe(400);
    const stranger = await signedInClient(server.url, 'student3@demo.test');
    const notTheirs = await stranger.post(`/api/latest/rewards/myorders/${transactionId}/address/`, {
      ...address,
      transactionId,
    });
    expect(notTheirs.status).toBe(404);
    const shipped = await learner.post(`/api/latest/rewards/myorders/${transactionId}/address/`, {
      ...address,
      transactionId,
    });
    expect(shipped.json).toMatchObject({ status: 'placed', address: { city: 'Bengaluru' } });
    const orders = await learner.get('/api/latest/rewards/myorders/');
    expect(orders.json).toMatchObject({ count: 1, results: [{ transactionId, item: { name: 'Mug' } }] });
  });

  it('never lets points go below zero: spending the whole balance works, one point more is refused', async () => {
    const email = 'student4@demo.test';
    await solveEveryProblem(email);
    const learner = await signedInClient(server.url, email);
    const balance = await balanceOf(learner);
    const everything = await stockItem({ name: 'Everything I have', points: balance, stock: 3 });
    const onePoint = await stockItem({ name: 'One more point', points: 1, stock: 3 });
    expect((await learner.post('/api/latest/rewards/redeem-item/', { item_id: everything.id })).status).toBe(
      200,
    );
    expect(await balanceOf(learner)).toBe(0);
    const refused = await learner.post('/api/latest/rewards/redeem-item/', { item_id: onePoint.id });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      code: 'not_enough_points',
      message: 'One more point costs 1 points and you have 0. Solve problems or spin the wheel to earn more.',
    });
    expect(await balanceOf(learner)).toBe(0);
    const unknown = await learner.post('/api/latest/rewards/redeem-item/', { item_id: 999_999 });
    expect(unknown.status).toBe(404);
    const malformed = await learner.post('/api/latest/rewards/redeem-item/', { item_id: 'two' });
    expect(malformed.status).toBe(400);
  });

  it('gives the last item to exactly one of several learners redeeming at once', async () => {
    const last = await stockItem({ name: 'Last hoodie', points: 5, stock: 1 });
    const emails = ['student5', 'student6', 'student7', 'student8'].map((name) => `${name}@demo.test`);
    for (const email of emails) await solveEveryProblem(email);
    const learners = await Promise.all(emails.map((email) => signedInClient(server.url, email)));
    const answers = await Promise.all(
      learners.map((learner) => learner.post('/api/latest/rewards/redeem-item/', { item_id: last.id })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.json.error).toMatchObject({
        code: 'out_of_stock',
        message: 'Last hoodie is out of stock.',
      });
    const [row] = await server.database.db
      .select({ stock: rewardItems.stock })
      .from(rewardItems)
      .where(eq(rewardItems.id, last.id));
    expect(row!.stock).toBe(0);
    const [spent] = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rewardLedger)
      .where(sql`${rewardLedger.reason} = 'redeem' and ${rewardLedger.delta} = -5`);
    expect(spent!.n).toBe(1);
    expect(
      (await learners[0]!.get('/api/latest/rewards/items/')).json.results as {
        name: string;
        in_stock: boolean;
      }[],
    ).toContainEqual(expect.objectContaining({ name: 'Last hoodie', in_stock: false }));
  });
});

describe('staff keep the store', () => {
  it('stock the shelf: course admins and support only, stock changed by an amount and never below 0', async () => {
    const learner = await signedInClient(server.url, 'student10@demo.test');
    expect((await learner.get('/api/latest/admin/rewards/items/')).status).toBe(403);
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const form = {
      name: 'Water bottle',
      description: 'Steel, 750 ml',
      points: 40,
      needs_address: true,
      active: true,
      position: 3,
    };
    const refused = await admin.post('/api/latest/admin/rewards/items/', { ...form, name: ' ', stock: -1 });
    expect(refused.status).toBe(400);
    expect(Object.keys(errorOf(refused).fields).sort()).toEqual(['name', 'stock']);
    const created = await admin.post('/api/latest/admin/rewards/items/', { ...form, stock: 2 });
    expect(created.json).toMatchObject({ name: 'Water bottle', stock: 2, in_stock: true, active: true });
    const support = await signedInClient(server.url, 'support@demo.test');
    const tooMuch = await support.request('PUT', `/api/latest/admin/rewards/items/${created.json.id}/`, {
      ...form,
      add_stock: -3,
    });
    expect(tooMuch.status).toBe(400);
    expect(errorOf(tooMuch).fields).toEqual({ add_stock: 'Only 2 left: take away at most 2.' });
    const restocked = await support.request('PUT', `/api/latest/admin/rewards/items/${created.json.id}/`, {
      ...form,
      points: 45,
      add_stock: 10,
      active: false,
    });
    expect(restocked.json).toMatchObject({ points: 45, stock: 12, active: false });
    // Off the shelf: learners no longer see it; staff still do.
    const shelf = (await learner.get('/api/latest/rewards/items/')).json.results as { name: string }[];
    expect(shelf.map((item) => item.name)).not.toContain('Water bottle');
    const staffShelf = (await admin.get('/api/latest/admin/rewards/items/')).json.results as {
      name: string;
    }[];
    expect(staffShelf.map((item) => item.name)).toContain('Water bottle');
    expect(
      (await admin.request('PUT', '/api/latest/admin/rewards/items/999999/', { ...form, add_stock: 0 }))
        .status,
    ).toBe(404);
  });

  it('ship an order forward only; a cancel gives the points and the item back once', async () => {
    const email = 'student11@demo.test';
    await solveEveryProblem(email);
    const learner = await signedInClient(server.url, email);
    const before = await balanceOf(learner);
    const cap = await stockItem({ name: 'Cap', points: 30, stock: 1, needsAddress: true });
    const redeemed = await learner.post('/api/latest/rewards/redeem-item/', { item_id: cap.id });
    const transactionId = redeemed.json.transactionId as string;
    expect(await balanceOf(learner)).toBe(before - 30);

    const support = await signedInClient(server.url, 'support@demo.test');
    const waiting = await support.get('/api/latest/admin/rewards/orders/?status=awaiting_address');
    expect(waiting.json.results).toContainEqual(
      expect.objectContaining({
        transactionId,
        learner: expect.objectContaining({ email }),
        item: expect.objectContaining({ name: 'Cap' }),
      }),
    );
    const status = (value: string) =>
      support.post(`/api/latest/admin/rewards/orders/${transactionId}/status/`, { status: value });
    // No address yet: it cannot ship.
    const early = await status('shipped');
    expect(early.status).toBe(409);
    expect(errorOf(early).message).toBe(
      `Order ${transactionId} is waiting for the address, so it cannot be marked shipped.`,
    );
    expect((await status('lost')).status).toBe(400);
    expect(
      (
        await learner.post(`/api/latest/admin/rewards/orders/${transactionId}/status/`, {
          status: 'cancelled',
        })
      ).status,
    ).toBe(403);

    // Two staff clicks at once cancel once: one refund, the cap back on the shelf.
    const cancels = await Promise.all([status('cancelled'), status('cancelled')]);
    expect(cancels.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(learner)).toBe(before);
    expect((await ledgerRows(email)).sort((a, b) => a.delta - b.delta)).toEqual([
      { delta: -30, reason: 'redeem' },
      { delta: 30, reason: 'order_cancelled' },
    ]);
    const [row] = await server.database.db
      .select({ stock: rewardItems.stock })
      .from(rewardItems)
      .where(eq(rewardItems.id, cap.id));
    expect(row!.stock).toBe(1);
    const mine = await learner.get('/api/latest/rewards/myorders/');
    expect((mine.json.results as unknown[])[0]).toMatchObject({ transactionId, status: 'cancelled' });
    // A cancelled order ships nowhere, and its points are not spent twice on the profile.
    expect((await status('shipped')).status).toBe(409);
    const profile = await createSessionClient(server.url).get('/api/latest/learner/profile/student11/');
    expect(profile.json.points_to_spend).toBe(before);

    // Placed with an address: shipped, then delivered; a delivered order is not cancelled.
    const again = await learner.post('/api/latest/rewards/redeem-item/', { item_id: cap.id });
    const second = again.json.transactionId as string;
    expect(second).not.toBe(transactionId);
    await learner.post(`/api/latest/rewards/myorders/${second}/address/`, {
      transactionId: second,
      name: 'Learner Eleven',
      phone: '+91 98450 11111',
      line1: '4 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      postal_code: '700016',
      country: 'India',
    });
    const move = (value: string) =>
      support.post(`/api/latest/admin/rewards/orders/${second}/status/`, { status: value });
    expect((await move('delivered')).status).toBe(409);
    expect((await move('shipped')).json).toMatchObject({ status: 'shipped', address: { city: 'Kolkata' } });
    expect((await move('delivered')).json.status).toBe('delivered');
    expect((await move('cancelled')).status).toBe(409);
  });
});

describe('spin the wheel', () => {
  it('draws from the stated odds: every roll 0–99 lands on a prize, each prize on its share', () => {
    expect(WHEEL_PRIZES.reduce((sum, prize) => sum + prize.chance, 0)).toBe(100);
    const landed = new Map<string, number>();
    for (let roll = 0; roll < 100; roll++) {
      const prize = prizeForRoll(roll);
      landed.set(prize.label, (landed.get(prize.label) ?? 0) + 1);
    }
    for (const prize of WHEEL_PRIZES) expect(landed.get(prize.label)).toBe(prize.chance);
    expect(() => prizeForRoll(100)).toThrow();
  });

  it('spins once a day, credits the prize to the ledger, and refuses a second spin with when the next opens', async () => {
    const email = 'student9@demo.test';
    const learner = await signedInClient(server.url, email);
    expect((await learner.get('/api/latest/wheel/need-to-spin/')).json).toEqual({
      need_to_spin: true,
      next_spin_at: null,
    });
    const before = await balanceOf(learner);
    // Two tabs spin at once: one prize.
    const spins = await Promise.all([1, 2, 3].map(() => learner.get('/api/latest/wheel/spin-the-wheel/')));
    const won = spins.filter((spin) => spin.status === 200);
    expect(won).toHaveLength(1);
    const prize = won[0]!.json as { label: string; points: number };
    expect(WHEEL_PRIZES.map((p) => [p.label, p.points])).toContainEqual([prize.label, prize.points]);
    for (const refused of spins.filter((spin) => spin.status !== 200)) {
      expect(refused.status).toBe(409);
      expect((refused.json.error as { message: string }).message).toMatch(
        /^You have spun the wheel today\. The next spin opens at \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
      );
    }
    expect(await ledgerRows(email)).toEqual([{ delta: prize.points, reason: 'wheel' }]);
    expect(await balanceOf(learner)).toBe(before + prize.points);
    const after = (await learner.get('/api/latest/wheel/need-to-spin/')).json;
    expect(after.need_to_spin).toBe(false);
    // The next spin opens at midnight in India (18:30 UTC), within a day.
    const next = new Date(after.next_spin_at as string);
    expect(next.getUTCHours() * 60 + next.getUTCMinutes()).toBe(18 * 60 + 30);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect((await createSessionClient(server.url).get('/api/latest/wheel/spin-the-wheel/')).status).toBe(401);
  });
});
