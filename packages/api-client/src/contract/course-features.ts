import { z } from 'zod';
import { endpoint } from './define';
import { safeLink } from './fields';
import { id, isoDateTime, listOf, ok, slug } from './schemas';

const area = 'Course features';
const feature = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  icon_url: z.string().nullable(),
  order: z.number().int(),
});
const featureInput = z.object({
  name: z.string().min(1).max(200),
  description: z.string().max(2000).default(''),
  icon_url: safeLink(500).nullable().optional(),
});

const courseMail = z.object({
  id: z.number().int(),
  subject: z.string(),
  audience: z.enum(['enrolled', 'batches', 'test']),
  batch_slugs: z.array(z.string()),
  test_address: z.string().nullable(),
  sent_by: z.string(),
  created_at: isoDateTime,
  /** Messages put in the outbox, one per recipient. */
  queued: z.number().int().min(0),
  /** Of those, how many the mail server accepted. */
  delivered: z.number().int().min(0),
});

/** The feature catalogue (`course/features/...`) and the features attached to one course (`course/feature/{id}/...`). */
export const courseFeatureEndpoints = {
  'course-features-list': endpoint({
    id: 'course-features-list',
    area,
    method: 'GET',
    path: 'course/features/',
    response: listOf(feature),
    summary: 'The catalogue of course features, in display order.',
  }),
  'course-feature-get': endpoint({
    id: 'course-feature-get',
    area,
    method: 'GET',
    path: 'course/feature/{id}/',
    params: z.object({ id }),
    response: listOf(feature),
    summary: 'Features attached to course {id}, in their order.',
  }),
  'course-features-update': endpoint({
    id: 'course-features-update',
    area,
    method: 'PUT',
    path: 'course/features/{id}/',
    params: z.object({ id }),
    body: featureInput,
    response: feature,
    policy: { revalidates: ['course-features-list'] },
    summary: 'Edits catalogue feature {id}.',
  }),
  'course-feature-edit-post': endpoint({
    id: 'course-feature-edit-post',
    area,
    method: 'POST',
    path: 'course/feature/{id}/edit/',
    params: z.object({ id }),
    body: z.object({ feature: z.number().int().positive(), order: z.number().int().min(0).optional() }),
    response: listOf(feature),
    policy: { revalidates: ['course-feature-get'] },
    summary: 'Attaches a feature to course {id}.',
  }),
  'course-feature-edit-delete': endpoint({
    id: 'course-feature-edit-delete',
    area,
    method: 'DELETE',
    path: 'course/feature/{id}/edit/',
    params: z.object({ id }),
    body: z.object({ feature_id: z.number().int().positive() }),
    response: listOf(feature),
    policy: { revalidates: ['course-feature-get'] },
    summary: 'Detaches a feature from course {id} (the body has no `feature` key, 000 §7).',
  }),
  'course-features-order-update': endpoint({
    id: 'course-features-order-update',
    area,
    method: 'PATCH',
    path: 'course/features/order/update/',
    body: z.object({
      order: z
        .array(z.object({ id: z.number().int().positive(), order: z.number().int().min(0) }))
        .min(1)
        .max(500),
    }),
    response: ok,
    policy: { revalidates: ['course-features-list'] },
  }),
  'course-features-add': endpoint({
    id: 'course-features-add',
    area,
    method: 'POST',
    path: 'course/features/add/',
    body: featureInput,
    response: feature,
    policy: { revalidates: ['course-features-list'] },
  }),
  'x-course-mails-list': endpoint({
    id: 'x-course-mails-list',
    area: 'Course editor',
    method: 'GET',
    path: 'course/{id}/mails/',
    params: z.object({ id }),
    response: z.object({
      results: z.array(courseMail),
      /** The course's batches an email can be sent to, with how many learners each has. */
      batches: z.array(
        z.object({ batch_slug: z.string(), batch_name: z.string(), learners: z.number().int() }),
      ),
      /** False when the server has no SMTP_URL: messages wait in the outbox. */
      delivery_configured: z.boolean(),
    }),
    summary: 'Send Email tab: the emails of course {id} sent so far, newest first, and where they can go.',
  }),
  'x-course-mail-send': endpoint({
    id: 'x-course-mail-send',
    area: 'Course editor',
    method: 'POST',
    path: 'course/{id}/mails/',
    params: z.object({ id }),
    body: z.discriminatedUnion('audience', [
      z.object({ email_index: z.number().int().min(0).max(49), audience: z.literal('enrolled') }),
      z.object({
        email_index: z.number().int().min(0).max(49),
        audience: z.literal('batches'),
        batch_slugs: z.array(slug).min(1).max(50),
      }),
      z.object({
        email_index: z.number().int().min(0).max(49),
        audience: z.literal('test'),
        test_address: z.email().max(320),
      }),
    ]),
    response: courseMail,
    policy: { revalidates: ['x-course-mails-list'] },
    summary:
      'Sends saved email {email_index} of the Send Email tab now: to every learner enrolled in the course, to the learners of chosen batches, or to one test address.',
  }),
} as const;
