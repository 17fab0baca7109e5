import { useApi } from '@learnforge/api-client/react';
import { raisePageError, usePageTitle, useSession } from '@learnforge/app-shell';
import { ORGANIZATION_QUERY_PARAM, orgDashboardTabs } from '@learnforge/domain';
import { Box, ErrorPage, Link, Spinner, SubHeader } from '@learnforge/ui';
import { useMemo } from 'react';
import { NavLink, Outlet, useLocation, useSearchParams } from 'react-router';
import { type DashboardMeta, DashboardMetaContext } from '../shared/dashboard-meta';
import { OrganizationPicker } from './organization-picker';

/**
 * The dashboard frame, a layout route: the organization from `organization-dashboard/meta/` (its
 * `slug` comes from the page's `?organization=`), the tabs its type allows (000 §2), and the open
 * tab's route in the outlet with the organization meta passed down (`useDashboardMeta`). The role
 * check sits on the route above it (`router.tsx`); a 403 of any call below reaches this route's
 * error boundary (`routes.tsx`), the access error.
 */
export function DashboardLayout() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const organization = params.get(ORGANIZATION_QUERY_PARAM);
  const { user } = useSession();
  // A super admin belongs to no organization: without `?organization=` they pick one first.
  const picking = !organization && Boolean(user?.roles.includes('super_admin'));
  const meta = useApi('org-meta', picking ? null : {});
  const [tab = ''] = pathname.split('/').filter(Boolean);
  const organizationType = meta.data?.organization_type;
  const organizationName = meta.data?.organization_name;
  const currentDate = meta.data?.current_date;
  const dashboardMeta = useMemo<DashboardMeta | null>(
    () =>
      organizationType && currentDate && organizationName !== undefined
        ? { organizationType, currentDate, organizationName }
        : null,
    [organizationType, currentDate, organizationName],
  );
  const tabLabel = dashboardMeta
    ? orgDashboardTabs(dashboardMeta.organizationType).find((candidate) => candidate.slug === tab)?.label
    : undefined;
  // A tab's own address is titled by the tab; pages inside a tab (a batch, a student) title themselves.
  const onTabAddress = pathname.split('/').filter(Boolean).length === 1;
  usePageTitle(
    onTabAddress && tabLabel && organizationName ? `${tabLabel} · ${organizationName}` : undefined,
  );

  // A 403 here or in any tab replaces the page with the access error: the route's error boundary.
  raisePageError(meta.error);
  if (picking) return <OrganizationPicker />;
  if (meta.error) {
    return (
      <ErrorPage
        status={meta.error.status || undefined}
        title="The dashboard could not be loaded"
        message={meta.error.message}
      />
    );
  }
  if (!meta.data || !dashboardMeta) return <Spinner label="Loading your organization" />;
  const tabs = orgDashboardTabs(dashboardMeta.organizationType);
  const current = tabs.find((candidate) => candidate.slug === tab);
  const orgQuery = organization ? `?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(organization)}` : '';

  return (
    <DashboardMetaContext.Provider value={dashboardMeta}>
      <Box display="flex" flexDirection="column" gap="large">
        <SubHeader
          title={meta.data.organization_name}
          description={`${dashboardMeta.organizationType === 'institute' ? 'Institute' : 'Company'} dashboard`}
          headingLevel={1}
        />
        {/* Each tab is its own address, so the tab bar is navigation made of links (open in a new tab, copy). */}
        <nav aria-label="Dashboard sections">
          <Box display="flex" gap="medium" flexWrap="wrap">
            {tabs.map((candidate) => (
              <Link
                key={candidate.slug}
                as={NavLink}
                to={`/${candidate.slug}${orgQuery}`}
                weight={candidate.slug === tab ? 'strong' : 'regular'}
              >
                {candidate.label}
              </Link>
            ))}
          </Box>
        </nav>
        {/* A tab this organization's type does not have is not found, even though a route exists for it. */}
        {current ? (
          <section aria-label={current.label}>
            <Outlet />
          </section>
        ) : (
          <UnknownSection />
        )}
      </Box>
    </DashboardMetaContext.Provider>
  );
}

/** An address inside the dashboard that is no tab (or not one of this organization's). */
export function UnknownSection() {
  return (
    <ErrorPage status={404} title="This section does not exist" message="Pick one of the sections above." />
  );
}
