import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

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

/** One probe per database (the app opens one; tests open several), made on first use. */
export class DatabaseProbes {
  readonly #probes = new WeakMap<Database, DatabaseProbe>();

  of(database: Database): DatabaseProbe {
    let probe = this.#probes.get(database);
    if (!probe) {
      probe = new DatabaseProbe(database, DATABASE_CHECK_INTERVAL_MS);
      this.#probes.set(database, probe);
    }
    return probe;
  }
}
