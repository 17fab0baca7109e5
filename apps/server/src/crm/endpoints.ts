import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import { handleDemoBatchVisit, handlePremiumAction, handlePremiumVisit } from './handlers/funnel';
import {
  handleCallbackHistory,
  handleCallbackPost,
  handleCommentAdd,
  handleCommentEdit,
  handleComments,
  handleProductActions,
  handleSurveyResponses,
  handleUpdateUserApplication,
} from './handlers/notes';
import {
  handleCountries,
  handleCrmUser,
  handleFiltersMeta,
  handleUserList,
  handleUserListCount,
  handleUserListCsv,
  handleUtmChoices,
  handleUtmWiseStats,
} from './handlers/people';
import {
  handleExtendAccess,
  handleResendInvoice,
  handleStaffActions,
  handleUserPurchases,
} from './handlers/product-actions';

const CRM = AREA_ROLES.crm;

export function registerCrmEndpoints(registry: EndpointRegistry): void {
  // The funnel: what signed-in learners do on the way to buying, with their first-touch campaign (the DSA
  // programme's visit and brochure click are the programmes module's, which records them here too).
  registry.implement('batch-crm-demo-page-visit', 'signed-in', handleDemoBatchVisit);
  registry.implement('premium-crm-visit', 'signed-in', handlePremiumVisit);
  registry.implement('premium-crm-action', 'signed-in', handlePremiumAction);
  // CRM staff (001 §6 "CRM staff: user lists, comments, callbacks").
  registry.implement('crm-user-list', CRM, handleUserList);
  registry.implement('crm-user-list-count', CRM, handleUserListCount);
  registry.implement('crm-user-list-csv', CRM, handleUserListCsv);
  registry.implement('x-crm-user', CRM, handleCrmUser);
  registry.implement('crm-filters-meta', CRM, handleFiltersMeta);
  registry.implement('crm-utm-choices', CRM, handleUtmChoices);
  registry.implement('crm-countries', CRM, handleCountries);
  registry.implement('crm-utm-wise-stats', CRM, handleUtmWiseStats);
  registry.implement('crm-comments', CRM, handleComments);
  registry.implement('x-crm-comment-add', CRM, handleCommentAdd);
  registry.implement('x-crm-comment-edit', CRM, handleCommentEdit);
  registry.implement('crm-callback-history-get', CRM, handleCallbackHistory);
  registry.implement('crm-callback-history-post', CRM, handleCallbackPost);
  registry.implement('crm-update-user-application', CRM, handleUpdateUserApplication);
  registry.implement('crm-product-actions', CRM, handleProductActions);
  registry.implement('crm-survey-responses', CRM, handleSurveyResponses);
  // Product actions that change something for the person, each with its audit entry (issue 21).
  registry.implement('x-crm-user-purchases', CRM, handleUserPurchases);
  registry.implement('x-crm-extend-access', CRM, handleExtendAccess);
  registry.implement('x-crm-resend-invoice', CRM, handleResendInvoice);
  registry.implement('x-crm-staff-actions', CRM, handleStaffActions);
}
