import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import { handleCoursesEventUserInfo } from './handlers/course-events';
import {
  handleSiteSettings,
  handleStaffDashKeyValueAll,
  handleStaffDashKeyValueCreate,
  handleStaffDashKeyValueDelete,
  handleStaffDashKeyValueUpdate,
} from './handlers/key-values';
import { handleStaffBatches } from './handlers/lists';
import {
  handleCheckPermission,
  handleDashboardView,
  handleInternalUsers,
  handleStaffAllCourses,
  handleStaffUsersSearch,
} from './handlers/people';

export function registerStaffDashboardEndpoints(registry: EndpointRegistry): void {
  registry.implement('staff-dash-key-value-all', AREA_ROLES.siteSettings, handleStaffDashKeyValueAll);
  registry.implement('staff-dash-key-value-create', AREA_ROLES.siteSettings, handleStaffDashKeyValueCreate);
  registry.implement('staff-dash-key-value-update', AREA_ROLES.siteSettings, handleStaffDashKeyValueUpdate);
  registry.implement('staff-dash-key-value-delete', AREA_ROLES.siteSettings, handleStaffDashKeyValueDelete);
  registry.implement('x-site-settings', 'public', handleSiteSettings);
  // Batch pickers of every staff tool (the TA timesheet, live classes, CRM filters).
  registry.implement('staff-dash-batches', AREA_ROLES.staffTools, handleStaffBatches);
  registry.implement('staff-dash-all-courses', AREA_ROLES.staffTools, handleStaffAllCourses);
  registry.implement('staff-dash-users-search', AREA_ROLES.peopleLookup, handleStaffUsersSearch);
  // The people of a course's live classes, for the course admins who run them (ADR 0098).
  registry.implement(
    'staff-dash-courses-event-user-info',
    AREA_ROLES.liveClasses,
    handleCoursesEventUserInfo,
  );
  registry.implement('user-internal-users', AREA_ROLES.staffTools, handleInternalUsers);
  registry.implement('user-check-permission', 'signed-in', handleCheckPermission);
  registry.implement('user-dashboard-view', 'signed-in', handleDashboardView);
}
