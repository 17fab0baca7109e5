import { randomUUID } from 'node:crypto';
import type { Handler } from '../../api/registry';
import { CONTENT_TYPES } from '../../storage/object-store';

/** How long a presigned upload address stays usable. */
const PRESIGNED_UPLOAD_SECONDS = 15 * 60;
const EXTENSION_OF = Object.fromEntries(
  Object.entries(CONTENT_TYPES).map(([extension, type]) => [type, extension]),
) as Record<string, string>;

/**
 * A one-file upload address for the staff tools' larger files (course assets, certificate templates): the
 * browser sends the bytes straight to the store (S3) or to this server's signed address (disk). The address
 * holds one file of the declared `size` (at most 100 MB, ADR 0067).
 */
export const handleStaffDashPresignedUrl: Handler<'staff-dash-presigned-url'> = async ({
  input,
  config,
  request,
}) => {
  const { purpose, content_type, size } = input.body;
  const key = `files/${purpose}/${randomUUID()}.${EXTENSION_OF[content_type]}`;
  const uploadUrl = await request.server.objectStore.presignUpload(key, PRESIGNED_UPLOAD_SECONDS, size);
  return {
    upload_url: uploadUrl,
    file_url: `${config.publicUrl}/uploads/${key}`,
    expires_at: new Date(Date.now() + PRESIGNED_UPLOAD_SECONDS * 1000).toISOString(),
  };
};
