import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FileResponse } from '../api/registry';
import type { Config } from '../config';
import { notFound } from '../http/errors';
import type { ObjectStore } from '../storage/object-store';

/** Signs "this learner's snapshots of this contest" so the upload URL needs no table of its own. */
function signature(config: Config, contestId: number, userId: number): string {
  return createHmac('sha256', config.captchaSecret)
    .update(`proctoring-snapshot:${contestId}:${userId}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The supplied URL webcam snapshots go to (001 §7); the token names the contest and the learner. */
export function screenshotUploadUrl(config: Config, contestId: number, userId: number): string {
  return `/api/latest/proctoring/screenshots/${contestId}-${userId}-${signature(config, contestId, userId)}/`;
}

/** The contest and learner a token names, or null when it was not signed here for them. */
export function readScreenshotToken(
  config: Config,
  token: string,
): { contestId: number; userId: number } | null {
  const match = /^(\d{1,9})-(\d{1,9})-([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const contestId = Number(match[1]);
  const userId = Number(match[2]);
  const expected = Buffer.from(signature(config, contestId, userId));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { contestId, userId } : null;
}

const SNAPSHOT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;

/**
 * A stored capture (`contest_proctoring_events.asset_path`) as a file of its image type, for whoever the
 * caller has already found may see it: captures are never served at a public address (ADR 0053, 0059).
 */
export async function snapshotFile(store: ObjectStore, assetPath: string): Promise<FileResponse> {
  const bytes = await store.get(`proctoring/${assetPath}`);
  if (!bytes) throw notFound('The snapshot is no longer stored.');
  const extension = assetPath.slice(assetPath.lastIndexOf('.') + 1) as keyof typeof SNAPSHOT_TYPES;
  return { filename: assetPath, contentType: SNAPSHOT_TYPES[extension] ?? 'image/jpeg', body: bytes };
}
