import type { EndpointRegistry } from '../api/registry';
import { streamedDownload } from './csv';
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
  registry.implement('x-org-batch', orgAccess, handleOrgBatch);
  registry.implement('org-batch-leaderboard', orgAccess, handleOrgBatchLeaderboard);
  registry.implement('org-leaderboard-csv', orgAccess, handleOrgLeaderboardCsv, streamedDownload);
  registry.implement('org-progress', orgAccess, handleOrgProgress);
  registry.implement('org-students-progress-csv', orgAccess, handleOrgStudentsProgressCsv, streamedDownload);
  registry.implement('org-report-stats', orgAccess, handleOrgReportStats);
  registry.implement('org-report-stats-update', orgAccess, handleOrgReportStatsUpdate);
  registry.implement('org-entities-stats', orgAccess, handleOrgEntitiesStats);
  registry.implement('org-live-classes', orgAccess, handleOrgLiveClasses);
  registry.implement('org-contests', orgAccess, handleOrgContests);
  registry.implement('org-attendance-sheet', orgAccess, handleOrgAttendanceSheet);
  registry.implement(
    'org-contest-attendance-csv',
    orgAccess,
    handleOrgContestAttendanceCsv,
    streamedDownload,
  );
  registry.implement('org-contest-attendance-suffix', orgAccess, handleOrgContestAttendanceSuffix);
  registry.implement('org-proctored-assets', orgAccess, handleOrgProctoredAssets);
}
