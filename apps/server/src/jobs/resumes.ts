import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import { downloadName, startsWithText } from '../storage/file-types';

/** 5 MB: a résumé is a few pages; anything larger is refused before it is read whole. */
const MAX_RESUME_BYTES = 5 * 1024 * 1024;

/** Route options of the résumé upload: multipart stops reading past the cap. */
export const resumeUploadOptions = {
  config: { multipartOptions: { limits: { fileSize: MAX_RESUME_BYTES, files: 1 } } },
};

const RESUME_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
type ResumeKind = keyof typeof RESUME_TYPES;

/**
 * The résumé's kind from its bytes, never its name or declared type: a PDF starts with `%PDF-`; a
 * Word document is a ZIP (`PK\3\4`) whose entries (names are stored uncompressed) include
 * `word/document.xml`. Anything else, a renamed script or image included, is refused.
 */
function detectResumeKind(bytes: Uint8Array): ResumeKind | null {
  if (startsWithText(bytes, '%PDF-')) return 'pdf';
  const zip = bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;
  if (zip && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('word/document.xml'))
    return 'docx';
  return null;
}

/** Checks and stores an uploaded résumé under a fresh key; answers what to record about it. */
export async function storeResume(store: FastifyInstance['objectStore'], file: File) {
  if (file.size > MAX_RESUME_BYTES)
    throw new HttpError(413, 'payload_too_large', 'The résumé is larger than 5 MB.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectResumeKind(bytes);
  if (!kind)
    throw badRequest('This file is not a PDF or a Word (.docx) document.', {
      file: 'Choose a PDF or a Word (.docx) file.',
    });
  const storageKey = `resumes/${randomUUID()}.${kind}`;
  await store.put(storageKey, bytes);
  return {
    storageKey,
    filename: downloadName(file.name, kind, 'resume'),
    contentType: RESUME_TYPES[kind],
    size: bytes.byteLength,
  };
}
