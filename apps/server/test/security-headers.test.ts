import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/** Security headers on HTML and API responses alike, over HTTP (issue 23; ADR 0035). */
let server: TestServer;
const storybookBoot = "window.CONFIG_TYPE = 'PRODUCTION';";

beforeAll(async () => {
  const repoRoot = mkdtempSync(join(tmpdir(), 'lf-headers-'));
  mkdirSync(join(repoRoot, 'apps/learner/dist/assets'), { recursive: true });
  writeFileSync(join(repoRoot, 'apps/learner/dist/index.html'), '<!doctype html><title>Learner</title>');
  mkdirSync(join(repoRoot, 'packages/ui/storybook-static'), { recursive: true });
  writeFileSync(
    join(repoRoot, 'packages/ui/storybook-static/index.html'),
    `<!doctype html><title>Storybook</title><script>${storybookBoot}</script><script type="module" src="./sb-manager/runtime.js"></script>`,
  );
  server = await startTestServer({ repoRoot, trustProxy: 1 }, { learners: 3 });
});
afterAll(() => server?.close());

describe('security headers', () => {
  it.each([
    ['an HTML page', '/'],
    ['a page that is not there', '/no-such-page'],
  ])(
    '%s carries the CSP without inline script, nosniff, a referrer policy and no framing',
    async (_what, path) => {
      const response = await fetch(server.url + path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self';/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain('report-uri /api/csp-report');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it.each([
    ['an API answer', '/api/latest/health/'],
    ['an API error', '/api/latest/no-such-call/'],
  ])('%s carries the policy of data: nothing loads from it or frames it, and no other site reads it', async (_what, path) => {
    const response = await fetch(server.url + path);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    // The pages' own headers are not repeated on data.
    expect(response.headers.get('referrer-policy')).toBeNull();
    expect(response.headers.get('x-dns-prefetch-control')).toBeNull();
  });

  it('sends HSTS when the request came over HTTPS through the trusted proxy', async () => {
    const response = await fetch(`${server.url}/api/latest/health/`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('Storybook may run its own inline bootstrap, by hash only, and frame itself', async () => {
    const response = await fetch(`${server.url}/storybook/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(storybookBoot).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('accepts a browser’s violation report', async () => {
    const response = await fetch(`${server.url}/api/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } }),
    });
    expect(response.status).toBe(204);
  });
});
