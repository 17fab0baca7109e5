import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contestAttempts,
  contests,
  eventEnrollments,
  events,
  outbox,
  recurringEvents,
  users,
} from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = '/api/latest';
const hour = 3_600_000;
const signedIn = (email: string) => signedInClient(server.url, email);

/** An event made for one test, so tests never share seats. */
async function anEvent(values: {
  title: string;
  startsInHours: number;
  capacity?: number;
  recurringEventId?: number;
}) {
  const startsAt = new Date(Date.now() + values.startsInHours * hour);
  const [event] = await server.database.db
    .insert(events)
    .values({
      slug: values.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title: values.title,
      type: 'webinar',
      startsAt,
      endsAt: new Date(startsAt.getTime() + hour),
      capacity: values.capacity ?? null,
      recurringEventId: values.recurringEventId ?? null,
      joinUrl: 'https://meet.learnforge.invalid/room',
    })
    .returning();
  return event!;
}

const mailTo = async (email: string, subject: string) =>
  server.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, subject)));

describe('the events pages', () => {
  it('lists upcoming events soonest first and past events latest first, paged', async () => {
    const anyone = createSessionClient(server.url);
    const upcoming = await anyone.get(`${api}/events/?page_size=2`);
    expect(upcoming.status).toBe(200);
    const first = upcoming.json.results as { title: string; starts_at: string; ends_at: string }[];
    expect(first).toHaveLength(2);
    expect(upcoming.json.count as number).toBeGreaterThan(2);
    expect(Date.parse(first[0]!.starts_at)).toBeLessThanOrEqual(Date.parse(first[1]!.starts_at));
    for (const event of first) expect(Date.parse(event.ends_at)).toBeGreaterThan(Date.now());
    const second = await anyone.get(`${api}/events/?page_size=2&page=2`);
    expect((second.json.results as { title: string }[]).map((event) => event.title)).not.toContain(
      first[0]!.title,
    );
    const past = await anyone.get(`${api}/events/?status=past`);
    const pastEvents = past.json.results as { title: string; starts_at: string; ends_at: string }[];
    expect(pastEvents.map((event) => event.title)).toEqual(
      expect.arrayContaining(['Resume Review Workshop', 'Women in Tech Panel']),
    );
    const starts = pastEvents.map((event) => Date.parse(event.starts_at));
    expect(starts).toEqual(starts.toSorted((a, b) => b - a));
    for (const event of pastEvents) expect(Date.parse(event.ends_at)).toBeLessThanOrEqual(Date.now());
    expect((await anyone.get(`${api}/events/?status=later`)).status).toBe(400);
    expect((await anyone.get(`${api}/events/?page=0`)).status).toBe(400);
  });

  it('shows one event to anyone, the join link only to a seat holder close to the start, and 404 for no event', async () => {
    const event = await anEvent({ title: 'Join link webinar', startsInHours: 0.5 });
    const anyone = createSessionClient(server.url);
    const seen = await anyone.get(`${api}/events/${event.id}/`);
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({
      title: 'Join link webinar',
      is_enrolled: false,
      enrollment: null,
      join_url: null,
    });
    const learner = await signedIn('student1@demo.test');
    expect(
      (await learner.post(`${api}/user/enrollment/`, { event_id: event.id, page_url: '/events' })).json
        .status,
    ).toBe('SUCCESS');
    expect((await learner.get(`${api}/events/${event.id}/`)).json).toMatchObject({
      is_enrolled: true,
      join_url: 'https://meet.learnforge.invalid/room',
      enrollment: { status: 'enrolled', waitlist_position: null },
    });
    expect((await anyone.get(`${api}/events/999999/`)).status).toBe(404);
    expect((await anyone.get(`${api}/events/abc/`)).status).toBe(400);
  });

  it('gives the calendar file of an event', async () => {
    const event = await anEvent({ title: 'Calendar, with; commas', startsInHours: 48 });
    const file = await createSessionClient(server.url).get(`${api}/events/${event.id}/calendar/`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(file.headers.get('content-disposition')).toContain('.ics');
    expect(file.text).toContain('BEGIN:VEVENT');
    expect(file.text).toContain('SUMMARY:Calendar\\, with\\; commas');
    expect(file.text).toContain(
      `DTSTART:${event.startsAt
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(file.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});

describe('enrolment', () => {
  it('needs a session, a known event and a well-formed body', async () => {
    const event = await anEvent({ title: 'Rules webinar', startsInHours: 24 });
    expect(
      (
        await createSessionClient(server.url).post(`${api}/user/enrollment/`, {
          event_id: event.id,
          page_url: '/',
        })
      ).status,
    ).toBe(401);
    const learner = await signedIn('student2@demo.test');
    expect((await learner.post(`${api}/user/enrollment/`, { event_id: 999999, page_url: '/' })).status).toBe(
      404,
    );
    const malformed = await learner.post(`${api}/user/enrollment/`, { event_id: 'one', page_url: '/' });
    expect(malformed.status).toBe(400);
    const first = await learner.post(`${api}/user/enrollment/`, { event_id: event.id, page_url: '/' });
    expect(first.json).toMatchObject({ status: 'SUCCESS', message: 'You have a seat at Rules webinar.' });
    const again = await learner.post(`${api}/user/enrollment/`, { event_id: event.id, page_url: '/' });
    expect(again.json).toMatchObject({ status: 'ALREADY_ENROLLED', enrollment: { status: 'enrolled' } });
    const seats = await server.database.db
      .select()
      .from(eventEnrollments)
      .where(eq(eventEnrollments.eventId, event.id));
    expect(seats).toHaveLength(1);
  });

  it('refuses enrolment once the event has started', async () => {
    const event = await anEvent({ title: 'Started webinar', startsInHours: -0.25 });
    const learner = await signedIn('student3@demo.test');
    const late = await learner.post(`${api}/user/enrollment/`, { event_id: event.id, page_url: '/' });
    expect(late.status).toBe(409);
    expect((late.json.error as { message: string }).message).toBe(
      'Enrolment for Started webinar closed when it started.',
    );
  });

  it('gives the last seat to exactly one of several people enrolling at once, the rest wait in order', async () => {
    const event = await anEvent({ title: 'Last seat webinar', startsInHours: 72, capacity: 1 });
    const emails = ['student4', 'student5', 'student6', 'student7', 'student8'].map(
      (name) => `${name}@demo.test`,
    );
    const learners = await Promise.all(emails.map((email) => signedIn(email)));
    const answers = await Promise.all(
      learners.map((learner) =>
        learner.post(`${api}/user/enrollment/`, { event_id: event.id, page_url: '/' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const statuses = answers.map((answer) => answer.json.status);
    expect(statuses.filter((status) => status === 'SUCCESS')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'WAITLISTED')).toHaveLength(4);
    const positions = answers
      .map((answer) => (answer.json.enrollment as { waitlist_position: number | null }).waitlist_position)
      .filter((position) => position !== null)
      .sort();
    expect(positions).toEqual([1, 2, 3, 4]);
    const detail = await learners[0]!.get(`${api}/events/${event.id}/`);
    expect(detail.json).toMatchObject({ registrations_count: 1, waitlist_count: 4, capacity: 1 });
  });

  it('gives a freed seat to the first on the waitlist and mails them; leaving the waitlist frees no seat', async () => {
    const event = await anEvent({ title: 'Waitlist webinar', startsInHours: 96, capacity: 1 });
    const [holder, first, second] = await Promise.all(
      ['student9', 'student10', 'student11'].map((name) => signedIn(`${name}@demo.test`)),
    );
    for (const learner of [holder!, first!, second!])
      await learner.post(`${api}/user/enrollment/`, { event_id: event.id, page_url: '/' });
    expect((await second!.get(`${api}/events/${event.id}/`)).json.enrollment).toEqual({
      status: 'waitlisted',
      waitlist_position: 2,
    });
    const left = await holder!.request('DELETE', `${api}/user/enrollment/${event.id}/`);
    expect(left.json).toEqual({ message: 'You left Waitlist webinar.', promoted: true });
    expect((await first!.get(`${api}/events/${event.id}/`)).json.enrollment).toEqual({
      status: 'enrolled',
      waitlist_position: null,
    });
    expect((await second!.get(`${api}/events/${event.id}/`)).json.enrollment).toEqual({
      status: 'waitlisted',
      waitlist_position: 1,
    });
    expect(await mailTo('student10@demo.test', 'You have a seat at Waitlist webinar')).toHaveLength(1);
    const leftWaitlist = await second!.request('DELETE', `${api}/user/enrollment/${event.id}/`);
    expect(leftWaitlist.json.promoted).toBe(false);
    expect((await second!.request('DELETE', `${api}/user/enrollment/${event.id}/`)).status).toBe(404);
    expect((await first!.get(`${api}/events/${event.id}/`)).json).toMatchObject({
      registrations_count: 1,
      waitlist_count: 0,
    });
  });

  it('mails seat holders a reminder through the job queue, once each', async () => {
    const event = await anEvent({ title: 'Reminder webinar', startsInHours: 3 });
    const learner = await signedIn('student12@demo.test');
    await learner.post(`${api}/user/enrollment/`, { event_id: event.id, page_url: '/' });
    await expect
      .poll(() => mailTo('student12@demo.test', 'Reminder: Reminder webinar'), { timeout: 60_000 })
      .toHaveLength(1);
    const later = await signedIn('student13@demo.test');
    await later.post(`${api}/user/enrollment/`, { event_id: event.id, page_url: '/' });
    await expect
      .poll(() => mailTo('student13@demo.test', 'Reminder: Reminder webinar'), { timeout: 60_000 })
      .toHaveLength(1);
    expect(await mailTo('student12@demo.test', 'Reminder: Reminder webinar')).toHaveLength(1);
  });
});

describe('recurring events', () => {
  it('shows the series with its occurrences on the contest engine', async () => {
    const series = await createSessionClient(server.url).get(`${api}/recurring-events/weekly-contest/`);
    expect(series.status).toBe(200);
    const all = [
      ...(series.json.upcoming as { contest_slug: string | null }[]),
      ...(series.json.past as { contest_slug: string | null }[]),
    ];
    expect(all.map((event) => event.contest_slug).sort()).toEqual([
      'autumn-quiz-sprint',
      'monthly-quiz-marathon',
      'weekly-coding-challenge',
    ]);
    expect(
      (await createSessionClient(server.url).get(`${api}/recurring-events/no-such-series/`)).status,
    ).toBe(404);
  });

  it('sums the contest scores of its occurrences, pages them with page and page_size and gives the caller their own row', async () => {
    const { db } = server.database;
    const contestId = async (slug: string) =>
      (await db.select({ id: contests.id }).from(contests).where(eq(contests.slug, slug)))[0]!.id;
    const userId = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const attempt = async (email: string, slug: string, quizScore: number) =>
      db.insert(contestAttempts).values({
        contestId: await contestId(slug),
        userId: await userId(email),
        startedAt: new Date(),
        deadline: new Date(Date.now() + hour),
        quizScore,
      });
    await attempt('student18@demo.test', 'autumn-quiz-sprint', 10);
    await attempt('student18@demo.test', 'weekly-coding-challenge', 5);
    await attempt('student19@demo.test', 'autumn-quiz-sprint', 12);
    await attempt('student20@demo.test', 'autumn-quiz-sprint', 3);
    const anyone = createSessionClient(server.url);
    const board = await anyone.get(`${api}/recurring-events/weekly-contest/leaderboard/?page=1&page_size=2`);
    expect(board.status).toBe(200);
    expect(board.json).toMatchObject({ count: 3, page: 1, page_size: 2 });
    expect(board.json.results).toMatchObject([
      { handle: 'student18', rank: 1, score: 15, events_attended: 2 },
      { handle: 'student19', rank: 2, score: 12, events_attended: 1 },
    ]);
    const second = await anyone.get(`${api}/recurring-events/weekly-contest/leaderboard/?page=2&page_size=2`);
    expect(second.json.results).toMatchObject([{ handle: 'student20', rank: 3 }]);
    const beyond = await anyone.get(`${api}/recurring-events/weekly-contest/leaderboard/?page=9&page_size=2`);
    expect(beyond.json).toMatchObject({ results: [], count: 3 });
    expect(
      (await anyone.get(`${api}/recurring-events/weekly-contest/leaderboard/?page_size=500`)).status,
    ).toBe(400);
    const ranked = await signedIn('student19@demo.test');
    expect(
      (await ranked.get(`${api}/recurring-events/weekly-contest/user_ranking/`)).json.user_rank,
    ).toMatchObject({
      handle: 'student19',
      rank: 2,
      score: 12,
    });
    const newcomer = await signedIn('admin@demo.test');
    expect((await newcomer.get(`${api}/recurring-events/weekly-contest/user_ranking/`)).json).toEqual({
      user_rank: null,
    });
    expect((await anyone.get(`${api}/recurring-events/weekly-contest/user_ranking/`)).status).toBe(401);
  });

  it('subscribes and unsubscribes, and mails subscribers a reminder before the next occurrence', async () => {
    const [series] = await server.database.db
      .select()
      .from(recurringEvents)
      .where(eq(recurringEvents.slug, 'weekly-contest'));
    await anEvent({ title: 'Weekly Contest extra round', startsInHours: 5, recurringEventId: series!.id });
    const learner = await signedIn('student14@demo.test');
    const path = `${api}/recurring-events/weekly-contest/subscribe/`;
    expect((await learner.get(path)).json).toEqual({ is_subscribed: false, subscribers_count: 0 });
    expect((await learner.post(path, { subscribe: true })).json).toEqual({
      is_subscribed: true,
      subscribers_count: 1,
    });
    expect((await learner.post(path, { subscribe: true })).json).toEqual({
      is_subscribed: true,
      subscribers_count: 1,
    });
    expect((await learner.get(path)).json.is_subscribed).toBe(true);
    await expect
      .poll(() => mailTo('student14@demo.test', 'Reminder: Weekly Contest extra round'), { timeout: 60_000 })
      .toHaveLength(1);
    expect((await learner.post(path, { subscribe: 'yes' })).status).toBe(400);
    expect((await learner.post(path, { subscribe: false })).json).toEqual({
      is_subscribed: false,
      subscribers_count: 0,
    });
  });
});

describe('the staff views of events', () => {
  it('are refused to learners and shown to course admins and CRM staff', async () => {
    const [past] = await server.database.db
      .select()
      .from(events)
      .where(eq(events.slug, 'resume-review-workshop'));
    const learner = await signedIn('student15@demo.test');
    for (const path of [
      'events/list/',
      `events/${past!.id}/users/`,
      `events/${past!.id}/users/csv/`,
      `events/${past!.id}/aggregated-data/`,
    ])
      expect((await learner.get(`${api}/${path}`)).status).toBe(403);
    for (const email of ['course.admin@demo.test', 'crm@demo.test']) {
      const staff = await signedIn(email);
      const list = await staff.get(`${api}/events/list/?search=Resume`);
      expect(list.status).toBe(200);
      expect((list.json.results as { title: string }[]).map((row) => row.title)).toEqual([
        'Resume Review Workshop',
      ]);
    }
  });

  it('lists who enrolled, streams them as a formula-safe CSV and aggregates enrolments, attendance and conversion', async () => {
    const event = await anEvent({ title: 'Staff view webinar', startsInHours: 30, capacity: 1 });
    await server.database.db
      .update(users)
      .set({ name: '=HYPERLINK("http://x")' })
      .where(eq(users.email, 'student16@demo.test'));
    for (const name of ['student16', 'student17']) {
      const learner = await signedIn(`${name}@demo.test`);
      await learner.post(`${api}/user/enrollment/`, {
        event_id: event.id,
        page_url: '/',
        utm_source: 'newsletter',
      });
    }
    const staff = await signedIn('course.admin@demo.test');
    const people = await staff.get(`${api}/events/${event.id}/users/?page_size=1`);
    expect(people.json).toMatchObject({
      title: 'Staff view webinar',
      count: 2,
      results: [{ status: 'enrolled' }],
    });
    const csv = await staff.get(`${api}/events/${event.id}/users/csv/`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Handle,Name,Email,Status,Enrolled at,Attended,Source');
    expect(lines).toHaveLength(3);
    expect(csv.text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.text).toContain('Waitlist');
    const data = await staff.get(`${api}/events/${event.id}/aggregated-data/`);
    expect(data.json).toMatchObject({
      registrations: 1,
      waitlisted: 1,
      attended: 0,
      conversion: null,
      by_source: [{ utm_source: 'newsletter', registrations: 2 }],
    });
    const [past] = await server.database.db
      .select()
      .from(events)
      .where(eq(events.slug, 'resume-review-workshop'));
    const seeded = await server.database.db
      .select()
      .from(eventEnrollments)
      .where(eq(eventEnrollments.eventId, past!.id));
    const pastData = await staff.get(`${api}/events/${past!.id}/aggregated-data/`);
    const attended = seeded.filter((row) => row.attended).length;
    expect(pastData.json).toMatchObject({ registrations: seeded.length, attended });
    if (seeded.length) expect(pastData.json.conversion).toBeCloseTo(attended / seeded.length);
    expect((await staff.get(`${api}/events/999999/aggregated-data/`)).status).toBe(404);
  });

  it('marks attendance of seat holders once the event has started, and counts it in the conversion', async () => {
    const event = await anEvent({ title: 'Attendance webinar', startsInHours: 2, capacity: 1 });
    for (const name of ['student18', 'student19']) {
      const learner = await signedIn(`${name}@demo.test`);
      await learner.post(`${api}/user/enrollment/`, { event_id: event.id, page_url: '/' });
    }
    const staff = await signedIn('crm@demo.test');
    const mark = (handles: string[]) =>
      staff.request('PUT', `${api}/events/${event.id}/attendance/`, { handles, attended: true });
    expect((await mark(['student18'])).json.error).toMatchObject({ code: 'not_started' });
    await server.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - hour) })
      .where(eq(events.id, event.id));
    const waitlisted = await mark(['student18', 'student19']);
    expect(waitlisted.status).toBe(400);
    expect(waitlisted.json.error).toMatchObject({
      fields: { handles: expect.stringContaining('student19') },
    });
    expect((await mark(['student18'])).json).toMatchObject({ updated: 1 });
    expect((await staff.get(`${api}/events/${event.id}/aggregated-data/`)).json).toMatchObject({
      attended: 1,
      conversion: 1,
    });
    const learner = await signedIn('student18@demo.test');
    expect(
      (
        await learner.request('PUT', `${api}/events/${event.id}/attendance/`, {
          handles: ['student18'],
          attended: true,
        })
      ).status,
    ).toBe(403);
  });
});

it('seeds demo events dated from the seed day, some upcoming and some past', async () => {
  const rows = await server.database.db.select().from(events).where(like(events.slug, '%'));
  const now = Date.now();
  expect(rows.filter((row) => row.startsAt.getTime() > now).length).toBeGreaterThan(2);
  expect(rows.filter((row) => row.endsAt.getTime() < now).length).toBeGreaterThan(1);
});
