import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import { handleUtilUploadImage } from './handlers/images';
import { handleStaffDashPresignedUrl } from './handlers/presigned-urls';
import { MAX_IMAGE_BYTES } from './images';

export function registerUploadEndpoints(registry: EndpointRegistry): void {
  registry.implement('util-upload-image', AREA_ROLES.uploads, handleUtilUploadImage, {
    config: { multipartOptions: { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } } },
  });
  registry.implement('staff-dash-presigned-url', AREA_ROLES.uploads, handleStaffDashPresignedUrl);
}
