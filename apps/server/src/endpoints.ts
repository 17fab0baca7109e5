import { registerAccountEndpoints } from './account/endpoints';
import type { EndpointRegistry } from './api/registry';
import { registerAuthEndpoints } from './auth/endpoints';
import { registerBatchEndpoints } from './batches/endpoints';
import { registerCatalogueEndpoints } from './catalogue/endpoints';
import { registerContestAuthoringEndpoints } from './contest-authoring/endpoints';
import { registerContestEndpoints } from './contests/endpoints';
import { registerCouponEndpoints } from './coupons/endpoints';
import { registerCourseEndpoints } from './courses/endpoints';
import { registerCrmEndpoints } from './crm/endpoints';
import { registerDiscussionEndpoints } from './discussion/endpoints';
import { registerEventEndpoints } from './events/endpoints';
import { registerHackathonEndpoints } from './hackathons/endpoints';
import { registerIdeEndpoints } from './ide/endpoints';
import { registerIssueEndpoints } from './issues/endpoints';
import { registerJobEndpoints } from './jobs/endpoints';
import { registerLeaderboardEndpoints } from './leaderboards/endpoints';
import { LiveTopics } from './live/websocket';
import { registerLiveClassAdminEndpoints } from './live-class-admin/endpoints';
import { registerOrgDashboardEndpoints } from './org-dashboard/endpoints';
import { registerPaymentEndpoints } from './payments/endpoints';
import { registerProblemAuthoringEndpoints } from './problem-authoring/endpoints';
import { registerProblemEndpoints } from './problems/endpoints';
import { type LazyJudge, lazyJudge } from './problems/judge-service';
import { registerProgrammeEndpoints } from './programmes/endpoints';
import { registerRewardEndpoints } from './rewards/endpoints';
import { registerSearchEndpoints } from './search/endpoints';
import { registerSiteEndpoints } from './site/endpoints';
import { registerStaffDashboardEndpoints } from './staff-dashboard/endpoints';
import { registerSystemEndpoints } from './system/endpoints';
import { registerUploadEndpoints } from './uploads/endpoints';

/**
 * Every module's handlers, in one place, so the app and the coverage report see the same set; `topics`
 * collects the live-event topics each module lets people subscribe to over the WebSocket.
 */
export function registerEndpoints(
  registry: EndpointRegistry,
  { judge = lazyJudge(), topics = new LiveTopics() }: { judge?: LazyJudge; topics?: LiveTopics } = {},
): void {
  registerSystemEndpoints(registry);
  registerAuthEndpoints(registry);
  registerAccountEndpoints(registry);
  registerOrgDashboardEndpoints(registry);
  registerProblemEndpoints(registry, judge, topics);
  registerSiteEndpoints(registry);
  registerSearchEndpoints(registry);
  registerCouponEndpoints(registry);
  registerPaymentEndpoints(registry);
  registerJobEndpoints(registry);
  registerProblemAuthoringEndpoints(registry, judge);
  registerCourseEndpoints(registry);
  registerCatalogueEndpoints(registry);
  registerUploadEndpoints(registry);
  registerBatchEndpoints(registry);
  registerContestEndpoints(registry, topics);
  registerIdeEndpoints(registry, judge);
  registerLeaderboardEndpoints(registry);
  registerContestAuthoringEndpoints(registry);
  registerRewardEndpoints(registry);
  registerStaffDashboardEndpoints(registry);
  registerEventEndpoints(registry);
  registerHackathonEndpoints(registry);
  registerProgrammeEndpoints(registry);
  registerIssueEndpoints(registry);
  registerDiscussionEndpoints(registry);
  registerLiveClassAdminEndpoints(registry);
  registerCrmEndpoints(registry);
}
