import { prizeForRoll, WHEEL_PRIZES } from '@learnforge/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contestAttempts,
  contestQuizResponses,
  contests,
  problems,
  problemsOfDay,
  quizQuestions,
  rewardItems,
  rewardLedger,
  submissions,
  users,
} from '../src/db/schema';
import { pointsFor } from '../src/problems/queries';
import { creditFinalContestRanks } from '../src/rewards/contest-rank-points';
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

describe('points from daily problems and contest ranks', () => {
  let db: TestServer['database']['db'];
  beforeAll(() => {
    db = server.database.db;
  });

  async function userId(email: string) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return user!.id;
  }

  /** A correct submission at `at`, the way the judge records an accepted one. */
  const accepted = (userId: number, problemId: number, at: Date) =>
    db.insert(submissions).values({
      userId,
      problemId,
      kind: 'submit',
      language: 'python3',
      code: 'print(42)',
      status: 'done',
      verdict: 'correct',
      testsPassed: 1,
      testsTotal: 1,
      score: 100,
      createdAt: at,
    });

  it("pays a daily problem's reward only when it is solved on its day, once however often it is solved (ADR 0058)", async () => {
    const email = 'student12@demo.test';
    const id = await userId(email);
    const learner = await signedInClient(server.url, email);
    const today = new Date().toISOString().slice(0, 10);
    const [ofToday] = await db.select().from(problemsOfDay).where(eq(problemsOfDay.date, today));
    // An older daily problem that is not today's problem: solved today, it is an ordinary solve.
    const [older] = await db
      .select()
      .from(problemsOfDay)
      .where(sql`${problemsOfDay.date} < ${today} and ${problemsOfDay.problemId} <> ${ofToday!.problemId}`)
      .orderBy(sql`${problemsOfDay.date} desc`)
      .limit(1);
    await db
      .delete(submissions)
      .where(
        sql`${submissions.userId} = ${id} and ${submissions.problemId} in (${ofToday!.problemId}, ${older!.problemId})`,
      );
    const difficultyPoints = async (problemId: number) => {
      const [problem] = await db.select().from(problems).where(eq(problems.id, problemId));
      return pointsFor(problem!.difficulty);
    };
    const start = await balanceOf(learner);

    await accepted(id, older!.problemId, new Date());
    const afterOlder = await balanceOf(learner);
    expect(afterOlder - start).toBe(await difficultyPoints(older!.problemId));

    await accepted(id, ofToday!.problemId, new Date());
    const afterToday = await balanceOf(learner);
    expect(afterToday - afterOlder).toBe(
      (await difficultyPoints(ofToday!.problemId)) + ofToday!.rewardPoints,
    );
    expect(ofToday!.rewardPoints).toBeGreaterThan(0);

    // Solving it again the same day adds nothing; the profile counts the same points as the store.
    await accepted(id, ofToday!.problemId, new Date());
    expect(await balanceOf(learner)).toBe(afterToday);
    const profile = await learner.get(
      `/api/latest/learner/profile/${(await learner.get('/api/latest/user/details/')).json.handle as string}/`,
    );
    expect(profile.json.points_to_spend).toBe(afterToday);
  });

  /** A finished open contest with these sittings (score, penalty, how it ended), for one test. */
  async function finishedContest(
    slug: string,
    sittings: { email: string; score: number; penalty?: number; endReason?: 'user' | 'terminated' | null }[],
  ) {
    const now = Date.now();
    const [contest] = await db
      .insert(contests)
      .values({
        slug,
        title: `Rank points ${slug}`,
        kind: 'open',
        startTime: new Date(now - 3 * 3_600_000),
        endTime: new Date(now - 3_600_000),
      })
      .returning();
    for (const sitting of sittings)
      await db.insert(contestAttempts).values({
        contestId: contest!.id,
        userId: await userId(sitting.email),
        startedAt: new Date(now - 2 * 3_600_000),
        deadline: new Date(now - 3_600_000),
        endedAt: sitting.endReason === null ? null : new Date(now - 3_600_000),
        endReason: sitting.endReason === null ? null : (sitting.endReason ?? 'user'),
        codingScore: sitting.score,
        penaltyMinutes: sitting.penalty ?? 0,
      });
    return contest!;
  }

  const rankRows = (contestId: number) =>
    db
      .select({ userId: rewardLedger.userId, delta: rewardLedger.delta })
      .from(rewardLedger)
      .where(
        sql`${rewardLedger.eventKey} = ${`contest-rank:${contestId}`} and ${rewardLedger.reason} = 'contest_rank'`,
      );

  it('pays final ranks once into the ledger: 100 first, 60 second (a tie shares it), 20 to the tenth, a proctor-ended sitting nothing', async () => {
    const learners = Array.from({ length: 13 }, (_, index) => `student${index + 5}@demo.test`);
    // Scores: one first, two tied second (same score and penalty), then 4th…; student17 ended by a proctor.
    const contest = await finishedContest('rank-points-bands', [
      { email: learners[0]!, score: 90 },
      { email: learners[1]!, score: 80, penalty: 5 },
      { email: learners[2]!, score: 80, penalty: 5 },
      { email: learners[3]!, score: 80, penalty: 9 },
      ...learners.slice(4, 11).map((email, index) => ({ email, score: 70 - index })),
      { email: learners[11]!, score: 99, endReason: 'terminated' as const },
      { email: learners[12]!, score: 0 },
    ]);
    const learner = await signedInClient(server.url, learners[0]!);
    const before = await balanceOf(learner);

    expect(await creditFinalContestRanks(db)).toBeGreaterThanOrEqual(1);
    const paid = new Map((await rankRows(contest.id)).map((row) => [row.userId, row.delta]));
    const pointsOf = async (index: number) => paid.get(await userId(learners[index]!));
    expect(await pointsOf(0)).toBe(100);
    expect([await pointsOf(1), await pointsOf(2)]).toEqual([60, 60]);
    // Two share second place, so the next sitting is fourth: inside the top ten, not third.
    expect(await pointsOf(3)).toBe(20);
    expect(await pointsOf(9)).toBe(20); // rank 10
    expect(await pointsOf(10)).toBeUndefined(); // rank 11
    expect(await pointsOf(11)).toBeUndefined(); // ended by a proctor
    expect(await pointsOf(12)).toBeUndefined(); // scored nothing
    expect(paid.size).toBe(10);
    expect(await balanceOf(learner)).toBe(before + 100);
    const [marked] = await db.select().from(contests).where(eq(contests.id, contest.id));
    expect(marked!.rankPointsAt).not.toBeNull();

    // Final means final: two more sweeps at once, even after a late change of score, pay nobody again.
    await db
      .update(contestAttempts)
      .set({ codingScore: 200 })
      .where(
        sql`${contestAttempts.contestId} = ${contest.id} and ${contestAttempts.userId} = ${await userId(learners[10]!)}`,
      );
    await Promise.all([creditFinalContestRanks(db), creditFinalContestRanks(db)]);
    expect(await rankRows(contest.id)).toHaveLength(10);
    expect(await balanceOf(learner)).toBe(before + 100);
  });

  it('waits while a sitting can still score or a written answer awaits marking, and pays once both are done', async () => {
    const contest = await finishedContest('rank-points-waits', [
      { email: 'student18@demo.test', score: 40 },
      // Extra minutes: this sitting's deadline is still ahead although the contest's end has passed.
      { email: 'student19@demo.test', score: 10, endReason: null },
    ]);
    const late = await userId('student19@demo.test');
    await db
      .update(contestAttempts)
      .set({ deadline: new Date(Date.now() + 600_000) })
      .where(sql`${contestAttempts.contestId} = ${contest.id} and ${contestAttempts.userId} = ${late}`);
    await creditFinalContestRanks(db);
    expect(await rankRows(contest.id)).toHaveLength(0);

    // The sitting ends; a written answer of the contest still awaits its mark.
    await db
      .update(contestAttempts)
      .set({ endedAt: new Date(), endReason: 'auto_end' })
      .where(sql`${contestAttempts.contestId} = ${contest.id} and ${contestAttempts.userId} = ${late}`);
    const [question] = await db
      .insert(quizQuestions)
      .values({ body: 'Explain a heap.', questionType: 'subjective', marks: 10 })
      .returning();
    await db.insert(contestQuizResponses).values({
      contestId: contest.id,
      userId: late,
      questionId: question!.id,
      userInput: 'A tree kept in an array.',
      answered: true,
    });
    await creditFinalContestRanks(db);
    expect(await rankRows(contest.id)).toHaveLength(0);

    // Marked: the written answer's marks put the late learner first, and the ranks are paid by that order.
    await db
      .update(contestQuizResponses)
      .set({ marksAwarded: 10, markedAt: new Date() })
      .where(eq(contestQuizResponses.questionId, question!.id));
    await db
      .update(contestAttempts)
      .set({ quizScore: 40 })
      .where(sql`${contestAttempts.contestId} = ${contest.id} and ${contestAttempts.userId} = ${late}`);
    await creditFinalContestRanks(db);
    const paid = new Map((await rankRows(contest.id)).map((row) => [row.userId, row.delta]));
    expect(paid.get(late)).toBe(100);
    expect(paid.get(await userId('student18@demo.test'))).toBe(60);
  });
});
