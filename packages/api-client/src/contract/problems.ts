import { z } from 'zod';
import { endpoint } from './define';
import { queryFlag } from './fields';
import {
  attemptStatus,
  id,
  int,
  isoDateTime,
  judgeLanguage,
  listOf,
  ok,
  pageQuery,
  paginated,
  slug,
  verdict,
} from './schemas';

const area = 'Problems';
const bySlug = z.object({ slug });
const byId = z.object({ id });

const problemSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  difficulty: z.enum(['basic', 'easy', 'medium', 'hard']),
  tags: z.array(z.string()),
  accuracy: z.number().min(0).max(100),
  status: attemptStatus,
  /** Premium-only: members (and problem staff) open it; everyone else sees it locked. */
  premium: z.boolean(),
});
const testResult = z.object({
  input: z.string(),
  expected_output: z.string(),
  output: z.string(),
  passed: z.boolean(),
});
const submission = z.object({
  id: z.number().int(),
  problem_id: z.number().int(),
  handle: z.string(),
  language: judgeLanguage,
  verdict,
  score: z.number(),
  tests_passed: z.number().int(),
  tests_total: z.number().int(),
  time_ms: z.number().int().nullable(),
  memory_kb: z.number().int().nullable(),
  created_at: isoDateTime,
});
const submissionDetail = submission.extend({
  code: z.string(),
  compiler_output: z.string().nullable(),
  first_failing_test: testResult.nullable(),
});
/** Submission lists page by key (last_submission_key, last_submission_key_time), not by number. */
const submissionPage = z.object({
  submissions: z.array(submission),
  last_submission_key: z.string().nullable(),
  last_submission_key_time: z.string().nullable(),
});
const run = z.object({ submission_id: z.number().int(), status: z.enum(['queued', 'running', 'done']) });
const runResult = z.object({
  submission_id: z.number().int(),
  status: z.enum(['queued', 'running', 'done']),
  verdict: verdict.nullable(),
  tests_passed: z.number().int(),
  tests_total: z.number().int(),
  time_ms: z.number().int().nullable(),
  memory_kb: z.number().int().nullable(),
  compiler_output: z.string().nullable(),
  results: z.array(testResult),
  problem_status: attemptStatus,
  score: z.number(),
  /** Reward points this submission earned as the problem of the day: 0 unless it was that day's first solve. */
  daily_points: z.number().int(),
});
const code = z.object({ language: judgeLanguage, code: z.string().min(1).max(100_000) });
const hint = z.object({ hint_no: z.number().int(), content: z.string() });

export const problemEndpoints = {
  'problem-detail': endpoint({
    id: 'problem-detail',
    area,
    method: 'GET',
    path: 'problems/{slug}/',
    params: bySlug,
    query: z.object({ batch_slug: slug.optional(), track_slug: slug.optional() }),
    response: z.object({
      probData: problemSummary.extend({
        statement: z.string(),
        input_format: z.string(),
        output_format: z.string(),
        constraints: z.string(),
        samples: z.array(z.object({ input: z.string(), output: z.string() })),
        languages: z.array(judgeLanguage),
        templates: z.partialRecord(judgeLanguage, z.string()),
        is_public: z.boolean(),
        /** The judge's limits, shown with the statement and beside a limit verdict. */
        time_limit_ms: z.number().int(),
        memory_limit_mb: z.number().int(),
        /** Whether the platform has an AI provider, so the page offers an AI hint only when one can answer. */
        ai_available: z.boolean(),
        /**
         * A premium problem the caller may not open: statement, formats, samples and starter code are empty,
         * and the page offers premium instead of the editor.
         */
        locked: z.boolean(),
      }),
      metaData: z.object({
        problemUserScore: z.number(),
        solvedProblemId: z.number().int().nullable(),
        /**
         * The caller's code draft of this problem as an entity (002 §3 userEntityId): what `user-write-token`
         * issues a token for and `x-problem-draft-save` writes. Null without a session.
         */
        userEntityId: z.string().nullable(),
        /** The caller's drafts kept on the server, per language, so another device opens the same code. */
        drafts: z.partialRecord(judgeLanguage, z.object({ code: z.string(), saved_at: isoDateTime })),
      }),
    }),
    policy: { public: true },
    summary: 'Public problems answer without a session; others need one.',
  }),
  'problem-metainfo': endpoint({
    id: 'problem-metainfo',
    area,
    method: 'GET',
    path: 'problems/{slug}/metainfo/',
    params: bySlug,
    response: z.object({
      problem_id: z.number().int(),
      submissions_count: z.number().int(),
      accuracy: z.number(),
      companies: z.array(z.string()),
      topics: z.array(z.string()),
      bookmarked: z.boolean(),
      status: attemptStatus,
    }),
    policy: { public: true },
  }),
  'problem-bookmark': endpoint({
    id: 'problem-bookmark',
    area,
    method: 'GET',
    path: 'problems/{slug}/bookmark/',
    params: bySlug,
    query: z.object({ type: z.enum(['add', 'remove']) }),
    response: z.object({ bookmarked: z.boolean() }),
    policy: { changesState: true, neverCache: true, revalidates: ['problem-metainfo'] },
    summary: 'GET as the spec says, although it changes state; type=add|remove.',
  }),
  'problem-editorial': endpoint({
    id: 'problem-editorial',
    area,
    method: 'GET',
    path: 'problems/{slug}/editorial/',
    params: bySlug,
    response: z.object({
      author_full_solution: z.partialRecord(judgeLanguage, z.string()),
      editorial: z.object({ content: z.string() }),
    }),
  }),
  'problem-hints': endpoint({
    id: 'problem-hints',
    area,
    method: 'GET',
    path: 'problems/{slug}/hints/',
    params: bySlug,
    response: z.object({ hints_count: z.number().int(), unlocked: z.array(hint) }),
  }),
  'problem-hint': endpoint({
    id: 'problem-hint',
    area,
    method: 'GET',
    path: 'problems/{slug}/hints/{hintNo}/',
    params: z.object({ slug, hintNo: int.pipe(z.number().int().min(1)) }),
    response: hint,
    policy: { changesState: true, revalidates: ['problem-hints'] },
  }),
  'problem-hints-solution': endpoint({
    id: 'problem-hints-solution',
    area,
    method: 'GET',
    path: 'hints/solution/',
    query: z.object({ problem_slug: slug }),
    response: z.object({ language: judgeLanguage, code: z.string() }),
  }),
  'problem-submission-detail': endpoint({
    id: 'problem-submission-detail',
    area,
    method: 'GET',
    path: 'problems/submissions/{submissionId}/',
    params: z.object({ submissionId: id }),
    response: submissionDetail,
  }),
  'problem-submissions': endpoint({
    id: 'problem-submissions',
    area,
    method: 'GET',
    path: 'problems/{id}/submissions/',
    params: byId,
    query: z.object({
      lang: judgeLanguage.optional(),
      last_submission_key: z.string().optional(),
      last_submission_key_time: z.string().optional(),
      type: z.enum(['mySubmissions', 'allSubmissions']).optional(),
    }),
    response: submissionPage,
  }),
  'problem-user-submissions': endpoint({
    id: 'problem-user-submissions',
    area,
    method: 'GET',
    path: 'problems/{slug}/submissions/user/',
    params: bySlug,
    response: submissionPage,
  }),
  'problem-compile-run': endpoint({
    id: 'problem-compile-run',
    area,
    method: 'POST',
    path: 'problems/{slug}/compile-run/compile/',
    params: bySlug,
    body: code.extend({ input: z.string().max(1_000_000).optional() }),
    response: run,
    summary: 'Runs code on the sample input or the custom input; poll problem-compile-run-result.',
  }),
  'problem-submit': endpoint({
    id: 'problem-submit',
    area,
    method: 'POST',
    path: 'problems/{slug}/submit/compile/',
    params: bySlug,
    body: code.extend({
      batch_slug: slug.optional(),
      track_slug: slug.optional(),
      /** Set from a contest's coding round: the submission counts there while the attempt runs. */
      contest_slug: slug.optional(),
    }),
    response: run,
    summary: 'Judges code against every test file; poll problem-submit-result.',
  }),
  'problem-compile-run-result': endpoint({
    id: 'problem-compile-run-result',
    area,
    method: 'POST',
    path: 'problems/submission/compile-run/result/',
    body: z.object({ submission_id: z.number().int().positive() }),
    response: runResult,
  }),
  'problem-submit-result': endpoint({
    id: 'problem-submit-result',
    area,
    method: 'POST',
    path: 'problems/submission/submit/result/',
    body: z.object({ submission_id: z.number().int().positive() }),
    response: runResult,
    policy: {
      revalidates: ['problem-user-submissions', 'problem-submissions', 'problem-metainfo'],
      revalidateWhen: (result: { status: string }) => result.status === 'done',
    },
  }),
  'problem-ai-suggestion': endpoint({
    id: 'problem-ai-suggestion',
    area,
    method: 'POST',
    path: 'problems/{slug}/ai/suggestion/',
    params: bySlug,
    body: code.extend({ submission_id: z.number().int().positive().optional() }),
    response: z.object({ suggestion: z.string() }),
  }),
  'problem-latest-submission': endpoint({
    id: 'problem-latest-submission',
    area,
    method: 'GET',
    path: 'problems/{id}/submissions/latest/',
    params: byId,
    query: z.object({ lang: judgeLanguage.optional() }),
    response: z.object({ submission: submissionDetail.nullable() }),
  }),
  'x-problem-draft-save': endpoint({
    id: 'x-problem-draft-save',
    area,
    method: 'POST',
    path: 'problems/drafts/{entityId}/',
    params: z.object({ entityId: slug }),
    // Sent by navigator.sendBeacon as text/plain JSON: a beacon outlives the page but carries no answer back,
    // so the write token (user-write-token, ADR 0096) proves it is the person who opened this editor.
    body: z.object({
      token: z.string().min(1).max(200),
      language: judgeLanguage,
      code: z.string().max(100_000),
    }),
    response: z.object({ saved_at: isoDateTime }),
    policy: { neverCache: true },
    summary: "Keeps the learner's code draft of one problem and language on the server (ADR 0096).",
  }),
  'problem-related': endpoint({
    id: 'problem-related',
    area,
    method: 'GET',
    path: 'problems/{id}/related-problems/',
    params: byId,
    response: listOf(problemSummary),
    policy: { public: true },
  }),
  'problem-company-tag-add': endpoint({
    id: 'problem-company-tag-add',
    area,
    method: 'POST',
    path: 'problems/company-tag/add/',
    body: z.object({ problem_id: z.number().int().positive(), company: z.string().min(1).max(100) }),
    response: ok,
    policy: { revalidates: ['problem-metainfo'] },
  }),
  'problem-explore': endpoint({
    id: 'problem-explore',
    area,
    method: 'GET',
    path: 'problems/?pageMode=explore&{filters}',
    query: pageQuery.extend({
      search: z.string().max(200).optional(),
      difficulty: z.string().optional(),
      tags: z.string().optional(),
      companies: z.string().optional(),
      status: z.enum(['solved', 'unsolved', 'attempted']).optional(),
      /** Only the caller's bookmarks (signed in). */
      bookmarked: queryFlag.optional(),
      /** Only premium problems. */
      premium: queryFlag.optional(),
    }),
    response: paginated(problemSummary),
    policy: { public: true },
    summary: '{filters} are the query fields; list filters are comma-separated.',
  }),
  'problem-explore-user-solved': endpoint({
    id: 'problem-explore-user-solved',
    area,
    method: 'GET',
    path: 'problems/user/solved/?pageMode=explore',
    response: z.object({
      results: z.array(z.object({ problem_id: z.number().int(), status: attemptStatus })),
    }),
  }),
} as const;
