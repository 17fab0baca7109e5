import { buildOpenApi, contract } from '@learnforge/api-client';
import { sql } from 'drizzle-orm';
import type { EndpointRegistry } from './registry';

/** Service calls: health and the OpenAPI document generated from the contract. */
export function registerSystemEndpoints(registry: EndpointRegistry): void {
  registry.implement('x-health', 'public', async ({ database }) => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: database.kind, migration: database.migration };
  });

  let document: unknown;
  registry.implement('x-openapi', 'public', () => {
    // Built once: the contract and the set of handlers do not change while the server runs.
    document ??= buildOpenApi(contract, { implemented: registry.implementedIds() });
    return document as Record<string, unknown>;
  });
}
