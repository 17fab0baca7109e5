import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, fileTooLargeFields, HttpError } from '../http/errors';
import { contentTypeOf, DiskStore, SIGNED_UPLOAD_MAX_BYTES } from '../storage/object-store';

/** 2 MB, as the contract of util-upload-image says. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

type ImageExtension = 'png' | 'jpg' | 'gif' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type from the file's first bytes, never from its name or declared type, so a script
 * renamed to .png is refused. SVG is not accepted: it can carry script.
 */
export function detectImageType(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The served kinds of upload and the names their objects have; proctoring snapshots are never served. */
const SERVED = {
  images: /^[0-9a-f]{64}\.(png|jpg|gif|webp)$/,
  files: /^(course-asset|certificate-template|banner|attachment)\/[0-9a-f-]{36}\.(png|jpg|webp|pdf|mp4|csv)$/,
} as const;
const IMAGE_URL_PREFIX = '/uploads/images/';

/**
 * Multipart bodies for every call whose contract says `multipart`: each file arrives as a `File`,
 * so the contract's `z.file()` checks it like any other field. A route sets its own size cap with
 * `config.multipartOptions` (the default is the JSON body limit). Also serves stored uploads
 * and takes the disk store's signed uploads.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 5, fields: 50 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        // Named beside the form's file field with the route's cap, as the framework's error handler words it:
        // which of the two catches a file over the cap depends on when the stream notices.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(
            413,
            'payload_too_large',
            `The file ${part.filename} is too large.`,
            fileTooLargeFields(part.fieldname, this.routeOptions.config),
          );
        throw error;
      }
      (part as unknown as { value: File }).value = new File([new Uint8Array(buffer)], part.filename, {
        type: part.mimetype,
      });
    },
  });

  // Served from the object store with the type its name says and no right to run anything, whatever the
  // uploader put in it; on S3 the bytes pass through here so these headers hold.
  app.get<{ Params: { kind: string; '*': string } }>('/uploads/:kind/*', async (request, reply) => {
    const { kind, '*': name } = request.params;
    const pattern = SERVED[kind as keyof typeof SERVED];
    if (!pattern?.test(name)) throw new HttpError(404, 'not_found', 'There is no such file.');
    const key = `${kind}/${name}`;
    const bytes = await app.objectStore.get(key);
    if (!bytes) throw new HttpError(404, 'not_found', 'There is no such file.');
    return (
      reply
        .header('content-type', contentTypeOf(key)!)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        // Named by content hash or a fresh uuid written once: the same address always holds the same bytes.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(bytes))
    );
  });

  // The disk store's answer to a presigned URL: PUT the raw bytes to the signed address, no session needed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.put<{ Params: { token: string } }>(
      '/uploads/signed/:token',
      { bodyLimit: SIGNED_UPLOAD_MAX_BYTES },
      async (request, reply) => {
        const store = app.objectStore;
        if (!(store instanceof DiskStore))
          throw new HttpError(404, 'not_found', 'Uploads go to the object store here.');
        const target = store.readToken(request.params.token);
        if ('refused' in target)
          throw new HttpError(
            403,
            'forbidden',
            target.refused === 'expired'
              ? 'This upload address has expired; ask for a new one.'
              : 'This upload address is not valid.',
          );
        // The address is for a file of the size declared when it was made (ADR 0067), as S3 checks its signed
        // Content-Length: another length is refused before a byte is stored.
        const declared = Number(request.headers['content-length']);
        if (declared !== target.bytes)
          throw new HttpError(
            declared > target.bytes ? 413 : 400,
            declared > target.bytes ? 'payload_too_large' : 'size_mismatch',
            `This upload address is for a file of exactly ${target.bytes} bytes; ask for a new one for this file.`,
          );
        const outcome = await store.putOnce(target.key, request.body as Readable, target.bytes);
        if (outcome === 'exists')
          throw new HttpError(409, 'conflict', 'A file was already uploaded to this address.');
        if (outcome === 'too_large')
          throw new HttpError(
            413,
            'payload_too_large',
            `The file is larger than the ${target.bytes} bytes declared.`,
          );
        return reply.code(200).send({ message: 'Uploaded.' });
      },
    );
  });
}

/** Route options of an image upload call: multipart stops reading past 2 MB. */
export const imageUploadOptions = {
  config: { multipartOptions: { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } } },
};

/**
 * Checks an uploaded image (at most 2 MB, its type read from its bytes, never its name) and keeps it
 * under its content hash; answers the address it is served at. Every image upload call stores through
 * here, so a refusal names the call's own `field`.
 */
export async function storeImage(
  store: FastifyInstance['objectStore'],
  file: File,
  field: string,
): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES)
    throw new HttpError(413, 'payload_too_large', 'The image is larger than 2 MB.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = detectImageType(bytes);
  if (!extension)
    throw badRequest('This file is not a PNG, JPEG, GIF or WebP image.', {
      [field]: 'Choose a PNG, JPEG, GIF or WebP image.',
    });
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
  await store.put(`images/${name}`, bytes);
  return `${IMAGE_URL_PREFIX}${name}`;
}
