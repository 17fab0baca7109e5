import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAiServer, startFakeAiServer } from './fake-ai-server';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let fake: FakeAiServer;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeAiServer();
  server = await startTestServer(
    { aiBaseUrl: fake.baseUrl, aiApiKey: 'test-key', aiModel: 'tutor-model' },
    { learners: 2 },
  );
}, 60_000);
afterAll(async () => {
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
