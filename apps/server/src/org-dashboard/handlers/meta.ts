import { orgDashboardTabs } from '@learnforge/domain';
import type { OrganizationHandler } from '../../api/registry';

export const handleOrgMeta: OrganizationHandler<'org-meta'> = async ({ organization }) => {
  return {
    organization_id: organization.id,
    organization_name: organization.name,
    organization_slug: organization.slug,
    organization_type: organization.type,
    current_date: new Date().toISOString(),
    tabs: orgDashboardTabs(organization.type).map((tab) => tab.slug),
  };
};
