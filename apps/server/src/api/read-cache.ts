import { createHash } from 'node:crypto';
import type { EndpointId } from '@learnforge/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SAFE_METHODS } from '../http/csrf';
import type { LiveBus } from '../live/bus';

/**
 * Public, rarely-changing reads answered to anonymous visitors from memory: problem details,
 * menus, terms, course pages and the daily problem. Each is a handful of queries on PGlite, which
 * runs one query at a time for the whole server (issue 15: 227–297 req/s for a problem's details).
 */
export const CACHED_PUBLIC_READS: ReadonlySet<EndpointId> = new Set<EndpointId>([
  'problem-detail',
  'problem-metainfo',
  'problem-related',
  'general-header-menu',
  'general-footer-menu',
  'general-subheader-menu',
  'terms-get',
  'courses-home',
  'courses-detail',
  'courses-details',
  'courses-meta',
  'pod-today',
  'explore-pod-today',
  'explore-problem-tags',
]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A frequent write that no cached read shows (a contest answer) leaves the cache alone, so a
     * contest's thousands of answers a minute neither empty it nor send a bus message each.
     */
    leavesPublicReads?: boolean;
  }
}

/** The bus topic on which an instance tells the others that data changed. */
const CHANGED_TOPIC = 'read-cache:changed';
/** A backstop for changes made outside a request (the judge's verdicts, the seed). */
const MAX_AGE_MS = 60_000;
/** Every time zone's midnight falls on a quarter hour: an entry never outlives one, so "today" is never stale. */
const QUARTER_HOUR_MS = 15 * 60_000;
const MAX_ENTRIES = 2_000;

/**
 * Tells this instance and the others that data changed outside a request (a verdict stored by a judge
 * worker): every read kept until the next write is read again, here and on the other instances.
 */
export async function announceDataChanged(bus: LiveBus): Promise<void> {
  changed(bus);
  await bus.publish(CHANGED_TOPIC, null);
}

/** How many changes each bus has carried: answers computed at another generation may be stale. */
const generations = new WeakMap<LiveBus, number>();
const changed = (bus: LiveBus) => generations.set(bus, (generations.get(bus) ?? 0) + 1);

/** A number that grows whenever data may have changed (a write here or on another instance). */
function dataGeneration(bus: LiveBus): number {
  return generations.get(bus) ?? 0;
}

/**
 * Values read from the database, kept until the next write anywhere (this instance's or, through the
 * bus, another's) or `maxAgeMs`, whichever comes first. Callers at the same moment share one read.
 */
export class KeptUntilWrite<T> {
  readonly #kept = new WeakMap<LiveBus, Map<string, { value: Promise<T>; generation: number; at: number }>>();

  constructor(
    readonly maxAgeMs: number,
    readonly maxEntries = 1_000,
  ) {}

  get(bus: LiveBus, key: string, read: () => Promise<T>): Promise<T> {
    let kept = this.#kept.get(bus);
    if (!kept) {
      kept = new Map();
      this.#kept.set(bus, kept);
    }
    // Taken before the read: a write that lands while it runs leaves the entry already out of date.
    const generation = dataGeneration(bus);
    const known = kept.get(key);
    if (known && known.generation === generation && Date.now() - known.at < this.maxAgeMs) return known.value;
    const value = read();
    if (kept.size >= this.maxEntries) kept.clear();
    const entries = kept;
    entries.set(key, { value, generation, at: Date.now() });
    value.catch(() => entries.delete(key));
    return value;
  }

  /** Drops every kept value of this bus's data: the next read of each goes to the database. */
  forget(bus: LiveBus): void {
    this.#kept.get(bus)?.clear();
  }
}

interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
}

/**
 * Cached answers by address. Any successful write (a POST, PUT, PATCH or DELETE, other than signing
 * in and out) empties it here and, through the live bus, on every other instance: writes are rare
 * next to these reads, and no write can then leave a stale page behind.
 */
export class ReadCache {
  readonly #entries = new Map<string, Entry>();

  constructor(readonly bus: LiveBus) {
    bus.subscribe(CHANGED_TOPIC, () => {
      changed(bus);
      this.#entries.clear();
    });
  }

  /** Answers from memory (304 when the browser has this version); false when the caller must compute it. */
  answer(request: FastifyRequest, reply: FastifyReply): boolean {
    const entry = this.#entries.get(request.url);
    if (!entry) return false;
    if (entry.expiresAt <= Date.now()) {
      this.#entries.delete(request.url);
      return false;
    }
    reply.header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) void reply.status(304).send();
    else void reply.type('application/json; charset=utf-8').send(entry.body);
    return true;
  }

  /** Keeps a computed answer, unless the handler set a cookie or another status; returns the body to send. */
  keep(request: FastifyRequest, reply: FastifyReply, output: unknown): string | unknown {
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return output;
    const body = JSON.stringify(output);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const now = Date.now();
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(request.url, {
      body,
      etag,
      expiresAt: Math.min(now + MAX_AGE_MS, Math.ceil((now + 1) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS),
    });
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      reply.status(304);
      return '';
    }
    reply.type('application/json; charset=utf-8');
    return body;
  }

  /** Empties the cache on this and every instance after a successful write. */
  forgetOnWrites(app: FastifyInstance): void {
    // A callback hook, not an async one: it runs on every response, and reads change nothing.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        SAFE_METHODS.has(request.method) ||
        reply.statusCode >= 400 ||
        request.url.startsWith('/api/auth/') ||
        request.routeOptions.config.leavesPublicReads
      )
        return done(null, payload);
      changed(this.bus);
      this.#entries.clear();
      this.bus.publish(CHANGED_TOPIC, null).then(() => done(null, payload), done);
    });
  }
}
