import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
let repoRoot: string;

function fakeBuiltApp(dir: string, title: string) {
  mkdirSync(join(repoRoot, dir, 'assets'), { recursive: true });
  writeFileSync(join(repoRoot, dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(join(repoRoot, dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify(title)});`);
}

beforeAll(async () => {
  repoRoot = mkdtempSync(join(tmpdir(), 'lf-static-'));
  fakeBuiltApp('apps/learner/dist', 'Learner');
  fakeBuiltApp('apps/org-dashboard/dist', 'Org dashboard');
  fakeBuiltApp('apps/admin/dist', 'Admin');
  server = await startTestServer({ repoRoot });
});
afterAll(() => server.close());

describe('health', () => {
  it.each(['latest', 'v1', 'vr'])(
    'answers under /api/%s/ with the database kind and migration',
    async (version) => {
      const response = await fetch(`${server.url}/api/${version}/health/`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ok',
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        migration: server.database.migration,
      });
    },
  );

  it('does not query the database on every call, and deep=1 checks it now', async () => {
    await fetch(`${server.url}/api/latest/health/`);
    const before = server.database.queries.count;
    for (let call = 0; call < 20; call++)
      expect((await fetch(`${server.url}/api/latest/health/`)).status).toBe(200);
    // At most one background re-check if the 5 s window ended during the loop.
    expect(server.database.queries.count - before).toBeLessThanOrEqual(1);

    const deepBefore = server.database.queries.count;
    const deep = await fetch(`${server.url}/api/latest/health/?deep=1`);
    expect(deep.status).toBe(200);
    expect(((await deep.json()) as { status: string }).status).toBe('ok');
    expect(server.database.queries.count - deepBefore).toBe(1);
  });

  it('refuses a deep value it does not know with 400', async () => {
    const response = await fetch(`${server.url}/api/latest/health/?deep=yes`);
    expect(response.status).toBe(400);
  });
});

describe('malformed requests get a JSON error and never a stack trace', () => {
  const client = () => createSessionClient(server.url);

  it('bad JSON → 400 invalid_json', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
  });

  it('a 20 MB body → 413 payload_too_large', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":"${'a'.repeat(20 * 1024 * 1024)}"}`,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it('an unknown /api/ path → 404 JSON, under every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await fetch(`${server.url}/api/latest/no-such-thing/`, { method });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });

  it('a wrong type → 400 with the field named', async () => {
    const response = await client().post('/api/auth/login', { email: 42, password: ['x'] });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: 'validation_failed',
      fields: { email: expect.any(String) },
    });
    expect(response.text).not.toMatch(/at .+\.ts:\d+/);
  });

  it('an unsupported content type → 415', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-something' },
      body: 'x',
    });
    expect(response.status).toBe(415);
  });

  it('keeps serving after all of that', async () => {
    expect((await fetch(`${server.url}/api/latest/health/`)).status).toBe(200);
  });
});

describe('the three apps from one origin', () => {
  it.each([
    ['/', 'Learner'],
    ['/problems/sum-of-two-numbers/1', 'Learner'],
    ['/organization-dashboard/', 'Org dashboard'],
    ['/organization-dashboard/aggregated-report?organization=demo-institute', 'Org dashboard'],
    ['/dashboard-next/', 'Admin'],
    ['/dashboard-next/problem/1/', 'Admin'],
  ])('%s falls back to the right index.html', async (path, title) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it.each(['/no/such/page', '/problems/sum-of-two-numbers', '/explorer'])(
    '%s is not a learner page: HTTP 404 with the app, which shows its not-found page',
    async (path) => {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<title>Learner</title>');
    },
  );

  it('serves hashed assets with a year-long immutable cache and compresses them', async () => {
    const response = await fetch(`${server.url}/organization-dashboard/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('Org dashboard');
  });

  it('answers 404, not HTML, for a missing asset', async () => {
    const response = await fetch(`${server.url}/assets/missing-123.js`);
    expect(response.status).toBe(404);
  });
});
