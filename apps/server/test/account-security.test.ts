import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, parseTrustProxy } from '../src/config';
import { createSessionClient, solveCaptcha, startTestServer, type TestServer } from './harness';
import { type SmtpListener, startSmtpListener } from './smtp-listener';

/**
 * Sessions, password reset, password policy and sign-in limits (issue 23), over HTTP. The server
 * trusts one proxy hop, as it would behind one reverse proxy: the last X-Forwarded-For entry is the
 * address the proxy saw, anything before it is what the client wrote.
 */
let server: TestServer;
let smtp: SmtpListener;

beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startTestServer({ smtpUrl: smtp.url, trustProxy: 1 }, { learners: 3 });
});
afterAll(async () => {
  await server?.close();
  smtp?.close();
});

/** A client behind the proxy at `address`: the proxy appends that address to whatever the client sent. */
function clientFrom(address: string, forged?: string) {
  const client = createSessionClient(server.url);
  const forwarded = forged ? `${forged}, ${address}` : address;
  return {
    ...client,
    get: (path: string) => client.get(path, { 'x-forwarded-for': forwarded }),
    post: (path: string, body?: unknown) => client.post(path, body, { 'x-forwarded-for': forwarded }),
  };
}

async function signIn(email: string, password = 'learnforge', address = '192.0.2.10') {
  const client = clientFrom(address);
  const login = await client.post('/api/auth/login', { email, password });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  return client;
}

/** Asks for a reset code and reads it from the mail that reached the SMTP listener. */
async function mailedResetCode(email: string, address = '192.0.2.20'): Promise<string> {
  const before = smtp.messages.length;
  const asked = await clientFrom(address).post('/api/auth/forgot-password/email-code/', {
    email,
    captcha: await solveCaptcha(server.url),
  });
  expect(asked.json.markup).toContain('alert-info');
  for (let wait = 0; wait < 100 && smtp.messages.length === before; wait++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const message = smtp.messages.at(-1);
  expect(message?.to).toEqual([email]);
  const code = /Your code is (\d{6})/.exec(message!.data)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

describe('password reset', () => {
  it('e-mails the code through SMTP; the reset ends every session and signs this browser in', async () => {
    const laptop = await signIn('setter2@demo.test');
    const phone = await signIn('setter2@demo.test');
    const code = await mailedResetCode('setter2@demo.test');

    const browser = clientFrom('192.0.2.21');
    const reset = await browser.post('/api/auth/reset-password', {
      email: 'setter2@demo.test',
      code,
      password: 'quiet-harbor-7141',
    });
    expect(reset.status).toBe(200);
    expect(reset.headers.getSetCookie().some((line) => line.startsWith('lf_session='))).toBe(true);
    expect((await browser.get('/api/auth/session')).json.user).toMatchObject({ email: 'setter2@demo.test' });
    expect((await laptop.get('/api/auth/session')).json.user).toBeNull();
    expect((await phone.get('/api/auth/session')).json.user).toBeNull();

    const old = await clientFrom('192.0.2.22').post('/api/auth/login', {
      email: 'setter2@demo.test',
      password: 'learnforge',
    });
    expect(old.status).toBe(401);
    await signIn('setter2@demo.test', 'quiet-harbor-7141');
  });

  it('a new code makes the older one useless, and a code works only once', async () => {
    const first = await mailedResetCode('moderator@demo.test');
    const second = await mailedResetCode('moderator@demo.test');
    const withFirst = await clientFrom('192.0.2.23').post('/api/auth/reset-password', {
      email: 'moderator@demo.test',
      code: first,
      password: 'quiet-harbor-7142',
    });
    // A coincidence of two equal random codes would make the first one the second.
    if (first !== second) expect(withFirst.status).toBe(400);
    const withSecond = await clientFrom('192.0.2.23').post('/api/auth/reset-password', {
      email: 'moderator@demo.test',
      code: second,
      password: 'quiet-harbor-7142',
    });
    expect(withSecond.status).toBe(200);
    const again = await clientFrom('192.0.2.23').post('/api/auth/reset-password', {
      email: 'moderator@demo.test',
      code: second,
      password: 'quiet-harbor-7143',
    });
    expect(again.status).toBe(400);
  });

  it('burns a code after 5 wrong tries: the right code then no longer works', async () => {
    const code = await mailedResetCode('crm@demo.test');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const browser = clientFrom('192.0.2.24');
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(
        await browser.post('/api/auth/reset-password', {
          email: 'crm@demo.test',
          code: wrong,
          password: 'quiet-harbor-7144',
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[4]!.json.error).toMatchObject({
      fields: { code: 'Too many wrong codes: this code no longer works. Ask for a new one.' },
    });
    const right = await browser.post('/api/auth/reset-password', {
      email: 'crm@demo.test',
      code,
      password: 'quiet-harbor-7144',
    });
    expect(right.status).toBe(400);
    expect(
      (
        await clientFrom('192.0.2.25').post('/api/auth/login', {
          email: 'crm@demo.test',
          password: 'learnforge',
        })
      ).status,
    ).toBe(200);
  });
});

describe('sign out of all devices', () => {
  it('ends every session of the person, the calling one included', async () => {
    const laptop = await signIn('recruiter@demo.test');
    const phone = await signIn('recruiter@demo.test');
    const other = await signIn('support@demo.test');
    const everywhere = await laptop.post('/api/auth/logout-everywhere');
    expect(everywhere.status).toBe(200);
    expect((await laptop.get('/api/auth/session')).json.user).toBeNull();
    expect((await phone.get('/api/auth/session')).json.user).toBeNull();
    expect((await other.get('/api/auth/session')).json.user).toMatchObject({ email: 'support@demo.test' });
  });

  it('needs a session', async () => {
    expect((await clientFrom('192.0.2.26').post('/api/auth/logout-everywhere')).status).toBe(401);
  });
});

describe('account security screen: other sessions and "sign out of all devices"', () => {
  it('counts the other sessions and ends them all on the server, keeping this one', async () => {
    const laptop = await signIn('student1@demo.test');
    const phone = await signIn('student1@demo.test', 'learnforge', '192.0.2.41');
    const tablet = await signIn('student1@demo.test', 'learnforge', '192.0.2.42');
    const someoneElse = await signIn('student2@demo.test');
    expect((await laptop.get('/api/auth/sessions')).json).toEqual({ others: 2 });
    const ended = await laptop.post('/api/auth/sessions/end-others');
    expect(ended.status).toBe(200);
    expect(ended.json).toEqual({ ended: 2 });
    expect((await laptop.get('/api/auth/session')).json.user).toMatchObject({ email: 'student1@demo.test' });
    expect((await phone.get('/api/auth/session')).json.user).toBeNull();
    expect((await tablet.get('/api/auth/sessions')).status).toBe(401);
    expect((await someoneElse.get('/api/auth/session')).json.user).toMatchObject({
      email: 'student2@demo.test',
    });
    expect((await laptop.get('/api/auth/sessions')).json).toEqual({ others: 0 });
  });

  it('needs a session', async () => {
    const visitor = clientFrom('192.0.2.43');
    expect((await visitor.get('/api/auth/sessions')).status).toBe(401);
    expect((await visitor.post('/api/auth/sessions/end-others')).status).toBe(401);
  });
});

describe('change password', () => {
  it('asks for the current password, ends every other session, keeps this browser signed in and mails a notice', async () => {
    const laptop = await signIn('student3@demo.test');
    const phone = await signIn('student3@demo.test', 'learnforge', '192.0.2.44');
    const mailsBefore = smtp.messages.length;
    const wrong = await laptop.post('/api/auth/change-password', {
      current_password: 'not-my-password',
      new_password: 'amber-tundra-5512',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatchObject({ fields: { current_password: expect.any(String) } });
    const weak = await laptop.post('/api/auth/change-password', {
      current_password: 'learnforge',
      new_password: 'password123',
    });
    expect(weak.status).toBe(400);
    expect(weak.json.error).toMatchObject({ fields: { new_password: expect.stringContaining('common') } });
    // Nothing changed yet: both devices are still signed in.
    expect((await phone.get('/api/auth/session')).json.user).toMatchObject({ email: 'student3@demo.test' });

    const changed = await laptop.post('/api/auth/change-password', {
      current_password: 'learnforge',
      new_password: 'amber-tundra-5512',
    });
    expect(changed.status).toBe(200);
    expect((await laptop.get('/api/auth/session')).json.user).toMatchObject({ email: 'student3@demo.test' });
    expect((await phone.get('/api/auth/session')).json.user).toBeNull();
    const oldPassword = await clientFrom('192.0.2.45').post('/api/auth/login', {
      email: 'student3@demo.test',
      password: 'learnforge',
    });
    expect(oldPassword.status).toBe(401);
    await signIn('student3@demo.test', 'amber-tundra-5512', '192.0.2.46');
    for (let wait = 0; wait < 100 && smtp.messages.length === mailsBefore; wait++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const notice = smtp.messages
      .slice(mailsBefore)
      .find((message) => message.to.includes('student3@demo.test'));
    expect(notice?.data).toContain('password of your Learnforge account was just changed');
  });

  it('counts wrong current passwords like failed sign-ins: past the allowance, 429 even for the right one', async () => {
    const thief = await signIn('student2@demo.test', 'learnforge', '192.0.2.47');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push(
        (
          await thief.post('/api/auth/change-password', {
            current_password: `guess-${attempt}`,
            new_password: 'amber-tundra-5512',
          })
        ).status,
      );
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    const right = await thief.post('/api/auth/change-password', {
      current_password: 'learnforge',
      new_password: 'amber-tundra-5512',
    });
    expect(right.status).toBe(429);
  });
});

describe('password policy on sign-up and reset', () => {
  it.each([
    ['short1!', 'Use at least 8 characters.'],
    ['password123', 'This password is one of the most common ones; choose one that is harder to guess.'],
    ['Sunshine1', 'This password is one of the most common ones; choose one that is harder to guess.'],
    ['MyLearnforge!', 'Do not use the name Learnforge in your password.'],
    ['meera.k@example.test', 'Do not use your e-mail address as your password.'],
  ])('sign-up refuses %s and says why beside the password', async (password, message) => {
    const signup = await clientFrom('192.0.2.30').post('/api/auth/signup', {
      email: 'meera.k@example.test',
      password,
      name: 'Meera K',
      captcha: await solveCaptcha(server.url),
    });
    expect(signup.status).toBe(400);
    expect(signup.json.error).toMatchObject({ fields: { password: message } });
  });

  it('reset refuses a common password before the code is spent', async () => {
    const code = await mailedResetCode('course.admin@demo.test');
    const browser = clientFrom('192.0.2.31');
    const common = await browser.post('/api/auth/reset-password', {
      email: 'course.admin@demo.test',
      code,
      password: 'iloveyou1',
    });
    expect(common.status).toBe(400);
    expect(common.json.error).toMatchObject({
      fields: {
        password: 'This password is one of the most common ones; choose one that is harder to guess.',
      },
    });
    const good = await browser.post('/api/auth/reset-password', {
      email: 'course.admin@demo.test',
      code,
      password: 'quiet-harbor-7145',
    });
    expect(good.status).toBe(200);
  });
});

describe('sign-in limits', () => {
  it('one wrong password on 40 accounts from one address meets 429s (password spraying)', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) {
      const attempt = await clientFrom('198.51.100.7').post('/api/auth/login', {
        email: `sprayed${n}@demo.test`,
        password: 'Winter2026!',
      });
      statuses.push(attempt.status);
    }
    expect(statuses.slice(0, 29).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    // Another address is not affected.
    expect(
      (await clientFrom('198.51.100.8').post('/api/auth/login', { email: 'a@demo.test', password: 'x' }))
        .status,
    ).toBe(401);
  });

  it('a forged X-Forwarded-For does not give the sprayer a fresh address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) {
      const attempt = await clientFrom('198.51.100.9', `10.0.${n}.1`).post('/api/auth/login', {
        email: `forged${n}@demo.test`,
        password: 'Winter2026!',
      });
      statuses.push(attempt.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits one account whatever address the guesses come from, with a delay that grows', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const attempt = await clientFrom(`203.0.113.${n + 1}`).post('/api/auth/login', {
        email: 'company.admin@demo.test',
        password: `guess-${n}`,
      });
      statuses.push(attempt.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await clientFrom('203.0.113.50').post('/api/auth/login', {
      email: 'company.admin@demo.test',
      password: 'learnforge',
    });
    expect(blocked.status).toBe(429);
    const firstWait = Number(blocked.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThan(20);
    expect(firstWait).toBeLessThanOrEqual(30);

    // The delay has passed (moved back in the store rather than waited out); one more wrong guess waits twice as long.
    await server.database.db.execute(
      sql`update auth_throttle set blocked_until = now() - interval '1 second' where key = 'login:account:company.admin@demo.test'`,
    );
    expect(
      (
        await clientFrom('203.0.113.51').post('/api/auth/login', {
          email: 'company.admin@demo.test',
          password: 'nope',
        })
      ).status,
    ).toBe(401);
    const longer = await clientFrom('203.0.113.52').post('/api/auth/login', {
      email: 'company.admin@demo.test',
      password: 'learnforge',
    });
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(firstWait);

    // After the wait, the right password works: a delay, never a lock-out.
    await server.database.db.execute(
      sql`update auth_throttle set blocked_until = now() - interval '1 second' where key = 'login:account:company.admin@demo.test'`,
    );
    expect(
      (
        await clientFrom('203.0.113.53').post('/api/auth/login', {
          email: 'company.admin@demo.test',
          password: 'learnforge',
        })
      ).status,
    ).toBe(200);
  });

  it('holds across server instances sharing the database', async () => {
    const config = loadConfig(process.env, {
      dataDir: 'memory',
      captchaSecret: 'test-secret',
      trustProxy: 1,
    });
    const second: FastifyInstance = await buildApp({ config, database: server.database });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = second.server.address();
      const secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      for (let n = 0; n < 5; n++)
        await clientFrom('203.0.113.60').post('/api/auth/login', {
          email: 'institute.admin@demo.test',
          password: `x${n}`,
        });
      const elsewhere = await createSessionClient(secondUrl).post(
        '/api/auth/login',
        { email: 'institute.admin@demo.test', password: 'learnforge' },
        { 'x-forwarded-for': '203.0.113.61' },
      );
      expect(elsewhere.status).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, never "trust every hop"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => parseTrustProxy('true')).toThrow(/not trust every hop/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/not an address/);
  });
});
