import { createClient } from '@learnforge/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { learners: 2 });
});
afterAll(() => server.close());

const signedIn = (email: string) => signedInClient(server.url, email);

/** A url-encoded PUT, as the terms form sends it (002 §7 "with form data"). */
async function putForm(
  client: ReturnType<typeof createSessionClient>,
  path: string,
  fields: Record<string, string>,
) {
  const response = await fetch(server.url + path, {
    method: 'PUT',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown> & { error?: unknown },
  };
}

describe('menus (001 §7)', () => {
  it('serves the header menu from the database, to anyone', async () => {
    const header = await createSessionClient(server.url).get('/api/latest/menus/header/');
    expect(header.status).toBe(200);
    const results = header.json.results as { label: string; url: string; children: unknown[] }[];
    expect(results.map((item) => item.label)).toEqual([
      'Home',
      'Courses',
      'Practice',
      'Contests',
      'Events',
      'Terms of service',
    ]);
    expect(results[0]).toEqual({ label: 'Home', url: '/', is_new: false, children: [] });
  });

  it('serves the footer as titled columns of links', async () => {
    const footer = await createSessionClient(server.url).get('/api/v1/menus/footer/');
    const columns = footer.json.results as { title: string; links: { label: string; url: string }[] }[];
    expect(columns.map((column) => column.title)).toEqual(['Learn', 'Organizations', 'Legal']);
    expect(columns[2]?.links).toEqual([
      { label: 'Terms of service', url: '/terms-of-service', is_new: false },
    ]);
  });

  it('serves the sub-header menu with its "new" flags', async () => {
    const subheader = await createSessionClient(server.url).get('/api/vr/menus/subheader/');
    expect(subheader.json.results).toEqual([
      { label: 'Daily problem', url: '/problem-of-the-day', is_new: true, children: [] },
      { label: 'Leaderboard', url: '/leaderboard', is_new: false, children: [] },
      { label: 'Code editor', url: '/ide', is_new: false, children: [] },
    ]);
  });
});

describe('country calling codes (002 §7)', () => {
  it('lists every country with its code, by name', async () => {
    const codes = await createSessionClient(server.url).get('/api/latest/countrycallingcodes');
    const results = codes.json.results as { country: string; iso2: string; calling_code: string }[];
    expect(results.length).toBeGreaterThan(240);
    expect(results).toContainEqual({ country: 'India', iso2: 'IN', calling_code: '+91' });
    expect(results).toContainEqual({ country: 'United States', iso2: 'US', calling_code: '+1' });
    const names = results.map((row) => row.country);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('terms of service (002 §7)', () => {
  it('shows the terms in force to a signed-out visitor, not accepted', async () => {
    const terms = await createSessionClient(server.url).get('/api/latest/terms-of-service/');
    expect(terms.status).toBe(200);
    expect(terms.json).toMatchObject({ version: '2026-01', accepted: false, accepted_at: null });
    expect(terms.json.content).toContain('## Your account');
  });

  it('answers 404 for a version that does not exist', async () => {
    const missing = await createSessionClient(server.url).get(
      '/api/latest/terms-of-service/?version=1999-01',
    );
    expect(missing.status).toBe(404);
    expect(missing.json.error).toMatchObject({ code: 'not_found' });
  });

  it('lets only a super admin publish new terms, sent as form data', async () => {
    const fields = { version: '2026-06', content: '## Changes\n\nVersion two.' };
    expect(
      (await putForm(createSessionClient(server.url), '/api/latest/terms-of-service/', fields)).status,
    ).toBe(401);
    const learner = await signedIn('learner@demo.test');
    const refused = await putForm(learner, '/api/latest/terms-of-service/', fields);
    expect(refused.status).toBe(403);

    const admin = await signedIn('admin@demo.test');
    const invalid = await putForm(admin, '/api/latest/terms-of-service/', {
      version: '2026-06',
      content: '  ',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error).toMatchObject({
      code: 'validation_failed',
      fields: { content: expect.any(String) },
    });

    const published = await putForm(admin, '/api/latest/terms-of-service/', fields);
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ version: '2026-06', content: fields.content, accepted: false });

    const again = await putForm(admin, '/api/latest/terms-of-service/', fields);
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: 'version_exists' });

    const current = await learner.get('/api/latest/terms-of-service/');
    expect(current.json).toMatchObject({ version: '2026-06', accepted: false });
    const previous = await learner.get('/api/latest/terms-of-service/?version=2026-01');
    expect(previous.json).toMatchObject({ version: '2026-01' });
    // The terms consent form now asks for the new version.
    const form = await learner.get('/api/latest/user/consent-form/?source=terms-of-service');
    expect(form.json).toMatchObject({ source: 'terms-of-service', version: '2026-06', accepted: false });
  });
});

describe('consent forms (002 §7)', () => {
  it('needs a session', async () => {
    const anonymous = await createSessionClient(server.url).get(
      '/api/latest/user/consent-form/?source=marketing-emails',
    );
    expect(anonymous.status).toBe(401);
  });

  it('records an answer to the version shown and refuses an outdated one', async () => {
    const learner = await signedIn('student1@demo.test');
    const form = await learner.get('/api/latest/user/consent-form/?source=marketing-emails');
    expect(form.json).toMatchObject({
      source: 'marketing-emails',
      version: '2026-01',
      accepted: false,
      answered_at: null,
    });

    const outdated = await learner.request('PUT', '/api/latest/user/consent-form/?source=marketing-emails', {
      accepted: true,
      version: '2025-01',
    });
    expect(outdated.status).toBe(409);
    expect(outdated.json.error).toMatchObject({ code: 'consent_changed' });

    const accepted = await learner.request('PUT', '/api/latest/user/consent-form/?source=marketing-emails', {
      accepted: true,
      version: '2026-01',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ accepted: true, answered_at: expect.any(String) });

    const withdrawn = await learner.request('PUT', '/api/latest/user/consent-form/?source=marketing-emails', {
      accepted: false,
      version: '2026-01',
    });
    expect(withdrawn.json).toMatchObject({ accepted: false, answered_at: expect.any(String) });
  });

  it('accepting the terms consent form accepts the terms in force', async () => {
    const learner = await signedIn('student2@demo.test');
    const terms = await learner.get('/api/latest/terms-of-service/');
    const version = terms.json.version as string;
    const answer = await learner.request('PUT', '/api/latest/user/consent-form/?source=terms-of-service', {
      accepted: true,
      version,
    });
    expect(answer.status).toBe(200);
    const after = await learner.get('/api/latest/terms-of-service/');
    expect(after.json).toMatchObject({ version, accepted: true, accepted_at: expect.any(String) });
    // Another person's answer is their own.
    const other = await (await signedIn('learner@demo.test')).get('/api/latest/terms-of-service/');
    expect(other.json).toMatchObject({ accepted: false });
  });

  it('answers 404 for an unknown form and 400 for a malformed source', async () => {
    const learner = await signedIn('learner@demo.test');
    expect((await learner.get('/api/latest/user/consent-form/?source=no-such-form')).status).toBe(404);
    const malformed = await learner.get('/api/latest/user/consent-form/?source=%3Cscript%3E');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toMatchObject({ fields: { source: expect.any(String) } });
  });
});

describe('CSRF: what the client sends is what the server checks (ADR 0006, 0009)', () => {
  /** The app's client over a fetch that behaves like a browser on `origin`: cookies, plus Origin on unsafe requests. */
  async function browserClient(origin: string) {
    const session = await signedIn('student1@demo.test');
    const browserFetch: typeof fetch = (input, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      if (init.method && !['GET', 'HEAD'].includes(init.method)) headers.set('origin', origin);
      return fetch(input, { ...init, headers });
    };
    return createClient({ baseUrl: server.url, fetch: browserFetch });
  }

  it("accepts an unsafe call from the page's own origin", async () => {
    const client = await browserClient(server.url);
    const form = await client.call('user-consent-form-get', { query: { source: 'marketing-emails' } });
    const answer = await client.call('user-consent-form-put', {
      query: { source: 'marketing-emails' },
      body: { accepted: true, version: form.version },
    });
    expect(answer.accepted).toBe(true);
  });

  it('refuses the same call from another site before it writes anything', async () => {
    const client = await browserClient('https://evil.example');
    const refused = await client
      .call('user-consent-form-put', {
        query: { source: 'marketing-emails' },
        body: { accepted: false, version: '2026-01' },
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 403, code: 'csrf_failed' });
    const unchanged = await client.call('user-consent-form-get', { query: { source: 'marketing-emails' } });
    expect(unchanged.accepted).toBe(true);
  });
});
