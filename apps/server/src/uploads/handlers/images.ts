import { createHash } from 'node:crypto';
import type { Handler } from '../../api/registry';
import { badRequest, HttpError } from '../../http/errors';
import { detectImageType, IMAGE_URL_PREFIX, MAX_IMAGE_BYTES } from '../images';

/** Stores an image under its content hash, its type read from its bytes (never its name). */
export const handleUtilUploadImage: Handler<'util-upload-image'> = async ({ input, request }) => {
  const file = input.body.image;
  if (file.size > MAX_IMAGE_BYTES)
    throw new HttpError(413, 'payload_too_large', 'The image is larger than 2 MB.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = detectImageType(bytes);
  if (!extension)
    throw badRequest('This file is not a PNG, JPEG, GIF or WebP image.', {
      image: 'Choose a PNG, JPEG, GIF or WebP image.',
    });
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
  await request.server.objectStore.put(`images/${name}`, bytes);
  return { url: `${IMAGE_URL_PREFIX}${name}` };
};
