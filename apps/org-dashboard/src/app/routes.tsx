import { RouteErrorPage } from '@learnforge/app-shell';
import type { RouteObject } from 'react-router';
import { DashboardLayout, UnknownSection } from './dashboard-layout';

const chrome = { chrome: { header: true, footer: true, title: 'Organization dashboard' } };

/**
 * The dashboard's routes under its layout route: one lazy route per tab and per page inside a tab,
 * so each tab is its own chunk and only the open one is loaded.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    // A 403 on the organization or on any tab's data (raisePageError, QueryView) lands here, inside
    // the app's header and footer (002 §4, §6).
    errorElement: (
      <RouteErrorPage
        homeHref="/organization-dashboard/"
        forbiddenTitle="You do not have access to this organization"
        inLayout
      />
    ),
    handle: chrome,
    children: [
      {
        path: 'my-courses',
        lazy: async () => ({
          Component: (await import('../features/my-courses/components/my-courses-tab')).MyCoursesTab,
        }),
      },
      {
        // A batch's reports, one view per path segment (`.../batches/{batch}/{view}`).
        path: 'my-courses/batches/:batchSlug/:view?',
        lazy: async () => ({
          Component: (await import('../features/batch/components/batch-page')).BatchRoute,
        }),
      },
      {
        path: 'course-management',
        lazy: async () => ({
          Component: (await import('../features/course-management/components/course-management-tab'))
            .CourseManagementTab,
        }),
      },
      {
        path: 'student-repository',
        lazy: async () => ({
          Component: (await import('../features/student-repository/components/user-repository-tab'))
            .UserRepositoryTab,
        }),
      },
      {
        path: 'student-repository/students/:handle',
        lazy: async () => ({
          Component: (await import('../features/student-repository/components/student-report-page'))
            .StudentReportRoute,
        }),
      },
      {
        path: 'aggregated-report',
        lazy: async () => ({
          Component: (await import('../features/aggregated-report/components/aggregated-report-tab'))
            .AggregatedReportTab,
        }),
      },
      {
        path: 'access-management',
        lazy: async () => ({
          Component: (await import('../features/access-management/components/access-management-tab'))
            .AccessManagementTab,
        }),
      },
      // Anything else inside a tab (`my-courses/typo`) is a missing section, shown in the frame.
      { path: '*', element: <UnknownSection /> },
    ],
  },
];
