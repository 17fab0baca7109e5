import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { editHistory } from '../db/schema-edit-history';

export type EditEntityType = (typeof editHistory.$inferSelect)['entityType'];
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

export interface Edit {
  entityType: EditEntityType;
  entityId: number;
  actorId: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** The fields whose values differ (deep comparison; a field missing on one side counts as null). */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = normalize(before[field]);
    const to = normalize(after[field]);
    if (!isDeepStrictEqual(from, to)) changes[field] = { from, to };
  }
  return changes;
}

/** JSON-shaped values, so what is compared is what is stored (dates as ISO strings, undefined as null). */
function normalize(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/**
 * Records a save. Pass the transaction that makes the change, so the history and the change
 * commit or roll back together. Nothing is stored when no field changed.
 */
export async function recordEdit(db: Db, edit: Edit): Promise<void> {
  const changes = diffFields(edit.before, edit.after);
  if (Object.keys(changes).length === 0) return;
  await db.insert(editHistory).values({
    entityType: edit.entityType,
    entityId: edit.entityId,
    changedBy: edit.actorId,
    changes,
  });
}

export interface EditPage {
  count: number;
  results: { id: number; changed_by: string; changed_at: string; changes: FieldChanges }[];
}

/** One page of an entity's history, newest first, with who made each change by handle. */
export async function listEdits(
  db: Db,
  query: { entityType: EditEntityType; entityId: number; page: number; pageSize: number },
): Promise<EditPage> {
  const where = and(eq(editHistory.entityType, query.entityType), eq(editHistory.entityId, query.entityId));
  const [total] = await db.select({ n: count() }).from(editHistory).where(where);
  const rows = await db
    .select({
      id: editHistory.id,
      handle: users.handle,
      changedAt: editHistory.changedAt,
      changes: editHistory.changes,
    })
    .from(editHistory)
    .leftJoin(users, eq(users.id, editHistory.changedBy))
    .where(where)
    .orderBy(desc(editHistory.changedAt), desc(editHistory.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      changed_by: row.handle ?? 'deleted account',
      changed_at: row.changedAt.toISOString(),
      changes: row.changes,
    })),
  };
}
