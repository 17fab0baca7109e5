import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core';

/**
 * A standalone IDE run (001 §7 IDE): code, its stdin and what the judge printed. The id is a random
 * token, so the run can be shared by link without listing anyone's code (ADR 0051).
 */
export const ideSnippets = pgTable(
  'ide_snippets',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Contract language: cpp, python3, javascript, java. */
    language: text('language').notNull(),
    source: text('source').notNull(),
    stdin: text('stdin').notNull().default(''),
    status: text('status', { enum: ['queued', 'running', 'completed', 'error'] })
      .notNull()
      .default('queued'),
    /** How the program ended (judge run status: ok, time_limit, ...); null until it ran. */
    outcome: text('outcome'),
    stdout: text('stdout').notNull().default(''),
    stderr: text('stderr').notNull().default(''),
    compileOutput: text('compile_output').notNull().default(''),
    /** Output past the 64 KiB a run keeps was cut off. */
    truncated: boolean('truncated').notNull().default(false),
    exitCode: integer('exit_code'),
    timeMs: integer('time_ms'),
    memoryKb: integer('memory_kb'),
    /** Why the judge could not run it (status error). */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('ide_snippets_created_idx').on(table.createdAt)],
);
