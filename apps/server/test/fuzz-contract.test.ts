import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileRequest, implementedEntries } from './fuzz/hostile-arbitraries';
import { createSessionClient, startTestServer, type TestServer } from './harness';

/**
 * Property: whatever hostile input reaches any implemented contract entry, as anyone, the server
 * answers below 500, every 4xx is the project's JSON error shape, and it stays healthy.
 * Fixed seed and a bounded number of cases per entry here; `npm run bench:fuzz` runs many more.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS_PER_ENTRY = Number(process.env.FUZZ_RUNS ?? 6);

type Client = ReturnType<typeof createSessionClient>;
let server: TestServer;
const identities: Record<string, Client> = {};
let casesRun = 0;
const serverErrors: string[] = [];

// Calls that end the caller's own session would sign the fuzzing identity out for the rest of the run.
const ENDS_OWN_SESSION = new Set(['x-auth-logout', 'x-auth-logout-everywhere']);

beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: 1000, loginAddressLimit: 10_000 });
  identities.anonymous = createSessionClient(server.url);
  for (const [name, email] of [
    ['learner', 'learner@demo.test'],
    ['instituteAdmin', 'institute.admin@demo.test'],
    ['superAdmin', 'admin@demo.test'],
  ] as const) {
    const client = createSessionClient(server.url);
    const login = await client.post('/api/auth/login', { email, password: 'learnforge' });
    if (login.status !== 200) throw new Error(`${email} could not sign in: ${login.status}`);
    identities[name] = client;
  }
});
afterAll(async () => {
  console.log(`contract fuzz: ${casesRun} cases, ${serverErrors.length} answered 5xx`);
  await server?.close();
});

const entries = implementedEntries();

describe('no 5xx on hostile input to any implemented contract entry', () => {
  it.each(entries.map((entry) => [entry.id, entry] as const))('%s', async (_id, entry) => {
    const names = Object.keys(identities).filter(
      (name) => name === 'anonymous' || !ENDS_OWN_SESSION.has(entry.id),
    );
    await fc.assert(
      fc.asyncProperty(hostileRequest(entry), fc.constantFrom(...names), async (request, identity) => {
        casesRun += 1;
        const client = identities[identity]!;
        const response = await client.request(
          request.method,
          request.path,
          undefined,
          request.headers,
          request.body,
        );
        // The one deliberate 5xx: AI helpers say 503 while no AI endpoint is configured (README).
        if (response.status === 503 && (response.json?.error as { code?: string })?.code === 'ai_unavailable')
          return;
        if (response.status >= 500) serverErrors.push(`${entry.id} ${response.status} ${request.path}`);
        expect(
          response.status,
          `${identity} ${request.method} ${request.path}: ${response.text.slice(0, 300)}`,
        ).toBeLessThan(500);
        if (response.status >= 400) {
          expect(response.json, response.text.slice(0, 300)).toMatchObject({
            error: { code: expect.any(String), message: expect.any(String) },
          });
        }
      }),
      { seed: SEED, numRuns: RUNS_PER_ENTRY, endOnFailure: true },
    );
  });

  it('the server is still healthy afterwards', async () => {
    const health = await fetch(`${server.url}/api/latest/health/`);
    expect(health.status).toBe(200);
    const learner = await identities.learner!.get('/api/auth/session');
    expect(learner.json.user).toMatchObject({ email: 'learner@demo.test' });
    // The server runs in this process: no `__proto__` or `constructor.prototype` body reached Object.prototype.
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
