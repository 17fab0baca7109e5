import { and, asc, eq, isNotNull, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchContentItems,
  batchEnrollments,
  batches,
  courses,
  organizations,
  users,
} from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

/**
 * The course team's batch tools (ADR 0105), over HTTP against a copy of the demo data: the list of video feedback
 * (learners post it the way the track page does; course admins read it by course, batch, video, stars and tag) and
 * changing a learner's electives.
 */
let server: TestServer;
const api = '/api/latest';

let course: { slug: string; name: string };
let batchSlug: string;
let otherCourseBatch: string;
let learners: { email: string; handle: string }[];
let videos: { id: number; title: string }[];
let otherBatchVideo: number;

beforeAll(async () => {
  server = await startTestServer({}, { learners: 5 });
  const { db } = server.database;
  const [row] = await db
    .select({ batch: batches, course: courses })
    .from(batchEnrollments)
    .innerJoin(users, eq(users.id, batchEnrollments.userId))
    .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .innerJoin(organizations, eq(organizations.id, batches.organizationId))
    .where(and(eq(organizations.slug, 'demo-institute'), like(users.email, 'student%')))
    .orderBy(asc(users.id), asc(batches.id))
    .limit(1);
  if (!row) throw new Error('no demo student is in an institute batch');
  course = { slug: row.course.slug, name: row.course.name };
  batchSlug = row.batch.slug;
  // Two learners of the batch: the first two demo students, given a seat here if the seed gave them none.
  const students = await db
    .select({ id: users.id, email: users.email, handle: users.handle })
    .from(users)
    .where(like(users.email, 'student%@demo.test'))
    .orderBy(asc(users.id))
    .limit(2);
  for (const student of students)
    await db
      .insert(batchEnrollments)
      .values({ batchId: row.batch.id, userId: student.id })
      .onConflictDoNothing();
  learners = students;
  videos = await db
    .select({ id: batchContentItems.id, title: batchContentItems.title })
    .from(batchContentItems)
    .where(
      and(
        eq(batchContentItems.batchId, row.batch.id),
        eq(batchContentItems.kind, 'video'),
        isNotNull(batchContentItems.trackId),
      ),
    )
    .orderBy(asc(batchContentItems.id))
    .limit(2);
  if (videos.length < 2) throw new Error('the batch has fewer than two track videos');
  const [other] = await db
    .select({ batch: batches.slug, video: batchContentItems.id })
    .from(batchContentItems)
    .innerJoin(batches, eq(batches.id, batchContentItems.batchId))
    .where(
      and(
        ne(batches.courseId, row.course.id),
        eq(batchContentItems.kind, 'video'),
        isNotNull(batchContentItems.trackId),
      ),
    )
    .limit(1);
  if (!other) throw new Error('no track video of another course');
  otherCourseBatch = other.batch;
  otherBatchVideo = other.video;
}, 180_000);
afterAll(() => server.close());

type Listed = {
  count: number;
  average_rating: number | null;
  results: {
    handle: string;
    rating: number;
    tags: string[];
    comment: string;
    video_id: number;
    course_slug: string;
  }[];
  batches: { slug: string }[];
  videos: { id: number }[];
};
const errorOf = (json: Record<string, unknown>) =>
  json.error as { code: string; message: string; fields?: Record<string, string> };

describe('the course team reads video feedback (ADR 0105)', () => {
  it('lists what learners sent, newest first, narrowed by course, batch, video, stars and tag, with paging', async () => {
    const [first, second] = learners;
    const one = await signedInClient(server.url, first!.email);
    const two = await signedInClient(server.url, second!.email);
    expect(
      (
        await one.post(`${api}/videos/${videos[0]!.id}/feedbacks/`, {
          rating: 4,
          tags: ['Too fast'],
          comment: 'Slow down at the recursion part',
        })
      ).status,
    ).toBe(200);
    expect(
      (await two.post(`${api}/videos/${videos[1]!.id}/feedbacks/`, { rating: 2, tags: ['Audio problem'] }))
        .status,
    ).toBe(200);

    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const list = async (query: string) => {
      const answer = await admin.get(`${api}/video-feedbacks/?${query}`);
      expect(answer.status).toBe(200);
      return answer.json as unknown as Listed;
    };

    const byCourse = await list(`course_slug=${course.slug}`);
    expect(byCourse.count).toBe(2);
    expect(byCourse.average_rating).toBe(3);
    // Newest first: the second learner sent theirs last.
    expect(byCourse.results.map((row) => row.handle)).toEqual([second!.handle, first!.handle]);
    expect(byCourse.results[1]).toMatchObject({
      rating: 4,
      tags: ['Too fast'],
      comment: 'Slow down at the recursion part',
      video_id: videos[0]!.id,
      course_slug: course.slug,
    });
    expect(byCourse.batches.map((batch) => batch.slug)).toContain(batchSlug);
    expect(byCourse.videos).toEqual([]);

    const byBatch = await list(`course_slug=${course.slug}&batch_slug=${batchSlug}`);
    expect(byBatch.count).toBe(2);
    expect(byBatch.videos.map((video) => video.id)).toEqual(expect.arrayContaining(videos.map((v) => v.id)));

    const byVideo = await list(
      `course_slug=${course.slug}&batch_slug=${batchSlug}&video_id=${videos[0]!.id}`,
    );
    expect(byVideo.results.map((row) => row.handle)).toEqual([first!.handle]);
    expect(byVideo.average_rating).toBe(4);

    const lowStars = await list(`course_slug=${course.slug}&rating=2`);
    expect(lowStars.results.map((row) => row.handle)).toEqual([second!.handle]);
    // A tag matches in any letter case.
    const audio = await list(`course_slug=${course.slug}&tag=${encodeURIComponent('audio problem')}`);
    expect(audio.results.map((row) => row.handle)).toEqual([second!.handle]);
    const none = await list(`course_slug=${course.slug}&rating=5`);
    expect(none).toMatchObject({ count: 0, average_rating: null, results: [] });

    // Sending again replaces the learner's feedback: still one row, now the new stars.
    await one.post(`${api}/videos/${videos[0]!.id}/feedbacks/`, { rating: 5 });
    const replaced = await list(`course_slug=${course.slug}`);
    expect(replaced.count).toBe(2);
    expect(replaced.results[0]).toMatchObject({ handle: first!.handle, rating: 5, tags: [] });

    // Paging: one a page, the second page has the older one; every course at once holds at least these two.
    const secondPage = await list(`course_slug=${course.slug}&page_size=1&page=2`);
    expect(secondPage).toMatchObject({ count: 2, page: 2, page_size: 1 });
    expect(secondPage.results.map((row) => row.handle)).toEqual([second!.handle]);
    expect((await list('')).count).toBeGreaterThanOrEqual(2);
  });

  it('refuses filters that do not fit beside their field (400), before reading anything', async () => {
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const refused = async (query: string, field: string, message: string) => {
      const answer = await admin.get(`${api}/video-feedbacks/?${query}`);
      expect(answer.status).toBe(400);
      expect(errorOf(answer.json).fields).toMatchObject({ [field]: message });
    };
    await refused('course_slug=no-such-course', 'course_slug', 'There is no such course');
    await refused(`batch_slug=${batchSlug}`, 'course_slug', 'Choose a course');
    await refused(
      `course_slug=${course.slug}&batch_slug=${otherCourseBatch}`,
      'batch_slug',
      'Choose a batch of this course',
    );
    await refused(
      `course_slug=${course.slug}&batch_slug=${batchSlug}&video_id=${otherBatchVideo}`,
      'video_id',
      'Choose a video of this batch',
    );
    await refused(`course_slug=${course.slug}&video_id=${videos[0]!.id}`, 'batch_slug', 'Choose a batch');
    await refused('rating=7', 'rating', 'Choose a rating from 1 to 5 stars');
  });

  it('answers course admins and super admins only: other staff and learners 403, anonymous 401', async () => {
    const path = `${api}/video-feedbacks/?course_slug=${course.slug}`;
    for (const email of ['moderator@demo.test', 'support@demo.test', 'crm@demo.test', learners[0]!.email])
      expect((await (await signedInClient(server.url, email)).get(path)).status, email).toBe(403);
    expect((await createSessionClient(server.url).get(path)).status).toBe(401);
    const superAdmin = await signedInClient(server.url, 'admin@demo.test');
    expect((await superAdmin.get(path)).status).toBe(200);
  });
});

describe("course admins change a learner's electives (ADR 0105)", () => {
  const DSA_BATCH = 'dsa-public-jan-2026';
  type Electives = {
    results: { course_id: number; course_name: string; is_selected: boolean }[];
    max_electives: number;
    changes: { changed_by: string; from: string[]; to: string[] }[];
    message?: string;
  };

  it('replaces them within the allowance while the learner has access, keeps who did it, and refuses beside the field', async () => {
    const { db } = server.database;
    const [learner] = await db
      .select()
      .from(users)
      .where(like(users.email, 'student%@demo.test'))
      .orderBy(asc(users.id))
      .offset(2)
      .limit(1);
    const [dsa] = await db.select().from(batches).where(eq(batches.slug, DSA_BATCH));
    await db
      .insert(batchEnrollments)
      .values({ userId: learner!.id, batchId: dsa!.id, accessEndsAt: new Date(Date.now() + 30 * 86_400_000) })
      .onConflictDoNothing();
    const own = await signedInClient(server.url, learner!.email);
    const offered = (await own.get(`${api}/elective-course/?batch_slug=${DSA_BATCH}`))
      .json as unknown as Electives;
    const [first, second, third] = offered.results;
    expect(third).toBeDefined();
    expect(
      (
        await own.post(`${api}/elective-course/add/`, {
          batch_slug: DSA_BATCH,
          course_ids: [first!.course_id],
        })
      ).status,
    ).toBe(200);

    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const path = `${api}/batch/${DSA_BATCH}/electives/${learner!.handle}/`;
    const read = async () => (await admin.get(path)).json as unknown as Electives;
    const put = (courseIds: number[]) => admin.request('PUT', path, { course_ids: courseIds });
    const before = await read();
    expect(before.results.filter((row) => row.is_selected).map((row) => row.course_id)).toEqual([
      first!.course_id,
    ]);
    expect(before).toMatchObject({ max_electives: 2, changes: [] });

    // The learner's own rules: no more than the allowance, only the batch's electives.
    const tooMany = await put([first!.course_id, second!.course_id, third!.course_id]);
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany.json).fields).toEqual({ course_ids: 'Choose at most 2.' });
    const foreign = await put([999_999]);
    expect(foreign.status).toBe(400);
    expect(errorOf(foreign.json).fields?.course_ids).toMatch(/^Choose from the electives of /);

    const changed = await put([second!.course_id, third!.course_id]);
    expect(changed.status).toBe(200);
    const answer = changed.json as unknown as Electives;
    expect(answer.message).toContain(`${second!.course_name} and ${third!.course_name}`);
    expect(
      answer.results
        .filter((row) => row.is_selected)
        .map((row) => row.course_id)
        .sort(),
    ).toEqual([second!.course_id, third!.course_id].sort());
    expect(answer.changes).toEqual([
      expect.objectContaining({
        changed_by: 'course-admin',
        from: [first!.course_name],
        to: [second!.course_name, third!.course_name],
      }),
    ]);
    // The learner sees the new choice; asking for the same again changes and records nothing.
    const seen = (await own.get(`${api}/elective-course/?batch_slug=${DSA_BATCH}`))
      .json as unknown as Electives;
    expect(
      seen.results
        .filter((row) => row.is_selected)
        .map((row) => row.course_id)
        .sort(),
    ).toEqual([second!.course_id, third!.course_id].sort());
    const again = await put([third!.course_id, second!.course_id]);
    expect((again.json as unknown as Electives).message).toBe(
      'Nothing changed: those are already their electives.',
    );
    expect((await read()).changes).toHaveLength(1);

    // Someone without a seat, and a learner whose access has ended.
    const stranger = await admin.request('PUT', `${api}/batch/${DSA_BATCH}/electives/no-such-learner/`, {
      course_ids: [],
    });
    expect(stranger.status).toBe(404);
    expect(errorOf(stranger.json).fields?.handle).toContain('is not enrolled in');
    await db
      .update(batchEnrollments)
      .set({ accessEndsAt: new Date(Date.now() - 86_400_000) })
      .where(and(eq(batchEnrollments.userId, learner!.id), eq(batchEnrollments.batchId, dsa!.id)));
    const ended = await put([]);
    expect(ended.status).toBe(409);
    expect(errorOf(ended.json).message).toContain('extend it before changing their electives');
    expect((await read()).changes).toHaveLength(1);
  });

  it('answers course admins only: moderators and support 403, learners 403', async () => {
    const path = `${api}/batch/${DSA_BATCH}/electives/course-admin/`;
    for (const email of ['moderator@demo.test', 'support@demo.test', learners[0]!.email]) {
      const client = await signedInClient(server.url, email);
      expect((await client.get(path)).status, email).toBe(403);
      expect((await client.request('PUT', path, { course_ids: [] })).status, email).toBe(403);
    }
  });
});
