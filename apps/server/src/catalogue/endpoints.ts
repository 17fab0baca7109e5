import type { EndpointRegistry } from '../api/registry';
import { handleCoursesAllCategory, handleCoursesGlobalSearch, handleCoursesList } from './handlers/catalogue';
import { handleSaleActive, handleSaleBannersGet, handleSaleBannersPut } from './handlers/sale-banners';

export function registerCatalogueEndpoints(registry: EndpointRegistry): void {
  registry.implement('courses-list', 'public', handleCoursesList);
  registry.implement('courses-global-search', 'public', handleCoursesGlobalSearch);
  registry.implement('courses-all-category', 'public', handleCoursesAllCategory);
  registry.implement('courses-sale-active', 'public', handleSaleActive);
  registry.implement('courses-dash-sale-banners-get', ['course_admin'], handleSaleBannersGet);
  registry.implement('courses-dash-sale-banners-put', ['course_admin'], handleSaleBannersPut);
}
