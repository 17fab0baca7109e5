import { pageErrorOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { RequireRole } from '@learnforge/app-shell';
import { type OrgDashboardTabSlug, orgDashboardTabs } from '@learnforge/domain';
import { Box, EmptyState, ErrorPage, Link, Spinner, SubHeader } from '@learnforge/ui';
import { NavLink, useLocation, useParams } from 'react-router';

/**
 * The dashboard frame: the organization from `organization-dashboard/meta/` (its `slug` comes from
 * the page's `?organization=`), the tabs its type allows (000 §2), and the open tab.
 */
export function DashboardPage() {
  const { tab } = useParams();
  const { search } = useLocation();
  const meta = useApi('org-meta', {});
  if (meta.error) {
    const pageError = pageErrorOf(meta.error);
    return (
      <ErrorPage
        status={pageError ? 403 : meta.error.status || undefined}
        title={
          pageError ? 'You do not have access to this organization' : 'The dashboard could not be loaded'
        }
        message={meta.error.message}
      />
    );
  }
  if (!meta.data) return <Spinner label="Loading your organization" />;
  const tabs = orgDashboardTabs(meta.data.organization_type);
  const current = tabs.find((candidate) => candidate.slug === tab);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={meta.data.organization_name}
        description={`${meta.data.organization_type === 'institute' ? 'Institute' : 'Company'} dashboard`}
        headingLevel={1}
      />
      <nav aria-label="Dashboard sections">
        <Box display="flex" gap="medium" flexWrap="wrap">
          {tabs.map((candidate) => (
            <Link
              key={candidate.slug}
              as={NavLink}
              to={`/${candidate.slug}${search}`}
              weight={candidate.slug === tab ? 'strong' : 'regular'}
            >
              {candidate.label}
            </Link>
          ))}
        </Box>
      </nav>
      {current ? (
        <TabPanel slug={current.slug} label={current.label} />
      ) : (
        <ErrorPage
          status={404}
          title="This section does not exist"
          message="Pick one of the sections above."
        />
      )}
    </Box>
  );
}

function TabPanel({ slug, label }: { slug: OrgDashboardTabSlug; label: string }) {
  return (
    <section aria-labelledby={`tab-${slug}`}>
      <h2 id={`tab-${slug}`}>{label}</h2>
      {/* Visibly unfinished: the reports of this tab are built under the organization-dashboard issue. */}
      <EmptyState
        title={`${label} is not available yet`}
        description="This report is being built. Your organization’s data is safe and will appear here."
      />
    </section>
  );
}

/** The route: organization administrators (and super admins) only. */
export function DashboardRoute() {
  return (
    <RequireRole roles={['org_admin']}>
      <DashboardPage />
    </RequireRole>
  );
}
