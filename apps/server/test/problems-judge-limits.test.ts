import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signedInClient, startTestServer, type TestServer } from './harness';

const api = '/api/latest';
let server: TestServer | undefined;
const savedEnv = { ...process.env };

afterEach(async () => {
  await server?.close();
  server = undefined;
  process.env = { ...savedEnv };
});
afterAll(() => {
  process.env = savedEnv;
});

const signedIn = (email: string) => signedInClient(server!.url, email);

describe('when the judge cannot take the work', () => {
  it('answers 503 with the reason when no code may run here, and the problem page still reads', async () => {
    process.env.JUDGE_SANDBOX = 'none-refuse';
    server = await startTestServer({}, { learners: 1 });
    const learner = await signedIn('learner@demo.test');
    const refused = await learner.post(`${api}/problems/sum-of-two-numbers/submit/compile/`, {
      language: 'python3',
      code: 'print(1)',
    });
    expect(refused.status).toBe(503);
    expect((refused.json.error as { message: string }).message).toMatch(
      /^Code execution is unavailable on this server: /,
    );
    const mine = await learner.get(`${api}/problems/sum-of-two-numbers/submissions/user/`);
    expect(mine.json.submissions).toEqual([]);
    expect((await learner.get(`${api}/problems/sum-of-two-numbers/`)).status).toBe(200);
  }, 60_000);

  it('answers 429 when every worker is busy and the queue is full', async () => {
    process.env.JUDGE_WORKERS = '1';
    process.env.JUDGE_QUEUE_LIMIT = '0';
    server = await startTestServer({}, { learners: 1 });
    const learner = await signedIn('learner@demo.test');
    const slow = await learner.post(`${api}/problems/sum-of-two-numbers/compile-run/compile/`, {
      language: 'python3',
      code: 'import time\ntime.sleep(1)\nprint(5)\n',
    });
    expect(slow.status).toBe(200);
    const second = await learner.post(`${api}/problems/sum-of-two-numbers/submit/compile/`, {
      language: 'python3',
      code: 'a, b = map(int, input().split())\nprint(a + b)\n',
    });
    expect(second.status).toBe(429);
    expect((second.json.error as { code: string }).code).toBe('queue_full');
  }, 60_000);
});
