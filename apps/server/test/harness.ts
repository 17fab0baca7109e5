import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/seed/generate';
import { createSeededPostgres, dropPostgresCopy, openSeededPglite } from './seeded-copies';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Each on-disk PostgreSQL copy by the data directory its test named, so `fresh: false` reopens the same one. */
const postgresCopies = new Map<string, string>();

/**
 * A real server over HTTP on 127.0.0.1, on PGlite (or DATABASE_URL when the PostgreSQL job sets it), seeded with
 * `learners` demo learners from a copy made once per run (seeded-copies.ts).
 * `fresh: false` reopens what an earlier server left, as a restart does.
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  {
    learners = 20,
    fresh = true,
    logger = false,
  }: { learners?: number; fresh?: boolean; logger?: AppOptions['logger'] } = {},
): Promise<TestServer> {
  const config = loadConfig(process.env, {
    validateResponses: true,
    dataDir: 'memory',
    repoRoot: mkdtempSync(join(tmpdir(), 'lf-root-')),
    captchaSecret: 'test-secret',
    // The demo's test gateway, as `npm start` chooses it; a test of another gateway names it.
    paymentGateway: 'sandbox',
    // Tests change users and sessions in the database directly, outside any request, and read the change at
    // once; the kept sessions have their own tests (sessions-kept.test.ts).
    sessionKeptMs: 0,
    ...overrides,
  });
  const database = await openTestDatabase(config, learners, fresh);
  // A PostgreSQL copy goes with its server, unless the test named a data directory to restart from.
  const disposableCopy =
    config.databaseUrl && !overrides.dataDir ? postgresCopies.get(config.dataDir) : undefined;
  const app = await buildApp({ config, database, logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      if (config.databaseUrl && disposableCopy) await dropPostgresCopy(config.databaseUrl, disposableCopy);
    },
  };
}

async function openTestDatabase(config: Config, learners: number, fresh: boolean): Promise<Database> {
  if (config.databaseUrl) {
    const key = config.dataDir;
    let url = postgresCopies.get(key);
    if (fresh || !url) {
      url = await createSeededPostgres(config.databaseUrl, learners);
      postgresCopies.set(key, url);
    }
    return openDatabase({ databaseUrl: url, dataDir: config.dataDir });
  }
  if (config.dataDir === 'memory') return openSeededPglite(learners);
  // On disk (the restart test): the real start-up path, migrating and seeding an empty directory.
  const database = await openDatabase({ dataDir: config.dataDir });
  if (fresh) await seedDemoData(database.db, { learners });
  return database;
}

/** A browser-like client: keeps cookies between calls and sends JSON. */
export function createSessionClient(baseUrl: string) {
  const cookies = new Map<string, string>();
  /** `rawBody` is sent as it is (a string, bytes or a form), with the caller's content type. */
  async function request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    rawBody?: string | Uint8Array<ArrayBuffer> | FormData,
  ) {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/Expires=Thu, 01 Jan 1970/i.test(line) || value.join('=') === '') cookies.delete(name!);
      else cookies.set(name!, value.join('='));
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: json as Record<string, unknown>,
    };
  }
  return {
    cookies,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request('POST', path, body ?? {}, headers),
    request,
  };
}

/** Does what the browser widget does: fetches a challenge and finds the proof of work. */
/** A session client signed in as a demo account (every demo account has the demo password). */
export async function signedInClient(baseUrl: string, email: string) {
  const client = createSessionClient(baseUrl);
  const login = await client.post('/api/auth/login', { email, password: 'learnforge' });
  expect(login.status).toBe(200);
  return client;
}

export async function solveCaptcha(baseUrl: string) {
  const challenge = (await (await fetch(`${baseUrl}/api/auth/captcha`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
