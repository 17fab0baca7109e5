import { knownSetting, parseSettingValue, type SettingType, type SettingValue } from '@learnforge/domain';
import { eq } from 'drizzle-orm';
import { KeptUntilWrite } from '../api/read-cache';
import type { Database, Db } from '../db/client';
import { keyValueSettings } from '../db/schema';
import { badRequest } from '../http/errors';

export type KeyValueRow = typeof keyValueSettings.$inferSelect;

/** The fields a setting's edit history compares. */
export function editableFields(row: KeyValueRow) {
  return {
    key: row.key,
    value_type: row.valueType,
    value: row.value,
    description: row.description,
    is_public: row.isPublic,
  };
}

interface SettingForm {
  key: string;
  value_type: SettingType;
  value: string;
  is_public: boolean;
}

/**
 * Checks a setting before it is written: a known key keeps its type and visibility, the value reads as its
 * type, and the promo banner's end stays after its start (with the other end as stored). Every refusal names
 * its field.
 */
export async function checkSetting(db: Db, form: SettingForm): Promise<void> {
  const known = knownSetting(form.key);
  if (known && known.type !== form.value_type)
    throw badRequest(`${form.key} holds a ${known.type}.`, {
      value_type: `${form.key} holds a ${known.type}`,
    });
  if (known && known.public !== form.is_public)
    throw badRequest(`${form.key} is read by the apps, so its visibility is fixed.`, {
      is_public: known.public ? 'The apps read this setting: keep it public' : 'Keep this setting private',
    });
  const parsed = parseSettingValue(form.value_type, form.value);
  if (!parsed.ok) throw badRequest(parsed.message, { value: parsed.message });
  if (form.key === 'promo_banner.starts_at' || form.key === 'promo_banner.ends_at') {
    const otherKey =
      form.key === 'promo_banner.starts_at' ? 'promo_banner.ends_at' : 'promo_banner.starts_at';
    const [other] = await db
      .select({ value: keyValueSettings.value })
      .from(keyValueSettings)
      .where(eq(keyValueSettings.key, otherKey));
    const otherAt = other ? Date.parse(other.value) : Number.NaN;
    const at = Date.parse(String(parsed.value));
    const ordered = form.key === 'promo_banner.starts_at' ? at < otherAt : otherAt < at;
    if (!Number.isNaN(otherAt) && !ordered) {
      const message =
        form.key === 'promo_banner.ends_at'
          ? 'The promo banner must end after it starts'
          : 'The promo banner must start before it ends';
      throw badRequest(`${message} (${otherKey} is ${other!.value}).`, { value: message });
    }
  }
}

/** The public settings, typed. A stored value that no longer reads as its type is left out. */
async function readPublicSettings(db: Db): Promise<Record<string, SettingValue>> {
  const rows = await db
    .select({
      key: keyValueSettings.key,
      valueType: keyValueSettings.valueType,
      value: keyValueSettings.value,
    })
    .from(keyValueSettings)
    .where(eq(keyValueSettings.isPublic, true));
  const settings: Record<string, SettingValue> = {};
  for (const row of rows) {
    const parsed = parseSettingValue(row.valueType, row.value);
    if (parsed.ok) settings[row.key] = parsed.value;
  }
  return settings;
}

/**
 * The public settings, read once per data generation (ADR 0072): every page load of every learner asks for
 * them, and they change a few times a year. Any write on any instance moves the generation through the live
 * bus, so the next page load after a super admin's save reads the new value; a minute is the backstop for a
 * change made outside a request (a restore, psql).
 */
const keptPublicSettings = new KeptUntilWrite<Record<string, SettingValue>>(60_000);

export function publicSettings(database: Database): Promise<Record<string, SettingValue>> {
  return keptPublicSettings.get(database.live, 'public', () => readPublicSettings(database.db));
}
