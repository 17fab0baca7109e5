import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../contract/define';
import { createClientFor } from './create-client';
import { ApiError, isMaintenance, NOTIFY_AUTO_CLOSE_MS, notifierMessageOf, pageErrorOf } from './errors';
import { json, recordingFetch } from './test-support';

const table = {
  'org-progress': endpoint({
    id: 'org-progress',
    area: 'Organization dashboard',
    method: 'GET',
    path: 'organization-dashboard/progress/',
    response: z.object({ results: z.array(z.string()) }),
    policy: { organizationSlug: true },
  }),
  'noticeboard-update': endpoint({
    id: 'noticeboard-update',
    area: 'Organization dashboard',
    method: 'PATCH',
    path: 'organization-dashboard/noticeboard/',
    body: z.object({ title: z.string() }),
    response: z.object({ id: z.number() }),
  }),
} as const;

function clientAnswering(respond: () => Response | Promise<Response>) {
  const { fetch } = recordingFetch(respond);
  const client = createClientFor({
    baseUrl: 'http://127.0.0.1:8080',
    contract: table,
    fetch,
    getOrganizationSlug: () => 'acme',
  });
  const maintenance: ApiError[] = [];
  const notified: { message: string; autoCloseMs: number }[] = [];
  client.on('maintenance', ({ error }) => maintenance.push(error));
  client.on('notify', ({ message, autoCloseMs }) => notified.push({ message, autoCloseMs }));
  return { client, maintenance, notified };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('ApiError', () => {
  it('carries status, code, message and field errors of the server error body', async () => {
    const { client } = clientAnswering(() =>
      json(
        { error: { code: 'validation', message: 'Check the form', fields: { title: 'Title is required' } } },
        { status: 400 },
      ),
    );
    const error = await failureOf(client.call('noticeboard-update', { body: { title: '' } }));
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Check the form',
      fields: { title: 'Title is required' },
      endpointId: 'noticeboard-update',
      fromServer: true,
    });
  });

  it('turns an unreachable server into status 0, code network', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failureOf(client.call('org-progress'));
    expect(error).toMatchObject({ status: 0, code: 'network', fromServer: false });
  });

  it('refuses a success answer that is not JSON', async () => {
    const { client } = clientAnswering(() => new Response('<html>proxy</html>', { status: 200 }));
    const error = await failureOf(client.call('org-progress'));
    expect(error.code).toBe('invalid_response');
  });

  it('does not take an HTML error page for a message', async () => {
    const { client } = clientAnswering(
      () => new Response('<html><h1>Bad gateway</h1></html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failureOf(client.call('org-progress'));
    expect(error).toMatchObject({ status: 502, code: 'http_502', message: 'Bad Gateway', fromServer: false });
  });
});

describe('error policy', () => {
  it('emits the maintenance event on a 520 from any request, and still rejects the call', async () => {
    const { client, maintenance, notified } = clientAnswering(() =>
      json({ error: { code: 'maintenance', message: 'Back soon' } }, { status: 520 }),
    );
    const error = await failureOf(client.call('noticeboard-update', { body: { title: 'Exams' } }));
    expect(isMaintenance(error)).toBe(true);
    expect(maintenance).toEqual([error]);
    expect(notified).toEqual([]);
  });

  it('keeps a maintenance answer and a server message that came before anyone listened for the first listener', async () => {
    // A call the app starts before its providers mount (preloadApi) can fail before they subscribe.
    let status = 520;
    const { fetch } = recordingFetch(() =>
      status === 520
        ? json({ error: { code: 'maintenance', message: 'Back soon' } }, { status: 520 })
        : json({ error: { code: 'conflict', message: 'The noticeboard changed meanwhile' } }, { status: 409 }),
    );
    const client = createClientFor({
      baseUrl: 'http://127.0.0.1:8080',
      contract: table,
      fetch,
      getOrganizationSlug: () => 'acme',
    });
    const early = await failureOf(client.call('org-progress'));
    status = 409;
    await failureOf(client.call('noticeboard-update', { body: { title: 'Exams' } }));
    const maintenance: ApiError[] = [];
    const notified: string[] = [];
    client.on('maintenance', ({ error }) => maintenance.push(error));
    client.on('notify', ({ message }) => notified.push(message));
    expect(maintenance).toEqual([early]);
    expect(notified).toEqual(['The noticeboard changed meanwhile']);
    // Handed over once: a second listener hears only what comes next.
    const later: ApiError[] = [];
    client.on('maintenance', ({ error }) => later.push(error));
    expect(later).toEqual([]);
    // An app's own reaction to a failed call is not replayed to a listener that mounts afterwards.
    const failed: ApiError[] = [];
    client.on('failed', ({ error }) => failed.push(error));
    expect(failed).toEqual([]);
  });

  it('makes a 403 on route data a page-level access error', async () => {
    const { client } = clientAnswering(() =>
      json({ error: { code: 'forbidden', message: 'Not your organization' } }, { status: 403 }),
    );
    const error = await failureOf(client.call('org-progress'));
    expect(pageErrorOf(error)).toEqual({ kind: 'forbidden', message: 'Not your organization' });
  });

  it('makes an error whose code is 403 a page-level error too', () => {
    const error = new ApiError({
      status: 400,
      code: '403',
      message: 'No access',
      endpointId: 'org-progress',
    });
    expect(pageErrorOf(error)?.kind).toBe('forbidden');
    expect(
      pageErrorOf(new ApiError({ status: 404, code: 'not_found', message: 'x', endpointId: 'a' })),
    ).toBeNull();
  });

  it('hands error.message to the notifier with a 5000 ms auto-close', async () => {
    const { client, notified } = clientAnswering(() =>
      json({ error: { code: 'conflict', message: 'Someone else is editing this notice' } }, { status: 409 }),
    );
    await failureOf(client.call('noticeboard-update', { body: { title: 'Exams' } }));
    expect(NOTIFY_AUTO_CLOSE_MS).toBe(5000);
    expect(notified).toEqual([{ message: 'Someone else is editing this notice', autoCloseMs: 5000 }]);
  });

  it('keeps the notifier quiet for a call whose screen shows the refusal itself, and still rejects with it', async () => {
    const { client, notified } = clientAnswering(() =>
      json(
        { error: { code: 'validation_failed', message: 'Check the form', fields: { title: 'Name it' } } },
        { status: 400 },
      ),
    );
    const failed: ApiError[] = [];
    client.on('failed', ({ error }) => failed.push(error));
    const error = await failureOf(
      client.call('noticeboard-update', { body: { title: 'Exams' } }, { notify: false }),
    );
    expect(error.fields).toEqual({ title: 'Name it' });
    expect(failed).toEqual([error]);
    expect(notified).toEqual([]);
  });

  it('emits every failed call with its error before the call rejects, whatever its status', async () => {
    const { client } = clientAnswering(() =>
      json({ error: { code: 'contract_not_signed', message: 'Sign the contract first' } }, { status: 428 }),
    );
    const failed: ApiError[] = [];
    client.on('failed', ({ error }) => failed.push(error));
    const error = await failureOf(client.call('org-progress'));
    expect(failed).toEqual([error]);
    expect(error).toMatchObject({ status: 428, code: 'contract_not_signed' });
  });

  it('notifies nothing when no message came from the server, and the call still rejects', async () => {
    const { client, notified } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failureOf(client.call('org-progress'));
    expect(notifierMessageOf(error)).toBeNull();
    expect(notified).toEqual([]);
  });
});
