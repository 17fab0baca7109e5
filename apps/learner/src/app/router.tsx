import { NotFoundPage, RootLayout, RouteErrorPage, type RouteHandle } from '@learnforge/app-shell';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LearnerFooter, LearnerHeader } from './layout';

const withChrome = (title: string): RouteHandle => ({ chrome: { header: true, footer: true, title } });

export const routes: RouteObject[] = [
  {
    element: <RootLayout header={<LearnerHeader />} footer={<LearnerFooter />} appTitle="Learnforge" />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        handle: withChrome('Home'),
        lazy: async () => ({ Component: (await import('../features/home/components/home-page')).HomePage }),
      },
      {
        path: 'login',
        handle: withChrome('Sign in'),
        lazy: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
      },
      {
        path: 'signup',
        handle: withChrome('Create an account'),
        lazy: async () => ({
          Component: (await import('../features/auth/components/login-page')).SignupPage,
        }),
      },
      {
        path: 'problems/:slug/1',
        handle: withChrome('Problem'),
        lazy: async () => ({
          Component: (await import('../features/problems/components/problem-page')).ProblemPage,
        }),
      },
      { path: '*', handle: { chrome: { title: 'Page not found' } }, element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
