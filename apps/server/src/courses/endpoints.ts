import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import { handleCoursesDetail, handleCoursesDetails } from './handlers/course-pages';
import { handleCourseEditorGet, handleCourseEditorList, handleCourseEditorUpdate } from './handlers/editor';
import {
  handleCourseFeatureEditDelete,
  handleCourseFeatureEditPost,
  handleCourseFeatureGet,
  handleCourseFeaturesAdd,
  handleCourseFeaturesList,
  handleCourseFeaturesOrderUpdate,
  handleCourseFeaturesUpdate,
} from './handlers/features';
import { handleCourseMailSend, handleCourseMailsList } from './handlers/mails';

export function registerCourseEndpoints(registry: EndpointRegistry): void {
  registry.implement('x-course-editor-list', AREA_ROLES.courseEditor, handleCourseEditorList);
  registry.implement('x-course-editor-get', AREA_ROLES.courseEditor, handleCourseEditorGet);
  registry.implement('x-course-editor-update', AREA_ROLES.courseEditor, handleCourseEditorUpdate);
  registry.implement('courses-details', 'public', handleCoursesDetails);
  registry.implement('courses-detail', 'public', handleCoursesDetail);
  registry.implement('course-features-list', AREA_ROLES.courseEditor, handleCourseFeaturesList);
  registry.implement('course-features-add', AREA_ROLES.courseEditor, handleCourseFeaturesAdd);
  registry.implement('course-features-update', AREA_ROLES.courseEditor, handleCourseFeaturesUpdate);
  registry.implement(
    'course-features-order-update',
    AREA_ROLES.courseEditor,
    handleCourseFeaturesOrderUpdate,
  );
  registry.implement('course-feature-get', AREA_ROLES.courseEditor, handleCourseFeatureGet);
  registry.implement('course-feature-edit-post', AREA_ROLES.courseEditor, handleCourseFeatureEditPost);
  registry.implement('course-feature-edit-delete', AREA_ROLES.courseEditor, handleCourseFeatureEditDelete);
  registry.implement('x-course-mails-list', AREA_ROLES.courseEditor, handleCourseMailsList);
  registry.implement('x-course-mail-send', AREA_ROLES.courseEditor, handleCourseMailSend);
}
