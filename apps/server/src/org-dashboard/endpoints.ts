import { orgDashboardTabs } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import { registerAccessEndpoints } from './access';
import { registerBatchEndpoints } from './batches';
import { registerNoticeboardAndMailEndpoints } from './noticeboard';
import { orgAccess, registerReportEndpoints } from './reports';
import { resolveOrganization } from './scope';
import { registerStudentEndpoints } from './students';

/** The organization dashboard calls (002 §7), each scoped by resolveOrganization. */
export function registerOrgDashboardEndpoints(registry: EndpointRegistry): void {
  registry.implement('org-meta', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
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
