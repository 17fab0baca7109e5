import { JUDGE_LANGUAGES } from '@learnforge/domain';
import { z } from 'zod';

/** Building blocks shared by the area files; response shapes are ours, field names follow the spec. */

/** PostgreSQL `integer`, the type of every id and count the server stores. */
const INT32_MAX = 2_147_483_647;

/** Path and query values arrive as strings on the server; callers still pass numbers. */
export const id = z.coerce.number<number>().int().positive().max(INT32_MAX);
export const int = z.coerce
  .number<number>()
  .int()
  .min(-INT32_MAX - 1)
  .max(INT32_MAX);
export const slug = z.string().min(1).max(200);
export const isoDateTime = z.string().min(1);

/** Page 1, page size 20 by default (000 §9 "Organization lists default to page 1 with page size 20"). */
export const pageQuery = z.object({
  page: z.coerce.number<number>().int().min(1).optional(),
  page_size: z.coerce.number<number>().int().min(1).max(500).optional(),
});

/** Every list response: `results`, `count`, `page_size` (field names the spec reads). */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
}

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item) });
}

export const ok = z.object({ message: z.string() });

/** The three problem attempt states (002 §3): UNATTEMPTED -1, WRONG 0, CORRECT 1. */
export const attemptStatus = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

/** The judge's languages come from the domain's one list. */
export const judgeLanguage = z.enum(JUDGE_LANGUAGES);

export const verdict = z.enum([
  'correct',
  'wrong',
  'time_limit',
  'memory_limit',
  'runtime_error',
  'compile_error',
  'pending',
]);

export const tierOption = z.enum(['Tier-1', 'Tier-2', 'Tier-3']);

export const organizationType = z.enum(['company', 'institute']);

/** A file field of a multipart body (CSV, image, resume, test file). */
export const upload = z.file();
