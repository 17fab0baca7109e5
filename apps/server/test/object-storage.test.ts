import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Store } from '../src/storage/object-store';
import { signedInClient, startTestServer, type TestServer } from './harness';

// A local S3-compatible server on 127.0.0.1 (s3rver) stands in for the bucket; the server under test
// only knows STORAGE_URL. s3rver checks a presigned URL's key and expiry but not its Signature V4
// hash, so the signing itself is checked against AWS's published example, and the signed size against
// AWS's documented signing steps, below.
let s3: S3rver;
let storageUrl: string;
let server: TestServer;

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'lf-s3-')),
    configureBuckets: [{ name: 'uploads' }],
  });
  const { port } = await s3.run();
  storageUrl = `http://S3RVER:S3RVER@127.0.0.1:${port}/uploads`;
  server = await startTestServer({ storageUrl }, { learners: 1 });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);
const bucketUrl = () => storageUrl.replace('S3RVER:S3RVER@', '');

describe('S3-compatible object store', () => {
  it('signs a presigned URL exactly as AWS documents it (Signature V4, query string)', async () => {
    // AWS S3 API reference, "Authenticating Requests: Using Query Parameters", the example GET of test.txt.
    const store = new S3Store(
      'https://AKIAIOSFODNN7EXAMPLE:wJalrXUtnFEMI%2FK7MDENG%2FbPxRfiCYEXAMPLEKEY@examplebucket.s3.amazonaws.com',
    );
    const url = new URL(
      await store.presign('GET', 'test.txt', 86400, { now: new Date('2013-05-24T00:00:00Z') }),
    );
    expect(url.searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('writes, reads and misses objects in the bucket', async () => {
    const store = new S3Store(storageUrl);
    await store.put('attachments/one.csv', new TextEncoder().encode('a,b\n1,2\n'));
    expect(new TextDecoder().decode((await store.get('attachments/one.csv'))!)).toBe('a,b\n1,2\n');
    expect(await store.get('attachments/none.csv')).toBeNull();
    // Object keys are made by the server; anything that could climb out of the bucket's prefix is refused.
    await expect(store.put('../escape.csv', new Uint8Array(1))).rejects.toThrow(/Not an object key/);
  });

  it('deletes an object, and deleting one that is not there again succeeds (a retried delete is safe)', async () => {
    const store = new S3Store(storageUrl);
    await store.put('attachments/gone.csv', new TextEncoder().encode('x\n'));
    await store.delete('attachments/gone.csv');
    expect(await store.get('attachments/gone.csv')).toBeNull();
    await store.delete('attachments/gone.csv');
    await expect(store.delete('../escape.csv')).rejects.toThrow(/Not an object key/);
  });

  it('lets a presigned URL upload without credentials until it expires', async () => {
    const store = new S3Store(storageUrl);
    const fresh = await store.presignUpload('files/attachment/fresh.csv', 60, 4);
    expect(fresh.startsWith(`${bucketUrl()}/files/attachment/fresh.csv?`)).toBe(true);
    const put = await fetch(fresh, { method: 'PUT', body: 'x,y\n' });
    expect(put.status).toBe(200);
    expect(new TextDecoder().decode((await store.get('files/attachment/fresh.csv'))!)).toBe('x,y\n');

    const anHourAgo = new Date(Date.now() - 3600_000);
    const stale = await store.presign('PUT', 'files/attachment/stale.csv', 60, { bytes: 4, now: anHourAgo });
    const refused = await fetch(stale, { method: 'PUT', body: 'late' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Request has expired');
  });
});

/**
 * Signature V4 of a query-signed request, computed here from AWS's documented steps (not by aws4fetch), the way
 * S3 checks an upload: with the Content-Length the request actually sends.
 */
function signatureS3Computes(url: URL, method: string, headers: Record<string, string>, secret: string) {
  const params = [...url.searchParams].filter(([name]) => name !== 'X-Amz-Signature');
  const encode = (text: string) =>
    encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const query = params
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const signed = url.searchParams.get('X-Amz-SignedHeaders')!.split(';');
  const canonical = [
    method,
    url.pathname,
    query,
    ...signed.map((name) => `${name}:${headers[name]}`),
    '',
    signed.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const date = url.searchParams.get('X-Amz-Date')!;
  const scope = url.searchParams.get('X-Amz-Credential')!.split('/').slice(1).join('/');
  const toSign = ['AWS4-HMAC-SHA256', date, scope, createHash('sha256').update(canonical).digest('hex')].join(
    '\n',
  );
  let key: Buffer | string = `AWS4${secret}`;
  for (const part of scope.split('/')) key = createHmac('sha256', key).update(part).digest();
  return createHmac('sha256', key).update(toSign).digest('hex');
}

describe('a presigned upload signs the declared size (ADR 0067)', () => {
  it('names Content-Length among the signed headers, so S3 refuses a file of any other size', async () => {
    const store = new S3Store(storageUrl);
    const url = new URL(await store.presignUpload('files/attachment/sized.csv', 60, 12));
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    const sent = (bytes: number) =>
      signatureS3Computes(url, 'PUT', { 'content-length': String(bytes), host: url.host }, 'S3RVER');
    // The declared 12 bytes verify; a 13-byte or 1 GB body sent to the same address would not.
    expect(sent(12)).toBe(url.searchParams.get('X-Amz-Signature'));
    expect(sent(13)).not.toBe(url.searchParams.get('X-Amz-Signature'));
    expect(sent(1024 ** 3)).not.toBe(url.searchParams.get('X-Amz-Signature'));
    // s3rver does not check V4 signatures itself; the declared size uploads.
    expect((await fetch(url, { method: 'PUT', body: 'id,name\n1,a\n' })).status).toBe(200);
  });
});

describe('the server with STORAGE_URL set', () => {
  it('keeps an uploaded image in the bucket and serves it with its type', async () => {
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'banner.png');
    const response = await fetch(`${server.url}/util/uploadImage.php`, {
      method: 'POST',
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: form,
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    // In the bucket, not on this server's disk: another instance serves it too.
    expect(await new S3Store(storageUrl).get(url.replace('/uploads/', ''))).toEqual(PNG);
    const served = await fetch(server.url + url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('gives a course admin a presigned bucket URL; the browser uploads there and the file URL serves it', async () => {
    const admin = await signedInClient(server.url, 'course.admin@demo.test');
    const answer = await admin.post('/api/latest/presigned-url/', {
      file_name: 'syllabus.pdf',
      content_type: 'application/pdf',
      purpose: 'course-asset',
      size: 19,
    });
    expect(answer.status).toBe(200);
    const { upload_url, file_url, expires_at } = answer.json as {
      upload_url: string;
      file_url: string;
      expires_at: string;
    };
    expect(upload_url.startsWith(`${bucketUrl()}/files/course-asset/`)).toBe(true);
    expect(upload_url).toContain('X-Amz-Signature=');
    expect(new URL(upload_url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(14 * 60_000);
    const pdf = new TextEncoder().encode('%PDF-1.4 a syllabus');
    expect((await fetch(upload_url, { method: 'PUT', body: pdf })).status).toBe(200);
    const served = await fetch(server.url + new URL(file_url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await served.arrayBuffer())).toBe('%PDF-1.4 a syllabus');
  });
});
