import { isJudgeLanguage, JUDGE_LANGUAGE_INFO } from '@learnforge/domain';

export type Verdict =
  | 'correct'
  | 'wrong'
  | 'time_limit'
  | 'memory_limit'
  | 'runtime_error'
  | 'compile_error'
  | 'pending';

/** The verdict's name; `language` (when known) names a parse failure of Python or JavaScript a syntax error. */
export function verdictLabel(verdict: Verdict, language?: string): string {
  if (verdict === 'compile_error' && isJudgeLanguage(language) && JUDGE_LANGUAGE_INFO[language].interpreted)
    return 'Syntax error';
  switch (verdict) {
    case 'correct':
      return 'Correct';
    case 'wrong':
      return 'Wrong answer';
    case 'time_limit':
      return 'Time limit exceeded';
    case 'memory_limit':
      return 'Memory limit exceeded';
    case 'runtime_error':
      return 'Runtime error';
    case 'compile_error':
      return 'Compilation error';
    case 'pending':
      return 'Judging';
    default:
      return verdict satisfies never;
  }
}

export function verdictTone(verdict: Verdict): 'positive' | 'critical' | 'caution' | 'neutral' {
  if (verdict === 'correct') return 'positive';
  if (verdict === 'pending') return 'neutral';
  if (verdict === 'compile_error') return 'caution';
  return 'critical';
}

/** 002 §3: UNATTEMPTED -1, WRONG 0, CORRECT 1. */
export function attemptLabel(status: -1 | 0 | 1): string {
  return status === 1 ? 'Solved' : status === 0 ? 'Attempted' : 'Not attempted';
}

/** Memory in MB as people read it: whole megabytes, one decimal below 10 MB. */
export function formatMegabytes(kilobytes: number): string {
  const megabytes = kilobytes / 1024;
  return `${megabytes < 10 ? Math.round(megabytes * 10) / 10 : Math.round(megabytes)} MB`;
}
