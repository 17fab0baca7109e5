import { DATE_RANGE_PRESETS, dateRangePreset } from '@learnforge/domain';
import { parse } from 'csv-parse/sync';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchContests,
  contestParticipations,
  outbox,
  problems,
  problemsOfDay,
  users,
} from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';
import { type SmtpListener, startSmtpListener } from './smtp-listener';

let server: TestServer;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
  // 80 learners: students 21 and up have practice history (students 1–20 start clean).
  server = await startTestServer({ smtpUrl: smtp.url, loginRateLimit: 1000 }, { learners: 80 });
});
afterAll(async () => {
  await server.close();
  smtp.close();
});

const api = '/api/latest/organization-dashboard';

const signedIn = (email: string) => signedInClient(server.url, email);

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

  it('lists the organizations a super admin can pick, by name or slug, and to nobody else', async () => {
    const superAdmin = await signedIn('admin@demo.test');
    const all = (await superAdmin.get(`${api}/organizations/`)).json as {
      results: { slug: string; name: string; organization_type: string }[];
      count: number;
    };
    expect(all.results.map((row) => row.slug)).toEqual(
      expect.arrayContaining(['demo-company', 'demo-institute']),
    );
    const names = all.results.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const found = (await superAdmin.get(`${api}/organizations/?search=institute`)).json as typeof all;
    expect(found.results).toContainEqual({
      slug: 'demo-institute',
      name: 'Demo Institute of Technology',
      organization_type: 'institute',
    });
    expect(found.results.every((row) => `${row.name} ${row.slug}`.toLowerCase().includes('institute'))).toBe(
      true,
    );
    expect((await (await signedIn('institute.admin@demo.test')).get(`${api}/organizations/`)).status).toBe(
      403,
    );
    expect((await createSessionClient(server.url).get(`${api}/organizations/`)).status).toBe(401);
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
    ['GET', `${api}/batch/dsa-institute-2026/`],
    ['GET', `${api}/batch/dsa-institute-2026/leaderboard/?score_ranges=0-50`],
    ['GET', `${api}/leaderboard-csv/`],
    ['GET', `${api}/progress/?progress_ranges=0-25`],
    ['GET', `${api}/report-stats/`],
    ['PUT', `${api}/report-stats/`, { tiers: [{ tier: 'Tier-1', min_score: 80 }] }],
    ['GET', `${api}/entities-stats/`],
    ['GET', `${api}/live-classes/`],
    ['GET', `${api}/contests/`],
    ['GET', `${api}/noticeboard/?batch_slug=dsa-institute-2026`],
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
    // The database writes the CSV; every cell says what the table says.
    expect(
      records.map((record) => [
        record.Name,
        record.Email,
        Number(record['Problems solved']),
        Number(record.Streak),
        Number(record['Problem score']),
        Number(record['Live duration (min)']),
        record.Institute,
        record.Degree,
        record.Branch,
        record.Section,
        Number(record['Average score']),
      ]),
    ).toEqual(
      table.results.map((row) => [
        row.name,
        row.email,
        row.problems_solved,
        row.streak,
        row.problem_score,
        row.live_duration_minutes,
        row.institute,
        row.degree,
        row.branch,
        row.section,
        row.avg_score,
      ]),
    );
  });

  it('sends the CSV export compressed to a browser that accepts it, the same bytes once unpacked', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const path = `${api}/university/aggregated/report/csv/`;
    const plain = await admin.get(path, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const packed = await admin.get(path, { 'accept-encoding': encoding });
      expect(packed.headers.get('content-encoding')).toBe(encoding);
      expect(packed.text).toBe(plain.text);
    }
  });

  it('takes a search with quotes and backslashes as text in the CSV export', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    for (const search of ["student2' or 'a'='a", 'student2\\', "O'Brien\\'; select 1; --"]) {
      const query = `?search=${encodeURIComponent(search)}`;
      const table = page<ReportRow>((await admin.get(`${api}/university/aggregated/report/${query}`)).json);
      const csv = await admin.get(`${api}/university/aggregated/report/csv/${query}`);
      expect(csv.status).toBe(200);
      const records = parse(csv.text, { columns: true }) as Record<string, string>[];
      expect(
        records.map((record) => record.Handle),
        search,
      ).toEqual(table.results.map((row) => row.handle));
    }
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

describe('reports of a batch', () => {
  it('counts students per tier and refreshes after the tiers change', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const stats = (await admin.get(`${api}/report-stats/`)).json as {
      total_students: number;
      tiers: { tier: string; min_score: number; students_count: number }[];
    };
    expect(stats.tiers.map((tier) => tier.tier)).toEqual(['Tier-1', 'Tier-2', 'Tier-3']);
    expect(stats.total_students).toBeGreaterThan(0);
    const put = await admin.request('PUT', `${api}/report-stats/`, {
      tiers: [{ tier: 'Tier-3', min_score: 0 }],
    });
    expect(put.status).toBe(200);
    const after = (await admin.get(`${api}/report-stats/`)).json as typeof stats;
    const tier3 = after.tiers.find((tier) => tier.tier === 'Tier-3')!;
    expect(tier3.min_score).toBe(0);
    // With Tier-3 from 0, every student falls in some tier.
    expect(after.tiers.reduce((sum, tier) => sum + tier.students_count, 0)).toBe(after.total_students);
    const wrongOrder = await admin.request('PUT', `${api}/report-stats/`, {
      tiers: [{ tier: 'Tier-2', min_score: 99 }],
    });
    expect(wrongOrder.status).toBe(400);
    const batchStats = (await admin.get(`${api}/report-stats/?batch_slug=python-institute-2026`))
      .json as typeof stats;
    expect(batchStats.total_students).toBeLessThanOrEqual(after.total_students);
  });

  it('counts the entities of a batch and lists its live classes, contests and attendance', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const entities = (await admin.get(`${api}/entities-stats/?batch_slug=dsa-institute-2026`)).json;
    expect(entities).toEqual({
      articles_count: 6,
      problems_count: 1,
      quizzes_count: 4,
      // Three seeded for the dashboard and the live weekly test learners sit (seed/contests.ts).
      contests_count: 4,
      videos_count: 8,
    });
    const classes = page<{ slug: string; status: number; attendees_count: number }>(
      (await admin.get(`${api}/live-classes/?batch_slug=dsa-institute-2026`)).json,
    );
    expect(classes.count).toBe(5);
    expect(classes.results.some((row) => row.attendees_count > 0)).toBe(true);
    const completed = page<{ status: number }>((await admin.get(`${api}/live-classes/?status=5`)).json);
    expect(completed.results.every((row) => row.status === 5)).toBe(true);

    const sheet = (await admin.get(`${api}/attendance-sheet/?class_slug=dsa-institute-2026-class-2`))
      .json as {
      results: { attended: boolean; duration_minutes: number }[];
    };
    expect(sheet.results.some((row) => row.attended && row.duration_minutes > 0)).toBe(true);
    expect(sheet.results.some((row) => !row.attended)).toBe(true);
    expect(
      (await admin.get(`${api}/attendance-sheet/?class_slug=full-stack-company-2026-class-1`)).status,
    ).toBe(404);

    const archived = page<{ slug: string; status: number; participants_count: number }>(
      (await admin.get(`${api}/contests/?status=archived`)).json,
    );
    expect(archived.count).toBe(4);
    expect(archived.results.every((row) => row.status === 5 && row.participants_count > 0)).toBe(true);
    // Each count is that contest's attended sittings (the subquery once compared a sitting with its own id).
    for (const row of archived.results) {
      const [sittings] = await server.database.db
        .select({ n: count() })
        .from(contestParticipations)
        .innerJoin(batchContests, eq(batchContests.id, contestParticipations.contestId))
        .where(and(eq(batchContests.slug, row.slug), eq(contestParticipations.attended, true)));
      expect(row.participants_count).toBe(sittings!.n);
    }
    expect(page((await admin.get(`${api}/contests/?status=upcoming`)).json).count).toBe(2);
  });

  it('gives contest attendance as a list, a summary and a CSV, and proctored assets', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const contest = 'dsa-institute-2026-contest-1';
    const list = page<{ attended: boolean }>(
      (await admin.get(`${api}/contests/${contest}/attendance-list?page_size=500`)).json,
    );
    const summary = page<{ attended: boolean }>(
      (await admin.get(`${api}/contests/${contest}/attendance-summary`)).json,
    );
    expect(summary.count).toBeGreaterThan(0);
    expect(summary.count).toBeLessThan(list.count);
    const csv = await admin.get(`${api}/contests/${contest}/attendance-csv/`);
    const records = parse(csv.text, { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(list.count);
    expect(records.filter((record) => record.Attended === 'yes').length).toBe(
      list.results.filter((row) => row.attended).length,
    );
    const assets = page<{ kind: string; handle: string }>(
      (await admin.get(`/api/latest/dashboard/candidates/proctored-assets/?contest_slug=${contest}`)).json,
    );
    expect(assets.count).toBeGreaterThan(0);
    const one = assets.results[0]!.handle;
    const mine = page<{ handle: string }>(
      (
        await admin.get(
          `/api/latest/dashboard/candidates/proctored-assets/?contest_slug=${contest}&handle=${one}`,
        )
      ).json,
    );
    expect(mine.results.every((row) => row.handle === one)).toBe(true);
    const companyAdmin = await signedIn('company.admin@demo.test');
    expect((await companyAdmin.get(`${api}/contests/${contest}/attendance-list`)).status).toBe(404);
  });

  it('downloads the topper and attendance reports', async () => {
    const admin = await signedIn('company.admin@demo.test');
    const toppers = parse((await admin.get(`${api}/download-csv/?report_type=topper-agg-report`)).text, {
      columns: true,
    }) as Record<string, string>[];
    expect(toppers.length).toBeGreaterThan(0);
    const averages = toppers.map((row) => Number(row['Average score']));
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    const attendance = parse(
      (
        await admin.get(
          `${api}/download-csv/?report_type=obc-att-agg-report&batch_slug=full-stack-company-2026`,
        )
      ).text,
      { columns: true },
    ) as Record<string, string>[];
    expect(attendance.some((row) => Number(row['Live classes attended']) > 0)).toBe(true);
  });
});

describe('students', () => {
  it('shows a report card and compares a student with the organization and with their peers', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const board = page<{ handle: string }>((await admin.get(`${api}/university/aggregated/report/`)).json);
    const handle = board.results[0]!.handle;
    const cardResponse = await admin.get(`${api}/user/${handle}/user-report/`);
    expect(cardResponse.status, cardResponse.text).toBe(200);
    const card = cardResponse.json as {
      user: { handle: string };
      scores: { problem_score: number };
      batches: { slug: string }[];
    };
    expect(card.user.handle).toBe(handle);
    expect(card.scores.problem_score).toBeGreaterThan(0);
    expect(card.batches.length).toBeGreaterThan(0);
    const analysis = await admin.get(`${api}/user/${handle}/peer-analysis/`);
    expect(analysis.status, analysis.text).toBe(200);
    const student = analysis.json as {
      user: { problem_score: number };
      peers_average: { problem_score: number };
    };
    expect(student.user.problem_score).toBeGreaterThan(0);
    expect(student.peers_average.problem_score).toBeGreaterThan(0);
    const peers = await admin.get(`${api}/user/${handle}/peer-analysis/?mode=peer-mode`);
    expect(peers.status).toBe(200);
    // A student of another organization is not found, not shown.
    const companyStudent = page<{ handle: string }>(
      (await (await signedIn('company.admin@demo.test')).get(`${api}/progress/`)).json,
    ).results[0]!.handle;
    expect((await admin.get(`${api}/user/${companyStudent}/user-report/`)).status).toBe(404);
  });

  it('tells the same problem counts on the report card, peer analysis, progress, leaderboard and batch counts', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const [platform] = await server.database.db.select({ problems: count() }).from(problems);
    const students = page<{ handle: string }>(
      (await admin.get(`${api}/university/aggregated/report/?page_size=12`)).json,
    ).results;
    const batchProblems = new Map<string, number>();
    let batchSolves = 0;
    for (const { handle } of students) {
      const card = (await admin.get(`${api}/user/${handle}/user-report/`)).json as {
        problems_solved: number;
        counts: { problems_count: number };
        batches: { slug: string }[];
      };
      // Practice solves count problems that exist; below, no batch claims more solves than that.
      expect(card.problems_solved).toBeLessThanOrEqual(platform!.problems);
      type Comparison = { user: { problems_count: number } };
      const everyBatch = (await admin.get(`${api}/user/${handle}/peer-analysis/`)).json as Comparison;
      expect(everyBatch.user.problems_count).toBe(card.counts.problems_count);
      const rollup = page<{ handle: string; problems_count: number }>(
        (await admin.get(`${api}/progress/?search=${handle}`)).json,
      ).results.find((row) => row.handle === handle);
      expect(rollup?.problems_count).toBe(card.counts.problems_count);
      let summed = 0;
      for (const { slug } of card.batches) {
        if (!batchProblems.has(slug))
          batchProblems.set(
            slug,
            (
              (await admin.get(`${api}/entities-stats/?batch_slug=${slug}`)).json as {
                problems_count: number;
              }
            ).problems_count,
          );
        const inBatch = page<{ handle: string; problems_count: number }>(
          (await admin.get(`${api}/progress/?batch_slug=${slug}&search=${handle}`)).json,
        ).results.find((row) => row.handle === handle)!;
        const compared = (await admin.get(`${api}/user/${handle}/peer-analysis/?batch_slug=${slug}`))
          .json as Comparison;
        expect(compared.user.problems_count).toBe(inBatch.problems_count);
        expect(inBatch.problems_count).toBeLessThanOrEqual(batchProblems.get(slug)!);
        expect(inBatch.problems_count).toBeLessThanOrEqual(card.problems_solved);
        const board = page<{ handle: string; problems_solved: number }>(
          (await admin.get(`${api}/batch/${slug}/leaderboard/?search=${handle}`)).json,
        ).results.find((row) => row.handle === handle)!;
        expect(board.problems_solved).toBe(card.problems_solved);
        summed += inBatch.problems_count;
      }
      expect(card.counts.problems_count).toBe(summed);
      batchSolves += summed;
    }
    // Seeded students do solve their batches' problems, so the figures above were not all zero.
    expect(batchSolves).toBeGreaterThan(0);
  });

  it('counts daily problems solved per student and in total, within a date range', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const stats = page<{ pod_solved_count: number; streak: number }>(
      (await admin.get(`${api}/users-repository/pod-stats`)).json,
    );
    expect(stats.results[0]!.pod_solved_count).toBeGreaterThan(0);
    const counts = stats.results.map((row) => row.pod_solved_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const all = (await admin.get(`${api}/users-repository/aggregate-pod-stats/`)).json as {
      pod_solved_total: number;
      active_users: number;
      total_users: number;
    };
    const lastWeek = dateRangePreset('Last 7 Days', new Date());
    const firstWeek = (
      await admin.get(
        `${api}/users-repository/aggregate-pod-stats/?from=${lastWeek.from.toISOString()}&to=${lastWeek.to.toISOString()}`,
      )
    ).json as typeof all;
    expect(all.active_users).toBeGreaterThan(0);
    expect(all.active_users).toBeLessThanOrEqual(all.total_users);
    expect(firstWeek.pod_solved_total).toBeGreaterThan(0);
    expect(firstWeek.pod_solved_total).toBeLessThan(all.pod_solved_total);
  });

  it('sorts the user repository by any column, and its CSV lists the rows of the screen in its order', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const week = dateRangePreset('Last 30 Days', new Date());
    const filters = `search=student1&from=${week.from.toISOString()}&to=${week.to.toISOString()}&sortBy=-streak`;
    const screen = page<{ email: string; streak: number }>(
      (await admin.get(`${api}/users-repository/pod-stats?${filters}&page_size=500`)).json,
    );
    expect(screen.count).toBeGreaterThan(1);
    const streaks = screen.results.map((row) => row.streak);
    expect(streaks).toEqual([...streaks].sort((a, b) => b - a));
    const byName = page<{ name: string }>(
      (await admin.get(`${api}/users-repository/pod-stats?sortBy=name&page_size=50`)).json,
    ).results.map((row) => row.name);
    // The database's collation orders the names; the ends of the page show the direction.
    expect(byName[0]!.localeCompare(byName.at(-1)!)).toBeLessThan(0);
    expect((await admin.get(`${api}/users-repository/pod-stats?sortBy=password`)).status).toBe(400);

    const csv = await admin.get(`${api}/users-repository/pod-stats/csv/?${filters}`);
    expect(csv.status).toBe(200);
    const records = parse(csv.text, { columns: true }) as Record<string, string>[];
    expect(records.map((row) => row.Email)).toEqual(screen.results.map((row) => row.email));
    expect(Object.keys(records[0]!)).toContain('Problems of the Day Solved');
    expect(
      (
        await (
          await signedIn('company.admin@demo.test')
        ).get(`${api}/users-repository/pod-stats/csv/?slug=demo-institute`)
      ).status,
    ).toBe(403);
  });

  it('dates the demo data from the seeding day, so every date preset of the user repository finds solves', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const now = new Date();
    const empty: string[] = [];
    for (const preset of DATE_RANGE_PRESETS) {
      if (preset === 'Custom Range') continue;
      const range = dateRangePreset(preset, now);
      const period = `from=${range.from.toISOString()}&to=${range.to.toISOString()}`;
      const totals = (await admin.get(`${api}/users-repository/aggregate-pod-stats/?${period}`)).json as {
        pod_solved_total: number;
      };
      const rows = page<{ pod_solved_count: number }>(
        (await admin.get(`${api}/users-repository/pod-stats?${period}&page_size=5`)).json,
      );
      if (totals.pod_solved_total === 0 || (rows.results[0]?.pod_solved_count ?? 0) === 0) empty.push(preset);
    }
    expect(empty).toEqual([]);
  });

  it('creates a university account, refusing a taken email and a foreign institute', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const details = (await admin.get(`${api}/university/details/`)).json as { institutes: { id: number }[] };
    const created = await admin.post(`${api}/university/user/create/`, {
      name: 'Nia New',
      email: 'nia.new@demo.test',
      institute_id: details.institutes[0]!.id,
      degree: 'B.Tech',
      branch: 'CSE',
      section: 'A',
      batch_slug: 'dsa-institute-2026',
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ handle: 'nia-new', name: 'Nia New', email: 'nia.new@demo.test' });
    const listed = page<{ handle: string }>(
      (await admin.get(`${api}/progress/?batch_slug=dsa-institute-2026&search=nia-new`)).json,
    );
    expect(listed.results.map((row) => row.handle)).toEqual(['nia-new']);
    expect(
      (await admin.post(`${api}/university/user/create/`, { name: 'Again', email: 'NIA.new@demo.test' }))
        .status,
    ).toBe(409);
    expect(
      (
        await admin.post(`${api}/university/user/create/`, {
          name: 'X',
          email: 'x.y@demo.test',
          institute_id: 999999,
        })
      ).status,
    ).toBe(404);
    const company = await signedIn('company.admin@demo.test');
    expect(
      (await company.post(`${api}/university/user/create/`, { name: 'C', email: 'c.d@demo.test' })).status,
    ).toBe(403);
  });
});

interface Deal {
  deal_id: number;
  deal_number: string;
  batch: { slug: string };
  licenses_purchased: number;
  active_licenses: number;
  remaining_licenses: number;
}

async function uploadCsv(
  client: ReturnType<typeof createSessionClient>,
  path: string,
  dealId: number,
  csv: string,
) {
  const form = new FormData();
  form.append('deal_id', String(dealId));
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'people.csv');
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    body: form,
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return {
    status: response.status,
    json: (await response.json()) as { processed: number; failed: { email: string; reason: string }[] },
  };
}

describe('access management', () => {
  it('lists deals with licences purchased, active and remaining', async () => {
    const admin = await signedIn('company.admin@demo.test');
    const deals = page<Deal>((await admin.get(`${api}/company/deals/`)).json);
    expect(deals.count).toBe(2);
    for (const deal of deals.results) {
      expect(deal.active_licenses).toBeGreaterThan(0);
      expect(deal.remaining_licenses).toBe(deal.licenses_purchased - deal.active_licenses);
    }
    const active = await admin.get(`${api}/company/deals/${deals.results[0]!.deal_id}/active-users/`);
    expect(active.headers.get('cache-control')).toBe('no-store');
    expect(page(active.json).count).toBe(deals.results[0]!.active_licenses);
    const institute = await signedIn('institute.admin@demo.test');
    expect(
      (await institute.get(`${api}/company/deals/${deals.results[0]!.deal_id}/active-users/`)).status,
    ).toBe(404);
  });

  it('grants by CSV with a result per row, never below zero licences, and revokes', async () => {
    const admin = await signedIn('company.admin@demo.test');
    const deal = page<Deal>((await admin.get(`${api}/company/deals/`)).json).results.find(
      (row) => row.batch.slug === 'full-stack-company-2026',
    )!;
    // An independent learner (no organization) joins through the grant.
    const [independent] = await server.database.db
      .select({ email: users.email, handle: users.handle, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.roles, ['learner']))
      .then((rows) => rows.filter((row) => row.organizationId === null));
    const csv = [
      'email',
      independent!.email,
      'not-an-email',
      'nobody@demo.test',
      'institute.admin@demo.test',
      '=cmd|x',
    ].join('\r\n');
    const granted = await uploadCsv(admin, `${api}/grant-access-upload-csv/`, deal.deal_id, csv);
    expect(granted.status).toBe(200);
    expect(granted.json.processed).toBe(1);
    expect(granted.json.failed.map((row) => row.email)).toEqual([
      'not-an-email',
      '=cmd|x',
      'nobody@demo.test',
      'institute.admin@demo.test',
    ]);
    const users1 = page<{ handle: string }>(
      (await admin.get(`${api}/company/deals/${deal.deal_id}/active-users/?search=${independent!.email}`))
        .json,
    );
    expect(users1.results.map((row) => row.handle)).toEqual([independent!.handle]);
    const after = page<Deal>((await admin.get(`${api}/company/deals/`)).json).results.find(
      (row) => row.deal_id === deal.deal_id,
    )!;
    expect(after.remaining_licenses).toBe(deal.remaining_licenses - 1);

    // Ask for more than remain: the extra rows fail, remaining stops at 0.
    const fresh = Array.from({ length: after.remaining_licenses + 3 }, (_, i) => `extra${i}@demo.test`);
    for (const address of fresh)
      await server.database.db
        .insert(users)
        .values({ email: address, handle: address.split('@')[0]!, name: address, passwordHash: 'x' });
    const many = await admin.post(`${api}/company/user/grant-access/`, {
      deal_id: deal.deal_id,
      emails: fresh,
    });
    expect(many.json.processed).toBe(after.remaining_licenses);
    expect(
      (many.json.failed as { reason: string }[]).filter(
        (row) => row.reason === 'No licences left on this deal.',
      ),
    ).toHaveLength(3);
    const full = page<Deal>((await admin.get(`${api}/company/deals/`)).json).results.find(
      (row) => row.deal_id === deal.deal_id,
    )!;
    expect(full.remaining_licenses).toBe(0);

    const revoked = await admin.post(`${api}/revoke-access/?deal_id=${deal.deal_id}`, {
      emails: [independent!.email, 'nobody@demo.test'],
    });
    expect(revoked.json).toEqual({
      processed: 1,
      failed: [{ email: 'nobody@demo.test', reason: 'Has no access through this deal.' }],
    });
    const byCsv = await uploadCsv(
      admin,
      `${api}/revoke-access-upload-csv/`,
      deal.deal_id,
      `${fresh[0]}\n${fresh[1]}\n`,
    );
    expect(byCsv.json.processed).toBe(2);
    const end = page<Deal>((await admin.get(`${api}/company/deals/`)).json).results.find(
      (row) => row.deal_id === deal.deal_id,
    )!;
    expect(end.remaining_licenses).toBe(3);

    // Every change of the deal is in its edit history, newest first, with who made it.
    const history = page<{ changed_by: string; changes: Record<string, { from: unknown; to: unknown }> }>(
      (await admin.get(`/api/latest/edit_history/?entity_type=organization_deal&entity_id=${deal.deal_id}`))
        .json,
    );
    expect(history.results[0]).toMatchObject({
      changed_by: 'company-admin',
      changes: { active_licenses: { from: full.active_licenses - 1, to: full.active_licenses - 3 } },
    });
    expect(history.count).toBeGreaterThanOrEqual(5);
  });

  it('refuses a deal of another organization and a file that is not CSV', async () => {
    const institute = await signedIn('institute.admin@demo.test');
    const company = await signedIn('company.admin@demo.test');
    const foreign = page<Deal>((await company.get(`${api}/company/deals/`)).json).results[0]!;
    expect(
      (
        await institute.post(`${api}/company/user/grant-access/`, {
          deal_id: foreign.deal_id,
          emails: ['a@b.test'],
        })
      ).status,
    ).toBe(404);
    const form = new FormData();
    form.append('deal_id', String(foreign.deal_id));
    form.append('file', new Blob(['\x89PNG'], { type: 'image/png' }), 'photo.png');
    const response = await fetch(`${server.url}${api}/grant-access-upload-csv/`, {
      method: 'POST',
      body: form,
      headers: { cookie: [...company.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.status).toBe(400);
  });

  it('shows other edit histories only to the roles that edit them', async () => {
    const setter = await signedIn('setter@demo.test');
    expect((await setter.get('/api/latest/edit_history/?entity_type=problem&entity_id=1')).status).toBe(200);
    expect((await setter.get('/api/latest/edit_history/?entity_type=course&entity_id=1')).status).toBe(403);
    const moderator = await signedIn('moderator@demo.test');
    expect((await moderator.get('/api/latest/edit_history/?entity_type=live_class&entity_id=1')).status).toBe(
      200,
    );
    const superAdmin = await signedIn('admin@demo.test');
    expect((await superAdmin.get('/api/latest/edit_history/?entity_type=track&entity_id=1')).status).toBe(
      200,
    );
  });
});

describe('noticeboard and mail', () => {
  it('lists notices pinned first, creates and edits them, and never edits another organization’s', async () => {
    const admin = await signedIn('company.admin@demo.test');
    const board = page<{ id: number; pinned: boolean; title: string }>(
      (await admin.get(`${api}/noticeboard/`)).json,
    );
    expect(board.results[0]!.pinned).toBe(true);
    const created = await admin.request('PATCH', `${api}/noticeboard/`, {
      title: 'Exam week',
      body: 'No classes on Friday.',
    });
    expect(created.status).toBe(200);
    const id = created.json.id as number;
    const edited = await admin.request('PATCH', `${api}/noticeboard/`, {
      id,
      title: 'Exam week',
      body: 'Moved.',
      pinned: true,
    });
    expect(edited.json).toMatchObject({ id, body: 'Moved.', pinned: true });
    const institute = await signedIn('institute.admin@demo.test');
    expect(
      (await institute.request('PATCH', `${api}/noticeboard/`, { id, title: 'x', body: 'y' })).status,
    ).toBe(404);
  });

  it('puts mail to the organization’s students in the outbox and delivers it over SMTP', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const before = smtp.messages.length;
    const sent = await admin.post(`${api}/send-mail/?batch_slug=dsa-institute-2026`, {
      subject: 'Contest on Saturday',
      body: 'Good luck!',
      recipients: ['learner@demo.test', 'asha'],
    });
    expect(sent.status).toBe(200);
    // Delivered by the mail queue after the answer (ADR 0061).
    expect(sent.json).toEqual({ sent: 1, delivered: 0 });
    await smtp.nextTo('learner@demo.test', before);
    expect(smtp.messages.at(-1)?.to).toEqual(['learner@demo.test']);
    expect(smtp.messages.at(-1)?.data).toContain('Subject: Contest on Saturday');
    const sentAt = async () =>
      (await server.database.db.select().from(outbox).where(eq(outbox.subject, 'Contest on Saturday')))[0]
        ?.sentAt ?? null;
    await expect.poll(sentAt).not.toBeNull();
    const stranger = await admin.post(`${api}/send-mail/`, {
      subject: 'x',
      body: 'y',
      recipients: ['company.admin@demo.test'],
    });
    expect(stranger.status).toBe(400);
  });
});

describe('batch names, server-side ranges and batch notices', () => {
  it('names a batch of the organization, and answers 404 for another organization’s batch', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const batch = await admin.get(`${api}/batch/dsa-institute-2026/`);
    expect(batch.status).toBe(200);
    expect(batch.json).toMatchObject({ slug: 'dsa-institute-2026', name: 'DSA 2026 - Demo Institute' });
    expect(batch.json.students_count).toBeGreaterThan(0);
    expect((await admin.get(`${api}/batch/full-stack-company-2026/`)).status).toBe(404);
    expect((await admin.get(`${api}/batch/no-such-batch/`)).status).toBe(404);
    const superAdmin = await signedIn('admin@demo.test');
    const named = await superAdmin.get(`${api}/batch/full-stack-company-2026/?slug=demo-company`);
    expect(named.json.name).toBe('Full Stack 2026 - Demo Company');
  });

  it('filters progress by ranges in the query, counting every matching student for paging', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const everyone = page<{ handle: string; progress: number }>(
      (await admin.get(`${api}/progress/?batch_slug=dsa-institute-2026&page_size=500`)).json,
    );
    const inRanges = (value: number) => Math.round(value) <= 25 || (Math.round(value) >= 76 && value <= 100);
    const expected = everyone.results.filter((row) => inRanges(row.progress));
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(everyone.count);
    const filtered = page<{ handle: string; progress: number }>(
      (
        await admin.get(
          `${api}/progress/?batch_slug=dsa-institute-2026&progress_ranges=0-25,76-100&page_size=5&page=2`,
        )
      ).json,
    );
    expect(filtered.count).toBe(expected.length);
    expect(filtered.results.map((row) => row.handle)).toEqual(expected.slice(5, 10).map((row) => row.handle));
    const organizationWide = page<{ progress: number }>(
      (await admin.get(`${api}/progress/?progress_ranges=51-75&page_size=500`)).json,
    );
    expect(
      organizationWide.results.every(
        (row) => Math.round(row.progress) >= 51 && Math.round(row.progress) <= 75,
      ),
    ).toBe(true);
    expect((await admin.get(`${api}/progress/?progress_ranges=75-26`)).status).toBe(400);
    expect((await admin.get(`${api}/progress/?progress_ranges=lots`)).status).toBe(400);
  });

  it('filters a leaderboard by score ranges and keeps each student’s rank', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const board = page<{ handle: string; rank: number; score: number }>(
      (await admin.get(`${api}/batch/dsa-institute-2026/leaderboard/?page_size=500`)).json,
    );
    const expected = board.results.filter(
      (row) => Math.round(row.score) >= 51 && Math.round(row.score) <= 75,
    );
    expect(expected.length).toBeGreaterThan(0);
    const filtered = page<{ handle: string; rank: number }>(
      (await admin.get(`${api}/batch/dsa-institute-2026/leaderboard/?score_ranges=51-75&page_size=500`)).json,
    );
    expect(filtered.count).toBe(expected.length);
    expect(filtered.results).toEqual(
      expected.map((row) => expect.objectContaining({ handle: row.handle, rank: row.rank })),
    );
  });

  it('shows a batch its own notices and the organization-wide ones, and checks the batch is the organization’s', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const forBatch = await admin.request('PATCH', `${api}/noticeboard/`, {
      title: 'DSA lab moved',
      body: 'Room 4 from Monday.',
      batch_slug: 'dsa-institute-2026',
    });
    expect(forBatch.status).toBe(200);
    expect(forBatch.json).toMatchObject({ title: 'DSA lab moved', batch_slug: 'dsa-institute-2026' });
    const forEveryone = await admin.request('PATCH', `${api}/noticeboard/`, {
      title: 'Holiday',
      body: 'Closed.',
    });
    expect(forEveryone.json.batch_slug).toBeNull();
    const titles = async (query: string) =>
      page<{ title: string }>((await admin.get(`${api}/noticeboard/${query}`)).json).results.map(
        (n) => n.title,
      );
    expect(await titles('?batch_slug=dsa-institute-2026&page_size=100')).toEqual(
      expect.arrayContaining(['DSA lab moved', 'Holiday']),
    );
    const python = await titles('?batch_slug=python-institute-2026&page_size=100');
    expect(python).toContain('Holiday');
    expect(python).not.toContain('DSA lab moved');
    expect(await titles('?page_size=100')).toEqual(expect.arrayContaining(['DSA lab moved', 'Holiday']));

    // An edit that leaves batch_slug out keeps the batch; null makes the notice organization-wide.
    const id = forBatch.json.id as number;
    const kept = await admin.request('PATCH', `${api}/noticeboard/`, {
      id,
      title: 'DSA lab moved',
      body: 'Room 5.',
    });
    expect(kept.json.batch_slug).toBe('dsa-institute-2026');
    const widened = await admin.request('PATCH', `${api}/noticeboard/`, {
      id,
      title: 'DSA lab moved',
      body: 'Room 5.',
      batch_slug: null,
    });
    expect(widened.json.batch_slug).toBeNull();

    const foreign = await admin.request('PATCH', `${api}/noticeboard/`, {
      title: 'x',
      body: 'y',
      batch_slug: 'full-stack-company-2026',
    });
    expect(foreign.status).toBe(404);
    expect((await admin.get(`${api}/noticeboard/?batch_slug=full-stack-company-2026`)).status).toBe(404);
  });
});

describe('live learner activity', () => {
  it('shows a learner’s correct submission on the admin’s reports: problems solved, problem score and streak', async () => {
    const db = server.database.db;
    const [sum] = await db
      .select({ id: problems.id })
      .from(problems)
      .where(eq(problems.slug, 'sum-of-two-numbers'));
    // Today's daily problem, so the solve also starts a daily-problem streak.
    const today = new Date().toISOString().slice(0, 10);
    await db
      .insert(problemsOfDay)
      .values({ date: today, problemId: sum!.id })
      .onConflictDoUpdate({ target: problemsOfDay.date, set: { problemId: sum!.id } });

    const admin = await signedIn('institute.admin@demo.test');
    const progressOf = async () =>
      page<{ problems_count: number }>(
        (await admin.get(`${api}/progress/?batch_slug=dsa-institute-2026&search=asha`)).json,
      ).results[0]!;
    const before = await progressOf();
    const cardBefore = (await admin.get(`${api}/user/asha/user-report/`)).json;
    expect(cardBefore).toMatchObject({ problems_solved: 0, streak: 0 });
    // The aggregated report keeps a page until the next write: read it now, so a stale page would show.
    const reportRowOf = async () =>
      page<{ handle: string; problems_solved: number; streak: number }>(
        (await admin.get(`${api}/university/aggregated/report/?search=asha`)).json,
      ).results.find((row) => row.handle === 'asha');
    expect(await reportRowOf()).toMatchObject({ problems_solved: 0, streak: 0 });

    const learner = await signedIn('learner@demo.test');
    const started = await learner.post('/api/latest/problems/sum-of-two-numbers/submit/compile/', {
      language: 'python3',
      code: 'a, b = map(int, input().split())\nprint(a + b)\n',
    });
    expect(started.status).toBe(200);
    let verdict: unknown;
    for (let poll = 0; poll < 200 && verdict === undefined; poll++) {
      const result = await learner.post('/api/latest/problems/submission/submit/result/', {
        submission_id: started.json.submission_id,
      });
      if (result.json.status === 'done') verdict = result.json.verdict;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(verdict).toBe('correct');

    const card = (await admin.get(`${api}/user/asha/user-report/`)).json;
    expect(card).toMatchObject({ problems_solved: 1, streak: 1 });
    // The verdict is stored by a judge worker, not a request: it still reaches the kept report page.
    expect(await reportRowOf()).toMatchObject({ problems_solved: 1, streak: 1 });
    const problemScore = (report: unknown) =>
      (report as { scores: { problem_score: number } }).scores.problem_score;
    expect(problemScore(card)).toBeGreaterThan(problemScore(cardBefore));
    expect((await progressOf()).problems_count).toBe(before.problems_count + 1);
    const board = page<{ handle: string; problems_solved: number; streak: number }>(
      (await admin.get(`${api}/batch/dsa-institute-2026/leaderboard/?search=asha`)).json,
    );
    expect(board.results[0]).toMatchObject({ handle: 'asha', problems_solved: 1, streak: 1 });
  });
});

describe('batch views agree with each other and downloads match their screens', () => {
  const batchSlug = 'dsa-institute-2026';
  const rowsOfCsv = (text: string) => parse(text, { columns: true, bom: true }) as Record<string, string>[];

  /** Whom each view of the batch lists: the header's count, every paged view and every download. */
  async function everyView(admin: Awaited<ReturnType<typeof signedIn>>) {
    const big = 'page_size=500';
    const header = await admin.get(`${api}/batch/${batchSlug}/`);
    const leaderboard = page<{ email: string }>(
      (await admin.get(`${api}/batch/${batchSlug}/leaderboard/?${big}`)).json,
    );
    const progress = page<{ email: string }>(
      (await admin.get(`${api}/progress/?batch_slug=${batchSlug}&${big}`)).json,
    );
    const consolidated = page<{ email: string }>(
      (await admin.get(`${api}/consolidated-report/?batch_slug=${batchSlug}&${big}`)).json,
    );
    const leaderboardCsv = rowsOfCsv(
      (await admin.get(`${api}/leaderboard-csv/?batch_slug=${batchSlug}`)).text,
    );
    const progressCsv = rowsOfCsv((await admin.get(`/api/latest/csv/${batchSlug}/students-progress/`)).text);
    const toppersCsv = rowsOfCsv(
      (await admin.get(`${api}/download-csv/?batch_slug=${batchSlug}&report_type=topper-agg-report`)).text,
    );
    return {
      counts: {
        header: header.json.students_count as number,
        leaderboard: leaderboard.count,
        progress: progress.count,
        consolidated: consolidated.count,
        leaderboardCsv: leaderboardCsv.length,
        progressCsv: progressCsv.length,
        toppersCsv: toppersCsv.length,
      },
      emails: [
        ...leaderboard.results.map((row) => row.email),
        ...progress.results.map((row) => row.email),
        ...consolidated.results.map((row) => row.email),
        ...leaderboardCsv.map((row) => row.Email),
        ...progressCsv.map((row) => row.Email),
        ...toppersCsv.map((row) => row.Email),
      ],
    };
  }

  it('removes a revoked learner from every view of the batch, and every view counts the same people', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const before = await everyView(admin);
    const people = before.counts.header;
    expect(people).toBeGreaterThan(0);
    expect(before.counts).toEqual(Object.fromEntries(Object.keys(before.counts).map((key) => [key, people])));

    const deal = page<Deal>((await admin.get(`${api}/company/deals/`)).json).results.find(
      (row) => row.batch.slug === batchSlug,
    )!;
    const active = page<{ email: string }>(
      (await admin.get(`${api}/company/deals/${deal.deal_id}/active-users/?page_size=1`)).json,
    );
    const leaving = active.results[0]!.email;
    expect(before.emails).toContain(leaving);
    const revoked = await admin.post(`${api}/revoke-access/?deal_id=${deal.deal_id}`, { emails: [leaving] });
    expect(revoked.json).toEqual({ processed: 1, failed: [] });

    const after = await everyView(admin);
    expect(after.counts).toEqual(
      Object.fromEntries(Object.keys(before.counts).map((key) => [key, people - 1])),
    );
    expect(after.emails).not.toContain(leaving);
  });

  it('downloads the rows its screen shows with the same search and ranges', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const emails = (rows: { email?: string; Email?: string }[]) =>
      rows.map((row) => row.email ?? row.Email).sort();

    const leaderboardFilters = 'search=student&score_ranges=0-40';
    const leaderboard = page<{ email: string }>(
      (await admin.get(`${api}/batch/${batchSlug}/leaderboard/?${leaderboardFilters}&page_size=500`)).json,
    );
    const everyone = page<{ email: string }>(
      (await admin.get(`${api}/batch/${batchSlug}/leaderboard/?page_size=500`)).json,
    );
    expect(leaderboard.count).toBeGreaterThan(0);
    expect(leaderboard.count).toBeLessThan(everyone.count);
    const leaderboardCsv = rowsOfCsv(
      (await admin.get(`${api}/leaderboard-csv/?batch_slug=${batchSlug}&${leaderboardFilters}`)).text,
    );
    expect(emails(leaderboardCsv)).toEqual(emails(leaderboard.results));

    const progressFilters = 'search=student1&progress_ranges=0-60';
    const progress = page<{ email: string }>(
      (await admin.get(`${api}/progress/?batch_slug=${batchSlug}&${progressFilters}&page_size=500`)).json,
    );
    expect(progress.count).toBeGreaterThan(0);
    const progressCsv = rowsOfCsv(
      (await admin.get(`/api/latest/csv/${batchSlug}/students-progress/?${progressFilters}`)).text,
    );
    expect(emails(progressCsv)).toEqual(emails(progress.results));

    const consolidated = page<{ email: string }>(
      (await admin.get(`${api}/consolidated-report/?batch_slug=${batchSlug}&search=student2&page_size=500`))
        .json,
    );
    expect(consolidated.count).toBeGreaterThan(0);
    for (const reportType of ['topper-agg-report', 'obc-att-agg-report']) {
      const file = rowsOfCsv(
        (
          await admin.get(
            `${api}/download-csv/?batch_slug=${batchSlug}&report_type=${reportType}&search=student2`,
          )
        ).text,
      );
      expect(emails(file)).toEqual(emails(consolidated.results));
    }
  });

  it('refuses a date range that ends before it starts, or a date that is not one, with a 400 beside the field', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    for (const path of ['users-repository/pod-stats', 'users-repository/aggregate-pod-stats/']) {
      const backwards = await admin.get(`${api}/${path}?from=2026-11-20&to=2026-11-01`);
      expect(backwards.status).toBe(400);
      expect(backwards.json.error).toMatchObject({
        message: 'The date range ends before it starts: pick an end date on or after the start date.',
        fields: { to: 'The end date is before the start date.' },
      });
      const notADate = await admin.get(`${api}/${path}?from=yesterday`);
      expect(notADate.status).toBe(400);
      expect(notADate.json.error).toMatchObject({ fields: { from: 'Not a date.' } });
      expect((await admin.get(`${api}/${path}?from=2026-11-01&to=2026-11-01`)).status).toBe(200);
    }
  });
});
