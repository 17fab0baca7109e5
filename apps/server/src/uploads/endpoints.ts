import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import { handleUtilUploadImage } from './handlers/images';
import { handleStaffDashPresignedUrl } from './handlers/presigned-urls';
import { imageUploadOptions } from './images';

export function registerUploadEndpoints(registry: EndpointRegistry): void {
  registry.implement('util-upload-image', AREA_ROLES.uploads, handleUtilUploadImage, imageUploadOptions);
  registry.implement('staff-dash-presigned-url', AREA_ROLES.uploads, handleStaffDashPresignedUrl);
}
