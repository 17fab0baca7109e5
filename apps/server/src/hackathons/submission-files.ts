import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import { downloadName, startsWithText } from '../storage/file-types';

/**
 * 10 MB (ADR 0100): a report, slides or a project's source without its dependencies. The file is read into
 * memory before it is stored, so the cap also bounds what one upload costs an instance.
 */
const MAX_SUBMISSION_FILE_BYTES = 10 * 1024 * 1024;

/** Route options of the file-round upload: multipart stops reading past the cap (413). */
export const submissionFileOptions = {
  config: { multipartOptions: { limits: { fileSize: MAX_SUBMISSION_FILE_BYTES, files: 1 } } },
};

const SUBMISSION_TYPES = { pdf: 'application/pdf', zip: 'application/zip' } as const;
type SubmissionKind = keyof typeof SUBMISSION_TYPES;
type SubmissionContentType = (typeof SUBMISSION_TYPES)[SubmissionKind];

/**
 * The file's kind from its first bytes, never its name or declared type: a PDF starts with `%PDF-`, a ZIP
 * with a local file header `PK\3\4` (an empty archive has none and is refused). Anything else, an HTML page or
 * a script renamed to .pdf included, is refused.
 */
function detectSubmissionKind(bytes: Uint8Array): SubmissionKind | null {
  if (startsWithText(bytes, '%PDF-')) return 'pdf';
  if (startsWithText(bytes, 'PK\x03\x04')) return 'zip';
  return null;
}

export interface StoredSubmissionFile {
  key: string;
  name: string;
  size: number;
  contentType: SubmissionContentType;
}

/**
 * Checks a round's file and stores it under a fresh key: the row names the new one the moment it is saved, so no
 * download reads half of either; the caller deletes the replaced object once that save committed (ADR 0106).
 */
export async function storeSubmissionFile(
  store: FastifyInstance['objectStore'],
  file: File,
): Promise<StoredSubmissionFile> {
  if (file.size > MAX_SUBMISSION_FILE_BYTES)
    throw new HttpError(413, 'payload_too_large', 'The file is larger than 10 MB.', {
      file: 'Choose a file of at most 10 MB.',
    });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectSubmissionKind(bytes);
  if (!kind)
    throw badRequest('This file is not a PDF or a ZIP archive.', {
      file: 'Choose a PDF or a ZIP file.',
    });
  const key = `hackathon-submissions/${randomUUID()}.${kind}`;
  await store.put(key, bytes);
  return {
    key,
    name: downloadName(file.name, kind, 'submission'),
    size: bytes.byteLength,
    contentType: SUBMISSION_TYPES[kind],
  };
}
