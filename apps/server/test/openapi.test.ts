import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('OpenAPI document', () => {
  it('lists every contract call and marks the ones this server implements', async () => {
    const response = await fetch(`${server.url}/api/latest/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { 'x-endpoint-id': string; 'x-implemented': boolean }>>;
    };
    expect(document.openapi).toMatch(/^3\.1/);
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const byId = new Map(operations.map((operation) => [operation['x-endpoint-id'], operation]));
    expect(byId.get('org-meta')?.['x-implemented']).toBe(true);
    expect(byId.get('user-auth-login-signup')?.['x-implemented']).toBe(true);
    expect(byId.get('admin-contests-upcoming-non-batch')?.['x-implemented']).toBe(true);
    expect(byId.get('contest-job-details')?.['x-implemented']).toBe(true);
    expect(byId.get('rewards-items')?.['x-implemented']).toBe(true);
    expect(byId.get('hackathon-info')?.['x-implemented']).toBe(true);
    expect(byId.get('dsa-survey-response-get')?.['x-implemented']).toBe(true);
    expect(byId.get('crm-user-list')?.['x-implemented']).toBe(true);
    // 001's General user-details-registration is served by 002's summer-training registration route.
    const registration = byId.get('summer-training-registration-post') as
      | { 'x-implemented': boolean; 'x-endpoint-aliases'?: string[] }
      | undefined;
    expect(registration?.['x-implemented']).toBe(true);
    expect(registration?.['x-endpoint-aliases']).toContain('general-user-details-registration-post');
    // 001's résumé upload is 002's jobs/resume/upload/, one route serving both ids.
    const resumeUpload = byId.get('user-resume-upload') as
      | { 'x-implemented': boolean; 'x-endpoint-aliases'?: string[] }
      | undefined;
    expect(resumeUpload?.['x-implemented']).toBe(true);
    expect(resumeUpload?.['x-endpoint-aliases']).toEqual(['jobs-resume-upload']);
    expect(byId.get('job-portal-proctored-assets')?.['x-implemented']).toBe(true);
    // Calls the spec lists twice are served by one route: the served operation names both ids.
    const explore = byId.get('problem-explore') as {
      'x-endpoint-aliases'?: string[];
      'x-implemented': boolean;
    };
    expect(explore['x-implemented']).toBe(true);
    expect(explore['x-endpoint-aliases']).toContain('explore-problems');
    // Calls not served yet are listed too, marked as such.
    expect(operations.some((operation) => operation['x-implemented'] === false)).toBe(true);
  });
});
