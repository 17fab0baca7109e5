import { afterEach, describe, expect, it } from 'vitest';
import { createSessionClient, solveCaptcha, startTestServer, type TestServer } from './harness';

/**
 * `npm start` on a machine with no mail server sets MAIL_TO_LOG, so the person trying the platform reads
 * the sign-up code in the terminal; without it the code only waits in the outbox.
 */
interface LogLine {
  msg: string;
  to?: string;
}

let server: TestServer | undefined;
afterEach(() => server?.close());

async function signUpLogging(mailToLog: boolean) {
  const lines: LogLine[] = [];
  server = await startTestServer(
    { smtpUrl: undefined, mailToLog },
    { logger: { level: 'info', stream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } } },
  );
  const client = createSessionClient(server.url);
  const answer = await client.post('/api/auth/signup', {
    email: 'meera.iyer@example.test',
    password: 'quiet-harbor-7145',
    name: 'Meera Iyer',
    captcha: await solveCaptcha(server.url),
  });
  expect(answer.status).toBe(202);
  return () => lines.filter((line) => line.to === 'meera.iyer@example.test');
}

describe('mail without a mail server', () => {
  it('prints the sign-up code to the log when MAIL_TO_LOG is on', async () => {
    const mailLines = await signUpLogging(true);
    await expect.poll(() => mailLines().length).toBe(1);
    expect(mailLines()[0]?.msg).toMatch(/SMTP_URL is unset[\s\S]*confirmation code is \d{6}/);
  });

  it('prints nothing when it is off', async () => {
    const mailLines = await signUpLogging(false);
    // The sign-up has answered and its delivery attempt runs right after; give it the same moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailLines()).toEqual([]);
  });
});
