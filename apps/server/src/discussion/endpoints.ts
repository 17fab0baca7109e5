import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import {
  handleMarkRating,
  handleModerate,
  handleModerationQueue,
  handlePick,
  handlePickedMeta,
} from './handlers/moderation';
import {
  handleCategoryMeta,
  handleReplyCreate,
  handleReport,
  handleSolved,
  handleThread,
  handleThreadCreate,
  handleThreads,
  handleVote,
} from './handlers/threads';
import { handleTimesheet, handleTimesheetLog } from './handlers/timesheet';

const MODERATORS = AREA_ROLES.moderation;

export function registerDiscussionEndpoints(registry: EndpointRegistry): void {
  // Learners: each call checks the problem or batch the thread lives under (posts.ts placeFor / openThread).
  registry.implement('x-discussion-threads', 'signed-in', handleThreads);
  registry.implement('x-discussion-thread', 'signed-in', handleThread);
  registry.implement('x-discussion-thread-create', 'signed-in', handleThreadCreate);
  registry.implement('x-discussion-reply-create', 'signed-in', handleReplyCreate);
  registry.implement('x-discussion-vote', 'signed-in', handleVote);
  registry.implement('x-discussion-report', 'signed-in', handleReport);
  registry.implement('x-discussion-solved', 'signed-in', handleSolved);
  registry.implement('discussion-category-meta', 'signed-in', handleCategoryMeta);
  // Moderators (teaching assistants), 001 §6.
  registry.implement('x-discussion-moderate', MODERATORS, handleModerate);
  registry.implement('x-discussion-pick', MODERATORS, handlePick);
  registry.implement('x-discussion-moderation-queue', MODERATORS, handleModerationQueue);
  registry.implement('discussion-mark-rating', MODERATORS, handleMarkRating);
  registry.implement('discussion-picked-threads-meta', MODERATORS, handlePickedMeta);
  registry.implement('x-ta-timesheet-log', MODERATORS, handleTimesheetLog);
  // Moderators read their own and each other's; course admins see every TA's totals.
  registry.implement('discussion-ta-timesheet', [...MODERATORS, ...AREA_ROLES.courseEditor], handleTimesheet);
}
