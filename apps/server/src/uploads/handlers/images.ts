import type { Handler } from '../../api/registry';
import { storeImage } from '../images';

/** Stores an image under its content hash, its type read from its bytes (never its name). */
export const handleUtilUploadImage: Handler<'util-upload-image'> = async ({ input, request }) => ({
  url: await storeImage(request.server.objectStore, input.body.image, 'image'),
});
