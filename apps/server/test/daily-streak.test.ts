import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems, problemsOfDay, submissions, users } from '../src/db/schema';
import { learnerTimeZone, localDate, localDayEnd, streaks } from '../src/problems/daily';
import { createSessionClient, startTestServer, type TestServer } from './harness';

describe('streak days in the learner’s own calendar', () => {
  const eveningUtc = new Date('2026-03-01T20:00:00Z');

  it('puts 20:00 UTC on the next local day in Asia/Kolkata and on the same day in America/Los_Angeles', () => {
    expect(localDate(eveningUtc, 'UTC')).toBe('2026-03-01');
    expect(localDate(eveningUtc, 'Asia/Kolkata')).toBe('2026-03-02');
    expect(localDate(new Date('2026-03-02T05:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-01');
  });

  it('keeps a streak current against the learner’s local today, not the UTC one', () => {
    const solvedOn = ['2026-03-01', '2026-03-02'];
    const now = new Date('2026-03-03T20:00:00Z');
    // UTC: 3 March, yesterday was solved. Kolkata: already 4 March, a whole day was missed.
    expect(streaks(solvedOn, localDate(now, 'UTC'))).toEqual({ current: 2, longest: 2 });
    expect(streaks(solvedOn, localDate(now, 'Asia/Kolkata'))).toEqual({ current: 0, longest: 2 });
  });

  it('ends the day at the learner’s next local midnight, across a daylight-saving change too', () => {
    expect(localDayEnd(eveningUtc, 'Asia/Kolkata').toISOString()).toBe('2026-03-02T18:30:00.000Z');
    expect(localDayEnd(eveningUtc, 'UTC').toISOString()).toBe('2026-03-02T00:00:00.000Z');
    // Los Angeles moves to PDT on 8 March 2026 at 02:00; that day's midnight is still PST.
    expect(localDayEnd(new Date('2026-03-08T12:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-09T07:00:00.000Z',
    );
    expect(localDayEnd(new Date('2026-03-07T12:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T08:00:00.000Z',
    );
  });

  it('refuses an unknown time zone and reads an absent one as UTC', () => {
    expect(learnerTimeZone(undefined)).toBe('UTC');
    expect(() => learnerTimeZone('Mars/Olympus_Mons')).toThrow(/Unknown time zone "Mars\/Olympus_Mons"/);
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ aiBaseUrl: undefined, aiModel: undefined }, { learners: 2 });
}, 180_000);
afterAll(() => server.close());

const api = '/api/latest';

describe('daily-problem streaks over HTTP', () => {
  it('groups the learner’s solves by their local date in the zone they send', async () => {
    const db = server.database.db;
    const learner = createSessionClient(server.url);
    expect(
      (await learner.post('/api/auth/login', { email: 'student1@demo.test', password: 'learnforge' })).status,
    ).toBe(200);
    const [student] = await db.select().from(users).where(eq(users.email, 'student1@demo.test'));
    const [problem] = await db
      .select({ id: problems.id })
      .from(problems)
      .where(eq(problems.isPublic, true))
      .limit(1);
    const dayOf = async (date: string) => {
      await db.insert(problemsOfDay).values({ date, problemId: problem!.id }).onConflictDoNothing();
      const [row] = await db.select().from(problemsOfDay).where(eq(problemsOfDay.date, date));
      return row!.problemId;
    };
    const solved = {
      userId: student!.id,
      kind: 'submit' as const,
      language: 'python3',
      code: 'print()',
      status: 'done' as const,
      verdict: 'correct',
    };
    // 1 March's problem at 20:00 UTC and 2 March's at 01:00 UTC: two UTC days, one Kolkata day (2 March).
    await db.insert(submissions).values([
      { ...solved, problemId: await dayOf('2026-03-01'), createdAt: new Date('2026-03-01T20:00:00Z') },
      { ...solved, problemId: await dayOf('2026-03-02'), createdAt: new Date('2026-03-02T01:00:00Z') },
    ]);
    const range = 'from=2026-03-01&to=2026-03-02';

    const inUtc = await learner.get(`${api}/problems-of-day/user/solved/?${range}`);
    expect((inUtc.json.results as { solved_on: string }[]).map((day) => day.solved_on)).toEqual([
      '2026-03-01',
      '2026-03-02',
    ]);
    const inKolkata = await learner.get(`${api}/problems-of-day/user/solved/?${range}&tz=Asia/Kolkata`);
    expect((inKolkata.json.results as { solved_on: string }[]).map((day) => day.solved_on)).toEqual([
      '2026-03-02',
      '2026-03-02',
    ]);
    const inLosAngeles = await learner.get(
      `${api}/problems-of-day/stats/history/?${range}&tz=America/Los_Angeles`,
    );
    expect((inLosAngeles.json.results as { solved_on: string }[]).map((day) => day.solved_on)).toEqual([
      '2026-03-01',
      '2026-03-01',
    ]);

    expect((await learner.get(`${api}/problems-of-day/my-pod-profile/`)).json).toMatchObject({
      longest_streak: 2,
      time_zone: 'UTC',
    });
    const profile = await learner.get(`${api}/problems-of-day/my-pod-profile/?tz=Asia/Kolkata`);
    expect(profile.status).toBe(200);
    expect(profile.json).toMatchObject({
      longest_streak: 1,
      solved_count: 2,
      solved_today: false,
      time_zone: 'Asia/Kolkata',
    });
    const untilReset = Date.parse(profile.json.day_ends_at as string) - Date.now();
    expect(untilReset).toBeGreaterThan(0);
    expect(untilReset).toBeLessThanOrEqual(86_400_000);
    expect(new Date(profile.json.day_ends_at as string).getUTCMinutes()).toBe(30);

    const unknown = await learner.get(`${api}/problems-of-day/my-pod-profile/?tz=Mars/Olympus_Mons`);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.json)).toContain('Unknown time zone');

    // Solving yesterday's and today's problems now makes a current streak of two; the explore stats count
    // it in the same local days as the daily-problem profile.
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    await db.insert(submissions).values([
      { ...solved, problemId: await dayOf(yesterday.toISOString().slice(0, 10)), createdAt: yesterday },
      { ...solved, problemId: await dayOf(now.toISOString().slice(0, 10)), createdAt: now },
    ]);
    const statsInUtc = await learner.get(`${api}/problems/user/stats/`);
    expect(statsInUtc.json.pod_streak).toBe(2);
    for (const zone of ['Asia/Kolkata', 'America/Los_Angeles']) {
      const stats = await learner.get(`${api}/problems/user/stats/?tz=${zone}`);
      const profile = await learner.get(`${api}/problems-of-day/my-pod-profile/?tz=${zone}`);
      expect(stats.json.pod_streak).toBe(profile.json.current_streak);
    }
    expect((await learner.get(`${api}/problems/user/stats/?tz=Mars/Olympus_Mons`)).status).toBe(400);
  });
});

describe('the points a daily-problem solve shows', () => {
  it('reports the day’s reward points on the first correct submission of today’s problem, and none after', async () => {
    const db = server.database.db;
    const learner = createSessionClient(server.url);
    await learner.post('/api/auth/login', { email: 'student2@demo.test', password: 'learnforge' });
    const today = (await learner.get(`${api}/problems-of-day/problem/today/`)).json.results as {
      problem_id: number;
      reward_points: number;
    };
    const [student] = await db.select().from(users).where(eq(users.email, 'student2@demo.test'));
    const correct = {
      userId: student!.id,
      problemId: today.problem_id,
      kind: 'submit' as const,
      language: 'python3',
      code: 'print()',
      status: 'done' as const,
      verdict: 'correct',
      score: 1,
    };
    const [first] = await db.insert(submissions).values(correct).returning({ id: submissions.id });
    const [second] = await db.insert(submissions).values(correct).returning({ id: submissions.id });
    const resultOf = async (id: number) =>
      (await learner.post(`${api}/problems/submission/submit/result/`, { submission_id: id })).json;
    expect(today.reward_points).toBeGreaterThan(1);
    expect(await resultOf(first!.id)).toMatchObject({ score: 1, daily_points: today.reward_points });
    expect(await resultOf(second!.id)).toMatchObject({ daily_points: 0 });
  });
});

describe('what the problem page is told about the judge and AI', () => {
  it('gives the limits and says AI hints are unavailable when no provider is configured', async () => {
    const visitor = createSessionClient(server.url);
    const detail = await visitor.get(`${api}/problems/sum-of-two-numbers/`);
    expect(detail.json.probData).toMatchObject({ ai_available: false, memory_limit_mb: expect.any(Number) });
    expect((detail.json.probData as { time_limit_ms: number }).time_limit_ms).toBeGreaterThan(0);
  });
});
