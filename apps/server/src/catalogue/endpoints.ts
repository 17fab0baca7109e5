import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import { handleCoursesAllCategory, handleCoursesGlobalSearch, handleCoursesList } from './handlers/catalogue';
import {
  handleCategoryTypes,
  handleCoursesAdmin,
  handleCoursesDashListing,
  handleRegistrationCounts,
  handleRegistrationStats,
} from './handlers/course-admin';
import {
  handleCourseFeedbacks,
  handleCourseMeta,
  handleCourseTestimonials,
  handleCourseTestimonialsManageGet,
  handleCourseTestimonialsManagePut,
} from './handlers/course-voices';
import {
  handleCourseLocations,
  handleCoursesHome,
  handleCoursesOffline,
  handleGateCourses,
  handleSectionOrdering,
  handleSectionOrderingGet,
} from './handlers/home';
import { handleCounsellingRegistration, handlePaymentInitiate } from './handlers/leads';
import { handleSaleActive, handleSaleBannersGet, handleSaleBannersPut } from './handlers/sale-banners';

export function registerCatalogueEndpoints(registry: EndpointRegistry): void {
  registry.implement('courses-list', 'public', handleCoursesList);
  // 002 lists the listing again under premium: the same call, `premium=true` keeps the courses in premium.
  registry.implementSameRoute('premium-courses');
  registry.implement('courses-global-search', 'public', handleCoursesGlobalSearch);
  registry.implement('courses-all-category', 'public', handleCoursesAllCategory);
  registry.implement('courses-sale-active', 'public', handleSaleActive);
  registry.implement('courses-dash-sale-banners-get', ['course_admin'], handleSaleBannersGet);
  registry.implement('courses-dash-sale-banners-put', ['course_admin'], handleSaleBannersPut);
  registry.implement('courses-home', 'public', handleCoursesHome);
  registry.implement('courses-dash-section-ordering', ['course_admin'], handleSectionOrdering);
  registry.implement('x-section-ordering', ['course_admin'], handleSectionOrderingGet);
  registry.implement('course-locations', 'public', handleCourseLocations);
  registry.implement('courses-offline', 'public', handleCoursesOffline);
  registry.implement('gate-courses-list', 'public', handleGateCourses);
  registry.implement('courses-counselling-registration', 'public', handleCounsellingRegistration);
  registry.implement('courses-crm-payment-initiate', 'signed-in', handlePaymentInitiate);
  registry.implement('courses-testimonials', 'public', handleCourseTestimonials);
  registry.implement('courses-dash-category-types', ['course_admin'], handleCategoryTypes);
  registry.implement('courses-dash-listing', ['course_admin'], handleCoursesDashListing);
  registry.implement('courses-admin', AREA_ROLES.courseEditor, handleCoursesAdmin);
  registry.implement('courses-registration-counts', ['course_admin'], handleRegistrationCounts);
  registry.implement('courses-registration-stats', ['course_admin'], handleRegistrationStats);
  registry.implement('courses-feedbacks', 'public', handleCourseFeedbacks);
  registry.implement('courses-meta', 'public', handleCourseMeta);
  registry.implement('x-course-testimonials-get', AREA_ROLES.courseEditor, handleCourseTestimonialsManageGet);
  registry.implement('x-course-testimonials-put', AREA_ROLES.courseEditor, handleCourseTestimonialsManagePut);
}
