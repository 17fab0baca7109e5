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
import { orgAccess } from './reports';

export function registerBatchEndpoints(registry: EndpointRegistry): void {
  registry.implementForOrganization('x-org-batch', orgAccess, handleOrgBatch);
  registry.implementForOrganization('org-batch-leaderboard', orgAccess, handleOrgBatchLeaderboard);
  registry.implementForOrganization('org-leaderboard-csv', orgAccess, handleOrgLeaderboardCsv);
  registry.implementForOrganization('org-progress', orgAccess, handleOrgProgress);
  registry.implementForOrganization('org-students-progress-csv', orgAccess, handleOrgStudentsProgressCsv);
  registry.implementForOrganization('org-report-stats', orgAccess, handleOrgReportStats);
  registry.implementForOrganization('org-report-stats-update', orgAccess, handleOrgReportStatsUpdate);
  registry.implementForOrganization('org-entities-stats', orgAccess, handleOrgEntitiesStats);
  registry.implementForOrganization('org-live-classes', orgAccess, handleOrgLiveClasses);
  registry.implementForOrganization('org-contests', orgAccess, handleOrgContests);
  registry.implementForOrganization('org-attendance-sheet', orgAccess, handleOrgAttendanceSheet);
  registry.implementForOrganization('org-contest-attendance-csv', orgAccess, handleOrgContestAttendanceCsv);
  registry.implementForOrganization(
    'org-contest-attendance-suffix',
    orgAccess,
    handleOrgContestAttendanceSuffix,
  );
  registry.implementForOrganization('org-proctored-assets', orgAccess, handleOrgProctoredAssets);
}
