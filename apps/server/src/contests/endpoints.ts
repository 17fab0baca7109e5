import type { AdmitContext, EndpointRegistry } from '../api/registry';
import { countCall } from '../http/shared-limits';
import type { LiveTopics } from '../live/websocket';
import {
  handleContestAutoEnd,
  handleContestDetails,
  handleContestEnd,
  handleContestMeta,
  handleContestStart,
} from './handlers/attempt';
import {
  handleContestAddToGoogleCalendar,
  handleContestApplyJobs,
  handleContestGet,
  handleContestJobDetails,
  handleContestNotification,
  handleContestRegister,
  handleContestsList,
  handleContestUserFeedback,
} from './handlers/contest-pages';
import { handleContestScreenshotUpload, handleContestUserActivity } from './handlers/proctoring';
import {
  handleContestQuizQuestionAction,
  handleContestQuizQuestionSubmit,
  handleContestQuizUserResponse,
} from './handlers/quiz';
import {
  handleContestLeaderboard,
  handleContestSummary,
  handleContestUserProblemsStatus,
  handleContestUserScore,
} from './handlers/results';
import { allowContestTopic } from './live-topics';

/**
 * A saved answer is small and frequent; this bounds a runaway client, not a fast learner. Per person,
 * since a whole exam hall may share one address; counted where every instance sees it (`countCall`).
 */
async function countAnswers({ user, database }: AdmitContext) {
  await countCall(database, [{ key: `contest-answer:user:${user?.id}`, max: 120, windowMs: 60_000 }]);
  return undefined;
}

export function registerContestEndpoints(registry: EndpointRegistry, topics: LiveTopics): void {
  allowContestTopic(topics);
  registry.implement('x-contests-list', 'public', handleContestsList);
  registry.implement('contest-get', 'public', handleContestGet);
  registry.implement('contest-register', 'signed-in', handleContestRegister);
  registry.implement('contest-add-to-google-calendar', 'public', handleContestAddToGoogleCalendar);
  registry.implement('contest-meta', 'signed-in', handleContestMeta);
  registry.implement('contest-job-details', 'signed-in', handleContestJobDetails);
  registry.implement('contest-apply-jobs', 'signed-in', handleContestApplyJobs);
  registry.implement('contest-notification', 'signed-in', handleContestNotification);
  registry.implement('contest-start', 'signed-in', handleContestStart);
  registry.implement('contest-details', 'signed-in', handleContestDetails);
  registry.implement('contest-end', 'signed-in', handleContestEnd);
  registry.implement('contest-auto-end', 'signed-in', handleContestAutoEnd);
  registry.implement('contest-quiz-user-response', 'signed-in', handleContestQuizUserResponse);
  registry.implement('contest-quiz-question-submit', 'signed-in', handleContestQuizQuestionSubmit, {
    admit: countAnswers,
    config: { leavesPublicReads: true },
  });
  registry.implement('contest-quiz-question-action', 'signed-in', handleContestQuizQuestionAction, {
    admit: countAnswers,
    config: { leavesPublicReads: true },
  });
  registry.implement('contest-user-activity', 'signed-in', handleContestUserActivity);
  registry.implement('contest-screenshot-upload', 'signed-in', handleContestScreenshotUpload, {
    config: { multipartOptions: { limits: { fileSize: 2 * 1024 * 1024, files: 1 } } },
  });
  registry.implement('contest-user-feedback', 'signed-in', handleContestUserFeedback);
  registry.implement('contest-leaderboard', 'signed-in', handleContestLeaderboard);
  registry.implement('contest-summary', 'signed-in', handleContestSummary);
  registry.implement('contest-user-score', 'signed-in', handleContestUserScore);
  registry.implement('contest-user-problems-status', 'signed-in', handleContestUserProblemsStatus);
}
