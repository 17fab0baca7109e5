import { z } from 'zod';
import { endpoint } from './define';
import {
  classStatus,
  dateTime,
  httpUrl,
  jobApplicationForm,
  jobSummary,
  keyedById,
  leaderboardPage,
  leaderboardType,
  listOf,
  message,
  numericId,
  onSuccess,
  page,
  pageQuery,
  pageUrl,
  paginated,
  slug,
  statusReply,
} from './fields';
import { problemEndpoints } from './problems';

const area = 'Contest';
const contestParams = z.object({ slug });
/** Paths the spec gives without `contest/{slug}/` name the contest in the body or query. */
const contestRef = z.object({ contest_slug: slug });
const fresh = { cacheSeconds: 0 } as const;

/** 001 §3 question status counters. */
const quizStatusCount = z.object({
  marked: z.number().int().min(0),
  answered: z.number().int().min(0),
  unanswered: z.number().int().min(0),
  answered_and_marked: z.number().int().min(0),
  answered_and_unmarked: z.number().int().min(0),
  not_visited: z.number().int().min(0),
  not_answered: z.number().int().min(0),
});

/** single and multiple choice, input (a number or text), subjective (never auto-marked). */
const questionType = z.enum(['single', 'multiple', 'input', 'subjective']);

/** 001 §3 quiz response fields: the caller's own answer; the correct ones only once showQuizAnswers. */
const userResponse = z.object({
  question_id: z.number().int(),
  status: z.enum(['not_visited', 'not_answered', 'answered', 'marked', 'answered_and_marked']),
  selectedChoices: z.array(z.number().int()),
  userInput: z.string().nullable(),
  answered: z.boolean(),
  marked: z.boolean(),
  visited: z.boolean(),
  /** The rest stay null until the contest has ended and its answers may be shown. */
  correctChoices: z.array(z.number().int()).nullable(),
  correctAnswer: z.string().nullable(),
  explaination: z.string().nullable(),
  marks_scored: z.number().nullable(),
  showMarksScored: z.boolean(),
  /** True once the caller can no longer change the answer (their attempt is over). */
  disableInput: z.boolean(),
});
const savedResponse = z.object({ userResponse, quizStatusCount, saved_at: dateTime });
const attemptEnd = statusReply(['ALREADY_ENDED']).extend({
  ended_at: dateTime,
  end_reason: z.enum(['user', 'auto_end', 'terminated']),
});

/** What a contest list shows of a contest; the contest page adds rules and sections. */
const contestCard = z.object({
  id: z.number().int(),
  slug,
  name: z.string(),
  kind: z.enum(['batch', 'open']),
  type: z.enum(['coding', 'quiz', 'mixed']),
  start_time: dateTime,
  end_time: dateTime,
  /** One attempt's length; the whole window when the contest sets none. */
  duration_minutes: z.number().int().positive(),
  /** 000 §4: Live 1, Upcoming 2, Expired 3, Cancelled 4, Completed 5. */
  status_code: classStatus,
  batch_slug: slug.nullable(),
  batch_name: z.string().nullable(),
  has_job: z.boolean(),
  proctored: z.boolean(),
  registrations_count: z.number().int().min(0),
  /** Null when signed out. */
  is_registered: z.boolean().nullable(),
});

const contestState = z.object({
  isContestEnded: z.boolean(),
  isContestEndedForUser: z.boolean(),
  fixedContestLiveButUserEnded: z.boolean(),
  isProctoredTerminated: z.boolean(),
  proctoredContest: z.boolean(),
  disableCopyPaste: z.boolean(),
  showCalculator: z.boolean(),
  isAutoEnd: z.boolean(),
  /** The caller's attempt: server start and end (extra time included), null before they start. */
  started_at: dateTime.nullable(),
  ends_at: dateTime.nullable(),
  warnings_count: z.number().int().min(0),
  max_warnings: z.number().int().min(0).nullable(),
});

export const contestEndpoints = keyedById([
  endpoint({
    id: 'contest-get',
    area,
    method: 'GET',
    path: 'contest/{slug}/',
    params: contestParams,
    response: contestCard.extend({
      /** Rules and description as Markdown (the client sanitizes what it renders). */
      description: z.string(),
      sections: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          kind: z.enum(['quiz', 'coding']),
          questions_count: z.number().int().min(0),
          problems_count: z.number().int().min(0),
        }),
      ),
      proctoredContest: z.boolean(),
      disableCopyPaste: z.boolean(),
      showCalculator: z.boolean(),
      /** The attempt ends by itself at its end time (001 §3 isAutoEnd); always so here. */
      isAutoEnd: z.boolean(),
      /** Warnings an attempt may collect before it is terminated; null when not proctored. */
      max_warnings: z.number().int().min(0).nullable(),
      webcam: z.boolean(),
    }),
    policy: { public: true, cacheSeconds: 0 },
    summary:
      'A contest page: rules, sections, window and proctoring settings. Batch contests show to their batch only.',
  }),
  endpoint({
    id: 'x-contests-list',
    area,
    method: 'GET',
    path: 'contests/all/',
    query: pageQuery.extend({
      when: z.enum(['live', 'upcoming', 'past']).optional(),
      kind: z.enum(['batch', 'open']).optional(),
      search: z.string().trim().max(100).optional(),
    }),
    response: paginated(contestCard),
    policy: { public: true, cacheSeconds: 0 },
    summary:
      "The learner's contests page: open contests and the caller's batch contests, live and upcoming soonest first, past latest first. The spec lists no call for it.",
  }),
  endpoint({
    id: 'contest-start',
    area,
    method: 'GET',
    path: 'contest/{slug}/start/',
    params: contestParams,
    response: statusReply(['NOT_REGISTERED', 'NOT_STARTED', 'ENDED', 'CANCELLED']).extend({
      started_at: dateTime.nullable(),
      ends_at: dateTime.nullable(),
      /** Minutes staff added for this learner (accommodation), already in ends_at. */
      extra_minutes: z.number().int().min(0),
      proctoring: z
        .object({
          max_warnings: z.number().int().min(0),
          warnings_count: z.number().int().min(0),
          /** Null when the contest takes no webcam snapshots or the learner is exempt. */
          webcam_interval_seconds: z.number().int().positive().nullable(),
          /** Where the client PUTs webcam snapshots (001 §7 "a supplied URL"); null without webcam. */
          screenshot_upload_url: z.string().min(1).nullable(),
        })
        .nullable(),
    }),
    policy: fresh,
    summary:
      "Starts (or resumes) the caller's attempt on the server's clock; refused before the start time (NOT_STARTED).",
  }),
  endpoint({
    id: 'contest-details',
    area,
    method: 'GET',
    path: 'contest/{slug}/details/',
    params: contestParams,
    response: contestState.extend({
      quiz_data: z.object({
        contest_id: z.number().int(),
        sections: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            /** Question and option order is shuffled per user handle and contest id (001 §5). */
            questions_meta: z.array(
              z.object({
                question_id: z.number().int(),
                marks: z.number().min(0),
                negative_marks: z.number().min(0),
                cdn_data: z.object({
                  question_type: questionType,
                  /** Markdown; the client sanitizes it. */
                  text: z.string(),
                  options: z.array(z.object({ id: z.number().int(), text: z.string() })),
                }),
              }),
            ),
          }),
        ),
      }),
      coding_sections: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          problems: z.array(
            z.object({ id: z.number().int(), slug, title: z.string(), max_score: z.number().min(0) }),
          ),
        }),
      ),
    }),
    policy: fresh,
    summary: 'The questions and problems, once the caller has started (or the contest has ended).',
  }),
  endpoint({
    id: 'contest-leaderboard',
    area,
    method: 'GET',
    path: 'contest/{slug}/leaderboard/',
    params: contestParams,
    query: z.object({ page, type: leaderboardType.default('current') }),
    response: leaderboardPage,
    policy: fresh,
  }),
  endpoint({
    id: 'contest-summary',
    area,
    method: 'GET',
    path: 'contest/{slug}/summary/',
    params: contestParams,
    response: z.object({
      total_participants: z.number().int().min(0),
      user_score: z.number().nullable(),
      user_rank: z.number().int().min(1).nullable(),
      max_score: z.number().min(0),
      time_taken_seconds: z.number().int().min(0).nullable(),
      end_reason: z.enum(['user', 'auto_end', 'terminated']).nullable(),
      penalty_minutes: z.number().min(0),
      warnings_count: z.number().int().min(0),
      quizStatusCount: quizStatusCount.nullable(),
      /** Whether user_response now carries the correct answers and explanations. */
      showQuizAnswers: z.boolean(),
      sections: z.array(
        z.object({
          name: z.string(),
          kind: z.enum(['quiz', 'coding']),
          score: z.number(),
          max_score: z.number().min(0),
        }),
      ),
      problems: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          score: z.number(),
          max_score: z.number().min(0),
        }),
      ),
      /** The caller's answers to subjective questions, which staff mark after the attempt (ADR 0064, 0079). */
      subjective_answers: z.array(
        z.object({
          question_id: z.number().int(),
          /** The question as Markdown (the client sanitizes what it renders). */
          question: z.string(),
          answer: z.string(),
          max_marks: z.number().min(0),
          /** Null while the answer awaits marking. */
          marks: z.number().min(0).nullable(),
          /** The marker's note, given once the contest is over for everyone (null before, or when none). */
          comment: z.string().nullable(),
        }),
      ),
    }),
    policy: { cacheSeconds: 1800 },
  }),
  endpoint({
    id: 'contest-meta',
    area,
    method: 'GET',
    path: 'contest/{slug}/meta/',
    params: contestParams,
    response: contestState.extend({
      is_registered: z.boolean(),
      has_applied_job: z.boolean(),
      has_given_feedback: z.boolean(),
    }),
    policy: fresh,
    summary: 'Refreshed after a SUCCESS registration and after a job apply (001 §4).',
  }),
  endpoint({
    id: 'contest-job-details',
    area,
    method: 'GET',
    path: 'contest/{slug}/job_details/',
    params: contestParams,
    response: z.object({ job: jobSummary.nullable(), has_applied: z.boolean() }),
    policy: fresh,
  }),
  endpoint({
    id: 'contest-user-score',
    area,
    method: 'GET',
    path: 'contest/{slug}/user/score/',
    params: contestParams,
    response: z.object({
      score: z.number(),
      max_score: z.number().min(0),
      rank: z.number().int().min(1).nullable(),
    }),
    policy: fresh,
  }),
  endpoint({
    id: 'contest-notification',
    area,
    method: 'GET',
    path: 'contest/{slug}/notification/',
    params: contestParams,
    response: listOf(z.object({ id: z.number().int(), message: z.string(), created_at: dateTime })),
    policy: fresh,
  }),
  endpoint({
    id: 'contest-quiz-user-response',
    area,
    method: 'GET',
    path: 'contest/{slug}/quiz/q/user_response/',
    params: contestParams,
    response: z.object({
      userResponses: z.array(userResponse),
      quizStatusCount,
      showQuizAnswers: z.boolean(),
    }),
    policy: fresh,
    summary: "The caller's own answers only; correct answers and explanations once the contest has ended.",
  }),
  endpoint({
    id: 'contest-register',
    area,
    method: 'POST',
    path: 'register/',
    body: contestRef.extend({
      page_url: pageUrl,
      institute: z.string().trim().max(200).optional(),
      graduation_year: z.number().int().min(1950).max(2100).optional(),
    }),
    response: statusReply(['ALREADY_REGISTERED', 'REGISTRATION_CLOSED', 'NOT_ELIGIBLE']),
    policy: { pageUrl: true, revalidates: ['contest-meta'], revalidateWhen: onSuccess },
  }),
  endpoint({
    id: 'contest-add-to-google-calendar',
    area,
    method: 'POST',
    path: 'addContestToGoogleCalender',
    body: contestRef,
    response: z.object({ calendar_url: httpUrl }),
    summary: 'Returns a Google Calendar link prefilled with the contest window.',
    // The server serves it to visitors too (the link holds only the public contest window).
    policy: { public: true },
  }),
  endpoint({
    id: 'contest-end',
    area,
    method: 'PUT',
    path: 'end/',
    body: contestRef,
    response: attemptEnd,
    policy: { revalidates: ['contest-meta', 'contest-summary'] },
  }),
  endpoint({
    id: 'contest-auto-end',
    area,
    method: 'GET',
    path: 'end/?reason=autoEnd',
    query: contestRef,
    response: attemptEnd,
    summary: "Ends the caller's attempt when their time has run out on the server's clock (409 before).",
  }),
  endpoint({
    id: 'contest-quiz-question-submit',
    area,
    method: 'POST',
    path: 'quiz/q/{qid}/submit/',
    params: z.object({ qid: numericId }),
    body: contestRef.extend({
      selected_choices: z.array(z.number().int()).max(20),
      user_input: z.string().max(5000).optional(),
    }),
    response: savedResponse,
    policy: { revalidates: ['contest-quiz-user-response'] },
    summary: "Saves an answer; refused (409) once the caller's time is over.",
  }),
  endpoint({
    id: 'contest-quiz-question-action',
    area,
    method: 'PUT',
    path: 'quiz/qo/{qid}/{action}/',
    params: z.object({ qid: numericId, action: z.enum(['mark', 'unmark', 'visit', 'clear']) }),
    body: contestRef,
    response: savedResponse,
    policy: { revalidates: ['contest-quiz-user-response'] },
    summary: 'Marks, unmarks, visits or clears a question; counters never fall below 0 (001 §4).',
  }),
  endpoint({
    id: 'contest-user-activity',
    area,
    method: 'POST',
    path: 'user/activity/',
    body: contestRef.extend({
      activity: z.enum(['tab_switch', 'window_shrink', 'copy_paste', 'known_extension', 'fullscreen_exit']),
      occurred_at: dateTime,
      details: z.string().max(500).optional(),
    }),
    response: z.object({
      warnings_count: z.number().int().min(0),
      max_warnings: z.number().int().min(0),
      isProctoredTerminated: z.boolean(),
    }),
    summary: 'Records a proctoring warning.',
  }),
  endpoint({
    id: 'contest-apply-jobs',
    area,
    method: 'POST',
    path: 'jobs/{slug}/apply_jobs/',
    /** The job's slug as contest-job-details gives it (`job-{id}`). */
    params: z.object({ slug }),
    body: jobApplicationForm.extend({ contest_slug: slug, page_url: pageUrl }),
    response: statusReply(['ALREADY_APPLIED', 'NOT_ELIGIBLE']),
    policy: {
      pageUrl: true,
      revalidates: ['contest-meta', 'contest-job-details'],
      revalidateWhen: onSuccess,
    },
    decided:
      "The spec names the call only. It sends the same application as jobs-apply (the job portal's candidate list, pipeline and CSV show it), for the job whose hiring contest this is, by a learner registered for the contest (NOT_ELIGIBLE otherwise); a second one is ALREADY_APPLIED, a closed job 409 applications_closed, a missing résumé or a wrong place 400 beside the field (ADR 0079).",
    summary: 'Applies to the job attached to a contest; meta and job details refresh on success.',
  }),
  endpoint({
    id: 'contest-user-feedback',
    area,
    method: 'POST',
    path: 'user/feedback/',
    body: contestRef.extend({
      rating: z.number().int().min(1).max(5),
      comment: z.string().trim().max(2000).optional(),
    }),
    response: message,
    policy: { revalidates: ['contest-meta'] },
  }),
  endpoint({
    id: 'contest-user-problems-status',
    area,
    method: 'GET',
    path: 'user/problems/status/',
    query: contestRef,
    response: listOf(
      z.object({
        problem_id: z.number().int(),
        /** 002 §3 attempt status: -1 unattempted, 0 wrong, 1 correct. */
        status: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
        score: z.number(),
      }),
    ),
    policy: fresh,
  }),
  endpoint({
    ...problemEndpoints['problem-submissions'],
    id: 'contest-problem-submissions',
    area,
    sameRouteAs: 'problem-submissions',
    summary:
      "The contest page reads the caller's submissions of a problem through 002's problem-submissions route.",
  }),
  endpoint({
    id: 'contest-screenshot-upload',
    area,
    method: 'PUT',
    path: 'proctoring/screenshots/{token}/',
    params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,200}$/) }),
    body: z.object({
      screenshot: z
        .file()
        .max(2 * 1024 * 1024)
        .mime(['image/jpeg', 'image/png', 'image/webp']),
    }),
    response: message,
    policy: { bodyEncoding: 'multipart' },
    decided:
      "the spec says screenshots go to 'a supplied URL' with no method; contest start/ supplies proctoring.screenshot_upload_url, a tokenised URL on this path (the token names contest, user and sample), and the client PUTs the image there",
  }),
]);
