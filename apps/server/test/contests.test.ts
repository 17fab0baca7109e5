import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const api = (path: string) => `/api/latest/${path}`;
type Row = Record<string, unknown>;
const resultsOf = (json: Row) => json.results as Row[];

describe('contest pages', () => {
  it('lists open contests to everyone and batch contests to their batch only', async () => {
    const anonymous = createSessionClient(server.url);
    const live = await anonymous.get(api('contests/all/?when=live'));
    expect(live.status).toBe(200);
    const liveSlugs = resultsOf(live.json).map((row) => row.slug);
    expect(liveSlugs).toContain('weekly-coding-challenge');
    expect(liveSlugs).not.toContain('dsa-institute-2026-weekly-test');
    const learner = await signedInClient(server.url, 'learner@demo.test');
    const own = await learner.get(api('contests/all/?when=live&kind=batch'));
    expect(own.json.results).toEqual([
      expect.objectContaining({
        slug: 'dsa-institute-2026-weekly-test',
        batch_name: 'DSA 2026 - Demo Institute',
        status_code: 1,
      }),
    ]);
    const upcoming = await anonymous.get(api('contests/all/?when=upcoming'));
    expect(resultsOf(upcoming.json)[0]).toMatchObject({
      slug: 'monthly-quiz-marathon',
      status_code: 2,
      is_registered: null,
    });
    const past = await anonymous.get(api('contests/all/?when=past&search=autumn'));
    expect(past.json.results).toEqual([
      expect.objectContaining({ slug: 'autumn-quiz-sprint', status_code: 5 }),
    ]);
  });

  it('shows a contest with its rules, sections and proctoring settings', async () => {
    const page = await createSessionClient(server.url).get(api('contest/weekly-coding-challenge/'));
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({
      name: 'Weekly Coding Challenge',
      type: 'mixed',
      duration_minutes: 90,
      proctoredContest: true,
      disableCopyPaste: true,
      max_warnings: 3,
      sections: [
        { name: 'Quiz', kind: 'quiz', questions_count: 5, problems_count: 0 },
        { name: 'Coding', kind: 'coding', questions_count: 0, problems_count: 2 },
      ],
    });
    expect(page.json.description).toContain('proctored');
    expect((await createSessionClient(server.url).get(api('contest/no-such-contest/'))).status).toBe(404);
  });

  it('makes the demo job’s hiring assessment and the dashboard’s batch contests sittable contests', async () => {
    const anonymous = createSessionClient(server.url);
    const hiring = await anonymous.get(api('contest/hiring-java-backend-assessment/'));
    expect(hiring.json).toMatchObject({ kind: 'open', has_job: true, webcam: true, type: 'mixed' });
    const batch = await anonymous.get(api('contest/dsa-institute-2026-contest-1/'));
    expect(batch.json).toMatchObject({ kind: 'batch', batch_slug: 'dsa-institute-2026' });
  });
});
