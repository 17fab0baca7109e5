import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchEnrollments,
  batches,
  batchOffers,
  batchTestimonials,
  courses,
  editHistory,
  outbox,
  users,
} from '../src/db/schema';
import { nextIntakeDate } from '../src/seed/courses';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';
import { type SmtpListener, startSmtpListener } from './smtp-listener';

let server: TestServer;
let smtp: SmtpListener;
let courseId: number;
let otherCourseSlug: string;
let batchSlug: string;
const api = '/api/latest';

beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startTestServer({ smtpUrl: smtp.url, loginRateLimit: 1000 }, { learners: 3 });
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
});
afterAll(async () => {
  await server.close();
  smtp.close();
});

const signedIn = (email: string) => signedInClient(server.url, email);

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

  it('sorts the list by the column asked for', async () => {
    const editor = await signedIn('course.admin@demo.test');
    const names = async (ordering: string) =>
      (
        (await editor.get(`${api}/course/editor/?ordering=${ordering}`)).json.results as {
          course_slug: string;
        }[]
      ).map((course) => course.course_slug);
    const ascending = await names('course_slug');
    expect(ascending).toEqual([...ascending].sort());
    expect(await names('-course_slug')).toEqual([...ascending].reverse());
    expect((await editor.get(`${api}/course/editor/?ordering=password`)).status).toBe(400);
    expect((await editor.get(`${api}/course/editor/?search=%25`)).json.count).toBe(0);
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
    // Named by its row, so the editor shows it beside that row's batch slug.
    expect((foreignBatch.json as { error: { fields: unknown } }).error.fields).toEqual({
      'optLanguages.0.batch_slug': 'Not a batch of this course: dsa-public-jan-2026.',
    });

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

/** Staff-stored links that a learner's browser would read as script or as another host (issue 23). */
const HOSTILE_LINKS = [
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/x',
  '/\\evil.example/x',
  'ftp://files.example/x.pdf',
  'uploads/x.png',
];

describe('links, images and redirects that staff store', () => {
  it('refuses every link that is not http(s) or a path on this site, naming the field, and keeps good ones', async () => {
    const editor = await signedIn('course.admin@demo.test');
    const intro = await introOf(editor);
    for (const link of HOSTILE_LINKS) {
      for (const field of [
        'syllabus_pdf',
        'intro_video_link',
        'redirection_url',
        'doubt_assistance_banner',
      ]) {
        const response = await put(editor, { tab: 'course-intro', values: { ...intro, [field]: link } });
        expect(response.status, `${field} = ${JSON.stringify(link)}`).toBe(400);
        expect(response.json.error, `${field} = ${JSON.stringify(link)}`).toMatchObject({
          fields: { [field]: expect.stringContaining('http(s)') },
        });
      }
      const banner = await put(editor, {
        tab: 'course-banners',
        values: { banners: [{ type: 'social', title: 'a', key: 'a', image_url: link }] },
      });
      expect(banner.status, JSON.stringify(link)).toBe(400);
      expect(banner.json.error).toMatchObject({ fields: { 'banners.0.image_url': expect.any(String) } });
      const icon = await editor.post(`${api}/course/features/add/`, { name: 'Badge', icon_url: link });
      expect(icon.status, JSON.stringify(link)).toBe(400);
      expect(icon.json.error).toMatchObject({ fields: { icon_url: expect.stringContaining('http(s)') } });
    }
    const good = await put(editor, {
      tab: 'course-intro',
      values: { ...intro, syllabus_pdf: 'https://cdn.example/syllabus.pdf', redirection_url: '/courses/dsa' },
    });
    expect(good.status).toBe(200);
    const icon = await editor.post(`${api}/course/features/add/`, {
      name: 'Badge',
      icon_url: '/uploads/images/badge.png',
    });
    expect(icon.status).toBe(200);
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

describe('course feature edit history', () => {
  it('records adding, editing and reordering a catalogue feature, readable by course staff only', async () => {
    const editor = await signedIn('course.admin@demo.test');
    const added = await editor.post(`${api}/course/features/add/`, { name: 'Career fair' });
    const id = added.json.id as number;
    await editor.request('PUT', `${api}/course/features/${id}/`, {
      name: 'Career fair',
      description: 'Meet hiring partners.',
    });
    await editor.request('PATCH', `${api}/course/features/order/update/`, { order: [{ id, order: 42 }] });

    const history = await editor.get(`${api}/edit_history/?entity_type=course_feature&entity_id=${id}`);
    expect(history.status).toBe(200);
    const changes = (history.json.results as { changed_by: string; changes: Record<string, unknown> }[]).map(
      (entry) => entry.changes,
    );
    expect(changes).toHaveLength(3);
    expect(changes[0]).toEqual({ order: { from: added.json.order, to: 42 } });
    expect(changes[1]).toEqual({ description: { from: '', to: 'Meet hiring partners.' } });
    expect(changes[2]).toMatchObject({ name: { from: null, to: 'Career fair' } });
    expect((history.json.results as { changed_by: string }[])[0]!.changed_by).toBe('course-admin');

    const query = `${api}/edit_history/?entity_type=course_feature&entity_id=${id}`;
    expect((await (await signedIn('admin@demo.test')).get(query)).status).toBe(200);
    expect((await (await signedIn('learner@demo.test')).get(query)).status).toBe(403);
    expect((await (await signedIn('setter@demo.test')).get(query)).status).toBe(403);
    expect((await createSessionClient(server.url).get(query)).status).toBe(401);
  });
});

describe('course mail', () => {
  let dsaId: number;
  const mails = () => `${api}/course/${dsaId}/mails/`;

  beforeAll(async () => {
    const [dsa] = await server.database.db.select().from(courses).where(eq(courses.slug, 'dsa-self-paced'));
    dsaId = dsa!.id;
    const editor = await signedIn('course.admin@demo.test');
    const saved = await put(
      editor,
      {
        tab: 'send-email',
        values: {
          emailContent: [
            { subject: 'Welcome to DSA', body: 'Classes start on Monday.' },
            { subject: 'Contest this week', body: 'Saturday, 8 pm.' },
          ],
        },
      },
      dsaId,
    );
    expect(saved.status).toBe(200);
  });

  async function enrolledEmails(batchSlugs?: string[]) {
    const rows = await server.database.db
      .selectDistinct({ email: users.email })
      .from(batchEnrollments)
      .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
      .innerJoin(users, eq(users.id, batchEnrollments.userId))
      .where(and(eq(batches.courseId, dsaId), batchSlugs ? inArray(batches.slug, batchSlugs) : undefined));
    return rows.map((row) => row.email).sort();
  }

  it('sends a saved email to a test address and delivers it over SMTP', async () => {
    const editor = await signedIn('course.admin@demo.test');
    const before = smtp.messages.length;
    const sent = await editor.post(mails(), {
      email_index: 0,
      audience: 'test',
      test_address: 'editor.inbox@example.test',
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({
      subject: 'Welcome to DSA',
      audience: 'test',
      test_address: 'editor.inbox@example.test',
      sent_by: 'course-admin',
      queued: 1,
    });
    // Delivered by the mail queue after the answer (ADR 0061).
    await smtp.nextTo('editor.inbox@example.test', before);
    expect(smtp.messages.at(-1)?.to).toEqual(['editor.inbox@example.test']);
    expect(smtp.messages.at(-1)?.data).toContain('Subject: Welcome to DSA');
    expect(smtp.messages.at(-1)?.data).toContain('Classes start on Monday.');
  });

  it('sends to every learner enrolled in the course, or only to the chosen batches', async () => {
    const editor = await signedIn('course.admin@demo.test');
    const everyone = await enrolledEmails();
    expect(everyone).toContain('learner@demo.test');
    const before = smtp.messages.length;
    const all = await editor.post(mails(), { email_index: 1, audience: 'enrolled' });
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({
      audience: 'enrolled',
      queued: everyone.length,
    });
    await expect.poll(() => smtp.messages.length - before).toBe(everyone.length);
    expect(
      smtp.messages
        .slice(before)
        .flatMap((message) => message.to)
        .sort(),
    ).toEqual(everyone);

    const institute = await enrolledEmails(['dsa-institute-2026']);
    const some = await editor.post(mails(), {
      email_index: 1,
      audience: 'batches',
      batch_slugs: ['dsa-institute-2026'],
    });
    expect(some.json).toMatchObject({
      batch_slugs: ['dsa-institute-2026'],
      queued: institute.length,
    });
    await expect.poll(() => smtp.messages.length - before).toBe(everyone.length + institute.length);
    const unsent = async () =>
      (await server.database.db.select().from(outbox).where(eq(outbox.subject, 'Contest this week'))).filter(
        (row) => row.sentAt === null,
      ).length;
    const rows = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Contest this week'));
    expect(rows).toHaveLength(everyone.length + institute.length);
    await expect.poll(unsent).toBe(0);

    const list = await editor.get(mails());
    expect(list.status).toBe(200);
    expect(list.json.delivery_configured).toBe(true);
    expect((list.json.results as { queued: number; delivered: number }[])[0]).toMatchObject({
      queued: institute.length,
      delivered: institute.length,
    });
    expect((list.json.results as { id: number }[]).map((mail) => mail.id)).toEqual([
      some.json.id,
      all.json.id,
      expect.any(Number),
    ]);
    expect(list.json.batches).toContainEqual({
      batch_slug: 'dsa-institute-2026',
      batch_name: 'DSA 2026 - Demo Institute',
      learners: institute.length,
    });
  });

  it('refuses unsaved emails, batches of another course, bad addresses and other roles', async () => {
    const editor = await signedIn('course.admin@demo.test');
    const unsaved = await editor.post(mails(), { email_index: 7, audience: 'enrolled' });
    expect(unsaved.status).toBe(400);
    expect((unsaved.json.error as { message: string }).message).toBe(
      'Save the email in the Send Email tab before sending it.',
    );
    const foreign = await editor.post(mails(), {
      email_index: 0,
      audience: 'batches',
      batch_slugs: ['java-backend-2026'],
    });
    expect(foreign.status).toBe(400);
    expect((foreign.json.error as { message: string }).message).toBe(
      'Not batches of this course: java-backend-2026.',
    );
    expect(
      (await editor.post(mails(), { email_index: 0, audience: 'test', test_address: 'nobody' })).status,
    ).toBe(400);
    expect(
      (await editor.post(`${api}/course/999999/mails/`, { email_index: 0, audience: 'enrolled' })).status,
    ).toBe(404);
    const learner = await signedIn('learner@demo.test');
    expect((await learner.post(mails(), { email_index: 0, audience: 'enrolled' })).status).toBe(403);
    expect((await learner.get(mails())).status).toBe(403);
    expect((await (await signedIn('setter@demo.test')).get(mails())).status).toBe(403);
  });
});

describe('course page offer, mentors and ratings', () => {
  it('shows the first upcoming public batch on sale, the batch mentors and the learners’ ratings', async () => {
    const { db } = server.database;
    const [dsa] = await db.select().from(courses).where(eq(courses.slug, 'dsa-self-paced'));
    const [orgBatch] = await db.select().from(batches).where(eq(batches.slug, 'dsa-institute-2026'));
    // An organization's batch starting sooner is not for sale on the public page.
    const soon = new Date(Date.now() + 86_400_000);
    const [privateBatch] = await db
      .insert(batches)
      .values({
        slug: 'dsa-private-soon',
        name: 'DSA private',
        courseId: dsa!.id,
        organizationId: orgBatch!.organizationId,
        startsAt: soon,
        endsAt: new Date(soon.getTime() + 86_400_000 * 90),
      })
      .returning();
    await db.insert(batchOffers).values({ batchId: privateBatch!.id, price: 1 });

    const learner = await signedIn('learner@demo.test');
    const rated = await learner.post(`${api}/testimonials/batch`, {
      batch_slug: 'dsa-institute-2026',
      rating: 3,
      text: 'Fine.',
    });
    expect(rated.status).toBe(200);
    const ratings = await db
      .select({ rating: batchTestimonials.rating })
      .from(batchTestimonials)
      .innerJoin(batches, eq(batches.id, batchTestimonials.batchId))
      .where(eq(batches.courseId, dsa!.id));
    const average = ratings.reduce((sum, row) => sum + row.rating, 0) / ratings.length;

    const page = await createSessionClient(server.url).get(`${api}/courses/dsa-self-paced/`);
    expect(page.status).toBe(200);
    const start = nextIntakeDate(new Date()).toISOString().slice(0, 10);
    expect(page.json.first_upcoming_batch).toMatchObject({
      batch_slug: 'dsa-public-next-intake',
      start_date: start,
      price: 5999,
      discounted_price: 4999,
      seats_left: 40,
      lang: 'English',
    });
    // The weekend intake, later, is the second batch on sale.
    expect(page.json.total_upcoming_batches).toBe(2);
    expect((page.json.mentors as { mentor: string }[]).map((mentor) => mentor.mentor).sort()).toEqual([
      'Cyrus Course',
      'Mo Moderator',
    ]);
    expect(page.json.right_section).toMatchObject({
      ratings: { avg_rating: Math.round(average * 10) / 10, ratings_count: ratings.length },
    });
    expect(ratings.length).toBeGreaterThan(0);

    const details = await createSessionClient(server.url).get(`${api}/courses/dsa-self-paced/details/`);
    expect(details.status).toBe(200);
    expect(details.json).toMatchObject({
      batches: [
        { batch_slug: 'dsa-public-next-intake', price: 5999 },
        { batch_slug: 'dsa-public-weekend-intake', price: 5999, discounted_price: 4499, lang: 'Hindi' },
      ],
      first_upcoming_batch: { batch_slug: 'dsa-public-next-intake' },
      total_upcoming_batches: 2,
      has_any_batch: true,
    });
    expect((await createSessionClient(server.url).get(`${api}/courses/nope/details/`)).status).toBe(404);

    const java = await createSessionClient(server.url).get(`${api}/courses/java-backend/`);
    expect(java.json).toMatchObject({ first_upcoming_batch: null, mentors: [], total_upcoming_batches: 0 });
  });

  it('starts the demo intake on a Monday at least four weeks out', () => {
    const start = nextIntakeDate(new Date('2026-11-26T15:00:00Z'));
    expect(start.toISOString()).toBe('2026-12-28T00:00:00.000Z');
    expect(nextIntakeDate(new Date('2026-11-30T01:00:00Z')).toISOString()).toBe('2026-12-28T00:00:00.000Z');
  });
});
