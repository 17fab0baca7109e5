import { preloadApi } from '@learnforge/api-client/react';
import {
  apiClient,
  NotFoundPage,
  RootLayout,
  RouteErrorPage,
  type RouteHandle,
  withPageFallbacks,
} from '@learnforge/app-shell';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SiteFooter, SiteHeader } from '../features/site/components/site-chrome';

const withChrome = (title: string): RouteHandle => ({ chrome: { header: true, footer: true, title } });

export const routes: RouteObject[] = [
  {
    element: <RootLayout header={<SiteHeader />} footer={<SiteFooter />} appTitle="Learnforge" />,
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
        lazy: async () => ({ Component: (await import('./auth-routes')).LoginRoute }),
      },
      {
        path: 'signup',
        handle: withChrome('Create an account'),
        lazy: async () => ({
          Component: (await import('./auth-routes')).SignupRoute,
        }),
      },
      {
        path: 'explore',
        handle: withChrome('Explore problems'),
        lazy: async () => ({
          Component: (await import('../features/explore/components/explore-page')).ExplorePage,
        }),
      },
      {
        path: 'problems/:slug/1',
        handle: { chrome: { header: true, footer: true, title: 'Problem', fluid: true } },
        // The statement is the page's main content: it is asked for while the page's code loads (issue 15).
        loader: ({ params }) => {
          preloadApi(apiClient, 'problem-detail', { path: { slug: params.slug ?? '' } });
          return null;
        },
        lazy: async () => ({
          Component: (await import('../features/problems/components/problem-page')).ProblemPage,
        }),
      },
      {
        path: 'courses/:slug',
        handle: withChrome('Course'),
        lazy: async () => ({
          Component: (await import('../features/courses/components/course-page')).CoursePage,
        }),
      },
      {
        path: 'profile/:handle',
        handle: withChrome('Profile'),
        lazy: async () => ({
          Component: (await import('../features/profile/components/profile-page')).ProfilePage,
        }),
      },
      {
        path: 'problem-of-the-day',
        handle: withChrome('Problem of the day'),
        lazy: async () => ({
          Component: (await import('../features/daily/components/daily-page')).DailyPage,
        }),
      },
      {
        path: 'account',
        handle: withChrome('Account settings'),
        lazy: async () => ({
          Component: (await import('../features/account/components/account-page')).AccountPage,
        }),
      },
      {
        path: 'payments',
        handle: withChrome('Payments'),
        lazy: async () => ({
          Component: (await import('../features/payments/components/payments-page')).PaymentsPage,
        }),
      },
      {
        path: 'rewards',
        handle: withChrome('Rewards'),
        lazy: async () => ({
          Component: (await import('../features/rewards/components/rewards-page')).RewardsPage,
        }),
      },
      {
        path: 'account/security',
        handle: withChrome('Account security'),
        lazy: async () => ({
          Component: (await import('../features/account-security/components/account-security-page'))
            .AccountSecurityPage,
        }),
      },
      {
        path: 'contests',
        handle: withChrome('Contests'),
        lazy: async () => ({
          Component: (await import('../features/contests/components/contests-page')).ContestsPage,
        }),
      },
      // 000 §2: /contest/{slug}/{optional}; the optional part is quiz or summary.
      ...['contest/:slug', 'contest/:slug/:optional'].map((path) => ({
        path,
        handle: withChrome('Contest'),
        lazy: async () => ({
          Component: (await import('../features/contests/components/contest-page')).ContestRoute,
        }),
      })),
      {
        path: 'jobs',
        handle: withChrome('Jobs'),
        lazy: async () => ({ Component: (await import('../features/jobs/components/jobs-page')).JobsPage }),
      },
      {
        path: 'jobs/:id',
        handle: withChrome('Job'),
        lazy: async () => ({ Component: (await import('../features/jobs/components/job-page')).JobPage }),
      },
      {
        path: 'terms-of-service',
        handle: withChrome('Terms of service'),
        lazy: async () => ({
          Component: (await import('../features/site/components/terms-page')).TermsPage,
        }),
      },
      {
        path: 'premium/checkout/',
        handle: withChrome('Premium checkout'),
        lazy: async () => ({
          Component: (await import('../features/checkout/components/checkout-page')).CheckoutRoute,
        }),
      },
      {
        path: 'checkout',
        handle: withChrome('Checkout'),
        lazy: async () => ({
          Component: (await import('../features/checkout/components/order-checkout-page')).OrderCheckoutPage,
        }),
      },
      {
        path: 'checkout/complete',
        handle: withChrome('Payment'),
        lazy: async () => ({
          Component: (await import('../features/checkout/components/checkout-complete-page'))
            .CheckoutCompletePage,
        }),
      },
      {
        path: 'courses/offline-courses',
        handle: withChrome('Classroom courses'),
        lazy: async () => ({
          Component: (await import('../features/courses/components/classroom-page')).ClassroomCoursesPage,
        }),
      },
      {
        path: 'courses/gate-courses',
        handle: withChrome('GATE courses'),
        lazy: async () => ({
          Component: (await import('../features/courses/components/classroom-page')).GateCoursesPage,
        }),
      },
      {
        path: 'courses',
        handle: withChrome('Courses'),
        lazy: async () => ({
          Component: (await import('../features/courses/components/catalogue-page')).CataloguePage,
        }),
      },
      {
        path: 'ide',
        handle: withChrome('Code editor'),
        lazy: async () => ({ Component: (await import('../features/ide/components/ide-page')).IdePage }),
      },
      {
        path: 'leaderboard',
        handle: withChrome('Leaderboard'),
        lazy: async () => ({
          Component: (await import('../features/leaderboard/components/leaderboard-page')).LeaderboardPage,
        }),
      },
      {
        path: 'ide/:id',
        handle: withChrome('Shared snippet'),
        lazy: async () => ({
          Component: (await import('../features/ide/components/shared-snippet-page')).SharedSnippetPage,
        }),
      },
      {
        path: 'my-courses',
        handle: withChrome('My courses'),
        lazy: async () => ({
          Component: (await import('../features/batches/components/my-courses-page')).MyCoursesPage,
        }),
      },
      {
        path: 'batch/:slug',
        handle: withChrome('Batch'),
        lazy: async () => ({
          Component: (await import('../features/batches/components/batch-page')).BatchPage,
        }),
      },
      {
        path: 'batch/:slug/track/:track',
        handle: withChrome('Chapter'),
        lazy: async () => ({
          Component: (await import('../features/batches/components/track-page')).TrackPage,
        }),
      },
      {
        path: 'certificate/:slug',
        handle: withChrome('Certificate'),
        lazy: async () => ({
          Component: (await import('../features/certificates/components/certificate-page')).CertificatePage,
        }),
      },
      {
        path: 'events',
        handle: withChrome('Events'),
        lazy: async () => ({
          Component: (await import('../features/events/components/events-page')).EventsPage,
        }),
      },
      {
        path: 'events/:id',
        handle: withChrome('Event'),
        lazy: async () => ({
          Component: (await import('../features/events/components/event-page')).EventPage,
        }),
      },
      {
        path: 'events/rec/:slug',
        handle: withChrome('Recurring event'),
        lazy: async () => ({
          Component: (await import('../features/events/components/recurring-event-page')).RecurringEventPage,
        }),
      },
      {
        path: 'hackathons',
        handle: withChrome('Hackathons'),
        lazy: async () => ({
          Component: (await import('../features/hackathons/components/hackathons-page')).HackathonsPage,
        }),
      },
      {
        path: 'hackathon/:slug',
        handle: withChrome('Hackathon'),
        lazy: async () => ({
          Component: (await import('../features/hackathons/components/hackathon-page')).HackathonPage,
        }),
      },
      {
        path: 'geek-olympics',
        handle: withChrome('Geek Olympics'),
        lazy: async () => ({
          Component: (await import('../features/programmes/components/geek-olympics-page')).GeekOlympicsPage,
        }),
      },
      {
        path: 'summer-training',
        handle: withChrome('Summer training'),
        lazy: async () => ({
          Component: (await import('../features/programmes/components/summer-training-page'))
            .SummerTrainingPage,
        }),
      },
      {
        path: 'dsa-to-development/:slug',
        handle: withChrome('DSA to development'),
        lazy: async () => ({
          Component: (await import('../features/programmes/components/dsa-programme-page')).DsaProgrammePage,
        }),
      },
      // The server answers these addresses with HTTP 404 (LEARNER_PAGE_PATTERNS); the page keeps the site's chrome.
      {
        path: 'help',
        handle: withChrome('Help'),
        lazy: async () => ({
          Component: (await import('../features/help/components/help-page')).HelpPage,
        }),
      },
      { path: '*', handle: withChrome('Page not found'), element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(withPageFallbacks(routes));
