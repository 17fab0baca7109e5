import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestRegistrations, contests, eventEnrollments, events, users } from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

// influencer_rank/{event}/ (ADR 0092): who brought registrations to an event through `?ref=<handle>` links.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { learners: 20 });
});
afterAll(() => server.close());

const api = '/api/latest';
const hour = 3_600_000;
const signedIn = (handle: string) => signedInClient(server.url, `${handle}@demo.test`);
const rankOf = (slug: string, query = '') =>
  createSessionClient(server.url).get(`${api}/influencer_rank/${slug}/${query}`);

interface InfluencerRow {
  handle: string;
  name: string;
  rank: number;
  referrals_count: number;
  points: number;
}
const rows = (json: Record<string, unknown>) =>
  (json.results as InfluencerRow[]).map(({ handle, rank, referrals_count, points }) => ({
    handle,
    rank,
    referrals_count,
    points,
  }));

async function enrol(handle: string, eventId: number, pageUrl: string) {
  const learner = await signedIn(handle);
  const answer = await learner.post(`${api}/user/enrollment/`, { event_id: eventId, page_url: pageUrl });
  expect(answer.status).toBe(200);
  return learner;
}

describe('influencer_rank/{event}/', () => {
  it('ranks who brought enrolments to an event by the people they brought, then by those who came', async () => {
    const startsAt = new Date(Date.now() + 2 * hour);
    const [event] = await server.database.db
      .insert(events)
      .values({
        slug: 'referral-night-webinar',
        title: 'Referral Night Webinar',
        type: 'webinar',
        startsAt,
        endsAt: new Date(startsAt.getTime() + hour),
      })
      .returning();
    const page = `/events/${event!.id}`;
    // student1 shared a link twice (one address written with its origin, its handle in capitals), student2 once.
    const leaver = await enrol('student3', event!.id, `${page}?ref=student1`);
    await enrol('student4', event!.id, `https://learnforge.test${page}?utm_source=insta&ref=STUDENT1`);
    await enrol('student5', event!.id, `${page}?ref=student1`);
    await enrol('student6', event!.id, `${page}?ref=student2`);
    // Credited to nobody, and each still enrolled: their own link, an unknown handle, no link at all.
    await enrol('student1', event!.id, `${page}?ref=student1`);
    await enrol('student7', event!.id, `${page}?ref=no-such-person`);
    await enrol('student8', event!.id, page);
    // Enrolling again through someone else's link does not move the credit.
    await enrol('student6', event!.id, `${page}?ref=student1`);

    const before = await rankOf('referral-night-webinar');
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ count: 2, page: 1, page_size: 20 });
    expect(rows(before.json)).toEqual([
      { handle: 'student1', rank: 1, referrals_count: 3, points: 0 },
      { handle: 'student2', rank: 2, referrals_count: 1, points: 0 },
    ]);
    expect((before.json.results as InfluencerRow[])[0]).toMatchObject({
      name: expect.any(String),
      profile_image: null,
    });
    const enrolled = await server.database.db
      .select({ userId: eventEnrollments.userId })
      .from(eventEnrollments)
      .where(and(eq(eventEnrollments.eventId, event!.id), isNotNull(eventEnrollments.referredByUserId)));
    expect(enrolled).toHaveLength(4);

    // One of student1's people leaves; the event starts and staff mark who came: student2's person did.
    expect((await leaver.request('DELETE', `${api}/user/enrollment/${event!.id}/`)).status).toBe(200);
    await server.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - hour) })
      .where(eq(events.id, event!.id));
    const staff = await signedInClient(server.url, 'crm@demo.test');
    const marked = await staff.request('PUT', `${api}/events/${event!.id}/attendance/`, {
      handles: ['student4', 'student6'],
      attended: true,
    });
    expect(marked.status).toBe(200);
    const after = await rankOf('referral-night-webinar');
    expect(rows(after.json)).toEqual([
      { handle: 'student1', rank: 1, referrals_count: 2, points: 1 },
      { handle: 'student2', rank: 2, referrals_count: 1, points: 1 },
    ]);
  });

  it('counts an open contest’s registrations and sittings, by its own slug and through its event', async () => {
    const slug = 'weekly-coding-challenge';
    const contestPage = `/contest/${slug}/`;
    const sitter = await signedIn('student10');
    const registered = await sitter.post(`${api}/register/`, {
      contest_slug: slug,
      page_url: `${contestPage}?ref=student9`,
    });
    expect(registered.json.status).toBe('SUCCESS');
    expect((await sitter.get(`${api}/contest/${slug}/start/`)).json.status).toBe('SUCCESS');
    for (const handle of ['student11', 'student12']) {
      const learner = await signedIn(handle);
      const answer = await learner.post(`${api}/register/`, {
        contest_slug: slug,
        page_url: `${contestPage}?ref=${handle === 'student11' ? 'student9' : 'student13'}`,
      });
      expect(answer.json.status).toBe('SUCCESS');
    }
    // Registering again through another link leaves the first credit where it was.
    const again = await sitter.post(`${api}/register/`, {
      contest_slug: slug,
      page_url: `${contestPage}?ref=student13`,
    });
    expect(again.json.status).toBe('ALREADY_REGISTERED');

    const byContest = await rankOf(slug);
    expect(byContest.status).toBe(200);
    expect(rows(byContest.json)).toEqual([
      { handle: 'student9', rank: 1, referrals_count: 2, points: 1 },
      { handle: 'student13', rank: 2, referrals_count: 1, points: 0 },
    ]);

    // The weekly series' event for this contest ranks the same registrations.
    const [contest] = await server.database.db.select().from(contests).where(eq(contests.slug, slug));
    const [occurrence] = await server.database.db
      .select({ slug: events.slug })
      .from(events)
      .where(eq(events.contestId, contest!.id));
    expect(occurrence).toBeDefined();
    expect(rows((await rankOf(occurrence!.slug)).json)).toEqual(rows(byContest.json));

    const [sitterRow] = await server.database.db
      .select({ referrer: users.handle })
      .from(contestRegistrations)
      .innerJoin(users, eq(users.id, contestRegistrations.referredByUserId))
      .where(and(eq(contestRegistrations.contestId, contest!.id)));
    expect(sitterRow?.referrer).toBe('student9');
  });

  it('answers an event nobody was referred to with an empty board, pages past the end empty, and refuses what it cannot rank', async () => {
    const [event] = await server.database.db
      .insert(events)
      .values({
        slug: 'quiet-meetup',
        title: 'Quiet Meetup',
        type: 'meetup',
        startsAt: new Date(Date.now() + hour),
        endsAt: new Date(Date.now() + 2 * hour),
      })
      .returning();
    expect((await rankOf(event!.slug)).json).toEqual({ results: [], count: 0, page: 1, page_size: 20 });
    const pastTheEnd = await rankOf('weekly-coding-challenge', '?page=5');
    expect(pastTheEnd.status).toBe(200);
    expect(pastTheEnd.json).toMatchObject({ results: [], page: 5 });

    // A batch contest is its batch's business; an unpublished event and an unknown slug are not found.
    expect((await rankOf('dsa-institute-2026-contest-1')).status).toBe(404);
    await server.database.db.update(events).set({ published: false }).where(eq(events.id, event!.id));
    expect((await rankOf(event!.slug)).status).toBe(404);
    const unknown = await rankOf('no-such-event');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toMatchObject({ code: 'not_found' });
    // Malformed input is a 400 in the project's error shape, never a 500.
    for (const bad of ['?page=0', '?page=two']) {
      const refused = await rankOf('weekly-coding-challenge', bad);
      expect(refused.status).toBe(400);
      expect(refused.json.error).toMatchObject({ code: 'validation_failed' });
    }
    expect((await rankOf('Not%20A%20Slug')).status).toBe(400);
  });
});
