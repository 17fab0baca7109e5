import type { EndpointRegistry } from '../api/registry';
import type { LazyJudge } from '../problems/judge-service';
import { registerProblemAiEndpoints } from './ai';
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
import { AUTHORING_ROLES } from './problem-form';
import { registerRevisionEndpoints } from './revisions';
import { TEST_FILE_MAX_BYTES } from './test-files';

export function registerProblemAuthoringEndpoints(registry: EndpointRegistry, judge: LazyJudge): void {
  registry.implement('x-admin-problems-list', AUTHORING_ROLES, handleAdminProblemsList);
  registry.implement('admin-problem-meta', AUTHORING_ROLES, handleAdminProblemMeta);
  registry.implement('admin-driver-code-generator-meta', AUTHORING_ROLES, handleAdminDriverCodeGeneratorMeta);
  registry.implement('admin-driver-code-generate', AUTHORING_ROLES, handleAdminDriverCodeGenerate);
  registry.implement('admin-problem-acquire-lock', AUTHORING_ROLES, handleAdminProblemAcquireLock);
  registry.implement('admin-problem-release-lock', AUTHORING_ROLES, handleAdminProblemReleaseLock);
  registry.implement('admin-problem-add', AUTHORING_ROLES, handleAdminProblemAdd);
  registry.implement('admin-problem-edit-get', AUTHORING_ROLES, handleAdminProblemEditGet);
  registry.implement('admin-problem-edit-put', AUTHORING_ROLES, handleAdminProblemEditPut(judge));
  registry.implement('admin-problem-difficulty', AUTHORING_ROLES, handleAdminProblemDifficulty);
  registry.implement('admin-problem-copy', AUTHORING_ROLES, handleAdminProblemCopy);
  registry.implement('admin-problem-test-files-list', AUTHORING_ROLES, handleAdminProblemTestFilesList);
  registry.implement(
    'admin-problem-test-files-post',
    AUTHORING_ROLES,
    handleAdminProblemTestFilesPost(judge),
    { config: { multipartOptions: { limits: { fileSize: TEST_FILE_MAX_BYTES, files: 2 } } } },
  );
  registry.implement('admin-problem-test-file-get', AUTHORING_ROLES, handleAdminProblemTestFileGet);
  registry.implement('admin-problem-test-file-delete', AUTHORING_ROLES, handleAdminProblemTestFileDelete);
  registry.implement('admin-problem-test-file-strength', AUTHORING_ROLES, handleAdminProblemTestFileStrength);
  registry.implement('admin-problem-time-limit', AUTHORING_ROLES, handleAdminProblemTimeLimit);
  registry.implement(
    'admin-problem-time-limit-language',
    AUTHORING_ROLES,
    handleAdminProblemTimeLimitLanguage,
  );
  registry.implement(
    'admin-problem-calculate-time-limit',
    AUTHORING_ROLES,
    handleAdminProblemCalculateTimeLimit(judge),
  );
  registry.implement('admin-problem-test-file-status', AUTHORING_ROLES, handleAdminProblemTestFileStatus);
  registry.implement('admin-problem-test-case-meta', AUTHORING_ROLES, handleAdminProblemTestCaseMeta);
  registry.implement('admin-problem-validation', AUTHORING_ROLES, handleAdminProblemValidation);
  registry.implement('admin-problem-publish', AUTHORING_ROLES, handleAdminProblemPublish);
  registry.implement('admin-problem-tracks-n-batches', AUTHORING_ROLES, handleAdminProblemTracksNBatches);
  registry.implement(
    'admin-problem-private-library-update',
    AUTHORING_ROLES,
    handleAdminProblemPrivateLibraryUpdate,
  );
  registerRevisionEndpoints(registry, AUTHORING_ROLES);
  registerProblemAiEndpoints(registry);
}
