import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import {
  handleOrgCompanyDealActiveUsers,
  handleOrgCompanyDeals,
  handleOrgCompanyUserGrantAccess,
  handleOrgEditHistory,
  handleOrgGrantAccessUploadCsv,
  handleOrgRevokeAccess,
  handleOrgRevokeAccessUploadCsv,
  handleOrgUniversityUserCreate,
} from './handlers/access';
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
import { handleOrgMeta } from './handlers/meta';
import { handleOrgNoticeboard, handleOrgNoticeboardUpdate, handleOrgSendMail } from './handlers/noticeboard';
import { handleOrgOrganizations } from './handlers/organizations';
import { handleOrgProctoringSnapshot, handleOrgUserProctoring } from './handlers/proctoring';
import {
  handleOrgConsolidatedReport,
  handleOrgUniversityAggregatedReport,
  handleOrgUniversityAggregatedReportCsv,
  handleOrgUniversityDetails,
} from './handlers/reports';
import {
  handleOrgCoursesManagement,
  handleOrgDownloadCsv,
  handleOrgMyCourses,
  handleOrgPeerAnalysis,
  handleOrgUserReport,
  handleOrgUsersRepositoryAggregatePodStats,
  handleOrgUsersRepositoryPodStats,
  handleOrgUsersRepositoryPodStatsCsv,
} from './handlers/students';

/** The organization dashboard calls (002 §7); implementForOrganization resolves and checks the organization first. */
export function registerOrgDashboardEndpoints(registry: EndpointRegistry): void {
  registry.implementForOrganization('org-meta', AREA_ROLES.orgDashboard, handleOrgMeta);
  registry.implement('x-org-organizations', ['super_admin'], handleOrgOrganizations);
  registry.implementForOrganization(
    'org-university-details',
    AREA_ROLES.orgDashboard,
    handleOrgUniversityDetails,
  );
  registry.implementForOrganization(
    'org-university-aggregated-report',
    AREA_ROLES.orgDashboard,
    handleOrgUniversityAggregatedReport,
  );
  registry.implementForOrganization(
    'org-university-aggregated-report-csv',
    AREA_ROLES.orgDashboard,
    handleOrgUniversityAggregatedReportCsv,
  );
  registry.implementForOrganization(
    'org-consolidated-report',
    AREA_ROLES.orgDashboard,
    handleOrgConsolidatedReport,
  );
  registry.implementForOrganization('org-my-courses', AREA_ROLES.orgDashboard, handleOrgMyCourses);
  registry.implementForOrganization(
    'org-courses-management',
    AREA_ROLES.orgDashboard,
    handleOrgCoursesManagement,
  );
  registry.implementForOrganization(
    'org-users-repository-pod-stats',
    AREA_ROLES.orgDashboard,
    handleOrgUsersRepositoryPodStats,
  );
  registry.implementForOrganization(
    'x-org-users-repository-pod-stats-csv',
    AREA_ROLES.orgDashboard,
    handleOrgUsersRepositoryPodStatsCsv,
  );
  registry.implementForOrganization(
    'org-users-repository-aggregate-pod-stats',
    AREA_ROLES.orgDashboard,
    handleOrgUsersRepositoryAggregatePodStats,
  );
  registry.implementForOrganization('org-user-report', AREA_ROLES.orgDashboard, handleOrgUserReport);
  registry.implementForOrganization('org-peer-analysis', AREA_ROLES.orgDashboard, handleOrgPeerAnalysis);
  registry.implementForOrganization('org-download-csv', AREA_ROLES.orgDashboard, handleOrgDownloadCsv);
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
  registry.implementForOrganization(
    'x-org-user-proctoring',
    AREA_ROLES.orgDashboard,
    handleOrgUserProctoring,
  );
  registry.implementForOrganization(
    'x-org-proctoring-snapshot',
    AREA_ROLES.orgDashboard,
    handleOrgProctoringSnapshot,
  );
  registry.implementForOrganization('org-company-deals', AREA_ROLES.orgDashboard, handleOrgCompanyDeals);
  registry.implementForOrganization(
    'org-company-deal-active-users',
    AREA_ROLES.orgDashboard,
    handleOrgCompanyDealActiveUsers,
  );
  registry.implementForOrganization(
    'org-company-user-grant-access',
    AREA_ROLES.orgDashboard,
    handleOrgCompanyUserGrantAccess,
  );
  registry.implementForOrganization(
    'org-grant-access-upload-csv',
    AREA_ROLES.orgDashboard,
    handleOrgGrantAccessUploadCsv,
  );
  registry.implementForOrganization('org-revoke-access', AREA_ROLES.orgDashboard, handleOrgRevokeAccess);
  registry.implementForOrganization(
    'org-revoke-access-upload-csv',
    AREA_ROLES.orgDashboard,
    handleOrgRevokeAccessUploadCsv,
  );
  registry.implementForOrganization(
    'org-university-user-create',
    AREA_ROLES.orgDashboard,
    handleOrgUniversityUserCreate,
  );
  registry.implement('org-edit-history', 'signed-in', handleOrgEditHistory);
  registry.implementForOrganization('org-noticeboard', AREA_ROLES.orgDashboard, handleOrgNoticeboard);
  registry.implementForOrganization(
    'org-noticeboard-update',
    AREA_ROLES.orgDashboard,
    handleOrgNoticeboardUpdate,
  );
  registry.implementForOrganization('org-send-mail', AREA_ROLES.orgDashboard, handleOrgSendMail);
}
