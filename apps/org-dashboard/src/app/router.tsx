import { AppHeader, RequireRole, RootLayout, RouteErrorPage, withPageFallbacks } from '@learnforge/app-shell';
import { AREA_ROLES } from '@learnforge/domain';
import { Footer } from '@learnforge/ui';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { dashboardRoutes } from './routes';

const chrome = { chrome: { header: true, footer: true, title: 'Organization dashboard' } };

/** Keeps `?organization=` when sending the bare address to the first tab. */
function FirstTab() {
  const { search } = useLocation();
  return <Navigate to={`my-courses${search}`} replace />;
}

const routes: RouteObject[] = [
  {
    element: (
      <RootLayout
        header={<AppHeader area="Organization dashboard" homeHref="/organization-dashboard/" />}
        footer={<Footer legal={<>Learnforge for organizations</>} />}
        appTitle="Learnforge"
      />
    ),
    errorElement: <RouteErrorPage homeHref="/organization-dashboard/" />,
    children: [
      { index: true, handle: chrome, element: <FirstTab /> },
      {
        // Organization administrators (and super admins) only.
        element: (
          <RequireRole roles={AREA_ROLES.orgDashboard}>
            <Outlet />
          </RequireRole>
        ),
        children: dashboardRoutes,
      },
    ],
  },
];

export const router = createBrowserRouter(withPageFallbacks(routes), { basename: '/organization-dashboard' });
