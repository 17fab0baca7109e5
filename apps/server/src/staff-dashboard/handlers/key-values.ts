import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { pageOf } from '../../db/paging';
import { keyValueSettings, users } from '../../db/schema';
import { recordEdit } from '../../edit-history/record';
import { badRequest, notFound } from '../../http/errors';
import { checkSetting, editableFields, type KeyValueRow, publicSettings } from '../settings';

async function settingOutput(db: Db, row: KeyValueRow) {
  const [by] = row.updatedBy
    ? await db.select({ handle: users.handle }).from(users).where(eq(users.id, row.updatedBy))
    : [];
  return outputOf(row, by?.handle ?? null);
}

function outputOf(row: KeyValueRow, updatedBy: string | null) {
  return {
    id: row.id,
    key: row.key,
    value_type: row.valueType,
    value: row.value,
    description: row.description,
    is_public: row.isPublic,
    updated_by: updatedBy,
    updated_at: row.updatedAt.toISOString(),
  };
}

const settingTaken = (key: string) =>
  badRequest(`There is already a setting named ${key}.`, {
    key: 'There is already a setting with this name',
  });

export const handleStaffDashKeyValueAll: Handler<'staff-dash-key-value-all'> = async ({
  input,
  database: { db },
}) => {
  const search = input.query.search ? `%${escapeLike(input.query.search)}%` : undefined;
  const where = search
    ? or(ilike(keyValueSettings.key, search), ilike(keyValueSettings.description, search))
    : undefined;
  const query = db
    .select({ row: keyValueSettings, handle: users.handle })
    .from(keyValueSettings)
    .leftJoin(users, eq(users.id, keyValueSettings.updatedBy))
    .where(where)
    .$dynamic();
  return pageOf(db, input.query, query, [asc(keyValueSettings.key)], ({ row, handle }) =>
    outputOf(row, handle),
  );
};

export const handleStaffDashKeyValueCreate: Handler<'staff-dash-key-value-create'> = async ({
  input,
  user,
  database: { db },
}) => {
  const form = input.body;
  await checkSetting(db, form);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(keyValueSettings)
      .values({
        key: form.key,
        valueType: form.value_type,
        value: form.value,
        description: form.description,
        isPublic: form.is_public,
        updatedBy: user.id,
      })
      .onConflictDoNothing({ target: keyValueSettings.key })
      .returning();
    if (!row) throw settingTaken(form.key);
    // A setting's history starts with its creation.
    await recordEdit(tx as unknown as Db, {
      entityType: 'key_value',
      entityId: row.id,
      actorId: user.id,
      before: {},
      after: editableFields(row),
    });
    return row;
  });
  return outputOf(created, user.handle);
};

export const handleStaffDashKeyValueUpdate: Handler<'staff-dash-key-value-update'> = async ({
  input,
  user,
  database: { db },
}) => {
  const form = { ...input.body, key: input.path.key };
  const [existing] = await db.select().from(keyValueSettings).where(eq(keyValueSettings.key, form.key));
  if (!existing) throw notFound(`There is no setting named ${form.key}.`);
  await checkSetting(db, form);
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(keyValueSettings)
      .set({
        valueType: form.value_type,
        value: form.value,
        description: form.description,
        isPublic: form.is_public,
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(eq(keyValueSettings.id, existing.id))
      .returning();
    await recordEdit(tx as unknown as Db, {
      entityType: 'key_value',
      entityId: existing.id,
      actorId: user.id,
      before: editableFields(existing),
      after: editableFields(row!),
    });
    return row!;
  });
  return settingOutput(db, saved);
};

export const handleStaffDashKeyValueDelete: Handler<'staff-dash-key-value-delete'> = async ({
  input,
  user,
  database: { db },
}) => {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(keyValueSettings)
      .where(and(eq(keyValueSettings.key, input.path.key)))
      .returning();
    if (!row) return null;
    // The history outlives the setting: its last entry says who removed it and what it held.
    await recordEdit(tx as unknown as Db, {
      entityType: 'key_value',
      entityId: row.id,
      actorId: user.id,
      before: editableFields(row),
      after: {},
    });
    return row;
  });
  if (!deleted) throw notFound(`There is no setting named ${input.path.key}.`);
  return { message: `Deleted ${deleted.key}.` };
};

export const handleSiteSettings: PublicHandler<'x-site-settings'> = async ({ database }) => ({
  settings: await publicSettings(database),
});
