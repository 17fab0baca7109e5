import { orgDashboardTabs } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import { resolveOrganization } from './scope';

const orgAccess = ['org_admin'] as const;

/** Organization dashboard calls (002 §7); the rest of the area comes with its own issue. */
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
}
