import { type PageError, pageErrorOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { RequireRole } from '@learnforge/app-shell';
import { ORGANIZATION_QUERY_PARAM, type OrgDashboardTabSlug, orgDashboardTabs } from '@learnforge/domain';
import { Box, ErrorPage, Link, Spinner, SubHeader } from '@learnforge/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { NavLink, useLocation, useSearchParams } from 'react-router';
import { AccessError } from '../../../shared/components/access-error';
import { PageErrorContext } from '../../../shared/page-error';
import { AccessManagementTab } from '../../access-management/components/access-management-tab';
import { AggregatedReportTab } from '../../aggregated-report/components/aggregated-report-tab';
import { BatchPage } from '../../batch/components/batch-page';
import { CourseManagementTab } from '../../course-management/components/course-management-tab';
import { MyCoursesTab } from '../../my-courses/components/my-courses-tab';
import { StudentReportPage } from '../../student-repository/components/student-report-page';
import { UserRepositoryTab } from '../../student-repository/components/user-repository-tab';

export interface DashboardMeta {
  organizationType: 'company' | 'institute';
  currentDate: string;
}

/**
 * The dashboard frame: the organization from `organization-dashboard/meta/` (its `slug` comes from
 * the page's `?organization=`), the tabs its type allows (000 §2), and the open tab. Paths inside a
 * tab: `my-courses/batches/{batch}/{view}` and `student-repository/students/{handle}`.
 */
export function DashboardPage() {
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
  const [tab = '', ...rest] = pathname.split('/').filter(Boolean);

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
  if (!meta.data) return <Spinner label="Loading your organization" />;
  const organizationType = meta.data.organization_type;
  const tabs = orgDashboardTabs(organizationType);
  const current = tabs.find((candidate) => candidate.slug === tab);
  const orgQuery = organization ? `?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(organization)}` : '';
  const dashboardMeta: DashboardMeta = { organizationType, currentDate: meta.data.current_date };

  return (
    <PageErrorContext.Provider value={reportPageError}>
      <Box display="flex" flexDirection="column" gap="large">
        <SubHeader
          title={meta.data.organization_name}
          description={`${organizationType === 'institute' ? 'Institute' : 'Company'} dashboard`}
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
        {current ? (
          <section aria-label={current.label}>
            <TabContent slug={current.slug} rest={rest} meta={dashboardMeta} />
          </section>
        ) : null}
        {current ? null : (
          <ErrorPage
            status={404}
            title="This section does not exist"
            message="Pick one of the sections above."
          />
        )}
      </Box>
    </PageErrorContext.Provider>
  );
}

function TabContent({
  slug,
  rest,
  meta,
}: {
  slug: OrgDashboardTabSlug;
  rest: string[];
  meta: DashboardMeta;
}): ReactNode {
  switch (slug) {
    case 'my-courses':
      return rest[0] === 'batches' && rest[1] ? (
        <BatchPage batchSlug={rest[1]} view={rest[2] ?? ''} meta={meta} />
      ) : (
        <MyCoursesTab />
      );
    case 'course-management':
      return <CourseManagementTab />;
    case 'student-repository':
      return rest[0] === 'students' && rest[1] ? (
        <StudentReportPage handle={rest[1]} />
      ) : (
        <UserRepositoryTab meta={meta} />
      );
    case 'aggregated-report':
      return <AggregatedReportTab />;
    case 'access-management':
      return <AccessManagementTab meta={meta} />;
    default:
      return slug satisfies never;
  }
}

/** The route: organization administrators (and super admins) only. */
export function DashboardRoute() {
  return (
    <RequireRole roles={['org_admin']}>
      <DashboardPage />
    </RequireRole>
  );
}
