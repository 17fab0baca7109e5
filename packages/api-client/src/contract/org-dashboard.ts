import { PROCTORING_EVENT_KINDS } from '@learnforge/domain';
import { z } from 'zod';
import { endpoint, fileDownload } from './define';
import {
  id,
  int,
  isoDateTime,
  ok,
  organizationType,
  pageQuery,
  paginated,
  slug,
  tierOption,
  upload,
} from './schemas';

const area = 'Organization dashboard';
/** Every dashboard call carries the page's `?organization=` as `slug` (002 §2); the client adds it. */
const scoped = { organizationSlug: true } as const;
const orgQuery = z.object({ slug: slug.optional() });
const listQuery = orgQuery.extend(pageQuery.shape).extend({ search: z.string().max(200).optional() });
const batchQuery = listQuery.extend({ batch_slug: slug.optional() });
/** The user repository's list and its CSV: search, date range and sort (`-pod_solved_count` by default). */
const podStatsQuery = listQuery.extend({
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  sortBy: z.string().max(40).optional(),
});
const reportFilters = listQuery.extend({
  batches: z.string().optional(),
  contests: z.string().optional(),
  institutes: z.string().optional(),
  degrees: z.string().optional(),
  branches: z.string().optional(),
  sections: z.string().optional(),
  sortBy: z.string().default('-avg_score'),
});

const student = z.object({ handle: z.string(), name: z.string(), email: z.string() });
const durations = z.object({
  live_duration_minutes: z.number(),
  live_count: z.number().int(),
  recorded_duration_minutes: z.number(),
  recorded_count: z.number().int(),
  prerecorded_duration_minutes: z.number(),
  prerecorded_count: z.number().int(),
});
const counts = z.object({
  articles_count: z.number().int(),
  problems_count: z.number().int(),
  quizzes_count: z.number().int(),
  contests_count: z.number().int(),
});
const scores = z.object({ problem_score: z.number(), quiz_score: z.number(), contest_score: z.number() });
const reportRow = student
  .extend({
    problems_solved: z.number().int(),
    streak: z.number().int(),
    progress: z.number().min(0).max(100),
  })
  .extend(scores.shape)
  .extend(durations.shape)
  .extend(counts.shape);
const batchSummary = z.object({ slug: z.string(), name: z.string() });
const course = z.object({
  course_slug: z.string(),
  course_name: z.string(),
  course_type: z.number().int(),
  batch: batchSummary,
  students_count: z.number().int(),
  start_date: isoDateTime.nullable(),
  end_date: isoDateTime.nullable(),
  progress: z.number().min(0).max(100),
});
const deal = z.object({
  deal_id: z.number().int(),
  deal_number: z.string(),
  start_date: isoDateTime,
  expiry_date: isoDateTime,
  batch: batchSummary,
  licenses_purchased: z.number().int(),
  active_licenses: z.number().int(),
  remaining_licenses: z.number().int(),
});
const accessResult = z.object({
  processed: z.number().int(),
  failed: z.array(z.object({ email: z.string(), reason: z.string() })),
});
const classStatus = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
/** Query strings carry numbers as text: coerce, then keep only the codes the spec lists. */
const classStatusQuery = z.coerce.number<number>().pipe(classStatus);
const activeFilterQuery = z.coerce.number<number>().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]));
const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  /** The batch the notice is for; null when it is for the whole organization. */
  batch_slug: z.string().nullable(),
  created_at: isoDateTime,
});
/**
 * Whole-number ranges such as `0-25,51-75` (the filter ranges of 000 §9); a row matches when its
 * value, rounded to a whole number, lies in any of them.
 */
const rangeList = z
  .string()
  .max(200)
  .regex(/^\d{1,3}-\d{1,3}(,\d{1,3}-\d{1,3})*$/, 'Ranges look like 0-25,51-75.');
const attendanceRow = student.extend({ attended: z.boolean(), duration_minutes: z.number() });
const csvQuery = orgQuery.extend({ batch_slug: slug.optional() });

export const orgDashboardEndpoints = {
  'org-meta': endpoint({
    id: 'org-meta',
    area,
    method: 'GET',
    path: 'organization-dashboard/meta/',
    query: orgQuery,
    response: z.object({
      organization_id: z.number().int(),
      organization_name: z.string(),
      organization_slug: z.string(),
      organization_type: organizationType,
      current_date: isoDateTime,
      tabs: z.array(z.string()),
    }),
    policy: scoped,
    summary: 'The organization the caller administers, its type and the dashboard tabs it may open.',
  }),
  'org-my-courses': endpoint({
    id: 'org-my-courses',
    area,
    method: 'GET',
    path: 'organization-dashboard/my-courses/',
    query: listQuery,
    response: paginated(course),
    policy: scoped,
  }),
  'org-courses-management': endpoint({
    id: 'org-courses-management',
    area,
    method: 'GET',
    path: 'organization-dashboard/courses-management/',
    query: listQuery.extend({ active: activeFilterQuery.optional() }),
    response: paginated(course.extend({ active: z.boolean() })),
    policy: scoped,
  }),
  'org-company-deals': endpoint({
    id: 'org-company-deals',
    area,
    method: 'GET',
    path: 'organization-dashboard/company/deals/',
    query: listQuery,
    response: paginated(deal),
    policy: scoped,
  }),
  'org-users-repository-pod-stats': endpoint({
    id: 'org-users-repository-pod-stats',
    area,
    method: 'GET',
    path: 'organization-dashboard/users-repository/pod-stats',
    query: podStatsQuery,
    response: paginated(
      student.extend({
        problems_solved: z.number().int(),
        streak: z.number().int(),
        pod_solved_count: z.number().int(),
      }),
    ),
    policy: scoped,
  }),
  'x-org-users-repository-pod-stats-csv': endpoint({
    id: 'x-org-users-repository-pod-stats-csv',
    area,
    method: 'GET',
    path: 'organization-dashboard/users-repository/pod-stats/csv/',
    query: podStatsQuery.omit({ page: true, page_size: true }),
    summary: 'The user repository as CSV, with the search, date range and sort of the screen.',
    response: fileDownload,
    policy: { ...scoped, download: 'text/csv' },
  }),
  'org-users-repository-aggregate-pod-stats': endpoint({
    id: 'org-users-repository-aggregate-pod-stats',
    area,
    method: 'GET',
    path: 'organization-dashboard/users-repository/aggregate-pod-stats/',
    query: orgQuery.extend({ from: isoDateTime.optional(), to: isoDateTime.optional() }),
    response: z.object({
      total_users: z.number().int(),
      active_users: z.number().int(),
      pod_solved_total: z.number().int(),
      average_streak: z.number(),
    }),
    policy: scoped,
  }),
  'org-download-csv': endpoint({
    id: 'org-download-csv',
    area,
    method: 'GET',
    path: 'organization-dashboard/download-csv/',
    query: csvQuery.extend({
      report_type: z.enum(['topper-agg-report', 'obc-att-agg-report']),
      search: z.string().max(200).optional(),
    }),
    summary: 'Takes the search of the consolidated report on screen.',
    response: fileDownload,
    policy: { ...scoped, download: 'text/csv' },
  }),
  'org-consolidated-report': endpoint({
    id: 'org-consolidated-report',
    area,
    method: 'GET',
    path: 'organization-dashboard/consolidated-report/',
    query: batchQuery.extend({ sortBy: z.string().optional() }),
    response: paginated(reportRow),
    policy: scoped,
  }),
  'org-university-details': endpoint({
    id: 'org-university-details',
    area,
    method: 'GET',
    path: 'organization-dashboard/university/details/',
    query: orgQuery,
    response: z.object({
      institutes: z.array(z.object({ id: z.number().int(), name: z.string() })),
      degrees: z.array(z.string()),
      branches: z.array(z.string()),
      sections: z.array(z.string()),
      batches: z.array(batchSummary),
      contests: z.array(batchSummary),
    }),
    policy: scoped,
    summary: 'Filter options of the aggregated report.',
  }),
  'org-university-aggregated-report': endpoint({
    id: 'org-university-aggregated-report',
    area,
    method: 'GET',
    path: 'organization-dashboard/university/aggregated/report/',
    query: reportFilters,
    response: paginated(
      reportRow.extend({
        institute: z.string(),
        degree: z.string(),
        branch: z.string(),
        section: z.string(),
        avg_score: z.number(),
      }),
    ),
    policy: scoped,
    summary: 'Institutes only. Comma-separated filter lists; sortBy defaults to -avg_score.',
  }),
  'org-university-aggregated-report-csv': endpoint({
    id: 'org-university-aggregated-report-csv',
    area,
    method: 'GET',
    path: 'organization-dashboard/university/aggregated/report/csv/',
    query: reportFilters,
    response: fileDownload,
    policy: { ...scoped, download: 'text/csv' },
  }),
  'org-batch-leaderboard': endpoint({
    id: 'org-batch-leaderboard',
    area,
    method: 'GET',
    path: 'organization-dashboard/batch/{batchSlug}/leaderboard/',
    params: z.object({ batchSlug: slug }),
    query: listQuery.extend({ score_ranges: rangeList.optional() }),
    response: paginated(
      student.extend({
        rank: z.number().int(),
        score: z.number(),
        problems_solved: z.number().int(),
        streak: z.number().int(),
      }),
    ),
    policy: scoped,
  }),
  'x-org-organizations': endpoint({
    id: 'x-org-organizations',
    area,
    method: 'GET',
    path: 'organization-dashboard/organizations/',
    query: pageQuery.extend({ search: z.string().max(200).optional() }),
    response: paginated(
      z.object({ slug: z.string(), name: z.string(), organization_type: organizationType }),
    ),
    summary:
      'Organizations a super admin can open in the dashboard, by name or slug (the organization picker).',
  }),
  'x-org-batch': endpoint({
    id: 'x-org-batch',
    area,
    method: 'GET',
    path: 'organization-dashboard/batch/{batchSlug}/',
    params: z.object({ batchSlug: slug }),
    query: orgQuery,
    response: batchSummary.extend({
      course_name: z.string(),
      start_date: isoDateTime,
      end_date: isoDateTime,
      students_count: z.number().int(),
    }),
    policy: scoped,
    summary: 'One batch of the organization, for the title of its reports.',
  }),
  'org-leaderboard-csv': endpoint({
    id: 'org-leaderboard-csv',
    area,
    method: 'GET',
    path: 'organization-dashboard/leaderboard-csv/',
    query: csvQuery.extend({ search: z.string().max(200).optional(), score_ranges: rangeList.optional() }),
    summary: 'Takes the leaderboard filters on screen: the file holds the rows the admin sees.',
    response: fileDownload,
    policy: { ...scoped, download: 'text/csv' },
  }),
  'org-progress': endpoint({
    id: 'org-progress',
    area,
    method: 'GET',
    path: 'organization-dashboard/progress/',
    query: batchQuery.extend({ progress_ranges: rangeList.optional() }),
    response: paginated(student.extend({ progress: z.number().min(0).max(100) }).extend(counts.shape)),
    policy: scoped,
  }),
  'org-report-stats': endpoint({
    id: 'org-report-stats',
    area,
    method: 'GET',
    path: 'organization-dashboard/report-stats/',
    query: csvQuery,
    response: z.object({
      total_students: z.number().int(),
      tiers: z.array(z.object({ tier: tierOption, min_score: z.number(), students_count: z.number().int() })),
    }),
    policy: scoped,
  }),
  'org-report-stats-update': endpoint({
    id: 'org-report-stats-update',
    area,
    method: 'PUT',
    path: 'organization-dashboard/report-stats/',
    query: orgQuery,
    body: z.object({
      tiers: z
        .array(z.object({ tier: tierOption, min_score: z.number().min(0) }))
        .min(1)
        .max(3),
    }),
    response: ok,
    policy: { ...scoped, revalidates: ['org-report-stats'] },
    summary: 'Tier values (minimum score per tier); report stats refresh afterwards (002 §4).',
  }),
  'org-entities-stats': endpoint({
    id: 'org-entities-stats',
    area,
    method: 'GET',
    path: 'organization-dashboard/entities-stats/',
    query: csvQuery,
    response: counts.extend({ videos_count: z.number().int() }),
    policy: scoped,
  }),
  'org-live-classes': endpoint({
    id: 'org-live-classes',
    area,
    method: 'GET',
    path: 'organization-dashboard/live-classes/',
    query: batchQuery.extend({ status: classStatusQuery.optional() }),
    response: paginated(
      z.object({
        slug: z.string(),
        title: z.string(),
        batch_slug: z.string(),
        start_time: isoDateTime,
        duration_minutes: z.number(),
        status: classStatus,
        attendees_count: z.number().int(),
      }),
    ),
    policy: scoped,
  }),
  'org-contests': endpoint({
    id: 'org-contests',
    area,
    method: 'GET',
    path: 'organization-dashboard/contests/',
    query: batchQuery.extend({ status: z.enum(['live', 'archived', 'upcoming']).optional() }),
    response: paginated(
      z.object({
        slug: z.string(),
        title: z.string(),
        start_time: isoDateTime,
        end_time: isoDateTime,
        status: classStatus,
        participants_count: z.number().int(),
      }),
    ),
    policy: scoped,
  }),
  'org-noticeboard': endpoint({
    id: 'org-noticeboard',
    area,
    method: 'GET',
    path: 'organization-dashboard/noticeboard/',
    query: batchQuery,
    response: paginated(notice),
    policy: scoped,
    summary: 'With batch_slug: that batch’s notices and the organization-wide ones; without: every notice.',
  }),
  'org-noticeboard-update': endpoint({
    id: 'org-noticeboard-update',
    area,
    method: 'PATCH',
    path: 'organization-dashboard/noticeboard/',
    query: orgQuery,
    body: z.object({
      id: z.number().int().positive().optional(),
      title: z.string().min(1).max(200),
      body: z.string().min(1).max(5000),
      pinned: z.boolean().optional(),
      /** A batch of the organization, or null for the whole organization; left out, an edit keeps it. */
      batch_slug: slug.nullable().optional(),
    }),
    response: notice,
    policy: { ...scoped, revalidates: ['org-noticeboard'] },
    summary: 'Creates a notice, or edits the one named by id.',
  }),
  'org-attendance-sheet': endpoint({
    id: 'org-attendance-sheet',
    area,
    method: 'GET',
    path: 'organization-dashboard/attendance-sheet/',
    query: orgQuery.extend({ class_slug: slug }),
    response: z.object({ class_slug: z.string(), results: z.array(attendanceRow) }),
    policy: scoped,
  }),
  'org-user-report': endpoint({
    id: 'org-user-report',
    area,
    method: 'GET',
    path: 'organization-dashboard/user/{userHandle}/user-report/',
    params: z.object({ userHandle: slug }),
    query: orgQuery,
    response: z.object({
      user: student,
      problems_solved: z.number().int(),
      streak: z.number().int(),
      progress: z.number().min(0).max(100),
      scores,
      durations,
      counts,
      batches: z.array(batchSummary),
    }),
    policy: scoped,
    summary: 'Per-student report card.',
  }),
  'org-peer-analysis': endpoint({
    id: 'org-peer-analysis',
    area,
    method: 'GET',
    path: 'organization-dashboard/user/{userHandle}/peer-analysis/',
    params: z.object({ userHandle: slug }),
    query: orgQuery.extend({
      batch_slug: slug.optional(),
      mode: z.enum(['student-mode', 'peer-mode']).default('student-mode'),
    }),
    response: z.object({
      user: scores.extend(counts.shape),
      /** Means over the peers, so the counts may have decimals. */
      peers_average: scores.extend({
        articles_count: z.number(),
        problems_count: z.number(),
        quizzes_count: z.number(),
        contests_count: z.number(),
      }),
    }),
    policy: scoped,
    summary:
      'student-mode compares with every student in scope (the batch, or the organization); peer-mode only with the same institute, degree, branch and section.',
  }),
  'org-send-mail': endpoint({
    id: 'org-send-mail',
    area,
    method: 'POST',
    path: 'organization-dashboard/send-mail/',
    query: orgQuery.extend({ batch_slug: slug.optional() }),
    body: z.object({
      subject: z.string().min(1).max(200),
      body: z.string().min(1).max(20000),
      recipients: z.array(z.string()).min(1).max(5000),
    }),
    response: z.object({
      /** Messages put in the outbox, one per recipient. */
      sent: z.number().int(),
      /** Of those, handed to the SMTP server now (0 when SMTP_URL is not set). */
      delivered: z.number().int(),
    }),
    policy: scoped,
    summary: 'Recipients (emails or handles) must be the organization’s students, of batch_slug when given.',
  }),
  'org-contest-attendance-csv': endpoint({
    id: 'org-contest-attendance-csv',
    area,
    method: 'GET',
    path: 'organization-dashboard/contests/{contestSlug}/attendance-csv/',
    params: z.object({ contestSlug: slug }),
    query: orgQuery,
    response: fileDownload,
    policy: { ...scoped, download: 'text/csv' },
  }),
  'org-contest-attendance-suffix': endpoint({
    id: 'org-contest-attendance-suffix',
    area,
    method: 'GET',
    path: 'organization-dashboard/contests/{contestSlug}/attendance{suffix}',
    params: z.object({ contestSlug: slug, suffix: z.enum(['-list', '-summary']) }),
    query: listQuery,
    response: paginated(attendanceRow),
    policy: scoped,
    decided:
      'suffix values are not shown: "-list" pages through every student of the contest\'s batch by name, "-summary" only those who sat it, best score first; no slash, so the suffix stays one path segment',
  }),
  'org-company-deal-active-users': endpoint({
    id: 'org-company-deal-active-users',
    area,
    method: 'GET',
    path: 'organization-dashboard/company/deals/{dealId}/active-users/',
    params: z.object({ dealId: id }),
    query: listQuery,
    response: paginated(student.extend({ granted_at: isoDateTime, last_active_at: isoDateTime.nullable() })),
    policy: { ...scoped, neverCache: true },
  }),
  'org-company-user-grant-access': endpoint({
    id: 'org-company-user-grant-access',
    area,
    method: 'POST',
    path: 'organization-dashboard/company/user/grant-access/',
    query: orgQuery,
    body: z.object({ deal_id: z.number().int().positive(), emails: z.array(z.email()).min(1).max(1000) }),
    response: accessResult,
    policy: { ...scoped, revalidates: ['org-company-deals', 'org-company-deal-active-users'] },
  }),
  'org-grant-access-upload-csv': endpoint({
    id: 'org-grant-access-upload-csv',
    area,
    method: 'POST',
    path: 'organization-dashboard/grant-access-upload-csv/',
    query: orgQuery,
    body: z.object({ deal_id: int.pipe(z.number().positive()), file: upload }),
    response: accessResult,
    policy: {
      ...scoped,
      bodyEncoding: 'multipart',
      revalidates: ['org-company-deals', 'org-company-deal-active-users'],
    },
    summary: 'CSV with one email a line.',
  }),
  'org-revoke-access': endpoint({
    id: 'org-revoke-access',
    area,
    method: 'POST',
    path: 'organization-dashboard/revoke-access/',
    query: orgQuery.extend({ deal_id: id }),
    body: z.object({ emails: z.array(z.email()).min(1).max(1000) }),
    response: accessResult,
    policy: { ...scoped, revalidates: ['org-company-deals', 'org-company-deal-active-users'] },
  }),
  'org-revoke-access-upload-csv': endpoint({
    id: 'org-revoke-access-upload-csv',
    area,
    method: 'POST',
    path: 'organization-dashboard/revoke-access-upload-csv/',
    query: orgQuery,
    body: z.object({ deal_id: int.pipe(z.number().positive()), file: upload }),
    response: accessResult,
    policy: {
      ...scoped,
      bodyEncoding: 'multipart',
      revalidates: ['org-company-deals', 'org-company-deal-active-users'],
    },
  }),
  'org-university-user-create': endpoint({
    id: 'org-university-user-create',
    area,
    method: 'POST',
    path: 'organization-dashboard/university/user/create/',
    query: orgQuery,
    body: z.object({
      name: z.string().min(1).max(200),
      email: z.email(),
      institute_id: z.number().int().positive().optional(),
      degree: z.string().max(100).optional(),
      branch: z.string().max(100).optional(),
      section: z.string().max(100).optional(),
      batch_slug: slug.optional(),
    }),
    response: student,
    policy: scoped,
  }),
  'org-students-progress-csv': endpoint({
    id: 'org-students-progress-csv',
    area,
    method: 'GET',
    path: 'csv/{batchSlug}/students-progress/',
    params: z.object({ batchSlug: slug }),
    query: orgQuery.extend({ search: z.string().max(200).optional(), progress_ranges: rangeList.optional() }),
    summary: 'Takes the progress filters on screen: the file holds the rows the admin sees.',
    response: fileDownload,
    policy: { ...scoped, download: 'text/csv' },
  }),
  'org-proctored-assets': endpoint({
    id: 'org-proctored-assets',
    area,
    method: 'GET',
    path: 'dashboard/candidates/proctored-assets/',
    query: listQuery.extend({ contest_slug: slug, handle: slug.optional() }),
    response: paginated(
      z.object({
        id: z.number().int(),
        handle: z.string(),
        kind: z.enum(['screenshot', 'webcam', 'tab-switch']),
        captured_at: isoDateTime,
        url: z.string().nullable(),
      }),
    ),
    policy: scoped,
  }),
  'x-org-user-proctoring': endpoint({
    id: 'x-org-user-proctoring',
    area,
    method: 'GET',
    path: 'organization-dashboard/user/{userHandle}/proctoring/',
    params: z.object({ userHandle: slug }),
    query: orgQuery,
    response: z.object({
      attempts: z.array(
        z.object({
          contest_slug: z.string(),
          contest_title: z.string(),
          batch_name: z.string().nullable(),
          started_at: isoDateTime,
          deadline: isoDateTime,
          ended_at: isoDateTime.nullable(),
          end_reason: z.enum(['user', 'auto_end', 'terminated']).nullable(),
          warnings_count: z.number().int(),
          max_warnings: z.number().int(),
          score: z.number(),
          accommodation: z
            .object({ extra_minutes: z.number().int(), webcam_exempt: z.boolean(), note: z.string() })
            .nullable(),
          events: z.array(
            z.object({
              id: z.number().int(),
              kind: z.enum(PROCTORING_EVENT_KINDS),
              warning: z.boolean(),
              occurred_at: isoDateTime,
              details: z.string().nullable(),
              has_snapshot: z.boolean(),
            }),
          ),
        }),
      ),
    }),
    policy: scoped,
    summary:
      "The student's attempts at this organization's contests, each with its proctoring timeline (warnings and captures, in order) and any accommodation.",
  }),
  'x-org-proctoring-snapshot': endpoint({
    id: 'x-org-proctoring-snapshot',
    area,
    method: 'GET',
    path: 'organization-dashboard/proctoring-snapshots/{eventId}/',
    params: z.object({ eventId: id }),
    query: orgQuery,
    response: fileDownload,
    policy: { ...scoped, download: 'image/*' },
    summary: "One webcam or screen capture of an attempt at this organization's contest (PNG, JPEG or WebP).",
  }),
  'org-edit-history': endpoint({
    id: 'org-edit-history',
    area,
    method: 'GET',
    path: 'edit_history/',
    query: listQuery.extend({
      entity_type: z.enum([
        'problem',
        'organization_deal',
        'course',
        'live_class',
        'track',
        'course_feature',
        'coupon',
        'key_value',
      ]),
      entity_id: id,
    }),
    response: paginated(
      z.object({
        id: z.number().int(),
        changed_by: z.string(),
        changed_at: isoDateTime,
        changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
      }),
    ),
    policy: scoped,
  }),
} as const;
