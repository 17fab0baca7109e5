import { z } from 'zod';
import { endpoint } from './define';
import { dateTime, handle, keyedById } from './fields';
import { judgeLanguage } from './schemas';

const area = 'IDE';

/** A run's id: a random token, the part of the share link that makes it unguessable. */
const snippetId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'This is not a snippet link.');

/** What a standalone IDE run printed; the shared link shows the same, read-only (ADR 0051). */
const snippet = z.object({
  id: snippetId,
  language: judgeLanguage,
  source: z.string(),
  stdin: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'error']),
  /** How the program ended: ok, or the limit it hit; null until it ran. */
  outcome: z
    .enum(['ok', 'time_limit', 'memory_limit', 'runtime_error', 'compile_error', 'output_limit'])
    .nullable(),
  stdout: z.string(),
  stderr: z.string(),
  compile_output: z.string(),
  exit_code: z.number().int().nullable(),
  time_ms: z.number().int().min(0).nullable(),
  memory_kb: z.number().int().min(0).nullable(),
  /** Why the judge could not run the code (status error). */
  failure: z.string().nullable(),
  /** Whether the output was cut at the 64 KiB a run keeps. */
  truncated: z.boolean(),
  author: handle,
  /** The caller wrote it: the IDE offers to edit rather than fork. */
  is_owner: z.boolean(),
  created_at: dateTime,
  finished_at: dateTime.nullable(),
  /** Shared links stop working at this time. */
  expires_at: dateTime,
});

export const ideEndpoints = keyedById([
  endpoint({
    id: 'ide-get-status',
    area,
    method: 'GET',
    path: 'get-status/{id}',
    params: z.object({ id: snippetId }),
    response: snippet,
    policy: { cacheSeconds: 0, public: true },
    decided:
      'The standalone IDE: polled after a run until status is completed or error; the same call opens a shared link (code, stdin and output, read-only) for anyone holding the id.',
    summary: 'A run of the standalone IDE, with its code, input and output.',
  }),
  endpoint({
    id: 'ide-submit-scripting-result',
    area,
    method: 'POST',
    path: 'submit-scripting-result',
    body: z.object({
      language: judgeLanguage,
      source: z.string().min(1, 'Write some code first').max(65_536, 'Code is limited to 64 KiB'),
      stdin: z.string().max(65_536, 'Input is limited to 64 KiB').default(''),
    }),
    response: z.object({ id: snippetId, status: z.enum(['queued', 'running']) }),
    decided:
      'The standalone IDE: runs code in any judge language on the given stdin on the real judge, rate-limited like custom runs; the answer is read with get-status/{id}, whose id is also the share link.',
    summary: 'Runs code on stdin; poll get-status/{id}.',
  }),
]);
