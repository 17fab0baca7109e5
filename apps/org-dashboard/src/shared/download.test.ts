import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DownloadProgress, fetchWithProgress } from './download';

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('fetchWithProgress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports the rows received while a streamed CSV arrives, and names the file from the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(streamOf(['name,email\n', 'Asha,a@x.test\n', 'Vikram,v@x.test\n']), {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="report.csv"',
            },
          }),
      ),
    );
    const seen: DownloadProgress[] = [];
    const file = await fetchWithProgress('/api/latest/x.csv', 'fallback.csv', (progress) =>
      seen.push(progress),
    );
    expect(file.filename).toBe('report.csv');
    expect(await file.blob.text()).toBe('name,email\nAsha,a@x.test\nVikram,v@x.test\n');
    expect(seen.map((progress) => progress.lines)).toEqual([1, 2, 3]);
    expect(seen.at(-1)?.total).toBeNull();
  });

  it('gives the server’s message when the export is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'forbidden', message: 'Not your organization.' } }), {
            status: 403,
          }),
      ),
    );
    await expect(fetchWithProgress('/api/latest/x.csv', 'x.csv', () => undefined)).rejects.toMatchObject({
      message: 'Not your organization.',
      status: 403,
    });
  });
});
