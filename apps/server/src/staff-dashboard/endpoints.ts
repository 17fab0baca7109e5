import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import {
  handleSiteSettings,
  handleStaffDashKeyValueAll,
  handleStaffDashKeyValueCreate,
  handleStaffDashKeyValueDelete,
  handleStaffDashKeyValueUpdate,
} from './handlers/key-values';

export function registerStaffDashboardEndpoints(registry: EndpointRegistry): void {
  registry.implement('staff-dash-key-value-all', AREA_ROLES.siteSettings, handleStaffDashKeyValueAll);
  registry.implement('staff-dash-key-value-create', AREA_ROLES.siteSettings, handleStaffDashKeyValueCreate);
  registry.implement('staff-dash-key-value-update', AREA_ROLES.siteSettings, handleStaffDashKeyValueUpdate);
  registry.implement('staff-dash-key-value-delete', AREA_ROLES.siteSettings, handleStaffDashKeyValueDelete);
  registry.implement('x-site-settings', 'public', handleSiteSettings);
}
