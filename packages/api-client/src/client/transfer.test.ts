import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../contract/define';
import { createClientFor } from './create-client';
import { json, recordingFetch } from './test-support';
import type { DownloadProgress, UploadProgress } from './types';

const table = {
  'export-csv': endpoint({
    id: 'export-csv',
    area: 'Organization dashboard',
    method: 'GET',
    path: 'organization-dashboard/leaderboard-csv/',
    response: z.unknown(),
    policy: { download: 'text/csv' },
  }),
  'test-files-post': endpoint({
    id: 'test-files-post',
    area: 'Problems',
    method: 'POST',
    path: 'problems/{id}/test_files/',
    params: z.object({ id: z.number() }),
    body: z.object({ input: z.instanceof(Blob), output: z.instanceof(Blob) }),
    response: z.object({ n: z.number() }),
    policy: { bodyEncoding: 'multipart' },
  }),
} as const;

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('downloads with progress', () => {
  it('reports the rows received while a streamed CSV arrives, and names the file from the server', async () => {
    const recorder = recordingFetch(
      () =>
        new Response(streamOf(['name,email\n', 'Asha,a@x.test\n', 'Vikram,v@x.test\n']), {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="report.csv"' },
        }),
    );
    const client = createClientFor({ baseUrl: '', contract: table, fetch: recorder.fetch });
    const seen: DownloadProgress[] = [];
    const file = await client.call(
      'export-csv',
      {},
      { onDownloadProgress: (progress) => seen.push(progress) },
    );
    expect(file.filename).toBe('report.csv');
    expect(await file.blob.text()).toBe('name,email\nAsha,a@x.test\nVikram,v@x.test\n');
    expect(seen.map((progress) => progress.lines)).toEqual([1, 2, 3]);
    expect(seen.at(-1)?.total).toBeNull();
    expect(recorder.requests[0]?.credentials).toBe('include');
  });

  it('gives the server’s message of a refused export and tells the notifier, like any call', async () => {
    const recorder = recordingFetch(() =>
      json({ error: { code: 'forbidden', message: 'Not your organization.' } }, { status: 403 }),
    );
    const client = createClientFor({ baseUrl: '', contract: table, fetch: recorder.fetch });
    const notes: string[] = [];
    client.on('notify', ({ message }) => notes.push(message));
    await expect(
      client.call('export-csv', {}, { onDownloadProgress: () => undefined }),
    ).rejects.toMatchObject({
      message: 'Not your organization.',
      status: 403,
    });
    expect(notes).toEqual(['Not your organization.']);
  });

  it('switches the app to maintenance when an export is answered 520', async () => {
    const recorder = recordingFetch(() =>
      json({ error: { code: 'maintenance', message: 'Back soon' } }, { status: 520 }),
    );
    const client = createClientFor({ baseUrl: '', contract: table, fetch: recorder.fetch });
    let maintenance = 0;
    client.on('maintenance', () => {
      maintenance += 1;
    });
    await expect(
      client.call('export-csv', {}, { onDownloadProgress: () => undefined }),
    ).rejects.toMatchObject({
      status: 520,
    });
    expect(maintenance).toBe(1);
  });
});

describe('uploads with progress', () => {
  it('sends through the upload transport, reports progress and reads the answer like any call', async () => {
    const recorder = recordingFetch(() => json({ n: 99 }));
    const sent: { url: string; body: BodyInit | null | undefined; credentials: string | undefined }[] = [];
    const client = createClientFor({
      baseUrl: '',
      contract: table,
      fetch: recorder.fetch,
      upload: async (url, init, onProgress) => {
        sent.push({ url, body: init.body, credentials: init.credentials });
        onProgress({ sent: 5, total: 10 });
        onProgress({ sent: 10, total: 10 });
        return json({ n: 4 });
      },
    });
    const progress: UploadProgress[] = [];
    const reply = await client.call(
      'test-files-post',
      { path: { id: 12 }, body: { input: new Blob(['1 2']), output: new Blob(['3']) } },
      { onUploadProgress: (update) => progress.push(update) },
    );
    expect(reply).toEqual({ n: 4 });
    expect(recorder.requests).toHaveLength(0);
    expect(sent[0]?.url).toBe('/api/latest/problems/12/test_files/');
    expect(sent[0]?.body).toBeInstanceOf(FormData);
    expect(sent[0]?.credentials).toBe('include');
    expect(progress.map((update) => update.sent)).toEqual([5, 10]);
  });

  it('rejects with the server’s message when the upload is refused', async () => {
    const client = createClientFor({
      baseUrl: '',
      contract: table,
      upload: async () =>
        json({ error: { code: 'too_large', message: 'Each file may be at most 10 MB.' } }, { status: 413 }),
    });
    await expect(
      client.call(
        'test-files-post',
        { path: { id: 12 }, body: { input: new Blob(['1']), output: new Blob(['2']) } },
        { onUploadProgress: () => undefined },
      ),
    ).rejects.toMatchObject({ status: 413, message: 'Each file may be at most 10 MB.', fromServer: true });
  });
});
