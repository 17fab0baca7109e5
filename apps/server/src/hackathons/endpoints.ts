import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import { imageUploadOptions } from '../uploads/images';
import {
  handleHackathonInfo,
  handleHackathonInvite,
  handleHackathonMeta,
  handleHackathonRegister,
  handleHackathonStats,
  handleHackathonsIndex,
  handleHackathonTeamMember,
  handleHackathonTeamUpdate,
  handleInstitutes,
  handleMyContestLink,
  handleNotifications,
  handleParticipants,
  handleResubmit,
  handleSubmissionFile,
  handleSubmit,
  handleSubmitFile,
  handleTeamSubmissions,
} from './handlers/learner';
import {
  handleCreateHackathon,
  handleEditorStepPut,
  handleEditorSteps,
  handleHackathonCsv,
  handleImageDelete,
  handleImageUpload,
  handleJudging,
  handleRoundResults,
  handleScore,
  handleSectionAdd,
  handleSectionDelete,
  handleSectionUpdate,
  handleStaffHackathons,
} from './handlers/organiser';
import { submissionFileOptions } from './submission-files';

/** Hackathons: registration, teams by invite, rounds and submissions, the organiser editor and judging (001 §7; ADR 0077). */
export function registerHackathonEndpoints(registry: EndpointRegistry): void {
  registry.implement('x-hackathons-index', 'public', handleHackathonsIndex);
  registry.implement('hackathon-info', 'public', handleHackathonInfo);
  registry.implement('hackathon-stats', 'public', handleHackathonStats);
  registry.implement('hackathon-institutes', 'public', handleInstitutes);
  registry.implement('hackathon-meta', 'signed-in', handleHackathonMeta);
  registry.implement('hackathon-register', 'signed-in', handleHackathonRegister);
  registry.implement('hackathon-invite', 'signed-in', handleHackathonInvite);
  registry.implement('hackathon-team', 'signed-in', handleHackathonTeamUpdate);
  registry.implement('hackathon-team-member', 'signed-in', handleHackathonTeamMember);
  registry.implement('hackathon-team-submissions-get', 'signed-in', handleTeamSubmissions);
  registry.implement('hackathon-team-submissions-post', 'signed-in', handleSubmit);
  registry.implement('x-hackathon-team-submission-update', 'signed-in', handleResubmit);
  registry.implement(
    'x-hackathon-team-submission-file',
    'signed-in',
    handleSubmitFile,
    submissionFileOptions,
  );
  registry.implement('x-hackathon-submission-file', 'signed-in', handleSubmissionFile);
  registry.implement('hackathon-participants', 'signed-in', handleParticipants);
  registry.implement('hackathon-notification', 'signed-in', handleNotifications);
  registry.implement('hackathon-my-contest-link', 'signed-in', handleMyContestLink);
  const organisers = AREA_ROLES.hackathons;
  registry.implement('x-hackathons-staff-list', organisers, handleStaffHackathons);
  registry.implement('x-hackathon-create', organisers, handleCreateHackathon);
  registry.implement('hackathon-editor-steps-get', organisers, handleEditorSteps);
  registry.implement('hackathon-editor-steps-put', organisers, handleEditorStepPut);
  registry.implement('hackathon-sections-add', organisers, handleSectionAdd);
  registry.implement('hackathon-sections-update', organisers, handleSectionUpdate);
  registry.implement('hackathon-sections-delete', organisers, handleSectionDelete);
  registry.implement('hackathon-image-upload', organisers, handleImageUpload, imageUploadOptions);
  registry.implement('hackathon-image-delete', organisers, handleImageDelete);
  registry.implement('hackathon-csv-download', organisers, handleHackathonCsv);
  registry.implement('x-hackathon-judging', organisers, handleJudging);
  registry.implement('x-hackathon-submission-score', organisers, handleScore);
  registry.implement('x-hackathon-round-results', organisers, handleRoundResults);
}
