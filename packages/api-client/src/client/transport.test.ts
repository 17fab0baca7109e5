import { normalizeJobDates } from '@learnforge/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../contract/define';
import { createClientFor } from './create-client';
import { ApiError } from './errors';
import { json, recordingFetch } from './test-support';

/** A small table with one entry per transport behaviour, declared like the contract's. */
const table = {
  'user-meta': endpoint({
    id: 'user-meta',
    area: 'Batch',
    method: 'GET',
    path: 'user-meta/',
    response: z.object({ batch: z.string(), current_date: z.string() }),
    policy: { readsDateHeader: true },
  }),
  'pod-today': endpoint({
    id: 'pod-today',
    area: 'Daily problem',
    method: 'GET',
    path: 'problems-of-day/problem/today/',
    response: z.object({ results: z.object({ slug: z.string() }), date: z.string(), today: z.string() }),
    policy: { anonymous: true, readsDateHeader: true, dateHeaderField: 'today' },
  }),
  institutes: endpoint({
    id: 'institutes',
    area: 'Jobs',
    method: 'GET',
    path: '/institutes/',
    query: z.object({ search: z.string().optional(), page: z.number().optional() }),
    response: z.object({ results: z.array(z.string()) }),
  }),
  'city-search': endpoint({
    id: 'city-search',
    area: 'Jobs',
    method: 'GET',
    path: '/api/city/{q}/?country=india',
    base: 'root',
    params: z.object({ q: z.string() }),
    response: z.object({ results: z.array(z.string()) }),
  }),
  'problem-explore': endpoint({
    id: 'problem-explore',
    area: 'Problems',
    method: 'GET',
    path: 'problems/?pageMode=explore&{filters}',
    query: z.object({ tags: z.array(z.string()).optional(), difficulty: z.string().optional() }),
    response: z.object({ results: z.array(z.string()) }),
  }),
  'consent-get': endpoint({
    id: 'consent-get',
    area: 'User',
    method: 'GET',
    path: 'user/consent-form/?source=',
    query: z.object({ source: z.string() }),
    response: z.object({ accepted: z.boolean() }),
  }),
  'test-file': endpoint({
    id: 'test-file',
    area: 'Problems',
    method: 'DELETE',
    path: 'problems/{id}/test_file/{n}/',
    params: z.object({ id: z.number(), n: z.number() }),
    response: z.object({ message: z.string() }),
  }),
  'email-reply-queue': endpoint({
    id: 'email-reply-queue',
    area: 'Issues',
    method: 'GET',
    path: 'issues/email-reply-queue/',
    response: z.object({ results: z.array(z.string()) }),
    policy: { timeoutMs: 5000 },
  }),
  'get-user-data': endpoint({
    id: 'get-user-data',
    area: 'Issues',
    method: 'GET',
    path: 'issues/get-user-data/',
    query: z.object({ handle: z.string() }),
    response: z.object({ handle: z.string() }),
    policy: { base64: ['handle'] },
  }),
  'batch-registration': endpoint({
    id: 'batch-registration',
    area: 'Batch',
    method: 'POST',
    path: '/batch-registration/',
    query: z.object({ coupon: z.string().optional() }),
    body: z.object({ batch_slug: z.string(), page_url: z.string() }),
    response: z.object({ status: z.string() }),
    policy: { pageUrl: true },
  }),
  'premium-payment': endpoint({
    id: 'premium-payment',
    area: 'Payments',
    method: 'POST',
    path: 'premium/payment',
    body: z.object({ plan_id: z.number(), page_url: z.string() }),
    response: z.object({ gfgOrderId: z.string() }),
    policy: { pageUrl: true },
  }),
  'contest-register': endpoint({
    id: 'contest-register',
    area: 'Contest',
    method: 'POST',
    path: 'register/',
    body: z.object({ contest_slug: z.string(), page_url: z.string() }),
    response: z.object({ status: z.string() }),
    policy: {
      pageUrl: true,
      revalidates: ['contest-meta'],
      revalidateWhen: (reply: { status: string }) => reply.status === 'SUCCESS',
    },
  }),
  'contest-meta': endpoint({
    id: 'contest-meta',
    area: 'Contest',
    method: 'GET',
    path: 'contest/{slug}/meta/',
    params: z.object({ slug: z.string() }),
    response: z.object({ registered: z.boolean() }),
  }),
  'download-invoice': endpoint({
    id: 'download-invoice',
    area: 'Payments',
    method: 'GET',
    path: 'download/invoice/{gfgOrderId}',
    params: z.object({ gfgOrderId: z.string() }),
    response: z.unknown(),
    policy: { download: 'text/csv' },
  }),
  'org-progress': endpoint({
    id: 'org-progress',
    area: 'Organization dashboard',
    method: 'GET',
    path: 'organization-dashboard/progress/',
    query: z.object({ slug: z.string().optional(), batch_slug: z.string().optional() }),
    response: z.object({ results: z.array(z.string()) }),
    policy: { organizationSlug: true },
  }),
  'issues-list': endpoint({
    id: 'issues-list',
    area: 'Issues',
    method: 'GET',
    path: 'issues/',
    query: z.object({ status: z.string() }),
    response: z.object({ results: z.array(z.object({ id: z.number(), status: z.string() })) }),
  }),
  'terms-update': endpoint({
    id: 'terms-update',
    area: 'Terms',
    method: 'PUT',
    path: 'terms-of-service/',
    body: z.object({ version: z.string(), accepted: z.literal('true') }),
    response: z.object({ accepted: z.boolean() }),
    policy: { bodyEncoding: 'form' },
  }),
  'resume-upload': endpoint({
    id: 'resume-upload',
    area: 'User',
    method: 'POST',
    path: 'jobs/resume/upload/',
    body: z.object({ file: z.file(), note: z.string().optional() }),
    response: z.object({ resume_url: z.string() }),
    policy: { bodyEncoding: 'multipart' },
  }),
  'job-add': endpoint({
    id: 'job-add',
    area: 'Jobs',
    method: 'POST',
    path: 'jobs/add/',
    body: z.object({ title: z.string(), publish_date: z.string(), last_apply_date: z.string() }),
    response: z.object({ id: z.number() }),
    policy: { prepareBody: normalizeJobDates },
  }),
  'internal-users': endpoint({
    id: 'internal-users',
    area: 'User',
    method: 'GET',
    path: 'users/internal/',
    response: z.object({ moderators: z.array(z.string()) }),
    policy: { cacheSeconds: 3600 },
  }),
  'active-users': endpoint({
    id: 'active-users',
    area: 'Organization dashboard',
    method: 'GET',
    path: 'organization-dashboard/company/deals/{dealId}/active-users/',
    params: z.object({ dealId: z.number() }),
    response: z.object({ results: z.array(z.string()) }),
    policy: { neverCache: true },
  }),
} as const;

function clientWith(
  respond: Parameters<typeof recordingFetch>[0],
  extra: Partial<Omit<Parameters<typeof createClientFor<typeof table>>[0], 'contract'>> = {},
) {
  const recorder = recordingFetch(respond);
  const client = createClientFor({
    baseUrl: 'http://127.0.0.1:8080',
    contract: table,
    fetch: recorder.fetch,
    getOrganizationSlug: () => null,
    getPageUrl: () => 'http://127.0.0.1:8080/courses/dsa?utm_source=mail',
    ...extra,
  });
  return { client, requests: recorder.requests };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('version prefix and paths', () => {
  it('sends versioned calls under /api/latest/ by default, or /api/v1/ and /api/vr/', async () => {
    for (const version of [undefined, 'v1', 'vr'] as const) {
      const { client, requests } = clientWith(() => json({ results: [] }), version ? { version } : {});
      await client.call('institutes', { query: { search: 'iit' } });
      expect(requests[0]?.url).toBe(
        `http://127.0.0.1:8080/api/${version ?? 'latest'}/institutes/?search=iit`,
      );
    }
  });

  it('keeps a root path as written, with the query the spec fixes', async () => {
    const { client, requests } = clientWith(() => json({ results: [] }));
    await client.call('city-search', { path: { q: 'new delhi' } });
    expect(requests[0]?.url).toBe('http://127.0.0.1:8080/api/city/new%20delhi/?country=india');
  });

  it('replaces {filters} and empty fixed values with the query input', async () => {
    const { client, requests } = clientWith(() => json({ results: [] }));
    await client.call('problem-explore', { query: { tags: ['dp', 'graphs'], difficulty: 'easy' } });
    await client.call('consent-get', { query: { source: 'signup' } });
    expect(requests[0]?.url).toBe(
      'http://127.0.0.1:8080/api/latest/problems/?pageMode=explore&tags=dp&tags=graphs&difficulty=easy',
    );
    expect(requests[1]?.url).toBe('http://127.0.0.1:8080/api/latest/user/consent-form/?source=signup');
  });

  it('fills path parameters and refuses a call that lacks one', async () => {
    const { client, requests } = clientWith(() => json({ message: 'deleted' }));
    await client.call('test-file', { path: { id: 12, n: 3 } });
    expect(requests[0]?.url).toBe('http://127.0.0.1:8080/api/latest/problems/12/test_file/3/');
    await expect(
      client.call('test-file', { path: { id: 12 } as { id: number; n: number } }),
    ).rejects.toMatchObject({
      code: 'missing_path_param',
    });
    expect(requests).toHaveLength(1);
  });
});

describe('credentials and CSRF', () => {
  it('sends credentials on every call, except entries fetched without user data', async () => {
    const { client, requests } = clientWith(() => json({ results: { slug: 'two-sum' }, date: '2026-11-26' }));
    await client.call('institutes');
    await client.call('pod-today');
    await client.call('institutes', {}, { anonymous: true });
    expect(requests.map((request) => request.credentials)).toEqual(['include', 'omit', 'omit']);
  });

  it("sends no token of its own on unsafe methods: the browser's Origin is what the server checks", async () => {
    // ADR 0006 and 0009: the server refuses unsafe requests whose Origin (or Sec-Fetch-Site) is
    // another site; a page cannot forge those headers, so the client adds nothing. The check
    // against the real server is in apps/server/test/site-content.test.ts.
    vi.stubGlobal('document', { cookie: 'theme=dark; lf_csrf=stale' });
    const { client, requests } = clientWith(() => json({ status: 'SUCCESS', message: 'ok', results: [] }));
    await client.call('institutes');
    await client.call('contest-register', { body: { contest_slug: 'weekly-1' } });
    expect(requests.map((request) => [request.method, [...request.headers.keys()].sort()])).toEqual([
      ['GET', ['accept']],
      ['POST', ['accept', 'content-type']],
    ]);
    expect(requests.map((request) => request.credentials)).toEqual(['include', 'include']);
  });
});

describe('bodies', () => {
  it('sends JSON bodies with their content type', async () => {
    const { client, requests } = clientWith(() => json({ gfgOrderId: 'GFG-1' }));
    await client.call('premium-payment', { body: { plan_id: 2 } });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(requests[0]?.body))).toEqual({
      plan_id: 2,
      page_url: 'http://127.0.0.1:8080/courses/dsa?utm_source=mail',
    });
  });

  it('sends form data as application/x-www-form-urlencoded', async () => {
    const { client, requests } = clientWith(() => json({ accepted: true }));
    await client.call('terms-update', { body: { version: '2026-01', accepted: 'true' } });
    expect(requests[0]?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(String(requests[0]?.body)).toBe('version=2026-01&accepted=true');
  });

  it('sends files as multipart form data and leaves the boundary to fetch', async () => {
    const { client, requests } = clientWith(() => json({ resume_url: '/files/r.pdf' }));
    const file = new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' });
    await client.call('resume-upload', { body: { file, note: 'final' } });
    const body = requests[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('resume.pdf');
    expect((body as FormData).get('note')).toBe('final');
    expect(requests[0]?.headers.get('content-type')).toBeNull();
  });
});

describe('spec behaviours', () => {
  it('takes current_date from the server Date header for user meta', async () => {
    const { client } = clientWith(() =>
      json({ batch: 'dsa', current_date: 'stale' }, { headers: { date: 'Thu, 26 Nov 2026 01:20:00 GMT' } }),
    );
    await expect(client.call('user-meta')).resolves.toEqual({
      batch: 'dsa',
      current_date: '2026-11-26T01:20:00.000Z',
    });
  });

  it('fills the daily problem date field named by the entry from the Date header', async () => {
    const { client } = clientWith(() =>
      json(
        { results: { slug: 'two-sum' }, date: '2026-11-26' },
        { headers: { date: 'Wed, 25 Nov 2026 23:59:59 GMT' } },
      ),
    );
    const today = await client.call('pod-today');
    expect(today.today).toBe('2026-11-25T23:59:59.000Z');
  });

  it('gives up on the email-reply queue after 5 s with a timeout error', async () => {
    vi.useFakeTimers();
    const { client, requests } = clientWith(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.call('email-reply-queue');
    const outcome = expect(pending).rejects.toMatchObject({ status: 0, code: 'timeout' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(requests[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it('sends the get-user-data handle base64-encoded', async () => {
    const { client, requests } = clientWith(() => json({ handle: 'x' }));
    await client.call('get-user-data', { query: { handle: 'priya_ś' } });
    const sent = new URL(requests[0]?.url ?? '').searchParams.get('handle') ?? '';
    expect(sent).toBe(Buffer.from('priya_ś', 'utf8').toString('base64'));
  });

  it('URL-encodes the coupon on batch registration', async () => {
    const { client, requests } = clientWith(() => json({ status: 'SUCCESS' }));
    await client.call('batch-registration', {
      query: { coupon: 'NEW YEAR&50%' },
      body: { batch_slug: 'dsa-1' },
    });
    const url = requests[0]?.url ?? '';
    expect(url).toBe('http://127.0.0.1:8080/api/latest/batch-registration/?coupon=NEW+YEAR%2650%25');
    expect(new URL(url).searchParams.get('coupon')).toBe('NEW YEAR&50%');
  });

  it('adds page_url to the contest registration body, keeping one the caller gives', async () => {
    const { client, requests } = clientWith(() => json({ status: 'SUCCESS' }));
    await client.call('contest-register', { body: { contest_slug: 'weekly-1' } });
    await client.call('contest-register', {
      body: { contest_slug: 'weekly-1', page_url: 'http://x/contest/weekly-1' },
    });
    expect(JSON.parse(String(requests[0]?.body)).page_url).toBe(
      'http://127.0.0.1:8080/courses/dsa?utm_source=mail',
    );
    expect(JSON.parse(String(requests[1]?.body)).page_url).toBe('http://x/contest/weekly-1');
  });

  it('returns the invoice as a file when the call succeeds', async () => {
    const { client, requests } = clientWith(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="GFG-7.pdf"',
          },
        }),
    );
    const file = await client.call('download-invoice', { path: { gfgOrderId: 'GFG-7' } });
    expect(requests[0]?.headers.get('accept')).toBe('*/*');
    expect(file.filename).toBe('GFG-7.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF');
  });

  it('rejects with the text the server sends when the invoice cannot be downloaded', async () => {
    const { client } = clientWith(() => new Response('Invoice not generated yet', { status: 404 }));
    await expect(client.call('download-invoice', { path: { gfgOrderId: 'GFG-8' } })).rejects.toMatchObject({
      status: 404,
      message: 'Invoice not generated yet',
    });
  });

  it("sends the page's ?organization= as slug on every dashboard call", async () => {
    vi.stubGlobal('location', {
      href: 'http://127.0.0.1:8080/organization-dashboard/progress?organization=iit-b',
      search: '?organization=iit-b',
    });
    const recorder = recordingFetch(() => json({ results: [] }));
    const client = createClientFor({ baseUrl: '', contract: table, fetch: recorder.fetch });
    await client.call('org-progress', { query: { batch_slug: 'dsa-1' } });
    await client.call('org-progress');
    await client.call('institutes');
    expect(recorder.requests.map((request) => request.url)).toEqual([
      '/api/latest/organization-dashboard/progress/?batch_slug=dsa-1&slug=iit-b',
      '/api/latest/organization-dashboard/progress/?slug=iit-b',
      '/api/latest/institutes/',
    ]);
  });

  it('sends no slug when the page has no ?organization=', async () => {
    vi.stubGlobal('location', { href: 'http://127.0.0.1:8080/organization-dashboard/progress', search: '' });
    const recorder = recordingFetch(() => json({ results: [] }));
    const client = createClientFor({ baseUrl: '', contract: table, fetch: recorder.fetch });
    await client.call('org-progress');
    expect(recorder.requests[0]?.url).toBe('/api/latest/organization-dashboard/progress/');
  });

  it('fetches all-status issues with one request per status and returns every result', async () => {
    const { client, requests } = clientWith((request) => {
      const status = new URL(request.url).searchParams.get('status') ?? '';
      return json({ results: [{ id: status.length, status }] });
    });
    const all = await client.callEach(
      'issues-list',
      ['open', 'in_progress', 'closed'].map((status) => ({ query: { status } })),
    );
    expect(requests).toHaveLength(3);
    expect(all).toEqual({
      ok: true,
      results: [
        { results: [{ id: 4, status: 'open' }] },
        { results: [{ id: 11, status: 'in_progress' }] },
        { results: [{ id: 6, status: 'closed' }] },
      ],
    });
  });

  it('returns the error list when any request of the all-status fetch fails', async () => {
    const { client } = clientWith((request) =>
      request.url.includes('closed') || request.url.includes('open')
        ? json({ error: { code: 'server_error', message: 'Issues are unavailable' } }, { status: 500 })
        : json({ results: [] }),
    );
    const all = await client.callEach(
      'issues-list',
      ['open', 'in_progress', 'closed'].map((status) => ({ query: { status } })),
    );
    expect(all.ok).toBe(false);
    if (all.ok) return;
    expect(all.errors).toHaveLength(2);
    expect(all.errors.every((error) => error instanceof ApiError && error.status === 500)).toBe(true);
  });
});

describe('job dates', () => {
  it("appends ':00' to a job date whose time has no seconds, before sending", async () => {
    const { client, requests } = clientWith(() => json({ id: 1 }));
    await client.call('job-add', {
      body: { title: 'SDE 1', publish_date: '2026-12-01 09:30', last_apply_date: '2026-12-20 23:59:59' },
    });
    expect(JSON.parse(String(requests[0]?.body))).toEqual({
      title: 'SDE 1',
      publish_date: '2026-12-01 09:30:00',
      last_apply_date: '2026-12-20 23:59:59',
    });
  });
});

describe('cache policy', () => {
  it('answers internal users from the client cache for 3600 s, then asks again', async () => {
    let clock = 1_000_000;
    const { client, requests } = clientWith(() => json({ moderators: ['asha'] }), { now: () => clock });
    await client.call('internal-users');
    clock += 3_599_000;
    await client.call('internal-users');
    expect(requests).toHaveLength(1);
    clock += 1_000;
    await client.call('internal-users');
    expect(requests).toHaveLength(2);
  });

  it('never caches a deal active users: every call reaches the server with cache: no-store', async () => {
    const { client, requests } = clientWith(() => json({ results: [] }));
    await client.call('active-users', { path: { dealId: 4 } });
    await client.call('active-users', { path: { dealId: 4 } });
    expect(requests.map((request) => request.cache)).toEqual(['no-store', 'no-store']);
  });

  it('announces what a successful call made stale, when its condition holds', async () => {
    let status = 'SUCCESS';
    const { client } = clientWith(() => json({ status }));
    const stale: (readonly string[])[] = [];
    client.on('revalidate', ({ ids }) => stale.push(ids));
    await client.call('contest-register', { body: { contest_slug: 'weekly-1' } });
    status = 'REGISTRATION_CLOSED';
    await client.call('contest-register', { body: { contest_slug: 'weekly-1' } });
    expect(stale).toEqual([['contest-meta']]);
  });
});

describe('addresses and response checks', () => {
  it('builds the URL of a call for links, and the ws:// address of the websocket entry', () => {
    const sockets = {
      ...table,
      socket: endpoint({
        id: 'socket',
        area: 'Other',
        method: 'GET',
        path: 'ws/',
        response: z.object({ type: z.string() }),
        policy: { websocket: true },
      }),
    };
    const client = createClientFor({
      baseUrl: 'https://learnforge.test',
      contract: sockets,
      getOrganizationSlug: () => 'acme',
    });
    expect(client.url('download-invoice', { path: { gfgOrderId: 'GFG 9' } })).toBe(
      'https://learnforge.test/api/latest/download/invoice/GFG%209',
    );
    expect(client.url('org-progress')).toBe(
      'https://learnforge.test/api/latest/organization-dashboard/progress/?slug=acme',
    );
    expect(client.socketUrl('socket')).toBe('wss://learnforge.test/api/latest/ws/');
  });

  it('rejects a response that breaks the contract when asked to check responses', async () => {
    const { client } = clientWith(() => json({ moderators: 'asha' }), { validateResponses: true });
    await expect(client.call('internal-users')).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
