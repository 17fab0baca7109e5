import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn(email: string) {
  const client = createSessionClient(server.url);
  const login = await client.post('/api/auth/login', { email, password: 'learnforge' });
  expect(login.status).toBe(200);
  return client;
}

describe('organization dashboard scoping', () => {
  it('gives an institute admin their own organization with the institute tabs', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const meta = await admin.get('/api/latest/organization-dashboard/meta/');
    expect(meta.status).toBe(200);
    expect(meta.json).toMatchObject({
      organization_slug: 'demo-institute',
      organization_type: 'institute',
      tabs: [
        'my-courses',
        'course-management',
        'student-repository',
        'aggregated-report',
        'access-management',
      ],
    });
  });

  it('gives a company admin no aggregated report tab', async () => {
    const admin = await signedIn('company.admin@demo.test');
    const meta = await admin.get('/api/v1/organization-dashboard/meta/?slug=demo-company');
    expect(meta.json.tabs).not.toContain('aggregated-report');
  });

  it('answers 403 when an admin asks for another organization, a learner asks, or nobody is signed in', async () => {
    const companyAdmin = await signedIn('company.admin@demo.test');
    expect(
      (await companyAdmin.get('/api/latest/organization-dashboard/meta/?slug=demo-institute')).status,
    ).toBe(403);
    const learner = await signedIn('learner@demo.test');
    expect((await learner.get('/api/latest/organization-dashboard/meta/')).status).toBe(403);
    expect(
      (await createSessionClient(server.url).get('/api/latest/organization-dashboard/meta/')).status,
    ).toBe(401);
  });

  it('lets a super admin open any organization by slug', async () => {
    const superAdmin = await signedIn('admin@demo.test');
    const meta = await superAdmin.get('/api/latest/organization-dashboard/meta/?slug=demo-company');
    expect(meta.json).toMatchObject({ organization_slug: 'demo-company', organization_type: 'company' });
    expect((await superAdmin.get('/api/latest/organization-dashboard/meta/?slug=nope')).status).toBe(404);
  });
});
