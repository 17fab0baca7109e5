import { z } from 'zod';
import { endpoint } from './define';

/** The server's own calls, not in endpoints.tsv (`x-` ids): health and this contract as OpenAPI. */
export const serviceEndpoints = {
  'x-health': endpoint({
    id: 'x-health',
    area: 'Service',
    method: 'GET',
    path: 'health/',
    // deep=1 checks the database now; otherwise the answer comes from a check at most 5 s old.
    query: z.object({ deep: z.enum(['0', '1']).optional() }),
    response: z.object({
      status: z.enum(['ok', 'degraded']),
      database: z.enum(['pglite', 'postgres']),
      migration: z.string(),
    }),
    policy: { public: true, neverCache: true },
    summary:
      'Liveness and the database in use, with the last migration applied; the database check is at most 5 s old unless deep=1 (503 when it failed).',
  }),
  'x-health-ready': endpoint({
    id: 'x-health-ready',
    area: 'Service',
    method: 'GET',
    path: 'health/ready',
    response: z.object({
      status: z.enum(['ready', 'draining', 'degraded']),
      database: z.enum(['pglite', 'postgres']),
    }),
    policy: { public: true, neverCache: true },
    summary:
      'Readiness, for a load balancer: 503 while the instance shuts down (SIGTERM) or its database check failed; liveness is health/.',
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
