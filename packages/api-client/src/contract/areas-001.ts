import { learnerAccountEndpoints } from './learner-account';
import { learnerBatchEndpoints } from './learner-batch';
import { learnerContestEndpoints } from './learner-contest';
import { learnerCoursesEndpoints } from './learner-courses';
import { learnerCrmEndpoints } from './learner-crm';
import { learnerDiscussionEndpoints } from './learner-discussion';
import { learnerDsaToDevelopmentEndpoints } from './learner-dsa-to-development';
import { learnerEventsEndpoints } from './learner-events';
import { learnerExploreEndpoints } from './learner-explore';
import { learnerGeneralEndpoints } from './learner-general';
import { learnerHackathonEndpoints } from './learner-hackathon';
import { learnerIdeEndpoints } from './learner-ide';
import { learnerIssuesEndpoints } from './learner-issues';
import { learnerJobsEndpoints } from './learner-jobs';
import { learnerLeaderboardEndpoints } from './learner-leaderboard';
import { learnerLiveClassAdminEndpoints } from './learner-live-class-admin';
import { learnerStaffDashboardEndpoints } from './learner-staff-dashboard';
import { learnerTracksEndpoints } from './learner-tracks';

/** Spec 001 (learner-facing and staff areas): every row of endpoints.tsv with that seed, plus its `x-` calls. */
export const endpoints001 = {
  ...learnerBatchEndpoints,
  ...learnerTracksEndpoints,
  ...learnerContestEndpoints,
  ...learnerCoursesEndpoints,
  ...learnerLiveClassAdminEndpoints,
  ...learnerDsaToDevelopmentEndpoints,
  ...learnerCrmEndpoints,
  ...learnerStaffDashboardEndpoints,
  ...learnerIssuesEndpoints,
  ...learnerDiscussionEndpoints,
  ...learnerEventsEndpoints,
  ...learnerExploreEndpoints,
  ...learnerGeneralEndpoints,
  ...learnerHackathonEndpoints,
  ...learnerIdeEndpoints,
  ...learnerJobsEndpoints,
  ...learnerLeaderboardEndpoints,
  ...learnerAccountEndpoints,
} as const;
