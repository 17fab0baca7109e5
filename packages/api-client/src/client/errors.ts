/** One error type for every failed call: HTTP errors, timeouts, network failures, bad responses. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (timeout, network). */
  readonly status: number;
  readonly code: string;
  /** Field-level messages of a 400, keyed by field name. */
  readonly fields: Readonly<Record<string, string>>;
  readonly endpointId: string;
  /** True when the server gave `error.message` (or a text body): that message is for the person. */
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    endpointId: string;
    fields?: Record<string, string>;
    fromServer?: boolean;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.endpointId = init.endpointId;
    this.fromServer = init.fromServer ?? false;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Status the backend answers with while the site is under maintenance (002 §4). */
export const MAINTENANCE_STATUS = 520;
/** Default notifier auto-close (002 §9). */
export const NOTIFY_AUTO_CLOSE_MS = 5000;

export function isMaintenance(error: unknown): boolean {
  return isApiError(error) && error.status === MAINTENANCE_STATUS;
}

export interface PageError {
  kind: 'forbidden';
  message: string;
}

/** A 403 (status or code) on a route's data is a page-level access error (002 §4, §8). */
export function pageErrorOf(error: unknown): PageError | null {
  if (!isApiError(error)) return null;
  if (error.status === 403 || error.code === '403') return { kind: 'forbidden', message: error.message };
  return null;
}

/** The message the notifier shows, when the server gave one (002 §8 "shown by a notifier if provided"). */
export function notifierMessageOf(error: unknown): string | null {
  if (!isApiError(error) || !error.fromServer || error.status === MAINTENANCE_STATUS) return null;
  return error.message.trim() === '' ? null : error.message;
}

export interface ApiEvents {
  /** Any request answered 520: the app replaces the page with the maintenance page. */
  maintenance: { error: ApiError };
  /**
   * Every failed call, before it rejects: for an app's own reaction to a status or code wherever the
   * call was made (the staff tools open the recruiter contract on a 428 `contract_not_signed`).
   */
  failed: { error: ApiError };
  /** A server message for the notifier; every failed call still rejects with its ApiError. */
  notify: { message: string; autoCloseMs: number; error: ApiError };
  /** Cached data of these ids is stale after a successful call (the entry's `revalidates`). */
  revalidate: { ids: readonly string[] };
}

type Listener<T> = (event: T) => void;

/** How many events of a type with no listener yet are kept for its first listener. */
const HELD_EVENTS = 10;
/**
 * The events kept while nobody listens: what the person must see (the maintenance page, a server message). A
 * `failed` event is an app's own reaction to one call; a listener mounted later must not act on an old one.
 */
const HELD_TYPES: ReadonlySet<keyof ApiEvents> = new Set(['maintenance', 'notify']);

export class ApiEventEmitter {
  readonly #listeners = new Map<keyof ApiEvents, Set<Listener<never>>>();
  /**
   * Maintenance and notify events emitted while nobody listened for them: a call preloaded before the app's
   * providers mounted (preloadApi) can fail before they subscribe, and its maintenance switch or message must
   * still reach the person. The first listener of the type gets them.
   */
  readonly #held = new Map<keyof ApiEvents, unknown[]>();

  on<K extends keyof ApiEvents>(type: K, listener: Listener<ApiEvents[K]>): () => void {
    let set = this.#listeners.get(type);
    if (!set) {
      set = new Set();
      this.#listeners.set(type, set);
    }
    set.add(listener as Listener<never>);
    const held = this.#held.get(type);
    this.#held.delete(type);
    for (const event of held ?? []) listener(event as ApiEvents[K]);
    return () => {
      set.delete(listener as Listener<never>);
    };
  }

  emit<K extends keyof ApiEvents>(type: K, event: ApiEvents[K]): void {
    const listeners = this.#listeners.get(type);
    if (!listeners?.size && HELD_TYPES.has(type)) {
      const held = this.#held.get(type) ?? [];
      this.#held.set(type, [...held, event].slice(-HELD_EVENTS));
      return;
    }
    for (const listener of listeners ?? []) (listener as Listener<ApiEvents[K]>)(event);
  }
}
