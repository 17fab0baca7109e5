import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { batchContentItems, batches, batchLiveClasses, courses, liveClassRecordings } from '../db/schema';
import { forbidden, HttpError, notFound, unauthorized } from '../http/errors';
import { batchAccess } from './learning';

/** Committed demo videos (media/README.md); a file name from the database never leaves this folder. */
const MEDIA_DIRECTORY = resolve(import.meta.dirname, '../../media');
const VIDEO_URL_PREFIX = '/api/latest/media/videos/';
const RECORDING_URL_PREFIX = '/api/latest/media/recordings/';

export const videoUrl = (id: number) => `${VIDEO_URL_PREFIX}${id}`;
export const recordingUrl = (id: number) => `${RECORDING_URL_PREFIX}${id}`;

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within a file of `size` bytes; null when unsatisfiable. */
function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return null;
  return { start, end };
}

type Request = FastifyRequest<{ Params: { id: string } }>;

/** The id in the address, or a 404 for anything that is not a positive whole number. */
function idOf(request: Request, what: string): number {
  const id = Number(request.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(`There is no such ${what}.`);
  return id;
}

/**
 * Streams a committed media file, answering HTTP range requests with 206 Partial Content so the player can
 * seek without loading the whole file.
 */
async function streamMedia(request: Request, reply: FastifyReply, src: string, what: string) {
  const file = resolve(MEDIA_DIRECTORY, basename(src));
  const size = (await stat(file).catch(() => null))?.size;
  if (size === undefined) throw notFound(`The ${what} file is missing.`);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', 'video/webm')
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff');
  const rangeHeader = request.headers.range;
  if (!rangeHeader) return reply.header('content-length', size).send(createReadStream(file));
  const range = byteRange(rangeHeader, size);
  if (!range)
    throw new HttpError(
      416,
      'range_not_satisfiable',
      `The requested byte range is outside the ${what}.`,
      undefined,
      {
        'content-range': `bytes */${size}`,
      },
    );
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(createReadStream(file, { start: range.start, end: range.end }));
}

/** Track videos and live-class recordings, each to a person with access to its batch. */
export function registerVideoMedia(app: FastifyInstance, database: Database): void {
  app.get<{ Params: { id: string } }>(`${VIDEO_URL_PREFIX}:id`, async (request, reply) => {
    const id = idOf(request, 'video');
    if (!request.user) throw unauthorized();
    const { db } = database;
    const [row] = await db
      .select({ item: batchContentItems, batch: batches, course: courses })
      .from(batchContentItems)
      .innerJoin(batches, eq(batches.id, batchContentItems.batchId))
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(eq(batchContentItems.id, id))
      .limit(1);
    const src = row?.item.kind === 'video' ? row.item.body.src : undefined;
    if (!row || !src) throw notFound('There is no such video.');
    const access = await batchAccess(db, request.user, row.batch, row.course);
    if (!access.hasAccess) throw forbidden(access.message);
    return streamMedia(request, reply, src, 'video');
  });
  app.get<{ Params: { id: string } }>(`${RECORDING_URL_PREFIX}:id`, async (request, reply) => {
    const id = idOf(request, 'recording');
    if (!request.user) throw unauthorized();
    const { db } = database;
    const [row] = await db
      .select({ recording: liveClassRecordings, batch: batches, course: courses })
      .from(liveClassRecordings)
      .innerJoin(batchLiveClasses, eq(batchLiveClasses.id, liveClassRecordings.classId))
      .innerJoin(batches, eq(batches.id, batchLiveClasses.batchId))
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(eq(liveClassRecordings.id, id))
      .limit(1);
    if (!row) throw notFound('There is no such recording.');
    const access = await batchAccess(db, request.user, row.batch, row.course);
    if (!access.hasAccess) throw forbidden(access.message);
    return streamMedia(request, reply, row.recording.src, 'recording');
  });
}
