import { type PageError, pageErrorOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { ORGANIZATION_QUERY_PARAM, orgDashboardTabs } from '@learnforge/domain';
import { Box, ErrorPage, Link, Spinner, SubHeader } from '@learnforge/ui';
import { useCallback, useMemo, useState } from 'react';
import { NavLink, Outlet, useLocation, useSearchParams } from 'react-router';
import { AccessError } from '../shared/components/access-error';
import { type DashboardMeta, DashboardMetaContext } from '../shared/dashboard-meta';
import { PageErrorContext } from '../shared/page-error';

/**
 * The dashboard frame, a layout route: the organization from `organization-dashboard/meta/` (its
 * `slug` comes from the page's `?organization=`), the tabs its type allows (000 §2), and the open
 * tab's route in the outlet with the organization meta passed down (`useDashboardMeta`). The role
 * check sits on the route above it (`router.tsx`).
 */
export function DashboardLayout() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const organization = params.get(ORGANIZATION_QUERY_PARAM);
  // Remembered with the organization it was about: another organization's access is checked afresh.
  const [reported, setReported] = useState<{ organization: string | null; error: PageError } | null>(null);
  const reportPageError = useCallback(
    (error: PageError) => setReported({ organization, error }),
    [organization],
  );
  const pageError = reported && reported.organization === organization ? reported.error : null;
  const meta = useApi('org-meta', {});
  const [tab = ''] = pathname.split('/').filter(Boolean);
  const organizationType = meta.data?.organization_type;
  const currentDate = meta.data?.current_date;
  const dashboardMeta = useMemo<DashboardMeta | null>(
    () => (organizationType && currentDate ? { organizationType, currentDate } : null),
    [organizationType, currentDate],
  );

  const forbidden = pageError ?? pageErrorOf(meta.error);
  if (forbidden) return <AccessError message={forbidden.message} />;
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
    <PageErrorContext.Provider value={reportPageError}>
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
    </PageErrorContext.Provider>
  );
}

/** An address inside the dashboard that is no tab (or not one of this organization's). */
export function UnknownSection() {
  return (
    <ErrorPage status={404} title="This section does not exist" message="Pick one of the sections above." />
  );
}
