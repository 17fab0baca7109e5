import type { DownloadedFile, DownloadProgress, UploadProgress } from './types';

/** Sends a request like `fetch` does, reporting the upload of its body. */
export type UploadTransport = (
  url: string,
  init: RequestInit,
  onProgress: (progress: UploadProgress) => void,
) => Promise<Response>;

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * The browser's upload transport: XMLHttpRequest, because `fetch` cannot report how much of a body
 * has been sent. Answers a `Response` so the client reads it like any other (errors, 520, notifier).
 */
export const xhrUpload: UploadTransport = (url, init, onProgress) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'GET', url);
    request.withCredentials = init.credentials === 'include';
    request.responseType = 'blob';
    for (const [key, value] of new Headers(init.headers)) request.setRequestHeader(key, value);
    request.upload.onprogress = (event) =>
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : null });
    request.onload = () =>
      resolve(
        new Response(request.status === 204 ? null : (request.response as Blob), {
          status: request.status,
          statusText: request.statusText,
          headers: headersOf(request.getAllResponseHeaders()),
        }),
      );
    request.onerror = () => reject(new TypeError('The upload did not reach the server'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    const signal = init.signal;
    if (signal?.aborted) request.abort();
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });

/** Reads a file response chunk by chunk, reporting what has arrived. */
export async function readWithProgress(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ received: blob.size, total, lines: 0 });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    for (const byte of value) if (byte === 10) lines += 1;
    onProgress({ received, total, lines });
  }
  return new Blob(chunks as BlobPart[], { type });
}

/**
 * Hands a downloaded file to the browser as a saved file, named by the server's
 * `Content-Disposition` or else `fallbackName`.
 */
export function saveDownload(file: DownloadedFile, fallbackName: string): string {
  const filename = file.filename ?? fallbackName;
  const href = URL.createObjectURL(file.blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return filename;
}
