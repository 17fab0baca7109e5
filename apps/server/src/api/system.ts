import { buildOpenApi, contract } from '@learnforge/api-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { EndpointRegistry } from './registry';

/** How old the last database check may be before a health call starts another one. */
const DATABASE_CHECK_INTERVAL_MS = 5_000;

interface DatabaseCheck {
  ok: boolean;
  at: number;
}

/**
 * The database's answer to `select 1`, at most once per interval however often health is called.
 * PGlite is single-threaded WASM: a query per health call took 42% of the route's CPU under load
 * (issue 15). A stale answer starts a fresh check in the background and is answered at once;
 * `deep` waits for a fresh one.
 */
class DatabaseProbe {
  #last: DatabaseCheck | undefined;
  #running: Promise<DatabaseCheck> | undefined;

  constructor(
    readonly database: Database,
    readonly intervalMs: number,
  ) {}

  async status({ deep }: { deep: boolean }): Promise<boolean> {
    const last = this.#last;
    if (deep || !last) return (await this.#check()).ok;
    if (Date.now() - last.at >= this.intervalMs) void this.#check();
    return last.ok;
  }

  #check(): Promise<DatabaseCheck> {
    this.#running ??= this.database.db
      .execute(sql`select 1`)
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        this.#last = { ok, at: Date.now() };
        this.#running = undefined;
        return this.#last;
      });
    return this.#running;
  }
}

/** Service calls: health and the OpenAPI document generated from the contract. */
export function registerSystemEndpoints(registry: EndpointRegistry): void {
  const probes = new WeakMap<Database, DatabaseProbe>();
  const probeOf = (database: Database) => {
    let probe = probes.get(database);
    if (!probe) {
      probe = new DatabaseProbe(database, DATABASE_CHECK_INTERVAL_MS);
      probes.set(database, probe);
    }
    return probe;
  };
  registry.implement('x-health', 'public', async ({ database, input, reply }) => {
    const ok = await probeOf(database).status({ deep: input.query.deep === '1' });
    // A load balancer reads the status code: a database that does not answer takes the instance out.
    if (!ok) reply.status(503);
    return {
      status: ok ? ('ok' as const) : ('degraded' as const),
      database: database.kind,
      migration: database.migration,
    };
  });

  // Separate from liveness: a draining instance is alive (let it finish) but takes no new traffic.
  registry.implement('x-health-ready', 'public', async ({ database, request, reply }) => {
    const draining = request.server.lifecycle.draining;
    const ok = !draining && (await probeOf(database).status({ deep: false }));
    if (!ok) reply.status(503);
    return {
      status: draining ? ('draining' as const) : ok ? ('ready' as const) : ('degraded' as const),
      database: database.kind,
    };
  });

  let document: unknown;
  registry.implement('x-openapi', 'public', () => {
    // Built once: the contract and the set of handlers do not change while the server runs.
    document ??= buildOpenApi(contract, { implemented: registry.implementedIds() });
    return document as Record<string, unknown>;
  });
}
