import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionClient, startTestServer, type TestServer } from './harness';

/**
 * Hostile input answered once, at the contract and framework level: every case gets a 4xx in the
 * project's error shape (naming the field where there is one), never a 500 or Fastify's own body.
 */
let server: TestServer;
let admin: ReturnType<typeof createSessionClient>;
let institute: ReturnType<typeof createSessionClient>;

beforeAll(async () => {
  server = await startTestServer();
  admin = createSessionClient(server.url);
  await admin.post('/api/auth/login', { email: 'admin@demo.test', password: 'learnforge' });
  institute = createSessionClient(server.url);
  await institute.post('/api/auth/login', { email: 'institute.admin@demo.test', password: 'learnforge' });
});
afterAll(() => server.close());

function expectErrorShape(response: { status: number; json: Record<string, unknown> }, status: number) {
  expect(response.status).toBe(status);
  expect(response.json).toMatchObject({
    error: { code: expect.any(String), message: expect.any(String) },
  });
}

describe('NUL bytes in text', () => {
  it('a NUL in a body field is a 400 naming that field', async () => {
    const response = await admin.post('/api/latest/problems/add/', { title: 'Two\u0000Sum' });
    expectErrorShape(response, 400);
    expect(response.json.error).toMatchObject({ fields: { title: expect.stringMatching(/NUL|control/i) } });
  });

  it('a NUL in a path parameter is a 400 naming the parameter', async () => {
    const response = await admin.get('/api/latest/courses/abc%00def/');
    expectErrorShape(response, 400);
    expect(response.json.error).toMatchObject({ fields: { slug: expect.any(String) } });
  });

  it('a NUL in a query value is a 400 naming the parameter', async () => {
    const response = await institute.get(
      '/api/latest/organization-dashboard/university/aggregated/report/?sortBy=%00',
    );
    expectErrorShape(response, 400);
    expect(response.json.error).toMatchObject({ fields: { sortBy: expect.any(String) } });
  });
});

describe('ids beyond the database integer', () => {
  it.each([2 ** 31, 2 ** 40, 2 ** 53 - 1])('id %d in a path is a 400 naming id', async (big) => {
    const response = await admin.get(`/api/latest/problems/${big}/edit/`);
    expectErrorShape(response, 400);
    expect(response.json.error).toMatchObject({ fields: { id: expect.any(String) } });
  });

  it('an id of 2^31 in a body is a 400 naming the field', async () => {
    const response = await institute.post('/api/latest/organization-dashboard/company/user/grant-access/', {
      deal_id: 2 ** 31,
      emails: ['someone@demo.test'],
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    if (response.status === 400)
      expect(response.json.error).toMatchObject({ fields: { deal_id: expect.any(String) } });
  });
});

describe('prototype keys as sort fields', () => {
  it.each(['__proto__', 'constructor', '-toString', 'hasOwnProperty'])(
    'sortBy=%s is a 400 naming sortBy',
    async (key) => {
      const response = await institute.get(
        `/api/latest/organization-dashboard/university/aggregated/report/?sortBy=${key}`,
      );
      expectErrorShape(response, 400);
      expect(response.json.error).toMatchObject({ fields: { sortBy: expect.any(String) } });
    },
  );
});

describe('framework and parser errors keep the error shape', () => {
  it('a malformed multipart body is a 400 before the sign-in check, not a 500', async () => {
    for (const path of [
      '/api/latest/organization-dashboard/grant-access-upload-csv/',
      '/api/latest/problems/1/test_files/',
    ]) {
      const response = await fetch(server.url + path, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
      });
      const json = await response.json();
      expect(response.status, path).toBe(400);
      expect(json).toMatchObject({ error: { code: 'bad_request', message: expect.any(String) } });
    }
  });

  it('a multipart body without a boundary is a 400', async () => {
    const response = await fetch(`${server.url}/api/latest/organization-dashboard/grant-access-upload-csv/`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'abc',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } });
  });

  it('a path parameter as long as the contract allows (200 characters) reaches the handler', async () => {
    const response = await admin.get(`/api/latest/courses/${'a'.repeat(200)}/`);
    expectErrorShape(response, 404);
    expect(response.json.error).toMatchObject({ code: 'not_found' });
  });

  it('a path parameter longer than the contract allows is a 400 naming it, in the error shape', async () => {
    const response = await admin.get(`/api/latest/courses/${'a'.repeat(201)}/`);
    expectErrorShape(response, 400);
    expect(response.json.error).toMatchObject({ fields: { slug: expect.any(String) } });
  });

  it('a very long path segment gets the project shape, not Fastify’s 414 body', async () => {
    const response = await admin.get(`/api/latest/courses/${'a'.repeat(5000)}/`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    expect(response.text).not.toMatch(/FST_ERR/);
  });

  it('a bad URL escape is a 400 in the project shape', async () => {
    const response = await admin.get('/api/latest/courses/%E0%A4%A/');
    expectErrorShape(response, 400);
    expect(response.text).not.toMatch(/FST_ERR/);
  });
});
