import { z } from 'zod';
import { pathParamNames, routePathOf, splitPath } from './client/route';
import type { Endpoint } from './contract/define';

export interface OpenApiOptions {
  /** Ids that have a real server handler: `x-implemented: true`. */
  implemented: ReadonlySet<string>;
  version?: 'latest' | 'v1' | 'vr';
  title?: string;
  serverUrl?: string;
}

type JsonSchema = Record<string, unknown>;

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
};

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  const { $schema: _dialect, ...rest } = json;
  return rest;
}

/** Top-level properties of an object schema, with whether each is required. */
function propertiesOf(
  schema: z.ZodType | undefined,
  io: 'input' | 'output',
): [string, JsonSchema, boolean][] {
  if (!schema) return [];
  const json = toSchema(schema, io);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => [name, property, required.has(name)]);
}

function mediaType(entry: Endpoint): string {
  switch (entry.policy?.bodyEncoding ?? 'json') {
    case 'form':
      return 'application/x-www-form-urlencoded';
    case 'multipart':
      return 'multipart/form-data';
    default:
      return 'application/json';
  }
}

function operationOf(entry: Endpoint, aliases: string[], implemented: ReadonlySet<string>) {
  const pathProps = new Map(propertiesOf(entry.params, 'input').map(([name, schema]) => [name, schema]));
  const parameters: JsonSchema[] = pathParamNames(entry.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathProps.get(name) ?? { type: 'string' },
  }));
  const fixed = new Set(splitPath(entry.path).fixedQuery.map(([key]) => key));
  for (const [key, value] of splitPath(entry.path).fixedQuery) {
    parameters.push({ name: key, in: 'query', required: true, schema: { type: 'string', const: value } });
  }
  for (const [name, schema, required] of propertiesOf(entry.query, 'input')) {
    if (!fixed.has(name)) parameters.push({ name, in: 'query', required, schema });
  }

  const ids = [entry.id, ...aliases];
  const isImplemented = ids.some((id) => implemented.has(id));
  const download = entry.policy?.download;
  const success = download
    ? {
        description: 'The file',
        content: { [download]: { schema: { type: 'string', contentMediaType: download } } },
      }
    : { description: 'OK', content: { 'application/json': { schema: toSchema(entry.response, 'output') } } };
  const error = {
    description: 'Error',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };

  const operation: JsonSchema = {
    operationId: entry.id,
    summary: entry.summary ?? entry.id,
    tags: [entry.area],
    parameters,
    responses: entry.policy?.websocket
      ? { '101': { description: 'Switching protocols to WebSocket' }, default: error }
      : { '200': success, default: error },
    'x-endpoint-id': entry.id,
    'x-implemented': isImplemented,
  };
  if (aliases.length > 0) operation['x-endpoint-aliases'] = aliases;
  if (entry.decided) operation['x-decided'] = entry.decided;
  if (entry.policy) {
    const { revalidateWhen: _when, prepareBody: _prepare, ...policy } = entry.policy;
    operation['x-policy'] = policy;
  }
  if (entry.policy?.public) operation.security = [];
  if (entry.body) {
    operation.requestBody = {
      required: true,
      content: { [mediaType(entry)]: { schema: toSchema(entry.body, 'input') } },
    };
  }
  return operation;
}

/** An OpenAPI 3.1 document of the contract: one operation per method and path, tagged with its contract id(s). */
export function buildOpenApi(table: Readonly<Record<string, Endpoint>>, options: OpenApiOptions) {
  const version = options.version ?? 'latest';
  const entries = Object.values(table);
  const aliasesOf = new Map<string, string[]>();
  for (const entry of entries) {
    if (entry.sameRouteAs && table[entry.sameRouteAs]) {
      aliasesOf.set(entry.sameRouteAs, [...(aliasesOf.get(entry.sameRouteAs) ?? []), entry.id]);
    }
  }
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const entry of entries) {
    if (entry.sameRouteAs && table[entry.sameRouteAs]) continue;
    const path = routePathOf(entry, version, 'template');
    const method = entry.method.toLowerCase();
    paths[path] ??= {};
    const slot = paths[path];
    if (slot[method]) {
      throw new Error(
        `${entry.id} and ${String(slot[method]['x-endpoint-id'])} share ${entry.method} ${path}: mark one sameRouteAs the other`,
      );
    }
    slot[method] = operationOf(entry, aliasesOf.get(entry.id) ?? [], options.implemented);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Learnforge API',
      version: '1.0.0',
      description: 'Generated from the endpoint contract of @learnforge/api-client.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: [...new Set(entries.map((entry) => entry.area))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'lf_session' } },
    },
    security: [{ session: [] }],
  };
}
