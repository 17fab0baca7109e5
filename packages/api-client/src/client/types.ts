import type { z } from 'zod';
import type { Endpoint } from '../contract/define';

type SchemaOf<E, K extends 'params' | 'query' | 'body'> = K extends 'params'
  ? E extends { params: infer S extends z.ZodType }
    ? S
    : undefined
  : K extends 'query'
    ? E extends { query: infer S extends z.ZodType }
      ? S
      : undefined
    : E extends { body: infer S extends z.ZodType }
      ? S
      : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a server handler receives for an entry: path params, query and body, parsed by the entry's schemas. */
export interface EndpointInput<E extends Endpoint> {
  path: Parsed<SchemaOf<E, 'params'>>;
  query: Parsed<SchemaOf<E, 'query'>>;
  body: Parsed<SchemaOf<E, 'body'>>;
}

/** What a server handler returns for an entry (a `FilePayload` for downloads). */
export type EndpointOutput<E extends Endpoint> = z.input<E['response']>;

/** A file the client received from a `download` entry. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`, when the server named the file. */
  filename: string | null;
  contentType: string;
}

type HasPolicy<E, K extends 'download' | 'pageUrl'> = E extends { policy: infer P }
  ? P extends { [Key in K]: true | string }
    ? true
    : false
  : false;

/** Fields the client fills itself are optional for callers: `page_url` (pageUrl policy). */
type BodyInput<E> =
  SchemaOf<E, 'body'> extends infer S extends z.ZodType
    ? HasPolicy<E, 'pageUrl'> extends true
      ? Omit<z.input<S>, 'page_url'> & { page_url?: string }
      : z.input<S>
    : undefined;

type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What `client.call(id, input)` takes for an entry. */
export type CallInput<E> = Field<
  'path',
  SchemaOf<E, 'params'> extends infer S extends z.ZodType ? z.input<S> : undefined
> &
  Field<'query', SchemaOf<E, 'query'> extends infer S extends z.ZodType ? z.input<S> : undefined> &
  Field<'body', BodyInput<E>>;

/** What `client.call(id, input)` resolves to for an entry. */
export type CallOutput<E> =
  HasPolicy<E, 'download'> extends true
    ? DownloadedFile
    : E extends { response: infer R extends z.ZodType }
      ? z.output<R>
      : never;

/** How much of a `download` entry's file has arrived (`onDownloadProgress`). */
export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** Bytes in the whole file, when the server said (streamed exports usually do not). */
  total: number | null;
  /** Line breaks received so far: a measure people understand for a CSV whose size is unknown. */
  lines: number;
}

/** How much of a request body has been sent (`onUploadProgress`). */
export interface UploadProgress {
  sent: number;
  /** Bytes in the whole body, when the browser knows it. */
  total: number | null;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** A `download` entry reads its file as a stream and reports each chunk (CSV exports take seconds). */
  onDownloadProgress?: (progress: DownloadProgress) => void;
  /**
   * Reports the upload of the body (test files, images): the request then goes through
   * XMLHttpRequest, the one browser API that reports upload progress, with the same error policy.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** Send without credentials, e.g. a problem the page already knows is public (002 §6). */
  anonymous?: boolean;
  /**
   * `false` when the screen shows the server's refusal itself, beside the field it concerns: the notifier then
   * stays quiet (its toast would say it twice and, on a phone, cover the form's own buttons).
   */
  notify?: boolean;
}

/** The input argument is optional when every part of it is. */
export type CallArgs<E> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

export type ApiVersion = 'latest' | 'v1' | 'vr';
