import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { learners: 4 });
}, 180_000);
afterAll(() => server.close());

const api = '/api/latest';
const signedIn = (email: string) => signedInClient(server.url, email);
const fieldsOf = (answer: { json: Record<string, unknown> }) =>
  (answer.json.error as { fields?: Record<string, string> } | undefined)?.fields ?? {};

describe('staff dashboard lists and the user calls (issue 21)', () => {
  it('lists every course and finds people by name, handle or e-mail for staff only', async () => {
    const support = await signedIn('support@demo.test');
    const courses = await support.get(`${api}/staff/all-courses/?search=python`);
    expect(courses.status).toBe(200);
    expect(courses.json.results).toEqual(
      expect.arrayContaining([expect.objectContaining({ course_slug: 'python-foundations' })]),
    );
    const found = await support.get(`${api}/users/search/?q=student2`);
    expect((found.json.results as { handle: string }[])[0]).toMatchObject({
      handle: 'student2',
      email: 'student2@demo.test',
    });
    expect(fieldsOf(await support.get(`${api}/users/search/?q=s`)).q).toBe('Type at least 2 characters');
    const learner = await signedIn('student1@demo.test');
    expect((await learner.get(`${api}/users/search/?q=student2`)).status).toBe(403);
    expect((await learner.get(`${api}/staff/all-courses/`)).status).toBe(403);
    expect((await (await signedIn('setter@demo.test')).get(`${api}/users/search/?q=student2`)).status).toBe(
      403,
    );
  });

  it('filters the all-courses list by type and enrolment, and refuses an unknown type beside its field', async () => {
    const moderator = await signedIn('moderator@demo.test');
    type Course = { course_type: number; is_published: boolean };
    const live = await moderator.get(`${api}/staff/all-courses/?course_type=2&page_size=100`);
    expect(live.status).toBe(200);
    const liveCourses = live.json.results as Course[];
    expect(liveCourses.length).toBeGreaterThan(0);
    expect(liveCourses.every((course) => course.course_type === 2)).toBe(true);
    const open = await moderator.get(`${api}/staff/all-courses/?enrolment=open&page_size=100`);
    const closed = await moderator.get(`${api}/staff/all-courses/?enrolment=closed&page_size=100`);
    const every = await moderator.get(`${api}/staff/all-courses/?page_size=1`);
    expect((open.json.results as Course[]).every((course) => course.is_published)).toBe(true);
    expect((closed.json.results as Course[]).every((course) => !course.is_published)).toBe(true);
    // Open and closed split the courses: together they are all of them, as the list's count says.
    expect((open.json.count as number) + (closed.json.count as number)).toBe(every.json.count);
    const unknown = await moderator.get(`${api}/staff/all-courses/?course_type=9`);
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown).course_type).toBeDefined();
  });

  it('names the moderators, answers whether the caller may use an area, and refuses an unknown one', async () => {
    const support = await signedIn('support@demo.test');
    const internal = await support.get(`${api}/users/internal/`);
    expect(internal.json.moderators).toEqual([expect.objectContaining({ handle: 'moderator' })]);
    expect((await support.get(`${api}/users/check-permission/?source=support`)).json).toEqual({
      source: 'support',
      allowed: true,
    });
    expect((await support.get(`${api}/users/check-permission/?source=coupons`)).json.allowed).toBe(false);
    const unknown = await support.get(`${api}/users/check-permission/?source=nuclear`);
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown).source).toMatch(/^Name one of: .*liveClasses/);
    const learner = await signedIn('student1@demo.test');
    expect((await learner.get(`${api}/users/internal/`)).status).toBe(403);
    expect((await learner.get(`${api}/users/check-permission/?source=support`)).json.allowed).toBe(false);
  });

  it('gives a learner their own figures per dashboard view', async () => {
    const learner = await signedIn('student1@demo.test');
    const overview = await learner.get(`${api}/dashboard/overview`);
    expect(overview.status).toBe(200);
    const cards = overview.json.cards as { key: string; value: number }[];
    expect(cards.map((card) => card.key)).toEqual(['problems_solved', 'batches', 'contests']);
    expect(cards.find((card) => card.key === 'batches')!.value).toBeGreaterThan(0);
    const problems = (await learner.get(`${api}/dashboard/problems`)).json.cards as { key: string }[];
    expect(problems.map((card) => card.key)).toEqual(['problems_solved', 'hard_solved', 'submissions']);
    expect((await learner.get(`${api}/dashboard/everything`)).status).toBe(400);
  });
});
