import type { EndpointRegistry } from '../api/registry';
import {
  handleAdminJobAdd,
  handleAdminJobAssignRecruiter,
  handleAdminJobEditGet,
  handleAdminJobEditPost,
  handleAdminJobEditPut,
  handleAdminJobsList,
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
import { handleAdminJobRecommendCourses, handleAdminJobRecommendSkills } from './handlers/recommendations';
import { JOB_AUTHORS } from './job-form';

export function registerJobEndpoints(registry: EndpointRegistry): void {
  registry.implement('x-admin-jobs-list', JOB_AUTHORS, handleAdminJobsList);
  registry.implement('admin-job-edit-get', JOB_AUTHORS, handleAdminJobEditGet);
  registry.implement('admin-job-add', JOB_AUTHORS, handleAdminJobAdd);
  registry.implement('admin-job-edit-put', JOB_AUTHORS, handleAdminJobEditPut);
  registry.implement('admin-job-edit-post', JOB_AUTHORS, handleAdminJobEditPost);
  registry.implement('admin-job-assign-recruiter', JOB_AUTHORS, handleAdminJobAssignRecruiter);
  registry.implement('admin-institutes-query', JOB_AUTHORS, handleAdminInstitutesQuery);
  registry.implement('admin-institute-create', JOB_AUTHORS, handleAdminInstituteCreate);
  registry.implement('admin-contests-upcoming-non-batch', JOB_AUTHORS, handleAdminContestsUpcomingNonBatch);
  registry.implement('admin-job-designations', JOB_AUTHORS, handleAdminJobDesignations);
  registry.implement('admin-skills', JOB_AUTHORS, handleAdminSkills);
  registry.implement('admin-city-search', 'signed-in', handleAdminCitySearch);
  registry.implement('admin-all-courses-listing-type-0', JOB_AUTHORS, handleAdminAllCoursesListingType0);
  registry.implement('admin-job-recommend-skills', JOB_AUTHORS, handleAdminJobRecommendSkills);
  registry.implement('admin-job-recommend-courses', JOB_AUTHORS, handleAdminJobRecommendCourses);
}
