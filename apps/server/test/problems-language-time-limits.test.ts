import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems } from '../src/db/schema';
import { MIN_DEMO_TESTS } from '../src/seed/problem-tests';
import { signedInClient, startTestServer, type TestServer } from './harness';

/** Python learners are judged by the limit a setter gave Python (issue 22), not by the scaled base. */

const api = '/api/latest';
let server: TestServer;
let sumId: number;

beforeAll(async () => {
  server = await startTestServer({}, { learners: 1 });
  const [sum] = await server.database.db
    .select({ id: problems.id })
    .from(problems)
    .where(eq(problems.slug, 'sum-of-two-numbers'));
  sumId = sum!.id;
});
afterAll(() => server.close());

const signedIn = (email: string) => signedInClient(server.url, email);
type Client = Awaited<ReturnType<typeof signedIn>>;

async function submitPython(learner: Client, code: string) {
  const started = await learner.post(`${api}/problems/sum-of-two-numbers/submit/compile/`, {
    language: 'python3',
    code,
  });
  expect(started.status).toBe(200);
  for (let poll = 0; poll < 600; poll++) {
    const result = await learner.post(`${api}/problems/submission/submit/result/`, {
      submission_id: started.json.submission_id,
    });
    expect(result.status).toBe(200);
    if (result.json.status === 'done') return result.json;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the submission was never judged');
}

/**
 * A right answer after a few tenths of a second of CPU per test: well inside the seeded Python limit
 * (3000 ms), far outside a 100 ms one.
 */
const slowButRight = [
  'busy = 0',
  'for i in range(5_000_000):',
  '    busy += i',
  'a, b = map(int, input().split())',
  'print(a + b)',
  '',
].join('\n');

describe('a setter’s time limit for Python', () => {
  it('shows setters the Python limit the demo problem was seeded with', async () => {
    const setter = await signedIn('setter@demo.test');
    const problem = await setter.get(`${api}/problems/${sumId}/edit/`);
    expect(problem.status).toBe(200);
    expect(problem.json.time_limits_ms).toEqual({ cpp: 1000, python3: 3000, javascript: 1000, java: 2000 });
  });

  it('judges Python learners by the limit the setter saves for Python, and nobody else', async () => {
    const learner = await signedIn('learner@demo.test');
    expect(await submitPython(learner, slowButRight)).toMatchObject({
      verdict: 'correct',
      tests_passed: MIN_DEMO_TESTS,
    });

    const setter = await signedIn('setter@demo.test');
    expect((await setter.get(`${api}/problems/${sumId}/acquire_lock/`)).status).toBe(200);
    const saved = await setter.request('PUT', `${api}/problems/${sumId}/time_limit/python3/`, {
      time_limit_ms: 100,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.time_limits_ms).toEqual({ cpp: 1000, python3: 100, javascript: 1000, java: 2000 });

    expect(await submitPython(learner, slowButRight)).toMatchObject({ verdict: 'time_limit' });
    // A quick Python solution still fits the setter's limit.
    expect(await submitPython(learner, 'a, b = map(int, input().split())\nprint(a + b)\n')).toMatchObject({
      verdict: 'correct',
    });
  }, 120_000);

  it('moves a Python limit stored under the judge’s name `python` to `python3` (migration 0015)', async () => {
    const { db } = server.database;
    await db
      .update(problems)
      .set({ timeLimits: sql`'{"default": 1000, "python": 2500}'::jsonb` })
      .where(eq(problems.id, sumId));
    const migration = readFileSync(
      fileURLToPath(new URL('../drizzle/0015_python3_time_limit_key.sql', import.meta.url)),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const [row] = await db
      .select({ timeLimits: problems.timeLimits })
      .from(problems)
      .where(eq(problems.id, sumId));
    expect(row!.timeLimits).toEqual({ default: 1000, python3: 2500 });
    const setter = await signedIn('setter@demo.test');
    const problem = await setter.get(`${api}/problems/${sumId}/edit/`);
    expect(problem.json.time_limits_ms).toMatchObject({ python3: 2500, cpp: 1000 });
  });
});
