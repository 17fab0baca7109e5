import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectImageType } from '../src/uploads/images';
import { type createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { learners: 1 });
});
afterAll(() => server.close());

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);

const signedIn = (email: string) => signedInClient(server.url, email);

async function upload(
  client: ReturnType<typeof createSessionClient> | null,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${server.url}/util/uploadImage.php`, {
    method: 'POST',
    headers: client ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('image upload', () => {
  it('stores a PNG under a content address and serves it back with its type', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const uploaded = await upload(admin, PNG, 'banner.png', 'image/png');
    expect(uploaded.status).toBe(200);
    const url = uploaded.json.url as string;
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{64}\.png$/);
    const served = await fetch(server.url + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('judges the type by content: a script named .png is refused, a JPEG named .txt is accepted as JPEG', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const script = new TextEncoder().encode('<script>alert(1)</script>');
    const refused = await upload(admin, script, 'evil.png', 'image/png');
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ fields: { image: expect.stringContaining('PNG, JPEG') } });
    const jpeg = await upload(
      admin,
      Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      'photo.txt',
      'text/plain',
    );
    expect(jpeg.status).toBe(200);
    expect(jpeg.json.url).toMatch(/\.jpg$/);
  });

  it('refuses an image over 2 MB with 413', async () => {
    const admin = await signedIn('course.admin@demo.test');
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(PNG);
    const refused = await upload(admin, big, 'huge.png', 'image/png');
    expect(refused.status).toBe(413);
    expect(refused.json.error).toMatchObject({ code: 'payload_too_large' });
  });

  it('refuses learners and signed-out callers, and a body without a file', async () => {
    expect((await upload(await signedIn('learner@demo.test'), PNG, 'a.png', 'image/png')).status).toBe(403);
    expect((await upload(null, PNG, 'a.png', 'image/png')).status).toBe(401);
    const admin = await signedIn('course.admin@demo.test');
    const empty = await admin.post('/util/uploadImage.php', {});
    expect(empty.status).toBe(400);
  });

  it('answers 404 for names that are not stored images', async () => {
    expect((await fetch(`${server.url}/uploads/images/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/images/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('recognises the four accepted formats by their first bytes', () => {
    const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
    expect(detectImageType(Uint8Array.from(ascii('GIF89a...')))).toBe('gif');
    expect(detectImageType(Uint8Array.from([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')]))).toBe(
      'webp',
    );
    expect(detectImageType(Uint8Array.from(ascii('<svg xmlns="http://www.w3.org/2000/svg">')))).toBeNull();
  });
});

describe('presigned upload address on the local disk store', () => {
  const ask = async (email: string, body: object) =>
    (await signedIn(email)).post('/api/latest/presigned-url/', body);

  it('gives a course admin a one-file address; the bytes sent there are served at the file URL', async () => {
    const answer = await ask('course.admin@demo.test', {
      file_name: 'marks.csv',
      content_type: 'text/csv',
      purpose: 'attachment',
      size: 20,
    });
    expect(answer.status).toBe(200);
    const { upload_url, file_url } = answer.json as {
      upload_url: string;
      file_url: string;
      expires_at: string;
    };
    expect(upload_url).toMatch(/^\/uploads\/signed\/[\w-]+\.[\w-]+$/);
    expect(file_url).toMatch(/^http:\/\/localhost:\d+\/uploads\/files\/attachment\/[0-9a-f-]{36}\.csv$/);
    // The address is for 20 bytes: a larger file is 413 and a smaller one 400, and neither is stored.
    const larger = await fetch(server.url + upload_url, { method: 'PUT', body: 'x'.repeat(21) });
    expect(larger.status).toBe(413);
    expect(((await larger.json()) as { error: { message: string } }).error.message).toMatch(
      /exactly 20 bytes/,
    );
    expect((await fetch(server.url + upload_url, { method: 'PUT', body: 'short' })).status).toBe(400);
    expect((await fetch(server.url + new URL(file_url).pathname)).status).toBe(404);
    // No cookie: the signed address is the permission.
    const put = await fetch(server.url + upload_url, {
      method: 'PUT',
      headers: { 'content-type': 'text/csv' },
      body: 'handle,marks\nasha,9\n',
    });
    expect(put.status).toBe(200);
    const served = await fetch(server.url + new URL(file_url).pathname);
    expect(served.headers.get('content-type')).toBe('text/csv');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(await served.text()).toBe('handle,marks\nasha,9\n');
    // One file per address: a second upload cannot replace what was shared.
    const again = await fetch(server.url + upload_url, { method: 'PUT', body: 'x'.repeat(20) });
    expect(again.status).toBe(409);
  });

  it('refuses a forged address, learners, and a content type it does not store', async () => {
    const answer = await ask('setter@demo.test', {
      file_name: 'a.png',
      content_type: 'image/png',
      purpose: 'banner',
      size: 1,
    });
    const { upload_url } = answer.json as { upload_url: string; file_url: string; expires_at: string };
    const forged = upload_url.replace(/\.[\w-]+$/, '.AAAA');
    const refused = await fetch(server.url + forged, { method: 'PUT', body: 'x' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/not valid/);
    expect(
      (
        await ask('learner@demo.test', {
          file_name: 'a.png',
          content_type: 'image/png',
          purpose: 'banner',
          size: 1,
        })
      ).status,
    ).toBe(403);
    // The size is declared and capped at 100 MB before any address is made.
    for (const size of [undefined, 0, 100 * 1024 * 1024 + 1]) {
      const refused = await ask('course.admin@demo.test', {
        file_name: 'a.png',
        content_type: 'image/png',
        purpose: 'banner',
        size,
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toMatchObject({ fields: { size: expect.any(String) } });
    }
    const html = await ask('course.admin@demo.test', {
      file_name: 'page.html',
      content_type: 'text/html',
      purpose: 'attachment',
      size: 10,
    });
    expect(html.status).toBe(400);
  });
});
