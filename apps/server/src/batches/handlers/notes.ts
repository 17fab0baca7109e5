import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { batches, batchNotes, tracks } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { requireBatchAccess, trackInBatch } from '../learning';

/** Notes per page; the next page starts after `last_evaluated_key` (001 §3 notesDetails). */
const NOTES_PAGE_SIZE = 10;

type NoteRow = typeof batchNotes.$inferSelect & { batchSlug: string; trackSlug: string | null };

const noteView = (row: NoteRow) => ({
  id: String(row.id),
  batch_slug: row.batchSlug,
  track_slug: row.trackSlug,
  entity_type: row.entityType,
  entity_id: row.entityId,
  content: row.content,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The key is the id of the last note shown; newer notes come first, so the next page holds smaller ids. */
function afterKey(key: string | undefined): SQL | undefined {
  if (key === undefined) return undefined;
  if (!/^\d{1,15}$/.test(key))
    throw badRequest('This page key is not one the notes list gave.', {
      last_evaluated_key: 'Start again from the first page.',
    });
  return lt(batchNotes.id, Number(key));
}

async function notesPage(db: Db, where: SQL, key: string | undefined) {
  const rows = await db
    .select({ note: batchNotes, batchSlug: batches.slug, trackSlug: tracks.slug })
    .from(batchNotes)
    .innerJoin(batches, eq(batches.id, batchNotes.batchId))
    .leftJoin(tracks, eq(tracks.id, batchNotes.trackId))
    .where(and(where, afterKey(key)))
    .orderBy(desc(batchNotes.id))
    .limit(NOTES_PAGE_SIZE + 1);
  const page = rows
    .slice(0, NOTES_PAGE_SIZE)
    .map((row) => ({ ...row.note, batchSlug: row.batchSlug, trackSlug: row.trackSlug }));
  return {
    notes_list: page.map(noteView),
    last_evaluated_key: rows.length > NOTES_PAGE_SIZE ? String(page.at(-1)!.id) : null,
  };
}

export const handleBatchNotesList: Handler<'batch-notes-list'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  return notesPage(
    db,
    and(eq(batchNotes.userId, user.id), eq(batchNotes.batchId, batch.id))!,
    input.query.last_evaluated_key,
  );
};

export const handleTrackBatchNotes: Handler<'track-batch-notes'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.path.b);
  const track = await trackInBatch(db, batch.id, input.path.t);
  const page = await notesPage(
    db,
    and(eq(batchNotes.userId, user.id), eq(batchNotes.batchId, batch.id), eq(batchNotes.trackId, track.id))!,
    input.query.last_evaluated_key,
  );
  return {
    notes_list: page.notes_list.map(({ batch_slug: _batch, track_slug: _track, ...note }) => note),
    last_evaluated_key: page.last_evaluated_key,
  };
};

export const handleBatchNotesAdd: Handler<'batch-notes-add'> = async ({ input, user, database: { db } }) => {
  const body = input.body;
  const { batch } = await requireBatchAccess(db, user, body.batch_slug);
  const track = body.track_slug ? await trackInBatch(db, batch.id, body.track_slug) : null;
  if ((body.entity_type === undefined) !== (body.entity_id === undefined))
    throw badRequest('A note on an item names both its type and its id.', {
      entity_id: 'Give the item’s type and id together.',
    });
  const [note] = await db
    .insert(batchNotes)
    .values({
      userId: user.id,
      batchId: batch.id,
      trackId: track?.id ?? null,
      entityType: body.entity_type ?? null,
      entityId: body.entity_id ?? null,
      content: body.content,
    })
    .returning();
  return noteView({ ...note!, batchSlug: batch.slug, trackSlug: track?.slug ?? null });
};

async function ownNote(db: Db, userId: number, id: string) {
  const noteId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  const [row] = await db
    .select({ note: batchNotes, batchSlug: batches.slug, trackSlug: tracks.slug })
    .from(batchNotes)
    .innerJoin(batches, eq(batches.id, batchNotes.batchId))
    .leftJoin(tracks, eq(tracks.id, batchNotes.trackId))
    .where(and(eq(batchNotes.id, noteId), eq(batchNotes.userId, userId)))
    .limit(1);
  // Someone else's note is as absent as a deleted one.
  if (!row) throw notFound('There is no such note.');
  return { ...row.note, batchSlug: row.batchSlug, trackSlug: row.trackSlug };
}

export const handleBatchNotesUpdate: Handler<'batch-notes-update'> = async ({
  input,
  user,
  database: { db },
}) => {
  const note = await ownNote(db, user.id, input.path.id);
  const [updated] = await db
    .update(batchNotes)
    .set({ content: input.body.content, updatedAt: new Date() })
    .where(eq(batchNotes.id, note.id))
    .returning();
  return noteView({ ...updated!, batchSlug: note.batchSlug, trackSlug: note.trackSlug });
};

export const handleBatchNotesDelete: Handler<'batch-notes-delete'> = async ({
  input,
  user,
  database: { db },
}) => {
  const note = await ownNote(db, user.id, input.path.id);
  await db.delete(batchNotes).where(eq(batchNotes.id, note.id));
  return { message: 'The note is deleted.' };
};
