import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type FakeAiServer, startFakeAiServer } from './fake-ai-server';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let fake: FakeAiServer;
let server: TestServer;
/** A second instance on the same database, as behind a load balancer. */
let second: FastifyInstance;
let secondUrl: string;
beforeAll(async () => {
  fake = await startFakeAiServer();
  const ai = { aiBaseUrl: fake.baseUrl, aiApiKey: 'test-key', aiModel: 'tutor-model' };
  server = await startTestServer(ai, { learners: 2 });
  const config = loadConfig(process.env, { dataDir: 'memory', captchaSecret: 'test-secret', ...ai });
  second = await buildApp({ config, database: server.database });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const address = second.server.address();
  secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await second?.close();
  await server.close();
  await fake.close();
});

const path = '/api/latest/problems/sum-of-two-numbers/ai/suggestion/';

const signedIn = () => signedInClient(server.url, 'learner@demo.test');

describe('AI suggestion on a problem', () => {
  it('tells the problem page that AI hints are available', async () => {
    const visitor = createSessionClient(server.url);
    const detail = await visitor.get('/api/latest/problems/sum-of-two-numbers/');
    expect(detail.json.probData).toMatchObject({ ai_available: true });
  });

  it("sends the problem and the learner's code to the configured model and returns its hint", async () => {
    fake.reply('You print the difference; add the numbers instead.');
    const learner = await signedIn();
    const response = await learner.post(path, {
      language: 'python3',
      code: 'a, b = map(int, input().split())\nprint(a - b)',
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ suggestion: 'You print the difference; add the numbers instead.' });
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('tutor-model');
    expect(sent.body.messages[0]?.role).toBe('system');
    expect(sent.body.messages[1]?.content).toContain('Sum of Two Numbers');
    expect(sent.body.messages[1]?.content).toContain('print(a - b)');
  });

  it('asks for a session and refuses a submission that is not on this problem', async () => {
    const visitor = createSessionClient(server.url);
    expect((await visitor.post(path, { language: 'python3', code: 'print(1)' })).status).toBe(401);
    const learner = await signedIn();
    const response = await learner.post(path, {
      language: 'python3',
      code: 'print(1)',
      submission_id: 999_999,
    });
    expect(response.status).toBe(404);
  });

  it('says the assistant failed, as 502, when the model answers with an error', async () => {
    fake.failWith(500);
    const learner = await signedIn();
    const response = await learner.post(path, { language: 'python3', code: 'print(1)' });
    fake.failWith(null);
    expect(response.status).toBe(502);
    expect(response.json).toMatchObject({ error: { code: 'ai_failed' } });
  });
});

describe('AI suggestion limit shared by every instance', () => {
  it('gives one learner 6 suggestions a minute in all, whichever instance answers, then 429 with Retry-After', async () => {
    const learner = await signedInClient(server.url, 'student1@demo.test');
    const cookie = [...learner.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    // An empty body counts like a good one (the limit guards the endpoint), so no model call is needed.
    const ask = async (base: string) => {
      const response = await fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: base },
        body: JSON.stringify({}),
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    };
    const statuses = [];
    for (const base of [server.url, secondUrl, server.url, secondUrl, server.url, secondUrl])
      statuses.push((await ask(base)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    const refused = await ask(secondUrl);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect((await ask(server.url)).status).toBe(429);
    // Another learner keeps their own allowance.
    const other = await signedIn();
    expect((await other.post(path, {})).status).toBe(400);
  });
});
