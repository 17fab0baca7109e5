import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches, courses, editHistory } from '../src/db/schema';
import { createSessionClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
let courseId: number;
let otherCourseSlug: string;
let batchSlug: string;
const api = '/api/latest';

beforeAll(async () => {
  server = await startTestServer({}, { learners: 3 });
  const [course] = await server.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'java-backend'));
  courseId = course!.id;
  otherCourseSlug = 'python-foundations';
  const [batch] = await server.database.db
    .select({ slug: batches.slug })
    .from(batches)
    .where(eq(batches.courseId, courseId));
  batchSlug = batch!.slug;
}, 60_000);
afterAll(() => server.close());

async function signedIn(email: string) {
  const client = createSessionClient(server.url);
  const login = await client.post('/api/auth/login', { email, password: 'learnforge' });
  expect(login.status).toBe(200);
  return client;
}

const put = (client: Awaited<ReturnType<typeof signedIn>>, body: unknown, id = courseId) =>
  client.request('PUT', `${api}/course/${id}/editor/`, body);

async function introOf(client: Awaited<ReturnType<typeof signedIn>>) {
  const editor = await client.get(`${api}/course/${courseId}/editor/`);
  expect(editor.status).toBe(200);
  return (editor.json.tabs as Record<string, Record<string, unknown>>)['course-intro']!;
}

describe('course editor access', () => {
  it('refuses learners, problem setters and signed-out callers', async () => {
    const learner = await signedIn('learner@demo.test');
    const setter = await signedIn('setter@demo.test');
    expect((await learner.get(`${api}/course/editor/`)).status).toBe(403);
    expect((await setter.get(`${api}/course/${courseId}/editor/`)).status).toBe(403);
    expect((await put(setter, { tab: 'faqs', values: { faqs: [], courseFaqs: [] } })).status).toBe(403);
    expect((await learner.get(`${api}/course/features/`)).status).toBe(403);
    expect((await learner.post(`${api}/course/features/add/`, { name: 'x' })).status).toBe(403);
    expect((await createSessionClient(server.url).get(`${api}/course/editor/`)).status).toBe(401);
  });

  it('lets a super admin in', async () => {
    const admin = await signedIn('admin@demo.test');
    expect((await admin.get(`${api}/course/${courseId}/editor/`)).status).toBe(200);
  });
});

describe('course editor tabs', () => {
  it('lists courses with search', async () => {
    const editor = await signedIn('course.admin@demo.test');
    const list = await editor.get(`${api}/course/editor/?search=java`);
    expect(list.status).toBe(200);
    expect(list.json.results).toEqual([
      expect.objectContaining({ course_id: courseId, course_slug: 'java-backend', course_type: 1 }),
    ]);
  });

  it('loads every tab with the defaults of 000 §3 before anything is saved', async () => {
    const editor = await signedIn('course.admin@demo.test');
    const loaded = await editor.get(`${api}/course/${courseId}/editor/`);
    const tabs = loaded.json.tabs as Record<string, Record<string, unknown>>;
    expect(Object.keys(tabs)).toHaveLength(10);
    expect(tabs['course-intro']).toMatchObject({
      course_name: 'Java Backend Development',
      course_slug: 'java-backend',
      course_type: 1,
      listing_type: 0,
      course_fee_type: 1,
      doubt_support_expiry_date: 6,
      course_expiry_days: 365,
      has_doubt_assistance: false,
    });
    expect(tabs['course-banners']).toEqual({ banners: [] });
    expect(tabs.premium).toEqual({ included_in_premium: false, premium_plan_ids: [] });
  });

  it('saves the intro into the course row, records the edit and shows it on the learner page', async () => {
    const editor = await signedIn('course.admin@demo.test');
    const intro = await introOf(editor);
    const saved = await put(editor, {
      tab: 'course-intro',
      values: {
        ...intro,
        course_name: 'Java Backend Engineering',
        short_description: 'Spring, SQL and services.',
        what_you_will_learn: '- Build REST services\n- Model data in SQL',
        course_publish_date: '2026-01-01T00:00:00Z',
        expiry_date: '2027-01-01T00:00:00Z',
        live_classes_batches: [batchSlug],
        intro_video_link: 'https://www.youtube.com/watch?v=abcdefghijk',
      },
    });
    expect(saved.status).toBe(200);
    const [row] = await server.database.db.select().from(courses).where(eq(courses.id, courseId));
    expect(row!.name).toBe('Java Backend Engineering');
    const history = await server.database.db
      .select()
      .from(editHistory)
      .where(and(eq(editHistory.entityType, 'course'), eq(editHistory.entityId, courseId)));
    expect(history.at(-1)!.changes).toMatchObject({
      course_name: { from: 'Java Backend Development', to: 'Java Backend Engineering' },
    });

    const page = await createSessionClient(server.url).get(`${api}/courses/java-backend/`);
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({
      course_name: 'Java Backend Engineering',
      course_overview: 'Spring, SQL and services.',
      what_you_will_learn: ['Build REST services', 'Model data in SQL'],
      intro_video_id: 'abcdefghijk',
    });
  });

  it('saves each list tab and the learner page reflects it', async () => {
    const editor = await signedIn('course.admin@demo.test');
    const saves = [
      {
        tab: 'course-journey',
        values: {
          courseJourneyPhases: [{ title: 'Basics', steps: [{ title: 'JVM', description: 'How it runs' }] }],
        },
      },
      {
        tab: 'details',
        values: {
          upgradableCourses: [otherCourseSlug],
          electiveCourses: [],
          courseBenefits: ['Mentor calls'],
        },
      },
      { tab: 'course-content', values: { courseContent: [{ title: 'Spring', items: ['Beans', 'MVC'] }] } },
      { tab: 'faqs', values: { faqs: [{ question: 'Is it online?', answer: 'Yes.' }], courseFaqs: [] } },
      { tab: 'send-email', values: { emailContent: [{ subject: 'Welcome', body: 'Hello' }] } },
      { tab: 'schema-keywords', values: { schemaKeywords: ['java course'] } },
      { tab: 'opt-languages', values: { optLanguages: [{ batch_slug: batchSlug, languages: ['Hindi'] }] } },
      {
        tab: 'course-banners',
        values: {
          banners: [
            { type: 'thumbnail', title: 'Cover', key: 'cover', image_url: 'https://cdn.example.com/a.png' },
          ],
        },
      },
      { tab: 'premium', values: { included_in_premium: true, premium_plan_ids: [1] } },
    ];
    for (const body of saves) expect((await put(editor, body)).status).toBe(200);

    const editorView = await editor.get(`${api}/course/${courseId}/editor/`);
    expect((editorView.json.tabs as Record<string, unknown>)['send-email']).toEqual(saves[4]!.values);

    const page = (await createSessionClient(server.url).get(`${api}/courses/java-backend/`)).json;
    expect(page.journey).toEqual(saves[0]!.values.courseJourneyPhases);
    expect(page.upgradable_courses).toEqual([
      { course_slug: otherCourseSlug, course_name: 'Python Foundations' },
    ]);
    expect(page.right_section).toMatchObject({ highlights: ['Mentor calls'] });
    expect(page.content).toMatchObject({ results: [{ title: 'Spring', items: ['Beans', 'MVC'] }] });
    expect(page.faqs).toEqual([{ question: 'Is it online?', answer: 'Yes.' }]);
    expect(page.schema_keywords).toEqual(['java course']);
    expect(page.batch_languages).toEqual([
      expect.objectContaining({ batch_slug: batchSlug, languages: ['Hindi'] }),
    ]);
    expect(page.banners).toEqual([
      expect.objectContaining({ type: 'thumbnail', image_url: 'https://cdn.example.com/a.png' }),
    ]);
    expect(page.included_in_premium).toBe(true);
  });

  it('refuses invalid values with the field that is wrong', async () => {
    const editor = await signedIn('course.admin@demo.test');
    const intro = await introOf(editor);
    const backwards = await put(editor, {
      tab: 'course-intro',
      values: { ...intro, course_publish_date: '2026-05-01T00:00:00Z', expiry_date: '2026-04-01T00:00:00Z' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.error).toMatchObject({ fields: { expiry_date: expect.any(String) } });

    const badLink = await put(editor, {
      tab: 'course-intro',
      values: { ...intro, syllabus_pdf: 'javascript:alert(1)' },
    });
    expect(badLink.status).toBe(400);
    expect(badLink.json.error).toMatchObject({ fields: { syllabus_pdf: expect.any(String) } });

    const badType = await put(editor, { tab: 'course-intro', values: { ...intro, course_type: 9 } });
    expect(badType.status).toBe(400);

    const takenSlug = await put(editor, {
      tab: 'course-intro',
      values: { ...intro, course_slug: otherCourseSlug },
    });
    expect(takenSlug.status).toBe(409);

    const foreignBatch = await put(editor, {
      tab: 'opt-languages',
      values: { optLanguages: [{ batch_slug: 'dsa-public-jan-2026', languages: ['Tamil'] }] },
    });
    expect(foreignBatch.status).toBe(400);

    const twice = await put(editor, {
      tab: 'course-banners',
      values: {
        banners: [
          { type: 'social', title: 'a', key: 'a', image_url: '/uploads/images/x.png' },
          { type: 'social', title: 'b', key: 'b', image_url: '/uploads/images/y.png' },
        ],
      },
    });
    expect(twice.status).toBe(400);

    const selfUpgrade = await put(editor, {
      tab: 'details',
      values: {
        upgradableCourses: ['java-backend'],
        electiveCourses: ['no-such-course'],
        courseBenefits: [],
      },
    });
    expect(selfUpgrade.status).toBe(400);
    expect(Object.keys(selfUpgrade.json.error as object)).toContain('fields');

    expect((await put(editor, { tab: 'nonsense', values: {} })).status).toBe(400);
    expect((await put(editor, { tab: 'faqs', values: { faqs: [] } }, 999_999)).status).toBe(400);
    expect((await put(editor, { tab: 'faqs', values: { faqs: [], courseFaqs: [] } }, 999_999)).status).toBe(
      404,
    );
  });
});

describe('course features', () => {
  it('adds, edits, orders, attaches and detaches features', async () => {
    const editor = await signedIn('course.admin@demo.test');
    const added = await editor.post(`${api}/course/features/add/`, {
      name: 'Hackathons',
      description: 'Team events',
    });
    expect(added.status).toBe(200);
    const id = added.json.id as number;

    const edited = await editor.request('PUT', `${api}/course/features/${id}/`, {
      name: 'Hackathons and demos',
      description: 'Team events',
    });
    expect(edited.json).toMatchObject({ id, name: 'Hackathons and demos' });

    const catalogue = await editor.get(`${api}/course/features/`);
    const ids = (catalogue.json.results as { id: number }[]).map((feature) => feature.id);
    expect(ids.at(-1)).toBe(id);
    const reordered = await editor.request('PATCH', `${api}/course/features/order/update/`, {
      order: ids.map((featureId, index) => ({ id: featureId, order: featureId === id ? 0 : index + 1 })),
    });
    expect(reordered.status).toBe(200);
    const after = await editor.get(`${api}/course/features/`);
    expect((after.json.results as { id: number }[])[0]!.id).toBe(id);

    const second = ids[0]!;
    await editor.post(`${api}/course/feature/${courseId}/edit/`, { feature: second });
    const attached = await editor.post(`${api}/course/feature/${courseId}/edit/`, { feature: id, order: 0 });
    expect(attached.status).toBe(200);
    expect((attached.json.results as { id: number }[]).map((feature) => feature.id)).toEqual([id, second]);
    const courseFeatures = await editor.get(`${api}/course/feature/${courseId}/`);
    expect((courseFeatures.json.results as { id: number }[]).map((feature) => feature.id)).toEqual([
      id,
      second,
    ]);

    const page = await createSessionClient(server.url).get(`${api}/courses/java-backend/`);
    expect((page.json.features as { name: string }[]).map((feature) => feature.name)[0]).toBe(
      'Hackathons and demos',
    );

    const detached = await editor.request('DELETE', `${api}/course/feature/${courseId}/edit/`, {
      feature_id: id,
    });
    expect((detached.json.results as { id: number }[]).map((feature) => feature.id)).toEqual([second]);
    const history = await server.database.db
      .select()
      .from(editHistory)
      .where(and(eq(editHistory.entityType, 'course'), eq(editHistory.entityId, courseId)));
    expect(history.at(-1)!.changes).toEqual({ features: { from: [id, second], to: [second] } });
  });

  it('refuses unknown features, bad icons and duplicate orders', async () => {
    const editor = await signedIn('course.admin@demo.test');
    expect((await editor.post(`${api}/course/feature/${courseId}/edit/`, { feature: 999_999 })).status).toBe(
      400,
    );
    expect(
      (await editor.request('DELETE', `${api}/course/feature/${courseId}/edit/`, { feature_id: 999_999 }))
        .status,
    ).toBe(404);
    expect((await editor.post(`${api}/course/features/add/`, { name: '' })).status).toBe(400);
    expect(
      (await editor.post(`${api}/course/features/add/`, { name: 'x', icon_url: 'ftp://x' })).status,
    ).toBe(400);
    expect(
      (
        await editor.request('PATCH', `${api}/course/features/order/update/`, {
          order: [
            { id: 1, order: 0 },
            { id: 1, order: 1 },
          ],
        })
      ).status,
    ).toBe(400);
    expect((await editor.request('PUT', `${api}/course/features/999999/`, { name: 'x' })).status).toBe(404);
  });
});

describe('learner course page', () => {
  it('answers 404 for an unknown course', async () => {
    const page = await createSessionClient(server.url).get(`${api}/courses/no-such-course/`);
    expect(page.status).toBe(404);
  });
});
