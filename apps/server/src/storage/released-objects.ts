import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../queue/queue';
import type { ObjectStore } from './object-store';

/**
 * Deletes an object no record names any more (ADR 0106), called only after the transaction that let go of it
 * committed, so a rolled-back change never loses a file a record still names. A failed delete never fails the
 * caller (its new file is saved): it is logged and handed to the `object-delete` queue, which retries it and,
 * after every attempt failed, keeps it as a dead letter a super admin can retry.
 */
export async function deleteReleasedObject(
  { objectStore, jobQueue }: { objectStore: ObjectStore; jobQueue: JobQueue },
  log: FastifyBaseLogger,
  key: string,
): Promise<void> {
  try {
    await objectStore.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'deleting a released object failed; queued to try again');
    await jobQueue
      .send('object-delete', { key })
      .catch((queueError: unknown) =>
        log.error(
          { err: queueError, key },
          'could not queue the delete of a released object; it stays stored',
        ),
      );
  }
}
