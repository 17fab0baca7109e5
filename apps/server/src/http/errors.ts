import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
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
  FST_ERR_BAD_URL: [400, 'bad_request', 'The address is not valid (a broken % escape?).'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long', 'A part of the address is too long.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'bad_request', 'The request could not be routed.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupported_media_type', 'This call expects a multipart form.'],
  FST_PROTO_VIOLATION: [400, 'bad_request', 'A form field name is not allowed.'],
  FST_MP_PREMATURE_CLOSE: [400, 'bad_request', 'The upload ended before it was complete.'],
  FST_PARTS_LIMIT: [413, 'payload_too_large', 'The form has too many parts.'],
  FST_FILES_LIMIT: [413, 'payload_too_large', 'The form has too many files.'],
  FST_FIELDS_LIMIT: [413, 'payload_too_large', 'The form has too many fields.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'payload_too_large', 'The file is too large.'],
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request reached the pre-handler stage: its address, headers and body were read. */
    inputRead: boolean;
  }
}

/**
 * PostgreSQL's "data exception" class (22xxx: out of range, bad text encoding, invalid text
 * representation) only arises from values the client sent. The contract refuses those first
 * (storable-input.ts); this is the second layer, so one that slips through is a 400, not a 500.
 */
function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What a file over its route's multipart cap says beside its form field: "larger than 10 MB" where the person
 * chose the file. Worded here for both places the cap is caught (the upload hook and the framework's error).
 */
export function fileTooLargeFields(field: string, routeConfig: unknown): Record<string, string> {
  const cap = (routeConfig as { multipartOptions?: { limits?: { fileSize?: number } } } | undefined)
    ?.multipartOptions?.limits?.fileSize;
  const limit = cap ? ` ${Math.round((cap / 1024 / 1024) * 10) / 10} MB` : ' allowed here';
  return { [field]: `This file is larger than${limit}; choose a smaller one.` };
}

/** The framework's too-large error carries the part it stopped reading, so the field can be named. */
function tooLargeFileField(error: FastifyError, config: unknown): { fields?: Record<string, string> } {
  const field = (error as { part?: { fieldname?: unknown } }).part?.fieldname;
  if (error.code !== 'FST_REQ_FILE_TOO_LARGE' || typeof field !== 'string') return {};
  return { fields: fileTooLargeFields(field, config) };
}

export function sendFrameworkError(error: FastifyError, reply: FastifyReply): void {
  const [status, code, message] = fastifyClientErrors[error.code] ?? [
    400,
    'bad_request',
    'The request could not be read.',
  ];
  void reply.status(status).send({ error: { code, message } });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.decorateRequest('inputRead', false);
  app.addHook('preHandler', (request, _reply, done) => {
    request.inputRead = true;
    done();
  });
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
      return reply
        .status(status)
        .send({ error: { code, message, ...tooLargeFileField(fastifyError, request.routeOptions.config) } });
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
    // Body parsers and multipart (busboy) throw plain errors on a malformed body before any handler runs.
    if (!request.inputRead && !fastifyError.statusCode) {
      request.log.info({ err: error }, 'unreadable request');
      return reply
        .status(400)
        .send({ error: { code: 'bad_request', message: 'The request body could not be read.' } });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'a value the contract let through was refused by the database');
      return reply
        .status(400)
        .send({ error: { code: 'invalid_value', message: 'A value in the request cannot be stored.' } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
  });
}
