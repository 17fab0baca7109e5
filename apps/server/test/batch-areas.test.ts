import { todayInIndia } from '@learnforge/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchContentItems,
  batchEnrollments,
  batches,
  contestRegistrations,
  contests,
  courseEditorTabs,
  courses,
  funnelEvents,
  tracks,
  users,
} from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

/**
 * The batch page's remaining areas and the track editors' calls (ADR 0101), over HTTP against a copy of
 * the demo data. The learners are this file's own: student263 to student266.
 */
let server: TestServer;
const api = '/api/latest';
const BATCH = 'dsa-public-jan-2026';
const HINDI_BATCH = 'dsa-public-weekend-intake';
const DAY = 86_400_000;

/** Demo learners 263–266, made here with the demo password; 263 and 264 get a seat in the public DSA batch. */
const learners = ['student263', 'student264', 'student265', 'student266'] as const;
const ids = new Map<string, number>();
let batchId: number;
/** An article placed in the batch's first track (the public batch has none in the demo data). */
let article: { id: number; track: string };

beforeAll(async () => {
  server = await startTestServer({}, { learners: 5 });
  const { db } = server.database;
  const [model] = await db.select().from(users).where(eq(users.email, 'learner@demo.test'));
  for (const handle of learners) {
    const [row] = await db
      .insert(users)
      .values({
        email: `${handle}@demo.test`,
        handle,
        name: `Learner ${handle.slice(7)}`,
        passwordHash: model!.passwordHash,
        roles: ['learner'],
      })
      .onConflictDoUpdate({ target: users.handle, set: { roles: ['learner'] } })
      .returning({ id: users.id });
    ids.set(handle, row!.id);
  }
  const [batch] = await db.select().from(batches).where(eq(batches.slug, BATCH));
  batchId = batch!.id;
  article = await placeArticle('Reading complexity', 'Big-O counts steps. '.repeat(300));
  for (const handle of ['student263', 'student264'])
    await db
      .insert(batchEnrollments)
      .values({ batchId, userId: ids.get(handle)!, accessEndsAt: new Date(Date.now() + 60 * DAY) });
}, 180_000);
afterAll(() => server.close());

const signIn = (handle: string) => signedInClient(server.url, `${handle}@demo.test`);

/** Places a new article in the batch's first track, as a course team would; its id and the track's slug. */
async function placeArticle(title: string, markdown: string) {
  const { db } = server.database;
  const [track] = await db.select().from(tracks).where(eq(tracks.batchId, batchId)).limit(1);
  const [item] = await db
    .insert(batchContentItems)
    .values({ batchId, trackId: track!.id, kind: 'article', title, body: { markdown } })
    .returning({ id: batchContentItems.id });
  return { id: item!.id, track: track!.slug };
}
const errorOf = (json: Record<string, unknown>) =>
  json.error as { code: string; message: string; fields?: Record<string, string> };

describe('who may read and write the batch areas', () => {
  it('refuses a learner without access with the reason (403) and anonymous callers (401)', async () => {
    const outsider = await signIn('student265');
    const reads = [
      `/contest?batch_slug=${BATCH}`,
      `/class-content/?batch_slug=${BATCH}`,
      `/est-completion-date/?batch_slug=${BATCH}`,
      `/connect?batch_slug=${BATCH}`,
    ];
    for (const path of reads) {
      const refused = await outsider.get(api + path);
      expect(refused.status, path).toBe(403);
      expect(errorOf(refused.json).message).toContain('not enrolled in DSA January 2026');
      expect((await createSessionClient(server.url).get(api + path)).status, path).toBe(401);
    }
    const writes: [string, unknown][] = [
      ['/enroll-user-in-opted-lang-batch/', { batch_slug: BATCH, lang: 'Hindi' }],
      ['/nation-skill-up-upgrade-interest/', { batch_slug: BATCH, interested: true }],
      ['/external-certification-user-enrollment/', { batch_slug: BATCH, certification_id: 1 }],
    ];
    for (const [path, body] of writes) {
      const refused = await outsider.post(api + path, body);
      expect(refused.status, path).toBe(403);
    }
    // Course admins edit tracks (canEditBatchTrack); a learner may not, nor read the article's source.
    expect((await outsider.get(`${api}/article/${article.id}/edit`)).status).toBe(403);
    expect((await outsider.post(`${api}/article/${article.id}/invalidate-cache/`)).status).toBe(403);
    expect((await outsider.post(`${api}/quiz/getting-started/invalidate-cache/`)).status).toBe(403);
    expect((await outsider.request('PUT', `${api}/batch/${BATCH}/connect/`, { channels: [] })).status).toBe(
      403,
    );
  });
});

describe('the batch page areas', () => {
  it('pins the running contest, else the next one, never a cancelled one, with the caller registration', async () => {
    const { db } = server.database;
    const learner = await signIn('student263');
    const now = Date.now();
    const contest = (slug: string, startOffset: number, endOffset: number, status = 2) => ({
      slug,
      title: slug.replace(/-/g, ' '),
      kind: 'batch' as const,
      batchId,
      startTime: new Date(now + startOffset),
      endTime: new Date(now + endOffset),
      status,
    });
    await db.delete(contests).where(eq(contests.batchId, batchId));
    expect((await learner.get(`${api}/contest?batch_slug=${BATCH}`)).json).toEqual({ pinned_contest: null });
    const [, later] = await db
      .insert(contests)
      .values([
        contest('cancelled-mock', -DAY, DAY, 4),
        contest('weekend-mock', 2 * DAY, 2 * DAY + 7_200_000),
        contest('old-mock', -3 * DAY, -2 * DAY),
      ])
      .returning({ id: contests.id });
    const next = await learner.get(`${api}/contest?batch_slug=${BATCH}`);
    expect(next.json.pinned_contest).toMatchObject({ slug: 'weekend-mock', is_registered: false });
    await db.insert(contestRegistrations).values({ contestId: later!.id, userId: ids.get('student263')! });
    await db.insert(contests).values(contest('running-mock', -3_600_000, 3_600_000));
    const running = await learner.get(`${api}/contest?batch_slug=${BATCH}&showPinnedContest=true`);
    expect(running.json.pinned_contest).toMatchObject({ slug: 'running-mock', is_registered: false });
    await db.delete(contests).where(eq(contests.slug, 'running-mock'));
    const registered = await learner.get(`${api}/contest?batch_slug=${BATCH}`);
    expect(registered.json.pinned_contest).toMatchObject({ slug: 'weekend-mock', is_registered: true });
    expect((await learner.get(`${api}/contest?batch_slug=${BATCH}&showPinnedContest=false`)).json).toEqual({
      pinned_contest: null,
    });
  });

  it('lists the recordings of past live classes as class content, streamed after the access check', async () => {
    const learner = await signIn('student263');
    const content = await learner.get(`${api}/class-content/?batch_slug=${BATCH}`);
    expect(content.status).toBe(200);
    const results = content.json.results as { url: string; type: string; live_class_slug: string }[];
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]).toMatchObject({ type: 'recording', order: 0 });
    const video = await learner.get(results[0]!.url);
    expect(video.status).toBe(200);
    const one = await learner.get(
      `${api}/class-content/?batch_slug=${BATCH}&live_class_slug=${results[0]!.live_class_slug}`,
    );
    expect((one.json.results as unknown[]).length).toBeGreaterThan(0);
    const none = await learner.get(`${api}/class-content/?batch_slug=${BATCH}&live_class_slug=no-such-class`);
    expect(none.json.results).toEqual([]);
  });

  it('estimates the completion date from what is left and the pace: asked, study plan, recent activity', async () => {
    const learner = await signIn('student264');
    const today = todayInIndia();
    const unknown = (await learner.get(`${api}/est-completion-date/?batch_slug=${BATCH}`)).json;
    expect(unknown).toMatchObject({
      estimated_completion_date: null,
      pace_source: 'none',
      hours_per_week: null,
    });
    const hours = unknown.hours_remaining as number;
    expect(hours).toBeGreaterThan(0);

    const asked = (await learner.get(`${api}/est-completion-date/?batch_slug=${BATCH}&hours_per_week=10`))
      .json;
    expect(asked).toMatchObject({ pace_source: 'asked', hours_per_week: 10, hours_remaining: hours });
    const days = (Date.parse(asked.estimated_completion_date as string) - Date.parse(today)) / DAY;
    // hours_remaining is rounded to a tenth; the date counts whole days of the exact figure.
    expect(days).toBeGreaterThanOrEqual(Math.floor(((hours - 0.05) / 10) * 7));
    expect(days).toBeLessThanOrEqual(Math.ceil(((hours + 0.05) / 10) * 7));

    const refused = await learner.get(`${api}/est-completion-date/?batch_slug=${BATCH}&hours_per_week=0`);
    expect(refused.status).toBe(400);
    expect(errorOf(refused.json).fields?.hours_per_week).toBe('Plan at least one hour a week');

    // Reading the article (900 words: 5 minutes) lowers what is left and gives a pace of its own.
    const done = await learner.post(`${api}/article/${article.id}/complete/`, {
      batch_slug: BATCH,
      track_slug: article.track,
    });
    expect(done.status).toBe(200);
    const measured = (await learner.get(`${api}/est-completion-date/?batch_slug=${BATCH}`)).json;
    expect(measured.pace_source).toBe('recent_activity');
    expect(measured.hours_remaining).toBeCloseTo(hours - 5 / 60, 1);
    // Five minutes in the last four weeks is 1.25 minutes a week.
    expect(measured.hours_per_week).toBeCloseTo(5 / 60 / 4, 2);
    expect(measured.estimated_completion_date).not.toBeNull();

    // A study plan of 2 hours on 3 days is 6 hours a week.
    const plan = await learner.post(`${api}/scheduler/`, {
      batch_slug: BATCH,
      days_of_week: [1, 3, 5],
      hours_per_day: 2,
      // A plan starts on India's today or later (ADR 0065): from 18:30 UTC that is tomorrow in UTC.
      start_date: todayInIndia(),
      reminder_time: '19:00',
    });
    expect(plan.status).toBe(200);
    const planned = (await learner.get(`${api}/est-completion-date/?batch_slug=${BATCH}`)).json;
    expect(planned).toMatchObject({ pace_source: 'study_plan', hours_per_week: 6 });
  });

  it("shows the batch's channels to its learners; course admins replace them, a bad address refused beside it", async () => {
    const learner = await signIn('student263');
    const seeded = (await learner.get(`${api}/connect?batch_slug=${BATCH}`)).json.results as {
      platform: string;
    }[];
    expect(seeded.map((channel) => channel.platform)).toEqual(['telegram', 'discord']);

    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const bad = await admin.request('PUT', `${api}/batch/${BATCH}/connect/`, {
      channels: [{ platform: 'whatsapp', label: 'Group', url: 'javascript:alert(1)' }],
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.json).fields?.['channels.0.url']).toBe('Enter an address starting with https://');
    const channels = [{ platform: 'whatsapp', label: 'Class group', url: 'https://chat.whatsapp.com/demo' }];
    const saved = await admin.request('PUT', `${api}/batch/${BATCH}/connect/`, { channels });
    expect(saved.json.results).toEqual(channels);
    expect((await learner.get(`${api}/connect?batch_slug=${BATCH}`)).json.results).toEqual(channels);
  });

  it('lists open jobs asking for a skill the course teaches, and classroom centres to anyone', async () => {
    const learner = await signIn('student263');
    const jobs = await learner.get(`${api}/jobs/course/?course_slug=dsa-self-paced`);
    expect(jobs.status).toBe(200);
    expect((jobs.json.results as { title: string }[]).map((job) => job.title)).toContain(
      'Backend Developer (Java)',
    );
    // A course whose Course Intro names no skills has no jobs of its own.
    expect((await learner.get(`${api}/jobs/course/?course_slug=python-foundations`)).json.results).toEqual(
      [],
    );
    expect((await learner.get(`${api}/jobs/course/?course_slug=no-such-course`)).status).toBe(404);

    const campuses = await createSessionClient(server.url).get(`${api}/geek-campuses/`);
    expect(campuses.status).toBe(200);
    const list = campuses.json.results as { name: string; city: string; map_url: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const campus of list) {
      expect(campus.city).not.toBe('');
      expect(campus.map_url).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
    }
    expect(new Set(list.map((campus) => `${campus.name}|${campus.city}`)).size).toBe(list.length);
  });
});

describe('what a learner asks for from the batch page', () => {
  it('enrols in the batch taught in the opted language until the same day, once; an unoffered language beside its field', async () => {
    const learner = await signIn('student263');
    const tamil = await learner.post(`${api}/enroll-user-in-opted-lang-batch/`, {
      batch_slug: BATCH,
      lang: 'Tamil',
    });
    expect(tamil.status).toBe(400);
    expect(errorOf(tamil.json).fields?.lang).toBe(
      'No other batch of Data Structures and Algorithms - Self Paced is taught in Tamil.',
    );

    const hindi = await learner.post(`${api}/enroll-user-in-opted-lang-batch/`, {
      batch_slug: BATCH,
      lang: 'hindi',
    });
    expect(hindi.status).toBe(200);
    expect(hindi.json.batch_slug).toBe(HINDI_BATCH);
    const { db } = server.database;
    const seats = await db
      .select({ slug: batches.slug, endsAt: batchEnrollments.accessEndsAt })
      .from(batchEnrollments)
      .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
      .where(eq(batchEnrollments.userId, ids.get('student263')!));
    const ends = new Map(seats.map((seat) => [seat.slug, seat.endsAt.getTime()]));
    expect(ends.get(HINDI_BATCH)).toBe(ends.get(BATCH));
    const again = await learner.post(`${api}/enroll-user-in-opted-lang-batch/`, {
      batch_slug: BATCH,
      lang: 'Hindi',
    });
    expect(again.json.message).toContain('already in');
    expect((await learner.get(`${api}/batch/${HINDI_BATCH}/access-permission/`)).json.has_access).toBe(true);

    // Staff open every batch but hold no seat to move.
    const staff = await signedInClient(server.url, 'support@demo.test');
    const refused = await staff.post(`${api}/enroll-user-in-opted-lang-batch/`, {
      batch_slug: BATCH,
      lang: 'Hindi',
    });
    expect(refused.status).toBe(409);
  });

  it('records the Nation Skill Up answer and an external certification once each, where the CRM reads them', async () => {
    const { db } = server.database;
    const learner = await signIn('student264');
    for (const interested of [true, true, false])
      expect(
        (await learner.post(`${api}/nation-skill-up-upgrade-interest/`, { batch_slug: BATCH, interested }))
          .status,
      ).toBe(200);

    const [certification] = await db
      .insert(courses)
      .values({ slug: 'aws-cloud-practitioner', name: 'AWS Cloud Practitioner', courseType: 3 })
      .returning();
    await db.insert(courseEditorTabs).values({
      courseId: certification!.id,
      tab: 'course-intro',
      values: { redirection_url: 'https://aws.example/certification' },
    });
    const unknown = await learner.post(`${api}/external-certification-user-enrollment/`, {
      batch_slug: BATCH,
      certification_id: 999_999,
    });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.json).fields?.certification_id).toBe('There is no such external certification.');
    const body = { batch_slug: BATCH, certification_id: certification!.id };
    const first = await learner.post(`${api}/external-certification-user-enrollment/`, body);
    expect(first.json).toMatchObject({
      status: 'SUCCESS',
      redirect_url: 'https://aws.example/certification',
    });
    const second = await learner.post(`${api}/external-certification-user-enrollment/`, body);
    expect(second.json.status).toBe('ALREADY_ENROLLED');
    const staff = await signedInClient(server.url, 'support@demo.test');
    expect((await staff.post(`${api}/external-certification-user-enrollment/`, body)).json.status).toBe(
      'NOT_ELIGIBLE',
    );

    const rows = await db
      .select({ action: funnelEvents.action, target: funnelEvents.target })
      .from(funnelEvents)
      .where(eq(funnelEvents.userId, ids.get('student264')!));
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'nation_skill_up_interest', target: `${BATCH}: interested` },
        { action: 'nation_skill_up_interest', target: `${BATCH}: not interested` },
        { action: 'external_certification_enrollment', target: `aws-cloud-practitioner (from ${BATCH})` },
      ]),
    );
    expect(rows).toHaveLength(3);
    const crm = await signedInClient(server.url, 'crm@demo.test');
    const funnel = await crm.get(`${api}/crm/users/student264/product-actions/`);
    expect((funnel.json.results as { action: string }[]).map((row) => row.action)).toEqual(
      expect.arrayContaining(['nation_skill_up_interest', 'external_certification_enrollment']),
    );
  });

  it('saves the contact details on the account; a college outside the institutes list is refused beside it', async () => {
    const learner = await signIn('student265');
    const unknown = await learner.post(`${api}/user/details/`, {
      name: 'Meera Iyer',
      phone: '+91 98450 12345',
      college: 'Nowhere College',
    });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.json).fields?.college).toBe('Choose your college from the list of institutes.');
    const badPhone = await learner.post(`${api}/user/details/`, { name: 'Meera Iyer', phone: 'call me' });
    expect(errorOf(badPhone.json).fields?.phone).toBe('Enter a valid phone number');

    const saved = await learner.post(`${api}/user/details/`, {
      name: 'Meera Iyer',
      phone: '+91 98450 12345',
      college: 'city college of computing',
      graduation_year: 2027,
      batch_slug: BATCH,
    });
    expect(saved.json).toEqual({
      handle: 'student265',
      name: 'Meera Iyer',
      phone: '+91 98450 12345',
      college: 'City College of Computing',
      graduation_year: 2027,
    });
    const account = (await learner.get(`${api}/user/details/`)).json;
    expect(account).toMatchObject({
      name: 'Meera Iyer',
      institute: 'City College of Computing',
      graduation_year: 2027,
    });
  });

  it('lists My courses by status: ongoing, completed, expired', async () => {
    const { db } = server.database;
    const userId = ids.get('student266')!;
    await db.insert(batchEnrollments).values([
      { batchId, userId, accessEndsAt: new Date(Date.now() + 30 * DAY) },
      {
        batchId: (await db.select().from(batches).where(eq(batches.slug, HINDI_BATCH)))[0]!.id,
        userId,
        accessEndsAt: new Date(Date.now() - DAY),
      },
    ]);
    const learner = await signIn('student266');
    const slugs = async (status: string) =>
      (
        (await learner.get(`${api}/user/courses/?status=${status}`)).json.results as { batch_slug: string }[]
      ).map((row) => row.batch_slug);
    expect(await slugs('ongoing')).toEqual([BATCH]);
    expect(await slugs('expired')).toEqual([HINDI_BATCH]);
    expect(await slugs('completed')).toEqual([]);
    const all = (await learner.get(`${api}/users/myCourses`)).json.results as unknown[];
    expect(all).toHaveLength(2);
    const page = (await learner.get(`${api}/user/courses/`)).json;
    expect(page).toMatchObject({ count: 1, page: 1, page_size: 20 });
    expect((await learner.get(`${api}/user/courses/?status=paused`)).status).toBe(400);
  });
});

describe('track editing calls for course admins', () => {
  it('gives the article source with a sanitized preview, and invalidating serves it afresh', async () => {
    const article = await placeArticle(
      'Arrays in depth',
      '# Arrays\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>**Fast** lookups.',
    );
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const edit = await admin.get(`${api}/article/${article.id}/edit`);
    expect(edit.status).toBe(200);
    expect(edit.json).toMatchObject({
      can_edit: true,
      batch_slug: BATCH,
      track_slug: article.track,
      title: 'Arrays in depth',
    });
    expect(edit.json.content_markdown).toContain('onerror');
    const html = edit.json.content_html as string;
    expect(html).toContain('<strong>Fast</strong>');
    expect(html).not.toMatch(/onerror|<script|<img/);
    expect((await admin.get(`${api}/article/999999/edit`)).status).toBe(404);

    const learner = await signIn('student263');
    const read = async () =>
      (await learner.get(`${api}/article/${article.id}/?batch_slug=${BATCH}&track_slug=${article.track}`))
        .json;
    const before = (await read()).updated_at as string;
    const invalidated = await admin.post(`${api}/article/${article.id}/invalidate-cache/`);
    expect(invalidated.json.message).toBe('Arrays in depth is served as now stored.');
    const after = (await read()).updated_at as string;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    expect((await admin.post(`${api}/article/999999/invalidate-cache/`)).status).toBe(404);

    const quiz = await admin.post(`${api}/quiz/${article.track}/invalidate-cache/`);
    expect(quiz.status).toBe(200);
    expect(quiz.json.message).toContain(article.track);
    expect((await admin.post(`${api}/quiz/no-such-track/invalidate-cache/`)).status).toBe(404);
  });

  it('saves an article over the version opened; a second editor over the same version is refused and loses nothing', async () => {
    const item = await placeArticle('Hashing basics', 'Buckets and keys.');
    const path = `${api}/article/${item.id}/edit`;
    const sofia = await signedInClient(server.url, 'course.admin@demo.test');
    const opened = (await sofia.get(path)).json;
    expect(opened).toMatchObject({ version: 0, title: 'Hashing basics' });

    // Refused before anything is written: each field named.
    const empty = await sofia.request('PUT', path, { title: ' ', content_markdown: '', version: 0 });
    expect(empty.status).toBe(400);
    expect(errorOf(empty.json).fields).toMatchObject({
      title: 'Give the article a title',
      content_markdown: 'Write the article',
    });

    const saved = await sofia.request('PUT', path, {
      title: 'Hashing, the basics',
      content_markdown: '# Hashing\n\nBuckets, keys and <script>alert(1)</script>**collisions**.',
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ version: 1, title: 'Hashing, the basics' });
    expect(saved.json.content_html).toContain('<strong>collisions</strong>');
    expect(saved.json.content_html).not.toContain('<script');
    expect(Date.parse(saved.json.updated_at as string)).toBeGreaterThan(
      Date.parse(opened.updated_at as string),
    );

    // A second editor who opened version 0 too is told, and the first save stands.
    const late = await sofia.request('PUT', path, {
      title: 'Hashing',
      content_markdown: 'Older words.',
      version: 0,
    });
    expect(late.status).toBe(409);
    expect(errorOf(late.json).code).toBe('article_changed');
    expect(errorOf(late.json).message).toMatch(
      /^Someone else saved this article at .+ \(India time\), after you opened it/,
    );
    expect(errorOf(late.json).fields).toEqual({ version: 'Now at version 1; you opened version 0.' });
    expect((await sofia.get(path)).json).toMatchObject({ title: 'Hashing, the basics', version: 1 });

    // Learners read the saved words at once, under the new title in the track.
    const learner = await signIn('student263');
    const read = await learner.get(`${api}/article/${item.id}/?batch_slug=${BATCH}&track_slug=${item.track}`);
    expect(read.json.content_markdown).toContain('**collisions**');
    const chapter = (await learner.get(`${api}/tracks/${item.track}/batch/${BATCH}/`)).json;
    expect((chapter.entities as { title: string }[]).map((entity) => entity.title)).toContain(
      'Hashing, the basics',
    );

    // Invalidating the cache stamps the time but is not a save: an editor on version 1 still saves.
    await sofia.post(`${api}/article/${item.id}/invalidate-cache/`);
    const next = await sofia.request('PUT', path, {
      title: 'Hashing',
      content_markdown: 'New words.',
      version: 1,
    });
    expect(next.json).toMatchObject({ version: 2, content_markdown: 'New words.' });

    expect(
      (await learner.request('PUT', path, { title: 'Mine', content_markdown: 'x', version: 2 })).status,
    ).toBe(403);
    expect(
      (
        await sofia.request('PUT', `${api}/article/999999/edit`, {
          title: 'x',
          content_markdown: 'x',
          version: 0,
        })
      ).status,
    ).toBe(404);
  });
});
