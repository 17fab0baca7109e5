import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchEnrollments, batches, courses, outbox, users } from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { learners: 40 });
}, 180_000);
afterAll(() => server.close());

const api = '/api/latest';
const BATCH = 'dsa-institute-2026';
const signedIn = (email: string) => signedInClient(server.url, email);
type Client = Awaited<ReturnType<typeof signedIn>>;
const fieldsOf = (answer: { json: Record<string, unknown> }) =>
  (answer.json.error as { fields?: Record<string, string> } | undefined)?.fields ?? {};
const messageOf = (answer: { json: Record<string, unknown> }) =>
  (answer.json.error as { message?: string } | undefined)?.message ?? '';

interface StaffClass {
  id: number;
  slug: string;
  title: string;
  batch_slugs: string[];
  start_time: string;
  end_time: string;
  status: string;
  is_demo: boolean;
  recordings: { title: string; url: string }[];
  attendance_uploaded: boolean;
  attendees_count: number;
}
interface LearnerClass {
  slug: string;
  start_time: string;
  status: string;
  attended: boolean;
  recordings: { title: string; url: string }[];
}

/** Two learners of the institute's batch, found the way the seed enrolled them. */
async function learnersOfBatch() {
  return server.database.db
    .select({ email: users.email })
    .from(batchEnrollments)
    .innerJoin(users, eq(users.id, batchEnrollments.userId))
    .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
    .where(and(eq(batches.slug, BATCH), sql`${users.roles} = ARRAY['learner']::text[]`))
    .orderBy(users.id)
    .limit(2);
}

const staffClasses = async (admin: Client, query = `batch_slug=${BATCH}`) =>
  (await admin.get(`${api}/live-classes/list/?${query}`)).json.results as StaffClass[];
const learnerClasses = async (learner: Client) => {
  const all: LearnerClass[] = [];
  for (let page = 1; page <= 3; page++)
    all.push(
      ...((await learner.get(`${api}/live-classes/?batch_slug=${BATCH}&page=${page}`)).json
        .results as LearnerClass[]),
    );
  return all;
};
const upload = (admin: Client, id: number, csv: string, name = 'zoom-report.csv') => {
  const form = new FormData();
  form.append('file', new File([csv], name, { type: 'text/csv' }));
  return admin.request('POST', `${api}/live-classes/${id}/upload-attendance-report/`, undefined, {}, form);
};

describe('live-class administration (issue 21, ADR 0084)', () => {
  it('lets only course admins in: a learner and a moderator get 403, nobody signed in 401', async () => {
    const anonymous = createSessionClient(server.url);
    expect((await anonymous.get(`${api}/live-classes/list/`)).status).toBe(401);
    const [learner] = await learnersOfBatch();
    expect((await (await signedIn(learner!.email)).get(`${api}/live-classes/list/`)).status).toBe(403);
    const moderator = await signedIn('moderator@demo.test');
    expect((await moderator.get(`${api}/live-classes/list/`)).status).toBe(403);
    expect(
      (await moderator.post(`${api}/live-classes/1/cancel/`, { reason: 'Ill', notify_learners: false }))
        .status,
    ).toBe(403);
    const admin = await signedIn('course.admin@demo.test');
    const mentors = (await admin.get(`${api}/mentors/all/`)).json.results as { handle: string }[];
    expect(mentors.map((mentor) => mentor.handle)).toEqual(expect.arrayContaining(['moderator']));
  });

  it('reschedules a class: the learner’s batch page, the organization report and the history show the new time', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const [upcoming] = await staffClasses(admin, `batch_slug=${BATCH}&status=upcoming`);
    expect(upcoming).toBeDefined();
    const id = upcoming!.id;
    const past = await admin.request('PATCH', `${api}/live-classes/${id}/reschedule/`, {
      start_time: '2020-01-01T10:00:00.000Z',
      end_time: '2020-01-01T11:00:00.000Z',
      reason: 'Mentor travelling',
    });
    expect(past.status).toBe(400);
    expect(fieldsOf(past).start_time).toBe('Pick a time in the future.');
    const backwards = await admin.request('PATCH', `${api}/live-classes/${id}/reschedule/`, {
      start_time: '2031-03-02T10:00:00.000Z',
      end_time: '2031-03-02T09:00:00.000Z',
      reason: 'Mentor travelling',
    });
    expect(backwards.status).toBe(400);
    expect(fieldsOf(backwards).end_time).toBe('The class must end after it starts');

    const moved = await admin.request('PATCH', `${api}/live-classes/${id}/reschedule/`, {
      start_time: '2031-03-02T10:00:00.000Z',
      end_time: '2031-03-02T11:30:00.000Z',
      reason: 'Mentor travelling',
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ start_time: '2031-03-02T10:00:00.000Z', status: 'upcoming' });

    const [learnerAccount] = await learnersOfBatch();
    const learner = await signedIn(learnerAccount!.email);
    expect((await learnerClasses(learner)).find((row) => row.slug === upcoming!.slug)).toMatchObject({
      start_time: '2031-03-02T10:00:00.000Z',
      status: 'upcoming',
    });
    const orgAdmin = await signedIn('institute.admin@demo.test');
    const report = (
      await orgAdmin.get(
        `${api}/organization-dashboard/live-classes/?batch_slug=${BATCH}&search=${encodeURIComponent(upcoming!.title)}`,
      )
    ).json.results as { slug: string; start_time: string; duration_minutes: number }[];
    expect(report.find((row) => row.slug === upcoming!.slug)).toMatchObject({
      start_time: '2031-03-02T10:00:00.000Z',
      duration_minutes: 90,
    });
    const history = (await admin.get(`${api}/live-classes/${id}/edit_history/`)).json.results as {
      changed_by: string;
      field: string;
      new_value: string | null;
    }[];
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          changed_by: 'course-admin',
          field: 'reschedule_reason',
          new_value: 'Mentor travelling',
        }),
        expect.objectContaining({ field: 'start_time', new_value: '2031-03-02T10:00:00.000Z' }),
      ]),
    );
  });

  it('takes an attendance report only when every row is readable, naming the refused rows, and matches learners', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const [done] = await staffClasses(admin, `batch_slug=${BATCH}&status=completed`);
    const [first, second] = await learnersOfBatch();
    const before = done!.attendees_count;

    const broken = await upload(
      admin,
      done!.id,
      `User Email,Duration (Minutes)\n${first!.email},40\nnot-an-address,10\n${second!.email},ten\n`,
    );
    expect(broken.status).toBe(400);
    expect(messageOf(broken)).toBe('2 rows of the attendance report are refused; nothing was saved.');
    expect(fieldsOf(broken).file).toBe(
      'Row 3: "not-an-address" is not an e-mail address. Row 4: minutes "ten" is not a number of minutes.',
    );
    expect((await staffClasses(admin)).find((row) => row.id === done!.id)!.attendees_count).toBe(before);
    expect(fieldsOf(await upload(admin, done!.id, 'name\nAsha\n')).file).toBe(
      'The first row must name the columns, e.g. "email,minutes".',
    );
    expect(fieldsOf(await upload(admin, done!.id, 'email,minutes\n', 'report.txt')).file).toBe(
      'Only .csv files are accepted.',
    );

    // A rejoin is a second row: the minutes add up, never past the class's 90 minutes.
    const saved = await upload(
      admin,
      done!.id,
      `Name,User Email,Duration (Minutes)\nA,${first!.email.toUpperCase()},30\nA,${first!.email},25\nB,${second!.email},200\nGuest,guest@example.com,12\n`,
    );
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      processed: 4,
      matched: 2,
      unmatched: [
        { row: 5, email: 'guest@example.com', reason: 'Not a learner of DSA 2026 - Demo Institute.' },
      ],
    });
    const after = (await staffClasses(admin)).find((row) => row.id === done!.id)!;
    expect(after).toMatchObject({ attendance_uploaded: true, attendees_count: 2 });

    const learner = await signedIn(first!.email);
    expect((await learnerClasses(learner)).find((row) => row.slug === done!.slug)?.attended).toBe(true);
    const orgAdmin = await signedIn('institute.admin@demo.test');
    const sheet = (
      await orgAdmin.get(`${api}/organization-dashboard/attendance-sheet/?class_slug=${done!.slug}`)
    ).json.results as { email: string; attended: boolean; duration_minutes: number }[];
    const attended = sheet.filter((row) => row.attended);
    expect(attended.map((row) => [row.email, row.duration_minutes]).sort()).toEqual(
      [
        [first!.email, 55],
        [second!.email, 90],
      ].sort(),
    );

    const kept = await admin.request('DELETE', `${api}/live-classes/${done!.id}/`);
    expect(kept.status).toBe(409);
    expect(messageOf(kept)).toBe(
      `${done!.title} has the attendance of 2 learners, which reports count; unmap it from its batch instead.`,
    );

    const [upcoming] = await staffClasses(admin, `batch_slug=${BATCH}&status=upcoming`);
    const early = await upload(admin, upcoming!.id, `email,minutes\n${first!.email},10\n`);
    expect(early.status).toBe(409);
    expect(messageOf(early)).toMatch(/has not taken place yet, so it has no attendance/);
  });

  it('adds recordings one by one or for a whole batch, all or none, and resets them', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const finished = await staffClasses(admin, `batch_slug=${BATCH}&status=completed`);
    const [first, second] = finished;
    const added = await admin.post(`${api}/live-classes/${first!.id}/recordings/add/`, {
      title: 'Part 1',
      url: 'https://recordings.example.com/part-1.mp4',
      duration_seconds: 3600,
    });
    expect(added.status).toBe(200);
    expect((added.json as unknown as StaffClass).recordings.map((row) => row.url)).toContain(
      'https://recordings.example.com/part-1.mp4',
    );
    const [learnerAccount] = await learnersOfBatch();
    const learner = await signedIn(learnerAccount!.email);
    expect((await learnerClasses(learner)).find((row) => row.slug === first!.slug)?.recordings).toEqual([
      expect.objectContaining({ title: 'Part 1', url: 'https://recordings.example.com/part-1.mp4' }),
    ]);

    const refused = await admin.post(`${api}/live-classes/recordings/add-all/`, {
      batch_slug: BATCH,
      recordings: [
        {
          class_slug: second!.slug,
          title: 'Whole class',
          url: 'https://recordings.example.com/2.mp4',
          duration_seconds: 5400,
        },
        {
          class_slug: 'no-such-class',
          title: 'Lost',
          url: 'https://recordings.example.com/x.mp4',
          duration_seconds: 60,
        },
      ],
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual({
      'recordings.1.class_slug': 'no-such-class is not a class of DSA 2026 - Demo Institute.',
    });
    expect((await staffClasses(admin)).find((row) => row.id === second!.id)!.recordings).toEqual([]);
    const all = await admin.post(`${api}/live-classes/recordings/add-all/`, {
      batch_slug: BATCH,
      recordings: [
        {
          class_slug: second!.slug,
          title: 'Whole class',
          url: 'https://recordings.example.com/2.mp4',
          duration_seconds: 5400,
        },
      ],
    });
    expect(all.status).toBe(200);
    expect(all.json.added_count).toBe(1);
    expect(all.json.missing).not.toContain(first!.slug);
    expect(all.json.missing).not.toContain(second!.slug);

    const reset = await admin.post(`${api}/live-classes/${first!.id}/recordings/reset/`);
    expect(reset.status).toBe(200);
    expect((reset.json as unknown as StaffClass).recordings).toEqual([]);
  });

  it('cancels with a mail to the batch, marks a demo, unmaps from the batch and deletes', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const [upcoming] = await staffClasses(admin, `batch_slug=${BATCH}&status=upcoming`);
    const id = upcoming!.id;
    const mailsBefore = (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!
      .n;
    const cancelled = await admin.post(`${api}/live-classes/${id}/cancel/`, {
      reason: 'The mentor is ill',
      notify_learners: true,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe('cancelled');
    const mails = await server.database.db
      .select({ subject: outbox.subject, body: outbox.body })
      .from(outbox)
      .where(sql`${outbox.id} > 0`)
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    expect(
      (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n,
    ).toBeGreaterThan(mailsBefore);
    expect(mails[0]).toMatchObject({ subject: `Cancelled: ${upcoming!.title}` });
    expect(mails[0]!.body).toContain('Reason: The mentor is ill');
    const again = await admin.post(`${api}/live-classes/${id}/cancel/`, {
      reason: 'x',
      notify_learners: false,
    });
    expect(again.status).toBe(409);
    const moved = await admin.request('PATCH', `${api}/live-classes/${id}/reschedule/`, {
      start_time: '2031-04-02T10:00:00.000Z',
      end_time: '2031-04-02T11:00:00.000Z',
      reason: 'Try again',
    });
    expect(moved.status).toBe(409);
    expect(messageOf(moved)).toBe(`${upcoming!.title} was cancelled, so it cannot be rescheduled.`);

    const demo = await admin.request('PATCH', `${api}/live-classes/${id}/mark-as-demo/`, { is_demo: true });
    expect(demo.json.is_demo).toBe(true);

    const wrongBatch = await admin.request(
      'DELETE',
      `${api}/live-classes/${id}/unmapping/?batch_slug=dsa-public-jan-2026`,
    );
    expect(wrongBatch.status).toBe(409);
    const unmapped = await admin.request(
      'DELETE',
      `${api}/live-classes/${id}/unmapping/?batch_slug=${BATCH}`,
    );
    expect(unmapped.status).toBe(200);
    expect(unmapped.json.batch_slugs).toEqual([]);
    const [learnerAccount] = await learnersOfBatch();
    const learner = await signedIn(learnerAccount!.email);
    expect((await learnerClasses(learner)).map((row) => row.slug)).not.toContain(upcoming!.slug);
    expect(
      (await staffClasses(admin, `search=${encodeURIComponent(upcoming!.title)}`)).map((row) => row.id),
    ).toContain(id);

    const deleted = await admin.request('DELETE', `${api}/live-classes/${id}/`);
    expect(deleted.status).toBe(200);
    expect((await admin.request('DELETE', `${api}/live-classes/${id}/`)).status).toBe(404);
    const history = (await admin.get(`${api}/live-classes/${id}/edit_history/`)).json.results as {
      field: string;
    }[];
    expect(history.map((row) => row.field)).toEqual(
      expect.arrayContaining(['deleted', 'batch', 'is_demo', 'cancel_reason', 'status']),
    );
  });

  it('maps an unmapped class back to a batch, refusing a mapped class, an unknown batch and a batch without its attendees', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const attended = (await staffClasses(admin, `batch_slug=${BATCH}&status=completed`)).find(
      (row) => row.attendees_count > 0,
    )!;
    const map = (slug: string) =>
      admin.post(`${api}/live-classes/${attended.id}/mapping/`, { batch_slug: slug });
    const stillMapped = await map(BATCH);
    expect(stillMapped.status).toBe(409);
    expect(fieldsOf(stillMapped).batch_slug).toMatch(/^Unmap it from .+ first\.$/);

    expect(
      (await admin.request('DELETE', `${api}/live-classes/${attended.id}/unmapping/?batch_slug=${BATCH}`))
        .status,
    ).toBe(200);
    const unknown = await map('no-such-batch');
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown).batch_slug).toBe('There is no batch no-such-batch.');
    // Its attendees learn in the institute's batch: another batch's report would count strangers' minutes.
    const elsewhere = await map('dsa-public-jan-2026');
    expect(elsewhere.status).toBe(409);
    expect(messageOf(elsewhere)).toMatch(/^\d+ of the people who attended .+ are not in /);
    expect(fieldsOf(elsewhere).batch_slug).toBe('Pick the batch its attendees learn in.');
    expect(
      (
        await (
          await signedIn('support@demo.test')
        ).post(`${api}/live-classes/${attended.id}/mapping/`, {
          batch_slug: BATCH,
        })
      ).status,
    ).toBe(403);

    const mapped = await map(BATCH);
    expect(mapped.status).toBe(200);
    expect(mapped.json).toMatchObject({ batch_slugs: [BATCH], attendees_count: attended.attendees_count });
    const [learnerAccount] = await learnersOfBatch();
    const learner = await signedIn(learnerAccount!.email);
    expect((await learnerClasses(learner)).map((row) => row.slug)).toContain(attended.slug);
    const history = (await admin.get(`${api}/live-classes/${attended.id}/edit_history/`)).json.results as {
      field: string;
      old_value: string | null;
      new_value: string | null;
    }[];
    expect(history.filter((row) => row.field === 'batch').map((row) => row.new_value)).toEqual(
      expect.arrayContaining([BATCH, null]),
    );
  });

  it("reports the people of a course's live classes and what each attended (courses-event-user-info)", async () => {
    const admin = await signedIn('course.admin@demo.test');
    const [course] = await server.database.db
      .select({ slug: courses.slug })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(eq(batches.slug, BATCH));
    type Row = {
      handle: string;
      batch_slug: string;
      classes_held: number;
      classes_attended: number;
      minutes_attended: number;
      last_attended_at: string | null;
    };
    const report = await admin.get(
      `${api}/courses-event-user-info/?course_slug=${course!.slug}&page_size=100`,
    );
    expect(report.status).toBe(200);
    const rows = report.json.results as Row[];
    expect(rows.some((row) => row.batch_slug === BATCH)).toBe(true);
    for (const row of rows) expect(row.classes_attended).toBeLessThanOrEqual(row.classes_held);
    expect(
      rows.some((row) => row.classes_attended > 0 && row.minutes_attended > 0 && row.last_attended_at),
    ).toBe(true);

    // One class: its batch's learners, and the attendees the class list counts.
    const attended = (await staffClasses(admin, `batch_slug=${BATCH}&status=completed`)).find(
      (row) => row.attendees_count > 0 && row.batch_slugs.length > 0,
    )!;
    const one = await admin.get(
      `${api}/courses-event-user-info/?course_slug=${course!.slug}&live_class_id=${attended.id}&page_size=100`,
    );
    const oneRows = one.json.results as Row[];
    expect(oneRows.every((row) => row.batch_slug === BATCH && row.classes_held === 1)).toBe(true);
    expect(oneRows.filter((row) => row.classes_attended === 1)).toHaveLength(attended.attendees_count);

    const unknown = await admin.get(`${api}/courses-event-user-info/?course_slug=no-such-course`);
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown).course_slug).toBe('There is no course no-such-course.');
    const [otherCourse] = await server.database.db
      .select({ slug: courses.slug })
      .from(courses)
      .where(sql`${courses.slug} <> ${course!.slug}`)
      .limit(1);
    const elsewhere = await admin.get(
      `${api}/courses-event-user-info/?course_slug=${otherCourse!.slug}&live_class_id=${attended.id}`,
    );
    expect(fieldsOf(elsewhere).live_class_id).toBe('Pick a live class of a batch of this course.');
    expect((await admin.get(`${api}/courses-event-user-info/`)).status).toBe(400);
    expect(
      (
        await (
          await signedIn('support@demo.test')
        ).get(`${api}/courses-event-user-info/?course_slug=${course!.slug}`)
      ).status,
    ).toBe(403);
  });
});
