import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import type { LazyJudge } from '../problems/judge-service';
import {
  handleAdminProblemGenerateCode,
  handleAdminProblemGenerateComment,
  handleAdminProblemStatementRephrase,
} from './handlers/ai';
import { handleAdminDriverCodeGenerate, handleAdminDriverCodeGeneratorMeta } from './handlers/driver-code';
import { handleAdminProblemAcquireLock, handleAdminProblemReleaseLock } from './handlers/locks';
import {
  handleAdminProblemAdd,
  handleAdminProblemCopy,
  handleAdminProblemDifficulty,
  handleAdminProblemEditGet,
  handleAdminProblemEditPut,
  handleAdminProblemMeta,
  handleAdminProblemPrivateLibraryUpdate,
  handleAdminProblemPublish,
  handleAdminProblemsList,
  handleAdminProblemTracksNBatches,
  handleAdminProblemValidation,
} from './handlers/problems';
import {
  handleAdminProblemListForRevision,
  handleAdminProblemQueueRevisionRequest,
  handleAdminProblemRevision,
  handleAdminProblemRevisionQueue,
  handleAdminProblemRevisionReview,
} from './handlers/revisions';
import {
  handleAdminProblemTestCaseMeta,
  handleAdminProblemTestFileDelete,
  handleAdminProblemTestFileGet,
  handleAdminProblemTestFileStatus,
  handleAdminProblemTestFileStrength,
  handleAdminProblemTestFilesList,
  handleAdminProblemTestFilesPost,
} from './handlers/test-files';
import {
  handleAdminProblemCalculateTimeLimit,
  handleAdminProblemTimeLimit,
  handleAdminProblemTimeLimitLanguage,
} from './handlers/time-limits';
import { TEST_FILE_MAX_BYTES } from './test-files';

export function registerProblemAuthoringEndpoints(registry: EndpointRegistry, judge: LazyJudge): void {
  registry.implement('x-admin-problems-list', AREA_ROLES.problemAuthoring, handleAdminProblemsList);
  registry.implement('admin-problem-meta', AREA_ROLES.problemAuthoring, handleAdminProblemMeta);
  registry.implement(
    'admin-driver-code-generator-meta',
    AREA_ROLES.problemAuthoring,
    handleAdminDriverCodeGeneratorMeta,
  );
  registry.implement(
    'admin-driver-code-generate',
    AREA_ROLES.problemAuthoring,
    handleAdminDriverCodeGenerate,
  );
  registry.implement(
    'admin-problem-acquire-lock',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemAcquireLock,
  );
  registry.implement(
    'admin-problem-release-lock',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemReleaseLock,
  );
  registry.implement('admin-problem-add', AREA_ROLES.problemAuthoring, handleAdminProblemAdd);
  registry.implement('admin-problem-edit-get', AREA_ROLES.problemAuthoring, handleAdminProblemEditGet);
  registry.implement('admin-problem-edit-put', AREA_ROLES.problemAuthoring, handleAdminProblemEditPut);
  registry.implement('admin-problem-difficulty', AREA_ROLES.problemAuthoring, handleAdminProblemDifficulty);
  registry.implement('admin-problem-copy', AREA_ROLES.problemAuthoring, handleAdminProblemCopy);
  registry.implement(
    'admin-problem-test-files-list',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemTestFilesList,
  );
  registry.implement(
    'admin-problem-test-files-post',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemTestFilesPost,
    { config: { multipartOptions: { limits: { fileSize: TEST_FILE_MAX_BYTES, files: 2 } } } },
  );
  registry.implement(
    'admin-problem-test-file-get',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemTestFileGet,
  );
  registry.implement(
    'admin-problem-test-file-delete',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemTestFileDelete,
  );
  registry.implement(
    'admin-problem-test-file-strength',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemTestFileStrength,
  );
  registry.implement('admin-problem-time-limit', AREA_ROLES.problemAuthoring, handleAdminProblemTimeLimit);
  registry.implement(
    'admin-problem-time-limit-language',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemTimeLimitLanguage,
  );
  registry.implement(
    'admin-problem-calculate-time-limit',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemCalculateTimeLimit(judge),
  );
  registry.implement(
    'admin-problem-test-file-status',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemTestFileStatus,
  );
  registry.implement(
    'admin-problem-test-case-meta',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemTestCaseMeta,
  );
  registry.implement('admin-problem-validation', AREA_ROLES.problemAuthoring, handleAdminProblemValidation);
  registry.implement('admin-problem-publish', AREA_ROLES.problemAuthoring, handleAdminProblemPublish);
  registry.implement(
    'admin-problem-tracks-n-batches',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemTracksNBatches,
  );
  registry.implement(
    'admin-problem-private-library-update',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemPrivateLibraryUpdate,
  );
  registry.implement('admin-problem-revision', AREA_ROLES.problemAuthoring, handleAdminProblemRevision);
  registry.implement(
    'admin-problem-list-for-revision',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemListForRevision,
  );
  registry.implement(
    'admin-problem-queue-revision-request',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemQueueRevisionRequest,
  );
  registry.implement(
    'x-admin-problem-revision-queue',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemRevisionQueue,
  );
  registry.implement(
    'x-admin-problem-revision-review',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemRevisionReview,
  );
  registry.implement(
    'admin-problem-generate-comment',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemGenerateComment,
  );
  registry.implement(
    'admin-problem-statement-rephrase',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemStatementRephrase,
  );
  registry.implement(
    'admin-problem-generate-code',
    AREA_ROLES.problemAuthoring,
    handleAdminProblemGenerateCode,
  );
}
