import { Readable } from 'node:stream';
import { constants as zlibConstants } from 'node:zlib';
import {
  type Contract,
  contract,
  type Endpoint,
  type EndpointId,
  type EndpointInput,
  type EndpointOutput,
  routePathOf,
} from '@learnforge/api-client/contract';
import { API_VERSIONS, hasRole, type Role } from '@learnforge/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { SessionUser } from '../auth/sessions';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { csrfError } from '../http/csrf';
import { badRequest, forbidden, HttpError, unauthorized, zodFields } from '../http/errors';
import { refuseUnstorableNumbers, refuseUnstorableText } from '../http/storable-input';
import { type Organization, resolveOrganization } from '../org-dashboard/scope';
import { CACHED_PUBLIC_READS, ReadCache } from './read-cache';

/** Who may call an endpoint: anyone, any signed-in person, or people with one of these roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];
/** Every access but 'public': the registry has refused the call unless someone is signed in. */
export type SignedInAccess = Exclude<Access, 'public'>;

/** What a handler of a contract `download` entry returns; the registry sends it as an attachment. */
export interface FileResponse {
  filename: string;
  contentType: string;
  /** A Readable is streamed as it is produced (CSV exports of 100,000 rows never sit in memory). */
  body: string | Uint8Array | Readable;
}

/** A handler's result: the contract's response, or a file for `download` entries. */
export type HandlerOutput<Id extends EndpointId> = Contract[Id] extends { policy: { download: string } }
  ? FileResponse
  : EndpointOutput<Contract[Id]>;

interface ContextBase<Id extends EndpointId> {
  input: EndpointInput<Contract[Id]>;
  database: Database;
  config: Config;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A public endpoint's handler: the caller may be anonymous. */
export interface PublicHandlerContext<Id extends EndpointId> extends ContextBase<Id> {
  user: SessionUser | null;
}

/** Any other endpoint's handler: the registry has checked the session and the roles. */
interface HandlerContext<Id extends EndpointId> extends ContextBase<Id> {
  user: SessionUser;
}

/** An organization-dashboard handler: the organization the call is about, resolved and checked once. */
interface OrganizationHandlerContext<Id extends EndpointId> extends HandlerContext<Id> {
  organization: Organization;
}

type Result<Id extends EndpointId> = Promise<HandlerOutput<Id>> | HandlerOutput<Id>;
export type PublicHandler<Id extends EndpointId> = (context: PublicHandlerContext<Id>) => Result<Id>;
export type Handler<Id extends EndpointId> = (context: HandlerContext<Id>) => Result<Id>;
export type OrganizationHandler<Id extends EndpointId> = (
  context: OrganizationHandlerContext<Id>,
) => Result<Id>;

/** Contract ids whose client sends the dashboard's `?organization=` slug (002 §6). */
export type OrganizationEndpointId = {
  [Id in EndpointId]: Contract[Id] extends { policy: { organizationSlug: true } } ? Id : never;
}[EndpointId];

/** What `admit` sees: the caller and the path and query, before the body is read. */
export interface AdmitContext {
  user: SessionUser | null;
  input: { path: unknown; query: unknown };
  database: Database;
  config: Config;
  request: FastifyRequest;
}

export interface ImplementOptions extends RouteShorthandOptions {
  /**
   * Runs after the role check, before the body is read: a limit that must count every call (a bad body
   * too), or the check of whose object the call is about, so another organization's object answers 403
   * whatever the body holds. What it returns is added to the handler's context.
   */
  admit?: (context: AdmitContext) => Promise<object | undefined>;
}

interface Implementation {
  access: Access;
  handler: (context: PublicHandlerContext<EndpointId>) => unknown;
  options: ImplementOptions;
}

/** Endpoint handlers by contract id; every module of the server adds its own with `implement`. */
export class EndpointRegistry {
  readonly #implementations = new Map<string, Implementation>();
  /** Entries served by another entry's route (`sameRouteAs`): id → the implemented id. */
  readonly #sameRoute = new Map<string, string>();

  /**
   * Adds the handler of `id`. Unless `access` is 'public', the handler runs only for a signed-in
   * user with the roles asked for, so its `user` is typed non-null.
   */
  implement<Id extends EndpointId, A extends Access>(
    id: Id,
    access: A,
    handler: A extends 'public' ? PublicHandler<Id> : Handler<Id>,
    options: ImplementOptions = {},
  ): void {
    this.#add(id, access, handler as Implementation['handler'], options);
  }

  /**
   * Adds the handler of an organization-dashboard call: before it runs, the organization named by
   * the `slug` query (or the org admin's own) is resolved, and refused with 403 when it is not the
   * caller's (scope.ts).
   */
  implementForOrganization<Id extends OrganizationEndpointId>(
    id: Id,
    access: SignedInAccess,
    handler: OrganizationHandler<Id>,
    routeOptions: RouteShorthandOptions = {},
  ): void {
    // The organization is checked before the body is read: another organization's slug is a 403
    // whatever the body holds, never a 400 that tells the caller about the body first.
    const admit = async ({ user, input, database }: AdmitContext) => {
      const { slug } = input.query as { slug?: string };
      // Signed-in access has already refused an anonymous caller; this only tells the compiler so.
      if (!user) throw unauthorized();
      return { organization: await resolveOrganization(database.db, user, slug, database.live) };
    };
    this.#add(id, access, handler as Implementation['handler'], { ...routeOptions, admit });
  }

  /**
   * Serves `id`, an entry the spec lists twice (`sameRouteAs`), by the handler already implemented for the
   * entry it shares its method and path with: one route, answered once, counted and authorized under both ids.
   * Call it after the other id is implemented.
   */
  implementSameRoute(id: EndpointId): void {
    const target = (contract[id] as { sameRouteAs?: string }).sameRouteAs;
    if (!target) throw new Error(`${id} does not share its route with another entry (sameRouteAs)`);
    const served = this.#implementations.get(target);
    if (!served) throw new Error(`${id} is served by ${target}, which is not implemented yet`);
    if (this.#sameRoute.has(id) || this.#implementations.has(id))
      throw new Error(`${id} is implemented twice`);
    const contractPublic = (contract[id] as { policy?: { public?: boolean } }).policy?.public === true;
    if (contractPublic !== (served.access === 'public'))
      throw new Error(`${id} and ${target} must agree on being public in the contract`);
    this.#sameRoute.set(id, target);
  }

  #add(id: string, access: Access, handler: Implementation['handler'], options: ImplementOptions) {
    if (!(id in contract)) throw new Error(`${id} is not in the contract`);
    if (this.#implementations.has(id)) throw new Error(`${id} is implemented twice`);
    // The contract's `public` flag is what the apps and the OpenAPI document promise; serving a call
    // to anyone (or to no one anonymous) against it would make one of them wrong (ADR 0022).
    const contractPublic =
      (contract[id as EndpointId] as { policy?: { public?: boolean } }).policy?.public === true;
    if (contractPublic !== (access === 'public'))
      throw new Error(
        `${id} is ${contractPublic ? 'public' : 'not public'} in the contract but implemented with access ${JSON.stringify(access)}`,
      );
    this.#implementations.set(id, { access, handler, options });
  }

  implementedIds(): Set<string> {
    return new Set([...this.#implementations.keys(), ...this.#sameRoute.keys()]);
  }

  /** Who an implemented entry lets in, as its `implement` call declared (the authorization matrix reads it). */
  accessOf(id: string): Access | undefined {
    return this.#implementations.get(this.#sameRoute.get(id) ?? id)?.access;
  }

  /** Registers every implemented entry at its path, under all three version prefixes for versioned ones. */
  mount(app: FastifyInstance, database: Database, config: Config): void {
    const cache = new ReadCache(database.live);
    cache.forgetOnWrites(app);
    for (const [id, implementation] of this.#implementations) {
      const entry: Endpoint = contract[id as EndpointId];
      const cached = CACHED_PUBLIC_READS.has(id as EndpointId) && !entry.policy?.neverCache;
      const { admit, ...routeOptions } = implementation.options;
      const paths =
        entry.base === 'root'
          ? [routePathOf(entry)]
          : API_VERSIONS.map((version) => routePathOf(entry, version));
      for (const url of paths) {
        app.route({
          ...(entry.policy?.download ? { compress: DOWNLOAD_COMPRESSION } : {}),
          ...routeOptions,
          method: entry.method,
          url,
          handler: async (request, reply) => {
            // The CSRF hook only sees unsafe methods; these GETs change state too.
            if (entry.policy?.changesState && request.headers['sec-fetch-site'] === 'cross-site')
              throw csrfError();
            const user = authorize(implementation.access, request.user);
            // Anonymous visitors all get the same answer; a signed-in person's may be their own.
            const shared = cached && user === null;
            if (shared && cache.answer(request, reply)) return reply;
            const address = {
              path: parseInput('path', entry.params as ZodType | undefined, request.params),
              query: parseInput('query', entry.query as ZodType | undefined, request.query),
            };
            const admitted = admit ? await admit({ user, input: address, database, config, request }) : {};
            const input = {
              ...address,
              body: parseInput('body', entry.body as ZodType | undefined, request.body ?? {}),
            } as EndpointInput<Contract[EndpointId]>;
            if (entry.policy?.neverCache) reply.header('cache-control', 'no-store');
            const output = await implementation.handler({
              ...admitted,
              input,
              user,
              database,
              config,
              request,
              reply,
            });
            if (entry.policy?.download) {
              if (!isFileResponse(output)) throw contractViolation(request, id, 'not a file');
              // The media type is part of the contract (the published OpenAPI names it).
              if (
                config.validateResponses &&
                !output.contentType.startsWith(entry.policy.download.replace(/\*$/, ''))
              )
                throw contractViolation(request, id, `sent as ${output.contentType}`);
              return sendFile(reply, output);
            }
            if (config.validateResponses) {
              const checked = entry.response.safeParse(output);
              if (!checked.success) throw contractViolation(request, id, checked.error.issues);
            }
            return shared ? cache.keep(request, reply, output) : output;
          },
        });
      }
    }
  }
}

function contractViolation(request: FastifyRequest, id: string, issues: unknown): HttpError {
  request.log.error({ id, issues }, 'response does not match the contract');
  return new HttpError(500, 'contract_violation', `The response of ${id} does not match the contract.`);
}

function isFileResponse(value: unknown): value is FileResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { filename, contentType, body } = value as FileResponse;
  return (
    typeof filename === 'string' &&
    typeof contentType === 'string' &&
    (typeof body === 'string' || body instanceof Uint8Array || body instanceof Readable)
  );
}

/**
 * Downloads (CSV exports of 100,000 rows, 8 MB) are compressed at the fastest levels: brotli's quality 4 took a
 * 60,000-row export from 1.0 s to 1.6 s on the server's one thread, and held its first byte back half a second,
 * while CSV still shrinks about fivefold at the fastest level (issue 15).
 */
const DOWNLOAD_COMPRESSION = {
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};

/** Sends a file as itself (an attachment), never as the JSON of its payload, and never cached. */
function sendFile(reply: FastifyReply, file: FileResponse) {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store');
  return reply.send(file.body);
}

function authorize(access: Access, user: SessionUser | null): SessionUser | null {
  if (access === 'public') return user;
  if (!user) throw unauthorized();
  if (access === 'signed-in') return user;
  if (!hasRole(user.roles, ...access)) throw forbidden();
  return user;
}

function parseInput(part: 'path' | 'query' | 'body', schema: ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  refuseUnstorableText(part, value);
  const result = schema.safeParse(value ?? {});
  if (result.success) {
    refuseUnstorableNumbers(part, result.data);
    return result.data;
  }
  const fields = zodFields(result.error);
  throw badRequest(`Some ${part === 'body' ? 'fields' : `${part} parameters`} are invalid.`, fields);
}
