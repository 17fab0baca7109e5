import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import {
  handleCancel,
  handleDelete,
  handleLiveClassEditHistory,
  handleLiveClassesList,
  handleMapping,
  handleMarkAsDemo,
  handleMentorsAll,
  handleRecordingsAdd,
  handleRecordingsAddAll,
  handleRecordingsReset,
  handleReschedule,
  handleUnmapping,
  handleUploadAttendanceReport,
} from './handlers';

/** Live-class administration for course admins (001 §6, §7 "Live class admin"; ADR 0084). */
export function registerLiveClassAdminEndpoints(registry: EndpointRegistry): void {
  const admins = AREA_ROLES.liveClasses;
  registry.implement('lca-mentors-all', admins, handleMentorsAll);
  registry.implement('lca-live-classes-list', admins, handleLiveClassesList);
  registry.implement('lca-reschedule', admins, handleReschedule);
  registry.implement('lca-cancel', admins, handleCancel);
  registry.implement('lca-delete', admins, handleDelete);
  registry.implement('lca-mark-as-demo', admins, handleMarkAsDemo);
  registry.implement('lca-recordings-reset', admins, handleRecordingsReset);
  registry.implement('lca-recordings-add', admins, handleRecordingsAdd);
  registry.implement('lca-recordings-add-all', admins, handleRecordingsAddAll);
  registry.implement('lca-unmapping', admins, handleUnmapping);
  registry.implement('x-lca-mapping', admins, handleMapping);
  registry.implement('lca-upload-attendance-report', admins, handleUploadAttendanceReport);
  registry.implement('lca-edit-history', ['course_admin', 'moderator'], handleLiveClassEditHistory);
}
