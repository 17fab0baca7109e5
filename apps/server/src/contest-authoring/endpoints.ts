import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import {
  handleAdminContestAccommodation,
  handleAdminContestCancel,
  handleAdminContestCreate,
  handleAdminContestGet,
  handleAdminContestsList,
  handleAdminContestUpdate,
} from './handlers/contests';
import { handleAdminQuizQuestionCreate, handleAdminQuizQuestionsList } from './handlers/questions';
import { handleAdminContestSubjectiveAnswers, handleAdminContestSubjectiveMark } from './handlers/subjective';

/** Staff contest authoring (ADR 0050): contests, their sections, accommodations, the question bank and marking subjective answers (ADR 0064). */
export function registerContestAuthoringEndpoints(registry: EndpointRegistry): void {
  const staff = AREA_ROLES.contests;
  registry.implement('x-admin-contests-list', staff, handleAdminContestsList);
  registry.implement('x-admin-contest-create', staff, handleAdminContestCreate);
  registry.implement('x-admin-contest-get', staff, handleAdminContestGet);
  registry.implement('x-admin-contest-update', staff, handleAdminContestUpdate);
  registry.implement('x-admin-contest-cancel', staff, handleAdminContestCancel);
  registry.implement('x-admin-contest-accommodation', staff, handleAdminContestAccommodation);
  registry.implement('x-admin-contest-subjective-answers', staff, handleAdminContestSubjectiveAnswers);
  registry.implement('x-admin-contest-subjective-mark', staff, handleAdminContestSubjectiveMark);
  registry.implement('x-admin-quiz-questions-list', staff, handleAdminQuizQuestionsList);
  registry.implement('x-admin-quiz-question-create', staff, handleAdminQuizQuestionCreate);
}
