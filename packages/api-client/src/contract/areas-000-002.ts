import { adminJobEndpoints } from './admin-jobs';
import { adminProblemEndpoints } from './admin-problems';
import { competitionEndpoints } from './competition';
import { courseFeatureEndpoints } from './course-features';
import { dailyProblemEndpoints } from './daily-problem';
import { orgDashboardEndpoints } from './org-dashboard';
import { paymentEndpoints } from './payments';
import { platformEndpoints } from './platform';
import { problemEndpoints } from './problems';
import { rewardEndpoints } from './rewards';
import { userEndpoints } from './user';

/** The rows of seeds 000 and 002 of endpoints.tsv. */
export const endpoints000002 = {
  ...courseFeatureEndpoints,
  ...adminJobEndpoints,
  ...adminProblemEndpoints,
  ...platformEndpoints,
  ...orgDashboardEndpoints,
  ...paymentEndpoints,
  ...dailyProblemEndpoints,
  ...problemEndpoints,
  ...competitionEndpoints,
  ...rewardEndpoints,
  ...userEndpoints,
} as const;
