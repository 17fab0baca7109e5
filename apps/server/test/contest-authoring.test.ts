import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contests } from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

const api = '/api/latest';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { learners: 3 });
});
afterAll(async () => {
  await server.close();
});

const hour = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

async function bankQuestion(
  client: Awaited<ReturnType<typeof signedInClient>>,
  overrides: Record<string, unknown> = {},
) {
  const created = await client.post(`${api}/admin/quiz-questions/`, {
    question_type: 'single',
    body: 'Which data structure is first in, first out?',
    options: [
      { id: 1, text: 'Stack' },
      { id: 2, text: 'Queue' },
    ],
    correct_option_ids: [2],
    marks: 4,
    negative_marks: 1,
    explanation: 'A queue serves in arrival order.',
    ...overrides,
  });
  expect(created.status).toBe(200);
  return created.json.id as number;
}

function contestBody(questionId: number, overrides: Record<string, unknown> = {}) {
  return {
    slug: 'authored-weekly-round',
    title: 'Authored weekly round',
    description: 'Two rounds: a quiz and a coding problem.',
    kind: 'open',
    start_time: inHours(24),
    end_time: inHours(26),
    duration_minutes: 90,
    proctored: true,
    webcam_interval_seconds: 60,
    max_warnings: 2,
    sections: [
      { title: 'Quiz', kind: 'quiz', question_ids: [questionId] },
      { title: 'Coding', kind: 'coding', problems: [{ slug: 'sum-of-two-numbers', points: 100 }] },
    ],
    ...overrides,
  };
}

describe('staff contest authoring', () => {
  it('a course admin builds a question bank entry and a scheduled contest with a quiz and a coding section; learners can open it', async () => {
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const questionId = await bankQuestion(admin);
    const created = await admin.post(`${api}/admin/contests/`, contestBody(questionId));
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      slug: 'authored-weekly-round',
      status: 2,
      proctored: true,
      max_warnings: 2,
      attempts: 0,
      sections: [
        { title: 'Quiz', kind: 'quiz', question_ids: [questionId], problems: [] },
        {
          title: 'Coding',
          kind: 'coding',
          question_ids: [],
          problems: [{ slug: 'sum-of-two-numbers', points: 100 }],
        },
      ],
    });
    expect((created.json.history as unknown[]).length).toBe(1);
    const list = await admin.get(`${api}/admin/contests/?search=authored`);
    expect(list.json.results).toEqual([
      expect.objectContaining({ slug: 'authored-weekly-round', status: 2, sections: 2, registrations: 0 }),
    ]);
    // The learner's contest page reads the same contest (contests-a's learner flow).
    const learner = await signedInClient(server.url, 'learner@demo.test');
    expect((await learner.get(`${api}/contest/authored-weekly-round/`)).status).toBe(200);
  });

  it('reschedules with an edit history, grants an accommodation, then cancels with status 4', async () => {
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const list = await admin.get(`${api}/admin/contests/?search=authored-weekly`);
    const id = (list.json.results as { id: number }[])[0]!.id;
    const current = (await admin.get(`${api}/admin/contests/${id}/`)).json;
    const {
      id: _id,
      status: _status,
      attempts: _attempts,
      accommodations: _a,
      history: _h,
      ...form
    } = current;
    const moved = await admin.request('PUT', `${api}/admin/contests/${id}/`, {
      ...form,
      start_time: inHours(48),
      end_time: inHours(50),
    });
    expect(moved.status).toBe(200);
    const history = moved.json.history as { changes: Record<string, unknown> }[];
    expect(history).toHaveLength(2);
    expect(Object.keys(history[0]!.changes).sort()).toEqual(['end_time', 'start_time']);

    const granted = await admin.request('PUT', `${api}/admin/contests/${id}/accommodations/`, {
      handle: 'asha',
      extra_minutes: 30,
      webcam_exempt: true,
      note: 'Screen reader user',
    });
    expect(granted.status).toBe(200);
    expect(granted.json.accommodations).toEqual([
      { handle: 'asha', extra_minutes: 30, webcam_exempt: true, note: 'Screen reader user' },
    ]);
    expect((granted.json.history as unknown[]).length).toBe(3);
    const nobody = await admin.request('PUT', `${api}/admin/contests/${id}/accommodations/`, {
      handle: 'no-such-learner-here',
      extra_minutes: 10,
      webcam_exempt: false,
    });
    expect(nobody.status).toBe(400);
    expect(nobody.json.error).toMatchObject({ fields: { handle: 'No such learner' } });

    const cancelled = await admin.post(`${api}/admin/contests/${id}/cancel/`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe(4);
    const again = await admin.request('PUT', `${api}/admin/contests/${id}/`, form);
    expect(again.status).toBe(400);
  });

  it('moves the deadlines of running attempts when a contest is extended or shortened, or a learner is given extra time (ADR 0110)', async () => {
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const questionId = await bankQuestion(admin);
    const created = await admin.post(
      `${api}/admin/contests/`,
      contestBody(questionId, {
        slug: 'running-round-moved',
        title: 'Running round moved',
        proctored: false,
        webcam_interval_seconds: null,
        start_time: inHours(1),
        end_time: inHours(3),
        duration_minutes: 60,
      }),
    );
    expect(created.json).toMatchObject({ slug: 'running-round-moved' });
    const id = created.json.id as number;
    // It opened a minute ago (moved in the database: the form refuses a start in the past); Asha starts, with an
    // hour to go.
    const openedAt = new Date(Date.now() - 60_000);
    await server.database.db.update(contests).set({ startTime: openedAt }).where(eq(contests.id, id));
    const learner = await signedInClient(server.url, 'learner@demo.test');
    expect(
      (
        await learner.post(`${api}/register/`, {
          contest_slug: 'running-round-moved',
          page_url: '/contest/running-round-moved/',
        })
      ).status,
    ).toBe(200);
    const started = await learner.get(`${api}/contest/running-round-moved/start/`);
    expect(started.json.status).toBe('SUCCESS');
    const endsAt = async () =>
      new Date(
        (await learner.get(`${api}/contest/running-round-moved/meta/`)).json.ends_at as string,
      ).getTime();
    const firstDeadline = await endsAt();
    const startedAt = firstDeadline - 60 * 60_000;

    // The contest now closes 20 minutes after the learner started, with no attempt length: the attempt ends with it.
    const current = (await admin.get(`${api}/admin/contests/${id}/`)).json;
    const { id: _id, status: _s, attempts: _a, accommodations: _ac, history: _h, ...form } = current;
    const closesAt = new Date(startedAt + 20 * 60_000).toISOString();
    const shortened = await admin.request('PUT', `${api}/admin/contests/${id}/`, {
      ...form,
      end_time: closesAt,
      duration_minutes: null,
    });
    expect(shortened.json).toMatchObject({ id });
    expect(await endsAt()).toBe(new Date(closesAt).getTime());

    // Extended again, with a 45-minute attempt: the attempt length from their start decides.
    const extended = await admin.request('PUT', `${api}/admin/contests/${id}/`, {
      ...form,
      end_time: inHours(3),
      duration_minutes: 45,
    });
    expect(extended.status).toBe(200);
    expect(await endsAt()).toBe(startedAt + 45 * 60_000);

    // Extra time granted mid-attempt counts at once.
    const granted = await admin.request('PUT', `${api}/admin/contests/${id}/accommodations/`, {
      handle: 'asha',
      extra_minutes: 15,
      webcam_exempt: false,
    });
    expect(granted.status).toBe(200);
    expect(await endsAt()).toBe(startedAt + 60 * 60_000);
  });

  it('refuses bad contests before writing anything, naming each field', async () => {
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const questionId = await bankQuestion(admin);
    const backwards = await admin.post(
      `${api}/admin/contests/`,
      contestBody(questionId, { slug: 'backwards-round', start_time: inHours(5), end_time: inHours(4) }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.json.error).toMatchObject({ fields: { end_time: 'End after the start' } });
    const unknown = await admin.post(
      `${api}/admin/contests/`,
      contestBody(999_999, {
        slug: 'unknown-parts',
        sections: [
          { title: 'Quiz', kind: 'quiz', question_ids: [999_999] },
          { title: 'Coding', kind: 'coding', problems: [{ slug: 'no-such-problem', points: 10 }] },
        ],
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({
      fields: {
        'sections.0.question_ids': 'No such bank question: 999999',
        'sections.1.problems': 'No such published problem: no-such-problem',
      },
    });
    const batchless = await admin.post(
      `${api}/admin/contests/`,
      contestBody(questionId, { slug: 'batchless', kind: 'batch' }),
    );
    expect(batchless.json.error).toMatchObject({ fields: { batch_slug: 'Choose a batch' } });
    const taken = await admin.post(`${api}/admin/contests/`, contestBody(questionId));
    expect(taken.status).toBe(409);
    expect(taken.json.error).toMatchObject({ fields: { slug: 'Already taken' } });
    const malformed = await admin.post(`${api}/admin/contests/`, {
      ...contestBody(questionId),
      start_time: 'soon',
    });
    expect(malformed.status).toBe(400);
    const list = await admin.get(`${api}/admin/contests/?search=backwards`);
    expect(list.json.count).toBe(0);
  });

  it('checks each question type before it enters the bank', async () => {
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const twoRight = await admin.post(`${api}/admin/quiz-questions/`, {
      question_type: 'single',
      body: 'Pick one',
      options: [
        { id: 1, text: 'A' },
        { id: 2, text: 'B' },
      ],
      correct_option_ids: [1, 2],
      marks: 1,
    });
    expect(twoRight.json.error).toMatchObject({
      fields: { correct_option_ids: 'Mark exactly one option correct' },
    });
    const noAnswer = await admin.post(`${api}/admin/quiz-questions/`, {
      question_type: 'input',
      body: '2 + 2?',
      marks: 1,
    });
    expect(noAnswer.json.error).toMatchObject({ fields: { correct_answer: 'Give the expected answer' } });
    const greedy = await admin.post(`${api}/admin/quiz-questions/`, {
      question_type: 'subjective',
      body: 'Explain recursion',
      marks: 2,
      negative_marks: 3,
    });
    expect(greedy.json.error).toMatchObject({
      fields: { negative_marks: 'Cannot take away more than the question is worth' },
    });
    const multiple = await bankQuestion(admin, {
      question_type: 'multiple',
      options: [
        { id: 1, text: 'Array' },
        { id: 2, text: 'Linked list' },
        { id: 3, text: 'Hash map' },
      ],
      correct_option_ids: [1, 2],
    });
    const input = await bankQuestion(admin, {
      question_type: 'input',
      options: [],
      correct_option_ids: [],
      correct_answer: '42',
    });
    const bank = await admin.get(`${api}/admin/quiz-questions/`);
    const ids = (bank.json.results as { id: number }[]).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([multiple, input]));
  });

  it('lets recruiters author open (hiring) contests only, and nobody else in', async () => {
    const recruiter = await signedInClient(server.url, 'recruiter@demo.test');
    const questionId = await bankQuestion(recruiter);
    const open = await recruiter.post(
      `${api}/admin/contests/`,
      contestBody(questionId, { slug: 'hiring-authored-round' }),
    );
    expect(open.status).toBe(200);
    const batch = await recruiter.post(
      `${api}/admin/contests/`,
      contestBody(questionId, { slug: 'recruiter-batch', kind: 'batch', batch_slug: 'anything' }),
    );
    expect(batch.status).toBe(403);
    const listed = (await recruiter.get(`${api}/admin/contests/`)).json.results as { kind: string }[];
    expect(listed.every((row) => row.kind === 'open')).toBe(true);
    const learner = await signedInClient(server.url, 'learner@demo.test');
    expect((await learner.get(`${api}/admin/contests/`)).status).toBe(403);
    expect((await createSessionClient(server.url).get(`${api}/admin/contests/`)).status).toBe(401);
  });
});
