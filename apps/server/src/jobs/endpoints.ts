import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import {
  handleJobPortalGenerateContest,
  handleJobPortalLink,
  handleJobPortalMcsAdd,
  handleJobPortalMcsEdit,
  handleJobPortalMcsGet,
  handleJobPortalMcsList,
  handleJobPortalMcsSteps,
  handleJobPortalQuestions,
  handleJobPortalSendInvite,
  handleJobPortalUnlink,
} from './handlers/assessments';
import {
  handleJobsApply,
  handleJobsDetails,
  handleJobsFilters,
  handleJobsListByStatus,
  handleJobsMeta,
  handleJobsResumeDownload,
  handleJobsSkills,
  handleJobsStateCityMapping,
  handleUserResumeUpload,
} from './handlers/candidates';
import {
  handleAdminJobAdd,
  handleAdminJobAssignRecruiter,
  handleAdminJobEditGet,
  handleAdminJobEditPost,
  handleAdminJobEditPut,
  handleAdminJobsList,
  handleJobPortalCreate,
  handleJobPortalEdit,
} from './handlers/jobs';
import {
  handleAdminAllCoursesListingType0,
  handleAdminCitySearch,
  handleAdminContestsUpcomingNonBatch,
  handleAdminInstituteCreate,
  handleAdminInstitutesQuery,
  handleAdminJobDesignations,
  handleAdminSkills,
} from './handlers/lookups';
import { handleJobPortalProctoredAssets, handleJobPortalProctoringSnapshot } from './handlers/proctoring';
import { handleAdminJobRecommendCourses, handleAdminJobRecommendSkills } from './handlers/recommendations';
import {
  handleJobPortalCandidateResume,
  handleJobPortalCsv,
  handleJobPortalDashboardCandidates,
  handleJobPortalJobs,
  handleJobPortalLegalContractGet,
  handleJobPortalLegalContractPost,
  handleJobPortalStatusUpdate,
  handleRecruiterCheckPermission,
} from './handlers/recruiters';
import { resumeUploadOptions } from './resumes';

export function registerJobEndpoints(registry: EndpointRegistry): void {
  registry.implement('x-admin-jobs-list', AREA_ROLES.jobs, handleAdminJobsList);
  registry.implement('admin-job-edit-get', AREA_ROLES.jobs, handleAdminJobEditGet);
  registry.implement('admin-job-add', AREA_ROLES.jobs, handleAdminJobAdd);
  registry.implement('admin-job-edit-put', AREA_ROLES.jobs, handleAdminJobEditPut);
  registry.implement('admin-job-edit-post', AREA_ROLES.jobs, handleAdminJobEditPost);
  registry.implement('admin-job-assign-recruiter', AREA_ROLES.jobs, handleAdminJobAssignRecruiter);
  registry.implement('admin-institutes-query', AREA_ROLES.jobs, handleAdminInstitutesQuery);
  registry.implement('admin-institute-create', AREA_ROLES.jobs, handleAdminInstituteCreate);
  registry.implement(
    'admin-contests-upcoming-non-batch',
    AREA_ROLES.jobs,
    handleAdminContestsUpcomingNonBatch,
  );
  registry.implement('admin-job-designations', AREA_ROLES.jobs, handleAdminJobDesignations);
  registry.implement('admin-skills', AREA_ROLES.jobs, handleAdminSkills);
  registry.implement('admin-city-search', 'signed-in', handleAdminCitySearch);
  registry.implement('admin-all-courses-listing-type-0', AREA_ROLES.jobs, handleAdminAllCoursesListingType0);
  registry.implement('admin-job-recommend-skills', AREA_ROLES.jobs, handleAdminJobRecommendSkills);
  registry.implement('admin-job-recommend-courses', AREA_ROLES.jobs, handleAdminJobRecommendCourses);
  // The candidate side (learner app /jobs).
  registry.implement('jobs-list-by-status', 'signed-in', handleJobsListByStatus);
  registry.implement('jobs-filters', 'public', handleJobsFilters);
  registry.implement('jobs-skills', 'signed-in', handleJobsSkills);
  registry.implement('jobs-state-city-mapping', 'public', handleJobsStateCityMapping);
  registry.implement('jobs-details', 'public', handleJobsDetails);
  registry.implement('jobs-meta', 'signed-in', handleJobsMeta);
  registry.implement('jobs-apply', 'signed-in', handleJobsApply);
  registry.implement('user-resume-upload', 'signed-in', handleUserResumeUpload, resumeUploadOptions);
  // 001 names the same upload without a path.
  registry.implementSameRoute('jobs-resume-upload');
  registry.implement('x-jobs-resume-download', 'signed-in', handleJobsResumeDownload);
  // The recruiter side: every call but the permission check and the contract needs the contract signed.
  registry.implement('recruiter-check-permission', AREA_ROLES.jobs, handleRecruiterCheckPermission);
  registry.implement('job-portal-legal-contract-get', AREA_ROLES.jobs, handleJobPortalLegalContractGet);
  registry.implement('job-portal-legal-contract-post', AREA_ROLES.jobs, handleJobPortalLegalContractPost);
  registry.implement('x-job-portal-jobs', AREA_ROLES.jobs, handleJobPortalJobs);
  registry.implement('job-portal-dashboard-candidates', AREA_ROLES.jobs, handleJobPortalDashboardCandidates);
  registry.implement('x-job-portal-candidate-resume', AREA_ROLES.jobs, handleJobPortalCandidateResume);
  registry.implement('job-portal-proctored-assets', AREA_ROLES.jobs, handleJobPortalProctoredAssets);
  registry.implement('x-job-portal-proctoring-snapshot', AREA_ROLES.jobs, handleJobPortalProctoringSnapshot);
  registry.implement('job-portal-csv', AREA_ROLES.jobs, handleJobPortalCsv);
  registry.implement('job-portal-status-update', AREA_ROLES.jobs, handleJobPortalStatusUpdate);
  registry.implement('job-portal-create', AREA_ROLES.jobs, handleJobPortalCreate);
  registry.implement('job-portal-edit', AREA_ROLES.jobs, handleJobPortalEdit);
  // Assessments (mcs): tests built on the contest engine, sat as invitation-only proctored contests (ADR 0090).
  registry.implement('x-job-portal-mcs-list', AREA_ROLES.jobs, handleJobPortalMcsList);
  registry.implement('job-portal-mcs-add', AREA_ROLES.jobs, handleJobPortalMcsAdd);
  registry.implement('x-job-portal-mcs-get', AREA_ROLES.jobs, handleJobPortalMcsGet);
  registry.implement('job-portal-mcs-edit', AREA_ROLES.jobs, handleJobPortalMcsEdit);
  registry.implement('job-portal-mcs-steps', AREA_ROLES.jobs, handleJobPortalMcsSteps);
  registry.implement('job-portal-questions', AREA_ROLES.jobs, handleJobPortalQuestions);
  registry.implement('job-portal-send-invite', AREA_ROLES.jobs, handleJobPortalSendInvite);
  registry.implement('job-portal-generate-contest', AREA_ROLES.jobs, handleJobPortalGenerateContest);
  registry.implement('job-portal-link', AREA_ROLES.jobs, handleJobPortalLink);
  registry.implement('job-portal-unlink', AREA_ROLES.jobs, handleJobPortalUnlink);
}
