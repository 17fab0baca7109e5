import {
  AppHeader,
  NotFoundPage,
  RootLayout,
  RouteErrorPage,
  withPageFallbacks,
} from '@learnforge/app-shell';
import { Footer } from '@learnforge/ui';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { OpenContractWhenRequired } from '../shared/recruiter-contract-step';
import { staffTitle } from '../shared/staff-title';

/** "Courses · Staff tools", then the product name once (RootLayout): "Courses · Staff tools · Learnforge". */
const chrome = (title: string) => ({ chrome: { header: true, footer: true, title: staffTitle(title) } });

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <OpenContractWhenRequired />
        <RootLayout
          header={<AppHeader area="Staff tools" homeHref="/dashboard-next/" />}
          footer={<Footer legal={<>Learnforge staff tools</>} />}
          appTitle="Learnforge"
        />
      </>
    ),
    errorElement: <RouteErrorPage homeHref="/dashboard-next/" />,
    children: [
      {
        index: true,
        handle: { chrome: { header: true, footer: true, title: 'Staff tools' } },
        lazy: async () => ({
          Component: (await import('../features/home/components/staff-home')).StaffHomeRoute,
        }),
      },
      {
        path: 'courses',
        handle: chrome('Courses'),
        lazy: async () => ({
          Component: (await import('../features/course-editor/components/course-list-page')).CourseListRoute,
        }),
      },
      {
        path: 'courses/:id',
        handle: chrome('Course editor'),
        lazy: async () => ({
          Component: (await import('../features/course-editor/components/course-editor-page'))
            .CourseEditorRoute,
        }),
      },
      {
        path: 'course-testimonials/:slug',
        handle: chrome('Course testimonials'),
        lazy: async () => ({
          Component: (await import('../features/course-editor/components/testimonials-page'))
            .CourseTestimonialsRoute,
        }),
      },
      {
        path: 'coupons',
        handle: chrome('Coupons'),
        lazy: async () => ({
          Component: (await import('../features/coupons/components/coupon-pages')).CouponListRoute,
        }),
      },
      {
        path: 'coupons/:id',
        handle: chrome('Coupon'),
        lazy: async () => ({
          Component: (await import('../features/coupons/components/coupon-pages')).CouponEditorRoute,
        }),
      },
      {
        path: 'job-portal',
        handle: chrome('Job portal'),
        lazy: async () => ({
          Component: (await import('../features/jobs/components/job-pages')).RecruiterDashboardRoute,
        }),
      },
      {
        path: 'assessments',
        handle: chrome('Assessments'),
        lazy: async () => ({
          Component: (await import('../features/jobs/components/job-pages')).AssessmentsRoute,
        }),
      },
      {
        path: 'assessments/:id',
        handle: chrome('Assessment'),
        lazy: async () => ({
          Component: (await import('../features/jobs/components/job-pages')).AssessmentRoute,
        }),
      },
      {
        path: 'assessments/:id/candidates/:handle',
        handle: chrome('Candidate sitting'),
        lazy: async () => ({
          Component: (await import('../features/jobs/components/job-pages')).CandidateSittingRoute,
        }),
      },
      {
        path: 'jobs',
        handle: chrome('Jobs'),
        lazy: async () => ({
          Component: (await import('../features/jobs/components/job-pages')).JobListRoute,
        }),
      },
      {
        path: 'jobs/:id',
        handle: chrome('Job posting'),
        lazy: async () => ({
          Component: (await import('../features/jobs/components/job-pages')).JobEditorRoute,
        }),
      },
      {
        path: 'jobs/:id/applicants',
        handle: chrome('Applicants'),
        lazy: async () => ({
          Component: (await import('../features/jobs/components/job-pages')).JobApplicantsRoute,
        }),
      },
      {
        path: 'recruiter-contract',
        handle: chrome('Recruiter contract'),
        lazy: async () => ({
          Component: (await import('../features/recruiter-contract/components/recruiter-contract-page'))
            .RecruiterContractRoute,
        }),
      },
      {
        path: 'contests',
        handle: chrome('Contests'),
        lazy: async () => ({
          Component: (await import('../features/contest-authoring/components/contest-pages'))
            .ContestListRoute,
        }),
      },
      {
        path: 'contests/:id',
        handle: chrome('Contest'),
        lazy: async () => ({
          Component: (await import('../features/contest-authoring/components/contest-pages'))
            .ContestEditorRoute,
        }),
      },
      {
        path: 'contests/:id/marking',
        handle: chrome('Marking'),
        lazy: async () => ({
          Component: (await import('../features/contest-authoring/components/marking-page')).MarkingRoute,
        }),
      },
      {
        path: 'problem',
        handle: chrome('Problems'),
        lazy: async () => ({
          Component: (await import('../features/problem-authoring/components/problem-list-page'))
            .ProblemListRoute,
        }),
      },
      {
        path: 'problem/revisions',
        handle: chrome('Revision queue'),
        lazy: async () => ({
          Component: (await import('../features/problem-authoring/components/revision-queue-page'))
            .RevisionQueueRoute,
        }),
      },
      {
        path: 'problem/:id',
        handle: chrome('Problem authoring'),
        lazy: async () => ({
          Component: (await import('../features/problem-authoring/components/problem-editor-page'))
            .ProblemEditorRoute,
        }),
      },
      {
        path: 'sale-banners',
        handle: chrome('Sale banners'),
        lazy: async () => ({
          Component: (await import('../features/course-editor/components/sale-banners-page'))
            .SaleBannersRoute,
        }),
      },
      {
        path: 'live-classes',
        handle: chrome('Live classes'),
        lazy: async () => ({
          Component: (await import('../features/live-classes/components/live-classes-page')).LiveClassesRoute,
        }),
      },
      {
        path: 'video-feedback',
        handle: chrome('Video feedback'),
        lazy: async () => ({
          Component: (await import('../features/video-feedback/components/video-feedback-page'))
            .VideoFeedbackRoute,
        }),
      },
      {
        path: 'live-classes/people',
        handle: chrome('Live-class attendance'),
        lazy: async () => ({
          Component: (await import('../features/live-classes/components/class-people-page')).ClassPeopleRoute,
        }),
      },
      {
        path: 'section-ordering',
        handle: chrome('Course home sections'),
        lazy: async () => ({
          Component: (await import('../features/course-editor/components/section-ordering-page'))
            .SectionOrderingRoute,
        }),
      },
      {
        path: 'course-listing',
        handle: chrome('Course listing'),
        lazy: async () => ({
          Component: (await import('../features/course-editor/components/course-listing-page'))
            .CourseListingRoute,
        }),
      },
      {
        path: 'registrations',
        handle: chrome('Registrations'),
        lazy: async () => ({
          Component: (await import('../features/course-editor/components/registrations-page'))
            .RegistrationsRoute,
        }),
      },
      {
        path: 'rewards',
        handle: chrome('Rewards store'),
        lazy: async () => ({
          Component: (await import('../features/rewards/components/rewards-store-page')).RewardsStoreRoute,
        }),
      },
      {
        path: 'summer-training',
        handle: chrome('Summer training'),
        lazy: async () => ({
          Component: (await import('../features/programmes/components/summer-training-page'))
            .SummerTrainingRoute,
        }),
      },
      {
        path: 'hackathons',
        handle: chrome('Hackathons'),
        lazy: async () => ({
          Component: (await import('../features/hackathons/components/staff-hackathons-page'))
            .StaffHackathonsRoute,
        }),
      },
      {
        path: 'hackathons/new',
        handle: chrome('New hackathon'),
        lazy: async () => ({
          Component: (await import('../features/hackathons/components/hackathon-editor'))
            .CreateHackathonRoute,
        }),
      },
      {
        path: 'hackathons/:slug/edit',
        handle: chrome('Edit hackathon'),
        lazy: async () => ({
          Component: (await import('../features/hackathons/components/hackathon-editor'))
            .HackathonEditorRoute,
        }),
      },
      {
        path: 'hackathons/:slug',
        handle: chrome('Hackathon'),
        lazy: async () => ({
          Component: (await import('../features/hackathons/components/staff-hackathons-page'))
            .StaffHackathonRoute,
        }),
      },
      {
        path: 'hackathons/:slug/rounds/:roundId',
        handle: chrome('Judging'),
        lazy: async () => ({
          Component: (await import('../features/hackathons/components/judging-page')).JudgingRoute,
        }),
      },
      {
        path: 'events',
        handle: chrome('Events'),
        lazy: async () => ({
          Component: (await import('../features/events/components/staff-events-page')).StaffEventsRoute,
        }),
      },
      {
        path: 'events/:id',
        handle: chrome('Event'),
        lazy: async () => ({
          Component: (await import('../features/events/components/staff-events-page')).StaffEventRoute,
        }),
      },
      {
        path: 'dead-letters',
        handle: chrome('Failed background jobs'),
        lazy: async () => ({
          Component: (await import('../features/dead-letters/components/dead-letters-page')).DeadLettersRoute,
        }),
      },
      {
        path: 'settings',
        handle: chrome('Site settings'),
        lazy: async () => ({
          Component: (await import('../features/site-settings/components/settings-page')).SettingsRoute,
        }),
      },
      {
        path: 'issues',
        handle: chrome('Issues'),
        lazy: async () => ({
          Component: (await import('../features/issues/components/issue-board')).IssueBoardRoute,
        }),
      },
      {
        path: 'issues/:id',
        handle: chrome('Ticket'),
        lazy: async () => ({
          Component: (await import('../features/issues/components/ticket-page')).TicketRoute,
        }),
      },
      {
        path: 'crm',
        handle: chrome('CRM'),
        lazy: async () => ({
          Component: (await import('../features/crm/components/crm-users-page')).CrmUsersRoute,
        }),
      },
      {
        path: 'crm/users/:handle',
        handle: chrome('Learner'),
        lazy: async () => ({
          Component: (await import('../features/crm/components/crm-person-page')).CrmPersonRoute,
        }),
      },
      {
        path: 'all-courses',
        handle: chrome('All courses'),
        lazy: async () => ({
          Component: (await import('../features/staff-lists/components/all-courses-page')).AllCoursesRoute,
        }),
      },
      {
        path: 'people',
        handle: chrome('People search'),
        lazy: async () => ({
          Component: (await import('../features/staff-lists/components/people-search-page'))
            .PeopleSearchRoute,
        }),
      },
      {
        path: 'moderation',
        handle: chrome('Moderation'),
        lazy: async () => ({
          Component: (await import('../features/moderation/components/moderation-page')).ModerationRoute,
        }),
      },
      {
        path: 'ta-timesheets',
        handle: chrome("Teaching assistants' time"),
        lazy: async () => ({
          Component: (await import('../features/moderation/components/ta-time-page')).TaTimeRoute,
        }),
      },
      {
        path: 'edit-history/:entityType/:id',
        handle: chrome('Edit history'),
        lazy: async () => ({
          Component: (await import('../features/edit-history/components/edit-history-page')).EditHistoryRoute,
        }),
      },
      {
        path: '*',
        handle: { chrome: { title: staffTitle('Page not found') } },
        element: <NotFoundPage homeHref="/dashboard-next/" />,
      },
    ],
  },
];

export const router = createBrowserRouter(withPageFallbacks(routes), { basename: '/dashboard-next' });
