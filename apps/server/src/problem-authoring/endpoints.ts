import { isDeepStrictEqual } from 'node:util';
import type { FilePayload } from '@learnforge/api-client/contract';
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointRegistry } from '../api/registry';
import type { Role } from '../auth/roles';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { batches, problemDetails, problems, problemTestFiles, trackProblems, tracks } from '../db/schema';
import {
  problemAuthoring,
  problemTestFileMeta,
  problemTestFileOperations,
} from '../db/schema-problem-authoring';
import { recordEdit } from '../edit-history/record';
import { badRequest, HttpError } from '../http/errors';
import { type ContractLanguage, contractLanguages, type LazyJudge } from '../problems/judge-service';
import { registerProblemAiEndpoints } from './ai';
import { DRIVER_TYPES, generateDriverCode, SignatureError } from './driver-code';
import { acquireLock, lockHolders, releaseLock, requireLock } from './lock';
import { registerRevisionEndpoints } from './revisions';
import {
  DEFAULT_TIME_LIMIT_MS,
  type DriverCode,
  editableSnapshot,
  type LoadedProblem,
  languagesOf,
  loadProblem,
  problemOut,
  touch,
} from './store';
import {
  nextTestNumber,
  oneTestFile,
  operationsOf,
  readTestFile,
  setOperation,
  startOutputCheck,
  TEST_FILE_MAX_BYTES,
  testFileOut,
  testFilesOf,
  validateTest,
  validationErrors,
} from './test-files';
import { calculateTimeLimits } from './time-limits';

const pendingDownloads = new WeakMap<FastifyRequest, FilePayload>();

/** Sends a test file as itself (an attachment), not as the JSON of its payload. */
async function sendDownload(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const download = pendingDownloads.get(request);
  if (!download) return payload;
  pendingDownloads.delete(request);
  if (reply.statusCode !== 200) return payload;
  reply
    .header('content-type', download.contentType)
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store');
  return download.body;
}

/** Problem authoring is for problem setters; super admins pass every role check. */
export const AUTHORING_ROLES: readonly Role[] = ['problem_setter'];
const LIST_PAGE_SIZE = 20;

interface ProblemForm {
  title: string;
  slug: string;
  statement: string;
  input_format: string;
  output_format: string;
  constraints: string;
  difficulty: 'basic' | 'easy' | 'medium' | 'hard';
  tags: string[];
  company_tags: string[];
  languages: ContractLanguage[];
  driver_code: Partial<Record<ContractLanguage, DriverCode>>;
  is_public: boolean;
  memory_limit_mb: number;
  reference_solutions: Partial<Record<ContractLanguage, string>>;
}

async function ensureSlugFree(db: Db, slug: string, exceptId: number | null) {
  const [taken] = await db
    .select({ id: problems.id })
    .from(problems)
    .where(
      exceptId === null ? eq(problems.slug, slug) : and(eq(problems.slug, slug), ne(problems.id, exceptId)),
    )
    .limit(1);
  if (taken) throw badRequest('Another problem already uses this slug.', { slug: 'This slug is taken.' });
}

const unique = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

/** Starter code the learner's editor opens with: the whole driver program where there is one. */
function templatesFrom(existing: Record<string, string>, driverCode: ProblemForm['driver_code']) {
  const templates = { ...existing };
  for (const [language, code] of Object.entries(driverCode))
    templates[language] = code.head + code.body + code.tail;
  return templates;
}

async function writeForm(
  db: Db,
  problemId: number,
  form: ProblemForm,
  existingTemplates: Record<string, string>,
) {
  await db
    .update(problems)
    .set({
      title: form.title.trim(),
      slug: form.slug,
      statement: form.statement,
      difficulty: form.difficulty,
      isPublic: form.is_public,
      memoryLimitMb: form.memory_limit_mb,
    })
    .where(eq(problems.id, problemId));
  const details = {
    inputFormat: form.input_format,
    outputFormat: form.output_format,
    constraints: form.constraints,
    topics: unique(form.tags),
    companies: unique(form.company_tags),
    templates: templatesFrom(existingTemplates, form.driver_code),
    authorSolutions: Object.fromEntries(
      Object.entries(form.reference_solutions).filter(([, code]) => code.trim() !== ''),
    ),
  };
  await db
    .insert(problemDetails)
    .values({ problemId, ...details })
    .onConflictDoUpdate({ target: problemDetails.problemId, set: details });
  const authoring = {
    languages: contractLanguages.filter((language) => form.languages.includes(language)),
    driverCode: form.driver_code as Record<string, DriverCode>,
    updatedAt: new Date(),
  };
  await db
    .insert(problemAuthoring)
    .values({ problemId, ...authoring })
    .onConflictDoUpdate({ target: problemAuthoring.problemId, set: authoring });
}

/**
 * One change to one problem: the caller must hold the lock; the change and its edit-history entry
 * commit together, and the problem's `updated_at` moves.
 */
async function change<T>(
  db: Db,
  problemId: number,
  user: SessionUser,
  apply: (tx: Db, loaded: LoadedProblem) => Promise<T>,
  extra?: {
    before: (tx: Db) => Promise<Record<string, unknown>>;
    after: (tx: Db) => Promise<Record<string, unknown>>;
  },
): Promise<{ result: T; loaded: LoadedProblem }> {
  return db.transaction(async (tx) => {
    const before = await loadProblem(tx, problemId, { forUpdate: true });
    await requireLock(tx, problemId, user);
    const extraBefore = extra ? await extra.before(tx) : {};
    const result = await apply(tx, before);
    await touch(tx, problemId);
    const after = await loadProblem(tx, problemId);
    const extraAfter = extra ? await extra.after(tx) : {};
    await recordEdit(tx, {
      entityType: 'problem',
      entityId: problemId,
      actorId: user.id,
      before: { ...editableSnapshot(before), ...extraBefore },
      after: { ...editableSnapshot(after), ...extraAfter },
    });
    return { result, loaded: after };
  });
}

/** Test files as edit-history fields (`test 3`), so uploads, deletions and flags show in the history. */
async function testsSnapshot(db: Db, problemId: number): Promise<Record<string, unknown>> {
  const snapshot: Record<string, unknown> = {};
  for (const row of await testFilesOf(db, problemId)) {
    const out = testFileOut(row);
    snapshot[`test ${out.n}`] = {
      input: out.input_name,
      output: out.output_name,
      bytes: out.input_bytes + out.output_bytes,
      sample: out.is_sample,
      strength: out.strength,
    };
  }
  return snapshot;
}

const withTests = (problemId: number) => ({
  before: (tx: Db) => testsSnapshot(tx, problemId),
  after: (tx: Db) => testsSnapshot(tx, problemId),
});

async function distinctValues(db: Db, column: 'topics' | 'companies'): Promise<string[]> {
  const values = column === 'topics' ? problemDetails.topics : problemDetails.companies;
  const rows = await db.selectDistinct({ value: sql<string>`unnest(${values})` }).from(problemDetails);
  return rows.map((row) => row.value).sort((a, b) => a.localeCompare(b));
}

export function registerProblemAuthoringEndpoints(registry: EndpointRegistry, judge: LazyJudge): void {
  registry.implement('x-admin-problems-list', AUTHORING_ROLES, async ({ input, database }) => {
    const { db } = database;
    const { page, search } = input.query;
    const where = search?.trim()
      ? or(ilike(problems.title, `%${search.trim()}%`), ilike(problems.slug, `%${search.trim()}%`))
      : undefined;
    const [total] = await db.select({ n: count() }).from(problems).where(where);
    const rows = await db
      .select({ problem: problems, updatedAt: problemAuthoring.updatedAt })
      .from(problems)
      .leftJoin(problemAuthoring, eq(problemAuthoring.problemId, problems.id))
      .where(where)
      .orderBy(desc(problems.id))
      .limit(LIST_PAGE_SIZE)
      .offset((page - 1) * LIST_PAGE_SIZE);
    const holders = await lockHolders(
      db,
      rows.map((row) => row.problem.id),
    );
    return {
      count: total?.n ?? 0,
      results: rows.map(({ problem, updatedAt }) => ({
        id: problem.id,
        slug: problem.slug,
        title: problem.title,
        difficulty: problem.difficulty,
        status: problem.published ? ('published' as const) : ('draft' as const),
        locked_by: holders.get(problem.id) ?? null,
        updated_at: (updatedAt ?? problem.createdAt).toISOString(),
      })),
    };
  });

  registry.implement('admin-problem-meta', AUTHORING_ROLES, async ({ input, database }) => {
    const { db } = database;
    let limits: Partial<Record<ContractLanguage, number>> = Object.fromEntries(
      contractLanguages.map((language) => [language, DEFAULT_TIME_LIMIT_MS]),
    );
    if (input.query.problem_id !== undefined)
      limits = problemOut(await loadProblem(db, input.query.problem_id)).time_limits_ms;
    return {
      languages: [...contractLanguages],
      difficulties: ['basic', 'easy', 'medium', 'hard'] as const,
      tags: await distinctValues(db, 'topics'),
      companies: await distinctValues(db, 'companies'),
      default_time_limits_ms: limits,
    };
  });

  registry.implement('admin-driver-code-generator-meta', AUTHORING_ROLES, () => ({
    languages: [...contractLanguages],
    types: DRIVER_TYPES,
  }));

  registry.implement('admin-driver-code-generate', AUTHORING_ROLES, ({ input }) => {
    try {
      return { results: generateDriverCode(input.body, input.body.languages) };
    } catch (error) {
      if (error instanceof SignatureError) throw badRequest(error.message);
      throw error;
    }
  });

  registry.implement('admin-problem-acquire-lock', AUTHORING_ROLES, async ({ input, database, user }) => {
    await loadProblem(database.db, input.path.id);
    return acquireLock(database.db, input.path.id, user!);
  });

  registry.implement('admin-problem-release-lock', AUTHORING_ROLES, async ({ input, database, user }) => {
    await loadProblem(database.db, input.path.id);
    return releaseLock(database.db, input.path.id, user!);
  });

  registry.implement('admin-problem-add', AUTHORING_ROLES, async ({ input, database, user }) => {
    const form = input.body;
    return database.db.transaction(async (tx) => {
      await ensureSlugFree(tx, form.slug, null);
      const [created] = await tx
        .insert(problems)
        .values({
          slug: form.slug,
          title: form.title.trim(),
          statement: form.statement,
          difficulty: form.difficulty,
          isPublic: form.is_public,
          published: false,
          memoryLimitMb: form.memory_limit_mb,
          timeLimits: { default: DEFAULT_TIME_LIMIT_MS },
          createdBy: user!.id,
        })
        .returning({ id: problems.id });
      await writeForm(tx, created!.id, form, {});
      const loaded = await loadProblem(tx, created!.id);
      await recordEdit(tx, {
        entityType: 'problem',
        entityId: created!.id,
        actorId: user!.id,
        before: {},
        after: editableSnapshot(loaded),
      });
      return problemOut(loaded);
    });
  });

  registry.implement('admin-problem-edit-get', AUTHORING_ROLES, async ({ input, database }) =>
    problemOut(await loadProblem(database.db, input.path.id)),
  );

  registry.implement(
    'admin-problem-edit-put',
    AUTHORING_ROLES,
    async ({ input, database, user, request }) => {
      const { db } = database;
      let referenceChanged = false;
      const { loaded } = await change(db, input.path.id, user!, async (tx, before) => {
        await ensureSlugFree(tx, input.body.slug, input.path.id);
        await writeForm(tx, input.path.id, input.body, before.details.templates);
        const after = await loadProblem(tx, input.path.id);
        referenceChanged = !isDeepStrictEqual(before.details.authorSolutions, after.details.authorSolutions);
      });
      // A new or changed reference solution re-checks every test's output against it.
      if (referenceChanged)
        for (const { file } of await testFilesOf(db, input.path.id))
          await startOutputCheck(db, judge, request.log, loaded, file.n, file.input, file.output);
      return problemOut(loaded);
    },
  );

  registry.implement('admin-problem-difficulty', AUTHORING_ROLES, async ({ input, database, user }) => {
    const { loaded } = await change(database.db, input.path.id, user!, async (tx) => {
      await tx
        .update(problems)
        .set({ difficulty: input.body.difficulty })
        .where(eq(problems.id, input.path.id));
    });
    return problemOut(loaded);
  });

  registry.implement('admin-problem-copy', AUTHORING_ROLES, async ({ input, database, user }) => {
    return database.db.transaction(async (tx) => {
      const source = await loadProblem(tx, input.path.id);
      let slug = `${source.problem.slug}-copy`.slice(0, 190);
      for (let attempt = 2; ; attempt++) {
        const [taken] = await tx
          .select({ id: problems.id })
          .from(problems)
          .where(eq(problems.slug, slug))
          .limit(1);
        if (!taken) break;
        slug = `${source.problem.slug.slice(0, 180)}-copy-${attempt}`;
      }
      const [created] = await tx
        .insert(problems)
        .values({
          slug,
          title: `${source.problem.title} (copy)`.slice(0, 200),
          statement: source.problem.statement,
          difficulty: source.problem.difficulty,
          isPublic: source.problem.isPublic,
          published: false,
          timeLimits: source.problem.timeLimits,
          memoryLimitMb: source.problem.memoryLimitMb,
          createdBy: user!.id,
        })
        .returning({ id: problems.id });
      const id = created!.id;
      const { problemId: _detailsId, ...details } = source.details;
      await tx.insert(problemDetails).values({ ...details, problemId: id });
      const { problemId: _authoringId, ...authoring } = source.authoring;
      await tx
        .insert(problemAuthoring)
        .values({ ...authoring, problemId: id, inPrivateQuestionLibrary: false, updatedAt: new Date() });
      const tests = await testFilesOf(tx, input.path.id);
      if (tests.length > 0) {
        await tx.insert(problemTestFiles).values(tests.map(({ file }) => ({ ...file, problemId: id })));
        const metas = tests.flatMap(({ meta }) => (meta ? [{ ...meta, problemId: id }] : []));
        if (metas.length > 0) await tx.insert(problemTestFileMeta).values(metas);
      }
      const loaded = await loadProblem(tx, id);
      await recordEdit(tx, {
        entityType: 'problem',
        entityId: id,
        actorId: user!.id,
        before: {},
        after: {
          ...editableSnapshot(loaded),
          copied_from: source.problem.slug,
          ...(await testsSnapshot(tx, id)),
        },
      });
      return problemOut(loaded);
    });
  });

  registry.implement('admin-problem-test-files-list', AUTHORING_ROLES, async ({ input, database }) => {
    await loadProblem(database.db, input.path.id);
    return { results: (await testFilesOf(database.db, input.path.id)).map(testFileOut) };
  });

  registry.implement(
    'admin-problem-test-files-post',
    AUTHORING_ROLES,
    async ({ input, database, user, request }) => {
      const problemId = input.path.id;
      const inputText = await readTestFile(input.body.input, 'input');
      const outputText = await readTestFile(input.body.output, 'output');
      const { db } = database;
      const { result: n, loaded } = await change(
        db,
        problemId,
        user!,
        async (tx) => {
          const n = await nextTestNumber(tx, problemId);
          await tx.insert(problemTestFiles).values({
            problemId,
            n,
            input: inputText,
            output: outputText,
            isSample: input.body.is_sample === 'true',
            // Held out of learners' verdicts until the format and reference-output checks pass.
            judgesLearners: false,
          });
          await tx.insert(problemTestFileMeta).values({
            problemId,
            n,
            inputName: input.body.input.name.slice(0, 200),
            outputName: input.body.output.name.slice(0, 200),
          });
          await setOperation(tx, problemId, n, 'upload', 'done', null);
          const invalid = validateTest(inputText, outputText);
          await setOperation(tx, problemId, n, 'validate', invalid ? 'failed' : 'done', invalid);
          return n;
        },
        withTests(problemId),
      );
      await startOutputCheck(db, judge, request.log, loaded, n, inputText, outputText);
      return testFileOut(await oneTestFile(db, problemId, n));
    },
    // Two files per upload, each within the test-file cap; larger ones are refused with 413.
    { config: { multipartOptions: { limits: { fileSize: TEST_FILE_MAX_BYTES, files: 2 } } } },
  );

  registry.implement(
    'admin-problem-test-file-get',
    AUTHORING_ROLES,
    async ({ input, database, request }) => {
      const { file, meta } = await oneTestFile(database.db, input.path.id, input.path.n);
      const which = input.query.file;
      const name = (which === 'input' ? meta?.inputName : meta?.outputName) ?? `${which}${file.n}.txt`;
      const download = {
        filename: name.replace(/[^\w.-]+/g, '_'),
        contentType: 'text/plain; charset=utf-8',
        body: which === 'input' ? file.input : file.output,
      };
      pendingDownloads.set(request, download);
      return download;
    },
    { onSend: sendDownload },
  );

  registry.implement('admin-problem-test-file-delete', AUTHORING_ROLES, async ({ input, database, user }) => {
    const { id: problemId, n } = input.path;
    await change(
      database.db,
      problemId,
      user!,
      async (tx) => {
        await oneTestFile(tx, problemId, n);
        const test = and(eq(problemTestFiles.problemId, problemId), eq(problemTestFiles.n, n));
        await tx.delete(problemTestFiles).where(test);
        await tx
          .delete(problemTestFileMeta)
          .where(and(eq(problemTestFileMeta.problemId, problemId), eq(problemTestFileMeta.n, n)));
        await tx
          .delete(problemTestFileOperations)
          .where(and(eq(problemTestFileOperations.problemId, problemId), eq(problemTestFileOperations.n, n)));
      },
      withTests(problemId),
    );
    return { message: `Test ${n} was deleted.` };
  });

  registry.implement(
    'admin-problem-test-file-strength',
    AUTHORING_ROLES,
    async ({ input, database, user }) => {
      const { id: problemId, n } = input.path;
      await change(
        database.db,
        problemId,
        user!,
        async (tx) => {
          const { meta } = await oneTestFile(tx, problemId, n);
          await tx
            .insert(problemTestFileMeta)
            .values({
              problemId,
              n,
              inputName: meta?.inputName ?? `input${n}.txt`,
              outputName: meta?.outputName ?? `output${n}.txt`,
              strength: input.body.strength,
            })
            .onConflictDoUpdate({
              target: [problemTestFileMeta.problemId, problemTestFileMeta.n],
              set: { strength: input.body.strength },
            });
        },
        withTests(problemId),
      );
      return testFileOut(await oneTestFile(database.db, problemId, n));
    },
  );

  registry.implement('admin-problem-time-limit', AUTHORING_ROLES, async ({ input, database, user }) => {
    const { loaded } = await change(database.db, input.path.id, user!, async (tx) => {
      // One limit for every language: per-language overrides go.
      await tx
        .update(problems)
        .set({ timeLimits: { default: input.body.time_limit_ms } })
        .where(eq(problems.id, input.path.id));
    });
    return { time_limits_ms: problemOut(loaded).time_limits_ms };
  });

  registry.implement(
    'admin-problem-time-limit-language',
    AUTHORING_ROLES,
    async ({ input, database, user }) => {
      const { id: problemId, language } = input.path;
      const { loaded } = await change(database.db, problemId, user!, async (tx, before) => {
        if (!languagesOf(before.authoring).includes(language))
          throw badRequest(`${language} is not one of this problem's languages.`, {
            language: 'Not offered.',
          });
        const stored = { ...(before.problem.timeLimits as Record<string, number>) };
        stored[language] = input.body.time_limit_ms;
        await tx.update(problems).set({ timeLimits: stored }).where(eq(problems.id, problemId));
      });
      return { time_limits_ms: problemOut(loaded).time_limits_ms };
    },
  );

  registry.implement('admin-problem-calculate-time-limit', AUTHORING_ROLES, async ({ input, database }) => {
    const loaded = await loadProblem(database.db, input.path.id);
    return { results: await calculateTimeLimits(database.db, judge, loaded) };
  });

  registry.implement('admin-problem-test-file-status', AUTHORING_ROLES, async ({ input, database }) => {
    const { id: problemId, n } = input.path;
    await oneTestFile(database.db, problemId, n);
    const operation = (await operationsOf(database.db, problemId)).find(
      (row) => row.n === n && row.operation === input.query.operation,
    );
    // A test never checked (no reference solution yet, or data from before checks were recorded) is a
    // normal state the editor shows on the row, not an error.
    if (!operation)
      return {
        n,
        operation: input.query.operation,
        status: 'not_checked' as const,
        message:
          input.query.operation === 'generate_output'
            ? 'Not checked yet: add a reference solution to check the output.'
            : 'Not checked yet.',
      };
    return { n, operation: operation.operation, status: operation.status, message: operation.message };
  });

  registry.implement('admin-problem-test-case-meta', AUTHORING_ROLES, async ({ input, database, user }) => {
    const problemId = input.path.id;
    await change(
      database.db,
      problemId,
      user!,
      async (tx) => {
        const known = new Set((await testFilesOf(tx, problemId)).map((row) => row.file.n));
        const missing = input.body.tests.filter((test) => !known.has(test.n)).map((test) => test.n);
        if (missing.length > 0)
          throw badRequest(`There is no test ${missing.join(', ')}.`, { tests: 'Unknown test.' });
        for (const test of input.body.tests)
          await tx
            .update(problemTestFiles)
            .set({ isSample: test.is_sample })
            .where(and(eq(problemTestFiles.problemId, problemId), eq(problemTestFiles.n, test.n)));
      },
      withTests(problemId),
    );
    return { results: (await testFilesOf(database.db, problemId)).map(testFileOut) };
  });

  registry.implement('admin-problem-validation', AUTHORING_ROLES, async ({ input, database }) => {
    const errors = await validationErrors(database.db, await loadProblem(database.db, input.path.id));
    return { valid: errors.length === 0, errors };
  });

  registry.implement('admin-problem-publish', AUTHORING_ROLES, async ({ input, database, user }) => {
    const { loaded } = await change(database.db, input.path.id, user!, async (tx, before) => {
      const errors = await validationErrors(tx, before);
      if (errors.length > 0)
        throw new HttpError(
          400,
          'not_publishable',
          `This problem cannot be published yet: ${errors.join(' ')}`,
          Object.fromEntries(errors.map((error, index) => [`check_${index + 1}`, error])),
        );
      await tx.update(problems).set({ published: true }).where(eq(problems.id, input.path.id));
    });
    return problemOut(loaded);
  });

  registry.implement('admin-problem-tracks-n-batches', AUTHORING_ROLES, async ({ input, database }) => {
    await loadProblem(database.db, input.path.id);
    const rows = await database.db
      .select({
        trackSlug: tracks.slug,
        trackName: tracks.name,
        batchSlug: batches.slug,
        batchName: batches.name,
      })
      .from(trackProblems)
      .innerJoin(tracks, eq(tracks.id, trackProblems.trackId))
      .innerJoin(batches, eq(batches.id, tracks.batchId))
      .where(eq(trackProblems.problemId, input.path.id))
      .orderBy(asc(batches.slug), asc(tracks.position));
    const batchList = new Map(
      rows.map((row) => [row.batchSlug, { slug: row.batchSlug, name: row.batchName }]),
    );
    return {
      tracks: rows.map((row) => ({ slug: row.trackSlug, name: row.trackName })),
      batches: [...batchList.values()],
    };
  });

  registry.implement(
    'admin-problem-private-library-update',
    AUTHORING_ROLES,
    async ({ input, database, user }) => {
      const { loaded } = await change(database.db, input.path.id, user!, async (tx) => {
        await tx
          .update(problemAuthoring)
          .set({ inPrivateQuestionLibrary: input.body.in_private_question_library })
          .where(eq(problemAuthoring.problemId, input.path.id));
      });
      return problemOut(loaded);
    },
  );

  registerRevisionEndpoints(registry, AUTHORING_ROLES);
  registerProblemAiEndpoints(registry);
}
