import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import {
  handleBrochureClick,
  handleInterested,
  handleProgrammeRegistration,
  handleProgrammeVisit,
  handleSurveyAnswer,
  handleSurveyGet,
} from './handlers/dsa-to-development';
import {
  handleOlympicsInstitutes,
  handleOlympicsLeaderboard,
  handleOlympicsList,
  handleOlympicsMyRank,
  handleOlympicsRegister,
  handleOlympicsRegistration,
} from './handlers/olympics';
import {
  handleSummerTrainingRegister,
  handleSummerTrainingRegistration,
  handleSummerTrainingRegistrations,
  handleSummerTrainingRegistrationsCsv,
  handleSummerTrainingTracks,
} from './handlers/summer-training';

/** Geek Olympics, summer training and the DSA-to-development programme (002 §7, 001 §3 and §7; ADR 0088). */
export function registerProgrammeEndpoints(registry: EndpointRegistry): void {
  registry.implement('olympics-register-get', 'signed-in', handleOlympicsRegistration);
  registry.implement('olympics-register-post', 'signed-in', handleOlympicsRegister);
  registry.implement('olympics-list', 'public', handleOlympicsList);
  registry.implement('olympics-leaderboard', 'public', handleOlympicsLeaderboard);
  registry.implement('olympics-leaderboard-institutes', 'public', handleOlympicsInstitutes);
  registry.implement('olympics-leaderboard-my-rank', 'signed-in', handleOlympicsMyRank);
  registry.implement('summer-training-registration-get', 'signed-in', handleSummerTrainingRegistration);
  registry.implement('summer-training-registration-post', 'signed-in', handleSummerTrainingRegister);
  // 001 §7 General lists the same registration as user-details-registration.
  registry.implementSameRoute('general-user-details-registration-get');
  registry.implementSameRoute('general-user-details-registration-post');
  registry.implement('x-summer-training-tracks', 'public', handleSummerTrainingTracks);
  // The staff who run programmes: the events area's roles (course admins, CRM).
  registry.implement('x-summer-training-registrations', AREA_ROLES.events, handleSummerTrainingRegistrations);
  registry.implement(
    'x-summer-training-registrations-csv',
    AREA_ROLES.events,
    handleSummerTrainingRegistrationsCsv,
  );
  registry.implement('dsa-survey-response-get', 'signed-in', handleSurveyGet);
  registry.implement('dsa-survey-response-post', 'signed-in', handleSurveyAnswer);
  registry.implement('dsa-batch-registration', 'signed-in', handleProgrammeRegistration);
  registry.implement('dsa-interested-in-course', 'signed-in', handleInterested);
  registry.implement('dsa-crm-visit', 'signed-in', handleProgrammeVisit);
  registry.implement('dsa-crm-brochure-click', 'signed-in', handleBrochureClick);
}
