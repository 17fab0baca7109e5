import { z } from 'zod';
import { endpoint } from './define';
import { listOf, upload } from './schemas';
import { userDetails } from './user';

const area = 'Other';

export const platformEndpoints = {
  'util-upload-image': endpoint({
    id: 'util-upload-image',
    area,
    method: 'POST',
    path: '/util/uploadImage.php',
    base: 'root',
    body: z.object({ image: upload }),
    response: z.object({ url: z.string() }),
    policy: { bodyEncoding: 'multipart' },
    decided: 'method not shown: POST, multipart with one image field (PNG, JPEG, WebP, GIF; at most 2 MB)',
  }),
  'websocket-endpoint': endpoint({
    id: 'websocket-endpoint',
    area,
    method: 'GET',
    path: 'ws/',
    response: z.object({ type: z.string(), payload: z.unknown() }),
    policy: { websocket: true },
    decided:
      'address not shown: a WebSocket upgrade at ws/ under the version prefix; the response schema is one JSON message',
  }),
  'google-signin-verify': endpoint({
    id: 'google-signin-verify',
    area,
    method: 'POST',
    path: '/api/auth/google/',
    base: 'root',
    body: z.object({ credential: z.string().min(1).max(10_000) }),
    response: z.object({ user: userDetails }),
    policy: { public: true },
    decided: 'path and method not shown: POST /api/auth/google/ with the Google ID token as credential',
  }),
  'recommendations-api': endpoint({
    id: 'recommendations-api',
    area,
    method: 'GET',
    path: 'recommendations/',
    query: z.object({
      context: z.enum(['problem', 'course', 'job']),
      slug: z.string().max(200).optional(),
      limit: z.coerce.number<number>().int().min(1).max(50).optional(),
    }),
    response: listOf(
      z.object({
        kind: z.enum(['problem', 'course', 'job']),
        slug: z.string(),
        title: z.string(),
        reason: z.string(),
      }),
    ),
    decided: 'path and method not shown: GET recommendations/ under the version prefix',
  }),
} as const;
