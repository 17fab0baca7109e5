import { z } from 'zod';
import { endpoint } from './define';
import {
  csvFile,
  dateTime,
  email,
  handle,
  isoDate,
  keyedById,
  listOf,
  numericId,
  pageQuery,
  paginated,
  slug,
} from './fields';

const area = 'CRM';
const noPath = (what: string, chosen: string) =>
  `the spec names '${what}' without a path or method; ${chosen}`;
const userParams = z.object({ handle });

const applicationStatus = z.enum([
  'new',
  'contacted',
  'callback_scheduled',
  'interested',
  'not_interested',
  'applied',
  'paid',
  'dropped',
]);

/**
 * The user list's filters, all in the staff page's address: signed up between `from` and `to`, last
 * active between `active_from` and `active_to`, first-touch campaign, country, product interest (a
 * course or batch the person visited, started paying for or was called about) and application status.
 */
const userListFilters = z.object({
  search: z.string().trim().max(200).optional(),
  course_slug: slug.optional(),
  batch_id: numericId.optional(),
  application_status: applicationStatus.optional(),
  utm_source: z.string().max(100).optional(),
  utm_medium: z.string().max(100).optional(),
  utm_campaign: z.string().max(100).optional(),
  country: z.string().length(2).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  active_from: isoDate.optional(),
  active_to: isoDate.optional(),
});

const crmUser = z.object({
  handle,
  name: z.string(),
  email,
  phone: z.string().nullable(),
  country: z.string().length(2).nullable(),
  course_slug: slug.nullable(),
  batch_id: z.number().int().nullable(),
  application_status: applicationStatus,
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  signed_up_at: dateTime,
  last_activity_at: dateTime.nullable(),
  next_callback_at: dateTime.nullable(),
});

const comment = z.object({
  id: z.number().int(),
  author: handle,
  author_name: z.string(),
  text: z.string(),
  created_at: dateTime,
  /** When the author last edited it; null when never edited. */
  updated_at: dateTime.nullable(),
});
const commentText = z.object({ text: z.string().trim().min(1, 'Write a comment').max(2000) });
const callback = z.object({
  id: z.number().int(),
  application_status: applicationStatus,
  batch_id: z.number().int().nullable(),
  comment: z.string(),
  callback_at: dateTime.nullable(),
  created_by: handle,
  created_at: dateTime,
});

/** One entry of the audit trail of what CRM staff changed for a person (extend access, resend an invoice). */
const staffAction = z.object({
  id: z.number().int(),
  action: z.enum(['extend_access', 'resend_invoice']),
  /** The change as people read it: the batch and its old and new end, or the invoice and where it went. */
  summary: z.string(),
  reason: z.string(),
  /** Who did it; null once that staff account is gone. */
  staff: z.object({ handle, name: z.string() }).nullable(),
  created_at: dateTime,
});
const staffActionReason = z.string().trim().min(1, 'Say why, for the audit trail').max(500);

export const crmEndpoints = keyedById([
  endpoint({
    id: 'crm-user-list',
    area,
    method: 'GET',
    path: 'crm/user-list/',
    query: userListFilters.extend(pageQuery.shape),
    response: paginated(crmUser),
    policy: { cacheSeconds: 0 },
    decided: noPath('user-list', 'GET crm/user-list/'),
  }),
  endpoint({
    id: 'crm-user-list-count',
    area,
    method: 'GET',
    path: 'crm/user-list/count/',
    query: userListFilters,
    response: z.object({ count: z.number().int().min(0) }),
    policy: { cacheSeconds: 0 },
    decided: noPath('user-list count', 'GET crm/user-list/count/ with the list filters'),
  }),
  endpoint({
    id: 'crm-user-list-csv',
    area,
    method: 'GET',
    path: 'crm/user-list/csv/',
    query: userListFilters,
    response: csvFile,
    policy: { download: 'text/csv' },
    decided: noPath('user-list csv', 'GET crm/user-list/csv/ with the list filters, a file download'),
  }),
  endpoint({
    id: 'crm-comments',
    area,
    method: 'GET',
    path: 'crm/users/{handle}/comments/',
    params: userParams,
    response: listOf(comment),
    policy: { cacheSeconds: 0 },
    decided: noPath('comments', "GET of one user's comments; adding one is x-crm-comment-add"),
  }),
  endpoint({
    id: 'x-crm-comment-add',
    area,
    method: 'POST',
    path: 'crm/users/{handle}/comments/',
    params: userParams,
    body: commentText,
    response: comment,
    policy: { revalidates: ['crm-comments'] },
    summary: 'CRM staff add a comment to a user (001 §6 "comments"; the spec lists only the read).',
  }),
  endpoint({
    id: 'x-crm-comment-edit',
    area,
    method: 'PATCH',
    path: 'crm/users/{handle}/comments/{id}/',
    params: userParams.extend({ id: numericId }),
    body: commentText,
    response: comment,
    policy: { revalidates: ['crm-comments'] },
    summary: "The author of a CRM comment corrects it; nobody edits another's comment (403).",
  }),
  endpoint({
    id: 'x-crm-user',
    area,
    method: 'GET',
    path: 'crm/users/{handle}/',
    params: userParams,
    response: crmUser,
    policy: { cacheSeconds: 0 },
    summary: "One person as the CRM's user list shows them: the head of their CRM page.",
  }),
  endpoint({
    id: 'crm-callback-history-get',
    area,
    method: 'GET',
    path: 'crm/users/{handle}/callback-history/',
    params: userParams,
    response: listOf(callback),
    policy: { cacheSeconds: 0 },
    decided: "the spec says 'callback history (GET and POST)' without a path; one user's history",
  }),
  endpoint({
    id: 'crm-callback-history-post',
    area,
    method: 'POST',
    path: 'crm/users/{handle}/callback-history/',
    params: userParams,
    body: z.object({
      application_status: applicationStatus,
      comment: z.string().trim().max(2000).default(''),
      callback_at: dateTime.optional(),
      batch_id: z.number().int().positive().optional(),
    }),
    response: callback,
    policy: { revalidates: ['crm-callback-history-get', 'crm-user-list'] },
    decided: "the spec says 'callback history (GET and POST)' without a path; one user's history",
    summary: 'Application status changes are posted as callback history (001 §4).',
  }),
  endpoint({
    id: 'crm-filters-meta',
    area,
    method: 'GET',
    path: 'crm/filters-meta/',
    response: z.object({
      courses: z.array(z.object({ slug, name: z.string() })),
      batches: z.array(z.object({ id: z.number().int(), name: z.string(), course_slug: slug })),
      application_statuses: z.array(applicationStatus),
    }),
    policy: { cacheSeconds: 60 },
    decided: noPath('filters meta', 'GET crm/filters-meta/'),
  }),
  endpoint({
    id: 'crm-utm-choices',
    area,
    method: 'GET',
    path: 'crm/utm-choices/',
    response: z.object({
      utm_source: z.array(z.string()),
      utm_medium: z.array(z.string()),
      utm_campaign: z.array(z.string()),
    }),
    policy: { cacheSeconds: 60 },
    decided: noPath('utm choices', 'GET crm/utm-choices/'),
  }),
  endpoint({
    id: 'crm-countries',
    area,
    method: 'GET',
    path: 'crm/countries/',
    response: listOf(z.object({ code: z.string().length(2), name: z.string() })),
    policy: { cacheSeconds: 86_400 },
    decided: noPath('countries', 'GET crm/countries/'),
  }),
  endpoint({
    id: 'crm-update-user-application',
    area,
    method: 'POST',
    path: 'crm/update-user-application/',
    body: z.object({
      handle,
      batch_id: z.number().int().positive(),
      application_status: applicationStatus,
      comment: z.string().trim().max(2000).optional(),
    }),
    response: crmUser,
    policy: { revalidates: ['crm-user-list', 'crm-callback-history-get'] },
    decided: "the spec writes 'POST update user-application' without a path; crm/update-user-application/",
  }),
  endpoint({
    id: 'crm-product-actions',
    area,
    method: 'GET',
    path: 'crm/users/{handle}/product-actions/',
    params: userParams,
    response: listOf(
      z.object({
        action: z.enum([
          'demo_batch_visit',
          'course_page_payment_initiate',
          'brochure_click',
          'program_visit',
          'add_to_cart',
          'payment',
          'premium_visit',
          'premium_action',
          'counselling',
          'nation_skill_up_interest',
          'external_certification_enrollment',
        ]),
        target: z.string(),
        utm_source: z.string().nullable(),
        utm_medium: z.string().nullable(),
        utm_campaign: z.string().nullable(),
        occurred_at: dateTime,
      }),
    ),
    policy: { cacheSeconds: 0 },
    decided: noPath(
      'product actions',
      "GET of one user's tracked product actions (the crm/... visit and click PUTs feed it)",
    ),
  }),
  endpoint({
    id: 'crm-survey-responses',
    area,
    method: 'GET',
    path: 'survey-responses/{handle}/',
    params: userParams,
    response: listOf(
      z.object({ batch_slug: slug, question: z.string(), answer: z.string(), answered_at: dateTime }),
    ),
    decided: "method not shown; GET, CRM staff read a user's survey answers",
  }),
  endpoint({
    id: 'x-crm-user-purchases',
    area,
    method: 'GET',
    path: 'crm/users/{handle}/purchases/',
    params: userParams,
    response: z.object({
      /** Every batch the person is enrolled in, with when their access ends (ended ones too). */
      batches: z.array(
        z.object({
          batch_id: z.number().int(),
          batch_slug: slug,
          batch_name: z.string(),
          access_ends_at: dateTime,
        }),
      ),
      /** Their orders past the cart, newest first; only a paid one with an invoice can be sent again. */
      orders: z.array(
        z.object({
          order_code: z.string(),
          status: z.enum(['created', 'paid', 'failed', 'expired', 'refunded']),
          amount: z.number().int().min(0),
          items: z.array(z.string()),
          created_at: dateTime,
          paid_at: dateTime.nullable(),
          invoice_number: z.string().nullable(),
        }),
      ),
    }),
    policy: { cacheSeconds: 0 },
    summary: "A person's batches (with their access end) and orders, for the CRM's product actions.",
  }),
  endpoint({
    id: 'x-crm-extend-access',
    area,
    method: 'POST',
    path: 'crm/users/{handle}/extend-access/',
    params: userParams,
    body: z.object({
      batch_id: z.number().int().positive(),
      /** The new end: ahead of now and after the current end (checked on the server, beside this field). */
      access_ends_at: dateTime,
      reason: staffActionReason,
    }),
    response: staffAction,
    policy: { revalidates: ['x-crm-user-purchases', 'x-crm-staff-actions'] },
    summary:
      "CRM staff move the end of a person's access to one of their batches later (issue 21 product actions); the change and the audit entry commit together.",
  }),
  endpoint({
    id: 'x-crm-resend-invoice',
    area,
    method: 'POST',
    path: 'crm/users/{handle}/resend-invoice/',
    params: userParams,
    body: z.object({
      order_code: z.string().trim().min(1, 'Pick an order').max(100),
      reason: staffActionReason,
    }),
    response: staffAction,
    policy: { revalidates: ['x-crm-staff-actions'] },
    summary:
      "CRM staff mail a paid order's invoice to the person again, through the job queue (issue 21 product actions).",
  }),
  endpoint({
    id: 'x-crm-staff-actions',
    area,
    method: 'GET',
    path: 'crm/users/{handle}/staff-actions/',
    params: userParams,
    response: listOf(staffAction),
    policy: { cacheSeconds: 0 },
    summary: 'The audit trail of what CRM staff changed for a person, newest first: who, when, what and why.',
  }),
]);
