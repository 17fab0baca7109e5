import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createSessionClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  // 80 learners: students 21 and up have practice history (students 1–20 start clean).
  server = await startTestServer({}, { learners: 80 });
});
afterAll(() => server.close());

const api = '/api/latest/organization-dashboard';

async function signedIn(email: string) {
  const client = createSessionClient(server.url);
  const login = await client.post('/api/auth/login', { email, password: 'learnforge' });
  expect(login.status).toBe(200);
  return client;
}

type Page<T> = { results: T[]; count: number; page: number; page_size: number };
const page = <T>(json: unknown) => json as Page<T>;

describe('organization dashboard scoping', () => {
  it('gives an institute admin their own organization with the institute tabs', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const meta = await admin.get(`${api}/meta/`);
    expect(meta.status).toBe(200);
    expect(meta.json).toMatchObject({
      organization_slug: 'demo-institute',
      organization_type: 'institute',
      tabs: [
        'my-courses',
        'course-management',
        'student-repository',
        'aggregated-report',
        'access-management',
      ],
    });
  });

  it('gives a company admin no aggregated report tab, and refuses them the report itself', async () => {
    const admin = await signedIn('company.admin@demo.test');
    const meta = await admin.get('/api/v1/organization-dashboard/meta/?slug=demo-company');
    expect(meta.json.tabs).not.toContain('aggregated-report');
    expect((await admin.get(`${api}/university/aggregated/report/`)).status).toBe(403);
  });

  it('lets a super admin open any organization by slug', async () => {
    const superAdmin = await signedIn('admin@demo.test');
    const meta = await superAdmin.get(`${api}/meta/?slug=demo-company`);
    expect(meta.json).toMatchObject({ organization_slug: 'demo-company', organization_type: 'company' });
    expect((await superAdmin.get(`${api}/meta/?slug=nope`)).status).toBe(404);
    const report = await superAdmin.get(`${api}/university/aggregated/report/?slug=demo-institute`);
    expect(report.status).toBe(200);
  });

  // Every call: another organization's admin 403, a learner 403, nobody signed in 401.
  const calls: [string, string, unknown?][] = [
    ['GET', `${api}/meta/`],
    ['GET', `${api}/my-courses/`],
    ['GET', `${api}/courses-management/`],
    ['GET', `${api}/company/deals/`],
    ['GET', `${api}/users-repository/pod-stats`],
    ['GET', `${api}/users-repository/aggregate-pod-stats/`],
    ['GET', `${api}/download-csv/?report_type=topper-agg-report`],
    ['GET', `${api}/consolidated-report/`],
    ['GET', `${api}/university/details/`],
    ['GET', `${api}/university/aggregated/report/`],
    ['GET', `${api}/university/aggregated/report/csv/`],
    ['GET', `${api}/batch/dsa-institute-2026/leaderboard/`],
    ['GET', `${api}/leaderboard-csv/`],
    ['GET', `${api}/progress/`],
    ['GET', `${api}/report-stats/`],
    ['PUT', `${api}/report-stats/`, { tiers: [{ tier: 'Tier-1', min_score: 80 }] }],
    ['GET', `${api}/entities-stats/`],
    ['GET', `${api}/live-classes/`],
    ['GET', `${api}/contests/`],
    ['GET', `${api}/noticeboard/`],
    ['PATCH', `${api}/noticeboard/`, { title: 'Hi', body: 'There' }],
    ['GET', `${api}/attendance-sheet/?class_slug=dsa-institute-2026-class-1`],
    ['GET', `${api}/user/student21/user-report/`],
    ['GET', `${api}/user/student21/peer-analysis/`],
    ['POST', `${api}/send-mail/`, { subject: 'Hi', body: 'There', recipients: ['student21@demo.test'] }],
    ['GET', `${api}/contests/dsa-institute-2026-contest-1/attendance-csv/`],
    ['GET', `${api}/contests/dsa-institute-2026-contest-1/attendance-list`],
    ['GET', `${api}/company/deals/1/active-users/`],
    ['POST', `${api}/company/user/grant-access/`, { deal_id: 1, emails: ['student1@demo.test'] }],
    ['POST', `${api}/revoke-access/?deal_id=1`, { emails: ['student1@demo.test'] }],
    ['POST', `${api}/university/user/create/`, { name: 'New', email: 'new.person@demo.test' }],
    ['GET', '/api/latest/csv/dsa-institute-2026/students-progress/'],
    ['GET', '/api/latest/dashboard/candidates/proctored-assets/?contest_slug=dsa-institute-2026-contest-1'],
    ['GET', '/api/latest/edit_history/?entity_type=organization_deal&entity_id=1'],
  ];

  it('answers 403 to the other organization’s admin and to a learner, 401 when signed out', async () => {
    const companyAdmin = await signedIn('company.admin@demo.test');
    const learner = await signedIn('learner@demo.test');
    const visitor = createSessionClient(server.url);
    for (const [method, path, body] of calls) {
      const withSlug = `${path}${path.includes('?') ? '&' : '?'}slug=demo-institute`;
      expect((await companyAdmin.request(method, withSlug, body)).status, `${method} ${path}`).toBe(403);
      expect((await learner.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });
});

interface ReportRow {
  handle: string;
  name: string;
  email: string;
  problems_solved: number;
  streak: number;
  avg_score: number;
  institute: string;
  degree: string;
  branch: string;
  section: string;
  problem_score: number;
  live_duration_minutes: number;
}

describe('aggregated report', () => {
  it('lists the institute’s students best average score first, with real activity', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const report = await admin.get(`${api}/university/aggregated/report/`);
    expect(report.status).toBe(200);
    const { results, count, page: current, page_size } = page<ReportRow>(report.json);
    expect(current).toBe(1);
    expect(page_size).toBe(20);
    expect(count).toBeGreaterThan(20);
    const scores = results.map((row) => row.avg_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(results[0]!.avg_score).toBeGreaterThan(0);
    expect(results[0]!.live_duration_minutes).toBeGreaterThan(0);
    expect(results.some((row) => row.problems_solved > 0)).toBe(true);
    expect(results.some((row) => row.streak > 0)).toBe(true);
    expect(results.every((row) => row.institute !== '' && row.degree !== '')).toBe(true);
  });

  it('filters by degree, section, batch and search, and sorts by any column', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const details = (await admin.get(`${api}/university/details/`)).json as {
      degrees: string[];
      sections: string[];
      institutes: { id: number; name: string }[];
      batches: { slug: string }[];
      contests: { slug: string }[];
    };
    expect(details.institutes).toHaveLength(3);
    expect(details.batches.map((batch) => batch.slug)).toEqual([
      'dsa-institute-2026',
      'python-institute-2026',
    ]);
    expect(details.contests.length).toBeGreaterThan(0);

    const degree = details.degrees[0]!;
    const byDegree = page<ReportRow>(
      (
        await admin.get(
          `${api}/university/aggregated/report/?degrees=${encodeURIComponent(degree)}&page_size=500`,
        )
      ).json,
    );
    expect(byDegree.results.length).toBeGreaterThan(0);
    expect(byDegree.results.every((row) => row.degree === degree)).toBe(true);

    const institute = details.institutes[0]!;
    const byInstitute = page<ReportRow>(
      (await admin.get(`${api}/university/aggregated/report/?institutes=${institute.id}&page_size=500`)).json,
    );
    expect(byInstitute.results.every((row) => row.institute === institute.name)).toBe(true);

    const all = page<ReportRow>((await admin.get(`${api}/university/aggregated/report/?page_size=500`)).json);
    const inBatch = page<ReportRow>(
      (await admin.get(`${api}/university/aggregated/report/?batches=python-institute-2026&page_size=500`))
        .json,
    );
    expect(inBatch.count).toBeGreaterThan(0);
    expect(inBatch.count).toBeLessThan(all.count);
    // A batch of another organization matches nobody.
    const foreign = page<ReportRow>(
      (await admin.get(`${api}/university/aggregated/report/?batches=full-stack-company-2026`)).json,
    );
    expect(foreign.count).toBe(0);

    const found = page<ReportRow>(
      (await admin.get(`${api}/university/aggregated/report/?search=student2`)).json,
    );
    expect(found.results.every((row) => row.handle.includes('student2'))).toBe(true);

    const byName = page<ReportRow>(
      (await admin.get(`${api}/university/aggregated/report/?sortBy=name`)).json,
    );
    const names = byName.results.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await admin.get(`${api}/university/aggregated/report/?sortBy=-password_hash`)).status).toBe(400);
  });

  it('exports the same rows as the table as RFC 4180 CSV', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const table = page<ReportRow>(
      (await admin.get(`${api}/university/aggregated/report/?page_size=500`)).json,
    );
    const csv = await admin.get(`${api}/university/aggregated/report/csv/`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain('demo-institute-aggregated-report.csv');
    expect(csv.text).toContain('\r\n');
    const records = parse(csv.text, { columns: true }) as Record<string, string>[];
    expect(records.map((record) => record.Handle)).toEqual(table.results.map((row) => row.handle));
    expect(Number(records[0]!['Average score'])).toBe(table.results[0]!.avg_score);
  });

  it('neutralises formulas and quotes commas, quotes and line breaks in CSV cells', async () => {
    const db = server.database.db;
    await db
      .update(users)
      .set({ name: '=HYPERLINK("http://evil.test","x"), "quoted"\nnext' })
      .where(eq(users.handle, 'student21'));
    const admin = await signedIn('institute.admin@demo.test');
    const csv = await admin.get(`${api}/university/aggregated/report/csv/?search=student21`);
    const records = parse(csv.text, { columns: true }) as Record<string, string>[];
    const row = records.find((record) => record.Handle === 'student21');
    expect(row?.Name).toBe('\'=HYPERLINK("http://evil.test","x"), "quoted"\nnext');
    expect(csv.text).toContain('"\'=HYPERLINK(""http://evil.test"",""x""), ""quoted""\nnext"');
    for (const start of ['+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      await db.update(users).set({ name: start }).where(eq(users.handle, 'student21'));
      const again = parse(
        (await admin.get(`${api}/university/aggregated/report/csv/?search=student21`)).text,
        {
          columns: true,
        },
      ) as Record<string, string>[];
      expect(again.find((record) => record.Handle === 'student21')?.Name).toBe(`'${start}`);
    }
    await db.update(users).set({ name: 'Student Twenty-One' }).where(eq(users.handle, 'student21'));
  });
});

describe('students and batches', () => {
  it('lists the organization’s courses with their batches, students and progress', async () => {
    const admin = await signedIn('company.admin@demo.test');
    const courses = page<{ batch: { slug: string }; students_count: number; progress: number }>(
      (await admin.get(`${api}/my-courses/`)).json,
    );
    expect(courses.results.map((course) => course.batch.slug).sort()).toEqual([
      'full-stack-company-2026',
      'system-design-company-2026',
    ]);
    expect(courses.results.every((course) => course.students_count > 0)).toBe(true);
    const managed = page<{ active: boolean }>((await admin.get(`${api}/courses-management/?active=1`)).json);
    expect(managed.results.every((course) => course.active)).toBe(true);
    expect(page((await admin.get(`${api}/courses-management/?active=0`)).json).count).toBe(2 - managed.count);
  });

  it('ranks a batch leaderboard and keeps ranks when searching', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const board = page<{ rank: number; score: number; handle: string }>(
      (await admin.get(`${api}/batch/dsa-institute-2026/leaderboard/?page_size=500`)).json,
    );
    expect(board.results[0]!.rank).toBe(1);
    const scores = board.results.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const someone = board.results[5]!;
    const found = page<{ rank: number; handle: string }>(
      (await admin.get(`${api}/batch/dsa-institute-2026/leaderboard/?search=${someone.handle}`)).json,
    );
    expect(found.results.find((row) => row.handle === someone.handle)?.rank).toBe(someone.rank);
    expect((await admin.get(`${api}/batch/full-stack-company-2026/leaderboard/`)).status).toBe(404);

    const csv = await admin.get(`${api}/leaderboard-csv/?batch_slug=dsa-institute-2026`);
    const records = parse(csv.text, { columns: true }) as Record<string, string>[];
    expect(records.map((record) => record.Handle)).toEqual(board.results.map((row) => row.handle));
  });

  it('gives progress and the consolidated report per batch or for everyone', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const progress = page<{ progress: number }>(
      (await admin.get(`${api}/progress/?batch_slug=dsa-institute-2026`)).json,
    );
    expect(progress.count).toBeGreaterThan(0);
    const values = progress.results.map((row) => row.progress);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const all = page((await admin.get(`${api}/progress/`)).json);
    expect(all.count).toBeGreaterThanOrEqual(progress.count);

    const consolidated = page<ReportRow>(
      (await admin.get(`${api}/consolidated-report/?batch_slug=python-institute-2026&sortBy=-problem_score`))
        .json,
    );
    const problemScores = consolidated.results.map((row) => row.problem_score);
    expect(problemScores).toEqual([...problemScores].sort((a, b) => b - a));
    expect(page((await admin.get(`${api}/consolidated-report/`)).json).count).toBe(all.count);

    const csv = await admin.get('/api/latest/csv/dsa-institute-2026/students-progress/');
    expect(csv.status).toBe(200);
    expect((parse(csv.text, { columns: true }) as unknown[]).length).toBe(progress.count);
  });
});
