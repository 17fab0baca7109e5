import { LogController } from 'fastify';

/**
 * One line per finished request: at info when it failed on the server (5xx, or an error while
 * answering) or took at least `slowRequestMs`, so an operator sees what needs a look; every other
 * request only at debug (LOG_LEVEL=debug). Fastify's two info lines per request cost about 26% of
 * throughput (issue 15). Pino makes a disabled level a no-op, so a quiet request costs one call.
 */
export class RequestLog extends LogController {
  constructor(readonly slowRequestMs: number) {
    super();
  }

  override incomingRequest(): void {
    // The completed line says everything; a second line per request is what cost the throughput.
  }

  override routeNotFound(): void {
    // A 404 is a client's mistake, logged with its completed line at debug.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: Parameters<LogController['requestCompleted']>[1],
    reply: Parameters<LogController['requestCompleted']>[2],
  ): void {
    const ms = Math.round(reply.elapsedTime);
    const failed = Boolean(error) || reply.statusCode >= 500;
    const slow = ms >= this.slowRequestMs;
    reply.log[failed || slow ? 'info' : 'debug'](
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms,
        ...(error ? { err: error } : {}),
      },
      failed ? 'request failed' : slow ? 'slow request' : 'request',
    );
  }
}
