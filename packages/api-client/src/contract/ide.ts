import { z } from 'zod';
import { endpoint } from './define';
import { dateTime, keyedById, slug } from './fields';

const area = 'IDE';
const scriptingLanguage = z.enum(['python3', 'javascript', 'bash', 'sql']);

export const ideEndpoints = keyedById([
  endpoint({
    id: 'ide-get-status',
    area,
    method: 'GET',
    path: 'get-status/{id}',
    params: z.object({ id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) }),
    response: z.object({
      id: z.string(),
      status: z.enum(['queued', 'running', 'completed', 'error']),
      stdout: z.string(),
      stderr: z.string(),
      exit_code: z.number().int().nullable(),
      time_ms: z.number().int().min(0).nullable(),
      memory_kb: z.number().int().min(0).nullable(),
      passed: z.boolean().nullable(),
      finished_at: dateTime.nullable(),
    }),
    policy: { cacheSeconds: 0 },
    summary: 'Polled until status is completed or error.',
  }),
  endpoint({
    id: 'ide-submit-scripting-result',
    area,
    method: 'POST',
    path: 'submit-scripting-result',
    body: z.object({
      problem_slug: slug,
      language: scriptingLanguage,
      source: z.string().min(1, 'Write some code first').max(100_000),
      stdin: z.string().max(100_000).optional(),
      batch_slug: slug.optional(),
      track_slug: slug.optional(),
    }),
    response: z.object({ id: z.string(), status: z.enum(['queued', 'running']) }),
    summary: 'Queues a scripting answer for judging; the answer is then read with get-status/{id}.',
  }),
]);
