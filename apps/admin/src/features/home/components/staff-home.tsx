import { RequireRole, useSession } from '@learnforge/app-shell';
import { AREA_ROLES, hasRole } from '@learnforge/domain';
import { Box, Card, Link, SubHeader } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import {
  RECRUITER_CONTRACT_PATH,
  useUnsignedRecruiterContract,
} from '../../../shared/recruiter-contract-step';

/** Which tools each staff role works with (000 §1 and 001 §6). */
const TOOLS = [
  {
    name: 'Problem authoring',
    href: '/problem',
    roles: AREA_ROLES.problemAuthoring,
    about: 'Write problems, upload test files, set time limits, publish.',
  },
  {
    name: 'Course editor',
    href: '/courses',
    roles: AREA_ROLES.courseEditor,
    about: 'Course intro, journey, content, FAQs, banners and premium settings.',
  },
  {
    name: 'Sale banners',
    href: '/sale-banners',
    roles: AREA_ROLES.courseEditor,
    about: "Sale windows with 'Sale Ends in' and the discount each announces, previewed before saving.",
  },
  {
    name: 'Course home sections',
    href: '/section-ordering',
    roles: AREA_ROLES.courseEditor,
    about: 'The order of the sections on the course home: starting soon, live, self-paced and the rest.',
  },
  {
    name: 'Course listing',
    href: '/course-listing',
    roles: AREA_ROLES.courseEditor,
    about: 'Every course, listed or not, by name or slug, category type, category and listing.',
  },
  {
    name: 'Registrations',
    href: '/registrations',
    roles: AREA_ROLES.courseEditor,
    about: 'Enrolled and paying learners per batch, and enrolments, paid orders and revenue per day.',
  },
  {
    name: 'Video feedback',
    href: '/video-feedback',
    roles: AREA_ROLES.courseEditor,
    about: "Learners' stars, tags and comments on track videos, by course, batch and video.",
  },
  {
    name: "Teaching assistants' time",
    href: '/ta-timesheets',
    roles: AREA_ROLES.courseEditor,
    about: 'Minutes each teaching assistant logged and the threads they answered, day by day.',
  },
  {
    name: 'Live classes',
    href: '/live-classes',
    roles: AREA_ROLES.liveClasses,
    about: 'Reschedule or cancel classes, recordings, unmapping and the attendance report upload.',
  },
  {
    name: 'Rewards store',
    href: '/rewards',
    roles: AREA_ROLES.rewards,
    about: 'Ship or cancel reward orders (points go back on a cancel) and stock the shelf.',
  },
  {
    name: 'Coupons',
    href: '/coupons',
    roles: AREA_ROLES.coupons,
    about: 'Create coupons with discount rules, copies and influencer details.',
  },
  {
    name: 'Job portal',
    href: '/job-portal',
    roles: AREA_ROLES.jobs,
    about:
      'Your jobs and applicants per stage, posting and editing jobs, assessments with mailed invitations.',
  },
  {
    name: 'Contests',
    href: '/contests',
    roles: AREA_ROLES.contests,
    about: 'Schedule quizzes and coding rounds, write bank questions, grant accommodations.',
  },
  {
    name: 'Events',
    href: '/events',
    roles: AREA_ROLES.events,
    about: 'Who enrolled in each event, the waitlist, attendance and conversion, and the CSV.',
  },
  {
    name: 'Summer training',
    href: '/summer-training',
    roles: AREA_ROLES.events,
    about: 'Registrations per track with the seats taken, and their CSV.',
  },
  {
    name: 'Hackathons',
    href: '/hackathons',
    roles: AREA_ROLES.hackathons,
    about: 'Teams and submissions of each hackathon, judging per round, shortlists, results and CSV.',
  },
  {
    name: 'Failed background jobs',
    href: '/dead-letters',
    roles: AREA_ROLES.backgroundJobs,
    about: 'Mail the relay kept refusing and lost judge runs: retry or discard them.',
  },
  {
    name: 'Site settings',
    href: '/settings',
    roles: AREA_ROLES.siteSettings,
    about: 'Key-value settings the apps read: the promo banner window and text, feature switches.',
  },
  {
    name: 'Moderation',
    href: '/moderation',
    roles: AREA_ROLES.moderation,
    about: 'Reported and hidden posts with reasons, picked threads, ratings and your timesheet.',
  },
  {
    name: 'CRM',
    href: '/crm',
    roles: AREA_ROLES.crm,
    about: 'Learners by campaign, interest and status, their funnel, comments, callbacks and the CSV.',
  },
  {
    name: 'All courses',
    href: '/all-courses',
    roles: AREA_ROLES.staffTools,
    about: 'Every course with its type and whether anyone can enrol, by name, type or enrolment.',
  },
  {
    name: 'People search',
    href: '/people',
    roles: AREA_ROLES.peopleLookup,
    about: 'Find a learner or staff member by name, handle or e-mail address.',
  },
  {
    name: 'Issues and support',
    href: '/issues',
    roles: AREA_ROLES.support,
    about: 'Tickets by status, labels, replies and user lookups.',
  },
] as const;

/**
 * "Open course editor", "Open CRM": a tool's name reads as part of the sentence, except a name that starts
 * with an abbreviation, which keeps its capitals.
 */
function openLinkText(name: string): string {
  const [first = ''] = name.split(' ');
  const abbreviation = first.length > 1 && first === first.toUpperCase();
  return `Open ${abbreviation ? name : name.charAt(0).toLowerCase() + name.slice(1)}`;
}

/** The staff landing page: the tools that work for the signed-in person's roles, and nothing else. */
export function StaffHome() {
  const { user } = useSession();
  const roles = user?.roles ?? [];
  const tools = TOOLS.filter((tool) => hasRole(roles, ...tool.roles));
  // A recruiter's job tools answer nothing until the contract in force is signed: that comes first.
  const unsignedContract = useUnsignedRecruiterContract();
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Staff tools"
        description={`Signed in as ${user?.name ?? ''} (${roles.join(', ')})`}
        headingLevel={1}
      />
      <Box display="grid" gap="medium">
        {unsignedContract ? (
          <Card title="Sign the recruiter contract" tone="caution">
            <p>Your first step: job posting opens once you have signed the recruiter contract in force.</p>
            <Link as={RouterLink} to={RECRUITER_CONTRACT_PATH} weight="strong">
              Read and sign the recruiter contract
            </Link>
          </Card>
        ) : null}
        {tools.map((tool) => (
          <Card key={tool.name} title={tool.name}>
            <p>{tool.about}</p>
            <Link as={RouterLink} to={tool.href}>
              {openLinkText(tool.name)}
            </Link>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** The route: staff only. */
export function StaffHomeRoute() {
  return (
    <RequireRole roles={AREA_ROLES.staffTools}>
      <StaffHome />
    </RequireRole>
  );
}
