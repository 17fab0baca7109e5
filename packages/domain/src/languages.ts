/**
 * The languages learners are judged in: the one list the contract's enum, the server's judge, the
 * seed, the staff tools and the learner's editor read. A language's id is what the API sends and
 * stores (submissions, starter code, reference solutions, time limits); everything else about it is
 * looked up here.
 */
export const JUDGE_LANGUAGES = ['cpp', 'python3', 'javascript', 'java'] as const;
export type JudgeLanguage = (typeof JUDGE_LANGUAGES)[number];

/** The grammars the code editor highlights with. */
export const EDITOR_MODES = ['cpp', 'python', 'javascript', 'java'] as const;
export type EditorMode = (typeof EDITOR_MODES)[number];

/** The toolchain inside the judge's sandbox that compiles and runs a language. */
export type JudgeRuntime = 'cpp' | 'python' | 'javascript' | 'java';

export interface JudgeLanguageInfo {
  /** Short name for staff tools and prompts ("C++"). */
  readonly label: string;
  /** Name with the version the judge runs, for the learner's language picker ("C++ 17"). */
  readonly versionLabel: string;
  readonly editorMode: EditorMode;
  readonly runtime: JudgeRuntime;
  /** Run from source: a program that does not parse fails with a syntax error, not at compilation. */
  readonly interpreted: boolean;
}

export const JUDGE_LANGUAGE_INFO: Readonly<Record<JudgeLanguage, JudgeLanguageInfo>> = {
  cpp: { label: 'C++', versionLabel: 'C++ 17', editorMode: 'cpp', runtime: 'cpp', interpreted: false },
  python3: {
    label: 'Python 3',
    versionLabel: 'Python 3',
    editorMode: 'python',
    runtime: 'python',
    interpreted: true,
  },
  javascript: {
    label: 'JavaScript',
    versionLabel: 'JavaScript (Node.js)',
    editorMode: 'javascript',
    runtime: 'javascript',
    interpreted: true,
  },
  java: { label: 'Java', versionLabel: 'Java 17', editorMode: 'java', runtime: 'java', interpreted: false },
};

export function isJudgeLanguage(value: unknown): value is JudgeLanguage {
  return typeof value === 'string' && (JUDGE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A problem's time limits as stored: the base limit under `default` (the judge scales it per language)
 * and, for a language a setter timed on its own runtime, that language's limit under its id. Keys are
 * the language ids above and nothing else: a limit stored under another name (such as the runtime's
 * `python`) would never be read.
 */
export type ProblemTimeLimits = { default?: number } & Partial<Record<JudgeLanguage, number>>;

/** The key the base limit is stored under. */
export const BASE_TIME_LIMIT_KEY = 'default';

/** The limit a setter gave this language itself, or `null` when it is judged by the scaled base. */
export function ownTimeLimitMs(
  limits: Readonly<Record<string, unknown>>,
  language: JudgeLanguage,
): number | null {
  const own = limits[language];
  return typeof own === 'number' ? own : null;
}

/** The base limit, or `fallback` when the problem has none. */
export function baseTimeLimitMs(limits: Readonly<Record<string, unknown>>, fallback: number): number {
  const base = limits[BASE_TIME_LIMIT_KEY];
  return typeof base === 'number' ? base : fallback;
}
