import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionClient, solveCaptcha, startTestServer, type TestServer } from './harness';
import { type SmtpListener, startSmtpListener } from './smtp-listener';

/**
 * Sign-up never tells whether an address has an account (issue 23, ADR 0033): the answer is the same,
 * the account is created by the code mailed to the address, and the owner of a taken address gets a
 * mail instead of the visitor getting an error.
 */
let server: TestServer;
let smtp: SmtpListener;

beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startTestServer(
    { smtpUrl: smtp.url, publicUrl: 'https://learn.example.test' },
    { learners: 3 },
  );
});
afterAll(async () => {
  await server?.close();
  smtp?.close();
});

/** The text of a mail as the reader sees it (quoted-printable soft breaks and escapes undone). */
const readable = (data: string) =>
  data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function signUp(email: string, password = 'quiet-harbor-7145', headers: Record<string, string> = {}) {
  const since = smtp.messages.length;
  const client = createSessionClient(server.url);
  const answer = await client.post(
    '/api/auth/signup',
    { email, password, name: 'Ravi Menon', captcha: await solveCaptcha(server.url) },
    headers,
  );
  return {
    client,
    answer,
    mail: () => smtp.nextTo(email.toLowerCase(), since).then((m) => readable(m.data)),
  };
}

const codeIn = (mail: string) => /confirmation code is (\d{6})/.exec(mail)?.[1] ?? '';

describe('sign-up through a mailed code', () => {
  it('answers a taken address exactly as a free one, and mails its owner instead', async () => {
    const free = await signUp('ravi.menon@example.test');
    const taken = await signUp('learner@demo.test');
    expect(free.answer.status).toBe(202);
    expect(taken.answer.status).toBe(202);
    expect(Object.keys(free.answer.json)).toEqual(Object.keys(taken.answer.json));
    expect(taken.answer.json).toEqual({ confirmationSentTo: 'learner@demo.test' });
    // Neither answer signed anyone in.
    expect((await free.client.get('/api/auth/session')).json).toEqual({ user: null });
    expect((await taken.client.get('/api/auth/session')).json).toEqual({ user: null });

    const ownerMail = await taken.mail();
    expect(ownerMail).toContain('You already have a Learnforge account');
    expect(ownerMail).toContain('https://learn.example.test/login?view=forgot&email=learner%40demo.test');
    expect(codeIn(ownerMail)).toBe('');
    // The owner's password is unchanged; the password typed in the sign-up form does not work.
    const owner = createSessionClient(server.url);
    expect(
      (await owner.post('/api/auth/login', { email: 'learner@demo.test', password: 'quiet-harbor-7145' }))
        .status,
    ).toBe(401);
    expect(
      (await owner.post('/api/auth/login', { email: 'learner@demo.test', password: 'learnforge' })).status,
    ).toBe(200);

    const newcomerMail = await free.mail();
    expect(newcomerMail).toContain('Confirm your Learnforge account');
    expect(newcomerMail).toMatch(
      /https:\/\/learn\.example\.test\/signup\?email=ravi\.menon%40example\.test&code=\d{6}/,
    );
  });

  it('creates the account only when the mailed code comes back, and signs that browser in', async () => {
    const { client, mail } = await signUp('Lena.Fischer@Example.test');
    const code = codeIn(await mail());
    const early = await createSessionClient(server.url).post('/api/auth/login', {
      email: 'lena.fischer@example.test',
      password: 'quiet-harbor-7145',
    });
    expect(early.status).toBe(401);

    const confirmed = await client.post('/api/auth/signup/confirm', {
      email: 'lena.fischer@example.test',
      code,
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.json.user).toMatchObject({
      email: 'lena.fischer@example.test',
      name: 'Ravi Menon',
      roles: ['learner'],
    });
    expect((await client.get('/api/auth/session')).json.user).toMatchObject({ handle: 'lenafischer' });
    const later = await createSessionClient(server.url).post('/api/auth/login', {
      email: 'lena.fischer@example.test',
      password: 'quiet-harbor-7145',
    });
    expect(later.status).toBe(200);

    // The code worked once; signing up again for the address now mails the owner, and still answers 202.
    const again = await client.post('/api/auth/signup/confirm', { email: 'lena.fischer@example.test', code });
    expect(again.status).toBe(400);
    expect(again.json.error).toMatchObject({ fields: { code: 'The code is wrong or has expired.' } });
    const repeat = await signUp('lena.fischer@example.test');
    expect(repeat.answer.status).toBe(202);
    expect(await repeat.mail()).toContain('You already have a Learnforge account');
  });

  it('a newer sign-up replaces the older code, and a code burns after 5 wrong tries', async () => {
    const first = codeIn(await (await signUp('omar.haddad@example.test')).mail());
    const second = codeIn(await (await signUp('omar.haddad@example.test')).mail());
    const browser = createSessionClient(server.url);
    const wrong = String((Number(second) + 1) % 1_000_000).padStart(6, '0');
    // The older code is one wrong try against the newer (unless two random codes happened to be equal).
    const tries = [first === second ? wrong : first, wrong, wrong, wrong, wrong];
    const answers: number[] = [];
    let last: Record<string, unknown> = {};
    for (const code of tries) {
      const tried = await browser.post('/api/auth/signup/confirm', {
        email: 'omar.haddad@example.test',
        code,
      });
      answers.push(tried.status);
      last = tried.json;
    }
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    expect(last.error).toMatchObject({
      fields: { code: 'Too many wrong codes: this code no longer works. Ask for a new one.' },
    });
    const burnt = await browser.post('/api/auth/signup/confirm', {
      email: 'omar.haddad@example.test',
      code: second,
    });
    expect(burnt.status).toBe(400);
    expect((await browser.get('/api/auth/session')).json).toEqual({ user: null });
  });

  it('puts the configured address in mail links, never the Host the request named', async () => {
    const forged = await signUp('host.header@example.test', 'quiet-harbor-7145', {
      'x-forwarded-host': 'evil.test',
    });
    const mail = await forged.mail();
    expect(mail).toContain('https://learn.example.test/signup?');
    expect(mail).not.toContain('evil.test');
  });

  it('limits the mails one address can cause to 5 in 15 minutes (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 7; attempt++) {
      const { answer } = await signUp('flooded@example.test');
      statuses.push(answer.status);
      retryAfter ??= answer.headers.get('retry-after');
    }
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
