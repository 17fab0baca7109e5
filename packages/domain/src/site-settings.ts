import { unreachable } from './unreachable';

/** The kinds of value a key-value setting holds; the value itself is stored and sent as text. */
export const SETTING_TYPES = ['text', 'boolean', 'number', 'datetime', 'json'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

/** A setting's value as the apps read it. */
export type SettingValue = string | number | boolean | null | unknown[] | { [key: string]: unknown };

interface KnownSetting {
  type: SettingType;
  /** Readable by the apps without signing in (the learner app reads it on every page load). */
  public: boolean;
  description: string;
}

/**
 * Settings the apps read (001 §2 key-value admin). Their type and visibility are fixed here, so a
 * super admin can change the value but not turn the promo banner's end into free text. Other keys
 * may be added freely; the apps ignore them.
 */
export const KNOWN_SETTINGS = {
  'promo_banner.starts_at': {
    type: 'datetime',
    public: true,
    description: 'When the promo banner on the course catalogue starts showing.',
  },
  'promo_banner.ends_at': {
    type: 'datetime',
    public: true,
    description: 'When the promo banner stops showing; after its start.',
  },
  'promo_banner.text': {
    type: 'text',
    public: true,
    description: 'The promo banner’s sale text, e.g. "Diwali sale: 40% off every course".',
  },
  'feature.help_form': {
    type: 'boolean',
    public: true,
    description: 'Learners see the "Help" form that files a support ticket.',
  },
} as const satisfies Record<string, KnownSetting>;
export type KnownSettingKey = keyof typeof KNOWN_SETTINGS;

export function knownSetting(key: string): KnownSetting | undefined {
  return Object.hasOwn(KNOWN_SETTINGS, key) ? KNOWN_SETTINGS[key as KnownSettingKey] : undefined;
}

/** Longest text value; JSON and the rest are far shorter in practice. */
const MAX_VALUE_LENGTH = 10_000;
/** A date-time with its zone, so every instance and every learner reads the same moment. */
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export type ParsedSetting = { ok: true; value: SettingValue } | { ok: false; message: string };

/** Reads a stored or submitted value as its type; the message says what to write instead. */
export function parseSettingValue(type: SettingType, raw: string): ParsedSetting {
  if (raw.length > MAX_VALUE_LENGTH)
    return { ok: false, message: `Use at most ${MAX_VALUE_LENGTH} characters` };
  switch (type) {
    case 'text':
      return { ok: true, value: raw };
    case 'boolean':
      if (raw === 'true' || raw === 'false') return { ok: true, value: raw === 'true' };
      return { ok: false, message: 'Write true or false' };
    case 'number': {
      const number = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(number)) return { ok: false, message: 'Write a number' };
      return { ok: true, value: number };
    }
    case 'datetime':
      if (!ZONED_DATE_TIME.test(raw) || Number.isNaN(Date.parse(raw)))
        return { ok: false, message: 'Write a date and time with its zone, e.g. 2026-12-01T00:00:00+05:30' };
      return { ok: true, value: new Date(raw).toISOString() };
    case 'json':
      try {
        return { ok: true, value: JSON.parse(raw) as SettingValue };
      } catch {
        return { ok: false, message: 'Write valid JSON' };
      }
    default:
      return unreachable(type satisfies never, 'setting type');
  }
}

export interface PromoBanner {
  text: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The promo banner while now is inside its window, else null: all three settings must be set, and the
 * window is inclusive at both ends like the sale banner's (001 §4).
 */
export function activePromoBanner(
  settings: Readonly<Record<string, unknown>>,
  now: Date,
): PromoBanner | null {
  const text = settings['promo_banner.text'];
  const starts = settings['promo_banner.starts_at'];
  const ends = settings['promo_banner.ends_at'];
  if (
    typeof text !== 'string' ||
    text.trim() === '' ||
    typeof starts !== 'string' ||
    typeof ends !== 'string'
  )
    return null;
  const startsAt = new Date(starts);
  const endsAt = new Date(ends);
  const at = now.getTime();
  return at >= startsAt.getTime() && at <= endsAt.getTime() ? { text, startsAt, endsAt } : null;
}
