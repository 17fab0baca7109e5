import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * Live events (ADR 0044): something happened that people or other instances should hear about now.
 *
 * - `publish(topic, payload)`: every subscriber of `topic` on every instance gets `payload`, once, soon after.
 *   Topics are short strings, by convention `kind:id` (`submission:42`, `contest:spring-cup:leaderboard`).
 *   Payloads are small JSON values (at most 7,000 bytes: a PostgreSQL NOTIFY carries under 8,000); send ids
 *   and verdicts, not documents, and let a client fetch what it needs.
 * - `subscribe(topic, listener)`: returns the function that unsubscribes.
 *
 * Delivery is at most once: an event published while an instance's listening connection is down is not
 * replayed, so clients re-read state after (re)subscribing. Publish after the transaction that made the change
 * commits, so a listener that reads the database sees it.
 */
export interface LiveBus {
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe(topic: string, listener: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

/** NOTIFY's limit is 8,000 bytes for channel and payload together; the envelope takes the rest. */
const MAX_PAYLOAD_BYTES = 7_000;
/** The one PostgreSQL channel every instance listens on; topics travel inside the message. */
const CHANNEL = 'learnforge_live';

class LocalListeners {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every open WebSocket subscription is a listener; a popular contest has thousands on one topic.
    this.emitter.setMaxListeners(0);
  }

  on(topic: string, listener: (payload: unknown) => void): () => void {
    this.emitter.on(topic, listener);
    return () => this.emitter.off(topic, listener);
  }

  deliver(topic: string, payload: unknown): void {
    for (const listener of this.emitter.listeners(topic) as ((payload: unknown) => void)[]) {
      try {
        listener(payload);
      } catch {
        // One listener's failure (a socket that just closed) never stops the others.
      }
    }
  }

  clear(): void {
    this.emitter.removeAllListeners();
  }
}

function encode(topic: string, payload: unknown): string {
  if (typeof topic !== 'string' || topic.length === 0 || topic.length > 200)
    throw new Error('A live topic is a non-empty string of at most 200 characters.');
  const message = JSON.stringify({ topic, payload });
  if (Buffer.byteLength(message) > MAX_PAYLOAD_BYTES)
    throw new Error(`A live event must be at most ${MAX_PAYLOAD_BYTES} bytes; publish ids, not documents.`);
  return message;
}

/** One process (the embedded PGlite default): events go straight to this process's subscribers. */
export function inProcessBus(): LiveBus {
  const listeners = new LocalListeners();
  return {
    async publish(topic, payload) {
      const { payload: copy } = JSON.parse(encode(topic, payload)) as { payload: unknown };
      // Asynchronous like the PostgreSQL bus, so a publisher never runs its subscribers inside its own call.
      queueMicrotask(() => listeners.deliver(topic, copy));
    },
    subscribe: (topic, listener) => listeners.on(topic, listener),
    async close() {
      listeners.clear();
    },
  };
}

/**
 * Several instances on one PostgreSQL: publish is a NOTIFY, and each instance keeps one connection that
 * LISTENs and hands what arrives (its own events included) to its subscribers. The connection is reopened
 * with a growing delay when it drops.
 */
export async function postgresBus(
  connectionString: string,
  log: (message: string, error?: unknown) => void = () => {},
): Promise<LiveBus> {
  const listeners = new LocalListeners();
  const publisher = new pg.Pool({ connectionString, max: 2 });
  // An idle publishing connection ended by the server must not crash the process; the pool replaces it.
  publisher.on('error', (error) => log('an idle live-events publishing connection failed', error));
  let listener: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { topic, payload } = JSON.parse(message.payload) as { topic: string; payload: unknown };
        listeners.deliver(topic, payload);
      } catch (error) {
        log('ignored a malformed live event', error);
      }
    });
    client.on('error', (error) => {
      log('the live-events connection failed; reconnecting', error);
      reconnect(client);
    });
    client.on('end', () => reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
    retryMs = 250;
  }

  function reconnect(client: pg.Client): void {
    if (closed || listener !== client) return;
    listener = null;
    client.end().catch(() => {});
    retryLater();
  }

  function retryLater(): void {
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, 10_000);
    setTimeout(() => {
      if (closed) return;
      listen().catch((error) => {
        log('could not reopen the live-events connection', error);
        retryLater();
      });
    }, delay).unref();
  }

  await listen();
  return {
    async publish(topic, payload) {
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, encode(topic, payload)]);
    },
    subscribe: (topic, subscriber) => listeners.on(topic, subscriber),
    async close() {
      closed = true;
      listeners.clear();
      const client = listener;
      listener = null;
      await Promise.allSettled([client?.end(), publisher.end()]);
    },
  };
}
