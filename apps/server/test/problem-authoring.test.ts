import { eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  problemDetails,
  problemLocks,
  problems,
  problemsOfDay,
  problemTestFileOperations,
  problemTestFiles,
} from '../src/db/schema';
import { listEdits } from '../src/edit-history/record';
import { createJudge } from '../src/judge';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
let sumId: number;
const api = '/api/latest';

beforeAll(async () => {
  server = await startTestServer({}, { learners: 2 });
  const [sum] = await server.database.db
    .select({ id: problems.id })
    .from(problems)
    .where(eq(problems.slug, 'sum-of-two-numbers'));
  sumId = sum!.id;
});
afterAll(() => server.close());

const signedIn = (email: string) => signedInClient(server.url, email);
type Client = Awaited<ReturnType<typeof signedIn>>;

const put = (client: Client, path: string, body: unknown) => client.request('PUT', path, body);

/** Posts a test pair as multipart, as the browser's FormData does. */
async function uploadTest(
  client: Client,
  problemId: number,
  input: { content: string | Uint8Array<ArrayBuffer>; name: string },
  output: { content: string | Uint8Array<ArrayBuffer>; name: string },
  isSample = false,
) {
  const form = new FormData();
  form.append('input', new Blob([input.content]), input.name);
  form.append('output', new Blob([output.content]), output.name);
  form.append('is_sample', String(isSample));
  const response = await fetch(`${server.url}${api}/problems/${problemId}/test_files/`, {
    method: 'POST',
    body: form,
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

function form(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Mirror the Words',
    slug: 'mirror-words',
    statement: 'Given a line of words, print them in reverse order.',
    input_format: 'One line of words separated by single spaces.',
    output_format: 'The words in reverse order, separated by single spaces.',
    constraints: 'At most $10^5$ words.',
    difficulty: 'easy',
    tags: ['strings'],
    company_tags: [],
    languages: ['python3', 'javascript'],
    driver_code: {},
    is_public: true,
    memory_limit_mb: 256,
    reference_solutions: { python3: "print(' '.join(reversed(input().split())))\n" },
    ...overrides,
  };
}

async function pollStatus(client: Client, problemId: number, n: number, operation: string) {
  for (let poll = 0; poll < 400; poll++) {
    const status = await client.get(
      `${api}/problems/${problemId}/test_file/${n}/status/?operation=${operation}`,
    );
    expect(status.status).toBe(200);
    if (status.json.status === 'done' || status.json.status === 'failed') return status.json;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`test ${n} ${operation} never finished`);
}

describe('seeded problems in the authoring tool', () => {
  it('open with every test checked and passed on the seeding day, and the recorded check is true on the judge', async () => {
    const setter = await signedIn('setter@demo.test');
    const { db } = server.database;
    const seeded = await db
      .select({ id: problems.id, slug: problems.slug, n: problemTestFiles.n })
      .from(problems)
      .innerJoin(problemTestFiles, eq(problemTestFiles.problemId, problems.id))
      .orderBy(problems.id, problemTestFiles.n);
    expect(new Set(seeded.map((test) => test.slug)).size).toBeGreaterThanOrEqual(10);
    for (const { id, slug, n } of seeded) {
      for (const operation of ['upload', 'validate', 'generate_output']) {
        const status = await setter.get(
          `${api}/problems/${id}/test_file/${n}/status/?operation=${operation}`,
        );
        expect({ slug, n, operation, status: status.json.status }).toEqual({
          slug,
          n,
          operation,
          status: 'done',
        });
      }
    }
    for (const id of new Set(seeded.map((test) => test.id)))
      expect((await setter.get(`${api}/problems/${id}/validation/`)).json).toEqual({
        valid: true,
        errors: [],
      });

    // Dated the day the demo world was seeded: the newest daily problem's day.
    const [newest] = await db.select({ day: max(problemsOfDay.date) }).from(problemsOfDay);
    const checkedOn = await db
      .selectDistinct({
        day: sql<string>`to_char(${problemTestFileOperations.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      })
      .from(problemTestFileOperations);
    expect(checkedOn).toEqual([{ day: newest!.day }]);

    // What the record says is what the judge finds: the named reference solution prints every output.
    const [brackets] = await db
      .select({ id: problems.id })
      .from(problems)
      .where(eq(problems.slug, 'balanced-brackets'));
    const check = await setter.get(
      `${api}/problems/${brackets!.id}/test_file/1/status/?operation=generate_output`,
    );
    expect(check.json.message).toBe('The cpp reference solution prints this output.');
    const [details] = await db
      .select()
      .from(problemDetails)
      .where(eq(problemDetails.problemId, brackets!.id));
    const tests = await db
      .select()
      .from(problemTestFiles)
      .where(eq(problemTestFiles.problemId, brackets!.id));
    const judge = createJudge();
    try {
      const result = await judge.judge({
        language: 'cpp',
        source: details!.authorSolutions.cpp!,
        tests: tests.map((test) => ({ input: test.input, expected: test.output, visible: test.isSample })),
      });
      expect({ verdict: result.verdict, passed: result.passed }).toEqual({
        verdict: 'correct',
        passed: tests.length,
      });
    } finally {
      await judge.close();
    }
  }, 120_000);
});

describe('who may author problems', () => {
  it('refuses learners, course admins and org admins with 403 and visitors with 401', async () => {
    const visitor = createSessionClient(server.url);
    expect((await visitor.get(`${api}/problems/${sumId}/edit/`)).status).toBe(401);
    for (const email of ['learner@demo.test', 'course.admin@demo.test', 'institute.admin@demo.test']) {
      const client = await signedIn(email);
      expect((await client.get(`${api}/problems/${sumId}/edit/`)).status).toBe(403);
      expect((await client.get(`${api}/problems/${sumId}/acquire_lock/`)).status).toBe(403);
      expect((await client.post(`${api}/problems/add/`, form({ slug: 'not-allowed' }))).status).toBe(403);
      expect((await client.get(`${api}/authoring/problems/`)).status).toBe(403);
      expect(
        (await client.post(`${api}/problems/generate_comment/`, { language: 'cpp', code: 'x' })).status,
      ).toBe(403);
    }
  });

  it('lets a super admin in', async () => {
    const admin = await signedIn('admin@demo.test');
    const problem = await admin.get(`${api}/problems/${sumId}/edit/`);
    expect(problem.status).toBe(200);
    expect(problem.json).toMatchObject({ slug: 'sum-of-two-numbers', status: 'published' });
  });
});

describe('writing a problem', () => {
  let setter: Client;
  let other: Client;
  let id: number;
  beforeAll(async () => {
    setter = await signedIn('setter@demo.test');
    other = await signedIn('setter2@demo.test');
  });

  it('adds a draft and refuses a bad or taken slug', async () => {
    const bad = await setter.post(`${api}/problems/add/`, form({ slug: 'Not A Slug' }));
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ fields: { slug: expect.any(String) } });
    const taken = await setter.post(`${api}/problems/add/`, form({ slug: 'sum-of-two-numbers' }));
    expect(taken.status).toBe(400);
    expect((taken.json.error as { message: string }).message).toBe('Another problem already uses this slug.');
    const added = await setter.post(`${api}/problems/add/`, form());
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      slug: 'mirror-words',
      status: 'draft',
      languages: ['python3', 'javascript'],
      time_limits_ms: { python3: 1000, javascript: 1000 },
      in_private_question_library: false,
    });
    id = added.json.id as number;
    const list = await setter.get(`${api}/authoring/problems/?search=mirror`);
    expect(list.json).toMatchObject({ count: 1, results: [{ id, status: 'draft', locked_by: null }] });
  });

  it('keeps a second setter out while the first holds the lock, until it is released', async () => {
    const taken = await setter.get(`${api}/problems/${id}/acquire_lock/`);
    expect(taken.status).toBe(200);
    expect(taken.json).toMatchObject({ locked: true, holder: 'Sam Setter' });

    const refused = await other.get(`${api}/problems/${id}/acquire_lock/`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 'locked', fields: { holder: 'Sam Setter' } });
    const blockedSave = await put(other, `${api}/problems/${id}/edit/`, form({ title: 'Sneaky' }));
    expect(blockedSave.status).toBe(409);
    expect((blockedSave.json.error as { message: string }).message).toMatch(/^Locked by Sam Setter/);
    expect((await other.get(`${api}/problems/${id}/release_lock/`)).status).toBe(409);
    const list = await other.get(`${api}/authoring/problems/?search=mirror`);
    expect(list.json).toMatchObject({ results: [{ locked_by: 'Sam Setter' }] });

    const saved = await put(setter, `${api}/problems/${id}/edit/`, form({ title: 'Mirror Words' }));
    expect(saved.status).toBe(200);
    expect(saved.json.title).toBe('Mirror Words');

    expect((await setter.get(`${api}/problems/${id}/release_lock/`)).json).toEqual({
      locked: false,
      holder: null,
      expires_at: null,
    });
    expect((await other.get(`${api}/problems/${id}/acquire_lock/`)).status).toBe(200);
    const otherSave = await put(other, `${api}/problems/${id}/edit/`, form({ title: 'Mirror the Words' }));
    expect(otherSave.status).toBe(200);
    expect((await setter.post(`${api}/problems/${id}/difficulty/`, { difficulty: 'hard' })).status).toBe(409);
  });

  it('lets a lock lapse after inactivity and lets a super admin take it over', async () => {
    await server.database.db
      .update(problemLocks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(problemLocks.problemId, id));
    const lapsed = await put(other, `${api}/problems/${id}/edit/`, form());
    expect(lapsed.status).toBe(409);
    expect(lapsed.json.error).toMatchObject({ code: 'lock_required' });
    expect((await setter.get(`${api}/problems/${id}/acquire_lock/`)).json).toMatchObject({
      holder: 'Sam Setter',
    });

    const admin = await signedIn('admin@demo.test');
    expect((await admin.get(`${api}/problems/${id}/acquire_lock/`)).json).toMatchObject({
      holder: 'Ada Admin',
    });
    expect((await put(setter, `${api}/problems/${id}/edit/`, form())).status).toBe(409);
    expect((await admin.get(`${api}/problems/${id}/release_lock/`)).status).toBe(200);
    expect((await setter.get(`${api}/problems/${id}/acquire_lock/`)).status).toBe(200);
  });

  it('records each change in the edit history, with only the fields that changed', async () => {
    const history = await listEdits(server.database.db, {
      entityType: 'problem',
      entityId: id,
      page: 1,
      pageSize: 20,
    });
    const titleChanges = history.results.filter((entry) => entry.changes.title);
    expect(titleChanges.map((entry) => [entry.changed_by, entry.changes.title])).toEqual([
      ['setter2', { from: 'Mirror Words', to: 'Mirror the Words' }],
      ['setter', { from: 'Mirror the Words', to: 'Mirror Words' }],
      ['setter', { from: null, to: 'Mirror the Words' }],
    ]);
    expect(Object.keys(titleChanges[0]!.changes)).toEqual(['title']);
  });

  it('changes difficulty, the private library flag and time limits', async () => {
    expect(
      (await setter.post(`${api}/problems/${id}/difficulty/`, { difficulty: 'hard' })).json,
    ).toMatchObject({
      difficulty: 'hard',
    });
    expect(
      (await setter.post(`${api}/problems/${id}/difficulty/`, { difficulty: 'impossible' })).status,
    ).toBe(400);
    const library = await put(setter, `${api}/problem/${id}/private-question-library/update/`, {
      in_private_question_library: true,
    });
    expect(library.json).toMatchObject({ in_private_question_library: true });
    const overall = await put(setter, `${api}/problems/${id}/time_limit/`, { time_limit_ms: 2000 });
    expect(overall.json).toEqual({ time_limits_ms: { python3: 2000, javascript: 2000 } });
    const python = await put(setter, `${api}/problems/${id}/time_limit/python3/`, { time_limit_ms: 3000 });
    expect(python.json).toEqual({ time_limits_ms: { python3: 3000, javascript: 2000 } });
    expect(
      (await put(setter, `${api}/problems/${id}/time_limit/java/`, { time_limit_ms: 3000 })).status,
    ).toBe(400);
    expect((await put(setter, `${api}/problems/${id}/time_limit/`, { time_limit_ms: 5 })).status).toBe(400);
    const meta = await setter.get(`${api}/problems/meta/?problem_id=${id}`);
    expect(meta.json).toMatchObject({
      difficulties: ['basic', 'easy', 'medium', 'hard'],
      default_time_limits_ms: { python3: 3000, javascript: 2000 },
    });
    expect(meta.json.tags).toEqual(expect.arrayContaining(['math', 'strings']));
  });

  it('lists what blocks publishing until tests and a sample exist, then publishes for learners', async () => {
    const learner = await signedIn('learner@demo.test');
    expect((await learner.get(`${api}/problems/mirror-words/`)).status).toBe(404);
    const validation = await setter.get(`${api}/problems/${id}/validation/`);
    expect(validation.json).toEqual({
      valid: false,
      errors: ['There are no test files: upload at least one input and output pair.'],
    });
    const refused = await setter.post(`${api}/problems/${id}/edit/publish/`);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: 'not_publishable' });

    const uploaded = await uploadTest(
      setter,
      id,
      { content: 'one two three\n', name: 'input1.txt' },
      { content: 'three two one\n', name: 'output1.txt' },
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.json).toMatchObject({
      n: 1,
      input_name: 'input1.txt',
      input_bytes: 14,
      is_sample: false,
      judges_learners: false,
    });
    expect(await pollStatus(setter, id, 1, 'upload')).toMatchObject({ status: 'done' });
    expect(await pollStatus(setter, id, 1, 'validate')).toMatchObject({ status: 'done' });
    expect(await pollStatus(setter, id, 1, 'generate_output')).toMatchObject({
      status: 'done',
      message: 'The python3 reference solution prints this output.',
    });
    expect((await setter.get(`${api}/problems/${id}/test_files/`)).json).toMatchObject({
      results: [{ n: 1, judges_learners: true }],
    });
    expect((await setter.get(`${api}/problems/${id}/validation/`)).json).toEqual({
      valid: false,
      errors: ['No test is marked as a sample: learners need at least one example.'],
    });

    const meta = await put(setter, `${api}/problems/${id}/test_case/meta/`, {
      tests: [{ n: 1, is_sample: true }],
    });
    expect(meta.json).toMatchObject({ results: [{ n: 1, is_sample: true }] });
    expect(
      (await put(setter, `${api}/problems/${id}/test_case/meta/`, { tests: [{ n: 9, is_sample: true }] }))
        .status,
    ).toBe(400);
    expect((await setter.get(`${api}/problems/${id}/validation/`)).json).toEqual({ valid: true, errors: [] });

    const published = await setter.post(`${api}/problems/${id}/edit/publish/`);
    expect(published.status).toBe(200);
    expect(published.json.status).toBe('published');
    const seen = await learner.get(`${api}/problems/mirror-words/`);
    expect(seen.status).toBe(200);
    expect((seen.json.probData as Record<string, unknown>).title).toBe('Mirror the Words');
  });

  it('reports a wrong output from the reference solution as a failed check that blocks publishing', async () => {
    const uploaded = await uploadTest(
      setter,
      id,
      { content: 'a b\n', name: 'two.in' },
      { content: 'a b\n', name: 'two.out' },
    );
    expect(uploaded.json.n).toBe(2);
    const check = await pollStatus(setter, id, 2, 'generate_output');
    expect(check).toMatchObject({ status: 'failed' });
    expect(check.message).toMatch(/prints something else: b a/);
    expect((await setter.get(`${api}/problems/${id}/validation/`)).json).toMatchObject({
      valid: false,
      errors: [
        expect.stringMatching(
          /^Test 2: The python3 reference solution prints something else.* It does not judge learners until its checks pass\.$/,
        ),
      ],
    });
  });

  it('never judges learners on a test whose checks failed: a correct solution stays correct', async () => {
    expect((await setter.get(`${api}/problems/${id}/test_files/`)).json).toMatchObject({
      results: [
        { n: 1, judges_learners: true },
        { n: 2, judges_learners: false },
      ],
    });
    const learner = await signedIn('learner@demo.test');
    const started = await learner.post(`${api}/problems/mirror-words/submit/compile/`, {
      language: 'python3',
      code: "print(' '.join(reversed(input().split())))\n",
    });
    expect(started.status).toBe(200);
    let result: Record<string, unknown> = {};
    for (let poll = 0; poll < 400 && result.status !== 'done'; poll++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      result = (
        await learner.post(`${api}/problems/submission/submit/result/`, {
          submission_id: started.json.submission_id,
        })
      ).json;
    }
    expect(result).toMatchObject({ status: 'done', verdict: 'correct', tests_passed: 1, tests_total: 1 });
    // The held-out test is not shown to learners as an example either.
    const page = await learner.get(`${api}/problems/mirror-words/`);
    expect(JSON.stringify(page.json)).not.toContain('a b');
  }, 60_000);

  it('downloads, re-weights and deletes test files', async () => {
    const download = await setter.get(`${api}/problems/${id}/test_file/2/?file=output`);
    expect(download.status).toBe(200);
    expect(download.text).toBe('a b\n');
    expect(download.headers.get('content-disposition')).toContain('two.out');
    const strength = await setter.post(`${api}/problems/${id}/test_file/2/strength/`, { strength: 7 });
    expect(strength.json).toMatchObject({ n: 2, strength: 7 });
    expect((await setter.post(`${api}/problems/${id}/test_file/2/strength/`, { strength: 11 })).status).toBe(
      400,
    );
    expect((await setter.request('DELETE', `${api}/problems/${id}/test_file/2/`)).status).toBe(200);
    expect((await setter.get(`${api}/problems/${id}/test_files/`)).json).toMatchObject({
      results: [{ n: 1 }],
    });
    expect((await setter.get(`${api}/problems/${id}/test_file/2/?file=input`)).status).toBe(404);
    expect((await setter.get(`${api}/problems/${id}/validation/`)).json).toEqual({ valid: true, errors: [] });
  });

  it('refuses an oversized test file with 413 and a binary or wrongly named one with 415', async () => {
    const big = new Uint8Array(4 * 1024 * 1024 + 10).fill(65);
    const tooLarge = await uploadTest(
      setter,
      id,
      { content: big, name: 'big.txt' },
      { content: 'x\n', name: 'o.txt' },
    );
    expect(tooLarge.status).toBe(413);
    const binary = await uploadTest(
      setter,
      id,
      { content: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), name: 'input.txt' },
      { content: 'x\n', name: 'o.txt' },
    );
    expect(binary.status).toBe(415);
    expect(binary.json.error).toMatchObject({ code: 'unsupported_file_type' });
    // The part's declared type is the sender's word: binary content sent as text/plain is refused all the same.
    const declaredText = new FormData();
    declaredText.append(
      'input',
      new Blob([new Uint8Array([0x89, 0x50, 0, 1])], { type: 'text/plain' }),
      'in.txt',
    );
    declaredText.append('output', new Blob(['x\n'], { type: 'text/plain' }), 'out.txt');
    const declared = await fetch(`${server.url}${api}/problems/${id}/test_files/`, {
      method: 'POST',
      body: declaredText,
      headers: { cookie: [...setter.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(declared.status).toBe(415);
    const image = await uploadTest(
      setter,
      id,
      { content: '1 2\n', name: 'input.png' },
      { content: '3\n', name: 'o.txt' },
    );
    expect(image.status).toBe(415);
    const missing = await fetch(`${server.url}${api}/problems/${id}/test_files/`, {
      method: 'POST',
      body: new FormData(),
      headers: { cookie: [...setter.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(missing.status).toBe(400);
    expect((await setter.get(`${api}/problems/${id}/test_files/`)).json).toMatchObject({
      results: [{ n: 1 }],
    });
  });

  it('suggests time limits by running the reference solution on the judge', async () => {
    const limits = await setter.get(`${api}/problems/${id}/calculate_time_limit/`);
    expect(limits.status).toBe(200);
    const results = limits.json.results as { language: string; time_limit_ms: number }[];
    expect(results.map((result) => result.language)).toEqual(['python3']);
    expect(results[0]!.time_limit_ms).toBeGreaterThanOrEqual(500);
    expect(results[0]!.time_limit_ms % 100).toBe(0);
  }, 60_000);

  it('copies a problem as a draft with its test files', async () => {
    const copy = await setter.post(`${api}/problems/${id}/copy/`);
    expect(copy.status).toBe(200);
    expect(copy.json).toMatchObject({
      slug: 'mirror-words-copy',
      status: 'draft',
      title: 'Mirror the Words (copy)',
    });
    const again = await setter.post(`${api}/problems/${id}/copy/`);
    expect(again.json.slug).toBe('mirror-words-copy-2');
    const tests = await setter.get(`${api}/problems/${copy.json.id}/test_files/`);
    expect(tests.json).toMatchObject({ results: [{ n: 1, is_sample: true, input_name: 'input1.txt' }] });
  });

  it('requests, lists and queues revisions with a snapshot of the problem', async () => {
    expect((await setter.post(`${api}/problems/${id}/revision/`, { note: '' })).status).toBe(400);
    const first = await setter.post(`${api}/problems/${id}/revision/`, { note: 'Check the constraints.' });
    expect(first.json).toMatchObject({ status: 'requested', requested_by: 'Sam Setter' });
    expect((first.json.snapshot as Record<string, string>).title).toBe('Mirror the Words');
    await put(setter, `${api}/problems/${id}/edit/`, form({ statement: 'Print the words backwards.' }));
    const second = await other.post(`${api}/problems/${id}/revision/`, { note: 'Statement reworded.' });
    const list = await setter.get(`${api}/problems/${id}/problem-list-for-revision/`);
    expect((list.json.results as { id: number }[]).map((revision) => revision.id)).toEqual([
      second.json.id,
      first.json.id,
    ]);
    expect((list.json.results as { snapshot: { statement: string } }[])[0]!.snapshot.statement).toBe(
      'Print the words backwards.',
    );
    const queued = await setter.post(`${api}/problems/${id}/queue-revision-request/`, {
      revision_id: first.json.id,
    });
    expect(queued.json).toMatchObject({ id: first.json.id, status: 'queued' });
    const twice = await setter.post(`${api}/problems/${id}/queue-revision-request/`, {
      revision_id: first.json.id,
    });
    expect(twice.status).toBe(409);
    expect(
      (await setter.post(`${api}/problems/${sumId}/queue-revision-request/`, { revision_id: first.json.id }))
        .status,
    ).toBe(404);
  });

  it('lists the tracks and batches that use a problem', async () => {
    const used = await setter.get(`${api}/problems/${sumId}/edit/tracksnbatches/`);
    expect(used.status).toBe(200);
    expect((used.json.tracks as unknown[]).length).toBeGreaterThan(0);
    expect((used.json.batches as unknown[]).length).toBeGreaterThan(0);
    expect((await setter.get(`${api}/problems/${id}/edit/tracksnbatches/`)).json).toEqual({
      tracks: [],
      batches: [],
    });
    expect((await setter.get(`${api}/problems/999999/edit/tracksnbatches/`)).status).toBe(404);
  });

  it('answers 503 ai_unavailable for the AI calls when no provider is configured, and says so on the editor', async () => {
    expect((await setter.get(`${api}/problems/${id}/edit/`)).json).toMatchObject({ ai_available: false });
    const comment = await setter.post(`${api}/problems/generate_comment/`, {
      language: 'python3',
      code: 'print(1)',
    });
    expect(comment.status).toBe(503);
    expect(comment.json.error).toMatchObject({
      code: 'ai_unavailable',
      message: 'AI assistance is not configured',
    });
    expect((await setter.get(`${api}/problems/${id}/problem-statement/rephrase/`)).status).toBe(503);
    expect(
      (await setter.post(`${api}/problem/generate_code`, { problem_id: id, language: 'python3' })).status,
    ).toBe(503);
  });
});

describe('reviewing revisions', () => {
  let author: Client;
  let reviewer: Client;
  let admin: Client;
  let problemId: number;
  let revisionId: number;
  const statement = 'Given a line of words, print them in reverse order.';
  beforeAll(async () => {
    [author, reviewer, admin] = await Promise.all([
      signedIn('setter@demo.test'),
      signedIn('setter2@demo.test'),
      signedIn('admin@demo.test'),
    ]);
    const added = await author.post(`${api}/problems/add/`, form({ slug: 'review-me', title: 'Review Me' }));
    problemId = added.json.id as number;
  });
  const review = (client: Client, id: number, body: unknown) =>
    client.post(`${api}/problems/${problemId}/revision/${id}/review/`, body);

  it('proposes only the fields that differ from the live problem, and refuses fields it cannot change', async () => {
    const unknownField = await author.post(`${api}/problems/${problemId}/revision/`, {
      note: 'Rename the slug.',
      changes: { slug: 'other' },
    });
    expect(unknownField.status).toBe(400);
    const requested = await author.post(`${api}/problems/${problemId}/revision/`, {
      note: 'Say what separates the words.',
      changes: {
        title: 'Review Me',
        statement: 'Print the space-separated words backwards.',
        tags: ['strings', ' arrays '],
      },
    });
    expect(requested.status).toBe(200);
    revisionId = requested.json.id as number;
    expect(requested.json).toMatchObject({
      status: 'requested',
      problem_title: 'Review Me',
      changed_fields: ['statement', 'tags'],
      can_review: false,
      reviewed_by: null,
      review_comment: null,
    });
    expect(requested.json.snapshot).toMatchObject({
      statement: 'Print the space-separated words backwards.',
      tags: 'strings, arrays',
      title: 'Review Me',
    });
  });

  it('reviews only queued revisions, never by their author, and only for problem staff', async () => {
    const early = await review(reviewer, revisionId, { decision: 'approve' });
    expect(early.status).toBe(409);
    expect(early.json.error).toMatchObject({ code: 'not_queued' });
    await author.post(`${api}/problems/${problemId}/queue-revision-request/`, { revision_id: revisionId });

    const queueForReviewer = await reviewer.get(`${api}/authoring/revisions/`);
    expect(queueForReviewer.status).toBe(200);
    const mine = (
      queueForReviewer.json.results as { id: number; can_review: boolean; live: Record<string, string> }[]
    ).find((row) => row.id === revisionId);
    expect(mine).toMatchObject({ can_review: true, live: { statement, tags: 'strings' } });
    const queueForAuthor = await author.get(`${api}/authoring/revisions/?status=queued`);
    expect(
      (queueForAuthor.json.results as { id: number; can_review: boolean }[]).find(
        (row) => row.id === revisionId,
      ),
    ).toMatchObject({ can_review: false });

    const own = await review(author, revisionId, { decision: 'approve' });
    expect(own.status).toBe(403);
    expect((own.json.error as { message: string }).message).toMatch(/your own revision/);
    const learner = await signedIn('learner@demo.test');
    expect((await learner.get(`${api}/authoring/revisions/`)).status).toBe(403);
    expect((await review(learner, revisionId, { decision: 'approve' })).status).toBe(403);
    expect((await review(reviewer, revisionId, { decision: 'reject', comment: '  ' })).status).toBe(400);
    expect((await review(reviewer, revisionId, { decision: 'maybe' })).status).toBe(400);
    expect((await review(reviewer, 999_999, { decision: 'approve' })).status).toBe(404);
  });

  it("waits for another editor's lock, then approves: the changes go live and into the edit history", async () => {
    await author.get(`${api}/problems/${problemId}/acquire_lock/`);
    const blocked = await review(reviewer, revisionId, { decision: 'approve' });
    expect(blocked.status).toBe(409);
    expect(blocked.json.error).toMatchObject({ code: 'locked', fields: { holder: 'Sam Setter' } });
    await author.get(`${api}/problems/${problemId}/release_lock/`);

    const approved = await review(reviewer, revisionId, { decision: 'approve', comment: 'Clearer, thanks.' });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({
      status: 'approved',
      reviewed_by: 'Sofia Setter',
      review_comment: 'Clearer, thanks.',
      can_review: false,
    });
    const live = await author.get(`${api}/problems/${problemId}/edit/`);
    expect(live.json).toMatchObject({
      statement: 'Print the space-separated words backwards.',
      tags: ['strings', 'arrays'],
      title: 'Review Me',
    });
    const history = await listEdits(server.database.db, {
      entityType: 'problem',
      entityId: problemId,
      page: 1,
      pageSize: 1,
    });
    expect(history.results[0]).toMatchObject({
      changed_by: 'setter2',
      changes: {
        statement: { from: statement, to: 'Print the space-separated words backwards.' },
        approved_revision: { from: null, to: revisionId },
      },
    });
    const again = await review(admin, revisionId, { decision: 'reject', comment: 'No.' });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: 'not_queued' });
  });

  it('rejects with a comment the author then reads, leaving the problem as it was', async () => {
    const requested = await author.post(`${api}/problems/${problemId}/revision/`, {
      note: 'Harder?',
      changes: { difficulty: 'hard' },
    });
    const id = requested.json.id as number;
    await author.post(`${api}/problems/${problemId}/queue-revision-request/`, { revision_id: id });
    const rejected = await review(admin, id, { decision: 'reject', comment: 'The limits make it easy.' });
    expect(rejected.status).toBe(200);
    const list = await author.get(`${api}/problems/${problemId}/problem-list-for-revision/`);
    expect((list.json.results as unknown[])[0]).toMatchObject({
      id,
      status: 'rejected',
      reviewed_by: 'Ada Admin',
      review_comment: 'The limits make it easy.',
    });
    expect((await author.get(`${api}/problems/${problemId}/edit/`)).json.difficulty).toBe('easy');
    const reviewed = await author.get(`${api}/authoring/revisions/?status=rejected`);
    expect((reviewed.json.results as { id: number }[]).map((row) => row.id)).toContain(id);
    const requeue = await author.post(`${api}/problems/${problemId}/queue-revision-request/`, {
      revision_id: id,
    });
    expect(requeue.status).toBe(409);
    expect(requeue.json.error).toMatchObject({ code: 'already_reviewed' });
  });
});

describe('driver code generator', () => {
  const signature = {
    function_name: 'sumAndFlags',
    return_type: 'long[]',
    params: [
      { name: 'nums', type: 'int[]' },
      { name: 'grid', type: 'int[][]' },
      { name: 'word', type: 'string' },
      { name: 'flag', type: 'boolean' },
    ],
  };
  const solutions: Record<string, string> = {
    python3:
      'def sumAndFlags(nums, grid, word, flag):\n    return [sum(nums), sum(map(sum, grid)), len(word), 1 if flag else 0]\n',
    javascript:
      'function sumAndFlags(nums, grid, word, flag) {\n  return [nums.reduce((a, b) => a + b, 0), grid.flat().reduce((a, b) => a + b, 0), word.length, flag ? 1 : 0];\n}\n',
    cpp: 'vector<long long> sumAndFlags(vector<int> nums, vector<vector<int>> grid, string word, bool flag) {\n    long long a = 0, b = 0;\n    for (int x : nums) a += x;\n    for (auto& row : grid) for (int x : row) b += x;\n    return {a, b, (long long)word.size(), flag ? 1LL : 0LL};\n}\n',
    java: 'class Solution {\n    public long[] sumAndFlags(int[] nums, int[][] grid, String word, boolean flag) {\n        long a = 0, b = 0;\n        for (int x : nums) a += x;\n        for (int[] row : grid) for (int x : row) b += x;\n        return new long[] { a, b, word.length(), flag ? 1 : 0 };\n    }\n}\n',
  };

  it('lists languages and types, and generates the same code for the same signature', async () => {
    const setter = await signedIn('setter@demo.test');
    const meta = await setter.get(`${api}/driver-code/generator/meta`);
    expect(meta.json).toMatchObject({ languages: ['cpp', 'python3', 'javascript', 'java'] });
    expect(meta.json.types).toEqual(expect.arrayContaining(['int', 'int[]', 'string[][]', 'boolean']));
    const body = { ...signature, languages: ['cpp', 'python3', 'javascript', 'java'] };
    const first = await setter.post(`${api}/driver-code/generator`, body);
    expect(first.status).toBe(200);
    expect((await setter.post(`${api}/driver-code/generator`, body)).json).toEqual(first.json);
    const results = first.json.results as Record<string, { head: string; body: string; tail: string }>;
    expect(results.java!.body).toContain(
      'public long[] sumAndFlags(int[] nums, int[][] grid, String word, boolean flag)',
    );
    expect(results.python3!.body).toContain(
      'def sumAndFlags(nums: List[int], grid: List[List[int]], word: str, flag: bool) -> List[int]:',
    );
    const unknownType = await setter.post(`${api}/driver-code/generator`, {
      ...body,
      params: [{ name: 'x', type: 'matrix' }],
    });
    expect(unknownType.status).toBe(400);
    expect((unknownType.json.error as { message: string }).message).toMatch(/Unknown type "matrix"/);
    const reserved = await setter.post(`${api}/driver-code/generator`, {
      ...body,
      params: [{ name: 'in', type: 'int' }],
    });
    expect(reserved.status).toBe(400);
  });

  it('produces programs that read the input and print the result on the judge', async () => {
    const setter = await signedIn('setter@demo.test');
    const generated = await setter.post(`${api}/driver-code/generator`, {
      ...signature,
      languages: ['cpp', 'python3', 'javascript', 'java'],
    });
    const results = generated.json.results as Record<string, { head: string; body: string; tail: string }>;
    const judge = createJudge();
    try {
      const stdin = '3\n1 2 3\n2 2\n1 1\n1 5\nhello\ntrue\n';
      for (const [language, judgeLanguage] of [
        ['python3', 'python'],
        ['javascript', 'javascript'],
        ['cpp', 'cpp'],
        ['java', 'java'],
      ] as const) {
        const code = results[language]!;
        const result = await judge.run({
          language: judgeLanguage,
          source: code.head + solutions[language] + code.tail,
          stdin,
        });
        expect({ language, status: result.status, stdout: result.stdout }).toEqual({
          language,
          status: 'ok',
          stdout: '6 8 5 1\n',
        });
      }
      // Java compiles slowly, so one more signature covers what the first does not: a double in,
      // a string array in and a matrix out.
      const scaled = await setter.post(`${api}/driver-code/generator`, {
        function_name: 'scaleLengths',
        return_type: 'double[][]',
        params: [
          { name: 'factor', type: 'double' },
          { name: 'words', type: 'string[]' },
        ],
        languages: ['java'],
      });
      const java = (scaled.json.results as Record<string, { head: string; body: string; tail: string }>)
        .java!;
      const run = await judge.run({
        language: 'java',
        source:
          java.head +
          'class Solution {\n    public double[][] scaleLengths(double factor, String[] words) {\n        double[][] rows = new double[words.length][2];\n        for (int i = 0; i < words.length; i++) rows[i] = new double[] { i, words[i].length() * factor };\n        return rows;\n    }\n}\n' +
          java.tail,
        stdin: '2.5\n2 ab xyz\n',
      });
      expect({ status: run.status, stdout: run.stdout }).toEqual({
        status: 'ok',
        stdout: '0.000000 5.000000\n1.000000 7.500000\n',
      });
    } finally {
      await judge.close();
    }
  }, 120_000);
});
