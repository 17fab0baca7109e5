import type { EndpointRegistry } from '../api/registry';
import { imageUploadOptions } from '../uploads/images';
import { handleUserDetails, handleUserProfile, handleUserProfileUploadImage } from './handlers/profile';

/** The signed-in person's own account: details, edits and profile image (002 User). */
export function registerAccountEndpoints(registry: EndpointRegistry): void {
  registry.implement('user-details', 'signed-in', handleUserDetails);
  registry.implement('user-profile', 'signed-in', handleUserProfile);
  registry.implement(
    'user-profile-upload-image',
    'signed-in',
    handleUserProfileUploadImage,
    imageUploadOptions,
  );
}
