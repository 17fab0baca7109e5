import { z } from 'zod';
import { endpoint } from './define';

/** The server's own calls, not in endpoints.tsv (`x-` ids): health and this contract as OpenAPI. */
export const serviceEndpoints = {
  'x-health': endpoint({
    id: 'x-health',
    area: 'Service',
    method: 'GET',
    path: 'health/',
    response: z.object({
      status: z.enum(['ok', 'degraded']),
      database: z.enum(['pglite', 'postgres']),
      migration: z.string(),
    }),
    policy: { public: true, neverCache: true },
    summary: 'Liveness and the database in use, with the last migration applied.',
  }),
  'x-openapi': endpoint({
    id: 'x-openapi',
    area: 'Service',
    method: 'GET',
    path: 'openapi.json',
    response: z.record(z.string(), z.unknown()),
    policy: { public: true },
    summary: 'This contract as an OpenAPI 3.1 document.',
  }),
} as const;
