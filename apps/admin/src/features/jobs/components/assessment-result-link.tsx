import type { RowOf } from '@learnforge/api-client';
import { Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { assessmentResultText } from '../utils/assessment-result';

type Candidate = RowOf<'job-portal-dashboard-candidates'>;

/**
 * A candidate's assessment result in a candidate list; once they have started, it leads to their sitting:
 * the score and the proctoring timeline.
 */
export function AssessmentResultLink({ candidate }: { candidate: Candidate }) {
  const result = candidate.assessment;
  const text = assessmentResultText(result);
  if (!result || candidate.handle === null || (result.state !== 'started' && result.state !== 'finished'))
    return text;
  return (
    <Link
      as={RouterLink}
      to={`/assessments/${result.mcs_id}/candidates/${encodeURIComponent(candidate.handle)}`}
      aria-label={`${text}: the sitting and proctoring timeline of ${candidate.name}`}
    >
      {text}
    </Link>
  );
}
