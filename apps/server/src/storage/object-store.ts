import { createHmac, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../config';

/**
 * Where uploads live (ADR 0059): images, proctoring snapshots and files staff upload through a presigned URL.
 * Local disk under DATA_DIR by default; any S3-compatible store when STORAGE_URL is set. Every instance of a
 * scaled-out deployment then reads and writes the same objects.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under `key`, replacing what was there; a reader never sees half an object. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /**
   * Removes the object; removing one that is not there succeeds, so a retried delete is safe. Throws when the
   * store could not be reached or refused, for the caller to retry (ADR 0106).
   */
  delete(key: string): Promise<void>;
  /**
   * An address a browser PUTs the object's bytes to, without a session, until `expiresInSeconds` pass, for a
   * file of exactly `bytes` bytes (ADR 0067: the size is signed, so the address cannot carry a larger file).
   * On S3 it is a presigned URL of the store itself that signs the Content-Length header; on disk it is this
   * server's `PUT /uploads/signed/{token}`, whose token names the size.
   */
  presignUpload(key: string, expiresInSeconds: number, bytes: number): Promise<string>;
}

/** Keys are made by the server (hashes, ids, uuids): letters, digits, dots, dashes, underscores and slashes. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Not an object key: ${key}`);
  return key;
}

/** The content type an object is served with, from its key's extension, never from what the uploader said. */
export const CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  csv: 'text/csv',
  zip: 'application/zip',
} as const;

export function contentTypeOf(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[extension as keyof typeof CONTENT_TYPES];
}

export function openObjectStore(config: Config): ObjectStore {
  return config.storageUrl ? new S3Store(config.storageUrl) : new DiskStore(config);
}

/** The uploads folder under the data directory; an in-memory database (tests) keeps its uploads in a temp folder. */
function uploadsDirectory(config: Config): string {
  return config.dataDir === 'memory'
    ? join(tmpdir(), `learnforge-uploads-${process.pid}`)
    : join(config.dataDir, 'uploads');
}

/** Bytes one signed disk upload may hold; S3 sets its own limits. */
export const SIGNED_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

export class DiskStore implements ObjectStore {
  readonly kind = 'disk';
  private readonly root: string;
  constructor(private readonly config: Pick<Config, 'dataDir' | 'captchaSecret'>) {
    this.root = uploadsDirectory(config as Config);
  }

  private path(key: string) {
    return join(this.root, checkKey(key));
  }

  async put(key: string, bytes: Uint8Array) {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  async get(key: string) {
    try {
      return new Uint8Array(await readFile(this.path(key)));
    } catch {
      return null;
    }
  }

  async delete(key: string) {
    await rm(this.path(key), { force: true });
  }

  async presignUpload(key: string, expiresInSeconds: number, bytes: number) {
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const payload = Buffer.from(JSON.stringify({ key: checkKey(key), expires, bytes })).toString('base64url');
    return `/uploads/signed/${payload}.${this.sign(payload)}`;
  }

  private sign(payload: string) {
    return createHmac('sha256', this.config.captchaSecret).update(`upload:${payload}`).digest('base64url');
  }

  /** The key and size a signed upload token names, or why it cannot be used. */
  readToken(token: string): { key: string; bytes: number } | { refused: 'invalid' | 'expired' } {
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return { refused: 'invalid' };
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refused: 'invalid' };
    const { key, expires, bytes } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      key: string;
      expires: number;
      bytes: number;
    };
    if (expires * 1000 < Date.now()) return { refused: 'expired' };
    return { key, bytes };
  }

  /**
   * Streams a signed upload to its key. Refuses a second upload to the same key (the URL is for one file)
   * and anything over `maxBytes`.
   */
  async putOnce(key: string, body: Readable, maxBytes: number): Promise<'stored' | 'exists' | 'too_large'> {
    const path = this.path(key);
    if (await stat(path).catch(() => null)) return 'exists';
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.${Date.now()}.partial`;
    let size = 0;
    let tooLarge = false;
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes && !tooLarge) {
        tooLarge = true;
        body.destroy();
      }
    });
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
    } catch (error) {
      await rm(partial, { force: true });
      if (tooLarge) return 'too_large';
      throw error;
    }
    await rename(partial, path);
    return 'stored';
  }
}

/**
 * An S3-compatible bucket, addressed path-style: STORAGE_URL is `https://KEY:SECRET@host[:port]/bucket`, with
 * `?region=` when the store wants one (default us-east-1). Requests are signed with AWS Signature V4 (aws4fetch).
 */
export class S3Store implements ObjectStore {
  readonly kind = 's3';
  private readonly client: AwsClient;
  private readonly base: string;
  constructor(storageUrl: string) {
    const url = new URL(storageUrl);
    if (!url.username || !url.password)
      throw new Error('STORAGE_URL must carry the access key and secret: https://KEY:SECRET@host/bucket');
    this.client = new AwsClient({
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
      service: 's3',
      region: url.searchParams.get('region') ?? 'us-east-1',
    });
    this.base = `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  }

  private url(key: string) {
    return `${this.base}/${checkKey(key)}`;
  }

  async put(key: string, bytes: Uint8Array) {
    const response = await this.client.fetch(this.url(key), {
      method: 'PUT',
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: { 'content-type': contentTypeOf(key) ?? 'application/octet-stream' },
    });
    if (!response.ok)
      throw new Error(`Object store refused ${key}: ${response.status} ${await response.text()}`);
  }

  async get(key: string) {
    const response = await this.client.fetch(this.url(key));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Object store failed to read ${key}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }

  async delete(key: string) {
    const response = await this.client.fetch(this.url(key), { method: 'DELETE' });
    // S3 answers 204 whether or not the object was there; some compatible stores answer 404 for a missing one.
    if (!response.ok && response.status !== 404)
      throw new Error(`Object store failed to delete ${key}: ${response.status} ${await response.text()}`);
  }

  async presignUpload(key: string, expiresInSeconds: number, bytes: number) {
    return this.presign('PUT', key, expiresInSeconds, { bytes });
  }

  /**
   * A query-signed URL (Signature V4). With `bytes`, the Content-Length header is one of the signed headers, so
   * the store refuses an upload of any other size (its signature no longer matches). `now` only for the
   * published AWS example.
   */
  async presign(
    method: 'GET' | 'PUT',
    key: string,
    expiresInSeconds: number,
    { bytes, now = new Date() }: { bytes?: number; now?: Date } = {},
  ) {
    const signed = await this.client.sign(`${this.url(key)}?X-Amz-Expires=${expiresInSeconds}`, {
      method,
      ...(bytes === undefined ? {} : { headers: { 'content-length': String(bytes) } }),
      // aws4fetch leaves Content-Length out of the signature unless every header is signed.
      aws: {
        signQuery: true,
        allHeaders: bytes !== undefined,
        datetime: now.toISOString().replace(/[:-]|\.\d{3}/g, ''),
      },
    });
    return signed.url;
  }
}
