import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
let repoRoot: string;

function fakeBuiltApp(dir: string, title: string) {
  mkdirSync(join(repoRoot, dir, 'assets'), { recursive: true });
  writeFileSync(join(repoRoot, dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  const script = `console.log(${JSON.stringify(title)});`;
  writeFileSync(join(repoRoot, dir, 'assets', 'index-abc123.js'), script);
  // As the build's precompress step leaves them (packages/ui/vite/precompress.mjs).
  writeFileSync(join(repoRoot, dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(repoRoot, dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
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

/** A raw GET: fetch would undo the content encoding that these tests look at. */
function request(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

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

  it('sends the precompressed copy the client accepts, br before gzip, and the file itself otherwise', async () => {
    const path = `${server.url}/organization-dashboard/assets/index-abc123.js`;
    const brotli = await request(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toContain('Org dashboard');
    const gzip = await request(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('Org dashboard');
    const plain = await request(path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('Org dashboard');
  });

  it('answers an app page with an ETag and 304 when the browser already has it', async () => {
    const first = await fetch(`${server.url}/organization-dashboard/aggregated-report`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/organization-dashboard/`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  it('never answers 304 for a page that is not there', async () => {
    const page = await fetch(`${server.url}/`);
    const missing = await fetch(`${server.url}/no/such/page`, {
      headers: { 'if-none-match': page.headers.get('etag')! },
    });
    expect(missing.status).toBe(404);
  });

  it('answers an unknown /api/ path that looks like an asset with the API 404, not a file or a page', async () => {
    const response = await fetch(`${server.url}/api/latest/assets/index-abc123.js`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('answers 404, not HTML, for a missing asset', async () => {
    const response = await fetch(`${server.url}/assets/missing-123.js`);
    expect(response.status).toBe(404);
  });
});
