import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/** The one error shape of the API: `{ "error": { code, message, fields? } }` with a fitting status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'validation_failed', message, fields);
export const unauthorized = (message = 'Sign in to continue.') =>
  new HttpError(401, 'unauthenticated', message);
export const forbidden = (message = 'You do not have access to this.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);

export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Fastify's own client-error codes and the status and message they deserve. */
const fastifyClientErrors: Record<string, [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'This content type is not accepted here.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', 'The request body is empty but JSON was declared.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'The content length does not match the body.'],
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({
        error: { code: 'validation_failed', message: 'Some fields are invalid.', fields: zodFields(error) },
      });
    }
    const fastifyError = error as FastifyError;
    const known = fastifyError.code ? fastifyClientErrors[fastifyError.code] : undefined;
    if (known) {
      const [status, code, message] = known;
      return reply.status(status).send({ error: { code, message } });
    }
    if (error instanceof SyntaxError || fastifyError.statusCode === 400) {
      return reply
        .status(400)
        .send({ error: { code: 'bad_request', message: 'The request could not be read.' } });
    }
    if (fastifyError.statusCode === 429) {
      return reply.status(429).send({ error: { code: 'rate_limited', message: fastifyError.message } });
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return reply
        .status(fastifyError.statusCode)
        .send({ error: { code: 'bad_request', message: 'The request could not be processed.' } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
  });
}
