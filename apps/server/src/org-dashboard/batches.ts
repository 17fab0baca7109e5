import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import {
  handleOrgAttendanceSheet,
  handleOrgContestAttendanceCsv,
  handleOrgContestAttendanceSuffix,
  handleOrgContests,
  handleOrgLiveClasses,
  handleOrgProctoredAssets,
} from './handlers/batch-activity';
import {
  handleOrgBatch,
  handleOrgBatchLeaderboard,
  handleOrgLeaderboardCsv,
} from './handlers/batch-leaderboard';
import { handleOrgProgress, handleOrgStudentsProgressCsv } from './handlers/batch-progress';
import {
  handleOrgEntitiesStats,
  handleOrgReportStats,
  handleOrgReportStatsUpdate,
} from './handlers/batch-reports';

export function registerBatchEndpoints(registry: EndpointRegistry): void {
  registry.implementForOrganization('x-org-batch', AREA_ROLES.orgDashboard, handleOrgBatch);
  registry.implementForOrganization(
    'org-batch-leaderboard',
    AREA_ROLES.orgDashboard,
    handleOrgBatchLeaderboard,
  );
  registry.implementForOrganization('org-leaderboard-csv', AREA_ROLES.orgDashboard, handleOrgLeaderboardCsv);
  registry.implementForOrganization('org-progress', AREA_ROLES.orgDashboard, handleOrgProgress);
  registry.implementForOrganization(
    'org-students-progress-csv',
    AREA_ROLES.orgDashboard,
    handleOrgStudentsProgressCsv,
  );
  registry.implementForOrganization('org-report-stats', AREA_ROLES.orgDashboard, handleOrgReportStats);
  registry.implementForOrganization(
    'org-report-stats-update',
    AREA_ROLES.orgDashboard,
    handleOrgReportStatsUpdate,
  );
  registry.implementForOrganization('org-entities-stats', AREA_ROLES.orgDashboard, handleOrgEntitiesStats);
  registry.implementForOrganization('org-live-classes', AREA_ROLES.orgDashboard, handleOrgLiveClasses);
  registry.implementForOrganization('org-contests', AREA_ROLES.orgDashboard, handleOrgContests);
  registry.implementForOrganization(
    'org-attendance-sheet',
    AREA_ROLES.orgDashboard,
    handleOrgAttendanceSheet,
  );
  registry.implementForOrganization(
    'org-contest-attendance-csv',
    AREA_ROLES.orgDashboard,
    handleOrgContestAttendanceCsv,
  );
  registry.implementForOrganization(
    'org-contest-attendance-suffix',
    AREA_ROLES.orgDashboard,
    handleOrgContestAttendanceSuffix,
  );
  registry.implementForOrganization(
    'org-proctored-assets',
    AREA_ROLES.orgDashboard,
    handleOrgProctoredAssets,
  );
}
