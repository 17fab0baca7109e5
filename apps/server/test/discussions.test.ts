import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { learners: 4 });
}, 180_000);
afterAll(() => server.close());

const api = '/api/latest';
const signedIn = (email: string) => signedInClient(server.url, email);
type Client = Awaited<ReturnType<typeof signedIn>>;
const fieldsOf = (answer: { json: Record<string, unknown> }) =>
  (answer.json.error as { fields?: Record<string, string> } | undefined)?.fields ?? {};
const send = (client: Client, method: string, path: string, body: unknown) =>
  client.request(method, `${api}${path}`, body);

interface Thread {
  id: number;
  title: string;
  body_html: string;
  votes: number;
  my_vote: number;
  hidden: boolean;
  hidden_reason: string | null;
  picked: boolean;
  solved: boolean;
  rating: number | null;
  is_rating_valid: boolean | null;
  replies_count: number;
  replies?: { id: number; author: string; body_html: string; accepted: boolean; author_is_staff: boolean }[];
}

async function startThread(
  client: Client,
  title: string,
  place: { problem_slug: string } | { batch_slug: string } = { problem_slug: 'fizz-buzz' },
) {
  const created = await client.post(`${api}/discussion/threads/`, {
    ...place,
    title,
    body: 'Why does my loop print **Fizz** twice?\n\n```python\nfor i in range(3): print(i)\n```',
    category: 'doubt',
  });
  expect(created.status).toBe(200);
  return created.json as unknown as Thread;
}
const threadIds = async (client: Client, query = 'problem_slug=fizz-buzz') =>
  ((await client.get(`${api}/discussion/threads/?${query}`)).json.results as Thread[]).map((row) => row.id);

describe('discussions under problems and batches (issue 21)', () => {
  it('keeps a thread’s Markdown and code but strips what runs, and lets others reply and vote', async () => {
    const asker = await signedIn('student1@demo.test');
    const created = await asker.post(`${api}/discussion/threads/`, {
      problem_slug: 'fizz-buzz',
      title: 'Off by one in FizzBuzz',
      body: 'See `range(1, n + 1)`\n\n```python\nprint(1)\n```\n\n[x](javascript:alert(1)) [docs](https://example.com)\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
      category: 'doubt',
    });
    expect(created.status).toBe(200);
    const thread = created.json as unknown as Thread;
    expect(thread.body_html).toContain('<code>range(1, n + 1)</code>');
    expect(thread.body_html).toContain('<pre><code class="language-python">');
    expect(thread.body_html).toContain(
      '<a href="https://example.com" rel="nofollow noopener noreferrer">docs</a>',
    );
    expect(thread.body_html).not.toMatch(/script|onerror|<img|javascript:/);

    const helper = await signedIn('student2@demo.test');
    expect(await threadIds(helper)).toContain(thread.id);
    const reply = await helper.post(`${api}/discussion/threads/${thread.id}/replies/`, {
      body: 'Start the range at **1**.',
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      author: 'student2',
      body_html: '<p>Start the range at <strong>1</strong>.</p>',
    });
    const up = await send(helper, 'PUT', '/discussion/votes/', { post: 'thread', id: thread.id, value: 1 });
    expect(up.json).toEqual({ votes: 1, my_vote: 1 });
    // A second vote replaces the first; a person cannot vote on their own post.
    expect(
      (await send(helper, 'PUT', '/discussion/votes/', { post: 'thread', id: thread.id, value: -1 })).json,
    ).toEqual({
      votes: -1,
      my_vote: -1,
    });
    expect(
      (await send(asker, 'PUT', '/discussion/votes/', { post: 'thread', id: thread.id, value: 1 })).status,
    ).toBe(403);

    const read = (await asker.get(`${api}/discussion/threads/${thread.id}/`)).json as unknown as Thread;
    expect(read).toMatchObject({ votes: -1, my_vote: 0, replies_count: 1 });
    expect(read.replies?.map((row) => row.author)).toEqual(['student2']);
    expect(
      (await createSessionClient(server.url).get(`${api}/discussion/threads/?problem_slug=fizz-buzz`)).status,
    ).toBe(401);
  });

  it('refuses bad posts beside their fields and writes nothing', async () => {
    const learner = await signedIn('student3@demo.test');
    const before = await threadIds(learner);
    const bad = await learner.post(`${api}/discussion/threads/`, {
      problem_slug: 'fizz-buzz',
      title: 'Hi',
      body: ' ',
      category: 'rant',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['body', 'category', 'title']);
    // Markdown that is only a script renders to nothing: refused beside the body.
    const empty = await learner.post(`${api}/discussion/threads/`, {
      problem_slug: 'fizz-buzz',
      title: 'Only a script',
      body: '<script>alert(1)</script>',
      category: 'general',
    });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty)).toEqual({ body: 'Write your question or idea' });
    const nowhere = await learner.post(`${api}/discussion/threads/`, {
      title: 'Where is this?',
      body: 'x',
      category: 'general',
    });
    expect(nowhere.status).toBe(400);
    expect(Object.keys(fieldsOf(nowhere))).toEqual(['problem_slug']);
    expect(await threadIds(learner)).toEqual(before);
  });

  it('opens a premium problem’s discussion only with premium, and a batch’s only to its learners and staff', async () => {
    const learner = await signedIn('student3@demo.test');
    const locked = await learner.get(`${api}/discussion/threads/?problem_slug=connected-components`);
    expect(locked.status).toBe(403);
    expect((locked.json.error as { code: string }).code).toBe('premium_required');
    expect((await learner.get(`${api}/discussion/threads/?batch_slug=dsa-institute-2026`)).status).toBe(403);
    const enrolled = await signedIn('learner@demo.test');
    const batchThread = await startThread(enrolled, 'Week 1 schedule question', {
      batch_slug: 'dsa-institute-2026',
    });
    expect(await threadIds(enrolled, 'batch_slug=dsa-institute-2026')).toContain(batchThread.id);
    // Someone outside the batch cannot read it by its number either.
    expect((await learner.get(`${api}/discussion/threads/${batchThread.id}/`)).status).toBe(403);
    const moderator = await signedIn('moderator@demo.test');
    expect(await threadIds(moderator, 'batch_slug=dsa-institute-2026')).toContain(batchThread.id);
  });

  it('lets a moderator hide and restore with a reason, resolving reports, while only moderators may', async () => {
    const author = await signedIn('student1@demo.test');
    const reader = await signedIn('student2@demo.test');
    const thread = await startThread(author, 'Full solution pasted here');
    const report = await reader.post(`${api}/discussion/reports/`, {
      post: 'thread',
      id: thread.id,
      reason: 'It gives the whole answer away',
    });
    expect(report.status).toBe(200);
    expect(
      (
        await reader.post(`${api}/discussion/reports/`, {
          post: 'thread',
          id: thread.id,
          reason: 'Again, spoilers',
        })
      ).status,
    ).toBe(409);

    for (const email of [
      'student2@demo.test',
      'crm@demo.test',
      'support@demo.test',
      'course.admin@demo.test',
    ]) {
      const other = await signedIn(email);
      expect((await other.get(`${api}/discussion/moderation/?view=reported`)).status).toBe(403);
      expect(
        (
          await send(other, 'PATCH', '/discussion/moderation/', {
            post: 'thread',
            id: thread.id,
            action: 'hide',
            reason: 'Spoilers',
          })
        ).status,
      ).toBe(403);
    }
    const moderator = await signedIn('moderator@demo.test');
    const queue = await moderator.get(`${api}/discussion/moderation/?view=reported`);
    const item = (
      queue.json.results as {
        id: number;
        reports: { reason: string; reporter: string }[];
        place_title: string;
      }[]
    ).find((row) => row.id === thread.id);
    expect(item).toMatchObject({
      place_title: 'Fizz Buzz',
      reports: [{ reason: 'It gives the whole answer away', reporter: 'student2' }],
    });

    const noReason = await send(moderator, 'PATCH', '/discussion/moderation/', {
      post: 'thread',
      id: thread.id,
      action: 'hide',
      reason: '',
    });
    expect(noReason.status).toBe(400);
    expect(Object.keys(fieldsOf(noReason))).toEqual(['reason']);
    const hidden = await send(moderator, 'PATCH', '/discussion/moderation/', {
      post: 'thread',
      id: thread.id,
      action: 'hide',
      reason: 'Posts a full solution',
    });
    expect(hidden.json).toEqual({ hidden: true, hidden_reason: 'Posts a full solution' });
    // Others no longer see it; its author sees it with the reason; a reply is refused.
    expect(await threadIds(reader)).not.toContain(thread.id);
    expect((await reader.get(`${api}/discussion/threads/${thread.id}/`)).status).toBe(404);
    expect((await author.get(`${api}/discussion/threads/${thread.id}/`)).json).toMatchObject({
      hidden: true,
      hidden_reason: 'Posts a full solution',
    });
    expect(
      (await author.post(`${api}/discussion/threads/${thread.id}/replies/`, { body: 'But why?' })).status,
    ).toBe(409);
    const reported = (await moderator.get(`${api}/discussion/moderation/?view=reported`)).json.results as {
      id: number;
    }[];
    expect(reported.map((row) => row.id)).not.toContain(thread.id);

    const restored = await send(moderator, 'PATCH', '/discussion/moderation/', {
      post: 'thread',
      id: thread.id,
      action: 'restore',
      reason: 'Author trimmed it to a hint',
    });
    expect(restored.json).toEqual({ hidden: false, hidden_reason: null });
    expect(await threadIds(reader)).toContain(thread.id);
    const history = (await moderator.get(`${api}/discussion/moderation/?view=picked`)).status;
    expect(history).toBe(200);
  });

  it('hides a single reply, and takes the solved mark, a rating, its verdict and a pick', async () => {
    const asker = await signedIn('student3@demo.test');
    const helper = await signedIn('student4@demo.test');
    const moderator = await signedIn('moderator@demo.test');
    const thread = await startThread(asker, 'Modulo or subtraction?');
    const rude = (
      await helper.post(`${api}/discussion/threads/${thread.id}/replies/`, { body: 'Read the docs, idiot' })
    ).json as {
      id: number;
    };
    const good = (
      await moderator.post(`${api}/discussion/threads/${thread.id}/replies/`, { body: 'Use `i % 3 === 0`.' })
    ).json as {
      id: number;
      author_is_staff: boolean;
    };
    expect(good.author_is_staff).toBe(true);
    await send(moderator, 'PATCH', '/discussion/moderation/', {
      post: 'reply',
      id: rude.id,
      action: 'hide',
      reason: 'Insults another learner',
    });
    const seen = (await asker.get(`${api}/discussion/threads/${thread.id}/`)).json as unknown as Thread;
    expect(seen.replies?.map((row) => row.id)).toEqual([good.id]);
    const hiddenQueue = (await moderator.get(`${api}/discussion/moderation/?view=hidden`)).json.results as {
      post: string;
      id: number;
      history: { action: string; reason: string; actor: string }[];
    }[];
    expect(hiddenQueue.find((row) => row.post === 'reply' && row.id === rude.id)?.history).toEqual([
      expect.objectContaining({ action: 'hide', reason: 'Insults another learner', actor: 'moderator' }),
    ]);

    // Only the asker marks what solved it; a rating needs a reply.
    expect(
      (await send(helper, 'PATCH', `/discussion/threads/${thread.id}/solved/`, { reply_id: good.id })).status,
    ).toBe(403);
    const noReply = await send(asker, 'PATCH', `/discussion/threads/${thread.id}/solved/`, {
      reply_id: null,
      rating: 5,
    });
    expect(Object.keys(fieldsOf(noReply))).toEqual(['rating']);
    expect(
      (await send(asker, 'PATCH', `/discussion/threads/${thread.id}/solved/`, { reply_id: rude.id })).status,
    ).toBe(400);
    const solved = await send(asker, 'PATCH', `/discussion/threads/${thread.id}/solved/`, {
      reply_id: good.id,
      rating: 2,
    });
    expect(solved.json).toMatchObject({ solved: true, rating: 2, is_rating_valid: null });

    const verdict = await send(moderator, 'PATCH', `/discussion/threads/${thread.id}/mark-rating/`, {
      is_valid: false,
    });
    expect(verdict.json).toEqual({ id: thread.id, rating: 2, is_rating_valid: false });
    expect(
      (await send(asker, 'PATCH', `/discussion/threads/${thread.id}/mark-rating/`, { is_valid: true }))
        .status,
    ).toBe(403);

    const metaBefore = (await moderator.get(`${api}/discussion/picked-threads/meta/`)).json as {
      picked_count: number;
    };
    const picked = await send(moderator, 'PATCH', `/discussion/threads/${thread.id}/pick/`, { picked: true });
    expect(picked.json).toMatchObject({ picked: true });
    const metaAfter = (await moderator.get(`${api}/discussion/picked-threads/meta/`)).json as {
      picked_count: number;
    };
    expect(metaAfter.picked_count).toBe(metaBefore.picked_count + 1);
    // Picked threads lead the list.
    expect((await threadIds(asker))[0]).toBe(thread.id);

    const categories = (await asker.get(`${api}/discussion/category-meta/?problem_slug=fizz-buzz`)).json
      .results as {
      slug: string;
      threads_count: number;
    }[];
    expect(categories.find((row) => row.slug === 'doubt')?.threads_count).toBeGreaterThan(0);
  });

  it('keeps teaching assistants’ timesheets: logged per batch and day, read by moderators and course admins', async () => {
    const moderator = await signedIn('moderator@demo.test');
    const today = new Date().toISOString().slice(0, 10);
    const logged = await moderator.post(`${api}/discussion/ta-timesheet/`, {
      batch_slug: 'dsa-institute-2026',
      date: today,
      minutes: 90,
      note: 'Doubt session',
    });
    expect(logged.json).toMatchObject({ date: today, minutes: 90, batch_slug: 'dsa-institute-2026' });
    const future = await moderator.post(`${api}/discussion/ta-timesheet/`, {
      batch_slug: 'dsa-institute-2026',
      date: '2999-01-01',
      minutes: 10,
    });
    expect(Object.keys(fieldsOf(future))).toEqual(['date']);
    const tooMuch = await moderator.post(`${api}/discussion/ta-timesheet/`, {
      batch_slug: 'dsa-institute-2026',
      date: today,
      minutes: 700,
    });
    expect(fieldsOf(tooMuch)).toEqual({ minutes: 'At most 630 more minutes on this day' });
    const unknown = await moderator.post(`${api}/discussion/ta-timesheet/`, {
      batch_slug: 'no-such-batch',
      date: today,
      minutes: 5,
    });
    expect(Object.keys(fieldsOf(unknown))).toEqual(['batch_slug']);

    const own = await moderator.get(`${api}/discussion/ta-timesheet/?from=${today}&to=${today}`);
    expect(own.json).toMatchObject({ total_minutes: 90 });
    expect((own.json.results as { threads_answered: number }[])[0]!.threads_answered).toBeGreaterThanOrEqual(
      1,
    );
    const admin = await signedIn('course.admin@demo.test');
    const all = await admin.get(`${api}/discussion/ta-timesheet/?from=${today}&to=${today}&ta=moderator`);
    expect(all.json).toMatchObject({ total_minutes: 90 });
    const backwards = await admin.get(`${api}/discussion/ta-timesheet/?from=${today}&to=2000-01-01`);
    expect(Object.keys(fieldsOf(backwards))).toEqual(['to']);
    expect(
      (
        await (
          await signedIn('student1@demo.test')
        ).get(`${api}/discussion/ta-timesheet/?from=${today}&to=${today}`)
      ).status,
    ).toBe(403);
    expect(
      (
        await (
          await signedIn('course.admin@demo.test')
        ).post(`${api}/discussion/ta-timesheet/`, {
          batch_slug: 'dsa-institute-2026',
          date: today,
          minutes: 5,
        })
      ).status,
    ).toBe(403);
  });
});
