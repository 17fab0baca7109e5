import fastifyWebsocket from '@fastify/websocket';
import { contract, routePathOf } from '@learnforge/api-client/contract';
import { API_VERSIONS } from '@learnforge/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { findSessionUser, SESSION_COOKIE, type SessionUser } from '../auth/sessions';
import type { Database, Db } from '../db/client';
import { csrfError } from '../http/csrf';
import { unauthorized } from '../http/errors';

/** The contract's `websocket-endpoint` (`ws/` under each version prefix, e.g. `/api/latest/ws/`; ADR 0044). */
const socketPaths = API_VERSIONS.map((version) => routePathOf(contract['websocket-endpoint'], version));

/** Whether `user` may hear `topic`'s events; `argument` is what follows the kind (`42` in `submission:42`). */
type TopicAuthorizer = (
  context: { db: Db; user: SessionUser },
  argument: string,
) => boolean | Promise<boolean>;

/**
 * Which topics a WebSocket client may subscribe to. Each feature allows its own topic kinds beside its
 * endpoints (`topics.allow('submission', ...)`); a kind nobody allowed is refused.
 */
export class LiveTopics {
  private readonly authorizers = new Map<string, TopicAuthorizer>();

  allow(kind: string, authorize: TopicAuthorizer): void {
    if (!/^[a-z][a-z0-9-]*$/.test(kind))
      throw new Error(`Live topic kind "${kind}" must be lower-case words.`);
    if (this.authorizers.has(kind)) throw new Error(`Live topic kind "${kind}" is allowed twice.`);
    this.authorizers.set(kind, authorize);
  }

  /** 'unknown' for a kind nobody allowed; otherwise whether this person may subscribe. */
  async check(
    topic: string,
    context: { db: Db; user: SessionUser },
  ): Promise<'allowed' | 'forbidden' | 'unknown'> {
    const separator = topic.indexOf(':');
    const kind = separator < 0 ? topic : topic.slice(0, separator);
    const authorize = this.authorizers.get(kind);
    if (!authorize) return 'unknown';
    return (await authorize(context, separator < 0 ? '' : topic.slice(separator + 1)))
      ? 'allowed'
      : 'forbidden';
  }
}

/** Client messages: at most this many bytes each, this many topics per socket. */
const MAX_MESSAGE_BYTES = 4096;
const MAX_TOPICS_PER_SOCKET = 50;
/** A socket that answers no ping for this long is dropped (a laptop that went to sleep). */
const HEARTBEAT_MS = 30_000;

/** Sockets that answered (or spoke) since the last heartbeat. */
const alive = new WeakSet<WebSocket>();

type ClientMessage = { type: 'subscribe' | 'unsubscribe'; topic: string } | { type: 'ping' };

function parseClientMessage(data: unknown): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(String(data));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, topic } = value as { type?: unknown; topic?: unknown };
  if (type === 'ping') return { type };
  if (
    (type === 'subscribe' || type === 'unsubscribe') &&
    typeof topic === 'string' &&
    topic.length > 0 &&
    topic.length <= 200
  )
    return { type, topic };
  return null;
}

/** Browsers always send Origin on a WebSocket handshake; another site's page must not ride the session cookie. */
function refuseCrossSite(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) throw csrfError();
  if (request.headers['sec-fetch-site'] === 'cross-site') throw csrfError();
}

/**
 * `GET /api/latest/ws/`: a signed-in person's live events. Messages are JSON:
 * client → `{"type":"subscribe","topic":"submission:42"}`, `{"type":"unsubscribe","topic":…}`, `{"type":"ping"}`;
 * server → `{"type":"subscribed","topic"}`, `{"type":"unsubscribed","topic"}`, `{"type":"event","topic","payload"}`,
 * `{"type":"pong"}`, `{"type":"error","topic"?,"code","message"}` (codes: bad_message, unknown_topic, forbidden,
 * too_many_topics, signed_out, unavailable).
 */
export async function registerLiveSocket(
  app: FastifyInstance,
  database: Database,
  topics: LiveTopics,
): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  for (const url of socketPaths) mountSocket(app, url, database, topics);
}

function mountSocket(app: FastifyInstance, url: string, database: Database, topics: LiveTopics): void {
  app.get(
    url,
    {
      websocket: true,
      // Runs before the upgrade: a refused handshake gets an ordinary HTTP answer in the project's error shape.
      preHandler: async (request) => {
        refuseCrossSite(request);
        if (!request.user) throw unauthorized();
      },
    },
    (socket, request) => {
      const token = request.cookies[SESSION_COOKIE] ?? '';
      const subscriptions = new Map<string, () => void>();
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      const send = (message: object) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const refuse = (code: string, message: string, topic?: string) =>
        send({ type: 'error', ...(topic ? { topic } : {}), code, message });

      async function receive(data: unknown): Promise<void> {
        alive.add(socket);
        const message = parseClientMessage(data);
        if (!message) return refuse('bad_message', 'Send JSON: {"type":"subscribe","topic":"…"}.');
        if (message.type === 'ping') return send({ type: 'pong' });
        const { topic } = message;
        if (message.type === 'unsubscribe') {
          subscriptions.get(topic)?.();
          subscriptions.delete(topic);
          return send({ type: 'unsubscribed', topic });
        }
        if (subscriptions.has(topic)) return send({ type: 'subscribed', topic });
        if (subscriptions.size >= MAX_TOPICS_PER_SOCKET)
          return refuse('too_many_topics', `At most ${MAX_TOPICS_PER_SOCKET} topics per connection.`, topic);
        // The session is read again on every subscribe: signing out (or a revoked session) ends new subscriptions.
        const user = await findSessionUser(database.db, token);
        if (!user) {
          refuse('signed_out', 'Your session has ended; sign in again.', topic);
          return socket.close(1008, 'signed out');
        }
        const decision = await topics.check(topic, { db: database.db, user });
        if (decision === 'unknown') return refuse('unknown_topic', `There is no topic "${topic}".`, topic);
        if (decision === 'forbidden')
          return refuse('forbidden', 'You do not have access to this topic.', topic);
        if (socket.readyState !== socket.OPEN || subscriptions.has(topic)) return;
        subscriptions.set(
          topic,
          database.live.subscribe(topic, (payload) => send({ type: 'event', topic, payload })),
        );
        send({ type: 'subscribed', topic });
      }
      socket.on('message', (data) => {
        receive(data).catch((error: unknown) => {
          request.log.warn({ err: error }, 'a live-socket message failed');
          refuse('unavailable', 'That did not work; try again.');
        });
      });
      socket.on('close', () => {
        for (const unsubscribe of subscriptions.values()) unsubscribe();
        subscriptions.clear();
      });
    },
  );
}
