import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems } from '../src/db/schema';
import { issueWriteToken, WRITE_TOKEN_SECONDS } from '../src/problems/code-drafts';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

const api = '/api/latest';
const SLUG = 'sum-of-two-numbers';

let server: TestServer;
let problemId: number;
beforeAll(async () => {
  server = await startTestServer({}, { learners: 3 });
  const [row] = await server.database.db
    .select({ id: problems.id })
    .from(problems)
    .where(eq(problems.slug, SLUG));
  problemId = row!.id;
}, 180_000);
afterAll(() => server.close());

type Client = Awaited<ReturnType<typeof signedInClient>>;

/** What the problem page reads: its draft entity and the drafts the server keeps. */
async function problemPage(client: Client) {
  const page = await client.get(`${api}/problems/${SLUG}/`);
  expect(page.status).toBe(200);
  return page.json.metaData as {
    userEntityId: string | null;
    drafts: Record<string, { code: string; saved_at: string }>;
  };
}

async function writeToken(client: Client, entityId: string) {
  return client.get(`${api}/${entityId}/writetoken/`);
}

/** The page's beacon: text/plain JSON, no JSON content type, as navigator.sendBeacon sends a string. */
function beacon(client: Client, entityId: string, body: unknown) {
  return client.request(
    'POST',
    `${api}/problems/drafts/${entityId}/`,
    undefined,
    { 'content-type': 'text/plain;charset=UTF-8' },
    JSON.stringify(body),
  );
}

const sessionOf = (client: Client) => client.cookies.get('lf_session') ?? '';

describe('code drafts saved by the page’s beacon with a write token (ADR 0096)', () => {
  it('keeps a learner’s code on the server, so another device opens it', async () => {
    const laptop = await signedInClient(server.url, 'student1@demo.test');
    const { userEntityId, drafts } = await problemPage(laptop);
    expect(userEntityId).toMatch(/^code-\d+-\d+$/);
    expect(drafts).toEqual({});

    const issued = await writeToken(laptop, userEntityId!);
    expect(issued.status).toBe(200);
    expect(issued.headers.get('cache-control')).toBe('no-store');
    const expiresIn = Date.parse(issued.json.expires_at as string) - Date.now();
    expect(expiresIn).toBeGreaterThan((WRITE_TOKEN_SECONDS - 60) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(WRITE_TOKEN_SECONDS * 1000);

    const code = 'a, b = map(int, input().split())\nprint(a + b)\n';
    const saved = await beacon(laptop, userEntityId!, {
      token: issued.json.token,
      language: 'python3',
      code,
    });
    expect(saved.status).toBe(200);

    // The same learner on a phone: another session, the same draft.
    const phone = await signedInClient(server.url, 'student1@demo.test');
    const onPhone = await problemPage(phone);
    expect(onPhone.userEntityId).toBe(userEntityId);
    expect(onPhone.drafts.python3).toEqual({ code, saved_at: saved.json.saved_at });

    // A later save of the same language replaces it; the token is good for every save until it expires.
    const again = await beacon(laptop, userEntityId!, {
      token: issued.json.token,
      language: 'python3',
      code: `${code}# checked\n`,
    });
    expect(again.status).toBe(200);
    expect((await problemPage(phone)).drafts.python3?.code).toBe(`${code}# checked\n`);

    // Nobody else sees it: another learner's page has their own entity and no drafts.
    const other = await problemPage(await signedInClient(server.url, 'student2@demo.test'));
    expect(other.userEntityId).not.toBe(userEntityId);
    expect(other.drafts).toEqual({});
  });

  it('gives a visitor no draft entity, and no token without a session', async () => {
    const visitor = createSessionClient(server.url);
    const page = await visitor.get(`${api}/problems/${SLUG}/`);
    expect(page.json.metaData).toMatchObject({ userEntityId: null, drafts: {} });
    expect((await visitor.get(`${api}/code-${problemId}-1/writetoken/`)).status).toBe(401);
  });

  it('refuses a token for someone else’s draft, and a save into it', async () => {
    const owner = await signedInClient(server.url, 'student1@demo.test');
    const intruder = await signedInClient(server.url, 'student2@demo.test');
    const ownersEntity = (await problemPage(owner)).userEntityId!;

    const refused = await writeToken(intruder, ownersEntity);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error: { code: 'forbidden', message: /someone else/ } });

    // Even with a good token of their own, the intruder cannot aim it at the owner's draft.
    const intrudersEntity = (await problemPage(intruder)).userEntityId!;
    const own = await writeToken(intruder, intrudersEntity);
    const before = (await problemPage(owner)).drafts;
    const save = await beacon(intruder, ownersEntity, { token: own.json.token, language: 'cpp', code: 'x' });
    expect(save.status).toBe(403);
    expect((await problemPage(owner)).drafts).toEqual(before);

    // Not a draft at all, or a problem that does not exist: 404.
    expect((await writeToken(owner, 'notes-1')).status).toBe(404);
    const me = ownersEntity.split('-')[2];
    expect((await writeToken(owner, `code-999999-${me}`)).status).toBe(404);
  });

  it('refuses a token replayed by another person, or after signing out, or in another session', async () => {
    const learner = await signedInClient(server.url, 'student3@demo.test');
    const entity = (await problemPage(learner)).userEntityId!;
    const { token } = (await writeToken(learner, entity)).json as { token: string };

    // The same learner signed in elsewhere: the token belongs to the session that asked for it.
    const elsewhere = await signedInClient(server.url, 'student3@demo.test');
    const replayed = await beacon(elsewhere, entity, { token, language: 'java', code: 'class Main {}' });
    expect(replayed.status).toBe(403);
    expect(replayed.json).toMatchObject({ error: { code: 'write_token_invalid' } });

    // Someone else signed in on this browser after the learner left: the token and the path are the
    // learner's, the session is not; refused as someone else's draft before the token is even read.
    const nextPerson = await signedInClient(server.url, 'student1@demo.test');
    const crossUser = await beacon(nextPerson, entity, { token, language: 'java', code: 'class Main {}' });
    expect(crossUser.status).toBe(403);

    // A tampered token (another expiry with the old signature) is refused.
    const [, signature] = token.split('.');
    const stretched = `${Math.floor(Date.now() / 1000) + 10 * WRITE_TOKEN_SECONDS}.${signature}`;
    const tampered = await beacon(learner, entity, { token: stretched, language: 'java', code: 'x' });
    expect(tampered.json).toMatchObject({ error: { code: 'write_token_invalid' } });

    await learner.post('/api/auth/logout');
    expect((await beacon(learner, entity, { token, language: 'java', code: 'x' })).status).toBe(401);
    expect((await problemPage(elsewhere)).drafts.java).toBeUndefined();
  });

  it('refuses an expired token, signed as the server signs them, saying the page must be reloaded', async () => {
    const learner = await signedInClient(server.url, 'student2@demo.test');
    const entity = (await problemPage(learner)).userEntityId!;
    const me = Number(entity.split('-')[2]);
    const anHourAndMoreAgo = Date.now() - (WRITE_TOKEN_SECONDS + 5) * 1000;
    const { token } = issueWriteToken(sessionOf(learner), me, entity, anHourAndMoreAgo);
    const late = await beacon(learner, entity, { token, language: 'cpp', code: 'int main() {}' });
    expect(late.status).toBe(403);
    expect(late.json).toMatchObject({ error: { code: 'write_token_expired', message: /Reload the page/ } });
    // The same signature a minute before its expiry is accepted: only the expiry refused it.
    const fresh = issueWriteToken(
      sessionOf(learner),
      me,
      entity,
      Date.now() - (WRITE_TOKEN_SECONDS - 60) * 1000,
    );
    const inTime = await beacon(learner, entity, {
      token: fresh.token,
      language: 'cpp',
      code: 'int main() {}',
    });
    expect(inTime.status).toBe(200);
  });

  it('says beside the field what is wrong with a save it cannot read', async () => {
    const learner = await signedInClient(server.url, 'student1@demo.test');
    const entity = (await problemPage(learner)).userEntityId!;
    const { token } = (await writeToken(learner, entity)).json as { token: string };
    const tooLong = await beacon(learner, entity, { token, language: 'python3', code: 'x'.repeat(100_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ error: { fields: { code: expect.any(String) } } });
    const unknown = await beacon(learner, entity, { token, language: 'cobol', code: 'x' });
    expect(unknown.json).toMatchObject({ error: { fields: { language: expect.any(String) } } });
    const garbled = await learner.request(
      'POST',
      `${api}/problems/drafts/${entity}/`,
      undefined,
      { 'content-type': 'text/plain' },
      '{not json',
    );
    expect(garbled.status).toBe(400);
  });
});
