import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchEnrollments,
  batches,
  batchTestimonials,
  courseEditorTabs,
  courses,
  paymentOrderItems,
  paymentOrders,
  users,
} from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
const api = '/api/latest';

beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: 1000 }, { learners: 20 });
});
afterAll(async () => {
  await server.close();
});

const slugsOf = (response: { json: Record<string, unknown> }) =>
  (response.json.results as { course_slug: string }[]).map((course) => course.course_slug).sort();

describe('catalogue level and language filters', () => {
  it('finds courses by the level their Course Intro names, in any letter case, and by a language of a batch on sale', async () => {
    const visitor = createSessionClient(server.url);
    const beginner = await visitor.get(`${api}/courses/?level=beginner&page_size=50`);
    expect(beginner.status).toBe(200);
    expect(slugsOf(beginner)).toEqual(['dsa-classroom-bengaluru', 'dsa-self-paced', 'python-foundations']);
    const advanced = await visitor.get(`${api}/courses/?level=advanced&page_size=50`);
    expect(slugsOf(advanced)).toEqual(['gate-cse-live', 'gate-data-science-live', 'system-design-live']);

    // Only the DSA weekend intake is taught in Hindi; the language matches in any letter case.
    const hindi = await visitor.get(`${api}/courses/?language=HINDI`);
    expect(slugsOf(hindi)).toEqual(['dsa-self-paced']);
    const both = await visitor.get(`${api}/courses/?language=english&level=advanced&page_size=50`);
    expect(slugsOf(both)).toEqual(['gate-cse-live', 'gate-data-science-live']);
    expect((await visitor.get(`${api}/courses/?language=tamil`)).json.count).toBe(0);

    const unknown = await visitor.get(`${api}/courses/?level=expert`);
    expect(unknown.status).toBe(400);
    expect((unknown.json.error as { fields: Record<string, string> }).fields.level).toBe(
      'Choose a level: beginner, intermediate, advanced.',
    );

    // A course admin's level typed in capitals with spaces around still files the course under it.
    const [javaBackend] = await server.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'java-backend'));
    const editor = await signedInClient(server.url, 'course.admin@demo.test');
    const loaded = await editor.get(`${api}/course/${javaBackend!.id}/editor/`);
    const intro = (loaded.json.tabs as Record<string, Record<string, unknown>>)['course-intro']!;
    expect(intro.level).toBe('Intermediate');
    const saved = await editor.request('PUT', `${api}/course/${javaBackend!.id}/editor/`, {
      tab: 'course-intro',
      values: { ...intro, level: ' ADVANCED ' },
    });
    expect(saved.status).toBe(200);
    expect(slugsOf(await visitor.get(`${api}/courses/?level=advanced&page_size=50`))).toContain(
      'java-backend',
    );
    expect(slugsOf(await visitor.get(`${api}/courses/?level=intermediate&page_size=50`))).not.toContain(
      'java-backend',
    );
  });
});

describe('the course page: testimonials, feedback and meta', () => {
  it('quotes the testimonials course admins write, in their order, and refuses a bad row beside its field', async () => {
    const visitor = createSessionClient(server.url);
    const seeded = await visitor.get(`${api}/courses/dsa-self-paced/testimonials/`);
    expect(seeded.status).toBe(200);
    expect((seeded.json.results as { name: string }[]).map((t) => t.name)).toEqual([
      'Meera Iyer',
      'Rohan Das',
      'Sana Qureshi',
    ]);
    expect((await visitor.get(`${api}/courses/no-such-course/testimonials/`)).status).toBe(404);

    const learner = await signedInClient(server.url, 'student3@demo.test');
    const manage = `${api}/courses/python-foundations/testimonials/manage/`;
    expect((await learner.get(manage)).status).toBe(403);
    expect((await learner.request('PUT', manage, { testimonials: [] })).status).toBe(403);

    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const current = (await admin.get(manage)).json.results as { name: string }[];
    expect(current.map((t) => t.name)).toEqual(['Kavya Reddy']);
    const refused = await admin.request('PUT', manage, {
      testimonials: [
        { name: 'Ira', designation: null, text: 'Loved it.', rating: 5 },
        { name: 'Dev', designation: 'Student', text: '   ', rating: 6 },
      ],
    });
    expect(refused.status).toBe(400);
    expect((refused.json.error as { fields: Record<string, string> }).fields).toMatchObject({
      'testimonials.1.text': 'Write what they said.',
      'testimonials.1.rating': 'Rate from 1 to 5.',
    });
    // Nothing was written: the page still quotes the old list.
    expect(
      ((await visitor.get(`${api}/courses/python-foundations/testimonials/`)).json.results as unknown[])
        .length,
    ).toBe(1);

    const saved = await admin.request('PUT', manage, {
      testimonials: [
        { name: 'Dev Patel', designation: 'Student', text: 'Short lessons, lots of practice.', rating: 4 },
        { name: 'Kavya Reddy', designation: '', text: 'A gentle start.', rating: 5 },
      ],
    });
    expect(saved.status).toBe(200);
    const shown = (await visitor.get(`${api}/courses/python-foundations/testimonials/`)).json.results;
    expect(shown).toEqual([
      expect.objectContaining({ name: 'Dev Patel', designation: 'Student', rating: 4 }),
      expect.objectContaining({ name: 'Kavya Reddy', designation: null, text: 'A gentle start.' }),
    ]);
  });

  it("pages learners' written feedback on the course's batches, newest first, leaving bare star ratings out", async () => {
    const { db } = server.database;
    const [january] = await db.select().from(batches).where(eq(batches.slug, 'dsa-public-jan-2026'));
    const seeded = await db
      .select()
      .from(batchTestimonials)
      .where(eq(batchTestimonials.batchId, january!.id))
      .orderBy(desc(batchTestimonials.createdAt));
    expect(seeded.length).toBeGreaterThan(0);
    // Enough more ratings for a second page, on the course's other batch: one of them leaves only stars.
    const [intake] = await db.select().from(batches).where(eq(batches.slug, 'dsa-public-next-intake'));
    const raters = await db.select({ id: users.id }).from(users).orderBy(users.id).limit(22);
    expect(raters).toHaveLength(22);
    await db.insert(batchTestimonials).values(
      raters.map((rater, index) => ({
        batchId: intake!.id,
        userId: rater.id,
        rating: 3 + (index % 3),
        text: index === 0 ? '' : `Feedback number ${index}`,
        createdAt: new Date(Date.now() - index * 60_000),
      })),
    );
    const written = seeded.length + raters.length - 1;

    const visitor = createSessionClient(server.url);
    const first = await visitor.get(`${api}/courses/dsa-self-paced/feedbacks/?page=1`);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ count: written, page: 1, page_size: 20 });
    const texts = (first.json.results as { text: string; designation: null }[]).map((f) => f.text);
    expect(texts).not.toContain('');
    expect(texts[0]).toBe('Feedback number 1');
    expect(written).toBeGreaterThan(20);
    const second = await visitor.get(`${api}/courses/dsa-self-paced/feedbacks/?page=2`);
    expect((second.json.results as unknown[]).length).toBe(written - 20);
    // The oldest is the seeded rating from the most days before the seed day.
    expect((second.json.results as { text: string }[]).at(-1)!.text).toBe(seeded.at(-1)!.text);
    expect((await visitor.get(`${api}/courses/dsa-self-paced/feedbacks/?page=0`)).status).toBe(400);
    expect((await visitor.get(`${api}/courses/no-such-course/feedbacks/?page=1`)).status).toBe(404);
  });

  it('tells a learner they are enrolled and in which batch, an anonymous visitor not, and a course admin they may edit mentors', async () => {
    const { db } = server.database;
    const [january] = await db.select().from(batches).where(eq(batches.slug, 'dsa-public-jan-2026'));
    const [member] = await db
      .select({ email: users.email })
      .from(batchEnrollments)
      .innerJoin(users, eq(users.id, batchEnrollments.userId))
      .where(and(eq(batchEnrollments.batchId, january!.id), like(users.email, 'student%')))
      .limit(1);
    const learner = await signedInClient(server.url, member!.email);
    const meta = await learner.get(`${api}/courses/dsa-self-paced/meta/`);
    expect(meta.status).toBe(200);
    expect(meta.json).toMatchObject({
      is_enrolled: true,
      enrolled_batch_slug: 'dsa-public-jan-2026',
      can_add_edit_mentor: false,
      has_any_batch: true,
      payment_currency_symbol: '₹',
    });
    // A country named on the account comes back as its two-letter code.
    expect((await learner.post('/api/user/profile/', { country: 'India' })).status).toBe(200);
    expect((await learner.get(`${api}/courses/dsa-self-paced/meta/`)).json.user_country).toBe('IN');

    const anonymous = await createSessionClient(server.url).get(`${api}/courses/dsa-self-paced/meta/`);
    expect(anonymous.json).toMatchObject({
      is_enrolled: false,
      enrolled_batch_slug: null,
      user_country: null,
    });
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    expect((await admin.get(`${api}/courses/dsa-self-paced/meta/`)).json).toMatchObject({
      is_enrolled: false,
      can_add_edit_mentor: true,
    });
    expect((await admin.get(`${api}/courses/no-such-course/meta/`)).status).toBe(404);
  });
});

describe("course admins' catalogue tools", () => {
  it('lists the category types and every course, listed or not, by name, category and listing', async () => {
    const learner = await signedInClient(server.url, 'student4@demo.test');
    expect((await learner.get(`${api}/courses/category/types`)).status).toBe(403);
    expect((await learner.get(`${api}/courses-listing/`)).status).toBe(403);
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const types = await admin.get(`${api}/courses/category/types`);
    expect((types.json.results as { value: string }[]).map((type) => type.value)).toEqual([
      'primary',
      'secondary',
    ]);
    // The catalogue's default lists primary categories; the secondary type holds GATE.
    const secondary = await createSessionClient(server.url).get(`${api}/courses/allCategory?type=secondary`);
    expect((secondary.json.results as { slug: string }[]).map((c) => c.slug)).toEqual(['gate']);

    const { db } = server.database;
    await db.update(courses).set({ listingType: 1 }).where(eq(courses.slug, 'full-stack-classroom'));
    const all = await admin.get(`${api}/courses-listing/?page_size=50`);
    expect(all.status).toBe(200);
    const rows = all.json.results as {
      course_slug: string;
      is_published: boolean;
      category: string | null;
    }[];
    expect(rows.find((row) => row.course_slug === 'full-stack-classroom')).toMatchObject({
      is_published: false,
      category: null,
    });
    expect(rows.find((row) => row.course_slug === 'gate-cse-live')).toMatchObject({
      is_published: true,
      category: 'gate',
    });
    const unlisted = await admin.get(`${api}/courses-listing/?is_published=0`);
    expect((unlisted.json.results as { course_slug: string }[]).map((row) => row.course_slug)).toEqual([
      'full-stack-classroom',
    ]);
    // The public catalogue leaves the unlisted course out.
    expect(slugsOf(await createSessionClient(server.url).get(`${api}/courses/?page_size=50`))).not.toContain(
      'full-stack-classroom',
    );
    const searched = await admin.get(`${api}/courses-listing/?search=GATE&category=gate`);
    expect(searched.json.count).toBe(2);
    expect((await admin.get(`${api}/courses-listing/?search=%25`)).json.count).toBe(0);
    await db.update(courses).set({ listingType: 0 }).where(eq(courses.slug, 'full-stack-classroom'));
  });

  it('serves courses/admin to course admins: every course with its batches and the right to edit mentors (001 §7)', async () => {
    const learner = await signedInClient(server.url, 'student4@demo.test');
    expect((await learner.get(`${api}/courses/admin`)).status).toBe(403);
    expect((await createSessionClient(server.url).get(`${api}/courses/admin`)).status).toBe(401);
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const { db } = server.database;
    await db.update(courses).set({ listingType: 1 }).where(eq(courses.slug, 'system-design-live'));
    const managed = await admin.get(`${api}/courses/admin?search=system&page_size=50`);
    expect(managed.status).toBe(200);
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'system-design-live'));
    const ownBatches = await db
      .select({ id: batches.id })
      .from(batches)
      .where(eq(batches.courseId, course!.id));
    expect(managed.json.results).toEqual([
      expect.objectContaining({
        course_slug: 'system-design-live',
        is_published: false,
        can_add_edit_mentor: true,
        batches_count: ownBatches.length,
      }),
    ]);
    expect(ownBatches.length).toBeGreaterThan(0);
    const everything = await admin.get(`${api}/courses/admin?page_size=50`);
    const [all] = await db.select({ total: sql<number>`count(*)::int` }).from(courses);
    expect(everything.json.count).toBe(all?.total);
    expect((await admin.get(`${api}/courses/admin?page=0`)).status).toBe(400);
    await db.update(courses).set({ listingType: 0 }).where(eq(courses.slug, 'system-design-live'));
  });

  it("serves premium-courses as the catalogue's listing with premium=true, and the rewards store's user details as user/details/", async () => {
    const visitor = createSessionClient(server.url);
    const { db } = server.database;
    const inPremium = await db
      .select({ slug: courses.slug })
      .from(courses)
      .innerJoin(courseEditorTabs, eq(courseEditorTabs.courseId, courses.id))
      .where(
        and(
          eq(courses.listingType, 0),
          eq(courseEditorTabs.tab, 'premium'),
          sql`(${courseEditorTabs.values} ->> 'included_in_premium')::boolean`,
        ),
      );
    const premium = await visitor.get(`${api}/courses/?premium=true&page_size=50`);
    expect(premium.status).toBe(200);
    expect(inPremium.length).toBeGreaterThan(0);
    expect(slugsOf(premium)).toEqual(inPremium.map((row) => row.slug).sort());
    expect(premium.json.count).toBeLessThan(
      (await visitor.get(`${api}/courses/?page_size=50`)).json.count as number,
    );

    // user/details/ answers the rewards store: the balance a redeem spends, the contact a parcel goes to.
    expect((await visitor.get(`${api}/user/details/`)).status).toBe(401);
    const learner = await signedInClient(server.url, 'student5@demo.test');
    const details = await learner.get(`${api}/user/details/`);
    expect(details.status).toBe(200);
    expect(details.json).toMatchObject({ email: 'student5@demo.test', reward_points: expect.any(Number) });
    const profile = await learner.get(`${api}/learner/profile/${details.json.handle as string}/`);
    expect(details.json.reward_points).toBe(profile.json.points_to_spend);
  });

  it('counts registrations and paid seats per batch, and gives them per day with the revenue', async () => {
    const { db } = server.database;
    const [intake] = await db.select().from(batches).where(eq(batches.slug, 'gate-cse-live-next-intake'));
    const buyers = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, 'student1%'))
      .limit(2);
    expect(buyers).toHaveLength(2);
    const now = new Date();
    await db
      .insert(batchEnrollments)
      .values(buyers.map((buyer) => ({ batchId: intake!.id, userId: buyer.id })));
    // One paid order (₹7,499 in paise) and one abandoned: only the paid one counts.
    const [paid, abandoned] = await db
      .insert(paymentOrders)
      .values(
        ['paid', 'expired'].map((status, index) => ({
          orderCode: `LF-STATS-${index}`,
          transactionToken: `stats-token-${index}`,
          userId: buyers[index]!.id,
          status: status as 'paid' | 'expired',
          amount: 749_900,
          expiresAt: now,
          paidAt: status === 'paid' ? now : null,
        })),
      )
      .returning();
    await db.insert(paymentOrderItems).values(
      [paid!, abandoned!].map((order) => ({
        orderId: order.id,
        batchId: intake!.id,
        name: 'GATE CS Next Intake',
        amount: 749_900,
      })),
    );

    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const counts = await admin.get(`${api}/courses/registration-counts/?course_slug=gate-cse-live`);
    expect(counts.status, counts.text).toBe(200);
    expect(counts.json.results).toEqual([
      { batch_id: intake!.id, batch_name: 'GATE CS Next Intake', registered: 2, paid: 1 },
    ]);
    expect((await admin.get(`${api}/courses/registration-counts/?course_slug=nothing-here`)).status).toBe(
      404,
    );

    const stats = await admin.get(`${api}/courses/registration-stats/?course_slug=gate-cse-live&page=1`);
    expect(stats.status).toBe(200);
    expect(stats.json).toMatchObject({ count: 30, page: 1, page_size: 20 });
    const days = stats.json.results as {
      date: string;
      registrations: number;
      payments: number;
      revenue: number;
    }[];
    expect(days[0]).toEqual({
      date: now.toISOString().slice(0, 10),
      registrations: 2,
      payments: 1,
      revenue: 7499,
    });
    expect(days.slice(1).every((day) => day.registrations === 0 && day.payments === 0)).toBe(true);

    const backwards = await admin.get(
      `${api}/courses/registration-stats/?from=2026-05-02&to=2026-05-01&page=1`,
    );
    expect(backwards.status).toBe(400);
    expect((backwards.json.error as { fields: Record<string, string> }).fields.to).toBe(
      'Choose a day on or after the start.',
    );
    const tooLong = await admin.get(
      `${api}/courses/registration-stats/?from=2024-01-01&to=2026-01-01&page=1`,
    );
    expect((tooLong.json.error as { fields: Record<string, string> }).fields.from).toBe(
      'At most 366 days before the end.',
    );
    const learner = await signedInClient(server.url, 'student4@demo.test');
    expect((await learner.get(`${api}/courses/registration-stats/?page=1`)).status).toBe(403);
  });
});
