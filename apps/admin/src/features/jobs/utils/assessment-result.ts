import type { RowOf } from '@learnforge/api-client';

type Result = NonNullable<RowOf<'job-portal-dashboard-candidates'>['assessment']>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line a recruiter reads in the candidate list: where the candidate is with the assessment, and the score. */
export function assessmentResultText(result: Result | null): string {
  if (!result) return '—';
  const warnings = result.warnings > 0 ? ` (${plural(result.warnings, 'warning', 'warnings')})` : '';
  switch (result.state) {
    case 'not_invited':
      return 'Not invited';
    case 'invited':
      return 'Invited, not started';
    case 'started':
      return `Sitting it: ${result.score ?? 0} of ${result.max_score} so far${warnings}`;
    case 'finished':
      return `${result.terminated ? 'Ended by the proctor' : 'Finished'}: ${result.score ?? 0} of ${result.max_score}${warnings}`;
  }
}
