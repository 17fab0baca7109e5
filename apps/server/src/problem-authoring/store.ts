import { baseTimeLimitMs, JUDGE_LANGUAGES, type JudgeLanguage, ownTimeLimitMs } from '@learnforge/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { problemDetails, problems } from '../db/schema';
import { problemAuthoring } from '../db/schema-problem-authoring';
import { notFound } from '../http/errors';

export type ProblemRow = typeof problems.$inferSelect;
type DetailsRow = typeof problemDetails.$inferSelect;
export type AuthoringRow = typeof problemAuthoring.$inferSelect;
export type DriverCode = { head: string; body: string; tail: string };

export interface LoadedProblem {
  problem: ProblemRow;
  details: DetailsRow;
  authoring: AuthoringRow;
}

/** Base time limit when a problem has none of its own; the judge scales it per language (ADR 0005). */
export const DEFAULT_TIME_LIMIT_MS = 1000;

/** The problem with its details and authoring data; rows that do not exist yet read as their defaults. */
export async function loadProblem(db: Db, id: number, { forUpdate = false } = {}): Promise<LoadedProblem> {
  const query = db
    .select({ problem: problems, details: problemDetails, authoring: problemAuthoring })
    .from(problems)
    .leftJoin(problemDetails, eq(problemDetails.problemId, problems.id))
    .leftJoin(problemAuthoring, eq(problemAuthoring.problemId, problems.id))
    .where(eq(problems.id, id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: problems }) : await query;
  if (!row) throw notFound('There is no such problem.');
  return {
    problem: row.problem,
    details: row.details ?? {
      problemId: id,
      inputFormat: '',
      outputFormat: '',
      constraints: '',
      templates: {},
      companies: [],
      topics: [],
      editorial: '',
      authorSolutions: {},
    },
    authoring: row.authoring ?? {
      problemId: id,
      languages: [...JUDGE_LANGUAGES],
      driverCode: {},
      inPrivateQuestionLibrary: false,
      updatedAt: row.problem.createdAt,
    },
  };
}

export function languagesOf(authoring: AuthoringRow): JudgeLanguage[] {
  return JUDGE_LANGUAGES.filter((language) => authoring.languages.includes(language));
}

/** Stored as `{ default, <language>? }`; each language gets its own value or the default. */
function timeLimitsOf(problem: ProblemRow, languages: readonly JudgeLanguage[]) {
  const stored = (problem.timeLimits ?? {}) as Record<string, unknown>;
  const base = baseTimeLimitMs(stored, DEFAULT_TIME_LIMIT_MS);
  const limits: Partial<Record<JudgeLanguage, number>> = {};
  for (const language of languages) limits[language] = ownTimeLimitMs(stored, language) ?? base;
  return limits;
}

function pickLanguages<T>(record: Record<string, T>, languages: readonly JudgeLanguage[]) {
  const picked: Partial<Record<JudgeLanguage, T>> = {};
  for (const language of languages) {
    const value = record[language];
    if (value !== undefined) picked[language] = value;
  }
  return picked;
}

/** The contract's problem: what the edit form shows and saves, plus status and limits. */
export function problemOut({ problem, details, authoring }: LoadedProblem) {
  const languages = languagesOf(authoring);
  return {
    id: problem.id,
    title: problem.title,
    slug: problem.slug,
    statement: problem.statement,
    input_format: details.inputFormat,
    output_format: details.outputFormat,
    constraints: details.constraints,
    difficulty: problem.difficulty,
    tags: details.topics,
    company_tags: details.companies,
    languages,
    driver_code: pickLanguages(authoring.driverCode, JUDGE_LANGUAGES),
    is_public: problem.isPublic,
    memory_limit_mb: problem.memoryLimitMb,
    reference_solutions: pickLanguages(details.authorSolutions, JUDGE_LANGUAGES),
    status: problem.published ? ('published' as const) : ('draft' as const),
    in_private_question_library: authoring.inPrivateQuestionLibrary,
    time_limits_ms: timeLimitsOf(problem, languages),
    updated_at: authoring.updatedAt.toISOString(),
  };
}

/** The fields the edit history compares: everything a setter can change. */
export function editableSnapshot(loaded: LoadedProblem): Record<string, unknown> {
  const { id: _id, updated_at: _updated, ...fields } = problemOut(loaded);
  return fields;
}

/** Text fields for revision snapshots and their side-by-side diffs. */
export function textSnapshot(loaded: LoadedProblem): Record<string, string> {
  const out = problemOut(loaded);
  const snapshot: Record<string, string> = {
    title: out.title,
    slug: out.slug,
    difficulty: out.difficulty,
    statement: out.statement,
    input_format: out.input_format,
    output_format: out.output_format,
    constraints: out.constraints,
    tags: out.tags.join(', '),
    company_tags: out.company_tags.join(', '),
    languages: out.languages.join(', '),
  };
  for (const [language, code] of Object.entries(out.reference_solutions))
    snapshot[`reference_solution.${language}`] = code;
  return snapshot;
}

export async function touch(db: Db, problemId: number): Promise<void> {
  await db
    .insert(problemAuthoring)
    .values({ problemId, updatedAt: new Date() })
    .onConflictDoUpdate({ target: problemAuthoring.problemId, set: { updatedAt: new Date() } });
}
