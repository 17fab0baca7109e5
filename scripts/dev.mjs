#!/usr/bin/env node
// `npm run dev`: the API server plus the three Vite dev servers (hot reload), which proxy /api to it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// As `npm start`: without Razorpay keys, the sandbox gateway takes test payments (ADR 0057).
const env = { ...process.env };
if (!env.PAYMENT_GATEWAY && !env.RAZORPAY_KEY_ID) env.PAYMENT_GATEWAY = 'sandbox';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  ...['learner', 'org-dashboard', 'admin'].map((app) =>
    spawn('npx', ['vite'], { cwd: `${root}/apps/${app}`, stdio: 'inherit' }),
  ),
];
console.log('Dev servers: learner http://localhost:5173, org dashboard :5174, admin :5175 (API on :8080)');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
