import { z } from 'zod';
import { endpoint, fileDownload } from './define';
import { id, int, isoDateTime, judgeLanguage, listOf, ok, upload } from './schemas';

const area = 'Problems';
const problemParams = z.object({ id });
const testParams = z.object({ id, n: int.pipe(z.number().int().min(1)) });
const difficulty = z.enum(['basic', 'easy', 'medium', 'hard']);
const driverCode = z.object({ head: z.string(), body: z.string(), tail: z.string() });
const named = z.object({ slug: z.string(), name: z.string() });

const problemForm = z.object({
  title: z.string().min(1).max(200),
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(200),
  statement: z.string().min(1).max(100_000),
  input_format: z.string().max(20_000).default(''),
  output_format: z.string().max(20_000).default(''),
  constraints: z.string().max(20_000).default(''),
  difficulty,
  tags: z.array(z.string().max(100)).max(50),
  company_tags: z.array(z.string().max(100)).max(50),
  languages: z.array(judgeLanguage).min(1),
  driver_code: z.partialRecord(judgeLanguage, driverCode),
  is_public: z.boolean(),
  memory_limit_mb: z.number().int().min(16).max(1024).default(256),
  /** The setter's own solution per language: calculate_time_limit and output checks run it on the judge. */
  reference_solutions: z.partialRecord(judgeLanguage, z.string().max(100_000)).default({}),
});
const problem = problemForm.extend({
  input_format: z.string(),
  output_format: z.string(),
  constraints: z.string(),
  memory_limit_mb: z.number().int(),
  reference_solutions: z.partialRecord(judgeLanguage, z.string()),
  id: z.number().int(),
  status: z.enum(['draft', 'published']),
  in_private_question_library: z.boolean(),
  time_limits_ms: z.partialRecord(judgeLanguage, z.number().int()),
  updated_at: isoDateTime,
});
const testFile = z.object({
  n: z.number().int(),
  input_name: z.string(),
  output_name: z.string(),
  input_bytes: z.number().int(),
  output_bytes: z.number().int(),
  is_sample: z.boolean(),
  strength: z.number().int(),
  /** False while the test is held out: its checks have not passed, so learners are not judged on it. */
  judges_learners: z.boolean(),
});
const lock = z.object({
  locked: z.boolean(),
  holder: z.string().nullable(),
  expires_at: isoDateTime.nullable(),
});
const operation = z.enum(['upload', 'validate', 'generate_output']);
const revisionStatus = z.enum(['requested', 'queued', 'approved', 'rejected']);
/** What a revision may change: the problem's text and classification, never its tests or code. */
const revisionChanges = problemForm
  .pick({
    title: true,
    statement: true,
    input_format: true,
    output_format: true,
    constraints: true,
    difficulty: true,
    tags: true,
    company_tags: true,
  })
  .extend({
    input_format: z.string().max(20_000),
    output_format: z.string().max(20_000),
    constraints: z.string().max(20_000),
  })
  .partial()
  .strict();
const revision = z.object({
  id: z.number().int(),
  problem_id: z.number().int(),
  problem_title: z.string(),
  status: revisionStatus,
  note: z.string(),
  requested_by: z.string(),
  created_at: isoDateTime,
  /** The problem's text fields with the proposed changes applied, as they stood when it was requested. */
  snapshot: z.record(z.string(), z.string()),
  /** The fields this revision changes (empty for a note-only request). */
  changed_fields: z.array(z.string()),
  /** Whether the caller may approve or reject it: a reviewer other than its author, once it is queued. */
  can_review: z.boolean(),
  reviewed_by: z.string().nullable(),
  reviewed_at: isoDateTime.nullable(),
  review_comment: z.string().nullable(),
});
const problemSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  difficulty,
  status: z.enum(['draft', 'published']),
  locked_by: z.string().nullable(),
  updated_at: isoDateTime,
});

export const problemAuthoringEndpoints = {
  'x-admin-problems-list': endpoint({
    id: 'x-admin-problems-list',
    area,
    method: 'GET',
    path: 'authoring/problems/',
    query: z.object({
      page: int.pipe(z.number().int().min(1)).default(1),
      search: z.string().max(200).optional(),
    }),
    response: z.object({ count: z.number().int(), results: z.array(problemSummary) }),
    policy: { neverCache: true },
    summary: 'Problems for the authoring tools, newest first, 20 a page; drafts included.',
  }),
  'admin-problem-meta': endpoint({
    id: 'admin-problem-meta',
    area,
    method: 'GET',
    path: 'problems/meta/',
    query: z.object({ problem_id: id.optional(), contest_id: id.optional() }),
    response: z.object({
      languages: z.array(judgeLanguage),
      difficulties: z.array(difficulty),
      tags: z.array(z.string()),
      companies: z.array(z.string()),
      default_time_limits_ms: z.partialRecord(judgeLanguage, z.number().int()),
    }),
  }),
  'admin-driver-code-generator-meta': endpoint({
    id: 'admin-driver-code-generator-meta',
    area,
    method: 'GET',
    path: 'driver-code/generator/meta',
    response: z.object({ languages: z.array(judgeLanguage), types: z.array(z.string()) }),
  }),
  'admin-driver-code-generate': endpoint({
    id: 'admin-driver-code-generate',
    area,
    method: 'POST',
    path: 'driver-code/generator',
    body: z.object({
      function_name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
      return_type: z.string().min(1).max(50),
      params: z
        .array(
          z.object({ name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), type: z.string().min(1).max(50) }),
        )
        .max(20),
      languages: z.array(judgeLanguage).min(1),
    }),
    response: z.object({ results: z.partialRecord(judgeLanguage, driverCode) }),
  }),
  'admin-problem-acquire-lock': endpoint({
    id: 'admin-problem-acquire-lock',
    area,
    method: 'GET',
    path: 'problems/{id}/acquire_lock/',
    params: problemParams,
    response: lock,
    policy: { changesState: true, neverCache: true },
    summary:
      'Takes (or renews) the edit lock; 409 `locked` with fields.holder when someone else has it. A super admin takes it over.',
  }),
  'admin-problem-release-lock': endpoint({
    id: 'admin-problem-release-lock',
    area,
    method: 'GET',
    path: 'problems/{id}/release_lock/',
    params: problemParams,
    response: lock,
    policy: { changesState: true, neverCache: true },
  }),
  'admin-problem-add': endpoint({
    id: 'admin-problem-add',
    area,
    method: 'POST',
    path: 'problems/add/',
    body: problemForm,
    response: problem,
  }),
  'admin-problem-edit-get': endpoint({
    id: 'admin-problem-edit-get',
    area,
    method: 'GET',
    path: 'problems/{id}/edit/',
    params: problemParams,
    // Whether the server has an AI provider, so the editor offers its AI tools only when they work.
    response: problem.extend({ ai_available: z.boolean() }),
  }),
  'admin-problem-edit-put': endpoint({
    id: 'admin-problem-edit-put',
    area,
    method: 'PUT',
    path: 'problems/{id}/edit/',
    params: problemParams,
    body: problemForm,
    response: problem,
    policy: { revalidates: ['admin-problem-edit-get', 'admin-problem-validation'] },
    summary: 'Needs the edit lock held by the caller (409 otherwise).',
  }),
  'admin-problem-difficulty': endpoint({
    id: 'admin-problem-difficulty',
    area,
    method: 'POST',
    path: 'problems/{id}/difficulty/',
    params: problemParams,
    body: z.object({ difficulty }),
    response: problem,
    policy: { revalidates: ['admin-problem-edit-get'] },
  }),
  'admin-problem-copy': endpoint({
    id: 'admin-problem-copy',
    area,
    method: 'POST',
    path: 'problems/{id}/copy/',
    params: problemParams,
    response: problem,
    summary: 'A draft copy with its test files; returns the new problem.',
  }),
  'admin-problem-test-files-list': endpoint({
    id: 'admin-problem-test-files-list',
    area,
    method: 'GET',
    path: 'problems/{id}/test_files/',
    params: problemParams,
    response: listOf(testFile),
  }),
  'admin-problem-test-files-post': endpoint({
    id: 'admin-problem-test-files-post',
    area,
    method: 'POST',
    path: 'problems/{id}/test_files/',
    params: problemParams,
    body: z.object({ input: upload, output: upload, is_sample: z.enum(['true', 'false']).optional() }),
    response: testFile,
    policy: { bodyEncoding: 'multipart', revalidates: ['admin-problem-test-files-list'] },
    summary:
      'Adds a test pair. Any declared part type is taken (browsers send .in files as octet-stream); the content decides: UTF-8 text with a text extension, no NUL, 4 MB at most (415/413 otherwise).',
  }),
  'admin-problem-test-file-get': endpoint({
    id: 'admin-problem-test-file-get',
    area,
    method: 'GET',
    path: 'problems/{id}/test_file/{n}/',
    params: testParams,
    query: z.object({ file: z.enum(['input', 'output']) }),
    response: fileDownload,
    policy: { download: 'text/plain' },
  }),
  'admin-problem-test-file-delete': endpoint({
    id: 'admin-problem-test-file-delete',
    area,
    method: 'DELETE',
    path: 'problems/{id}/test_file/{n}/',
    params: testParams,
    response: ok,
    policy: { revalidates: ['admin-problem-test-files-list'] },
  }),
  'admin-problem-test-file-strength': endpoint({
    id: 'admin-problem-test-file-strength',
    area,
    method: 'POST',
    path: 'problems/{id}/test_file/{n}/strength/',
    params: testParams,
    body: z.object({ strength: z.number().int().min(1).max(10) }),
    response: testFile,
    policy: { revalidates: ['admin-problem-test-files-list'] },
  }),
  'admin-problem-time-limit': endpoint({
    id: 'admin-problem-time-limit',
    area,
    method: 'PUT',
    path: 'problems/{id}/time_limit/',
    params: problemParams,
    body: z.object({ time_limit_ms: z.number().int().min(100).max(20_000) }),
    response: z.object({ time_limits_ms: z.partialRecord(judgeLanguage, z.number().int()) }),
    policy: { revalidates: ['admin-problem-edit-get'] },
    summary: 'One limit for every language.',
  }),
  'admin-problem-time-limit-language': endpoint({
    id: 'admin-problem-time-limit-language',
    area,
    method: 'PUT',
    path: 'problems/{id}/time_limit/{language}/',
    params: z.object({ id, language: judgeLanguage }),
    body: z.object({ time_limit_ms: z.number().int().min(100).max(20_000) }),
    response: z.object({ time_limits_ms: z.partialRecord(judgeLanguage, z.number().int()) }),
    policy: { revalidates: ['admin-problem-edit-get'] },
  }),
  'admin-problem-calculate-time-limit': endpoint({
    id: 'admin-problem-calculate-time-limit',
    area,
    method: 'GET',
    path: 'problems/{id}/calculate_time_limit/',
    params: problemParams,
    response: listOf(z.object({ language: judgeLanguage, time_limit_ms: z.number().int() })),
    policy: { neverCache: true },
    summary: 'Runs the reference solutions on every test and suggests a limit per language.',
  }),
  'admin-problem-test-file-status': endpoint({
    id: 'admin-problem-test-file-status',
    area,
    method: 'GET',
    path: 'problems/{id}/test_file/{n}/status/?operation=',
    params: testParams,
    query: z.object({ operation }),
    response: z.object({
      n: z.number().int(),
      operation,
      status: z.enum(['not_checked', 'queued', 'running', 'done', 'failed']),
      message: z.string().nullable(),
    }),
    policy: { neverCache: true },
  }),
  'admin-problem-test-case-meta': endpoint({
    id: 'admin-problem-test-case-meta',
    area,
    method: 'PUT',
    path: 'problems/{id}/test_case/meta/',
    params: problemParams,
    body: z.object({
      tests: z
        .array(z.object({ n: z.number().int().min(1), is_sample: z.boolean() }))
        .min(1)
        .max(1000),
    }),
    response: listOf(testFile),
    policy: { revalidates: ['admin-problem-test-files-list'] },
  }),
  'admin-problem-publish': endpoint({
    id: 'admin-problem-publish',
    area,
    method: 'POST',
    path: 'problems/{id}/edit/publish/',
    params: problemParams,
    response: problem,
    policy: { revalidates: ['admin-problem-edit-get'] },
    summary: 'Refused (400 with the validation errors) while the problem does not validate.',
  }),
  'admin-problem-tracks-n-batches': endpoint({
    id: 'admin-problem-tracks-n-batches',
    area,
    method: 'GET',
    path: 'problems/{id}/edit/tracksnbatches/',
    params: problemParams,
    response: z.object({ tracks: z.array(named), batches: z.array(named) }),
  }),
  'admin-problem-validation': endpoint({
    id: 'admin-problem-validation',
    area,
    method: 'GET',
    path: 'problems/{id}/validation/',
    params: problemParams,
    response: z.object({ valid: z.boolean(), errors: z.array(z.string()) }),
    policy: { neverCache: true },
  }),
  'admin-problem-private-library-update': endpoint({
    id: 'admin-problem-private-library-update',
    area,
    method: 'PUT',
    path: 'problem/{id}/private-question-library/update/',
    params: problemParams,
    body: z.object({ in_private_question_library: z.boolean() }),
    response: problem,
    policy: { revalidates: ['admin-problem-edit-get'] },
  }),
  'admin-problem-generate-comment': endpoint({
    id: 'admin-problem-generate-comment',
    area,
    method: 'POST',
    path: 'problems/generate_comment/',
    body: z.object({ language: judgeLanguage, code: z.string().min(1).max(100_000) }),
    response: z.object({ comment: z.string() }),
  }),
  'admin-problem-statement-rephrase': endpoint({
    id: 'admin-problem-statement-rephrase',
    area,
    method: 'GET',
    path: 'problems/{id}/problem-statement/rephrase/',
    params: problemParams,
    response: z.object({ statement: z.string() }),
    policy: { neverCache: true },
  }),
  'admin-problem-generate-code': endpoint({
    id: 'admin-problem-generate-code',
    area,
    method: 'POST',
    path: 'problem/generate_code',
    body: z.object({ problem_id: z.number().int().positive(), language: judgeLanguage }),
    response: z.object({ language: judgeLanguage, code: z.string() }),
  }),
  'admin-problem-revision': endpoint({
    id: 'admin-problem-revision',
    area,
    method: 'POST',
    path: 'problems/{id}/revision/',
    params: problemParams,
    body: z.object({ note: z.string().min(1).max(5000), changes: revisionChanges.default({}) }),
    response: revision,
    policy: { revalidates: ['admin-problem-list-for-revision'] },
    summary:
      'Proposes changes to the live problem (no lock needed); they go live only when a reviewer approves.',
  }),
  'admin-problem-list-for-revision': endpoint({
    id: 'admin-problem-list-for-revision',
    area,
    method: 'GET',
    path: 'problems/{id}/problem-list-for-revision/',
    params: problemParams,
    response: listOf(revision),
  }),
  'admin-problem-queue-revision-request': endpoint({
    id: 'admin-problem-queue-revision-request',
    area,
    method: 'POST',
    path: 'problems/{id}/queue-revision-request/',
    params: problemParams,
    body: z.object({ revision_id: z.number().int().positive() }),
    response: revision,
    policy: { revalidates: ['admin-problem-list-for-revision', 'x-admin-problem-revision-queue'] },
  }),
  'x-admin-problem-revision-queue': endpoint({
    id: 'x-admin-problem-revision-queue',
    area,
    method: 'GET',
    path: 'authoring/revisions/',
    query: z.object({
      status: revisionStatus.default('queued'),
      page: int.pipe(z.number().int().min(1)).default(1),
    }),
    response: z.object({
      count: z.number().int(),
      results: z.array(
        revision.extend({
          /** The live problem's text fields now, for the side-by-side diff. */
          live: z.record(z.string(), z.string()),
        }),
      ),
    }),
    policy: { neverCache: true },
    summary: 'Revisions of every problem in one state (queued by default), oldest first, 20 a page.',
  }),
  'x-admin-problem-revision-review': endpoint({
    id: 'x-admin-problem-revision-review',
    area,
    method: 'POST',
    path: 'problems/{id}/revision/{revision_id}/review/',
    params: z.object({ id, revision_id: id }),
    body: z.discriminatedUnion('decision', [
      z.object({ decision: z.literal('approve'), comment: z.string().max(5000).default('') }),
      z.object({ decision: z.literal('reject'), comment: z.string().trim().min(1).max(5000) }),
    ]),
    response: revision,
    policy: {
      revalidates: [
        'admin-problem-list-for-revision',
        'x-admin-problem-revision-queue',
        'admin-problem-edit-get',
      ],
    },
    summary:
      'Approves (the changes go live, recorded in the edit history) or rejects with a comment a queued revision. ' +
      'Not its own author (403); 409 `not_queued` unless queued, 409 `locked` while someone else holds the edit lock.',
  }),
} as const;
