import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

export function registerHealth(api: FastifyInstance, database: Database): void {
  api.get('/health/', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    await database.db.execute(sql`select 1`);
    return { status: 'ok', database: database.kind, migration: database.migration };
  });
}
