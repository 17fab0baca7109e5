import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import { handleIssuesLabelsDelete, handleIssuesLabelsGet, handleIssuesLabelsPost } from './handlers/labels';
import { handleIssuesEmailReplyQueue } from './handlers/replies';
import {
  handleIssueGet,
  handleIssuesActivity,
  handleIssuesBulkFieldUpdate,
  handleIssuesCreate,
  handleIssuesFilters,
  handleIssuesGetUserData,
  handleIssuesList,
  handleIssuesPost,
} from './handlers/tickets';

const SUPPORT = AREA_ROLES.support;

export function registerIssueEndpoints(registry: EndpointRegistry): void {
  registry.implement('issues-list', SUPPORT, handleIssuesList);
  registry.implement('x-issue-get', SUPPORT, handleIssueGet);
  // Any signed-in person may ask for help; the ticket is theirs.
  registry.implement('issues-post', 'signed-in', handleIssuesPost);
  registry.implement('issues-create', SUPPORT, handleIssuesCreate);
  registry.implement('issues-filters', SUPPORT, handleIssuesFilters);
  registry.implement('issues-activity', SUPPORT, handleIssuesActivity);
  registry.implement('issues-bulk-field-update', SUPPORT, handleIssuesBulkFieldUpdate);
  registry.implement('issues-labels-get', SUPPORT, handleIssuesLabelsGet);
  registry.implement('issues-labels-post', SUPPORT, handleIssuesLabelsPost);
  registry.implement('issues-labels-delete', SUPPORT, handleIssuesLabelsDelete);
  registry.implement('issues-email-reply-queue', SUPPORT, handleIssuesEmailReplyQueue);
  registry.implement('issues-get-user-data', SUPPORT, handleIssuesGetUserData);
}
