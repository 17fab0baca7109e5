import type { Endpoint } from '../contract/define';
import {
  ApiError,
  ApiEventEmitter,
  type ApiEvents,
  MAINTENANCE_STATUS,
  NOTIFY_AUTO_CLOSE_MS,
  notifierMessageOf,
} from './errors';
import { type FirstTouch, firstTouchKeeper } from './first-touch';
import { routePathOf, splitPath } from './route';
import type { RouteEntry } from './route-table';
import { readWithProgress, type UploadTransport, xhrUpload } from './transfer';
import type { ApiVersion, CallArgs, CallOptions, CallOutput, DownloadedFile } from './types';

/**
 * The type of a table: the full contract or a test's own. At run time the client reads only what a
 * `RouteEntry` has, so production passes the generated route table in its place (see `createClient`).
 */
export type EndpointTable = Record<string, Endpoint>;

export interface ClientOptions<C extends EndpointTable> {
  /** Origin of the API, e.g. `http://127.0.0.1:8080`; `''` for the page's own origin. */
  baseUrl: string;
  /** Version prefix: `/api/latest/` (default), `/api/v1/` or `/api/vr/`. */
  version?: ApiVersion;
  fetch?: typeof fetch;
  /** Sends calls that report upload progress (`onUploadProgress`); XMLHttpRequest by default. */
  upload?: UploadTransport;
  /**
   * The endpoint table: the full contract, the generated route table (see `createClient` in the
   * package entry) or a test's own. It gives types (`C`); at run time only method, path and policy are read.
   */
  contract: C;
  /** The organization-dashboard `slug`: the page's `?organization=` by default (002 §2). */
  getOrganizationSlug?: () => string | null | undefined;
  /** `page_url` for pageUrl entries: the current page address by default. */
  getPageUrl?: () => string;
  /** `first_touch` for firstTouch entries: the campaign the browser first landed with (see first-touch.ts). */
  getFirstTouch?: () => FirstTouch | undefined;
  /** Clock of the response cache (`cacheSeconds`). */
  now?: () => number;
  /** Check every JSON response against the entry's schema (tests, development; needs the full contract). */
  validateResponses?: boolean;
}

export type ApiResultList<T> =
  | { ok: true; results: T[] }
  | { ok: false; errors: ApiError[]; results: (T | undefined)[] };

export interface ApiClient<C extends EndpointTable> {
  readonly contract: C;
  readonly version: ApiVersion;
  call<Id extends keyof C & string>(id: Id, ...args: CallArgs<C[Id]>): Promise<CallOutput<C[Id]>>;
  /**
   * One request per input, all at once; the results in order, or every error when any fails
   * (the all-status issues fetch, 001 §4 and §8).
   */
  callEach<Id extends keyof C & string>(
    id: Id,
    inputs: readonly CallArgs<C[Id]>[0][],
  ): Promise<ApiResultList<CallOutput<C[Id]>>>;
  /** The URL a call goes to (links to CSV downloads, WebSocket addresses). */
  url<Id extends keyof C & string>(id: Id, ...args: CallArgs<C[Id]>): string;
  /** `ws://` / `wss://` address of a websocket entry. */
  socketUrl<Id extends keyof C & string>(id: Id, ...args: CallArgs<C[Id]>): string;
  on<K extends keyof ApiEvents>(type: K, listener: (event: ApiEvents[K]) => void): () => void;
  /** Drops cached responses (`cacheSeconds`) of these ids. */
  invalidate(ids: readonly string[]): void;
}

interface RawInput {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** An entry of the table with the id it is keyed by. */
type Entry = RouteEntry & { id: string };

function pageLocation(): { href: string; search: string } | null {
  return (globalThis as { location?: { href: string; search: string } }).location ?? null;
}

function base64(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function encodeFields(input: RawInput, names: readonly string[]): RawInput {
  const encode = (record: Record<string, unknown> | undefined) => {
    if (!record) return record;
    const copy = { ...record };
    for (const name of names) if (typeof copy[name] === 'string') copy[name] = base64(copy[name]);
    return copy;
  };
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !(value instanceof Blob) && !(value instanceof FormData);
  return {
    ...input,
    path: encode(input.path),
    query: encode(input.query),
    body: isRecord(input.body) ? encode(input.body) : input.body,
  };
}

function appendQuery(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendQuery(params, key, item);
    return;
  }
  params.append(key, value instanceof Date ? value.toISOString() : String(value));
}

function formValue(value: unknown): string | Blob {
  if (value instanceof Blob) return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

function encodeBody(entry: Entry, body: unknown): { body: BodyInit; contentType?: string } | null {
  if (body === undefined) return null;
  const encoding = entry.policy?.bodyEncoding ?? 'json';
  if (encoding === 'json') return { body: JSON.stringify(body), contentType: 'application/json' };
  const record = (body ?? {}) as Record<string, unknown>;
  if (encoding === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(record)) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(formValue(item)));
    }
    return { body: form, contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
  // multipart: the browser sets the boundary in Content-Type itself
  const form = new FormData();
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const part = formValue(item);
      if (part instanceof File) form.append(key, part, part.name);
      else form.append(key, part);
    }
  }
  return { body: form };
}

function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

async function errorFrom(response: Response, endpointId: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const body = (parsed as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  if (body && typeof body.message === 'string') {
    return new ApiError({
      status: response.status,
      code: typeof body.code === 'string' ? body.code : `http_${response.status}`,
      message: body.message,
      fields:
        typeof body.fields === 'object' && body.fields !== null
          ? (body.fields as Record<string, string>)
          : {},
      endpointId,
      fromServer: true,
    });
  }
  // A text answer (an invoice that could not be produced, a proxy page) is the message itself.
  const isText = parsed === null && text.trim() !== '' && !/^\s*</.test(text);
  return new ApiError({
    status: response.status,
    code: `http_${response.status}`,
    message: isText ? text.trim() : response.statusText || `Request failed with status ${response.status}`,
    endpointId,
    fromServer: isText,
  });
}

export function createClientFor<C extends EndpointTable>(options: ClientOptions<C>): ApiClient<C> {
  const table = options.contract;
  const version = options.version ?? 'latest';
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const upload = options.upload ?? xhrUpload;
  const now = options.now ?? Date.now;
  const getOrganizationSlug =
    options.getOrganizationSlug ??
    (() => new URLSearchParams(pageLocation()?.search ?? '').get('organization'));
  const getPageUrl = options.getPageUrl ?? (() => pageLocation()?.href ?? '');
  // The client is made when the app loads, so the address read here is the one the visitor landed on.
  const getFirstTouch = options.getFirstTouch ?? firstTouchKeeper(pageLocation()?.search);
  const events = new ApiEventEmitter();
  const responseCache = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  const entries = new Map<string, Entry>();

  function entryOf(id: string): Entry {
    const known = entries.get(id);
    if (known) return known;
    const entry: RouteEntry | undefined = table[id];
    if (!entry) throw new Error(`Unknown endpoint id: ${id}`);
    const withId = { ...entry, id };
    entries.set(id, withId);
    return withId;
  }

  function prepare(entry: Entry, raw: RawInput | undefined): RawInput {
    let input: RawInput = { ...(raw ?? {}) };
    const policy = entry.policy ?? {};
    if (policy.organizationSlug) {
      const slug = getOrganizationSlug();
      if (slug && input.query?.slug === undefined) input = { ...input, query: { ...input.query, slug } };
    }
    if (policy.pageUrl) {
      const body = (input.body ?? {}) as Record<string, unknown>;
      if (body.page_url === undefined) input = { ...input, body: { ...body, page_url: getPageUrl() } };
    }
    if (policy.firstTouch) {
      const body = (input.body ?? {}) as Record<string, unknown>;
      const campaign = getFirstTouch();
      if (body.first_touch === undefined && campaign)
        input = { ...input, body: { ...body, first_touch: campaign } };
    }
    if (policy.prepareBody && input.body !== undefined) {
      input = { ...input, body: (policy.prepareBody as (body: unknown) => unknown)(input.body) };
    }
    if (policy.base64?.length) input = encodeFields(input, policy.base64);
    return input;
  }

  function urlOf(entry: Entry, input: RawInput): string {
    const { fixedQuery } = splitPath(entry.path);
    const template = routePathOf(entry, version, 'template');
    const pathname = template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
      const value = input.path?.[name];
      if (value === undefined || value === null || value === '') {
        throw new ApiError({
          status: 0,
          code: 'missing_path_param',
          message: `Missing path parameter "${name}" for ${entry.id}`,
          endpointId: entry.id,
        });
      }
      return encodeURIComponent(String(value));
    });
    const params = new URLSearchParams(fixedQuery);
    for (const [key, value] of Object.entries(input.query ?? {})) appendQuery(params, key, value);
    const search = params.toString();
    return `${options.baseUrl.replace(/\/+$/, '')}${pathname}${search ? `?${search}` : ''}`;
  }

  async function send(entry: Entry, input: RawInput, callOptions: CallOptions): Promise<unknown> {
    const policy = entry.policy ?? {};
    const url = urlOf(entry, input);
    const headers = new Headers({ accept: policy.download ? '*/*' : 'application/json' });
    const encoded = encodeBody(entry, input.body);
    if (encoded?.contentType) headers.set('content-type', encoded.contentType);
    // No CSRF token: the browser's own Origin and Sec-Fetch-Site headers on unsafe requests are
    // what the server checks (ADR 0006, ADR 0009), and a page cannot forge them.

    const controller = new AbortController();
    const onAbort = () => controller.abort(callOptions.signal?.reason);
    callOptions.signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer =
      policy.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, policy.timeoutMs);

    let response: Response;
    try {
      const init: RequestInit = {
        method: entry.method,
        headers,
        body: encoded?.body ?? null,
        credentials: policy.anonymous || callOptions.anonymous ? 'omit' : 'include',
        cache: policy.neverCache ? 'no-store' : 'default',
        signal: controller.signal,
      };
      const onUploadProgress = callOptions.onUploadProgress;
      response = onUploadProgress ? await upload(url, init, onUploadProgress) : await doFetch(url, init);
    } catch (cause) {
      throw new ApiError({
        status: 0,
        code: timedOut ? 'timeout' : callOptions.signal?.aborted ? 'aborted' : 'network',
        message: timedOut
          ? `The server did not answer within ${policy.timeoutMs} ms`
          : callOptions.signal?.aborted
            ? 'The request was cancelled'
            : 'The server could not be reached',
        endpointId: entry.id,
        cause,
      });
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', onAbort);
    }

    if (!response.ok) throw await errorFrom(response, entry.id);

    if (policy.download) {
      let blob: Blob;
      try {
        blob = callOptions.onDownloadProgress
          ? await readWithProgress(response, callOptions.onDownloadProgress)
          : await response.blob();
      } catch (cause) {
        // The body broke off after the headers: a cancelled or dropped download, not a server answer.
        throw new ApiError({
          status: 0,
          code: callOptions.signal?.aborted ? 'aborted' : 'network',
          message: callOptions.signal?.aborted
            ? 'The download was cancelled'
            : 'The download broke off before the whole file arrived',
          endpointId: entry.id,
          cause,
        });
      }
      const file: DownloadedFile = {
        blob,
        filename: filenameOf(response.headers.get('content-disposition')),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
      return file;
    }

    const text = await response.text();
    let data: unknown = null;
    try {
      data = text === '' ? null : JSON.parse(text);
    } catch (cause) {
      throw new ApiError({
        status: response.status,
        code: 'invalid_response',
        message: 'The server sent a response that is not JSON',
        endpointId: entry.id,
        cause,
      });
    }
    if (policy.readsDateHeader) {
      const header = response.headers.get('date');
      const date = header ? new Date(header) : null;
      if (date && !Number.isNaN(date.getTime()) && typeof data === 'object' && data !== null) {
        data = { ...data, [policy.dateHeaderField ?? 'current_date']: date.toISOString() };
      }
    }
    if (options.validateResponses && entry.response) {
      const checked = entry.response.safeParse(data);
      if (!checked.success) {
        throw new ApiError({
          status: response.status,
          code: 'invalid_response',
          message: `Response of ${entry.id} does not match the contract: ${checked.error.message}`,
          endpointId: entry.id,
        });
      }
      return checked.data;
    }
    return data;
  }

  function report(error: unknown, notify = true): never {
    if (error instanceof ApiError) {
      if (error.status === MAINTENANCE_STATUS) events.emit('maintenance', { error });
      events.emit('failed', { error });
      const message = notify ? notifierMessageOf(error) : null;
      if (message !== null) events.emit('notify', { message, autoCloseMs: NOTIFY_AUTO_CLOSE_MS, error });
    }
    throw error;
  }

  async function call(id: string, raw?: RawInput, callOptions: CallOptions = {}): Promise<unknown> {
    const entry = entryOf(id);
    const policy = entry.policy ?? {};
    let input: RawInput;
    try {
      input = prepare(entry, raw);
    } catch (error) {
      return report(error, callOptions.notify !== false);
    }
    const cacheable = policy.cacheSeconds !== undefined && !policy.neverCache && entry.method === 'GET';
    const cacheKey = cacheable ? `${id} ${JSON.stringify(input)}` : '';
    if (cacheable) {
      const hit = responseCache.get(cacheKey);
      if (hit && hit.expiresAt > now()) return hit.value;
    }
    const pending = send(entry, input, callOptions).catch((error: unknown) =>
      report(error, callOptions.notify !== false),
    );
    if (cacheable) {
      responseCache.set(cacheKey, { expiresAt: now() + (policy.cacheSeconds ?? 0) * 1000, value: pending });
      pending.catch(() => responseCache.delete(cacheKey));
    }
    const result = await pending;
    const stale = policy.revalidates ?? [];
    if (
      stale.length > 0 &&
      (!policy.revalidateWhen || (policy.revalidateWhen as (r: unknown) => boolean)(result))
    ) {
      invalidate(stale);
      events.emit('revalidate', { ids: stale });
    }
    return result;
  }

  function invalidate(ids: readonly string[]): void {
    for (const key of [...responseCache.keys()])
      if (ids.includes(key.slice(0, key.indexOf(' ')))) responseCache.delete(key);
  }

  return {
    contract: table,
    version,
    call: call as ApiClient<C>['call'],
    async callEach(id, inputs) {
      const settled = await Promise.allSettled(inputs.map((input) => call(id, input as RawInput)));
      const errors = settled.flatMap((result) =>
        result.status === 'rejected' ? [result.reason as ApiError] : [],
      );
      const results = settled.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
      return (errors.length > 0 ? { ok: false, errors, results } : { ok: true, results }) as never;
    },
    url(id, ...args) {
      const entry = entryOf(id);
      return urlOf(entry, prepare(entry, args[0] as RawInput | undefined));
    },
    socketUrl(id, ...args) {
      const entry = entryOf(id);
      const url = new URL(
        urlOf(entry, prepare(entry, args[0] as RawInput | undefined)),
        pageLocation()?.href,
      );
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      return url.toString();
    },
    on: (type, listener) => events.on(type, listener),
    invalidate,
  };
}
