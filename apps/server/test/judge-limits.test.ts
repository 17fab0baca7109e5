import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createSessionClient, startTestServer, type TestServer } from './harness';

/**
 * Judge run and submit limits live in the database (issue 23, ADR 0033): two server instances on one
 * database share a learner's allowance and an address's. The server trusts one proxy hop, so the last
 * X-Forwarded-For entry is the client's address. A bad body counts like a good one, so these calls
 * never need the judge.
 */
const limits = { judgeRateLimit: 4, judgeAddressLimit: 6, trustProxy: 1 } as const;
let first: TestServer;
let second: FastifyInstance;
let secondUrl: string;

beforeAll(async () => {
  first = await startTestServer(limits, { learners: 12 });
  const config = loadConfig(process.env, { dataDir: 'memory', captchaSecret: 'test-secret', ...limits });
  second = await buildApp({ config, database: first.database });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const address = second.server.address();
  secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** A learner signed in from `address`, who can call either instance with the same session. */
async function learnerAt(email: string, address: string) {
  const client = createSessionClient(first.url);
  const login = await client.post(
    '/api/auth/login',
    { email, password: 'learnforge' },
    { 'x-forwarded-for': address },
  );
  expect(login.status).toBe(200);
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return async (instance: 'first' | 'second', kind: 'compile' | 'submit') => {
    const base = instance === 'first' ? first.url : secondUrl;
    const path =
      kind === 'compile'
        ? '/api/latest/problems/sum-of-two-numbers/compile-run/compile/'
        : '/api/latest/problems/sum-of-two-numbers/submit/compile/';
    const response = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': address, origin: base },
      body: JSON.stringify({ language: 'cobol', code: '' }),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  };
}

describe('judge limits shared by every instance', () => {
  it('one learner gets 4 runs a minute in all, whichever instance answers, then 429 with Retry-After', async () => {
    const call = await learnerAt('student1@demo.test', '198.51.100.1');
    const statuses = [
      (await call('first', 'compile')).status,
      (await call('second', 'compile')).status,
      (await call('first', 'compile')).status,
      (await call('second', 'compile')).status,
    ];
    expect(statuses).toEqual([400, 400, 400, 400]);
    const refused = await call('second', 'compile');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect((await call('first', 'compile')).status).toBe(429);
    // Submissions have their own allowance, half of the runs'.
    expect([(await call('second', 'submit')).status, (await call('first', 'submit')).status]).toEqual([
      400, 400,
    ]);
    expect((await call('second', 'submit')).status).toBe(429);
  });

  it('many learners behind one address share its allowance; the same learner elsewhere is not refused', async () => {
    const address = '198.51.100.2';
    const callers = await Promise.all(
      ['student2@demo.test', 'student3@demo.test', 'student4@demo.test'].map((email) =>
        learnerAt(email, address),
      ),
    );
    const statuses: number[] = [];
    for (const call of callers) {
      statuses.push((await call('first', 'compile')).status, (await call('second', 'compile')).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    const fourth = await learnerAt('student5@demo.test', address);
    const refused = await fourth('second', 'compile');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).not.toBeNull();
    const elsewhere = await learnerAt('student5@demo.test', '198.51.100.3');
    expect((await elsewhere('first', 'compile')).status).toBe(400);
  });
});
