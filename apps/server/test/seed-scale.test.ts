import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEARNERS } from '../src/seed/generate';
import { signedInClient, startTestServer, type TestServer } from './harness';

// The demo students plus 40 written by the bulk (set-based) seed.
const SCALE = 40;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: 1000 }, { learners: DEMO_LEARNERS + SCALE });
});
afterAll(async () => {
  await server.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Students numbered past the hand-written demo ones (`u` is the users row). */
const scaleStudent = sql.raw(
  `case when u.handle ~ '^student[0-9]+$' then substr(u.handle, 8)::int else 0 end > ${DEMO_LEARNERS}`,
);

const signedIn = (email: string) => signedInClient(server.url, email);

describe('bulk seed of scale learners', () => {
  it('adds the scale students with enrolments, where they study and their activity', async () => {
    const [counts] = await rows<Record<string, number>>(sql`
      select count(*)::int as students,
        count(*) filter (where u.organization_id is not null)::int as in_organizations,
        count(distinct p.user_id)::int as with_profile,
        count(distinct e.user_id)::int as enrolled,
        count(distinct a.user_id)::int as with_activity
      from users u
      left join org_student_profiles p on p.user_id = u.id
      left join (select distinct user_id from batch_enrollments) e on e.user_id = u.id
      left join (select distinct user_id from org_batch_activity) a on a.user_id = u.id
      where ${scaleStudent}`);
    expect(counts!.students).toBe(SCALE);
    expect(counts!.enrolled).toBe(SCALE);
    expect(counts!.in_organizations).toBeGreaterThan(SCALE / 2);
    expect(counts!.with_profile).toBe(counts!.in_organizations);
    expect(counts!.with_activity).toBe(counts!.in_organizations);
    // Realistic spread: institute students across campuses, degrees and a range of scores.
    const [spread] = await rows<Record<string, number>>(sql`
      select count(distinct p.institute_id)::int as campuses, count(distinct p.degree)::int as degrees,
        min(a.problem_score)::float as low, max(a.problem_score)::float as high
      from users u join org_student_profiles p on p.user_id = u.id
      join org_batch_activity a on a.user_id = u.id
      join organizations o on o.id = u.organization_id and o.slug = 'demo-institute'
      where ${scaleStudent}`);
    expect(spread!.campuses).toBeGreaterThan(1);
    expect(spread!.degrees).toBeGreaterThan(1);
    expect(spread!.high! - spread!.low!).toBeGreaterThan(20);
  });

  it('reports each scale student of the institute as the seed wrote them', async () => {
    const expected = await rows<{
      handle: string;
      problem_score: number;
      problems_solved: number;
      degree: string;
      institute: string;
    }>(sql`
      select u.handle, round(avg(a.problem_score)::numeric, 1)::float as problem_score,
        (select count(*) from problem_attempts t where t.user_id = u.id and t.status = 1)::int as problems_solved,
        p.degree, coalesce(i.name, '') as institute
      from users u
      join organizations o on o.id = u.organization_id and o.slug = 'demo-institute'
      join org_batch_activity a on a.user_id = u.id
      join org_student_profiles p on p.user_id = u.id
      left join org_institutes i on i.id = p.institute_id
      where ${scaleStudent}
      group by u.id, p.degree, i.name`);
    expect(expected.length).toBeGreaterThan(0);

    const admin = await signedIn('institute.admin@demo.test');
    const table = (
      await admin.get('/api/latest/organization-dashboard/university/aggregated/report/?page_size=500')
    ).json as { count: number; results: { handle: string }[] };
    const csv = await admin.get('/api/latest/organization-dashboard/university/aggregated/report/csv/');
    const records = parse(csv.text, { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(table.count);
    expect(records.map((record) => record.Handle)).toEqual(table.results.map((row) => row.handle));
    for (const student of expected) {
      const record = records.find((row) => row.Handle === student.handle);
      expect(record, student.handle).toMatchObject({
        'Problem score': String(student.problem_score),
        'Problems solved': String(student.problems_solved),
        Degree: student.degree,
        Institute: student.institute,
      });
    }
  });

  it('keeps the demo logins, and scale learners sign in with the demo password', async () => {
    for (const email of ['institute.admin@demo.test', 'learner@demo.test', 'student1@demo.test'])
      await signedIn(email);
    const learner = await signedIn(`student${DEMO_LEARNERS + SCALE}@demo.test`);
    const me = await learner.get('/api/auth/session');
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.json)).toContain(`student${DEMO_LEARNERS + SCALE}`);
  });
});
