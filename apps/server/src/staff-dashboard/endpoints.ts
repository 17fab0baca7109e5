import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import {
  handleSiteSettings,
  handleStaffDashKeyValueAll,
  handleStaffDashKeyValueCreate,
  handleStaffDashKeyValueDelete,
  handleStaffDashKeyValueUpdate,
} from './handlers/key-values';
import { handleStaffBatches } from './handlers/lists';

export function registerStaffDashboardEndpoints(registry: EndpointRegistry): void {
  registry.implement('staff-dash-key-value-all', AREA_ROLES.siteSettings, handleStaffDashKeyValueAll);
  registry.implement('staff-dash-key-value-create', AREA_ROLES.siteSettings, handleStaffDashKeyValueCreate);
  registry.implement('staff-dash-key-value-update', AREA_ROLES.siteSettings, handleStaffDashKeyValueUpdate);
  registry.implement('staff-dash-key-value-delete', AREA_ROLES.siteSettings, handleStaffDashKeyValueDelete);
  registry.implement('x-site-settings', 'public', handleSiteSettings);
  // Batch pickers of every staff tool (the TA timesheet, live classes, CRM filters).
  registry.implement('staff-dash-batches', AREA_ROLES.staffTools, handleStaffBatches);
}
