import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import {
  handleGeneralFooterMenu,
  handleGeneralHeaderMenu,
  handleGeneralSubheaderMenu,
  handleUserCountryCallingCodes,
} from './handlers/menus';
import { handlePromotionalEvents, handleSiteTestimonials } from './handlers/promotions';
import {
  handleTermsGet,
  handleTermsUpdate,
  handleUserConsentFormGet,
  handleUserConsentFormPut,
} from './handlers/terms';

/** Menus, promotions, testimonials, calling codes, terms of service and consent forms: the site's own content (001 §7, 002 §7). */
export function registerSiteEndpoints(registry: EndpointRegistry): void {
  registry.implement('general-header-menu', 'public', handleGeneralHeaderMenu);
  registry.implement('general-subheader-menu', 'public', handleGeneralSubheaderMenu);
  registry.implement('general-footer-menu', 'public', handleGeneralFooterMenu);
  registry.implement('user-country-calling-codes', 'public', handleUserCountryCallingCodes);
  registry.implement('general-promotional-events', 'public', handlePromotionalEvents);
  registry.implement('general-testimonials', 'public', handleSiteTestimonials);
  registry.implement('terms-get', 'public', handleTermsGet);
  registry.implement('terms-update', AREA_ROLES.siteSettings, handleTermsUpdate);
  registry.implement('user-consent-form-get', 'signed-in', handleUserConsentFormGet);
  registry.implement('user-consent-form-put', 'signed-in', handleUserConsentFormPut);
}
