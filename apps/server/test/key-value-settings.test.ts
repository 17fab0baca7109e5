import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { learners: 2 });
});
afterAll(() => server.close());

const signedIn = (email: string) => signedInClient(server.url, email);
const api = '/api/latest';

describe('key-value settings (001 §2, ADR 0072)', () => {
  it('are a super admin’s alone: CRM, support, course admins and learners get 403, visitors 401', async () => {
    const anonymous = createSessionClient(server.url);
    expect((await anonymous.get(`${api}/key-value/all/`)).status).toBe(401);
    for (const email of [
      'crm@demo.test',
      'support@demo.test',
      'course.admin@demo.test',
      'learner@demo.test',
    ]) {
      const client = await signedIn(email);
      expect((await client.get(`${api}/key-value/all/`)).status).toBe(403);
      const create = await client.post(`${api}/key-value/create/`, {
        key: 'feature.help_form',
        value_type: 'boolean',
        value: 'true',
        is_public: true,
      });
      expect(create.status).toBe(403);
    }
  });

  it('check each value against its type and a known key’s fixed type, beside the field', async () => {
    const admin = await signedIn('admin@demo.test');
    const wrongBoolean = await admin.post(`${api}/key-value/create/`, {
      key: 'feature.help_form',
      value_type: 'boolean',
      value: 'yes',
      is_public: true,
    });
    expect(wrongBoolean.status).toBe(400);
    expect((wrongBoolean.json.error as { fields: unknown }).fields).toEqual({ value: 'Write true or false' });

    const wrongType = await admin.post(`${api}/key-value/create/`, {
      key: 'promo_banner.ends_at',
      value_type: 'text',
      value: 'next Friday',
      is_public: true,
    });
    expect(wrongType.status).toBe(400);
    expect((wrongType.json.error as { fields: unknown }).fields).toEqual({
      value_type: 'promo_banner.ends_at holds a datetime',
    });

    const hidden = await admin.post(`${api}/key-value/create/`, {
      key: 'promo_banner.text',
      value_type: 'text',
      value: 'Sale',
      is_public: false,
    });
    expect((hidden.json.error as { fields: unknown }).fields).toEqual({
      is_public: 'The apps read this setting: keep it public',
    });

    const zoneless = await admin.post(`${api}/key-value/create/`, {
      key: 'launch.at',
      value_type: 'datetime',
      value: '2026-12-01 10:00',
    });
    expect(zoneless.status).toBe(400);
    expect((zoneless.json.error as { fields: unknown }).fields).toHaveProperty('value');

    const badJson = await admin.post(`${api}/key-value/create/`, {
      key: 'x.json',
      value_type: 'json',
      value: '{',
    });
    expect((badJson.json.error as { fields: unknown }).fields).toEqual({ value: 'Write valid JSON' });

    const badKey = await admin.post(`${api}/key-value/create/`, {
      key: 'has space',
      value_type: 'text',
      value: 'a',
    });
    expect(badKey.status).toBe(400);
    expect((badKey.json.error as { fields: unknown }).fields).toHaveProperty('key');

    const list = await admin.get(`${api}/key-value/all/?search=x.json`);
    expect(list.json.count).toBe(0);
  });

  it('keep the promo banner’s end after its start, whichever end is saved second', async () => {
    const admin = await signedIn('admin@demo.test');
    const start = await admin.post(`${api}/key-value/create/`, {
      key: 'promo_banner.starts_at',
      value_type: 'datetime',
      value: '2026-12-10T00:00:00Z',
      is_public: true,
    });
    expect(start.status).toBe(200);
    const end = await admin.post(`${api}/key-value/create/`, {
      key: 'promo_banner.ends_at',
      value_type: 'datetime',
      value: '2026-12-01T00:00:00Z',
      is_public: true,
    });
    expect(end.status).toBe(400);
    expect((end.json.error as { fields: unknown }).fields).toEqual({
      value: 'The promo banner must end after it starts',
    });
    const moved = await admin.request('PUT', `${api}/key-value/promo_banner.starts_at/`, {
      value_type: 'datetime',
      value: '2026-11-01T00:00:00Z',
      is_public: true,
    });
    expect(moved.status).toBe(200);
    expect(
      (
        await admin.post(`${api}/key-value/create/`, {
          key: 'promo_banner.ends_at',
          value_type: 'datetime',
          value: '2026-12-01T00:00:00Z',
          is_public: true,
        })
      ).status,
    ).toBe(200);
    const late = await admin.request('PUT', `${api}/key-value/promo_banner.starts_at/`, {
      value_type: 'datetime',
      value: '2026-12-02T00:00:00+05:30',
      is_public: true,
    });
    expect((late.json.error as { fields: unknown }).fields).toEqual({
      value: 'The promo banner must start before it ends',
    });
  });

  it('list from page 1, refuse a page 0 and a taken key, and answer 404 for a missing one', async () => {
    const admin = await signedIn('admin@demo.test');
    for (let n = 0; n < 3; n += 1)
      await admin.post(`${api}/key-value/create/`, {
        key: `paging.k${n}`,
        value_type: 'number',
        value: `${n}`,
      });
    const first = await admin.get(`${api}/key-value/all/?search=paging.&page_size=2`);
    expect(first.json).toMatchObject({ count: 3, page: 1, page_size: 2 });
    expect((first.json.results as { key: string }[]).map((row) => row.key)).toEqual([
      'paging.k0',
      'paging.k1',
    ]);
    const second = await admin.get(`${api}/key-value/all/?search=paging.&page_size=2&page=2`);
    expect((second.json.results as { key: string }[]).map((row) => row.key)).toEqual(['paging.k2']);
    expect((await admin.get(`${api}/key-value/all/?page=0`)).status).toBe(400);
    const taken = await admin.post(`${api}/key-value/create/`, {
      key: 'paging.k0',
      value_type: 'text',
      value: '',
    });
    expect(taken.status).toBe(400);
    expect((taken.json.error as { fields: unknown }).fields).toEqual({
      key: 'There is already a setting with this name',
    });
    const missing = await admin.request('PUT', `${api}/key-value/paging.none/`, {
      value_type: 'text',
      value: '',
    });
    expect(missing.status).toBe(404);
    expect((await admin.request('DELETE', `${api}/key-value/paging.none/`)).status).toBe(404);
  });

  it('record every change in the edit history, including the deletion', async () => {
    const admin = await signedIn('admin@demo.test');
    const created = await admin.post(`${api}/key-value/create/`, {
      key: 'history.limit',
      value_type: 'number',
      value: '5',
      description: 'A limit',
    });
    const id = created.json.id as number;
    expect(created.json.updated_by).toBe('super-admin');
    await admin.request('PUT', `${api}/key-value/history.limit/`, {
      value_type: 'number',
      value: '7',
      description: 'A limit',
    });
    expect((await admin.request('DELETE', `${api}/key-value/history.limit/`)).status).toBe(200);
    const history = await admin.get(`${api}/edit_history/?entity_type=key_value&entity_id=${id}`);
    expect(history.status).toBe(200);
    const changes = (history.json.results as { changed_by: string; changes: Record<string, unknown> }[]).map(
      (entry) => entry.changes,
    );
    expect(changes).toHaveLength(3);
    expect(changes[0]).toMatchObject({ value: { from: '7', to: null } });
    expect(changes[1]).toEqual({ value: { from: '5', to: '7' } });
    expect(changes[2]).toMatchObject({
      key: { from: null, to: 'history.limit' },
      value: { from: null, to: '5' },
    });
    const crm = await signedIn('crm@demo.test');
    expect((await crm.get(`${api}/edit_history/?entity_type=key_value&entity_id=${id}`)).status).toBe(403);
  });

  it('reach the apps typed and public ones only, changed on the next read without a restart', async () => {
    const admin = await signedIn('admin@demo.test');
    await admin.post(`${api}/key-value/create/`, {
      key: 'feature.help_form',
      value_type: 'boolean',
      value: 'false',
      is_public: true,
    });
    await admin.post(`${api}/key-value/create/`, {
      key: 'secret.note',
      value_type: 'text',
      value: 'staff only',
    });
    const visitor = createSessionClient(server.url);
    const before = await visitor.get(`${api}/site-settings/`);
    expect(before.status).toBe(200);
    expect(before.json.settings).toMatchObject({ 'feature.help_form': false });
    expect(before.json.settings).not.toHaveProperty('secret.note');
    await admin.request('PUT', `${api}/key-value/feature.help_form/`, {
      value_type: 'boolean',
      value: 'true',
      is_public: true,
    });
    const after = await visitor.get(`${api}/site-settings/`);
    expect((after.json.settings as Record<string, unknown>)['feature.help_form']).toBe(true);
  });

  it('refuse a change sent from another site (CSRF)', async () => {
    const admin = await signedIn('admin@demo.test');
    const forged = await admin.post(
      `${api}/key-value/create/`,
      { key: 'forged.key', value_type: 'text', value: 'x' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(forged.status).toBe(403);
    expect((forged.json.error as { code: string }).code).toBe('csrf_failed');
  });
});
