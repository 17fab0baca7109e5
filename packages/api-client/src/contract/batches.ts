import { z } from 'zod';
import { endpoint, fileDownload } from './define';
import {
  courseFeeType,
  courseType,
  dateTime,
  firstTouch,
  handle,
  httpUrl,
  isoDate,
  jobSummary,
  keyedById,
  keySetPage,
  lastEvaluatedKey,
  leaderboardPage,
  leaderboardType,
  listOf,
  message,
  money,
  numericId,
  onSuccess,
  page,
  pageUrl,
  paginated,
  phone,
  queryFlag,
  slug,
  statusReply,
  trackEntityType,
  trackProgress,
} from './fields';

const area = 'Batch';
/** 001 §9: many batch queries may be reused for an hour. */
const hourly = { cacheSeconds: 3600 } as const;
const fresh = { cacheSeconds: 0 } as const;
/** Paths the spec gives without the batch slug take it as a query parameter. */
const batchQuery = z.object({ batch_slug: slug });
const batchBody = z.object({ batch_slug: slug });

const track = z.object({
  id: z.number().int(),
  slug,
  name: z.string(),
  order: z.number().int().min(0),
  entities_count: z.number().int().min(0),
});

const testimonialType = z.enum(['batch', 'course', 'mentor']);
const testimonial = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_image: httpUrl.nullable(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  created_at: dateTime,
});

/** ADR 0105: a learner's electives in a batch as the course team sees them, with every change made by staff. */
const learnerElectives = z.object({
  handle,
  name: z.string(),
  access_ends_at: dateTime,
  results: z.array(
    z.object({
      course_id: z.number().int(),
      course_slug: slug,
      course_name: z.string(),
      is_selected: z.boolean(),
    }),
  ),
  max_electives: z.number().int().min(0),
  changes: z.array(
    z.object({
      changed_by: z.string(),
      changed_at: dateTime,
      from: z.array(z.string()),
      to: z.array(z.string()),
    }),
  ),
});

const weekday = z.number().int().min(0).max(6);
/** ADR 0086: a learner's study plan; the reminder is mailed at `reminder_time` India time on each study day. */
const schedule = z.object({
  id: z.number().int(),
  batch_slug: slug,
  days_of_week: z
    .array(weekday, { error: 'Choose the days you will study' })
    .min(1, 'Choose at least one day')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Choose each day once'),
  hours_per_day: z
    .number({ error: 'Say how many hours a day' })
    .min(0.5, 'Plan at least half an hour a day')
    .max(12, 'Plan at most 12 hours a day'),
  start_date: isoDate,
  reminder_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM'),
  /** When the next reminder is due (null when the plan has no study day left before access ends). */
  next_reminder_at: dateTime.nullable(),
});
const scheduleInput = schedule.omit({ id: true, next_reminder_at: true });

const liveClass = z.object({
  id: z.number().int(),
  slug,
  title: z.string(),
  mentor: z.string(),
  start_time: dateTime,
  end_time: dateTime,
  status: z.enum(['upcoming', 'live', 'completed', 'cancelled']),
  /** ADR 0065: given only from join_opens_at (15 minutes before the start) until the end. */
  join_url: httpUrl.nullable(),
  join_opens_at: dateTime,
  recording_available: z.boolean(),
  /** A past class's recordings, streamed to people who may open the batch. */
  recordings: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      url: z.string(),
      duration_seconds: z.number().min(0),
    }),
  ),
  is_demo: z.boolean(),
  /** ADR 0065: the caller joined the class through the batch page (attendance is recorded on joining). */
  attended: z.boolean(),
});

const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown as the course team wrote it; the apps sanitize it where they show it (ADR 0065). */
  body_markdown: z.string(),
  pinned: z.boolean(),
  author: z.string().nullable(),
  created_at: dateTime,
  /** ADR 0065: the course team's notice to the batch, or the batch's organization's (whole organization or this batch). */
  source: z.enum(['batch', 'organization']),
  /** The organization's name on its notices; null on the course team's. */
  organization: z.string().nullable(),
});

const note = z.object({
  id: z.string(),
  batch_slug: slug,
  track_slug: slug.nullable(),
  entity_type: trackEntityType.nullable(),
  entity_id: z.number().int().nullable(),
  content: z.string().max(20_000),
  created_at: dateTime,
  updated_at: dateTime,
});
const noteContent = z.string().trim().min(1, 'Write something before saving').max(20_000);

const videoWatch = z.object({
  video_id: z.number().int(),
  watched_seconds: z.number().min(0),
  duration_seconds: z.number().min(0),
  /** Where the learner stopped, to resume there. */
  position_seconds: z.number().min(0),
  completed: z.boolean(),
});

export const batchEndpoints = keyedById([
  endpoint({
    id: 'batch-access-permission',
    area,
    method: 'GET',
    path: 'batch/{slug}/access-permission/',
    params: z.object({ slug }),
    response: z.object({
      has_access: z.boolean(),
      /**
       * ADR 0046: staff, enrolled (batch_enrollments), an organization licence, a free course's batch;
       * ADR 0065: expired when the caller's enrolment has ended and no other rule lets them in.
       */
      reason: z.enum(['enrolled', 'staff', 'licence', 'free', 'expired', 'not_enrolled']),
      /** Why, and the way in when there is no access. */
      message: z.string(),
      /** When the caller's enrolment ends (enrolled) or ended (expired); null otherwise. */
      access_ends_at: dateTime.nullable(),
      can_edit_batch_track: z.boolean(),
    }),
    policy: fresh,
    summary: 'Whether the caller may open the batch page (001 §6), and the canEditBatchTrack flag.',
  }),
  endpoint({
    id: 'x-batch-access-extend',
    area,
    method: 'POST',
    path: 'batch/{slug}/access/extend/',
    params: z.object({ slug }),
    body: z.object({
      handle,
      days: z.number().int().min(1, 'Extend by at least one day').max(365, 'Extend by at most 365 days'),
      reason: z.string().trim().min(1, 'Say why the access is extended').max(500),
    }),
    response: z.object({ handle, access_ends_at: dateTime, message: z.string() }),
    policy: { revalidates: ['batch-access-permission', 'my-courses-users'] },
    summary:
      "Staff extend a learner's access to the batch (ADR 0065): from its end, or from today when it has ended.",
  }),
  endpoint({
    id: 'x-batch-learner-electives',
    area,
    method: 'GET',
    path: 'batch/{slug}/electives/{handle}/',
    params: z.object({ slug, handle }),
    response: learnerElectives,
    policy: fresh,
    summary: "Course admins: a learner's elective choices in the batch and who changed them (ADR 0105).",
  }),
  endpoint({
    id: 'x-batch-learner-electives-put',
    area,
    method: 'PUT',
    path: 'batch/{slug}/electives/{handle}/',
    params: z.object({ slug, handle }),
    body: z.object({
      course_ids: z
        .array(z.number().int().positive(), { error: 'Choose the electives to keep' })
        .max(10, 'Choose at most 10 electives'),
    }),
    response: learnerElectives.extend({ message: z.string() }),
    policy: { revalidates: ['x-batch-learner-electives', 'batch-elective-courses'] },
    summary:
      "Course admins replace a learner's elective choices within the batch's allowance, recorded with who did it (ADR 0105).",
  }),
  endpoint({
    id: 'x-batch-certificate-holders',
    area,
    method: 'GET',
    path: 'batch/{slug}/certificates/',
    params: z.object({ slug }),
    query: z.object({ page }),
    response: paginated(
      z.object({
        handle,
        name: z.string(),
        certificate_slug: slug,
        issued_at: dateTime,
        /** The PDF is written by a job (ADR 0054): `generating` until it is. */
        status: z.enum(['ready', 'generating']),
        verification_url: z.string(),
      }),
    ),
    policy: { cacheSeconds: 0 },
    summary: "Staff who run batches: the batch's certificate holders, newest first (ADR 0087).",
  }),
  endpoint({
    id: 'batch-user-meta',
    area,
    method: 'GET',
    path: 'user-meta/',
    query: batchQuery,
    response: z.object({
      batch_id: z.number().int(),
      track_id: z.number().int().nullable(),
      user_batch_score: z.number().min(0),
      /** -1 means the progress is not known yet (001 §3). */
      user_batch_progress: z.number().min(-1).max(100),
      user_submitted_problem_ids: z.array(z.number().int()),
      user_track_progress: z.record(z.string(), z.number().min(0).max(100)),
      course_slug: slug,
      course_fee_type: courseFeeType,
      user_paid_access: z.boolean(),
      is_batch_rated: z.boolean(),
      can_edit_batch_track: z.boolean(),
      course_default_lang: z.string(),
      is_moderator: z.boolean(),
      monitor_window_shrink: z.boolean(),
      detect_known_extensions: z.boolean(),
      current_date: dateTime,
    }),
    policy: { readsDateHeader: true, dateHeaderField: 'current_date', cacheSeconds: 0 },
    summary: "The caller's state in a batch; the client takes current_date from the Date header.",
  }),
  endpoint({
    id: 'batch-pinned-contest',
    area,
    method: 'GET',
    path: 'contest',
    query: batchQuery.extend({ showPinnedContest: queryFlag.default(true) }),
    response: z.object({
      pinned_contest: z
        .object({
          slug,
          name: z.string(),
          start_time: dateTime,
          end_time: dateTime,
          is_registered: z.boolean(),
        })
        .nullable(),
    }),
    // Holds the caller's registration, so it is not reused for an hour.
    policy: fresh,
    summary: "The batch's contest running now, else its next one (ADR 0101); null when there is none.",
  }),
  endpoint({
    id: 'batch-leaderboard',
    area,
    method: 'GET',
    path: 'leaderboard',
    query: batchQuery.extend({ type: leaderboardType.default('current'), page }),
    response: leaderboardPage,
    policy: fresh,
  }),
  endpoint({
    id: 'batch-detail',
    area,
    method: 'GET',
    path: 'batch/{slug}',
    params: z.object({ slug }),
    response: z.object({
      id: z.number().int(),
      slug,
      name: z.string(),
      course_slug: slug,
      course_name: z.string(),
      course_type: courseType,
      course_fee_type: courseFeeType,
      start_date: isoDate,
      end_date: isoDate.nullable(),
      default_lang: z.string(),
      tracks: z.array(track),
      has_elective_courses: z.boolean(),
      has_certificate: z.boolean(),
      refund_window_ends_at: dateTime.nullable(),
    }),
    policy: hourly,
  }),
  endpoint({
    id: 'batch-progress',
    area,
    method: 'GET',
    path: 'progress/',
    query: batchQuery,
    response: z.object({
      user_batch_progress: z.number().min(-1).max(100),
      user_batch_score: z.number().min(0),
      tracks: z.array(
        z.object({
          track_slug: slug,
          progress: z.number().min(0).max(100),
          /** Rounded up and capped at 100 (001 §4). */
          progress_display: z.number().int().min(0).max(100),
          entities_progress: trackProgress.shape.user_track_entities_progress,
        }),
      ),
    }),
    policy: fresh,
  }),
  endpoint({
    id: 'batch-user-activity-get',
    area,
    method: 'GET',
    path: 'user-activity/',
    query: batchQuery,
    response: z.object({
      last_visited: z
        .object({
          track_slug: slug,
          entity_type: trackEntityType,
          entity_id: z.number().int(),
          visited_at: dateTime,
        })
        .nullable(),
      streak_days: z.number().int().min(0),
    }),
    policy: fresh,
    summary: 'Where the learner left off, for the resume button.',
  }),
  endpoint({
    id: 'batch-user-activity-post',
    area,
    method: 'POST',
    path: 'user-activity/',
    body: batchBody.extend({ track_slug: slug, entity_type: trackEntityType, entity_id: z.number().int() }),
    response: message,
    policy: { revalidates: ['batch-user-activity-get'] },
  }),
  endpoint({
    id: 'batch-certificate',
    area,
    method: 'GET',
    path: 'certificate/',
    query: batchQuery,
    response: z.object({
      /** ADR 0054: every entity of the batch done (required_progress), or a certificate already issued. */
      eligible: z.boolean(),
      required_progress: z.number().min(0).max(100),
      /** Done over total in the whole batch, rounded down (so 100 means all of it). */
      user_progress: z.number().min(0).max(100),
      /** generating: issued, its PDF is being written by a job; ready: the PDF can be downloaded. */
      status: z.enum(['not_eligible', 'generating', 'ready']),
      certificate_slug: slug.nullable(),
      /** The public verification page printed on the certificate. */
      verification_url: httpUrl.nullable(),
      issued_at: dateTime.nullable(),
    }),
    policy: fresh,
    summary:
      "The caller's certificate of the batch: issued the first time it is asked for once the rule is met.",
  }),
  endpoint({
    id: 'x-batch-certificate-pdf',
    area,
    method: 'GET',
    path: 'certificate/{slug}/pdf/',
    params: z.object({ slug }),
    response: fileDownload,
    policy: { download: 'application/pdf' },
    summary: "The certificate's PDF, for its holder only: a file when the call succeeds, else the error.",
  }),
  endpoint({
    id: 'batch-testimonials-get',
    area,
    method: 'GET',
    path: 'testimonials/{type}',
    params: z.object({ type: testimonialType }),
    query: z.object({ batch_slug: slug.optional(), course_slug: slug.optional(), page }),
    response: paginated(testimonial),
    // Testimonials are the batch page's marketing: shown to visitors before they sign in (ADR 0022).
    policy: { ...hourly, public: true },
  }),
  endpoint({
    id: 'batch-testimonials-post',
    area,
    method: 'POST',
    path: 'testimonials/{type}',
    params: z.object({ type: testimonialType }),
    body: batchBody.extend({
      rating: z
        .number({ error: 'Choose a rating from 1 to 5 stars' })
        .int('Choose a whole number of stars')
        .min(1, 'Choose a rating from 1 to 5 stars')
        .max(5, 'Choose a rating from 1 to 5 stars'),
      text: z.string().trim().max(2000, 'Keep your review under 2,000 characters').default(''),
    }),
    response: testimonial,
    policy: { revalidates: ['batch-user-meta', 'batch-testimonials-get'] },
    summary: 'Rates the batch; afterwards user-meta reports is_batch_rated.',
  }),
  endpoint({
    id: 'batch-elective-courses',
    area,
    method: 'GET',
    path: 'elective-course/',
    query: batchQuery,
    response: listOf(
      z.object({
        course_id: z.number().int(),
        course_slug: slug,
        course_name: z.string(),
        is_selected: z.boolean(),
      }),
    ).extend({
      /** ADR 0086: how many of the offered electives a learner may choose in this batch. */
      max_electives: z.number().int().min(0),
      /** Staff see the list but do not choose. */
      can_choose: z.boolean(),
    }),
    policy: hourly,
  }),
  endpoint({
    id: 'batch-elective-course-add',
    area,
    method: 'POST',
    path: 'elective-course/add/',
    body: batchBody.extend({
      course_ids: z
        .array(z.number().int().positive(), { error: 'Choose an elective course' })
        .min(1, 'Choose an elective course')
        .max(10),
    }),
    response: message,
    policy: { revalidates: ['batch-elective-courses'] },
  }),
  endpoint({
    id: 'batch-class-content',
    area,
    method: 'GET',
    path: 'class-content/',
    query: batchQuery.extend({ live_class_slug: slug.optional() }),
    response: listOf(
      z.object({
        id: z.number().int(),
        live_class_slug: slug,
        title: z.string(),
        type: z.enum(['recording', 'pdf', 'link']),
        /** A recording is streamed from this site (a path), after the batch's access check. */
        url: z.string().min(1),
        order: z.number().int().min(0),
        duration_seconds: z.number().min(0).nullable(),
      }),
    ),
    policy: hourly,
    summary:
      "The recordings of the batch's past live classes (ADR 0101), one live class with live_class_slug.",
  }),
  endpoint({
    id: 'batch-user-videos-watched-summary',
    area,
    method: 'GET',
    path: 'user-videos-watched-summary/',
    query: batchQuery,
    response: z.object({
      user_videos_data: z.array(videoWatch),
      live_classes_videos_data: z.array(videoWatch),
    }),
    policy: fresh,
  }),
  endpoint({
    id: 'batch-user-video-analytics',
    area,
    method: 'POST',
    path: 'user-video-analytics-v2/',
    body: batchBody.extend({
      video_id: z.number().int().positive(),
      is_live_class_recording: z.boolean(),
      watched_intervals: z
        .array(z.tuple([z.number().min(0), z.number().min(0)]))
        .max(500)
        .refine(
          (intervals) => intervals.every(([start, end]) => end >= start),
          'Each interval must end after it starts',
        ),
      position_seconds: z.number().min(0),
      duration_seconds: z.number().positive(),
      playback_rate: z.number().min(0.25).max(4),
    }),
    response: videoWatch,
    policy: {
      revalidates: [
        'batch-user-videos-watched-summary',
        'track-user-progress',
        'batch-progress',
        'track-batch',
      ],
    },
  }),
  endpoint({
    id: 'batch-est-completion-date',
    area,
    method: 'GET',
    path: 'est-completion-date/',
    query: batchQuery.extend({
      hours_per_week: z.coerce
        .number<number>()
        .min(1, 'Plan at least one hour a week')
        .max(80, 'Plan at most 80 hours a week')
        .optional(),
    }),
    response: z.object({
      /** Null when no pace is known yet (no hours given, no study plan, nothing done in the last 28 days). */
      estimated_completion_date: isoDate.nullable(),
      hours_remaining: z.number().min(0),
      /** The pace the date assumes, and where it came from (ADR 0101). */
      hours_per_week: z.number().min(0).nullable(),
      pace_source: z.enum(['asked', 'study_plan', 'recent_activity', 'none']),
      /** Whether the date falls after the caller's access ends. */
      after_access_ends: z.boolean(),
    }),
    policy: fresh,
    summary:
      'When the caller would finish the batch at their pace: what is left in hours over hours a week (ADR 0101).',
  }),
  endpoint({
    id: 'batch-scheduler-get',
    area,
    method: 'GET',
    path: 'scheduler/',
    query: batchQuery,
    response: z.object({
      /** ADR 0086: the course offers the planner in this batch (its Course Intro's has_scheduler and batches). */
      offered: z.boolean(),
      /** Why there is no planner, or what the plan does; shown as is. */
      message: z.string(),
      schedule: schedule.nullable(),
    }),
    policy: fresh,
  }),
  endpoint({
    id: 'batch-scheduler-post',
    area,
    method: 'POST',
    path: 'scheduler/',
    body: scheduleInput,
    response: schedule,
    policy: { revalidates: ['batch-scheduler-get', 'batch-est-completion-date'] },
  }),
  endpoint({
    id: 'batch-scheduler-patch',
    area,
    method: 'PATCH',
    path: 'scheduler/',
    body: scheduleInput.partial().extend({ id: z.number().int().positive() }),
    response: schedule,
    policy: { revalidates: ['batch-scheduler-get', 'batch-est-completion-date'] },
  }),
  endpoint({
    id: 'batch-scheduler-delete',
    area,
    method: 'DELETE',
    path: 'scheduler/',
    query: z.object({ id: z.coerce.number<number>().int().positive() }),
    response: message,
    policy: { revalidates: ['batch-scheduler-get', 'batch-est-completion-date'] },
  }),
  endpoint({
    id: 'batch-initiate-refund',
    area,
    method: 'POST',
    path: 'initiate_refund',
    body: batchBody.extend({ reason: z.string().trim().min(1, 'Say why you want a refund').max(1000) }),
    /** ADR 0056: a paid seat, within the window, before a certificate; access ends with the refund. */
    response: statusReply([
      'REFUND_WINDOW_CLOSED',
      'ALREADY_REQUESTED',
      'NOT_PAID',
      'CERTIFICATE_ISSUED',
    ]).extend({
      refund_id: z.string().nullable(),
      amount: money.nullable(),
    }),
    policy: {
      revalidates: [
        'batch-user-meta',
        'batch-access-permission',
        'my-courses-users',
        'x-batch-refund-status',
      ],
      revalidateWhen: onSuccess,
    },
  }),
  endpoint({
    id: 'x-batch-refund-status',
    area,
    method: 'GET',
    path: 'refund/',
    query: batchQuery,
    response: z.object({
      /** Whether initiate_refund would succeed now. */
      refundable: z.boolean(),
      /** Why not, in words, when it is not. */
      message: z.string(),
      window_ends_at: dateTime.nullable(),
      /** What would be (or was) returned, in rupees. */
      amount: money.nullable(),
      refund: z.object({ refund_id: z.string(), amount: money, refunded_at: dateTime }).nullable(),
    }),
    policy: fresh,
    summary: "Whether the caller's seat in the batch can be refunded, and the refund once made.",
  }),
  endpoint({
    id: 'batch-enroll-opted-lang',
    area,
    method: 'POST',
    path: 'enroll-user-in-opted-lang-batch/',
    body: batchBody.extend({ lang: z.string().trim().min(2, 'Choose a language').max(20) }),
    response: z.object({ batch_slug: slug, message: z.string() }),
    policy: { revalidates: ['batch-user-meta', 'my-courses-users', 'my-courses-user-courses'] },
    summary:
      "Enrols the learner in the course's batch taught in the chosen language, until their access here ends (ADR 0101).",
  }),
  endpoint({
    id: 'batch-noticeboard-data',
    area,
    method: 'GET',
    path: 'noticeboard-data',
    query: batchQuery.extend({ page }),
    response: paginated(notice),
    policy: fresh,
    summary: "The course team's notices to the batch: pinned first, then newest first, 10 a page.",
  }),
  endpoint({
    id: 'x-batch-notice-post',
    area,
    method: 'POST',
    path: 'batch/{slug}/notices/',
    params: z.object({ slug }),
    body: z.object({
      title: z.string().trim().min(1, 'Give the notice a title').max(200),
      body_markdown: z.string().trim().min(1, 'Write the notice').max(5000),
      pinned: z.boolean().default(false),
    }),
    response: notice,
    policy: { revalidates: ['batch-noticeboard-data'] },
    summary: 'Course admins post a notice to the batch (Markdown).',
  }),
  endpoint({
    id: 'x-batch-notice-delete',
    area,
    method: 'DELETE',
    path: 'batch/{slug}/notices/{id}/',
    params: z.object({ slug, id: z.coerce.number<number>().int().positive() }),
    response: message,
    policy: { revalidates: ['batch-noticeboard-data'] },
    summary: 'Course admins take a notice down.',
  }),
  endpoint({
    id: 'batch-connect',
    area,
    method: 'GET',
    path: 'connect',
    query: batchQuery,
    response: listOf(
      z.object({
        platform: z.enum(['whatsapp', 'telegram', 'discord', 'other']),
        label: z.string(),
        url: httpUrl,
      }),
    ),
    policy: hourly,
    summary: 'Community channels of the batch, for people who may open it (ADR 0101).',
  }),
  endpoint({
    id: 'x-batch-connect-put',
    area,
    method: 'PUT',
    path: 'batch/{slug}/connect/',
    params: z.object({ slug }),
    body: z.object({
      channels: z
        .array(
          z.object({
            platform: z.enum(['whatsapp', 'telegram', 'discord', 'other']),
            label: z.string().trim().min(1, 'Name the channel').max(80),
            url: httpUrl,
          }),
        )
        .max(10, 'Keep at most 10 channels'),
    }),
    response: listOf(
      z.object({
        platform: z.enum(['whatsapp', 'telegram', 'discord', 'other']),
        label: z.string(),
        url: httpUrl,
      }),
    ),
    policy: { revalidates: ['batch-connect'] },
    summary: "Course admins replace the batch's community channels (ADR 0101).",
  }),
  endpoint({
    id: 'batch-nation-skill-up-interest',
    area,
    method: 'POST',
    path: 'nation-skill-up-upgrade-interest/',
    body: batchBody.extend({ interested: z.boolean({ error: 'Say whether you are interested' }) }),
    response: message,
    summary:
      'Records, once, whether the learner wants the Nation Skill Up upgrade; the CRM reads it (ADR 0101).',
  }),
  endpoint({
    id: 'batch-external-cert-enrollment',
    area,
    method: 'POST',
    path: 'external-certification-user-enrollment/',
    body: batchBody.extend({ certification_id: z.number().int().positive() }),
    response: statusReply(['ALREADY_ENROLLED', 'NOT_ELIGIBLE']).extend({ redirect_url: httpUrl.nullable() }),
    summary:
      "Records, once, the learner's enrolment in an external certification (a course of type external, ADR 0101); the CRM reads it.",
  }),
  endpoint({
    id: 'batch-registration',
    area,
    method: 'POST',
    path: '/batch-registration/',
    base: 'versioned',
    /** 001 §5: the coupon travels URL-encoded in the query string. */
    query: z.object({ coupon: z.string().trim().min(1).max(50).optional() }),
    body: batchBody.extend({ page_url: pageUrl }),
    response: statusReply([
      'PAYMENT_REQUIRED',
      'ALREADY_REGISTERED',
      'REGISTRATION_CLOSED',
      'INVALID_COUPON',
    ]).extend({
      batch_slug: slug,
      transaction_token: z.string().nullable(),
      /** The order checkout pays, with transaction_token (ADR 0048). */
      gfgOrderId: z.string().nullable(),
      amount_payable: money,
    }),
    policy: {
      pageUrl: true,
      revalidates: ['batch-user-meta', 'batch-access-permission', 'my-courses-users'],
      revalidateWhen: onSuccess,
    },
    summary:
      'Registers for a batch; paid batches answer PAYMENT_REQUIRED with a transaction token for checkout.',
  }),
  endpoint({
    id: 'batch-live-classes',
    area,
    method: 'GET',
    path: 'live-classes/',
    query: batchQuery.extend({ status: z.enum(['upcoming', 'live', 'completed']).optional(), page }),
    response: paginated(liveClass),
    policy: fresh,
  }),
  endpoint({
    id: 'x-live-class-join',
    area,
    method: 'POST',
    path: 'live-classes/{id}/join/',
    params: z.object({ id: numericId }),
    response: z.object({
      join_url: httpUrl,
      attended: z.literal(true),
      /** Counted from joining (or the start) to the end; the provider's attendance report replaces it. */
      duration_minutes: z.number().min(0),
      message: z.string(),
    }),
    policy: { revalidates: ['batch-live-classes'] },
    summary:
      "Joining a live class from the batch page records the learner's attendance (ADR 0065) and gives the link.",
  }),
  endpoint({
    id: 'batch-notes-list',
    area,
    method: 'GET',
    path: 'notes/batch/list/',
    query: batchQuery.extend({ page, last_evaluated_key: lastEvaluatedKey.optional() }),
    response: keySetPage('notes_list', note),
    policy: fresh,
  }),
  endpoint({
    id: 'batch-notes-add',
    area,
    method: 'POST',
    path: '/notes/add/',
    base: 'versioned',
    body: batchBody.extend({
      track_slug: slug.optional(),
      entity_type: trackEntityType.optional(),
      entity_id: z.number().int().positive().optional(),
      content: noteContent,
    }),
    response: note,
    policy: { revalidates: ['batch-notes-list', 'track-batch-notes'] },
  }),
  endpoint({
    id: 'batch-notes-update',
    area,
    method: 'PATCH',
    path: '/notes/{id}/',
    base: 'versioned',
    params: z.object({ id: z.string().min(1).max(100) }),
    body: z.object({ content: noteContent }),
    response: note,
    policy: { revalidates: ['batch-notes-list', 'track-batch-notes'] },
  }),
  endpoint({
    id: 'batch-notes-delete',
    area,
    method: 'DELETE',
    path: '/notes/{id}/',
    base: 'versioned',
    params: z.object({ id: z.string().min(1).max(100) }),
    response: message,
    policy: { revalidates: ['batch-notes-list', 'track-batch-notes'] },
  }),
  endpoint({
    id: 'batch-certificate-details',
    area,
    method: 'GET',
    path: 'certificate/{slug}/details/',
    params: z.object({ slug }),
    /** Only what the certificate itself shows (ADR 0054): no handle, e-mail or link to the PDF. */
    response: z.object({
      certificate_slug: slug,
      holder_name: z.string(),
      course_name: z.string(),
      batch_name: z.string(),
      issued_at: dateTime,
    }),
    policy: { ...hourly, public: true },
    summary: 'Public verification page of an issued certificate.',
  }),
  endpoint({
    id: 'batch-jobs-course',
    area,
    method: 'GET',
    path: 'jobs/course/',
    query: z.object({ course_slug: slug }),
    response: listOf(jobSummary),
    policy: hourly,
    summary:
      'Open jobs asking for a skill the course teaches (its Course Intro skills), soonest deadline first (ADR 0101).',
  }),
  endpoint({
    id: 'batch-crm-demo-page-visit',
    area,
    method: 'PUT',
    path: 'crm/demo-batch-page/visit/',
    body: batchBody.extend({ first_touch: firstTouch }),
    response: message,
    policy: { firstTouch: true },
    summary: 'Records a visit to a demo batch page for the CRM.',
  }),
  endpoint({
    id: 'batch-event-refund-feedback',
    area,
    method: 'POST',
    path: 'event/refund/feedback/',
    body: batchBody.extend({
      reasons: z.array(z.string().min(1).max(100)).min(1, 'Choose at least one reason').max(10),
      comment: z.string().trim().max(2000).optional(),
    }),
    response: message,
    policy: { revalidates: ['x-batch-refund-status'] },
    summary: 'The feedback form after a refund; kept with the refund it is about.',
  }),
  endpoint({
    id: 'batch-geek-campuses',
    area,
    method: 'GET',
    path: 'geek-campuses/',
    response: listOf(
      z.object({
        id: z.number().int(),
        name: z.string(),
        city: z.string(),
        address: z.string(),
        map_url: httpUrl,
      }),
    ),
    policy: { ...hourly, public: true },
    summary: 'Classroom centres: the places of classroom batches on sale, one per centre (ADR 0101).',
  }),
  endpoint({
    id: 'batch-user-details-post',
    area,
    method: 'POST',
    path: 'user/details/',
    body: z.object({
      name: z.string().trim().min(1, 'Enter your name').max(100),
      phone,
      college: z.string().trim().max(200).optional(),
      graduation_year: z
        .number()
        .int()
        .min(1950, 'Enter a year from 1950')
        .max(2100, 'Enter a year up to 2100')
        .optional(),
      batch_slug: slug.optional(),
    }),
    response: z.object({
      handle,
      name: z.string(),
      phone,
      college: z.string().nullable(),
      graduation_year: z.number().int().nullable(),
    }),
    policy: { revalidates: ['user-details'] },
    summary:
      "The learner's contact details from the batch page: name, phone, graduation year, and the college as an institute of the list (ADR 0101).",
  }),
]);
