import { AppHeader, NotFoundPage, RootLayout, RouteErrorPage } from '@learnforge/app-shell';
import { Footer } from '@learnforge/ui';
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';

const chrome = { chrome: { header: true, footer: true, title: 'Organization dashboard' } };

/** Keeps `?organization=` when sending the bare address to the first tab. */
function FirstTab() {
  const { search } = useLocation();
  return <Navigate to={`my-courses${search}`} replace />;
}

export const routes: RouteObject[] = [
  {
    element: (
      <RootLayout
        header={<AppHeader area="Organization dashboard" />}
        footer={<Footer legal={<>Learnforge for organizations</>} />}
        appTitle="Learnforge · Organization dashboard"
      />
    ),
    errorElement: <RouteErrorPage homeHref="/organization-dashboard/" />,
    children: [
      { index: true, handle: chrome, element: <FirstTab /> },
      // A tab, and the pages inside one (a batch's views, a student's report card).
      ...[':tab', ':tab/*'].map((path) => ({
        path,
        handle: chrome,
        lazy: async () => ({
          Component: (await import('../features/dashboard/components/dashboard-page')).DashboardRoute,
        }),
      })),
      {
        path: '*',
        handle: { chrome: { title: 'Page not found' } },
        element: <NotFoundPage homeHref="/organization-dashboard/" />,
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/organization-dashboard' });
