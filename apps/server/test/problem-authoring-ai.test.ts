import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems } from '../src/db/schema';
import { type FakeAiServer, startFakeAiServer } from './fake-ai-server';
import { createSessionClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
let fake: FakeAiServer;
let sumId: number;
const api = '/api/latest';

beforeAll(async () => {
  fake = await startFakeAiServer();
  server = await startTestServer(
    { aiBaseUrl: fake.baseUrl, aiModel: 'test-model', aiApiKey: 'k' },
    { learners: 1 },
  );
  const [sum] = await server.database.db
    .select({ id: problems.id })
    .from(problems)
    .where(eq(problems.slug, 'sum-of-two-numbers'));
  sumId = sum!.id;
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function setter() {
  const client = createSessionClient(server.url);
  expect(
    (await client.post('/api/auth/login', { email: 'setter@demo.test', password: 'learnforge' })).status,
  ).toBe(200);
  return client;
}

describe('AI-assisted problem authoring through the configured provider', () => {
  it('tells the editor that AI assistance is available', async () => {
    const client = await setter();
    expect((await client.get(`${api}/problems/${sumId}/edit/`)).json).toMatchObject({ ai_available: true });
  });

  it('comments on code', async () => {
    fake.reply('Adds the two numbers: O(1) time and memory.');
    const client = await setter();
    const answer = await client.post(`${api}/problems/generate_comment/`, {
      language: 'python3',
      code: 'print(1+2)',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ comment: 'Adds the two numbers: O(1) time and memory.' });
    expect(fake.requests.at(-1)!.body.messages.at(-1)!.content).toContain('Python 3 code:\n\nprint(1+2)');
  });

  it('rephrases the statement without saving it', async () => {
    fake.reply('  Print the sum of $a$ and $b$.  ');
    const client = await setter();
    const answer = await client.get(`${api}/problems/${sumId}/problem-statement/rephrase/`);
    expect(answer.json).toEqual({ statement: 'Print the sum of $a$ and $b$.' });
    expect(fake.requests.at(-1)!.body.messages.at(-1)!.content).toContain('Title: Sum of Two Numbers');
    const stored = await client.get(`${api}/problems/${sumId}/edit/`);
    expect(stored.json.statement).not.toBe('Print the sum of $a$ and $b$.');
  });

  it('generates a solution and strips a code fence', async () => {
    fake.reply('```python\na, b = map(int, input().split())\nprint(a + b)\n```');
    const client = await setter();
    const answer = await client.post(`${api}/problem/generate_code`, {
      problem_id: sumId,
      language: 'python3',
    });
    expect(answer.json).toEqual({
      language: 'python3',
      code: 'a, b = map(int, input().split())\nprint(a + b)',
    });
    expect(
      (await client.post(`${api}/problem/generate_code`, { problem_id: 999999, language: 'cpp' })).status,
    ).toBe(404);
  });

  it('says so when the provider fails', async () => {
    fake.failWith(500);
    const client = await setter();
    const answer = await client.post(`${api}/problems/generate_comment/`, {
      language: 'cpp',
      code: 'int main(){}',
    });
    fake.failWith(null);
    expect(answer.status).toBe(502);
    expect(answer.json.error).toMatchObject({ code: 'ai_failed' });
  });
});
