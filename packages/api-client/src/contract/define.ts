import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a call is sent and cached; every field is optional and defaults to "plain JSON, SWR defaults". */
export interface EndpointPolicy {
  /** Seconds a response may be reused by the client cache (spec: 3600 for many batch queries). */
  cacheSeconds?: number;
  /** The response must never come from a cache (e.g. active users of a deal). */
  neverCache?: boolean;
  /** Abort the request after this many milliseconds (e.g. 5000 for the email-reply queue). */
  timeoutMs?: number;
  /** The client reads the server `Date` response header (user-meta, daily problem `current_date`). */
  readsDateHeader?: boolean;
  /**
   * The response is a file download, sent with this media type (the published OpenAPI names it, and the
   * server checks it when it validates responses): CSV exports, PDF invoices and plain-text test files.
   * `image/*` is any image type (proctoring snapshots are stored as PNG, JPEG or WebP).
   */
  download?:
    | 'text/csv'
    | 'text/calendar'
    | 'text/plain'
    | 'application/pdf'
    | 'application/octet-stream'
    | 'image/*'
    | 'application/*';
  /** Request body encoding; JSON when absent. */
  bodyEncoding?: 'json' | 'form' | 'multipart';
  /**
   * A GET the spec fixes although it changes state (bookmark, hint unlock, edit lock): the server
   * refuses it cross-site (`Sec-Fetch-Site: cross-site`) like an unsafe method.
   */
  changesState?: boolean;
  /** Callable without a session (public problems, daily problem, course listing). */
  public?: boolean;
  /** Sent without credentials (no cookie), so the answer carries no user data: the daily problem (002 §6). */
  anonymous?: boolean;
  /**
   * Response field the client fills from the `Date` header when `readsDateHeader` is set
   * (ISO 8601 string); `current_date` when absent. Declare that field in `response`.
   */
  dateHeaderField?: string;
  /** The client adds `page_url` (the address of the current page) to the body (premium payment, contest registration, job apply). */
  pageUrl?: boolean;
  /**
   * The client adds `first_touch` (the visitor's first landing campaign: utm_source, utm_medium,
   * utm_campaign) to the body: sign-up, checkout and the CRM funnel calls (ADR 0082).
   */
  firstTouch?: boolean;
  /** The client adds `slug` (the page's `?organization=` value, when present) to the query: every organization-dashboard call. */
  organizationSlug?: boolean;
  /** Input fields (path, query or body keys) the client sends base64-encoded, e.g. `['handle']` for get-user-data. */
  base64?: readonly string[];
  /** Endpoint ids whose cached data is refetched after this call succeeds (redeem refreshes orders, profile, stats). */
  revalidates?: readonly string[];
  /** Refetch `revalidates` only when this returns true for the response (contest registration: status SUCCESS). */
  revalidateWhen?: (response: never) => boolean;
  /** Rewrites the body just before it is sent: job dates get ':00' when they lack seconds (000 §5). */
  prepareBody?: (body: never) => unknown;
  /** Not an HTTP call but a WebSocket upgrade at `path`; apps open it with `client.socketUrl(id)`. */
  websocket?: boolean;
}

/**
 * One server call of the contract. `path` is the spec's path template relative to the
 * version prefix (`/api/latest/`), with `{name}` placeholders, unless `base` says otherwise.
 */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** Stable id: the `id` column of endpoints.tsv, or `x-...` for calls the spec does not list. */
  id: string;
  area: string;
  method: HttpMethod;
  path: string;
  /** `versioned`: under /api/{latest|v1|vr}/; `root`: an absolute path on the origin (e.g. /api/city/{q}/). */
  base?: 'versioned' | 'root';
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  policy?: EndpointPolicy;
  /** Why method or path differ from the spec row, or were inferred from wording. */
  decided?: string;
  summary?: string;
  /**
   * This id is the same HTTP call (method and path) as another entry, listed twice by the spec
   * (e.g. `user/details/` under Rewards and User). The server implements the other id only;
   * OpenAPI lists one operation with both ids.
   */
  sameRouteAs?: string;
}

/** Identity helper that keeps the literal types of an endpoint declaration. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

/** What a server handler returns for a `download` entry; the client gives apps a `DownloadedFile`. */
export interface FilePayload {
  filename: string;
  contentType: string;
  body: string | Uint8Array;
}

/** Response schema of every `download` entry (CSV exports, invoices, test files). */
export const fileDownload = z.custom<FilePayload>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FilePayload).filename === 'string' &&
    typeof (value as FilePayload).contentType === 'string' &&
    (typeof (value as FilePayload).body === 'string' || (value as FilePayload).body instanceof Uint8Array),
  { message: 'Expected a file payload { filename, contentType, body }' },
);
