import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { learners: 1 });
}, 180_000);
afterAll(() => server.close());

describe('readiness and liveness', () => {
  it('says ready while serving, and 503 draining once shutdown has begun while liveness stays 200', async () => {
    const ready = await fetch(`${server.url}/api/latest/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: server.database.kind });
    // What SIGTERM does first (main.ts), before the server stops accepting.
    server.app.lifecycle.draining = true;
    const draining = await fetch(`${server.url}/api/latest/health/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'draining' });
    const alive = await fetch(`${server.url}/api/latest/health/`);
    expect(alive.status).toBe(200);
    // Each answer while draining closes its connection, so close() need not wait out the client's keep-alive.
    expect(alive.headers.get('connection')).toBe('close');
    expect(ready.headers.get('connection')).toBe('keep-alive');
  });
});
