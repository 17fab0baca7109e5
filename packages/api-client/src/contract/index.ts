import type { CallOutput } from '../client/types';
import { accountEndpoints } from './account';
import { authEndpoints } from './auth';
import { batchEndpoints } from './batches';
import { competitionEndpoints } from './competition';
import { contestAuthoringEndpoints } from './contest-authoring';
import { contestEndpoints } from './contests';
import { couponEndpoints } from './coupons';
import { courseEditorEndpoints } from './course-editor';
import { courseFeatureEndpoints } from './course-features';
import { courseEndpoints } from './courses';
import { crmEndpoints } from './crm';
import { dailyProblemEndpoints } from './daily-problem';
import { discussionEndpoints } from './discussion';
import { dsaToDevelopmentEndpoints } from './dsa-to-development';
import { eventEndpoints } from './events';
import { exploreEndpoints } from './explore';
import { hackathonEndpoints } from './hackathons';
import { ideEndpoints } from './ide';
import { issueEndpoints } from './issues';
import { jobPostingEndpoints } from './job-posting';
import { jobEndpoints } from './jobs';
import { leaderboardEndpoints } from './leaderboards';
import { liveClassEndpoints } from './live-classes';
import { orgDashboardEndpoints } from './org-dashboard';
import { paymentEndpoints } from './payments';
import { platformEndpoints } from './platform';
import { problemAuthoringEndpoints } from './problem-authoring';
import { problemEndpoints } from './problems';
import { rewardEndpoints } from './rewards';
import { serviceEndpoints } from './service';
import { siteContentEndpoints } from './site-content';
import { staffDashboardEndpoints } from './staff-dashboard';
import { trackEndpoints } from './tracks';
import { userEndpoints } from './user';

export { captchaChallenge, type SessionUser, sessionUser } from './auth';
export { type AuthorizationRule, authorization, type Callers, type OthersObject } from './authorization';
export * from './define';
export { isSafeLink, LINK_MESSAGE } from './fields';

/**
 * Every server call, keyed by id: the rows of endpoints.tsv plus the `x-` calls the apps need.
 * One file per product area, whichever spec document a call came from; a new call goes into the
 * file of the area it serves (a staff call into the staff area's file, not a learner one).
 */
export const contract = {
  // Learners: site, account, learning, practice, competitions, careers, payments.
  ...siteContentEndpoints,
  ...userEndpoints,
  ...accountEndpoints,
  ...authEndpoints,
  ...courseEndpoints,
  ...batchEndpoints,
  ...trackEndpoints,
  ...problemEndpoints,
  ...dailyProblemEndpoints,
  ...exploreEndpoints,
  ...leaderboardEndpoints,
  ...ideEndpoints,
  ...contestEndpoints,
  ...competitionEndpoints,
  ...hackathonEndpoints,
  ...eventEndpoints,
  ...discussionEndpoints,
  ...dsaToDevelopmentEndpoints,
  ...jobEndpoints,
  ...paymentEndpoints,
  ...rewardEndpoints,
  // Organizations.
  ...orgDashboardEndpoints,
  // Staff tools.
  ...courseEditorEndpoints,
  ...courseFeatureEndpoints,
  ...liveClassEndpoints,
  ...couponEndpoints,
  ...problemAuthoringEndpoints,
  ...jobPostingEndpoints,
  ...contestAuthoringEndpoints,
  ...crmEndpoints,
  ...issueEndpoints,
  ...staffDashboardEndpoints,
  // The platform and the server itself.
  ...platformEndpoints,
  ...serviceEndpoints,
} as const;

export type Contract = typeof contract;
export type EndpointId = keyof Contract;

/** What the server needs besides the table: routes from path templates and handler types. */
export { pathParamNames, pathToRoute, routePathOf, splitPath } from '../client/route';
export type { EndpointInput, EndpointOutput } from '../client/types';

/**
 * What an app receives from a call, by endpoint id: `ResponseOf<'org-company-deals'>`. Apps and tests
 * take response types from here instead of writing row interfaces, so a contract change reaches them.
 */
export type ResponseOf<Id extends EndpointId> = CallOutput<Contract[Id]>;

type ListKeyOf<T> = { [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[] ? K : never }[keyof T] &
  string;

/**
 * One row of a list answer: the element of `results` (or of the answer itself when it is an array),
 * or of another list field named by `Key`: `RowOf<'org-company-deals', 'deals'>`.
 */
export type RowOf<
  Id extends EndpointId,
  Key extends ListKeyOf<ResponseOf<Id>> = Extract<ListKeyOf<ResponseOf<Id>>, 'results'>,
> =
  ResponseOf<Id> extends readonly (infer Row)[]
    ? Row
    : NonNullable<ResponseOf<Id>[Key]> extends readonly (infer Row)[]
      ? Row
      : never;
