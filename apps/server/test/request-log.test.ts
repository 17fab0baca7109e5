import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

interface LogLine {
  level: number;
  msg: string;
  url?: string;
  statusCode?: number;
  ms?: number;
}

const INFO = 30;
const DEBUG = 20;

let server: TestServer | undefined;
afterEach(() => server?.close());

async function serverLogging(level: string, slowRequestMs: number) {
  const lines: LogLine[] = [];
  server = await startTestServer(
    { slowRequestMs },
    { logger: { level, stream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } } },
  );
  return { url: server.url, requestLines: () => lines.filter((line) => line.url !== undefined) };
}

describe('request log', () => {
  it('at info, an ordinary quick request writes no line', async () => {
    const { url, requestLines } = await serverLogging('info', 60_000);
    expect((await fetch(`${url}/api/latest/health/`)).status).toBe(200);
    expect((await fetch(`${url}/api/latest/no-such-thing/`)).status).toBe(404);
    expect(requestLines()).toEqual([]);
  });

  it('at info, a slow request is logged with its time and status', async () => {
    const { url, requestLines } = await serverLogging('info', 0);
    await fetch(`${url}/api/latest/health/`);
    await expect.poll(requestLines).toEqual([
      expect.objectContaining({
        level: INFO,
        msg: 'slow request',
        url: '/api/latest/health/',
        statusCode: 200,
        ms: expect.any(Number),
      }),
    ]);
  });

  it('at debug, every request is logged', async () => {
    const { url, requestLines } = await serverLogging('debug', 60_000);
    await fetch(`${url}/api/latest/health/`);
    await fetch(`${url}/api/latest/no-such-thing/`);
    await expect
      .poll(() => requestLines().map((line) => [line.level, line.msg, line.statusCode]))
      .toEqual([
        [DEBUG, 'request', 200],
        [DEBUG, 'request', 404],
      ]);
  });
});
