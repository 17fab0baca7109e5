import { z } from 'zod';
import { endpoint } from './define';
import {
  courseType,
  dateTime,
  email,
  httpUrl,
  keyedById,
  page,
  paginated,
  slug,
  trackEntityType,
} from './fields';

const area = 'My courses and login';

const myCourse = z.object({
  course_id: z.number().int(),
  course_slug: slug,
  course_name: z.string(),
  course_type: courseType,
  batch_slug: slug,
  batch_name: z.string(),
  image_url: httpUrl.nullable(),
  /** Shown capped at 100 (001 §9). */
  progress: z.number().min(0).max(100),
  enrolled_at: dateTime,
  access_expires_at: dateTime.nullable(),
  /** Where the learner left off, for "Continue"; null before their first visit. */
  resume: z
    .object({ track_slug: slug, entity_type: trackEntityType, entity_id: z.number().int() })
    .nullable(),
});

export const accountEndpoints = keyedById([
  endpoint({
    id: 'my-courses-users',
    area,
    method: 'GET',
    path: 'users/myCourses',
    response: z.object({ results: z.array(myCourse) }),
    policy: { cacheSeconds: 0 },
    summary: "Every batch the caller is enrolled in, for the header's 'My courses' menu.",
  }),
  endpoint({
    id: 'my-courses-user-courses',
    area,
    method: 'GET',
    path: 'user/courses/',
    query: z.object({ status: z.enum(['ongoing', 'completed', 'expired']).default('ongoing'), page }),
    response: paginated(myCourse),
    policy: { cacheSeconds: 0 },
    summary: 'The My courses page, one tab per status.',
  }),
  endpoint({
    id: 'login-forgot-password',
    area,
    method: 'POST',
    path: '/api/auth/forgot-password/email-code',
    base: 'root',
    body: z.object({ email, captcha: z.string().min(1, 'Complete the captcha') }),
    /** 001 §8: markup with class alert-danger is an error, any other markup is info. */
    response: z.object({ markup: z.string() }),
    policy: { public: true },
    decided:
      "the spec writes 'POST forgot-password email-code with captcha' without a path; it belongs to the auth service, so /api/auth/forgot-password/email-code on the origin, beside /api/auth/reset-password",
  }),
]);
