import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenIdIssuer, startFakeOpenIdIssuer } from './fake-openid-issuer';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

const CLIENT_ID = 'learnforge-test.apps.googleusercontent.com';
const ADDRESS_LIMIT = 12;

let issuer: FakeOpenIdIssuer;
let server: TestServer;
beforeAll(async () => {
  issuer = await startFakeOpenIdIssuer();
  server = await startTestServer(
    {
      google: { clientId: CLIENT_ID, issuers: [issuer.issuer], jwksUrl: issuer.jwksUrl },
      loginAddressLimit: ADDRESS_LIMIT,
    },
    { learners: 2 },
  );
});
afterAll(async () => {
  await server.close();
  await issuer.close();
});

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
/** The claims Google puts in an ID token for a person with a verified address. */
const googleClaims = (subject: string, email: string, name = 'Meera Iyer') => ({
  sub: subject,
  aud: CLIENT_ID,
  exp: inAnHour(),
  email,
  email_verified: true,
  name,
});

async function signInWithGoogle(credential: string) {
  const browser = createSessionClient(server.url);
  const answer = await browser.post('/api/auth/google/', { credential });
  const session = await browser.get('/api/auth/session');
  return { answer, signedInAs: (session.json.user as { email: string } | null)?.email ?? null, browser };
}

describe('Google sign-in (ADR 0096)', () => {
  it('offers Google on the sign-in form and lets its script and button in through the CSP', async () => {
    const providers = await createSessionClient(server.url).get('/api/auth/providers/');
    expect(providers.json).toEqual({ google: { client_id: CLIENT_ID } });
    // The pages' policy: the sign-in dialog opens on any of them.
    const page = await fetch(`${server.url}/login`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('script-src');
    expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/accounts\.google\.com\/gsi\//);
  });

  it('creates a learner account for a new verified Google address and signs them in again by their Google id', async () => {
    const first = await signInWithGoogle(
      await issuer.token(googleClaims('google-sub-meera', 'Meera.Iyer@Example.test')),
    );
    expect(first.answer.status).toBe(201);
    expect(first.answer.json).toMatchObject({
      account: 'created',
      user: { email: 'meera.iyer@example.test', name: 'Meera Iyer', roles: ['learner'] },
    });
    expect(first.answer.headers.getSetCookie().join()).toMatch(/lf_session=.+HttpOnly/i);
    expect(first.signedInAs).toBe('meera.iyer@example.test');

    // Google account ids outlive addresses: the same Google account under a changed address is the same person.
    const again = await signInWithGoogle(
      await issuer.token(googleClaims('google-sub-meera', 'meera@new.example.test')),
    );
    expect(again.answer.status).toBe(200);
    expect(again.answer.json).toMatchObject({
      account: 'signed_in',
      user: { email: 'meera.iyer@example.test' },
    });
    // The made-up password of a Google account signs nobody in.
    const byPassword = await createSessionClient(server.url).post('/api/auth/login', {
      email: 'meera.iyer@example.test',
      password: 'learnforge',
    });
    expect(byPassword.status).toBe(401);
  });

  it('answers the same new account to two first sign-ins of one person sent at once', async () => {
    // A double click, or two tabs restored together: both tokens are good and nobody has the account yet.
    const [one, two] = await Promise.all([
      signInWithGoogle(await issuer.token(googleClaims('google-sub-twice', 'twice@example.test'))),
      signInWithGoogle(await issuer.token(googleClaims('google-sub-twice', 'twice@example.test'))),
    ]);
    expect([one.answer.status, two.answer.status].sort()).toEqual([200, 201]);
    expect([one.answer.json.account, two.answer.json.account].sort()).toEqual(['created', 'signed_in']);
    const idOf = (json: Record<string, unknown>) => (json.user as { id: number }).id;
    expect(idOf(one.answer.json)).toBe(idOf(two.answer.json));
    expect(one.signedInAs).toBe('twice@example.test');
    expect(two.signedInAs).toBe('twice@example.test');
  });

  it('links an existing account by its verified address, keeps its password, and refuses a second Google account for it', async () => {
    const linked = await signInWithGoogle(
      await issuer.token(googleClaims('google-sub-learner', 'LEARNER@demo.test', 'Someone Else')),
    );
    expect(linked.answer.status).toBe(200);
    expect(linked.answer.json).toMatchObject({ account: 'linked', user: { email: 'learner@demo.test' } });
    expect(linked.signedInAs).toBe('learner@demo.test');
    // The account's own name is kept, not replaced by Google's.
    expect((linked.answer.json.user as { name: string }).name).not.toBe('Someone Else');
    await signedInClient(server.url, 'learner@demo.test');

    const again = await signInWithGoogle(
      await issuer.token(googleClaims('google-sub-learner', 'learner@demo.test')),
    );
    expect(again.answer.json).toMatchObject({ account: 'signed_in' });

    const other = await signInWithGoogle(
      await issuer.token(googleClaims('google-sub-intruder', 'learner@demo.test')),
    );
    expect(other.answer.status).toBe(409);
    expect(other.answer.json).toMatchObject({ error: { code: 'google_account_mismatch' } });
    expect(other.signedInAs).toBeNull();
  });

  it('keeps the key set it fetched instead of fetching it for every sign-in', () => {
    expect(issuer.jwksFetches()).toBe(1);
  });

  it.each([
    [
      'another site’s client id',
      { aud: 'someone-else.apps.googleusercontent.com' },
      {},
      'google_wrong_audience',
      /another site/,
    ],
    [
      'an expired token',
      { exp: Math.floor(Date.now() / 1000) - 600, iat: Math.floor(Date.now() / 1000) - 4200 },
      {},
      'google_token_expired',
      /expired/,
    ],
    [
      'another issuer',
      { iss: 'https://evil.example.test' },
      {},
      'google_wrong_issuer',
      /not issued by Google/,
    ],
    ['a forged signature', {}, { signWith: 'stray' as const }, 'google_bad_signature', /signature/],
    [
      'a key the provider never published',
      {},
      { kid: 'made-up-key' },
      'google_unknown_key',
      /key Google does not publish/,
    ],
    [
      'an address Google has not verified',
      { email_verified: false },
      {},
      'google_email_unverified',
      /not verified/,
    ],
  ])('refuses %s with 401 and says why, signing nobody in', async (_what, claims, options, code, message) => {
    const token = await issuer.token(
      { ...googleClaims('google-sub-refused', 'refused@example.test'), ...claims },
      options,
    );
    const { answer, signedInAs } = await signInWithGoogle(token);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ error: { code } });
    expect((answer.json.error as { message: string }).message).toMatch(message);
    expect(signedInAs).toBeNull();
  });

  it('refuses a credential that is not a token with 401, and an empty one beside the field', async () => {
    const garbage = await signInWithGoogle('not-a-jwt');
    expect(garbage.answer.status).toBe(401);
    expect(garbage.answer.json).toMatchObject({ error: { code: 'google_token_invalid' } });
    const empty = await createSessionClient(server.url).post('/api/auth/google/', { credential: '' });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ error: { fields: { credential: expect.any(String) } } });
  });

  it('slows down refused tokens from one address like wrong passwords (429 with Retry-After)', async () => {
    const forged = await issuer.token(googleClaims('google-sub-x', 'x@example.test'), { signWith: 'stray' });
    let answer = await createSessionClient(server.url).post('/api/auth/google/', { credential: forged });
    for (let attempt = 0; attempt < ADDRESS_LIMIT && answer.status === 401; attempt++)
      answer = await createSessionClient(server.url).post('/api/auth/google/', { credential: forged });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    // While blocked, even a good token waits: the check comes before the token is read.
    const good = await signInWithGoogle(
      await issuer.token(googleClaims('google-sub-meera', 'meera.iyer@example.test')),
    );
    expect(good.answer.status).toBe(429);
  });
});
