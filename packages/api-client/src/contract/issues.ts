import { z } from 'zod';
import { endpoint } from './define';
import {
  dateTime,
  email,
  handle,
  httpUrl,
  keyedById,
  listOf,
  message,
  money,
  numericId,
  pageQuery,
  pageUrl,
  paginated,
  slug,
} from './fields';

const area = 'Issues';
const noPath = (what: string, chosen: string) =>
  `the spec names '${what}' without a path or method; ${chosen}`;
const issueParams = z.object({ id: numericId });

/** Statuses of the tracker; the all-status view makes one list request per status (001 §7). */
const issueStatus = z.enum(['open', 'in_progress', 'waiting_on_user', 'resolved', 'closed']);
const priority = z.enum(['low', 'medium', 'high', 'urgent']);
const category = z.enum(['payment', 'course_content', 'technical', 'certificate', 'account', 'other']);

const label = z.object({
  id: z.number().int(),
  name: z.string().min(1).max(50),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a #RRGGBB colour'),
});

const issue = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: issueStatus,
  priority,
  category,
  reporter: handle,
  assignee: handle.nullable(),
  labels: z.array(label),
  /** The page the reporter was on. */
  page_url: z.string().nullable(),
  created_at: dateTime,
  updated_at: dateTime,
});

const newIssue = z.object({
  title: z.string().trim().min(5, 'Use at least 5 characters').max(200),
  description: z.string().trim().min(1, 'Describe the problem').max(10_000),
  category,
});

export const issueEndpoints = keyedById([
  endpoint({
    id: 'issues-list',
    area,
    method: 'GET',
    path: 'issues/',
    query: pageQuery.extend({
      status: issueStatus,
      assignee: handle.optional(),
      label_id: numericId.optional(),
      category: category.optional(),
      search: z.string().trim().max(200).optional(),
    }),
    response: paginated(issue),
    policy: { cacheSeconds: 0 },
    summary:
      'One status at a time; if any of the per-status requests fails, the all-status view lists the errors.',
  }),
  endpoint({
    id: 'x-issue-get',
    area,
    method: 'GET',
    path: 'issues/{id}/',
    params: issueParams,
    response: issue,
    policy: { cacheSeconds: 0 },
    summary:
      'One ticket, for its page beside its activity and the reporter (the spec lists only the per-status lists).',
  }),
  endpoint({
    id: 'issues-post',
    area,
    method: 'POST',
    path: 'issues/',
    body: newIssue.extend({ page_url: pageUrl }),
    response: issue,
    policy: { pageUrl: true, revalidates: ['issues-list'] },
    summary: 'A learner reports an issue from the page they are on.',
  }),
  endpoint({
    id: 'issues-filters',
    area,
    method: 'GET',
    path: 'issues/filters/',
    response: z.object({
      statuses: z.array(issueStatus),
      priorities: z.array(priority),
      categories: z.array(category),
      labels: z.array(label),
      assignees: z.array(z.object({ handle, name: z.string() })),
    }),
    policy: { cacheSeconds: 300 },
    decided: noPath('filters', 'GET issues/filters/'),
  }),
  endpoint({
    id: 'issues-activity',
    area,
    method: 'GET',
    path: 'issues/{id}/activity/',
    params: issueParams,
    response: listOf(
      z.object({
        id: z.number().int(),
        /** The handle of who did it ('deleted account' once the account is gone). */
        actor: z.string(),
        /** `staff_reply` text is sanitized HTML; every other kind is plain text. */
        kind: z.enum([
          'created',
          'comment',
          'staff_reply',
          'email_reply',
          'status',
          'assignee',
          'priority',
          'labels',
        ]),
        text: z.string(),
        created_at: dateTime,
      }),
    ),
    policy: { cacheSeconds: 0 },
    decided: noPath('activity', 'GET issues/{id}/activity/, the timeline of one ticket'),
  }),
  endpoint({
    id: 'issues-bulk-field-update',
    area,
    method: 'PATCH',
    path: 'issues/bulk-field-update/',
    body: z.discriminatedUnion('field', [
      z.object({
        issue_ids: z.array(z.number().int().positive()).min(1).max(500),
        field: z.literal('status'),
        value: issueStatus,
      }),
      z.object({
        issue_ids: z.array(z.number().int().positive()).min(1).max(500),
        field: z.literal('priority'),
        value: priority,
      }),
      z.object({
        issue_ids: z.array(z.number().int().positive()).min(1).max(500),
        field: z.literal('assignee'),
        value: handle.nullable(),
      }),
      z.object({
        issue_ids: z.array(z.number().int().positive()).min(1).max(500),
        field: z.literal('labels'),
        value: z.array(z.number().int().positive()).max(20),
      }),
    ]),
    response: z.object({ updated_count: z.number().int().min(0) }),
    policy: { revalidates: ['issues-list', 'x-issue-get', 'issues-activity'] },
    decided: noPath('bulk-field-update', 'PATCH issues/bulk-field-update/, one field for many tickets'),
  }),
  endpoint({
    id: 'issues-labels-get',
    area,
    method: 'GET',
    path: 'issues/labels/',
    response: listOf(label),
    policy: { cacheSeconds: 300 },
    decided: "the spec writes 'labels (GET, POST, DELETE)' without a path; issues/labels/",
  }),
  endpoint({
    id: 'issues-labels-post',
    area,
    method: 'POST',
    path: 'issues/labels/',
    body: label.omit({ id: true }),
    response: label,
    policy: { revalidates: ['issues-labels-get', 'issues-filters', 'issues-list'] },
    decided: "the spec writes 'labels (GET, POST, DELETE)' without a path; issues/labels/",
  }),
  endpoint({
    id: 'issues-labels-delete',
    area,
    method: 'DELETE',
    path: 'issues/labels/',
    query: z.object({ label_id: numericId }),
    response: message,
    policy: { revalidates: ['issues-labels-get', 'issues-filters', 'issues-list'] },
    decided:
      "the spec writes 'labels (GET, POST, DELETE)' without a path; issues/labels/ with the label in the query",
  }),
  endpoint({
    id: 'issues-create',
    area,
    method: 'POST',
    path: 'issues/create/',
    body: newIssue.extend({
      /** The page the user told support about; stored as the ticket's page_url. */
      reported_url: httpUrl.optional(),
      reporter: handle,
      assignee: handle.optional(),
      priority: priority.default('medium'),
      label_ids: z.array(z.number().int().positive()).max(20).default([]),
    }),
    response: issue,
    policy: { revalidates: ['issues-list'] },
    decided: noPath(
      'create',
      'POST issues/create/; support staff open a ticket for a user (POST issues/ is the learner form)',
    ),
  }),
  endpoint({
    id: 'issues-email-reply-queue',
    area,
    method: 'POST',
    path: 'issues/{id}/email-reply-queue/',
    params: issueParams,
    body: z.object({
      body_html: z.string().trim().min(1, 'Write a reply').max(50_000),
      cc: z.array(email).max(10).default([]),
      status_after: issueStatus.optional(),
    }),
    response: z.object({ queued: z.literal(true), queue_id: z.string() }),
    policy: { timeoutMs: 5000, revalidates: ['issues-activity', 'x-issue-get', 'issues-list'] },
    decided: noPath(
      'email-reply-queue',
      'POST issues/{id}/email-reply-queue/, queues a reply to the reporter',
    ),
  }),
  endpoint({
    id: 'issues-get-user-data',
    area,
    method: 'GET',
    path: 'issues/get-user-data/',
    /** 001 §7: the handle travels base64-encoded. */
    query: z.object({ handle: z.base64().min(1).max(200) }),
    response: z.object({
      handle,
      name: z.string(),
      email,
      phone: z.string().nullable(),
      batches: z.array(z.object({ slug, name: z.string(), enrolled_at: dateTime })),
      transactions: z.array(
        z.object({ order_id: z.string(), amount: money, status: z.string(), created_at: dateTime }),
      ),
    }),
    policy: { cacheSeconds: 0, base64: ['handle'] },
    decided: noPath('get-user-data', 'GET issues/get-user-data/?handle=<base64 of the handle>'),
  }),
]);
