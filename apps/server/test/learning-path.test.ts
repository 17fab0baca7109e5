import { ProblemAttemptStatus, todayInIndia } from '@learnforge/domain';
import { and, asc, eq, isNotNull, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAccessEndingSoon } from '../src/batches/access-end-mail';
import { runStudyReminderJob } from '../src/batches/study-plans';
import {
  batchAccessExtensions,
  batchCertificates,
  batchContentItems,
  batchEnrollments,
  batches,
  batchLiveClasses,
  batchStudyPlans,
  liveClassAttendance,
  organizations,
  orgDealAccess,
  orgDeals,
  orgNotices,
  outbox,
  problemAttempts,
  rewardLedger,
  trackCompletions,
  trackProblems,
  tracks,
  users,
  videoFeedbacks,
} from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';
import { pdfText } from './pdf-text';

let server: TestServer;
const api = '/api/latest';
const TRACK = 'getting-started';

/** A fresh demo student of the institute (no seeded history) and one of their batches. */
let student: { id: number; handle: string; email: string };
let batchSlug: string;
let batchId: number;
let trackId: number;

beforeAll(async () => {
  server = await startTestServer({}, { learners: 5 });
  const { db } = server.database;
  const [row] = await db
    .select({ user: users, batch: batches })
    .from(batchEnrollments)
    .innerJoin(users, eq(users.id, batchEnrollments.userId))
    .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
    .innerJoin(organizations, eq(organizations.id, batches.organizationId))
    .where(and(eq(organizations.slug, 'demo-institute'), like(users.email, 'student%')))
    .orderBy(asc(users.id), asc(batches.id))
    .limit(1);
  if (!row) throw new Error('no demo student is in an institute batch');
  student = { id: row.user.id, handle: row.user.handle, email: row.user.email };
  batchSlug = row.batch.slug;
  batchId = row.batch.id;
  const [track] = await db
    .select()
    .from(tracks)
    .where(and(eq(tracks.batchId, batchId), eq(tracks.slug, TRACK)));
  trackId = track!.id;
}, 180_000);
afterAll(() => server.close());

const placement = () => ({ batch_slug: batchSlug, track_slug: TRACK });

async function trackItems(kind: 'article' | 'quiz' | 'video') {
  return server.database.db
    .select()
    .from(batchContentItems)
    .where(and(eq(batchContentItems.trackId, trackId), eq(batchContentItems.kind, kind)));
}

describe('batch access-permission check', () => {
  it('lets an enrolled learner in, explains a 403 to everyone else, and opens a free batch to all', async () => {
    const learner = await signedInClient(server.url, student.email);
    const allowed = await learner.get(`${api}/batch/${batchSlug}/access-permission/`);
    expect(allowed.json).toMatchObject({ has_access: true, reason: 'enrolled', can_edit_batch_track: false });

    // learner@demo.test studies at the institute and never joined the public paid batch.
    const outsider = await signedInClient(server.url, 'learner@demo.test');
    const refused = await outsider.get(`${api}/batch/dsa-public-jan-2026/access-permission/`);
    expect(refused.status).toBe(200);
    expect(refused.json).toMatchObject({ has_access: false, reason: 'not_enrolled' });
    expect(refused.json.message).toContain('not enrolled in DSA January 2026');
    for (const path of [
      `/tracks/${TRACK}/batch/dsa-public-jan-2026/`,
      `/quiz/?batch_slug=dsa-public-jan-2026&track_slug=${TRACK}`,
      `/notes/batch/list/?batch_slug=dsa-public-jan-2026`,
      `/progress/?batch_slug=dsa-public-jan-2026`,
    ]) {
      const response = await outsider.get(api + path);
      expect(response.status, path).toBe(403);
      expect((response.json.error as { message: string }).message).toContain('not enrolled');
    }
    // A video of a batch the caller cannot open is refused too, not only its listing.
    const [video] = await trackItems('video');
    const other = await signedInClient(server.url, 'company.admin@demo.test');
    expect((await other.get(`${api}/media/videos/${video!.id}`)).status).toBe(403);

    const free = await outsider.get(`${api}/batch/python-public-2026/access-permission/`);
    expect(free.json).toMatchObject({ has_access: true, reason: 'free' });
  });

  it('an active organization licence opens a batch the learner is not enrolled in', async () => {
    const { db } = server.database;
    const [deal] = await db.select().from(orgDeals).where(isNotNull(orgDeals.batchId)).limit(1);
    const [dealBatch] = await db.select().from(batches).where(eq(batches.id, deal!.batchId));
    const [outsider] = await db.select().from(users).where(eq(users.email, 'recruiter@demo.test'));
    const recruiter = await signedInClient(server.url, 'recruiter@demo.test');
    const before = await recruiter.get(`${api}/batch/${dealBatch!.slug}/access-permission/`);
    expect(before.json.has_access).toBe(false);
    await db.insert(orgDealAccess).values({ dealId: deal!.id, userId: outsider!.id });
    await db
      .update(orgDeals)
      .set({ startDate: new Date(Date.now() - 86_400_000), expiryDate: new Date(Date.now() + 86_400_000) })
      .where(eq(orgDeals.id, deal!.id));
    const after = await recruiter.get(`${api}/batch/${dealBatch!.slug}/access-permission/`);
    expect(after.json).toMatchObject({ has_access: true, reason: 'licence' });
  });
});

describe('access expiry (ADR 0065)', () => {
  const DAY = 86_400_000;
  const setAccessEnd = (userId: number, id: number, end: Date) =>
    server.database.db
      .update(batchEnrollments)
      .set({ accessEndsAt: end })
      .where(and(eq(batchEnrollments.userId, userId), eq(batchEnrollments.batchId, id)));

  it('closes the content with a 403 that says when access ended and the way back in, and staff extend it', async () => {
    const learner = await signedInClient(server.url, student.email);
    const open = await learner.get(`${api}/batch/${batchSlug}/access-permission/`);
    expect(open.json.reason).toBe('enrolled');
    expect(Date.parse(open.json.access_ends_at as string)).toBeGreaterThan(Date.now());

    await setAccessEnd(student.id, batchId, new Date(Date.now() - 2 * DAY));
    const ended = await learner.get(`${api}/batch/${batchSlug}/access-permission/`);
    expect(ended.json).toMatchObject({ has_access: false, reason: 'expired' });
    expect(ended.json.message).toMatch(
      /ended on .*Join a new batch on the .* course page, or ask the course team/,
    );
    for (const path of [
      `/tracks/${TRACK}/batch/${batchSlug}/`,
      `/progress/?batch_slug=${batchSlug}`,
      `/user-meta/?batch_slug=${batchSlug}`,
    ]) {
      const response = await learner.get(api + path);
      expect(response.status, path).toBe(403);
    }
    const refused = await learner.get(`${api}/tracks/${TRACK}/batch/${batchSlug}/`);
    expect((refused.json.error as { message: string }).message).toContain('ended on');
    // My courses still lists the batch, with the day access ended.
    const mine = await learner.get(`${api}/users/myCourses`);
    const listed = (mine.json.results as { batch_slug: string; access_expires_at: string }[]).find(
      (row) => row.batch_slug === batchSlug,
    );
    expect(Date.parse(listed!.access_expires_at)).toBeLessThan(Date.now());

    // Learners cannot extend anyone's access; staff are told what is wrong beside the field.
    const extend = (body: object) => ({ path: `${api}/batch/${batchSlug}/access/extend/`, body });
    const own = extend({ handle: student.handle, days: 30, reason: 'please' });
    expect((await learner.post(own.path, own.body)).status).toBe(403);
    const staff = await signedInClient(server.url, 'course.admin@demo.test');
    const zero = await staff.post(own.path, { ...own.body, days: 0 });
    expect(zero.status).toBe(400);
    expect((zero.json.error as { fields: object }).fields).toMatchObject({
      days: 'Extend by at least one day',
    });
    const blank = await staff.post(own.path, { ...own.body, reason: '  ' });
    expect((blank.json.error as { fields: object }).fields).toMatchObject({
      reason: 'Say why the access is extended',
    });
    const stranger = await staff.post(own.path, { ...own.body, handle: 'recruiter' });
    expect(stranger.status).toBe(404);
    expect((stranger.json.error as { fields: object }).fields).toMatchObject({
      handle: expect.stringContaining('not enrolled'),
    });

    // After expiry the extension counts whole days from today, and the content opens again.
    const extended = await staff.post(own.path, own.body);
    expect(extended.status).toBe(200);
    const newEnd = Date.parse(extended.json.access_ends_at as string);
    expect(Math.abs(newEnd - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect(extended.json.message).toContain('can open');
    const back = await learner.get(`${api}/batch/${batchSlug}/access-permission/`);
    expect(back.json).toMatchObject({ has_access: true, reason: 'enrolled' });
    expect((await learner.get(`${api}/progress/?batch_slug=${batchSlug}`)).status).toBe(200);
    // Before expiry it adds to the current end.
    const again = await staff.post(own.path, { ...own.body, days: 10 });
    expect(Date.parse(again.json.access_ends_at as string)).toBe(newEnd + 10 * DAY);
    const history = await server.database.db
      .select()
      .from(batchAccessExtensions)
      .where(eq(batchAccessExtensions.userId, student.id));
    expect(history.map((row) => row.reason)).toEqual(['please', 'please']);
  });

  it('a learner whose access ended registers again for a batch on sale and gets a new term', async () => {
    const { db } = server.database;
    // Only batches that have not started are on sale: move the free public batch a week ahead.
    const [free] = await db
      .update(batches)
      .set({ startsAt: new Date(Date.now() + 7 * DAY) })
      .where(eq(batches.slug, 'python-public-2026'))
      .returning();
    const learner = await signedInClient(server.url, student.email);
    await db
      .insert(batchEnrollments)
      .values({ userId: student.id, batchId: free!.id, accessEndsAt: new Date(Date.now() - DAY) })
      .onConflictDoUpdate({
        target: [batchEnrollments.batchId, batchEnrollments.userId],
        set: { accessEndsAt: new Date(Date.now() - DAY) },
      });
    const registered = await learner.post('/api/vr/batch-registration/', {
      batch_slug: 'python-public-2026',
      page_url: '/courses/python-foundations',
    });
    expect(registered.json.status).toBe('SUCCESS');
    const [row] = await db
      .select()
      .from(batchEnrollments)
      .where(and(eq(batchEnrollments.userId, student.id), eq(batchEnrollments.batchId, free!.id)));
    expect(row!.accessEndsAt.getTime()).toBeGreaterThan(Date.now() + 300 * DAY);
    // While access lasts, registering again changes nothing.
    const twice = await learner.post('/api/vr/batch-registration/', {
      batch_slug: 'python-public-2026',
      page_url: '/courses/python-foundations',
    });
    expect(twice.json.status).toBe('ALREADY_REGISTERED');
  });
});

describe('track progress rules (001 §4)', () => {
  it('each new completion raises its type and the total; a repeat changes nothing; the display rounds up and stops at 100', async () => {
    const learner = await signedInClient(server.url, student.email);
    const progressOf = async () =>
      (await learner.get(`${api}/track/user/progress/?batch_slug=${batchSlug}&track_slug=${TRACK}`)).json;
    const start = await progressOf();
    const total = start.track_entities_count as number;
    expect(start).toMatchObject({
      user_entities_count: 0,
      user_track_progress: 0,
      user_track_progress__display: 0,
    });
    expect(total).toBeGreaterThan(3);

    // Article: the articles count and the total each go up by one.
    const [article] = await trackItems('article');
    const read = await learner.get(
      `${api}/article/${article!.id}/?batch_slug=${batchSlug}&track_slug=${TRACK}`,
    );
    expect(read.json).toMatchObject({ title: article!.title, is_completed: false });
    expect(read.json.content_markdown).toContain('```python');
    const done = await learner.post(`${api}/article/${article!.id}/complete/`, placement());
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({
      user_entity_wise_solved_count: { articles: 1, videos: 0, quiz: 0 },
      user_entities_count: 1,
      user_track_entities_progress: { article: { done: 1, total: 1 } },
      user_track_progress: 100 / total,
      user_track_progress__display: Math.ceil(100 / total),
    });
    // Repeat completion: nothing changes.
    const again = await learner.post(`${api}/article/${article!.id}/complete/`, placement());
    expect(again.json).toEqual(done.json);

    // Video: half watched is not done; the second half completes it (90 % rule, ADR 0046).
    const [video] = await trackItems('video');
    const watch = (intervals: [number, number][]) =>
      learner.post(`${api}/user-video-analytics-v2/`, {
        batch_slug: batchSlug,
        video_id: video!.id,
        is_live_class_recording: false,
        watched_intervals: intervals,
        position_seconds: intervals.at(-1)![1],
        duration_seconds: 4,
        playback_rate: 1,
      });
    const half = await watch([[0, 2]]);
    expect(half.json).toMatchObject({ watched_seconds: 2, completed: false });
    expect(await progressOf()).toMatchObject({ user_entity_wise_solved_count: { videos: 0 } });
    // Seeking to the end alone does not complete a video.
    expect((await watch([[3.8, 4]])).json.completed).toBe(false);
    const whole = await watch([[1.5, 4]]);
    expect(whole.json).toMatchObject({ watched_seconds: 4, completed: true, position_seconds: 4 });
    await watch([[0, 4]]);
    const afterVideo = await progressOf();
    expect(afterVideo).toMatchObject({
      user_entity_wise_solved_count: { videos: 1 },
      user_entities_count: 2,
    });

    // Quiz: each question answered right is one quiz entity; a wrong answer is retried.
    const quiz = await learner.get(`${api}/quiz/?${new URLSearchParams(placement())}`);
    expect(quiz.json).toMatchObject({ is_submitted: false, max_score: 3 });
    const [single, multiple] = quiz.json.questions as { id: number }[];
    const submit = (choices: [number[], number[]]) =>
      learner.post(`${api}/quiz/submission`, {
        ...placement(),
        quiz_id: quiz.json.quiz_id,
        responses: [
          { question_id: single!.id, selected_choices: choices[0] },
          { question_id: multiple!.id, selected_choices: choices[1] },
        ],
      });
    const first = await submit([[2], [1]]);
    expect(first.json).toMatchObject({ score: 1, max_score: 3 });
    expect(first.json.results).toMatchObject([
      { status: 'correct' },
      { status: 'wrong', correctChoices: [1, 3] },
    ]);
    expect(first.json.progress).toMatchObject({
      user_entity_wise_solved_count: { quiz: 1 },
      user_entities_count: 3,
    });
    const retry = await submit([[2], [3, 1]]);
    expect(retry.json).toMatchObject({
      score: 3,
      progress: { user_entity_wise_solved_count: { quiz: 2 }, user_entities_count: 4 },
    });
    // A worse retry keeps what was completed.
    const worse = await submit([[1], []]);
    expect(worse.json).toMatchObject({ score: 0, progress: { user_entities_count: 4 } });
    expect((await learner.get(`${api}/quiz/?${new URLSearchParams(placement())}`)).json).toMatchObject({
      is_submitted: true,
      score: 0,
    });

    // A quiz of another chapter is not this chapter's.
    const [elsewhere] = await server.database.db
      .select()
      .from(batchContentItems)
      .where(
        and(
          eq(batchContentItems.batchId, batchId),
          eq(batchContentItems.kind, 'quiz'),
          ne(batchContentItems.trackId, trackId),
        ),
      )
      .limit(1);
    expect(
      (await learner.get(`${api}/quiz/?${new URLSearchParams(placement())}&quiz_id=${elsewhere!.id}`)).status,
    ).toBe(404);

    // Answers that are not the quiz's are refused before anything is written.
    const foreign = await learner.post(`${api}/quiz/submission`, {
      ...placement(),
      quiz_id: quiz.json.quiz_id,
      responses: [{ question_id: 999_999, selected_choices: [1] }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error).toMatchObject({
      fields: { 'responses.0.question_id': 'This question is not in the quiz.' },
    });

    // Solving the track's problems completes it: 100, never more.
    const problems = await server.database.db
      .select()
      .from(trackProblems)
      .where(eq(trackProblems.trackId, trackId));
    for (const problem of problems)
      await server.database.db
        .insert(problemAttempts)
        .values({ userId: student.id, problemId: problem.problemId, status: ProblemAttemptStatus.CORRECT })
        .onConflictDoNothing();
    const complete = await progressOf();
    expect(complete).toMatchObject({
      user_entities_count: total,
      user_track_progress: 100,
      user_track_progress__display: 100,
    });

    const batchProgress = await learner.get(`${api}/progress/?batch_slug=${batchSlug}`);
    expect(batchProgress.json.tracks).toContainEqual(
      expect.objectContaining({ track_slug: TRACK, progress: 100, progress_display: 100 }),
    );

    // The institute admin's report card reads the same activity.
    const admin = await signedInClient(server.url, 'institute.admin@demo.test');
    const report = await admin.get(`${api}/organization-dashboard/user/${student.handle}/user-report/`);
    expect(report.status).toBe(200);
    expect(report.json).toMatchObject({
      counts: { articles_count: 1, quizzes_count: 1 },
      durations: { prerecorded_count: 1 },
    });
    expect(report.json.progress as number).toBeGreaterThan(0);
    expect((report.json.scores as { quiz_score: number }).quiz_score).toBeGreaterThan(0);
  });

  it('refuses malformed watch reports with a 400, never a 500', async () => {
    const learner = await signedInClient(server.url, student.email);
    const [video] = await trackItems('video');
    const bad = await learner.post(`${api}/user-video-analytics-v2/`, {
      batch_slug: batchSlug,
      video_id: video!.id,
      is_live_class_recording: false,
      watched_intervals: [[3, 1]],
      position_seconds: 0,
      duration_seconds: 4,
      playback_rate: 1,
    });
    expect(bad.status).toBe(400);
  });
});

describe('notes', () => {
  it('pages by last_evaluated_key, newest first, and only the author can change a note', async () => {
    const learner = await signedInClient(server.url, student.email);
    for (let i = 1; i <= 12; i++) {
      const added = await learner.post(`${api}/notes/add/`, {
        batch_slug: batchSlug,
        track_slug: i % 2 === 0 ? TRACK : undefined,
        content: `Note ${i}`,
      });
      expect(added.status).toBe(200);
    }
    const first = await learner.get(`${api}/notes/batch/list/?batch_slug=${batchSlug}`);
    const firstNotes = first.json.notes_list as { id: string; content: string }[];
    expect(firstNotes).toHaveLength(10);
    expect(firstNotes[0]!.content).toBe('Note 12');
    expect(first.json.last_evaluated_key).toBe(firstNotes[9]!.id);
    const second = await learner.get(
      `${api}/notes/batch/list/?batch_slug=${batchSlug}&last_evaluated_key=${first.json.last_evaluated_key}`,
    );
    expect((second.json.notes_list as { content: string }[]).map((n) => n.content)).toEqual([
      'Note 2',
      'Note 1',
    ]);
    expect(second.json.last_evaluated_key).toBeNull();
    const badKey = await learner.get(
      `${api}/notes/batch/list/?batch_slug=${batchSlug}&last_evaluated_key=abc`,
    );
    expect(badKey.status).toBe(400);

    const trackNotes = await learner.get(`${api}/track/${TRACK}/batch/${batchSlug}/notes/`);
    expect((trackNotes.json.notes_list as unknown[]).length).toBe(6);

    const note = firstNotes[0]!;
    const edited = await learner.request('PATCH', `${api}/notes/${note.id}/`, { content: 'Edited' });
    expect(edited.json).toMatchObject({ id: note.id, content: 'Edited' });
    const stranger = await signedInClient(server.url, 'learner@demo.test');
    expect(
      (await stranger.request('PATCH', `${api}/notes/${note.id}/`, { content: 'Mine now' })).status,
    ).toBe(404);
    expect((await stranger.request('DELETE', `${api}/notes/${note.id}/`)).status).toBe(404);
    expect((await learner.request('PATCH', `${api}/notes/${note.id}/`, { content: '   ' })).status).toBe(400);
    expect((await learner.request('DELETE', `${api}/notes/${note.id}/`)).status).toBe(200);
    expect((await learner.request('DELETE', `${api}/notes/${note.id}/`)).status).toBe(404);
  });
});

describe('demo video', () => {
  it('is served with HTTP range requests to a learner with access', async () => {
    const learner = await signedInClient(server.url, student.email);
    const [video] = await trackItems('video');
    const track = await learner.get(`${api}/tracks/${TRACK}/batch/${batchSlug}/`);
    const entity = (track.json.entities as { id: number; type: string; video_url: string | null }[]).find(
      (e) => e.type === 'video',
    );
    expect(entity?.video_url).toBe(`/api/latest/media/videos/${video!.id}`);
    const whole = await learner.get(entity!.video_url!);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = Number(whole.headers.get('content-length'));
    expect(size).toBeGreaterThan(10_000);
    const part = await learner.get(entity!.video_url!, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(part.headers.get('content-length')).toBe('100');
    const beyond = await learner.get(entity!.video_url!, { range: `bytes=${size + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });
});

describe('batch certificates (ADR 0054)', () => {
  /** Another demo student, enrolled in the same batch, so the progress tests above stay untouched. */
  async function batchmate(skip: number) {
    const { db } = server.database;
    const [user] = await db
      .select()
      .from(users)
      .where(and(like(users.email, 'student%'), ne(users.id, student.id)))
      .orderBy(asc(users.id))
      .offset(skip)
      .limit(1);
    await db.insert(batchEnrollments).values({ userId: user!.id, batchId }).onConflictDoNothing();
    return user!;
  }

  /** Records every entity of the batch as done except `leave` (setup: the rules above test each kind). */
  async function completeBatchExcept(userId: number, leave?: number) {
    const { db } = server.database;
    const trackRows = await db.select().from(tracks).where(eq(tracks.batchId, batchId));
    const items = await db
      .select()
      .from(batchContentItems)
      .where(and(eq(batchContentItems.batchId, batchId), isNotNull(batchContentItems.trackId)));
    for (const item of items) {
      if (item.id === leave) continue;
      const entries =
        item.kind === 'quiz'
          ? (item.body.questions ?? []).map((q) => ({ entityType: 'quiz-question' as const, entityId: q.id }))
          : [{ entityType: item.kind as 'video' | 'article', entityId: item.id }];
      for (const entry of entries)
        await db
          .insert(trackCompletions)
          .values({ userId, batchId, trackId: item.trackId!, ...entry })
          .onConflictDoNothing();
    }
    for (const track of trackRows)
      for (const problem of await db.select().from(trackProblems).where(eq(trackProblems.trackId, track.id)))
        await db
          .insert(problemAttempts)
          .values({ userId, problemId: problem.problemId, status: ProblemAttemptStatus.CORRECT })
          .onConflictDoNothing();
  }

  const download = async (client: Awaited<ReturnType<typeof signedInClient>>, slug: string) =>
    fetch(`${server.url}${api}/certificate/${slug}/pdf/`, {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });

  it('is earned only when every entity of the batch is done, written as a PDF by a job, downloadable by its holder and verifiable by anyone', async () => {
    const holder = await batchmate(0);
    const [lastArticle] = await server.database.db
      .select()
      .from(batchContentItems)
      .where(and(eq(batchContentItems.batchId, batchId), eq(batchContentItems.kind, 'article')))
      .orderBy(asc(batchContentItems.id))
      .limit(1);
    const [lastTrack] = await server.database.db
      .select()
      .from(tracks)
      .where(eq(tracks.id, lastArticle!.trackId!));
    await completeBatchExcept(holder.id, lastArticle!.id);
    const learner = await signedInClient(server.url, holder.email);
    const certificateOf = async () => (await learner.get(`${api}/certificate/?batch_slug=${batchSlug}`)).json;

    // One entity short: 99 % (rounded down), no certificate.
    const short = await certificateOf();
    expect(short).toMatchObject({
      eligible: false,
      required_progress: 100,
      status: 'not_eligible',
      certificate_slug: null,
      verification_url: null,
    });
    expect(short.user_progress).toBeLessThan(100);
    expect(short.user_progress).toBeGreaterThan(90);

    // The last article over HTTP completes the batch: the certificate is issued, its PDF queued.
    const done = await learner.post(`${api}/article/${lastArticle!.id}/complete/`, {
      batch_slug: batchSlug,
      track_slug: lastTrack!.slug,
    });
    expect(done.status).toBe(200);
    const issued = await certificateOf();
    expect(issued).toMatchObject({ eligible: true, user_progress: 100 });
    expect(['generating', 'ready']).toContain(issued.status);
    const slug = issued.certificate_slug as string;
    expect(slug).toMatch(/^LF-[0-9A-Z]{10}$/);
    expect(issued.verification_url).toMatch(new RegExp(`/certificate/${slug}$`));
    await expect.poll(async () => (await certificateOf()).status, { timeout: 20_000 }).toBe('ready');
    // Asking again never issues a second one.
    expect((await certificateOf()).certificate_slug).toBe(slug);
    // Finishing the batch earned points once, as a ledger row (ADR 0058).
    const credits = await server.database.db
      .select()
      .from(rewardLedger)
      .where(and(eq(rewardLedger.userId, holder.id), eq(rewardLedger.reason, 'course_completion')));
    expect(credits).toEqual([expect.objectContaining({ delta: 100, eventKey: `batch:${batchId}` })]);

    const pdf = await download(learner, slug);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer())).join('\n');
    expect(text).toContain(holder.name);
    expect(text).toContain(`Verification id: ${slug}`);
    expect(text).toContain('Data Structures and Algorithms - Self Paced');

    // Anyone may verify it, and sees only what the certificate shows.
    const anonymous = createSessionClient(server.url);
    const verified = await anonymous.get(`${api}/certificate/${slug}/details/`);
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({
      certificate_slug: slug,
      holder_name: holder.name,
      course_name: 'Data Structures and Algorithms - Self Paced',
      batch_name: expect.any(String),
      issued_at: issued.issued_at,
    });
    const unknown = await anonymous.get(`${api}/certificate/LF-0000000000/details/`);
    expect(unknown.status).toBe(404);
    expect((unknown.json.error as { message: string }).message).toBe(
      'No certificate has this verification id.',
    );

    // The PDF is its holder's: another learner (or nobody) cannot download it.
    const other = await signedInClient(server.url, 'learner@demo.test');
    expect((await download(other, slug)).status).toBe(404);
    expect((await fetch(`${server.url}${api}/certificate/${slug}/pdf/`)).status).toBe(401);
    // Someone without access to the batch is told why, not shown a certificate.
    const outsider = await other.get(`${api}/certificate/?batch_slug=dsa-public-jan-2026`);
    expect(outsider.status).toBe(403);
  });

  it("staff issue a whole batch's certificates through a background job, to those who meet the rule only", async () => {
    const finished = await batchmate(1);
    const unfinished = await batchmate(2);
    await completeBatchExcept(finished.id);
    await completeBatchExcept(unfinished.id, (await trackItems('video'))[0]!.id);
    const learnerClient = await signedInClient(server.url, finished.email);
    const refused = await learnerClient.post(`${api}/batch/generate-certificate/`, { batch_slug: batchSlug });
    expect(refused.status).toBe(403);

    const staff = await signedInClient(server.url, 'course.admin@demo.test');
    const queued = await staff.post(`${api}/batch/generate-certificate/`, {
      batch_slug: batchSlug,
      handles: [finished.handle, unfinished.handle],
    });
    expect(queued.status).toBe(200);
    expect(queued.json).toMatchObject({ learners: 2 });
    const certificateOf = async (userId: number) =>
      (
        await server.database.db
          .select()
          .from(batchCertificates)
          .where(and(eq(batchCertificates.userId, userId), eq(batchCertificates.batchId, batchId)))
      )[0];
    await expect
      .poll(async () => (await certificateOf(finished.id))?.pdfKey ?? null, { timeout: 20_000 })
      .toMatch(/^certificates\/LF-/);
    expect(await certificateOf(unfinished.id)).toBeUndefined();
    // The learner finds the certificate staff issued, ready to download.
    const own = (await learnerClient.get(`${api}/certificate/?batch_slug=${batchSlug}`)).json;
    expect(own).toMatchObject({
      status: 'ready',
      certificate_slug: (await certificateOf(finished.id))!.slug,
    });
    expect((await download(learnerClient, own.certificate_slug as string)).status).toBe(200);

    const unknownBatch = await staff.post(`${api}/batch/generate-certificate/`, {
      batch_slug: 'no-such-batch',
    });
    expect(unknownBatch.status).toBe(404);
  });
});

describe('batch leaderboard (ADR 0065)', () => {
  it('ranks learners by the progress rule’s count, pins the caller’s row, and splits this month from all time', async () => {
    const { db } = server.database;
    const learner = await signedInClient(server.url, student.email);
    // At least one article done (a repeat when the progress tests ran first changes nothing).
    const [firstArticle] = await trackItems('article');
    await learner.post(`${api}/article/${firstArticle!.id}/complete/`, placement());
    const detail = (await learner.get(`${api}/batch/${batchSlug}`)).json as { tracks: { slug: string }[] };
    let entitiesDone = 0;
    for (const { slug } of detail.tracks) {
      const own = await learner.get(`${api}/track/user/progress/?batch_slug=${batchSlug}&track_slug=${slug}`);
      entitiesDone += own.json.user_entities_count as number;
    }
    expect(entitiesDone).toBeGreaterThan(0);
    const progress = await learner.get(`${api}/progress/?batch_slug=${batchSlug}`);
    expect(progress.json.user_batch_score).toBe(entitiesDone);
    const meta = await learner.get(`${api}/user-meta/?batch_slug=${batchSlug}`);
    expect(meta.json.user_batch_score).toBe(entitiesDone);

    const overall = await learner.get(`${api}/leaderboard?batch_slug=${batchSlug}&type=overall`);
    expect(overall.status).toBe(200);
    expect(overall.json).toMatchObject({ page: 1, page_size: 20 });
    const rows = overall.json.results as { handle: string; score: number; rank: number }[];
    expect(overall.json.count).toBeLessThanOrEqual(20);
    expect(rows.map((row) => row.score)).toEqual([...rows.map((row) => row.score)].sort((a, b) => b - a));
    // Ties share a rank: one more than the number of learners with more points.
    const ahead = rows.filter((row) => row.score > entitiesDone).length;
    expect(overall.json.user_rank).toMatchObject({
      handle: student.handle,
      score: entitiesDone,
      rank: ahead + 1,
    });
    expect(rows.find((row) => row.handle === student.handle)?.score).toBe(entitiesDone);

    // Another enrolled learner reads one article: one point more than before.
    const [other] = await db
      .select({ user: users })
      .from(batchEnrollments)
      .innerJoin(users, eq(users.id, batchEnrollments.userId))
      .where(and(eq(batchEnrollments.batchId, batchId), ne(users.id, student.id)))
      .orderBy(asc(users.id))
      .limit(1);
    const classmate = await signedInClient(server.url, other!.user.email);
    const before = await classmate.get(`${api}/leaderboard?batch_slug=${batchSlug}&type=overall`);
    const scoreBefore = (before.json.user_rank as { score: number } | null)?.score ?? 0;
    const [article] = await trackItems('article');
    await classmate.post(`${api}/article/${article!.id}/complete/`, placement());
    const seen = await classmate.get(`${api}/leaderboard?batch_slug=${batchSlug}&type=overall`);
    expect(seen.json.user_rank).toMatchObject({ handle: other!.user.handle, score: scoreBefore + 1 });

    // "current" (the default) counts this calendar month: a completion moved to last year drops out of it.
    await db
      .update(trackCompletions)
      .set({ completedAt: new Date('2025-01-15T00:00:00Z') })
      .where(and(eq(trackCompletions.userId, student.id), eq(trackCompletions.entityType, 'article')));
    const current = await learner.get(`${api}/leaderboard?batch_slug=${batchSlug}`);
    const articlesDone = (
      await db
        .select()
        .from(trackCompletions)
        .where(and(eq(trackCompletions.userId, student.id), eq(trackCompletions.entityType, 'article')))
    ).length;
    // Nobody is ranked without a point: a learner with nothing done this month has no row.
    const thisMonth = (current.json.user_rank as { score: number } | null)?.score ?? 0;
    expect(thisMonth).toBe(entitiesDone - articlesDone);
    const again = await learner.get(`${api}/leaderboard?batch_slug=${batchSlug}&type=overall`);
    expect((again.json.user_rank as { score: number }).score).toBe(entitiesDone);

    // Only people who may open the batch see its board; a malformed type or page is a 400.
    const outsider = await signedInClient(server.url, 'learner@demo.test');
    expect((await outsider.get(`${api}/leaderboard?batch_slug=dsa-public-jan-2026`)).status).toBe(403);
    expect((await learner.get(`${api}/leaderboard?batch_slug=${batchSlug}&type=weekly`)).status).toBe(400);
    expect((await learner.get(`${api}/leaderboard?batch_slug=${batchSlug}&page=0`)).status).toBe(400);
    const empty = await learner.get(`${api}/leaderboard?batch_slug=${batchSlug}&type=overall&page=9`);
    expect(empty.json).toMatchObject({ results: [], page: 9 });
  });
});

describe('noticeboard and live classes (ADR 0065)', () => {
  const PUBLIC_BATCH = 'dsa-public-jan-2026';
  /** A seat for the test's student in the public DSA batch, which the seed gives notices and live classes. */
  async function seatInPublicBatch() {
    const { db } = server.database;
    const [publicBatch] = await db.select().from(batches).where(eq(batches.slug, PUBLIC_BATCH));
    await db
      .insert(batchEnrollments)
      .values({ userId: student.id, batchId: publicBatch!.id })
      .onConflictDoNothing();
    return publicBatch!;
  }

  it('course admins post Markdown notices; learners of the batch read them pinned first, then newest first', async () => {
    await seatInPublicBatch();
    const learner = await signedInClient(server.url, student.email);
    const board = async (page = 1) =>
      (await learner.get(`${api}/noticeboard-data?batch_slug=${PUBLIC_BATCH}&page=${page}`)).json as {
        results: { id: number; title: string; pinned: boolean; body_markdown: string; author: string }[];
        count: number;
        page_size: number;
      };
    const seeded = await board();
    expect(seeded.results.map((notice) => notice.title)).toEqual([
      'Welcome to DSA January 2026',
      'Mock contest this weekend',
      'Recording of the graphs class is up',
    ]);
    expect(seeded.results[0]).toMatchObject({ pinned: true, author: expect.any(String) });

    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const post = (body: object) => admin.post(`${api}/batch/${PUBLIC_BATCH}/notices/`, body);
    const markdown = 'Bring **water**.\n\n<img src=x onerror=alert(1)>';
    const posted = await post({ title: 'Lab moved to room 4', body_markdown: markdown });
    expect(posted.status).toBe(200);
    expect(posted.json).toMatchObject({
      title: 'Lab moved to room 4',
      pinned: false,
      body_markdown: markdown,
    });
    const after = await board();
    // Kept as written: the batch page sanitizes Markdown where it shows it (MarkdownView, DOMPurify).
    expect(after.results.map((notice) => notice.title).slice(0, 2)).toEqual([
      'Welcome to DSA January 2026',
      'Lab moved to room 4',
    ]);

    const blank = await post({ title: '  ', body_markdown: 'x' });
    expect(blank.status).toBe(400);
    expect((blank.json.error as { fields: object }).fields).toMatchObject({
      title: 'Give the notice a title',
    });
    expect(
      (await learner.post(`${api}/batch/${PUBLIC_BATCH}/notices/`, { title: 'Hi', body_markdown: 'x' }))
        .status,
    ).toBe(403);
    const moderator = await signedInClient(server.url, 'moderator@demo.test');
    expect(
      (await moderator.post(`${api}/batch/${PUBLIC_BATCH}/notices/`, { title: 'Hi', body_markdown: 'x' }))
        .status,
    ).toBe(403);

    // Ten a page.
    for (let n = 1; n <= 7; n++) await post({ title: `Reminder ${n}`, body_markdown: 'Practise daily.' });
    const first = await board();
    expect(first).toMatchObject({ count: 11, page_size: 10 });
    expect((await board(2)).results).toHaveLength(1);

    // Taking a notice down: only on its own batch.
    const id = posted.json.id as number;
    expect((await admin.request('DELETE', `${api}/batch/${batchSlug}/notices/${id}/`)).status).toBe(404);
    expect((await admin.request('DELETE', `${api}/batch/${PUBLIC_BATCH}/notices/${id}/`)).status).toBe(200);
    expect((await board()).results.map((notice) => notice.title)).not.toContain('Lab moved to room 4');

    const outsider = await signedInClient(server.url, 'learner@demo.test');
    expect((await outsider.get(`${api}/noticeboard-data?batch_slug=${PUBLIC_BATCH}`)).status).toBe(403);
  });

  it("an organization's batch shows its organization's notices beside the course team's, named as the organization's", async () => {
    const { db } = server.database;
    const learner = await signedInClient(server.url, student.email);
    const board = async () =>
      (await learner.get(`${api}/noticeboard-data?batch_slug=${batchSlug}`)).json as {
        results: { title: string; source: string; organization: string | null; pinned: boolean }[];
        count: number;
      };
    const seeded = await board();
    const [institute] = await db.select().from(organizations).where(eq(organizations.slug, 'demo-institute'));
    expect(seeded.results).toContainEqual(
      expect.objectContaining({
        title: 'Welcome to the new term',
        source: 'organization',
        organization: institute!.name,
        pinned: true,
      }),
    );
    // A notice of the organization to another of its batches stays there; one to this batch shows here.
    const [other] = await db
      .select()
      .from(batches)
      .where(and(eq(batches.organizationId, institute!.id), ne(batches.id, batchId)))
      .limit(1);
    await db
      .insert(orgNotices)
      .values([
        { organizationId: institute!.id, batchId, title: 'Lab hours for this batch', body: 'Tuesdays.' },
        ...(other
          ? [{ organizationId: institute!.id, batchId: other.id, title: 'Elsewhere', body: 'x' }]
          : []),
      ]);
    const after = await board();
    expect(after.count).toBe(seeded.count + 1);
    expect(after.results.map((notice) => notice.title)).toContain('Lab hours for this batch');
    expect(after.results.map((notice) => notice.title)).not.toContain('Elsewhere');
    // The course team's notices of the public batch carry no organization.
    const publicBoard = (
      await (
        await signedInClient(server.url, 'course.admin@demo.test')
      ).get(`${api}/noticeboard-data?batch_slug=dsa-public-jan-2026`)
    ).json as { results: { source: string; organization: string | null }[] };
    expect(
      publicBoard.results.every((notice) => notice.source === 'batch' && notice.organization === null),
    ).toBe(true);
  });

  it('lists live classes with the join link only from 15 minutes before the start, and past ones with recordings', async () => {
    const { db } = server.database;
    const publicBatch = await seatInPublicBatch();
    const learner = await signedInClient(server.url, student.email);
    const classes = await db
      .select()
      .from(batchLiveClasses)
      .where(eq(batchLiveClasses.batchId, publicBatch.id));
    const byTitle = (title: string) => classes.find((row) => row.title === title)!;
    const MINUTE = 60_000;
    // Pin the clock-relative demo class to now, whenever the test database was seeded.
    await db
      .update(batchLiveClasses)
      .set({ startTime: new Date(Date.now() - 10 * MINUTE) })
      .where(eq(batchLiveClasses.id, byTitle('Live lab: sliding window').id));
    type Listed = {
      title: string;
      status: string;
      join_url: string | null;
      join_opens_at: string;
      start_time: string;
      recordings: { url: string }[];
    };
    const list = async (query = '') =>
      (await learner.get(`${api}/live-classes/?batch_slug=${PUBLIC_BATCH}${query}`)).json as {
        results: Listed[];
        count: number;
      };
    const all = await list();
    expect(all.results.map((row) => [row.title, row.status])).toEqual([
      ['Live lab: sliding window', 'live'],
      ['Guest talk: interviews', 'cancelled'],
      ['Dynamic programming on grids', 'upcoming'],
      ['Doubt clearing: recursion', 'completed'],
      ['Graphs: shortest paths', 'completed'],
    ]);
    const row = (title: string) => all.results.find((listed) => listed.title === title)!;
    expect(row('Live lab: sliding window').join_url).toMatch(/^https:\/\/meet\.learnforge\.example\//);
    expect(row('Guest talk: interviews').join_url).toBeNull();
    const upcoming = row('Dynamic programming on grids');
    expect(upcoming.join_url).toBeNull();
    expect(Date.parse(upcoming.start_time) - Date.parse(upcoming.join_opens_at)).toBe(15 * MINUTE);
    expect(row('Doubt clearing: recursion').recordings).toEqual([]);
    const [recording] = row('Graphs: shortest paths').recordings;
    expect(recording!.url).toMatch(/^\/api\/latest\/media\/recordings\/\d+$/);

    // The link opens 15 minutes before the start: 10 minutes ahead it is given, 20 minutes ahead not yet.
    const grids = byTitle('Dynamic programming on grids').id;
    const startIn = (minutes: number) =>
      db
        .update(batchLiveClasses)
        .set({ startTime: new Date(Date.now() + minutes * MINUTE) })
        .where(eq(batchLiveClasses.id, grids));
    await startIn(20);
    expect(
      (await list('&status=upcoming')).results.find((r) => r.title === upcoming.title)!.join_url,
    ).toBeNull();
    await startIn(10);
    expect(
      (await list('&status=upcoming')).results.find((r) => r.title === upcoming.title)!.join_url,
    ).not.toBeNull();
    expect((await list('&status=completed')).count).toBe(2);
    expect((await learner.get(`${api}/live-classes/?batch_slug=${PUBLIC_BATCH}&status=someday`)).status).toBe(
      400,
    );

    // The recording streams with range requests to people with access, and to nobody else.
    const ranged = await learner.get(recording!.url, { range: 'bytes=0-99' });
    expect(ranged.status).toBe(206);
    const outsider = await signedInClient(server.url, 'learner@demo.test');
    expect((await outsider.get(recording!.url)).status).toBe(403);
    expect((await outsider.get(`${api}/live-classes/?batch_slug=${PUBLIC_BATCH}`)).status).toBe(403);
  });

  it("joining a class from the batch page records attendance, which the institute's attendance sheet shows", async () => {
    const { db } = server.database;
    const MINUTE = 60_000;
    // The test student's institute batch: its admin reads the attendance sheet of the same rows.
    const [liveClass] = await db
      .select()
      .from(batchLiveClasses)
      .where(eq(batchLiveClasses.batchId, batchId))
      .orderBy(asc(batchLiveClasses.id))
      .limit(1);
    const setClass = (startsInMinutes: number, status = 1) =>
      db
        .update(batchLiveClasses)
        .set({
          startTime: new Date(Date.now() + startsInMinutes * MINUTE),
          durationMinutes: 60,
          status,
          joinUrl: 'https://meet.learnforge.example/attendance-check',
        })
        .where(eq(batchLiveClasses.id, liveClass!.id));
    await db
      .delete(liveClassAttendance)
      .where(and(eq(liveClassAttendance.classId, liveClass!.id), eq(liveClassAttendance.userId, student.id)));
    const learner = await signedInClient(server.url, student.email);
    const join = () => learner.post(`${api}/live-classes/${liveClass!.id}/join/`, {});
    const listed = async () =>
      (
        (await learner.get(`${api}/live-classes/?batch_slug=${batchSlug}`)).json as {
          results: { id: number; attended: boolean }[];
        }
      ).results.find((row) => row.id === liveClass!.id)!;
    const admin = await signedInClient(server.url, 'institute.admin@demo.test');
    const sheetRow = async () =>
      (
        (
          await admin.get(
            `/api/latest/organization-dashboard/attendance-sheet/?slug=demo-institute&class_slug=${liveClass!.slug}`,
          )
        ).json as { results: { handle: string; attended: boolean; duration_minutes: number }[] }
      ).results.find((row) => row.handle === student.handle)!;

    // Before the link opens, nothing to join and nothing recorded.
    await setClass(30);
    const early = await join();
    expect(early.status).toBe(409);
    expect(early.json.error).toMatchObject({ code: 'class_not_open' });
    expect((await listed()).attended).toBe(false);
    expect(await sheetRow()).toMatchObject({ attended: false, duration_minutes: 0 });

    // Ten minutes into an hour's class: the link, and fifty minutes counted until the provider's report.
    await setClass(-10);
    const joined = await join();
    expect(joined.status).toBe(200);
    expect(joined.json).toMatchObject({
      join_url: 'https://meet.learnforge.example/attendance-check',
      attended: true,
      message: `Your attendance at ${liveClass!.title} is recorded.`,
    });
    expect(joined.json.duration_minutes).toBeGreaterThan(49);
    expect(joined.json.duration_minutes).toBeLessThanOrEqual(50);
    expect((await listed()).attended).toBe(true);
    const row = await sheetRow();
    expect(row.attended).toBe(true);
    expect(row.duration_minutes).toBeGreaterThan(49);

    // Joining again later keeps the longer count: one row, not two.
    await setClass(-40);
    expect((await join()).json.duration_minutes).toBeGreaterThan(49);
    expect(
      await db
        .select()
        .from(liveClassAttendance)
        .where(
          and(eq(liveClassAttendance.classId, liveClass!.id), eq(liveClassAttendance.userId, student.id)),
        ),
    ).toHaveLength(1);

    // Ended, cancelled, unknown, malformed, and someone without access.
    await setClass(-70);
    expect((await join()).json.error).toMatchObject({ code: 'class_ended' });
    await setClass(-10, 4);
    expect((await join()).status).toBe(409);
    expect((await learner.post(`${api}/live-classes/999999/join/`, {})).status).toBe(404);
    expect((await learner.post(`${api}/live-classes/abc/join/`, {})).status).toBe(400);
    await setClass(-10);
    // The licence test above gave the recruiter a seat on an organization deal's batch: take it back first.
    const [recruiter] = await db.select().from(users).where(eq(users.email, 'recruiter@demo.test'));
    await db.delete(orgDealAccess).where(eq(orgDealAccess.userId, recruiter!.id));
    const outsider = await signedInClient(server.url, 'recruiter@demo.test');
    // Someone who may not open the batch learns nothing about its classes.
    expect((await outsider.post(`${api}/live-classes/${liveClass!.id}/join/`, {})).status).toBe(404);
  });
});

/** The API's error shape, `{ error: { code, message, fields? } }`. */
const errorOf = (response: { json: Record<string, unknown> }) =>
  response.json.error as { code: string; message: string; fields?: Record<string, string> };

/** A second demo student with a seat in the public DSA batch, whose course offers electives and the planner. */
async function plannerLearner() {
  const { db } = server.database;
  const [other] = await db
    .select()
    .from(users)
    .where(and(like(users.email, 'student%'), ne(users.id, student.id)))
    .orderBy(asc(users.id))
    .limit(1);
  const [dsa] = await db.select().from(batches).where(eq(batches.slug, 'dsa-public-jan-2026'));
  await db.insert(batchEnrollments).values({ userId: other!.id, batchId: dsa!.id }).onConflictDoNothing();
  return { user: other!, batch: dsa!, client: await signedInClient(server.url, other!.email) };
}

describe('electives and the study planner (ADR 0086)', () => {
  const DSA_BATCH = 'dsa-public-jan-2026';
  it('lets a learner choose up to two of the course electives, once, and refuses the rest with the reason', async () => {
    const { client } = await plannerLearner();
    const list = async () =>
      (await client.get(`${api}/elective-course/?batch_slug=${DSA_BATCH}`)).json as {
        results: { course_id: number; course_slug: string; course_name: string; is_selected: boolean }[];
        max_electives: number;
        can_choose: boolean;
      };
    const offered = await list();
    expect(offered.results.map((course) => course.course_slug)).toEqual([
      'system-design-live',
      'full-stack-live',
      'java-backend',
    ]);
    expect(offered).toMatchObject({ max_electives: 2, can_choose: true });
    expect(offered.results.every((course) => !course.is_selected)).toBe(true);
    const detail = await client.get(`${api}/batch/${DSA_BATCH}`);
    expect(detail.json.has_elective_courses).toBe(true);

    const [systemDesign, fullStack, java] = offered.results as [
      (typeof offered.results)[0],
      (typeof offered.results)[0],
      (typeof offered.results)[0],
    ];
    const add = (ids: number[]) =>
      client.post(`${api}/elective-course/add/`, { batch_slug: DSA_BATCH, course_ids: ids });
    const first = await add([systemDesign.course_id]);
    expect(first.status).toBe(200);
    expect(first.json.message).toContain(systemDesign.course_name);
    // Choosing again what is chosen changes nothing.
    expect((await add([systemDesign.course_id])).json.message).toBe('You had already chosen that elective.');
    // Two more would pass the allowance: refused whole, beside the field, with what was chosen.
    const over = await add([fullStack.course_id, java.course_id]);
    expect(over.status).toBe(409);
    expect(errorOf(over)).toMatchObject({
      message: expect.stringContaining(`you have chosen ${systemDesign.course_name}`),
      fields: { course_ids: 'Choose at most 1 more.' },
    });
    // A course that is not an elective of the batch, and malformed input, are 400 before anything is written.
    const stranger = await add([999_999]);
    expect(stranger.status).toBe(400);
    expect(errorOf(stranger).fields?.course_ids).toContain('Choose from the electives');
    expect(
      (await client.post(`${api}/elective-course/add/`, { batch_slug: DSA_BATCH, course_ids: 'all' })).status,
    ).toBe(400);
    expect((await add([fullStack.course_id])).status).toBe(200);
    const chosen = await list();
    expect(chosen.results.filter((course) => course.is_selected).map((course) => course.course_slug)).toEqual(
      ['system-design-live', 'full-stack-live'],
    );
    expect((await add([java.course_id])).status).toBe(409);

    // Staff see the list but do not choose; someone without access to the batch gets the access check's 403.
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    expect((await admin.get(`${api}/elective-course/?batch_slug=${DSA_BATCH}`)).json.can_choose).toBe(false);
    expect(
      (
        await admin.post(`${api}/elective-course/add/`, {
          batch_slug: DSA_BATCH,
          course_ids: [java.course_id],
        })
      ).status,
    ).toBe(403);
    const outsider = await signedInClient(server.url, 'learner@demo.test');
    expect((await outsider.get(`${api}/elective-course/?batch_slug=${DSA_BATCH}`)).status).toBe(403);
  });

  it('keeps one study plan per learner and batch, validates it, mails its reminder once a study day, and stops when deleted', async () => {
    const { user, client } = await plannerLearner();
    const empty = await client.get(`${api}/scheduler/?batch_slug=${DSA_BATCH}`);
    expect(empty.json).toMatchObject({ offered: true, schedule: null });

    const today = todayInIndia();
    const plan = {
      batch_slug: DSA_BATCH,
      days_of_week: [0, 1, 2, 3, 4, 5, 6],
      hours_per_day: 1.5,
      start_date: today,
      reminder_time: '23:59',
    };
    const past = await client.post(`${api}/scheduler/`, { ...plan, start_date: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(errorOf(past).fields?.start_date).toBe('Choose today or a later day');
    const noDays = await client.post(`${api}/scheduler/`, { ...plan, days_of_week: [] });
    expect(noDays.status).toBe(400);
    expect(errorOf(noDays).fields?.days_of_week).toBe('Choose at least one day');
    expect((await client.post(`${api}/scheduler/`, { ...plan, reminder_time: '25:00' })).status).toBe(400);

    const created = await client.post(`${api}/scheduler/`, plan);
    expect(created.status).toBe(200);
    const planId = created.json.id as number;
    expect(created.json).toMatchObject({ hours_per_day: 1.5, days_of_week: [0, 1, 2, 3, 4, 5, 6] });
    expect(Date.parse(created.json.next_reminder_at as string)).toBeGreaterThan(Date.now());
    const again = await client.post(`${api}/scheduler/`, plan);
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toContain('already have a study plan');

    const changed = await client.request('PATCH', `${api}/scheduler/`, {
      id: planId,
      days_of_week: [1, 3],
      hours_per_day: 2,
    });
    expect(changed.json).toMatchObject({ days_of_week: [1, 3], hours_per_day: 2 });
    expect((await client.get(`${api}/scheduler/?batch_slug=${DSA_BATCH}`)).json.schedule).toMatchObject({
      id: planId,
      days_of_week: [1, 3],
    });

    // The reminder job, run as the queue runs it for a study day: one mail, however often it runs.
    const { db } = server.database;
    const [row] = await db.select().from(batchStudyPlans).where(eq(batchStudyPlans.id, planId));
    const job = { planId: row!.id, version: row!.version, day: today };
    await runStudyReminderJob(db, server.app.jobQueue, 'http://learnforge.test', job);
    await runStudyReminderJob(db, server.app.jobQueue, 'http://learnforge.test', job);
    const mails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, user.email), eq(outbox.subject, 'Study day: DSA January 2026')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('2 hours');
    expect(mails[0]!.body).toContain('http://learnforge.test/batch/dsa-public-jan-2026');
    // A job queued for the plan before its change mails nothing.
    await runStudyReminderJob(db, server.app.jobQueue, 'http://learnforge.test', {
      ...job,
      version: row!.version - 1,
      day: '2099-01-01',
    });
    expect(await db.select().from(outbox).where(eq(outbox.to, user.email))).toHaveLength(1);

    // Someone else's plan is not found; the owner deletes theirs and its reminders stop.
    const other = await signedInClient(server.url, student.email);
    expect((await other.request('PATCH', `${api}/scheduler/`, { id: planId, hours_per_day: 3 })).status).toBe(
      404,
    );
    expect((await other.request('DELETE', `${api}/scheduler/?id=${planId}`)).status).toBe(404);
    const deleted = await client.request('DELETE', `${api}/scheduler/?id=${planId}`);
    expect(deleted.status).toBe(200);
    await runStudyReminderJob(db, server.app.jobQueue, 'http://learnforge.test', {
      ...job,
      day: '2099-01-02',
    });
    expect(await db.select().from(outbox).where(eq(outbox.to, user.email))).toHaveLength(1);
    expect((await client.get(`${api}/scheduler/?batch_slug=${DSA_BATCH}`)).json.schedule).toBeNull();
  });

  it('offers the planner only where the course turned it on, and not to staff', async () => {
    const learner = await signedInClient(server.url, student.email);
    const elsewhere = await learner.get(`${api}/scheduler/?batch_slug=${batchSlug}`);
    expect(elsewhere.status).toBe(200);
    const course = (await learner.get(`${api}/batch/${batchSlug}`)).json.course_slug as string;
    if (course !== 'dsa-self-paced') {
      expect(elsewhere.json).toMatchObject({ offered: false, schedule: null });
      expect(elsewhere.json.message).toContain('has not turned on the study planner');
      const refused = await learner.post(`${api}/scheduler/`, {
        batch_slug: batchSlug,
        days_of_week: [1],
        hours_per_day: 1,
        start_date: '2099-01-01',
        reminder_time: '19:00',
      });
      expect(refused.status).toBe(409);
    }
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const staff = await admin.post(`${api}/scheduler/`, {
      batch_slug: DSA_BATCH,
      days_of_week: [1],
      hours_per_day: 1,
      start_date: '2099-01-01',
      reminder_time: '19:00',
    });
    expect(staff.status).toBe(403);
  });
});

describe('video likes and feedback, and the certificate holders (ADR 0087)', () => {
  it('keeps one reaction per learner and video, counts them for everyone, and refuses videos the caller may not open', async () => {
    const [video] = await trackItems('video');
    const learner = await signedInClient(server.url, student.email);
    const react = (client: typeof learner, reaction: string, videoId = video!.id) =>
      client.request('PATCH', `${api}/batch/${batchSlug}/update-video-likes-count/`, {
        video_id: videoId,
        reaction,
      });
    const stats = async (client: typeof learner) =>
      (
        (await client.get(`${api}/user-videos-stats/?batch_slug=${batchSlug}&track_slug=${TRACK}`)).json
          .results as {
          video_id: number;
          likes_count: number;
          dislikes_count: number;
          user_reaction: string;
        }[]
      ).find((row) => row.video_id === video!.id)!;
    const before = await stats(learner);
    expect((await react(learner, 'like')).json).toMatchObject({
      likes_count: before.likes_count + (before.user_reaction === 'like' ? 0 : 1),
      user_reaction: 'like',
    });
    // Liking twice counts once; a dislike replaces the like; 'none' takes it back.
    const twice = await react(learner, 'like');
    expect(twice.json.likes_count).toBe((await stats(learner)).likes_count);
    const disliked = await react(learner, 'dislike');
    expect(disliked.json).toMatchObject({
      user_reaction: 'dislike',
      likes_count: (twice.json.likes_count as number) - 1,
    });
    expect(await stats(learner)).toMatchObject({
      user_reaction: 'dislike',
      dislikes_count: disliked.json.dislikes_count,
    });
    await react(learner, 'none');
    expect((await stats(learner)).user_reaction).toBe('none');
    await react(learner, 'like');

    // Another person's view of the same video counts the like but not as theirs.
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    expect(await stats(admin)).toMatchObject({ user_reaction: 'none', likes_count: expect.any(Number) });
    expect((await stats(admin)).likes_count).toBeGreaterThanOrEqual(1);

    // Malformed or foreign input is a 4xx before anything is written.
    expect((await react(learner, 'love')).status).toBe(400);
    expect((await react(learner, 'like', 999_999)).status).toBe(404);
    // The company's admin is neither enrolled in nor licensed for the institute's batch.
    const outsider = await signedInClient(server.url, 'company.admin@demo.test');
    expect((await react(outsider, 'like')).status).toBe(403);
  });

  it('saves a learner’s feedback on a video, replaced when sent again, with refusals beside the field', async () => {
    const [video] = await trackItems('video');
    const learner = await signedInClient(server.url, student.email);
    const send = (client: typeof learner, body: object, id: number = video!.id) =>
      client.post(`${api}/videos/${id}/feedbacks/`, body);
    const noRating = await send(learner, { tags: ['Too fast'] });
    expect(noRating.status).toBe(400);
    expect(errorOf(noRating).fields).toMatchObject({ rating: 'Choose a rating from 1 to 5 stars' });
    expect((await send(learner, { rating: 9 })).status).toBe(400);
    const saved = await send(learner, {
      rating: 4,
      tags: ['Clear explanation', 'Clear explanation'],
      comment: 'Good pace',
    });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toContain(video!.title);
    await send(learner, { rating: 2, tags: ['Audio problem'] });
    const rows = await server.database.db
      .select()
      .from(videoFeedbacks)
      .where(and(eq(videoFeedbacks.videoId, video!.id), eq(videoFeedbacks.userId, student.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 2, tags: ['Audio problem'], comment: '' });
    expect((await send(learner, { rating: 3 }, 999_999)).status).toBe(404);
    // The company's admin is neither enrolled in nor licensed for the institute's batch.
    const outsider = await signedInClient(server.url, 'company.admin@demo.test');
    expect((await send(outsider, { rating: 5 })).status).toBe(403);
  });

  it('lists the batch’s certificate holders, newest first, to staff who run batches only', async () => {
    const { db } = server.database;
    await db
      .insert(batchCertificates)
      .values({
        slug: `LF-HOLDER-${student.id}`,
        userId: student.id,
        batchId,
        holderName: 'Holder Name',
        courseName: 'Course',
        batchName: 'Batch',
      })
      .onConflictDoNothing();
    const support = await signedInClient(server.url, 'support@demo.test');
    const page = await support.get(`${api}/batch/${batchSlug}/certificates/?page=1`);
    expect(page.status).toBe(200);
    const holders = page.json.results as { handle: string; status: string; verification_url: string }[];
    const own = holders.find((holder) => holder.handle === student.handle);
    expect(own).toMatchObject({ status: expect.stringMatching(/^(ready|generating)$/) });
    expect(own!.verification_url).toContain('/certificate/');
    expect(page.json).toMatchObject({ page: 1, count: holders.length });
    const learner = await signedInClient(server.url, student.email);
    expect((await learner.get(`${api}/batch/${batchSlug}/certificates/`)).status).toBe(403);
    expect((await support.get(`${api}/batch/no-such-batch/certificates/`)).status).toBe(404);
  });
});

describe('the access-end mail (ADR 0087)', () => {
  const DAY = 86_400_000;
  it('mails a learner once when their access ends within seven days, and again only for a new end', async () => {
    const { db } = server.database;
    const { user: other, batch: dsa } = await plannerLearner();
    const endIn = (days: number) =>
      db
        .update(batchEnrollments)
        .set({ accessEndsAt: new Date(Date.now() + days * DAY) })
        .where(and(eq(batchEnrollments.userId, other.id), eq(batchEnrollments.batchId, dsa.id)));
    const mails = () =>
      db
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.to, other.email), like(outbox.subject, 'Your access to DSA January 2026 ends on %')),
        );
    const sweep = () => mailAccessEndingSoon(db, server.app.jobQueue, 'http://learnforge.test');

    await endIn(30);
    await sweep();
    expect(await mails()).toHaveLength(0);
    await endIn(3);
    await sweep();
    await sweep();
    const once = await mails();
    expect(once).toHaveLength(1);
    expect(once[0]!.body).toContain('http://learnforge.test/batch/dsa-public-jan-2026');
    expect(once[0]!.body).toContain('ask the course team to extend your access');
    // A staff extension moves the end: the new end earns its own mail, once.
    await endIn(6);
    await sweep();
    await sweep();
    expect(await mails()).toHaveLength(2);
    // An end already past is not mailed about.
    await endIn(-1);
    await sweep();
    expect(await mails()).toHaveLength(2);
    await endIn(365);
  });
});
