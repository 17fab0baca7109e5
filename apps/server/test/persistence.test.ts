import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSessionClient, solveCaptcha, startTestServer } from './harness';
import { startSmtpListener } from './smtp-listener';

describe('restart', () => {
  it('keeps a signed-up user and their session across a server restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lf-data-'));
    const smtp = await startSmtpListener();
    const first = await startTestServer({ dataDir, smtpUrl: smtp.url });
    const client = createSessionClient(first.url);
    const signup = await client.post('/api/auth/signup', {
      email: 'persisted@demo.test',
      password: 'still here',
      name: 'Persisted Person',
      captcha: await solveCaptcha(first.url),
    });
    expect(signup.status).toBe(202);
    const mail = await smtp.nextTo('persisted@demo.test', 0);
    const code = /confirmation code is (\d{6})/.exec(mail.data)?.[1];
    const confirmed = await client.post('/api/auth/signup/confirm', { email: 'persisted@demo.test', code });
    expect(confirmed.status).toBe(201);
    await first.close();
    smtp.close();

    const second = await startTestServer({ dataDir }, { fresh: false });
    try {
      const login = await createSessionClient(second.url).post('/api/auth/login', {
        email: 'persisted@demo.test',
        password: 'still here',
      });
      expect(login.status).toBe(200);
      const url = new URL(second.url);
      const sameCookies = createSessionClient(`${url.origin}`);
      for (const [name, value] of client.cookies) sameCookies.cookies.set(name, value);
      expect((await sameCookies.get('/api/auth/session')).json.user).toMatchObject({
        name: 'Persisted Person',
      });
    } finally {
      await second.close();
    }
  });
});
