import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editHistory, submissionCodeReads, submissions, users } from '../src/db/schema';
import { type createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

/** Least privilege on learners' code and on the GET calls that change state (issue 23), over HTTP. */
let server: TestServer;
type Client = ReturnType<typeof createSessionClient>;
const clients: Record<string, Client> = {};

beforeAll(async () => {
  server = await startTestServer({}, { learners: 5 });
  for (const email of ['setter@demo.test', 'setter2@demo.test', 'admin@demo.test', 'learner@demo.test']) {
    clients[email] = await signedInClient(server.url, email);
  }
});
afterAll(() => server?.close());

async function userId(email: string): Promise<number> {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe("a learner's submitted code", () => {
  it('a setter reads it only for a problem they author, and each read is recorded; a super admin always', async () => {
    // A submission of another learner (as the judge would have stored it) on the first problem.
    const [submission] = await server.database.db
      .insert(submissions)
      .values({
        userId: await userId('student1@demo.test'),
        problemId: 1,
        kind: 'submit',
        language: 'python3',
        code: 'a, b = map(int, input().split())\nprint(a + b)',
        status: 'done',
        verdict: 'correct',
      })
      .returning({ id: submissions.id, problemId: submissions.problemId });
    expect(submission).toBeDefined();
    const path = `/api/latest/problems/submissions/${submission!.id}/`;

    expect((await clients['setter@demo.test']!.get(path)).status).toBe(403);
    expect((await clients['learner@demo.test']!.get(path)).status).toBe(403);

    // setter@ edits the problem: from now on they author it.
    await server.database.db.insert(editHistory).values({
      entityType: 'problem',
      entityId: submission!.problemId,
      changedBy: await userId('setter@demo.test'),
      changes: { title: { from: 'Old', to: 'New' } },
    });
    const authored = await clients['setter@demo.test']!.get(path);
    expect(authored.status).toBe(200);
    expect(authored.json).toMatchObject({ code: expect.any(String) });
    expect((await clients['setter2@demo.test']!.get(path)).status).toBe(403);
    expect((await clients['admin@demo.test']!.get(path)).status).toBe(200);

    const reads = await server.database.db
      .select({ readerId: submissionCodeReads.readerId })
      .from(submissionCodeReads)
      .where(eq(submissionCodeReads.submissionId, submission!.id));
    expect(reads.map((read) => read.readerId).sort()).toEqual(
      [await userId('setter@demo.test'), await userId('admin@demo.test')].sort(),
    );
  });
});

describe('GET calls that change state', () => {
  it.each([
    ['bookmark', 'learner@demo.test', '/api/latest/problems/sum-of-two-numbers/bookmark/'],
    ['hint unlock', 'learner@demo.test', '/api/latest/problems/sum-of-two-numbers/hints/1/'],
    ['edit lock', 'setter@demo.test', '/api/latest/problems/1/acquire_lock/'],
    ['edit lock release', 'setter@demo.test', '/api/latest/problems/1/release_lock/'],
  ])('%s refuses a cross-site request like an unsafe method', async (_what, email, path) => {
    const crossSite = await clients[email]!.get(path, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json.error).toMatchObject({ code: 'csrf_failed' });
    const sameOrigin = await clients[email]!.get(path, { 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).not.toBe(403);
  });
});

describe('custom-input runs', () => {
  const api = '/api/latest';

  it('keep at most 64 KiB of the output', async () => {
    const learner = clients['learner@demo.test']!;
    const started = await learner.post(`${api}/problems/sum-of-two-numbers/compile-run/compile/`, {
      language: 'python3',
      code: "print('x' * 200000)\n",
      input: '1 2\n',
    });
    expect(started.status).toBe(200);
    let result: Record<string, unknown> = {};
    for (let poll = 0; poll < 600 && result.status !== 'done'; poll++) {
      const answer = await learner.post(`${api}/problems/submission/compile-run/result/`, {
        submission_id: started.json.submission_id,
      });
      expect(answer.status).toBe(200);
      result = answer.json;
      if (result.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const output = (result.results as { output: string }[])[0]!.output;
    expect(Buffer.byteLength(output, 'utf8')).toBe(64 * 1024);
  });

  it('expire a day after they ran', async () => {
    const [run] = await server.database.db
      .insert(submissions)
      .values({
        userId: await userId('learner@demo.test'),
        problemId: 1,
        kind: 'run',
        language: 'python3',
        code: 'print(1)',
        input: '1 2\n',
        status: 'done',
        createdAt: new Date(Date.now() - 25 * 3_600_000),
      })
      .returning({ id: submissions.id });
    const answer = await clients['learner@demo.test']!.post(
      `${api}/problems/submission/compile-run/result/`,
      {
        submission_id: run!.id,
      },
    );
    expect(answer.status).toBe(404);
    expect(answer.json.error).toMatchObject({ message: 'This run has expired; run the code again.' });
  });
});
