import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Database statements a call costs, from the server's query counter. */
async function queriesOf(call: () => Promise<Response>) {
  const before = server.database.queries.count;
  const response = await call();
  const body = await response.text();
  return { response, body, queries: server.database.queries.count - before };
}

const problem = () => `${server.url}/api/latest/problems/sum-of-two-numbers/`;

describe('public reads for signed-out visitors', () => {
  it('answer a problem, the menus and the terms again without touching the database', async () => {
    for (const path of [
      '/api/latest/problems/sum-of-two-numbers/',
      '/api/latest/menus/header/',
      '/api/latest/terms-of-service/',
      '/api/latest/problems-of-day/problem/today/',
    ]) {
      const first = await queriesOf(() => fetch(server.url + path));
      expect(first.response.status, path).toBe(200);
      expect(first.queries, path).toBeGreaterThan(0);
      const again = await queriesOf(() => fetch(server.url + path));
      expect(again.response.status, path).toBe(200);
      expect(again.queries, path).toBe(0);
      expect(again.body, path).toBe(first.body);
      expect(again.response.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('answer 304 when the browser already has this version', async () => {
    const first = await fetch(problem());
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await queriesOf(() => fetch(problem(), { headers: { 'if-none-match': etag! } }));
    expect(again.response.status).toBe(304);
    expect(again.queries).toBe(0);
  });

  it('show a change as soon as it is written', async () => {
    const terms = `${server.url}/api/latest/terms-of-service/`;
    const before = (await (await fetch(terms)).json()) as { version: string };
    const admin = await signedInClient(server.url, 'admin@demo.test');
    const published = await fetch(terms, {
      method: 'PUT',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: new URLSearchParams({ version: '2026-09', content: '## Cached\n\nNew terms.' }).toString(),
    });
    expect(published.status).toBe(200);
    const after = (await (await fetch(terms)).json()) as { version: string; content: string };
    expect(before.version).not.toBe('2026-09');
    expect(after).toMatchObject({ version: '2026-09', content: '## Cached\n\nNew terms.' });
  });

  it('are computed for a signed-in learner, whose answer carries their own progress', async () => {
    const learner = await signedInClient(server.url, 'learner@demo.test');
    await learner.get('/api/latest/problems/sum-of-two-numbers/');
    const before = server.database.queries.count;
    const again = await learner.get('/api/latest/problems/sum-of-two-numbers/');
    expect(again.status).toBe(200);
    expect(server.database.queries.count - before).toBeGreaterThan(0);
  });
});
