import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import { handleBatchAccessExtend } from './handlers/access-extension';
import {
  handleBatchClassContent,
  handleBatchConnect,
  handleBatchConnectPut,
  handleBatchEstCompletionDate,
  handleBatchGeekCampuses,
  handleBatchJobsCourse,
  handleBatchPinnedContest,
} from './handlers/batch-areas';
import {
  handleBatchEnrollOptedLang,
  handleBatchExternalCertEnrollment,
  handleBatchNationSkillUpInterest,
  handleBatchUserDetailsPost,
} from './handlers/batch-requests';
import { handleBatchUserMeta } from './handlers/batch-user-meta';
import {
  handleBatchCertificate,
  handleBatchCertificateHolders,
  handleCertificateDetails,
  handleCertificatePdf,
  handleGenerateBatchCertificates,
} from './handlers/certificates';
import {
  handleBatchElectiveCourseAdd,
  handleBatchElectiveCourses,
  handleBatchLearnerElectives,
  handleBatchLearnerElectivesPut,
} from './handlers/electives';
import { handleBatchLeaderboard } from './handlers/leaderboard';
import {
  handleBatchAccessPermission,
  handleBatchDetail,
  handleBatchProgress,
  handleBatchUserActivityGet,
  handleBatchUserActivityPost,
  handleMyCoursesUserCourses,
  handleMyCoursesUsers,
  handleTrackBatch,
  handleTrackUserProgress,
} from './handlers/learning-path';
import { handleBatchLiveClasses, handleLiveClassJoin } from './handlers/live-classes';
import {
  handleBatchNotesAdd,
  handleBatchNotesDelete,
  handleBatchNotesList,
  handleBatchNotesUpdate,
  handleTrackBatchNotes,
} from './handlers/notes';
import {
  handleBatchNoticeboard,
  handleBatchNoticeDelete,
  handleBatchNoticePost,
} from './handlers/noticeboard';
import {
  handleBatchInitiateRefund,
  handleBatchRefundFeedback,
  handleBatchRefundStatus,
} from './handlers/refunds';
import {
  handleBatchSchedulerDelete,
  handleBatchSchedulerGet,
  handleBatchSchedulerPatch,
  handleBatchSchedulerPost,
} from './handlers/scheduler';
import { handleBatchTestimonialsGet, handleBatchTestimonialsPost } from './handlers/testimonials';
import {
  handleBatchUserVideoAnalytics,
  handleBatchUserVideosWatchedSummary,
  handleTrackArticle,
  handleTrackArticleComplete,
  handleTrackQuiz,
  handleTrackQuizSubmission,
} from './handlers/track-content';
import {
  handleTrackArticleEdit,
  handleTrackArticleInvalidateCache,
  handleTrackArticleSave,
  handleTrackQuizInvalidateCache,
} from './handlers/track-editing';
import { handleVideoFeedbacks } from './handlers/video-feedback-staff';
import {
  handleTrackUserVideosStats,
  handleTrackVideoFeedback,
  handleTrackVideoLikes,
} from './handlers/video-reactions';

export function registerBatchEndpoints(registry: EndpointRegistry): void {
  registry.implement('batch-user-meta', 'signed-in', handleBatchUserMeta);
  registry.implement('batch-testimonials-get', 'public', handleBatchTestimonialsGet);
  registry.implement('batch-testimonials-post', 'signed-in', handleBatchTestimonialsPost);
  registry.implement('batch-access-permission', 'signed-in', handleBatchAccessPermission);
  registry.implement('batch-detail', 'signed-in', handleBatchDetail);
  registry.implement('batch-progress', 'signed-in', handleBatchProgress);
  registry.implement('batch-leaderboard', 'signed-in', handleBatchLeaderboard);
  registry.implement('batch-noticeboard-data', 'signed-in', handleBatchNoticeboard);
  registry.implement('x-batch-notice-post', AREA_ROLES.courseEditor, handleBatchNoticePost);
  registry.implement('x-batch-notice-delete', AREA_ROLES.courseEditor, handleBatchNoticeDelete);
  registry.implement('batch-live-classes', 'signed-in', handleBatchLiveClasses);
  registry.implement('x-live-class-join', 'signed-in', handleLiveClassJoin);
  registry.implement('batch-user-activity-get', 'signed-in', handleBatchUserActivityGet);
  registry.implement('batch-user-activity-post', 'signed-in', handleBatchUserActivityPost);
  registry.implement('my-courses-users', 'signed-in', handleMyCoursesUsers);
  registry.implement('track-batch', 'signed-in', handleTrackBatch);
  registry.implement('track-user-progress', 'signed-in', handleTrackUserProgress);
  registry.implement('batch-user-video-analytics', 'signed-in', handleBatchUserVideoAnalytics);
  registry.implement('batch-user-videos-watched-summary', 'signed-in', handleBatchUserVideosWatchedSummary);
  registry.implement('track-article', 'signed-in', handleTrackArticle);
  registry.implement('track-article-complete', 'signed-in', handleTrackArticleComplete);
  registry.implement('track-quiz', 'signed-in', handleTrackQuiz);
  registry.implement('track-quiz-submission', 'signed-in', handleTrackQuizSubmission);
  registry.implement('batch-notes-list', 'signed-in', handleBatchNotesList);
  registry.implement('batch-notes-add', 'signed-in', handleBatchNotesAdd);
  registry.implement('batch-notes-update', 'signed-in', handleBatchNotesUpdate);
  registry.implement('batch-notes-delete', 'signed-in', handleBatchNotesDelete);
  registry.implement('track-batch-notes', 'signed-in', handleTrackBatchNotes);
  registry.implement('batch-certificate', 'signed-in', handleBatchCertificate);
  registry.implement('x-batch-refund-status', 'signed-in', handleBatchRefundStatus);
  registry.implement('batch-initiate-refund', 'signed-in', handleBatchInitiateRefund);
  registry.implement('batch-event-refund-feedback', 'signed-in', handleBatchRefundFeedback);
  registry.implement('x-batch-certificate-pdf', 'signed-in', handleCertificatePdf);
  registry.implement('batch-certificate-details', 'public', handleCertificateDetails);
  registry.implement('batch-elective-courses', 'signed-in', handleBatchElectiveCourses);
  registry.implement('batch-elective-course-add', 'signed-in', handleBatchElectiveCourseAdd);
  registry.implement('batch-scheduler-get', 'signed-in', handleBatchSchedulerGet);
  registry.implement('batch-scheduler-post', 'signed-in', handleBatchSchedulerPost);
  registry.implement('batch-scheduler-patch', 'signed-in', handleBatchSchedulerPatch);
  registry.implement('batch-scheduler-delete', 'signed-in', handleBatchSchedulerDelete);
  registry.implement('track-video-likes-count', 'signed-in', handleTrackVideoLikes);
  registry.implement('track-user-videos-stats', 'signed-in', handleTrackUserVideosStats);
  registry.implement('track-video-feedback', 'signed-in', handleTrackVideoFeedback);
  // Course admins are not assigned to courses (every course admin edits every course), so "the course's team"
  // is the course editor's role (ADR 0105).
  registry.implement('x-video-feedbacks', AREA_ROLES.courseEditor, handleVideoFeedbacks);
  registry.implement('x-batch-learner-electives', AREA_ROLES.courseEditor, handleBatchLearnerElectives);
  registry.implement(
    'x-batch-learner-electives-put',
    AREA_ROLES.courseEditor,
    handleBatchLearnerElectivesPut,
  );
  registry.implement('x-batch-certificate-holders', AREA_ROLES.batchStaff, handleBatchCertificateHolders);
  registry.implement('x-batch-access-extend', AREA_ROLES.batchStaff, handleBatchAccessExtend);
  registry.implement('batch-pinned-contest', 'signed-in', handleBatchPinnedContest);
  registry.implement('batch-class-content', 'signed-in', handleBatchClassContent);
  registry.implement('batch-est-completion-date', 'signed-in', handleBatchEstCompletionDate);
  registry.implement('batch-connect', 'signed-in', handleBatchConnect);
  registry.implement('x-batch-connect-put', AREA_ROLES.courseEditor, handleBatchConnectPut);
  registry.implement('batch-jobs-course', 'signed-in', handleBatchJobsCourse);
  registry.implement('batch-geek-campuses', 'public', handleBatchGeekCampuses);
  registry.implement('batch-enroll-opted-lang', 'signed-in', handleBatchEnrollOptedLang);
  registry.implement('batch-nation-skill-up-interest', 'signed-in', handleBatchNationSkillUpInterest);
  registry.implement('batch-external-cert-enrollment', 'signed-in', handleBatchExternalCertEnrollment);
  registry.implement('batch-user-details-post', 'signed-in', handleBatchUserDetailsPost);
  registry.implement('my-courses-user-courses', 'signed-in', handleMyCoursesUserCourses);
  // canEditBatchTrack (001 §6) is the course editor's role: the same people edit tracks and their caches.
  registry.implement('track-quiz-invalidate-cache', AREA_ROLES.courseEditor, handleTrackQuizInvalidateCache);
  registry.implement(
    'track-article-invalidate-cache',
    AREA_ROLES.courseEditor,
    handleTrackArticleInvalidateCache,
  );
  registry.implement('track-article-edit', AREA_ROLES.courseEditor, handleTrackArticleEdit);
  registry.implement('x-track-article-save', AREA_ROLES.courseEditor, handleTrackArticleSave);
  registry.implement(
    'staff-dash-generate-certificate',
    AREA_ROLES.batchStaff,
    handleGenerateBatchCertificates,
  );
}
