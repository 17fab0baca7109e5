export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** Bytes in the whole file, when the server said (streamed exports usually do not). */
  total: number | null;
  /** Lines received so far, a measure people understand for a CSV whose size is unknown. */
  lines: number;
}

class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function filenameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

async function errorOf(response: Response): Promise<DownloadError> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } };
    if (parsed.error?.message) return new DownloadError(parsed.error.message, response.status);
  } catch {
    // not JSON: the text (or the status) is the message
  }
  return new DownloadError(
    text.trim() && !text.trim().startsWith('<') ? text.trim() : `The export failed (${response.status})`,
    response.status,
  );
}

/**
 * Fetches a file while reporting progress: CSV exports are streamed by the server and may take a
 * few seconds, so the page shows how much has arrived instead of a frozen button.
 */
export async function fetchWithProgress(
  url: string,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch(url, { credentials: 'include', signal, headers: { accept: 'text/csv,*/*' } });
  if (!response.ok) throw await errorOf(response);
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const filename = filenameOf(response.headers.get('content-disposition'), fallbackName);
  const type = response.headers.get('content-type') ?? 'text/csv';
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ received: blob.size, total, lines: 0 });
    return { blob, filename };
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
  return { blob: new Blob(chunks as BlobPart[], { type }), filename };
}

/** Hands a downloaded file to the browser as a saved file. */
export function saveFile(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
