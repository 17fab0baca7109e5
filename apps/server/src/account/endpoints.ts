import type { EndpointRegistry } from '../api/registry';
import { imageUploadOptions } from '../uploads/images';
import {
  handleGetInstitute,
  handleInstitute,
  handleInstituteOrganization,
  handleInstitutesSearch,
} from './handlers/institutes';
import { handleUserDetails, handleUserProfile, handleUserProfileUploadImage } from './handlers/profile';

/** The signed-in person's own account: details, edits and profile image, and the institutes to pick from (002 User). */
export function registerAccountEndpoints(registry: EndpointRegistry): void {
  registry.implement('user-institutes-all', 'public', handleInstitutesSearch);
  registry.implement('user-institutes-institute', 'public', handleInstitute);
  registry.implement('user-get-institute', 'public', handleGetInstitute);
  registry.implement('user-institute-organization', 'signed-in', handleInstituteOrganization);
  registry.implement('user-details', 'signed-in', handleUserDetails);
  // The rewards store reads the same details (002 lists user/details/ under Rewards too): the balance in
  // `reward_points`, and the name, e-mail and phone a shipped reward goes out with.
  registry.implementSameRoute('rewards-user-details');
  registry.implement('user-profile', 'signed-in', handleUserProfile);
  registry.implement(
    'user-profile-upload-image',
    'signed-in',
    handleUserProfileUploadImage,
    imageUploadOptions,
  );
}
