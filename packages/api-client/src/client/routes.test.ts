import { normalizeJobDates } from '@learnforge/domain';
import { describe, expect, it } from 'vitest';
import { type Contract, contract } from '../contract/index';
import { createClientFor } from './create-client';
import { routeOf } from './route-table';
import { routes } from './routes.generated';
import { json, recordingFetch } from './test-support';

const stale =
  'routes.generated.ts is older than the contract: run `npm run api:routes -w @learnforge/api-client`';

/** Functions compare by their source (the generated copy) or identity (domain exports). */
function comparable(value: unknown): unknown {
  if (typeof value === 'function') return `function ${value.toString()}`;
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, comparable(item)]));
  return value;
}

describe('the route table the browser ships', () => {
  it('has every contract entry with the same method, path, base and policy', () => {
    expect(Object.keys(routes).sort(), stale).toEqual(Object.keys(contract).sort());
    for (const [id, entry] of Object.entries(contract)) {
      expect(comparable(routes[id]), `${id}: ${stale}`).toEqual(comparable(routeOf(entry)));
    }
  });

  it('keeps domain functions as themselves and carries no schema', () => {
    expect(routes['admin-job-add']?.policy?.prepareBody).toBe(normalizeJobDates);
    for (const route of Object.values(routes)) expect(Object.keys(route).sort()).not.toContain('response');
  });

  it('drives a client as the full contract does', async () => {
    const recorder = recordingFetch((request) =>
      request.method === 'PUT'
        ? json({ version: '2', content: '# Terms', published_at: 'x', accepted: false, accepted_at: null })
        : json({ status: 'SUCCESS' }),
    );
    const client = createClientFor({
      baseUrl: 'http://127.0.0.1:8080',
      contract: routes as unknown as Contract,
      fetch: recorder.fetch,
      getPageUrl: () => 'http://127.0.0.1:8080/contest/weekly-1',
    });
    let revalidated: readonly string[] = [];
    client.on('revalidate', ({ ids }) => {
      revalidated = ids;
    });
    await client.call('terms-update', { body: { version: '2', content: '# Terms' } });
    expect(recorder.requests[0]?.url).toBe('http://127.0.0.1:8080/api/latest/terms-of-service/');
    expect(String(recorder.requests[0]?.body)).toBe('version=2&content=%23+Terms');
    expect(revalidated).toEqual(['terms-get', 'user-consent-form-get']);

    await client.call('contest-register', { body: { contest_slug: 'weekly-1' } });
    expect(JSON.parse(String(recorder.requests[1]?.body))).toMatchObject({
      page_url: 'http://127.0.0.1:8080/contest/weekly-1',
    });
    // The copied revalidateWhen: SUCCESS refreshes the contest meta.
    expect(revalidated).toEqual(['contest-meta']);
  });
});
