import type { z } from 'zod';

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
  /** The response is a file download (CSV, invoice). */
  download?: boolean;
  /** Request body encoding; JSON when absent. */
  bodyEncoding?: 'json' | 'form' | 'multipart';
  /** Callable without a session (public problems, daily problem, course listing). */
  public?: boolean;
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
}

/** Identity helper that keeps the literal types of an endpoint declaration. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}
