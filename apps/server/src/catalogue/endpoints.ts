import type { EndpointRegistry } from '../api/registry';
import { handleCoursesAllCategory, handleCoursesGlobalSearch, handleCoursesList } from './handlers/catalogue';

export function registerCatalogueEndpoints(registry: EndpointRegistry): void {
  registry.implement('courses-list', 'public', handleCoursesList);
  registry.implement('courses-global-search', 'public', handleCoursesGlobalSearch);
  registry.implement('courses-all-category', 'public', handleCoursesAllCategory);
}
