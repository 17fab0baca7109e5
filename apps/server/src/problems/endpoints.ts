import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import type { LiveTopics } from '../live/websocket';
import { countAiSuggestions } from './ai-suggestion';
import { handleProblemAiSuggestion } from './handlers/ai-suggestion';
import { beaconBody, handleDraftSave, handleWriteToken } from './handlers/code-drafts';
import {
  handlePodMyProfile,
  handlePodPrevious,
  handlePodStatsHistory,
  handlePodToday,
  handlePodUserSolved,
} from './handlers/daily';
import {
  handleExploreProblemTags,
  handleExploreUserStats,
  handleProblemCompanyTagAdd,
  handleProblemExplore,
  handleProblemExploreUserSolved,
} from './handlers/explore';
import { handleProblemHint, handleProblemHints, handleProblemHintsSolution } from './handlers/hints';
import {
  countJudgeRuns,
  countJudgeSubmissions,
  handleProblemCompileRun,
  handleProblemCompileRunResult,
  handleProblemSubmit,
  handleProblemSubmitResult,
} from './handlers/judge-runs';
import { handleLearnerHome } from './handlers/learner-home';
import { handleLearnerProfile } from './handlers/learner-profile';
import {
  handleProblemBookmark,
  handleProblemDetail,
  handleProblemEditorial,
  handleProblemMetainfo,
  handleProblemRelated,
} from './handlers/problem-pages';
import { handleRecommendations } from './handlers/recommendations';
import {
  handleProblemLatestSubmission,
  handleProblemSubmissionDetail,
  handleProblemSubmissions,
  handleProblemUserSubmissions,
} from './handlers/submissions';
import type { LazyJudge } from './judge-service';
import { allowSubmissionTopic } from './submission-views';

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
  // A contest's submissions are ordinary submission rows (001 §7 Contest lists the same call).
  registry.implementSameRoute('contest-problem-submissions');
  registry.implement('problem-user-submissions', 'signed-in', handleProblemUserSubmissions);
  registry.implement('problem-latest-submission', 'signed-in', handleProblemLatestSubmission);
  registry.implement('problem-related', 'public', handleProblemRelated);
  registry.implement('user-write-token', 'signed-in', handleWriteToken);
  registry.implement('x-problem-draft-save', 'signed-in', handleDraftSave, beaconBody);
  // Counted per learner and per address in the database, before the body is read (ADR 0033).
  registry.implement('problem-compile-run', 'signed-in', handleProblemCompileRun(judge), {
    admit: countJudgeRuns,
  });
  registry.implement('problem-submit', 'signed-in', handleProblemSubmit(judge), {
    admit: countJudgeSubmissions,
  });
  registry.implement('problem-compile-run-result', 'signed-in', handleProblemCompileRunResult);
  registry.implement('problem-submit-result', 'signed-in', handleProblemSubmitResult);
  registry.implement('pod-today', 'public', handlePodToday);
  registry.implementSameRoute('explore-pod-today');
  registry.implement('pod-previous', 'public', handlePodPrevious);
  registry.implement('pod-my-profile', 'signed-in', handlePodMyProfile);
  registry.implement('pod-user-solved', 'signed-in', handlePodUserSolved);
  registry.implement('pod-stats-history', 'signed-in', handlePodStatsHistory);
  // Counted per learner and per address in the database, before the body is read.
  registry.implement('problem-ai-suggestion', 'signed-in', handleProblemAiSuggestion, {
    admit: countAiSuggestions,
  });
  registry.implement('explore-problem-tags', 'public', handleExploreProblemTags);
  registry.implement('problem-explore', 'public', handleProblemExplore);
  registry.implement('problem-explore-user-solved', 'signed-in', handleProblemExploreUserSolved);
  // 001 §7 Explore names the explore page's list and the learner's solved list by their words only.
  registry.implementSameRoute('explore-problems');
  registry.implementSameRoute('explore-solved');
  registry.implement('explore-user-stats', 'signed-in', handleExploreUserStats);
  registry.implement('problem-company-tag-add', AREA_ROLES.problemAuthoring, handleProblemCompanyTagAdd);
  registry.implement('x-learner-home', 'signed-in', handleLearnerHome);
  registry.implement('x-learner-profile', 'public', handleLearnerProfile);
  registry.implement('recommendations-api', 'signed-in', handleRecommendations);
}
