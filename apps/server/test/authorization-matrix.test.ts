import {
  type AuthorizationRule,
  authorization,
  contract,
  type Endpoint,
  routePathOf,
  splitPath,
} from '@learnforge/api-client/contract';
import { hasRole } from '@learnforge/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { EndpointRegistry } from '../src/api/registry';
import { submissions, users } from '../src/db/schema';
import { registerEndpoints } from '../src/endpoints';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { fieldNames } from './fuzz/hostile-arbitraries';
import { createSessionClient, startTestServer, type TestServer } from './harness';

/**
 * Every implemented entry × every demo identity (anonymous and each demo account) × someone else's
 * object, against the expected answers in packages/api-client/src/contract/authorization.ts.
 * A cell passes when the status is the rule's: 401 without a session, 403 for a role not let in,
 * 403/404 for a let-in caller on an object that is not theirs (`othersObject: 'refused'`; a 400
 * also counts there, since the body is validated before the organization is resolved: nothing of
 * the other organization is served either way), and anything but 401/403 (never a 5xx) otherwise.
 */
type Client = ReturnType<typeof createSessionClient>;
interface Identity {
  name: string;
  roles: readonly string[];
  organization: string | null;
  client: Client;
}

let server: TestServer;
const identities: Identity[] = [];
let othersSubmissionId = 0;
const registry = new EndpointRegistry();
registerEndpoints(registry);
const implemented = [...registry.implementedIds()].sort();
const cells: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: 1000, loginAddressLimit: 10_000 }, { learners: 5 });
  identities.push({
    name: 'anonymous',
    roles: [],
    organization: null,
    client: createSessionClient(server.url),
  });
  for (const account of DEMO_ACCOUNTS) {
    const client = createSessionClient(server.url);
    const login = await client.post('/api/auth/login', { email: account.email, password: DEMO_PASSWORD });
    if (login.status !== 200) throw new Error(`${account.email} could not sign in`);
    const organization =
      (login.json.user as { organization: { slug: string } | null }).organization?.slug ?? null;
    identities.push({ name: account.email, roles: account.roles, organization, client });
  }
  // A submission by a learner who is none of the demo accounts (as the judge stores one): someone else's for every identity.
  const [student] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'student1@demo.test'));
  const [row] = await server.database.db
    .insert(submissions)
    .values({
      userId: student!.id,
      problemId: 1,
      kind: 'submit',
      language: 'python3',
      code: 'print(1)',
      status: 'done',
    })
    .returning({ id: submissions.id });
  othersSubmissionId = row!.id;
});
afterAll(async () => {
  console.log(`authorization matrix: ${cells.length} cells`);
  await server?.close();
});

/** Path values that point at existing objects owned by someone else than the caller. */
function pathFor(entry: Endpoint): string {
  let path = routePathOf(entry, 'latest', 'template');
  for (const name of fieldNames(entry.params as ZodType | undefined)) {
    const value =
      name === 'submissionId'
        ? String(othersSubmissionId)
        : name === 'action'
          ? 'login'
          : name === 'language'
            ? 'cpp'
            : /id$|Id$|^n$|No$/.test(name)
              ? '1'
              : 'demo';
    path = path.replace(`{${name}}`, value);
  }
  return path;
}

/** Another organization than the caller's: an org admin asks for the other demo organization's data. */
function organizationQuery(entry: Endpoint, identity: Identity): string {
  const fixed = new URLSearchParams(splitPath(entry.path).fixedQuery);
  if (entry.policy?.organizationSlug)
    fixed.set('slug', identity.organization === 'demo-institute' ? 'demo-company' : 'demo-institute');
  const text = fixed.toString();
  return text ? `?${text}` : '';
}

function expectedOf(
  rule: AuthorizationRule,
  identity: Identity,
): 'unauthenticated' | 'forbidden' | 'refused' | 'served' {
  if (rule.callers === 'public') return 'served';
  if (identity.name === 'anonymous') return 'unauthenticated';
  if (rule.callers !== 'signed-in' && !hasRole(identity.roles, ...rule.callers)) return 'forbidden';
  if (rule.othersObject === 'refused' && !identity.roles.includes('super_admin')) return 'refused';
  return 'served';
}

// Calls that end the caller's own session would sign the identity out for the rest of the matrix.
const ENDS_OWN_SESSION = new Set(['x-auth-logout', 'x-auth-logout-everywhere']);

describe('the expected answers are declared for every implemented entry', () => {
  it('each implemented entry has a rule, and each rule names an implemented entry', () => {
    expect(implemented.filter((id) => !(id in authorization))).toEqual([]);
    expect(Object.keys(authorization).filter((id) => !implemented.includes(id))).toEqual([]);
  });

  it('the server lets in exactly the callers each rule names', () => {
    const differing = implemented.filter(
      (id) => JSON.stringify(registry.accessOf(id)) !== JSON.stringify(authorization[id]?.callers),
    );
    expect(differing).toEqual([]);
  });
});

describe('authorization matrix: every implemented entry × every demo identity × someone else’s object', () => {
  it.each(implemented.map((id) => [id]))('%s', async (id) => {
    const entry = contract[id as keyof typeof contract] as Endpoint;
    const rule = authorization[id]!;
    const failures: string[] = [];
    for (const identity of identities) {
      if (ENDS_OWN_SESSION.has(id) && identity.name !== 'anonymous') continue;
      const path = pathFor(entry) + organizationQuery(entry, identity);
      const response = await identity.client.request(
        entry.method,
        path,
        entry.method === 'GET' ? undefined : {},
      );
      const expected = expectedOf(rule, identity);
      cells.push(`${id} ${identity.name}`);
      // The one deliberate 5xx: AI helpers answer 503 while no AI endpoint is configured.
      const aiUnavailable =
        response.status === 503 && (response.json?.error as { code?: string })?.code === 'ai_unavailable';
      const ok =
        (response.status < 500 || aiUnavailable) &&
        (expected === 'unauthenticated'
          ? response.status === 401
          : expected === 'forbidden'
            ? response.status === 403
            : expected === 'refused'
              ? [400, 403, 404].includes(response.status)
              : response.status !== 401 && response.status !== 403);
      if (!ok)
        failures.push(
          `${identity.name}: expected ${expected}, got ${response.status} ${response.text.slice(0, 120)}`,
        );
    }
    expect(failures, `${entry.method} ${entry.path}`).toEqual([]);
  });
});
