/** The campaign parameters kept for the CRM (000 §9 tracked promo parameters; ADR 0082). */
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
const STORAGE_KEY = 'learnforge.first-touch';

export type FirstTouch = Partial<Record<(typeof UTM_KEYS)[number], string>>;

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The campaign an address carries, or undefined when it names none (values cut to the contract's 100). */
export function campaignOf(search: string): FirstTouch | undefined {
  const params = new URLSearchParams(search);
  const found: FirstTouch = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) found[key] = value.slice(0, 100);
  }
  return Object.keys(found).length ? found : undefined;
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  } catch {
    // Storage can be switched off (private modes, sandboxed frames): the visit is then simply not attributed.
    return undefined;
  }
}

function stored(storage: KeyValueStorage | undefined): FirstTouch | undefined {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    if (!value || typeof value !== 'object') return undefined;
    const kept: FirstTouch = {};
    for (const key of UTM_KEYS) {
      const field = (value as Record<string, unknown>)[key];
      if (typeof field === 'string' && field) kept[key] = field.slice(0, 100);
    }
    return Object.keys(kept).length ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the campaign of the address the visitor first landed on and answers it from then on. First
 * touch wins: a later visit from another campaign does not replace it, so the CRM credits the campaign
 * that brought the person, not the last link they clicked.
 */
export function firstTouchKeeper(
  landing: string | undefined,
  storage: KeyValueStorage | undefined = browserStorage(),
): () => FirstTouch | undefined {
  const campaign = landing === undefined ? undefined : campaignOf(landing);
  let kept = stored(storage);
  if (!kept && campaign) {
    kept = campaign;
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(campaign));
    } catch {
      // A full or refused storage keeps the campaign for this page only.
    }
  }
  return () => stored(storage) ?? kept;
}
