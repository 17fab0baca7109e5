import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { AREA_ROLES } from '@learnforge/domain';
import type { FastifyInstance } from 'fastify';
import type { EndpointRegistry } from '../api/registry';
import { findSessionUser, SESSION_COOKIE } from '../auth/sessions';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { badRequest, HttpError } from '../http/errors';

/** 2 MB, as the contract of util-upload-image says. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
type ImageExtension = keyof typeof IMAGE_TYPES;

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

/** Under the data directory (DATA_DIR); an in-memory database (tests) keeps its images in a temp folder. */
function imageDirectory(config: Config): string {
  return config.dataDir === 'memory'
    ? join(tmpdir(), `learnforge-images-${process.pid}`)
    : join(config.dataDir, 'uploads', 'images');
}

const IMAGE_NAME = /^([0-9a-f]{64})\.(png|jpg|gif|webp)$/;
const IMAGE_URL_PREFIX = '/uploads/images/';

/**
 * Multipart bodies for every call whose contract says `multipart`: each file arrives as a `File`,
 * so the contract's `z.file()` checks it like any other field. A route sets its own size cap with
 * `config.multipartOptions` (the default is the JSON body limit). Also serves the stored images.
 */
export async function registerUploads(
  app: FastifyInstance,
  config: Config,
  database: Database,
): Promise<void> {
  // The upload call lives at the root (/util/uploadImage.php), outside /api/ where the session is read.
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/util/')) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await findSessionUser(database.db, token) : null;
  });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 5, fields: 50 },
    async onFile(part: MultipartFile) {
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, 'payload_too_large', `The file ${part.filename} is too large.`);
        throw error;
      }
      (part as unknown as { value: File }).value = new File([new Uint8Array(buffer)], part.filename, {
        type: part.mimetype,
      });
    },
  });

  const directory = imageDirectory(config);
  app.get<{ Params: { name: string } }>(`${IMAGE_URL_PREFIX}:name`, async (request, reply) => {
    const match = IMAGE_NAME.exec(request.params.name);
    if (!match) throw new HttpError(404, 'not_found', 'There is no such image.');
    let bytes: Buffer;
    try {
      bytes = await readFile(join(directory, request.params.name));
    } catch {
      throw new HttpError(404, 'not_found', 'There is no such image.');
    }
    return (
      reply
        .header('content-type', IMAGE_TYPES[match[2] as ImageExtension])
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        // Named by content hash: the same address always holds the same bytes.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes)
    );
  });
}

export function registerUploadEndpoints(registry: EndpointRegistry): void {
  registry.implement(
    'util-upload-image',
    AREA_ROLES.uploads,
    async ({ input, config }) => {
      const file = input.body.image;
      if (file.size > MAX_IMAGE_BYTES)
        throw new HttpError(413, 'payload_too_large', 'The image is larger than 2 MB.');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const extension = detectImageType(bytes);
      if (!extension)
        throw badRequest('This file is not a PNG, JPEG, GIF or WebP image.', {
          image: 'Choose a PNG, JPEG, GIF or WebP image.',
        });
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
      const directory = imageDirectory(config);
      await mkdir(directory, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = join(directory, `${name}.${process.pid}.partial`);
      await writeFile(partial, bytes);
      await rename(partial, join(directory, name));
      return { url: `${IMAGE_URL_PREFIX}${name}` };
    },
    { config: { multipartOptions: { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } } } },
  );
}
