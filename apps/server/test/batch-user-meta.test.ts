import { ProblemAttemptStatus } from '@learnforge/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchContentItems, batches, problemAttempts, trackProblems, tracks, users } from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
const api = '/api/latest';
/** learner@demo.test belongs to the demo institute and is enrolled in its batches only. */
const enrolledBatch = 'dsa-institute-2026';
const otherBatch = 'dsa-public-jan-2026';

beforeAll(async () => {
  server = await startTestServer({}, { learners: 5 });
}, 180_000);
afterAll(() => server.close());

const signedIn = (email: string) => signedInClient(server.url, email);

describe('batch user meta', () => {
  it('gives an enrolled learner their state in the batch, and rating the batch flips is_batch_rated', async () => {
    const { db } = server.database;
    const [learner] = await db.select().from(users).where(eq(users.email, 'learner@demo.test'));
    const [batch] = await db.select().from(batches).where(eq(batches.slug, enrolledBatch));
    const [firstTrackProblem] = await db
      .select({ trackId: trackProblems.trackId, problemId: trackProblems.problemId })
      .from(trackProblems)
      .innerJoin(tracks, eq(tracks.id, trackProblems.trackId))
      .where(eq(tracks.batchId, batch!.id))
      .limit(1);
    expect(firstTrackProblem).toBeDefined();
    // A solved track problem must show up in that track's progress.
    await db
      .insert(problemAttempts)
      .values({
        userId: learner!.id,
        problemId: firstTrackProblem!.problemId,
        status: ProblemAttemptStatus.CORRECT,
      })
      .onConflictDoUpdate({
        target: [problemAttempts.userId, problemAttempts.problemId],
        set: { status: ProblemAttemptStatus.CORRECT },
      });

    const client = await signedIn('learner@demo.test');
    const meta = await client.get(`${api}/user-meta/?batch_slug=${enrolledBatch}`);
    expect(meta.status).toBe(200);
    expect(meta.headers.get('date')).toBeTruthy();
    expect(meta.json).toMatchObject({
      batch_id: batch!.id,
      course_slug: 'dsa-self-paced',
      is_batch_rated: false,
      is_moderator: false,
      can_edit_batch_track: false,
      monitor_window_shrink: false,
      detect_known_extensions: false,
    });
    const progress = meta.json.user_track_progress as Record<string, number>;
    expect(progress[String(firstTrackProblem!.trackId)]).toBeGreaterThan(0);
    // One progress rule: user-meta reads every entity type, exactly as the track page does, so a
    // completed article moves it too (it once counted problems only).
    const [track] = await db.select().from(tracks).where(eq(tracks.id, firstTrackProblem!.trackId));
    const [article] = await db
      .select()
      .from(batchContentItems)
      .where(and(eq(batchContentItems.trackId, track!.id), eq(batchContentItems.kind, 'article')));
    expect(article, 'the seeded track has an article').toBeDefined();
    const placement = { batch_slug: enrolledBatch, track_slug: track!.slug };
    expect((await client.post(`${api}/article/${article!.id}/complete/`, placement)).status).toBe(200);
    const trackPage = await client.get(
      `${api}/track/user/progress/?batch_slug=${enrolledBatch}&track_slug=${track!.slug}`,
    );
    const withArticle = await client.get(`${api}/user-meta/?batch_slug=${enrolledBatch}`);
    const metaProgress = (withArticle.json.user_track_progress as Record<string, number>)[String(track!.id)];
    expect(metaProgress).toBeGreaterThan(progress[String(track!.id)]!);
    expect(metaProgress).toBe(trackPage.json.user_track_progress);

    const rated = await client.post(`${api}/testimonials/batch`, {
      batch_slug: enrolledBatch,
      rating: 5,
      text: 'Clear explanations and fair problems.',
    });
    expect(rated.status).toBe(200);
    expect(rated.json).toMatchObject({ rating: 5, text: 'Clear explanations and fair problems.' });

    const after = await client.get(`${api}/user-meta/?batch_slug=${enrolledBatch}`);
    expect(after.json.is_batch_rated).toBe(true);
    const listed = await client.get(`${api}/testimonials/batch?batch_slug=${enrolledBatch}`);
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({ count: 1, results: [{ rating: 5, name: learner!.name }] });
    await db
      .delete(problemAttempts)
      .where(
        and(
          eq(problemAttempts.userId, learner!.id),
          eq(problemAttempts.problemId, firstTrackProblem!.problemId),
        ),
      );
  });

  it('refuses people outside the batch, signed-out callers, unknown batches and bad ratings', async () => {
    const client = await signedIn('learner@demo.test');
    expect((await client.get(`${api}/user-meta/?batch_slug=${otherBatch}`)).status).toBe(403);
    expect((await client.get(`${api}/user-meta/?batch_slug=no-such-batch`)).status).toBe(404);
    expect(
      (await createSessionClient(server.url).get(`${api}/user-meta/?batch_slug=${enrolledBatch}`)).status,
    ).toBe(401);
    const badRating = await client.post(`${api}/testimonials/batch`, {
      batch_slug: enrolledBatch,
      rating: 9,
      text: '',
    });
    expect(badRating.status).toBe(400);
    // The batch page's rating form shows these beside its fields.
    expect((badRating.json.error as { fields: object }).fields).toEqual({
      rating: 'Choose a rating from 1 to 5 stars',
    });
    const unrated = await client.post(`${api}/testimonials/batch`, { batch_slug: enrolledBatch });
    expect((unrated.json.error as { fields: object }).fields).toEqual({
      rating: 'Choose a rating from 1 to 5 stars',
    });
    const long = await client.post(`${api}/testimonials/batch`, {
      batch_slug: enrolledBatch,
      rating: 4,
      text: 'x'.repeat(2001),
    });
    expect((long.json.error as { fields: object }).fields).toEqual({
      text: 'Keep your review under 2,000 characters',
    });
    const notEnrolledRating = await client.post(`${api}/testimonials/batch`, {
      batch_slug: otherBatch,
      rating: 4,
      text: '',
    });
    expect(notEnrolledRating.status).toBe(403);
  });
});
