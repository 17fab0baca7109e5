import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionClient, solveCaptcha, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: 3 });
});
afterAll(() => server.close());

describe('login, session and logout', () => {
  it('signs a demo learner in with an HttpOnly, SameSite=Lax cookie and reports the session', async () => {
    const client = createSessionClient(server.url);
    const login = await client.post('/api/auth/login', {
      email: 'learner@demo.test',
      password: 'learnforge',
      rememberMe: true,
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('lf_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Expires=/);
    expect(cookie).not.toMatch(/Secure/);

    const session = await client.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.json.user).toMatchObject({
      handle: 'asha',
      name: 'Asha Learner',
      email: 'learner@demo.test',
      roles: ['learner'],
      organization: { slug: 'demo-institute', type: 'institute' },
    });

    expect((await client.post('/api/auth/logout')).status).toBe(200);
    // Nobody signed in is an answer, not an error: the browser logs no failed request on anonymous pages.
    const anonymous = await client.get('/api/auth/session');
    expect(anonymous.status).toBe(200);
    expect(anonymous.json).toEqual({ user: null });
  });

  it('without "remember me" the cookie lasts only for the browser session', async () => {
    const client = createSessionClient(server.url);
    const login = await client.post('/api/auth/login', {
      email: 'admin@demo.test',
      password: 'learnforge',
      rememberMe: false,
    });
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('lf_session='))!;
    expect(cookie).not.toMatch(/Expires=/);
    expect((await client.get('/api/auth/session')).json.user).toMatchObject({ roles: ['super_admin'] });
  });

  it('refuses a wrong password with 401 and the same message as an unknown email', async () => {
    const client = createSessionClient(server.url);
    const wrong = await client.post('/api/auth/login', { email: 'setter@demo.test', password: 'nope' });
    const unknown = await client.post('/api/auth/login', { email: 'nobody@demo.test', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json).toEqual({
      error: { code: 'invalid_credentials', message: 'Email or password is incorrect.' },
    });
  });

  it('rate-limits repeated logins for one account with 429 and Retry-After', async () => {
    const client = createSessionClient(server.url);
    const attempt = () => client.post('/api/auth/login', { email: 'crm@demo.test', password: 'guess' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json.error).toMatchObject({ code: 'rate_limited' });
  });
});

describe('Google sign-in when GOOGLE_CLIENT_ID is unset', () => {
  it('offers no Google button and answers the call with 404 saying it is not set up (ADR 0096)', async () => {
    const client = createSessionClient(server.url);
    const providers = await client.get('/api/auth/providers/');
    expect(providers.json).toEqual({ google: null });
    const page = await fetch(`${server.url}/login`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('accounts.google.com');
    const answer = await client.post('/api/auth/google/', { credential: 'a.b.c' });
    expect(answer.status).toBe(404);
    expect(answer.json.error).toMatchObject({
      code: 'google_not_configured',
      message: expect.stringMatching(/not set up/),
    });
  });
});

describe('CSRF protection', () => {
  it('refuses an unsafe request sent from another site', async () => {
    const client = createSessionClient(server.url);
    const crossOrigin = await client.post(
      '/api/auth/login',
      { email: 'learner@demo.test', password: 'learnforge' },
      { origin: 'http://evil.example' },
    );
    expect(crossOrigin.status).toBe(403);
    expect(crossOrigin.json.error).toMatchObject({ code: 'csrf_failed' });
    const crossSite = await client.post('/api/auth/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
  });

  it('accepts the same request from the page’s own origin', async () => {
    const client = createSessionClient(server.url);
    const sameOrigin = await client.post(
      '/api/auth/login',
      { email: 'support@demo.test', password: 'learnforge' },
      { origin: server.url, 'sec-fetch-site': 'same-origin' },
    );
    expect(sameOrigin.status).toBe(200);
  });
});

describe('signup', () => {
  // The mailed-code half of sign-up is in signup-confirmation.test.ts.
  it('refuses a missing or replayed captcha and a short password, beside the field', async () => {
    const client = createSessionClient(server.url);
    const noCaptcha = await client.post('/api/auth/signup', {
      email: 'a@b.test',
      password: 'long enough',
      name: 'A',
    });
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.json.error).toMatchObject({ fields: { captcha: 'Please complete the captcha.' } });

    const captcha = await solveCaptcha(server.url);
    const first = await client.post('/api/auth/signup', {
      email: 'b@b.test',
      password: 'long enough',
      name: 'B',
      captcha,
    });
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ confirmationSentTo: 'b@b.test' });
    const replay = await client.post('/api/auth/signup', {
      email: 'c@b.test',
      password: 'long enough',
      name: 'C',
      captcha,
    });
    expect(replay.status).toBe(400);

    const short = await client.post('/api/auth/signup', { email: 'd@b.test', password: 'short', name: 'D' });
    expect(short.status).toBe(400);
    expect(short.json.error).toMatchObject({ fields: { password: 'Use at least 8 characters.' } });
  });
});

describe('forgot password', () => {
  it('answers info markup for any well-formed request and danger markup for a failed captcha', async () => {
    const client = createSessionClient(server.url);
    const ok = await client.post('/api/auth/forgot-password/email-code/', {
      email: 'learner@demo.test',
      captcha: await solveCaptcha(server.url),
    });
    expect(ok.status).toBe(200);
    expect(ok.json.markup).toContain('alert-info');
    const unknown = await client.post('/api/auth/forgot-password/email-code/', {
      email: 'nobody@demo.test',
      captcha: await solveCaptcha(server.url),
    });
    expect(unknown.json.markup).toBe(ok.json.markup);
    const badCaptcha = await client.post('/api/auth/forgot-password/email-code/', {
      email: 'learner@demo.test',
      captcha: 'bm90IGEgY2FwdGNoYQ==',
    });
    expect(badCaptcha.json.markup).toContain('alert-danger');
  });
});
