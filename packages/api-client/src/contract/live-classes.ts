import { z } from 'zod';
import { endpoint } from './define';
import {
  csvUpload,
  dateTime,
  handle,
  httpUrl,
  keyedById,
  listOf,
  message,
  numericId,
  page,
  paginated,
  slug,
} from './fields';

const area = 'Live class admin';
/** 001 §7 names these actions without paths or methods; each acts on one live class. */
const inferred = (what: string, chosen: string) =>
  `the spec names '${what}' without a path or method; ${chosen} on one live class`;
const classParams = z.object({ id: numericId });

const mentor = z.object({
  id: z.number().int(),
  handle,
  name: z.string(),
  profile_image: httpUrl.nullable(),
});

const recording = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The meeting provider's address, or this site's stream of a stored file (/api/latest/media/recordings/{id}). */
  url: z.string(),
  duration_seconds: z.number().min(0),
});

const liveClass = z.object({
  id: z.number().int(),
  slug,
  title: z.string(),
  /** The batch whose learners see it; empty once it is unmapped (it stays listed here, with its attendance). */
  batch_slugs: z.array(slug),
  batch_name: z.string().nullable(),
  mentor: mentor.nullable(),
  start_time: dateTime,
  end_time: dateTime,
  status: z.enum(['upcoming', 'live', 'completed', 'cancelled']),
  is_demo: z.boolean(),
  recordings: z.array(recording),
  attendance_uploaded: z.boolean(),
  /** Learners with attendance recorded (by joining, or from the uploaded report). */
  attendees_count: z.number().int().min(0),
});

const recordingForm = z.object({
  title: z.string().trim().min(1, 'Name the recording').max(200),
  url: httpUrl,
  duration_seconds: z
    .number()
    .int()
    .positive()
    .max(24 * 3600),
});

export const liveClassEndpoints = keyedById([
  endpoint({
    id: 'lca-mentors-all',
    area,
    method: 'GET',
    path: 'mentors/all/',
    query: z.object({ search: z.string().trim().max(100).optional() }),
    response: listOf(mentor),
    policy: { cacheSeconds: 3600 },
    decided: 'method not shown; GET, it lists mentors for the class form',
  }),
  endpoint({
    id: 'lca-live-classes-list',
    area,
    method: 'GET',
    path: 'live-classes/list/',
    query: z.object({
      batch_slug: slug.optional(),
      status: z.enum(['upcoming', 'live', 'completed', 'cancelled']).optional(),
      search: z.string().trim().max(100).optional(),
      page,
    }),
    response: paginated(liveClass),
    policy: { cacheSeconds: 0 },
    decided: 'method not shown; GET, a list',
  }),
  endpoint({
    id: 'lca-reschedule',
    area,
    method: 'PATCH',
    path: 'live-classes/{id}/reschedule/',
    params: classParams,
    body: z
      .object({ start_time: dateTime, end_time: dateTime, reason: z.string().trim().min(1).max(500) })
      .refine((b) => Date.parse(b.start_time) < Date.parse(b.end_time), {
        message: 'The class must end after it starts',
        path: ['end_time'],
      }),
    response: liveClass,
    policy: { revalidates: ['lca-live-classes-list', 'lca-edit-history'] },
    decided: inferred('reschedule', 'PATCH'),
  }),
  endpoint({
    id: 'lca-cancel',
    area,
    method: 'POST',
    path: 'live-classes/{id}/cancel/',
    params: classParams,
    body: z.object({ reason: z.string().trim().min(1).max(500), notify_learners: z.boolean().default(true) }),
    response: liveClass,
    policy: { revalidates: ['lca-live-classes-list', 'lca-edit-history'] },
    decided: inferred('cancel', 'POST'),
  }),
  endpoint({
    id: 'lca-delete',
    area,
    method: 'DELETE',
    path: 'live-classes/{id}/',
    params: classParams,
    response: message,
    policy: { revalidates: ['lca-live-classes-list', 'lca-edit-history'] },
    decided: inferred('delete', 'DELETE'),
  }),
  endpoint({
    id: 'lca-mark-as-demo',
    area,
    method: 'PATCH',
    path: 'live-classes/{id}/mark-as-demo/',
    params: classParams,
    body: z.object({ is_demo: z.boolean() }),
    response: liveClass,
    policy: { revalidates: ['lca-live-classes-list', 'lca-edit-history'] },
    decided: inferred('mark-as-demo', 'PATCH'),
  }),
  endpoint({
    id: 'lca-recordings-reset',
    area,
    method: 'POST',
    path: 'live-classes/{id}/recordings/reset/',
    params: classParams,
    response: liveClass,
    policy: { revalidates: ['lca-live-classes-list', 'lca-edit-history'] },
    decided: inferred('recordings reset', 'POST'),
    summary: 'Removes every recording of the class.',
  }),
  endpoint({
    id: 'lca-recordings-add',
    area,
    method: 'POST',
    path: 'live-classes/{id}/recordings/add/',
    params: classParams,
    body: recordingForm,
    response: liveClass,
    policy: { revalidates: ['lca-live-classes-list', 'lca-edit-history'] },
    decided: inferred('recordings add', 'POST'),
  }),
  endpoint({
    id: 'lca-recordings-add-all',
    area,
    method: 'POST',
    path: 'live-classes/recordings/add-all/',
    body: z.object({
      batch_slug: slug,
      recordings: z
        .array(recordingForm.extend({ class_slug: slug }))
        .min(1, 'Add at least one recording')
        .max(200),
    }),
    /** `missing`: the batch's finished classes that still have no recording after this call. */
    response: z.object({ added_count: z.number().int().min(0), missing: z.array(slug) }),
    policy: { revalidates: ['lca-live-classes-list', 'lca-edit-history'] },
    decided:
      "the spec names 'recordings add-all' without a path or method; POST on live-classes/recordings/add-all/ with one recording per class of a batch, all added in one transaction or none",
    summary:
      "Adds the meeting provider's recordings of many classes of one batch at once (one row per class).",
  }),
  endpoint({
    id: 'lca-unmapping',
    area,
    method: 'DELETE',
    path: 'live-classes/{id}/unmapping/',
    params: classParams,
    query: z.object({ batch_slug: slug }),
    response: liveClass,
    policy: { revalidates: ['lca-live-classes-list', 'lca-edit-history'] },
    decided:
      "the spec writes 'unmapping (DELETE)' without a path; live-classes/{id}/unmapping/ with the batch to unmap",
  }),
  endpoint({
    id: 'x-lca-mapping',
    area,
    method: 'POST',
    path: 'live-classes/{id}/mapping/',
    params: classParams,
    body: z.object({ batch_slug: slug }),
    response: liveClass,
    policy: { revalidates: ['lca-live-classes-list', 'lca-edit-history'] },
    summary:
      "Maps an unmapped class to a batch again (the counterpart of unmapping): a class in a batch is refused (unmap it first), and a class with attendance goes only to a batch all of whose attendees are enrolled in, so no report counts a stranger's minutes.",
  }),
  endpoint({
    id: 'lca-upload-attendance-report',
    area,
    method: 'POST',
    path: 'live-classes/{id}/upload-attendance-report/',
    params: classParams,
    body: z.object({ file: csvUpload }),
    response: z.object({
      processed: z.number().int().min(0),
      matched: z.number().int().min(0),
      unmatched: z.array(z.object({ row: z.number().int().min(1), email: z.string(), reason: z.string() })),
    }),
    policy: { bodyEncoding: 'multipart', revalidates: ['lca-live-classes-list', 'lca-edit-history'] },
    decided: inferred('upload-attendance-report', 'POST (multipart CSV: email, minutes)'),
    summary:
      "The meeting provider's attendance report (CSV with email and minutes columns, at most 5 MB and 5,000 rows): every row is checked first, and only a file without a refused row replaces the class's attendance, in one transaction.",
  }),
  endpoint({
    id: 'lca-edit-history',
    area,
    method: 'GET',
    path: 'live-classes/{id}/edit_history/',
    params: classParams,
    query: z.object({ page }),
    response: paginated(
      z.object({
        changed_by: handle,
        changed_at: dateTime,
        field: z.string(),
        old_value: z.string().nullable(),
        new_value: z.string().nullable(),
      }),
    ),
    decided:
      "method not shown; GET under live-classes/{id}/, since 'edit_history/' as written is already GET edit_history/ of the organization dashboard (002 org-edit-history), scoped to an organization",
  }),
]);
