import { isDeepStrictEqual } from 'node:util';
import { JUDGE_LANGUAGES, type JudgeLanguage } from '@learnforge/domain';
import { asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { isAiConfigured } from '../../ai/provider';
import type { Handler } from '../../api/registry';
import { batches, problemDetails, problems, problemTestFiles, trackProblems, tracks } from '../../db/schema';
import { problemAuthoring, problemTestFileMeta } from '../../db/schema-problem-authoring';
import { recordEdit } from '../../edit-history/record';
import { HttpError } from '../../http/errors';
import { lockHolders } from '../lock';
import {
  change,
  distinctValues,
  ensureSlugFree,
  LIST_PAGE_SIZE,
  testsSnapshot,
  writeForm,
} from '../problem-form';
import { DEFAULT_TIME_LIMIT_MS, editableSnapshot, loadProblem, problemOut } from '../store';
import { startOutputCheck, testFilesOf, validationErrors } from '../test-files';

export const handleAdminProblemsList: Handler<'x-admin-problems-list'> = async ({ input, database }) => {
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
};

export const handleAdminProblemMeta: Handler<'admin-problem-meta'> = async ({ input, database }) => {
  const { db } = database;
  let limits: Partial<Record<JudgeLanguage, number>> = Object.fromEntries(
    JUDGE_LANGUAGES.map((language) => [language, DEFAULT_TIME_LIMIT_MS]),
  );
  if (input.query.problem_id !== undefined)
    limits = problemOut(await loadProblem(db, input.query.problem_id)).time_limits_ms;
  return {
    languages: [...JUDGE_LANGUAGES],
    difficulties: ['basic', 'easy', 'medium', 'hard'] as const,
    tags: await distinctValues(db, 'topics'),
    companies: await distinctValues(db, 'companies'),
    default_time_limits_ms: limits,
  };
};

export const handleAdminProblemAdd: Handler<'admin-problem-add'> = async ({ input, database, user }) => {
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
        createdBy: user.id,
      })
      .returning({ id: problems.id });
    await writeForm(tx, created!.id, form, {});
    const loaded = await loadProblem(tx, created!.id);
    await recordEdit(tx, {
      entityType: 'problem',
      entityId: created!.id,
      actorId: user.id,
      before: {},
      after: editableSnapshot(loaded),
    });
    return problemOut(loaded);
  });
};

export const handleAdminProblemEditGet: Handler<'admin-problem-edit-get'> = async ({
  input,
  database,
  config,
}) => ({
  ...problemOut(await loadProblem(database.db, input.path.id)),
  ai_available: isAiConfigured(config),
});

export const handleAdminProblemEditPut: Handler<'admin-problem-edit-put'> = async ({
  input,
  database,
  user,
  request,
}) => {
  const { db } = database;
  let referenceChanged = false;
  const { loaded } = await change(db, input.path.id, user, async (tx, before) => {
    await ensureSlugFree(tx, input.body.slug, input.path.id);
    await writeForm(tx, input.path.id, input.body, before.details.templates);
    const after = await loadProblem(tx, input.path.id);
    referenceChanged = !isDeepStrictEqual(before.details.authorSolutions, after.details.authorSolutions);
  });
  // A new or changed reference solution re-checks every test's output against it.
  if (referenceChanged)
    for (const { file } of await testFilesOf(db, input.path.id))
      await startOutputCheck(db, request.server.jobQueue, request.log, loaded, file.n);
  return problemOut(loaded);
};

export const handleAdminProblemDifficulty: Handler<'admin-problem-difficulty'> = async ({
  input,
  database,
  user,
}) => {
  const { loaded } = await change(database.db, input.path.id, user, async (tx) => {
    await tx
      .update(problems)
      .set({ difficulty: input.body.difficulty })
      .where(eq(problems.id, input.path.id));
  });
  return problemOut(loaded);
};

export const handleAdminProblemCopy: Handler<'admin-problem-copy'> = async ({ input, database, user }) => {
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
        createdBy: user.id,
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
      actorId: user.id,
      before: {},
      after: {
        ...editableSnapshot(loaded),
        copied_from: source.problem.slug,
        ...(await testsSnapshot(tx, id)),
      },
    });
    return problemOut(loaded);
  });
};

export const handleAdminProblemValidation: Handler<'admin-problem-validation'> = async ({
  input,
  database,
}) => {
  const errors = await validationErrors(database.db, await loadProblem(database.db, input.path.id));
  return { valid: errors.length === 0, errors };
};

export const handleAdminProblemPublish: Handler<'admin-problem-publish'> = async ({
  input,
  database,
  user,
}) => {
  const { loaded } = await change(database.db, input.path.id, user, async (tx, before) => {
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
};

export const handleAdminProblemTracksNBatches: Handler<'admin-problem-tracks-n-batches'> = async ({
  input,
  database,
}) => {
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
  const batchList = new Map(rows.map((row) => [row.batchSlug, { slug: row.batchSlug, name: row.batchName }]));
  return {
    tracks: rows.map((row) => ({ slug: row.trackSlug, name: row.trackName })),
    batches: [...batchList.values()],
  };
};

export const handleAdminProblemPrivateLibraryUpdate: Handler<
  'admin-problem-private-library-update'
> = async ({ input, database, user }) => {
  const { loaded } = await change(database.db, input.path.id, user, async (tx) => {
    await tx
      .update(problemAuthoring)
      .set({ inPrivateQuestionLibrary: input.body.in_private_question_library })
      .where(eq(problemAuthoring.problemId, input.path.id));
  });
  return problemOut(loaded);
};
