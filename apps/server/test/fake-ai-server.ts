import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatCompletionRequest {
  model: string;
  max_tokens?: number;
  messages: { role: string; content: string }[];
}

export interface FakeAiServer {
  /** Base URL to put in AI_BASE_URL (`http://127.0.0.1:PORT/v1`). */
  baseUrl: string;
  /** Every chat-completions request received, oldest first, with its authorization header. */
  requests: { body: ChatCompletionRequest; authorization: string | undefined }[];
  /** What the next answers say; defaults to echoing the last user message. */
  reply(answer: string | ((request: ChatCompletionRequest) => string)): void;
  /** Make the next answers fail with this status. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/** A request's whole body as text (the test stand-ins read JSON bodies with it). */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** An OpenAI-compatible chat-completions server on 127.0.0.1 for tests; answers from `reply`. */
export async function startFakeAiServer(): Promise<FakeAiServer> {
  const requests: FakeAiServer['requests'] = [];
  let answer: string | ((request: ChatCompletionRequest) => string) = (request) =>
    `Echo: ${request.messages.at(-1)?.content ?? ''}`;
  let failure: number | null = null;

  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    let body: ChatCompletionRequest;
    try {
      body = JSON.parse(await readBody(request)) as ChatCompletionRequest;
    } catch {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'invalid json' } }));
      return;
    }
    requests.push({ body, authorization: request.headers.authorization });
    if (failure !== null) {
      response.writeHead(failure, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'failure requested by the test' } }));
      return;
    }
    const content = typeof answer === 'function' ? answer(body) : answer;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(next) {
      answer = next;
    },
    failWith(status) {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
