import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudge, type Judge, JudgeUnavailableError } from './index';

/** The Judge0 adapter against a small fake Judge0 on 127.0.0.1 that echoes its input. */

interface Recorded {
  method: string;
  url: string;
  token: string | undefined;
  body: Record<string, unknown> | null;
}

const decode = (value: unknown) => Buffer.from(String(value ?? ''), 'base64').toString('utf8');
const encode = (value: string) => Buffer.from(value, 'utf8').toString('base64');

let server: Server;
let baseUrl: string;
let judge: Judge;
const recorded: Recorded[] = [];
const pollsByToken = new Map<string, number>();

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length
    ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
    : null;
}

function finished(stdin: string) {
  return {
    status: { id: 3, description: 'Accepted' },
    stdout: encode(stdin),
    stderr: null,
    time: '0.012',
    memory: 2048,
  };
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    const token = request.headers['x-auth-token'];
    recorded.push({
      method: request.method ?? '',
      url: request.url ?? '',
      token: token as string | undefined,
      body,
    });
    const reply = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (token !== 'fake-token') return reply(401, { error: 'Authentication failed' });
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'POST' && url.pathname === '/submissions') {
      const source = decode(body?.source_code);
      const stdin = decode(body?.stdin);
      if (source.includes('syntax error')) {
        return reply(201, {
          status: { id: 6, description: 'Compilation Error' },
          compile_output: encode("main.cpp:1:1: error: expected ';'"),
        });
      }
      if (source.includes('loop forever'))
        return reply(201, { status: { id: 5, description: 'Time Limit Exceeded' } });
      if (source.includes('queue me')) {
        const queued = `token-${recorded.length}`;
        pollsByToken.set(queued, 0);
        return reply(201, { token: queued });
      }
      return reply(201, finished(stdin));
    }
    const polled = /^\/submissions\/([^/]+)$/.exec(url.pathname)?.[1];
    if (request.method === 'GET' && polled && pollsByToken.has(polled)) {
      const polls = (pollsByToken.get(polled) ?? 0) + 1;
      pollsByToken.set(polled, polls);
      return reply(
        200,
        polls < 2 ? { status: { id: 2, description: 'Processing' } } : finished('from the queue\n'),
      );
    }
    reply(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  judge = createJudge({ judge0Url: baseUrl, judge0AuthToken: 'fake-token', workers: 1 });
});

afterAll(async () => {
  await judge.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('the Judge0 adapter', () => {
  it('sends base64 fields with wait=true and judges the answer here', async () => {
    const result = await judge.judge({
      language: 'python',
      source: 'print(input())',
      tests: [{ input: 'hello\n', expected: 'hello', visible: true }],
    });
    expect(result.verdict).toBe('correct');
    const sent = recorded.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/submissions?base64_encoded=true&wait=true');
    expect(sent?.token).toBe('fake-token');
    expect(sent?.body?.language_id).toBe(71);
    expect(decode(sent?.body?.source_code)).toBe('print(input())');
    expect(decode(sent?.body?.stdin)).toBe('hello\n');
  });

  it('reports a wrong answer with the failing visible test', async () => {
    const result = await judge.judge({
      language: 'cpp',
      source: 'int main() {}',
      tests: [{ input: '1 2\n', expected: '3\n', visible: true }],
    });
    expect(result.verdict).toBe('wrong_answer');
    expect(result.failedTest).toEqual({ index: 0, input: '1 2\n', expected: '3\n', got: '1 2\n' });
    expect(recorded.at(-1)?.body?.language_id).toBe(54);
  });

  it("passes on Judge0's compile errors and time limits", async () => {
    const tests = [{ input: '', expected: '', visible: true }];
    const compile = await judge.judge({ language: 'java', source: 'syntax error', tests });
    expect(compile.verdict).toBe('compile_error');
    expect(compile.compileOutput).toContain("expected ';'");
    const loop = await judge.judge({ language: 'javascript', source: '// loop forever', tests });
    expect(loop.verdict).toBe('time_limit');
  });

  it('polls by token when the instance does not wait', async () => {
    const result = await judge.run({ language: 'python', source: '# queue me', stdin: '' });
    expect(result).toMatchObject({ status: 'ok', stdout: 'from the queue\n', cpuMs: 12, memoryKb: 2048 });
    expect(
      recorded.some((request) => request.method === 'GET' && request.url.includes('base64_encoded=true')),
    ).toBe(true);
  });

  it('says where work goes', async () => {
    const status = await judge.status();
    expect(status.backend).toBe('judge0');
    expect(status.sandbox?.reason).toContain(baseUrl.replace(/\/$/, ''));
  });

  it('refuses clearly when Judge0 rejects the credentials', async () => {
    const unauthorised = createJudge({ judge0Url: baseUrl, judge0AuthToken: 'wrong', workers: 1 });
    try {
      await expect(unauthorised.run({ language: 'python', source: 'print(1)', stdin: '' })).rejects.toThrow(
        JudgeUnavailableError,
      );
    } finally {
      await unauthorised.close();
    }
  });
});
