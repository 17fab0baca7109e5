import type { EndpointRegistry } from '../api/registry';
import type { LiveTopics } from '../live/websocket';
import { registerAiSuggestionEndpoint } from './ai-suggestion';
import { registerDailyProblemEndpoints } from './daily';
import { registerExploreEndpoints } from './explore';
import { handleProblemHint, handleProblemHints, handleProblemHintsSolution } from './handlers/hints';
import {
  handleProblemCompileRun,
  handleProblemCompileRunResult,
  handleProblemSubmit,
  handleProblemSubmitResult,
} from './handlers/judge-runs';
import {
  handleProblemBookmark,
  handleProblemDetail,
  handleProblemEditorial,
  handleProblemMetainfo,
  handleProblemRelated,
} from './handlers/problem-pages';
import {
  handleProblemLatestSubmission,
  handleProblemSubmissionDetail,
  handleProblemSubmissions,
  handleProblemUserSubmissions,
} from './handlers/submissions';
import type { LazyJudge } from './judge-service';
import { allowSubmissionTopic, runRateLimit, submitRateLimit } from './submission-views';

/** Problem page calls (002 §2–§7) and the daily problem, judged by `judge`; verdicts are pushed live. */
export function registerProblemEndpoints(
  registry: EndpointRegistry,
  judge: LazyJudge,
  topics: LiveTopics,
): void {
  allowSubmissionTopic(topics);
  registry.implement('problem-detail', 'public', handleProblemDetail);
  registry.implement('problem-metainfo', 'public', handleProblemMetainfo);
  registry.implement('problem-bookmark', 'signed-in', handleProblemBookmark);
  registry.implement('problem-editorial', 'signed-in', handleProblemEditorial);
  registry.implement('problem-hints', 'signed-in', handleProblemHints);
  registry.implement('problem-hint', 'signed-in', handleProblemHint);
  registry.implement('problem-hints-solution', 'signed-in', handleProblemHintsSolution);
  registry.implement('problem-submission-detail', 'signed-in', handleProblemSubmissionDetail);
  registry.implement('problem-submissions', 'signed-in', handleProblemSubmissions);
  registry.implement('problem-user-submissions', 'signed-in', handleProblemUserSubmissions);
  registry.implement('problem-latest-submission', 'signed-in', handleProblemLatestSubmission);
  registry.implement('problem-related', 'public', handleProblemRelated);
  registry.implement('problem-compile-run', 'signed-in', handleProblemCompileRun(judge), {
    config: { rateLimit: runRateLimit },
  });
  registry.implement('problem-submit', 'signed-in', handleProblemSubmit(judge), {
    config: { rateLimit: submitRateLimit },
  });
  registry.implement('problem-compile-run-result', 'signed-in', handleProblemCompileRunResult);
  registry.implement('problem-submit-result', 'signed-in', handleProblemSubmitResult);
  registerDailyProblemEndpoints(registry);
  registerAiSuggestionEndpoint(registry);
  registerExploreEndpoints(registry);
}
