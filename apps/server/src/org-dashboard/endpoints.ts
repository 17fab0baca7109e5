import { AREA_ROLES, orgDashboardTabs } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import { registerAccessEndpoints } from './access';
import { registerBatchEndpoints } from './batches';
import { registerNoticeboardAndMailEndpoints } from './noticeboard';
import { registerReportEndpoints } from './reports';
import { registerStudentEndpoints } from './students';

/** The organization dashboard calls (002 §7), each scoped by resolveOrganization. */
export function registerOrgDashboardEndpoints(registry: EndpointRegistry): void {
  registry.implementForOrganization('org-meta', AREA_ROLES.orgDashboard, async ({ organization }) => {
    return {
      organization_id: organization.id,
      organization_name: organization.name,
      organization_slug: organization.slug,
      organization_type: organization.type,
      current_date: new Date().toISOString(),
      tabs: orgDashboardTabs(organization.type).map((tab) => tab.slug),
    };
  });
  registerReportEndpoints(registry);
  registerStudentEndpoints(registry);
  registerBatchEndpoints(registry);
  registerAccessEndpoints(registry);
  registerNoticeboardAndMailEndpoints(registry);
}
