import { SETTING_TYPES } from '@learnforge/domain';
import { z } from 'zod';
import { endpoint } from './define';
import {
  courseType,
  dateTime,
  email,
  handle,
  httpUrl,
  isoDate,
  keyedById,
  message,
  numericId,
  pageQuery,
  paginated,
  slug,
} from './fields';

const area = 'Dashboard';
const noPath = (what: string, chosen: string) =>
  `the spec names '${what}' without a path or method; ${chosen}`;
const search = z.string().trim().max(200).optional();

const settingKey = z
  .string()
  .trim()
  .min(1, 'Name the setting')
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Use letters, digits, dots, colons, dashes or underscores');

/** The value travels as text and is checked against `value_type` on the server (SETTING_TYPES, ADR 0072). */
const keyValue = z.object({
  id: z.number().int(),
  key: settingKey,
  value_type: z.enum(SETTING_TYPES),
  value: z.string().max(10_000),
  description: z.string().max(500),
  /** The apps read it (GET site-settings/); a known key's visibility is fixed. */
  is_public: z.boolean(),
  updated_by: handle.nullable(),
  updated_at: dateTime,
});
const keyValueForm = z.object({
  value_type: keyValue.shape.value_type,
  value: keyValue.shape.value,
  description: z.string().trim().max(500).default(''),
  is_public: z.boolean().default(false),
});
const keyParams = z.object({ key: settingKey });

export const staffDashboardEndpoints = keyedById([
  endpoint({
    id: 'staff-dash-batches',
    area,
    method: 'GET',
    path: 'staff/batches/',
    query: pageQuery.extend({ search, course_slug: slug.optional() }),
    response: paginated(
      z.object({
        id: z.number().int(),
        slug,
        name: z.string(),
        course_slug: slug,
        start_date: isoDate,
        end_date: isoDate.nullable(),
        students_count: z.number().int().min(0),
      }),
    ),
    decided: noPath('batches', "GET staff/batches/ (kept apart from 002's dashboard/{view})"),
  }),
  endpoint({
    id: 'staff-dash-all-courses',
    area,
    method: 'GET',
    path: 'staff/all-courses/',
    query: pageQuery.extend({
      search,
      course_type: z.coerce.number<number>().int().min(0).max(4).optional(),
      /** `open`: a batch of it takes enrolments from anyone; `closed`: none does (organization-only or no batch). */
      enrolment: z.enum(['open', 'closed']).optional(),
    }),
    response: paginated(
      z.object({
        course_id: z.number().int(),
        course_slug: slug,
        course_name: z.string(),
        course_type: courseType,
        is_published: z.boolean(),
      }),
    ),
    decided: noPath(
      'all-courses',
      'GET staff/all-courses/ (000 uses all-courses?listing_type=0 for the job form)',
    ),
  }),
  endpoint({
    id: 'staff-dash-users-search',
    area,
    method: 'GET',
    path: 'users/search/',
    query: z.object({ q: z.string().trim().min(2, 'Type at least 2 characters').max(200) }),
    response: z.object({
      results: z
        .array(z.object({ handle, name: z.string(), email, profile_image: httpUrl.nullable() }))
        .max(50),
    }),
    decided: 'method not shown; GET, a search',
  }),
  endpoint({
    id: 'staff-dash-key-value-all',
    area,
    method: 'GET',
    path: 'key-value/all/',
    query: pageQuery.extend({ search }),
    response: paginated(keyValue),
    policy: { cacheSeconds: 0 },
    decided: noPath('key-value admin all', 'GET key-value/all/, page 1 by default (001 §9)'),
  }),
  endpoint({
    id: 'staff-dash-key-value-create',
    area,
    method: 'POST',
    path: 'key-value/create/',
    body: keyValueForm.extend({ key: settingKey }),
    response: keyValue,
    policy: { revalidates: ['staff-dash-key-value-all', 'x-site-settings'] },
    decided: noPath('key-value admin create', 'POST key-value/create/'),
  }),
  endpoint({
    id: 'staff-dash-key-value-update',
    area,
    method: 'PUT',
    path: 'key-value/{key}/',
    params: keyParams,
    body: keyValueForm,
    response: keyValue,
    policy: { revalidates: ['staff-dash-key-value-all', 'x-site-settings'] },
    decided: noPath('key-value admin update', 'PUT key-value/{key}/'),
  }),
  endpoint({
    id: 'staff-dash-key-value-delete',
    area,
    method: 'DELETE',
    path: 'key-value/{key}/',
    params: keyParams,
    response: message,
    policy: { revalidates: ['staff-dash-key-value-all', 'x-site-settings'] },
    decided: noPath('key-value admin delete', 'DELETE key-value/{key}/'),
  }),
  endpoint({
    id: 'x-site-settings',
    area,
    method: 'GET',
    path: 'site-settings/',
    response: z.object({
      settings: z.record(z.string(), z.unknown()),
    }),
    policy: { public: true, neverCache: true },
    summary:
      'The public key-value settings, typed (the promo banner window and text, feature switches); a change shows on the next page load (ADR 0072).',
  }),
  endpoint({
    id: 'staff-dash-courses-event-user-info',
    area,
    method: 'GET',
    path: 'courses-event-user-info/',
    query: pageQuery.extend({
      course_slug: slug,
      /** One live class of the course: its batch's learners, with that class alone counted. */
      live_class_id: numericId.optional(),
      search,
    }),
    /**
     * A course's events are its batches' live classes (site events have no course, ADR 0098): one row per
     * learner of a batch of the course, with the classes held in their batch and what they attended.
     */
    response: paginated(
      z.object({
        handle,
        name: z.string(),
        email,
        phone: z.string().nullable(),
        batch_slug: slug,
        enrolled_at: dateTime,
        /** Classes of their batch that have taken place (cancelled ones aside). */
        classes_held: z.number().int().min(0),
        classes_attended: z.number().int().min(0),
        minutes_attended: z.number().min(0),
        last_attended_at: dateTime.nullable(),
      }),
    ),
    policy: { cacheSeconds: 0 },
    decided:
      "method not shown; GET, a course admin's report of the people of a course's live classes and their attendance (ADR 0098: the course's events are its batches' live classes)",
  }),
  endpoint({
    id: 'staff-dash-generate-certificate',
    area,
    method: 'POST',
    path: 'batch/generate-certificate/',
    body: z.object({ batch_slug: slug, handles: z.array(handle).max(5000).optional() }),
    /** A background job issues them (ADR 0054); `learners` is how many it will check against the rule. */
    response: z.object({ message: z.string(), learners: z.number().int().min(0) }),
    decided:
      'method not shown; POST, it queues a job that issues certificates (all eligible learners when handles is absent)',
  }),
  endpoint({
    id: 'staff-dash-presigned-url',
    area,
    method: 'POST',
    path: 'presigned-url/',
    body: z.object({
      file_name: z.string().min(1).max(200),
      content_type: z.enum([
        'image/png',
        'image/jpeg',
        'image/webp',
        'application/pdf',
        'video/mp4',
        'text/csv',
      ]),
      purpose: z.enum(['course-asset', 'certificate-template', 'banner', 'attachment']),
      /** The file's size in bytes (at most 100 MB): the address takes a file of exactly this size. */
      size: z
        .number()
        .int()
        .min(1)
        .max(100 * 1024 * 1024),
    }),
    response: z.object({ upload_url: z.string().min(1), file_url: httpUrl, expires_at: dateTime }),
    decided: noPath(
      'presigned url',
      'POST presigned-url/; the answer is a one-time upload URL for a file of the declared size (ADR 0067)',
    ),
  }),
]);
