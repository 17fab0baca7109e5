import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

/**
 * Sessions kept in memory (ADR 0112). A minute here, not production's second: whatever a test sees change, it saw
 * because something dropped the kept session, not because it aged out.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionKeptMs: 60_000 }, { learners: 4 });
});
afterAll(async () => {
  await server.close();
});

/** The raw session cookie a client holds, to present it again after the client has let it go. */
function cookieOf(client: ReturnType<typeof createSessionClient>): string {
  const cookie = client.cookies.get('lf_session');
  expect(cookie).toBeDefined();
  return `lf_session=${cookie}`;
}

async function sessionUserWith(cookie: string) {
  const response = await fetch(`${server.url}/api/auth/session`, { headers: { cookie } });
  return ((await response.json()) as { user: { email: string; name: string } | null }).user;
}

describe('a signed-in session kept in memory', () => {
  it('is read from the database once for many calls', async () => {
    const learner = await signedInClient(server.url, 'student1@demo.test');
    await learner.get('/api/auth/session');
    const before = server.database.queries.count;
    for (let call = 0; call < 10; call++)
      expect((await learner.get('/api/auth/session')).json.user).toMatchObject({
        email: 'student1@demo.test',
      });
    expect(server.database.queries.count - before).toBe(0);
  });

  it('ends at once when its owner signs out, though another browser still presents the cookie', async () => {
    const learner = await signedInClient(server.url, 'student2@demo.test');
    const cookie = cookieOf(learner);
    expect(await sessionUserWith(cookie)).toMatchObject({ email: 'student2@demo.test' });
    expect((await learner.post('/api/auth/logout')).status).toBe(200);
    expect(await sessionUserWith(cookie)).toBeNull();
    const refused = await fetch(`${server.url}/api/auth/sessions`, { headers: { cookie } });
    expect(refused.status).toBe(401);
  });

  it("ends at once on the other devices when the owner signs them out, and keeps the owner's", async () => {
    const laptop = await signedInClient(server.url, 'student3@demo.test');
    const phone = await signedInClient(server.url, 'student3@demo.test');
    const phoneCookie = cookieOf(phone);
    expect(await sessionUserWith(phoneCookie)).toMatchObject({ email: 'student3@demo.test' });
    expect((await laptop.post('/api/auth/sessions/end-others')).json).toEqual({ ended: 1 });
    expect(await sessionUserWith(phoneCookie)).toBeNull();
    expect((await laptop.get('/api/auth/session')).json.user).toMatchObject({ email: 'student3@demo.test' });
  });

  it('shows a change the owner saves at once', async () => {
    const learner = await signedInClient(server.url, 'student4@demo.test');
    expect((await learner.get('/api/auth/session')).json.user).not.toMatchObject({ name: 'Kept Renamed' });
    expect((await learner.post('/api/user/profile/', { name: 'Kept Renamed' })).status).toBe(200);
    expect((await learner.get('/api/auth/session')).json.user).toMatchObject({ name: 'Kept Renamed' });
  });
});
