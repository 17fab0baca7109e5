#!/usr/bin/env node
// `npm start`: build whatever app is missing or stale (turbo caches the rest), then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}/node_modules/.bin/turbo`)) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };
// Without a mail server, print mail (sign-up and reset codes) to this terminal so a local try-out can sign up.
if (!env.SMTP_URL && env.MAIL_TO_LOG === undefined) env.MAIL_TO_LOG = '1';
// Demo mode: without Razorpay keys, payments go to the built-in sandbox gateway, labelled "Test payments"
// (a deployment that names no gateway takes no paid orders at all; ADR 0057).
if (!env.PAYMENT_GATEWAY && !env.RAZORPAY_KEY_ID) env.PAYMENT_GATEWAY = 'sandbox';
const build = spawnSync(
  'npx',
  [
    'turbo',
    'run',
    'build',
    '--filter=@learnforge/learner',
    '--filter=@learnforge/org-dashboard',
    '--filter=@learnforge/admin',
    '--output-logs=errors-only',
  ],
  { cwd: root, stdio: 'inherit', env },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
