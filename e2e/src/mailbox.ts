import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startSmtpListener } from '../../apps/server/test/smtp-listener';

/**
 * The e2e suite's mail catcher: a real SMTP listener on 127.0.0.1 that the servers deliver to
 * (`SMTP_URL`), writing each message to a folder, since the test files run in other processes than
 * the global setup that owns the listener.
 */
export async function startMailbox() {
  const dir = mkdtempSync(join(tmpdir(), 'lf-e2e-mail-'));
  let count = 0;
  const listener = await startSmtpListener(({ to, data }) => {
    count += 1;
    writeFileSync(join(dir, `${String(count).padStart(6, '0')}.json`), JSON.stringify({ to, data }));
  });
  return { smtpUrl: listener.url, dir, close: listener.close };
}

/** Where the shared mail catcher listens and writes (global-setup.ts). */
export function sharedMailbox() {
  return { smtpUrl: inject('e2eSmtpUrl'), dir: inject('e2eMailDir') };
}

/** Messages caught so far: pass it to `nextMailTo` before the action that sends one. */
export function mailCount(): number {
  return readdirSync(sharedMailbox().dir).length;
}

/** The text of the first mail to `address` after the first `since` messages (waits up to 20 s). */
export async function nextMailTo(address: string, since: number): Promise<string> {
  const { dir } = sharedMailbox();
  for (let wait = 0; wait < 200; wait++) {
    for (const file of readdirSync(dir).sort().slice(since)) {
      const message = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string[]; data: string };
      // Quoted-printable soft breaks and escapes undone, as a mail reader shows the text.
      if (message.to.includes(address))
        return message.data
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
    await new Promise((pause) => setTimeout(pause, 100));
  }
  throw new Error(`no mail reached ${address}`);
}
