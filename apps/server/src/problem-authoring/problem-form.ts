import { JUDGE_LANGUAGES, type JudgeLanguage } from '@learnforge/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { problemDetails, problems } from '../db/schema';
import { problemAuthoring } from '../db/schema-problem-authoring';
import { recordEdit } from '../edit-history/record';
import { badRequest } from '../http/errors';
import { requireLock } from './lock';
import { type DriverCode, editableSnapshot, type LoadedProblem, loadProblem, touch } from './store';
import { testFileOut, testFilesOf } from './test-files';

export const LIST_PAGE_SIZE = 20;

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
  languages: JudgeLanguage[];
  driver_code: Partial<Record<JudgeLanguage, DriverCode>>;
  is_public: boolean;
  memory_limit_mb: number;
  reference_solutions: Partial<Record<JudgeLanguage, string>>;
}

export async function ensureSlugFree(db: Db, slug: string, exceptId: number | null) {
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

export async function writeForm(
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
    languages: JUDGE_LANGUAGES.filter((language) => form.languages.includes(language)),
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
export async function change<T>(
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
export async function testsSnapshot(db: Db, problemId: number): Promise<Record<string, unknown>> {
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

export const withTests = (problemId: number) => ({
  before: (tx: Db) => testsSnapshot(tx, problemId),
  after: (tx: Db) => testsSnapshot(tx, problemId),
});

export async function distinctValues(db: Db, column: 'topics' | 'companies'): Promise<string[]> {
  const values = column === 'topics' ? problemDetails.topics : problemDetails.companies;
  const rows = await db.selectDistinct({ value: sql<string>`unnest(${values})` }).from(problemDetails);
  return rows.map((row) => row.value).sort((a, b) => a.localeCompare(b));
}
