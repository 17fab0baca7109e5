import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { inProcessBus, type LiveBus, postgresBus } from '../src/live/bus';
import { signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { learners: 5 });
}, 180_000);
afterAll(() => server.close());

const api = '/api/latest';
type Client = Awaited<ReturnType<typeof signedInClient>>;

const socketUrl = () => `${server.url.replace('http', 'ws')}/api/latest/ws/`;
const cookieOf = (client: Client) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A WebSocket client as a browser on the app's own page opens it: with the session cookie and the app's Origin. */
async function openSocket(client: Client): Promise<LiveSocket> {
  const socket = new WebSocket(socketUrl(), { headers: { cookie: cookieOf(client), origin: server.url } });
  const live = new LiveSocket(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return live;
}

/** Collects what the server sends, so a test can wait for the message it expects. */
class LiveSocket {
  readonly received: Record<string, unknown>[] = [];
  private waiters: (() => void)[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(String(data)) as Record<string, unknown>);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async next(match: (message: Record<string, unknown>) => boolean, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}

/** The HTTP status a refused handshake answers with. */
function handshakeStatus(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(), { headers });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.close();
      reject(new Error('the handshake was accepted'));
    });
    socket.once('error', () => {});
  });
}

describe('the live WebSocket (/api/latest/ws/)', () => {
  it('refuses a visitor without a session (401) and a page on another site using a learner’s cookie (403)', async () => {
    expect(await handshakeStatus({ origin: server.url })).toBe(401);
    const learner = await signedInClient(server.url, 'learner@demo.test');
    expect(await handshakeStatus({ cookie: cookieOf(learner), origin: 'https://evil.example' })).toBe(403);
  });

  it('pushes the verdict of a learner’s own submission, and refuses someone else’s submission and unknown topics', async () => {
    const learner = await signedInClient(server.url, 'learner@demo.test');
    const live = await openSocket(learner);
    // C++ compiles for a while, so the subscription is in place before the verdict.
    const started = await learner.post(`${api}/problems/sum-of-two-numbers/submit/compile/`, {
      language: 'cpp',
      code: '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n',
    });
    expect(started.status).toBe(200);
    const topic = `submission:${started.json.submission_id}`;
    live.send({ type: 'subscribe', topic });
    await live.next((message) => message.type === 'subscribed' && message.topic === topic);
    const event = await live.next((message) => message.type === 'event' && message.topic === topic, 60_000);
    expect(event.payload).toEqual({
      submission_id: started.json.submission_id,
      kind: 'submit',
      status: 'done',
      verdict: 'correct',
    });

    const other = await signedInClient(server.url, 'student1@demo.test');
    const otherLive = await openSocket(other);
    otherLive.send({ type: 'subscribe', topic });
    expect(await otherLive.next((message) => message.type === 'error')).toMatchObject({
      topic,
      code: 'forbidden',
    });
    otherLive.send({ type: 'subscribe', topic: 'payroll:1' });
    expect(await otherLive.next((message) => message.code === 'unknown_topic')).toMatchObject({
      topic: 'payroll:1',
    });
    otherLive.send('not json');
    expect(await otherLive.next((message) => message.code === 'bad_message')).toMatchObject({
      type: 'error',
    });
    otherLive.send({ type: 'ping' });
    await otherLive.next((message) => message.type === 'pong');
    live.close();
    otherLive.close();
  }, 90_000);

  it('stops subscribing once the person signs out', async () => {
    const learner = await signedInClient(server.url, 'student2@demo.test');
    const live = await openSocket(learner);
    expect((await learner.post('/api/auth/logout')).status).toBeLessThan(300);
    const closed = new Promise<number>((resolve) => live.socket.once('close', (code) => resolve(code)));
    live.send({ type: 'subscribe', topic: 'submission:1' });
    expect(await live.next((message) => message.type === 'error')).toMatchObject({ code: 'signed_out' });
    expect(await closed).toBe(1008);
  });
});

describe('the live-events bus', () => {
  async function fanOut(first: LiveBus, second: LiveBus) {
    const heard: unknown[] = [];
    const unsubscribe = second.subscribe('contest:spring:leaderboard', (payload) => heard.push(payload));
    await first.publish('contest:spring:leaderboard', { rank: 1 });
    await first.publish('contest:other:leaderboard', { rank: 9 });
    for (let wait = 0; wait < 100 && heard.length === 0; wait++) await new Promise((r) => setTimeout(r, 20));
    unsubscribe();
    await first.publish('contest:spring:leaderboard', { rank: 2 });
    await new Promise((r) => setTimeout(r, 100));
    return heard;
  }

  it('delivers an event to the subscribers of its topic only, until they unsubscribe (across instances through LISTEN/NOTIFY on PostgreSQL)', async () => {
    const url = process.env.DATABASE_URL;
    const local = inProcessBus();
    const [instanceA, instanceB] = url
      ? await Promise.all([postgresBus(url), postgresBus(url)])
      : [local, local];
    expect(await fanOut(instanceA, instanceB)).toEqual([{ rank: 1 }]);
    await Promise.all([instanceA.close(), instanceB.close(), local.close()]);
  });

  it('refuses a payload too big for a PostgreSQL NOTIFY', async () => {
    const bus = inProcessBus();
    await expect(bus.publish('big', 'x'.repeat(8_000))).rejects.toThrow(/at most 7000 bytes/);
    await bus.close();
  });
});
