import {
  type Contract,
  contract,
  type Endpoint,
  type EndpointId,
  type EndpointInput,
  type EndpointOutput,
  routePathOf,
} from '@learnforge/api-client/contract';
import { API_VERSIONS } from '@learnforge/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodType } from 'zod';
import { hasRole, type Role } from '../auth/roles';
import type { SessionUser } from '../auth/sessions';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { badRequest, forbidden, HttpError, unauthorized, zodFields } from '../http/errors';
import { refuseUnstorableNumbers, refuseUnstorableText } from '../http/storable-input';

/** Who may call an endpoint: anyone, any signed-in person, or people with one of these roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

export interface HandlerContext<Id extends EndpointId> {
  input: EndpointInput<Contract[Id]>;
  /** Non-null unless the endpoint's access is 'public'. */
  user: SessionUser | null;
  database: Database;
  config: Config;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<Id extends EndpointId> = (
  context: HandlerContext<Id>,
) => Promise<EndpointOutput<Contract[Id]>> | EndpointOutput<Contract[Id]>;

interface Implementation {
  access: Access;
  handler: Handler<EndpointId>;
  routeOptions: RouteShorthandOptions;
}

/** Endpoint handlers by contract id; every module of the server adds its own with `implement`. */
export class EndpointRegistry {
  readonly #implementations = new Map<string, Implementation>();

  implement<Id extends EndpointId>(
    id: Id,
    access: Access,
    handler: Handler<Id>,
    routeOptions: RouteShorthandOptions = {},
  ): void {
    if (!(id in contract)) throw new Error(`${id} is not in the contract`);
    if (this.#implementations.has(id)) throw new Error(`${id} is implemented twice`);
    this.#implementations.set(id, {
      access,
      handler: handler as unknown as Handler<EndpointId>,
      routeOptions,
    });
  }

  implementedIds(): Set<string> {
    return new Set(this.#implementations.keys());
  }

  /** Registers every implemented entry at its path, under all three version prefixes for versioned ones. */
  mount(app: FastifyInstance, database: Database, config: Config): void {
    for (const [id, implementation] of this.#implementations) {
      const entry: Endpoint = contract[id as EndpointId];
      const paths =
        entry.base === 'root'
          ? [routePathOf(entry)]
          : API_VERSIONS.map((version) => routePathOf(entry, version));
      for (const url of paths) {
        app.route({
          ...implementation.routeOptions,
          method: entry.method,
          url,
          handler: async (request, reply) => {
            const user = authorize(implementation.access, request.user);
            const input = {
              path: parseInput('path', entry.params as ZodType | undefined, request.params),
              query: parseInput('query', entry.query as ZodType | undefined, request.query),
              body: parseInput('body', entry.body as ZodType | undefined, request.body ?? {}),
            } as EndpointInput<Contract[EndpointId]>;
            if (entry.policy?.neverCache) reply.header('cache-control', 'no-store');
            const output = await implementation.handler({ input, user, database, config, request, reply });
            if (config.validateResponses) {
              const checked = entry.response.safeParse(output);
              if (!checked.success) {
                request.log.error(
                  { id, issues: checked.error.issues },
                  'response does not match the contract',
                );
                throw new HttpError(
                  500,
                  'contract_violation',
                  `The response of ${id} does not match the contract.`,
                );
              }
            }
            return output;
          },
        });
      }
    }
  }
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
