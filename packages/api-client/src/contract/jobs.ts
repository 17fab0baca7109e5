import { normalizeJobDates, PROCTORING_EVENT_KINDS } from '@learnforge/domain';
import { z } from 'zod';
import { endpoint, fileDownload } from './define';
import {
  csvFile,
  dateTime,
  email,
  handle,
  httpUrl,
  jobApplicationForm,
  keyedById,
  listOf,
  numericId,
  onSuccess,
  page,
  pageQuery,
  pageUrl,
  paginated,
  slug,
} from './fields';
import { jobPostingForm, jobPostingJob } from './job-posting';
import { userEndpoints } from './user';

const area = 'Jobs and job portal';
const noPath = (what: string, chosen: string) =>
  `the spec names '${what}' without a path or method; ${chosen}`;
const portalJobParams = z.object({ id: numericId });
const mcsParams = z.object({ id: numericId });
/** The hiring pipeline: applied → shortlisted → interview → offer → hired, or rejected. */
const candidateStatus = z.enum(['applied', 'shortlisted', 'interview', 'offer', 'hired', 'rejected']);
const locationType = z.enum(['onsite', 'remote', 'hybrid']);
/** As the job form stores it (jobs/add/). */
const employmentType = z.enum(['full-time', 'part-time', 'internship', 'contract']);
/** `YYYY-MM-DD HH:MM:SS`, the job form's local date and time (ADR 0011). */
const count = z.number().int().min(0);
const jobDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
const resumeInfo = userEndpoints['user-resume-upload'].response;
/** What the learner saved with their last application, to fill the next one. */
const applicantProfile = z.object({
  name: z.string(),
  email,
  phone: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  work_experience: z.number().int().nullable(),
});

/** A job as the candidate's list shows it. */
const portalJobCard = z.object({
  id: z.number().int(),
  title: z.string(),
  company_name: z.string(),
  company_logo: z.string().nullable(),
  location_type: locationType,
  locations: z.array(z.string()),
  employment_type: employmentType,
  salary: z.object({ min: z.number(), max: z.number(), salary_type: z.number().int() }),
  experience: z.object({ min: z.number(), max: z.number() }),
  skill_sets: z.array(z.string()),
  last_apply_date: jobDateTime,
  /** The caller's application status, null when they have not applied (or are signed out). */
  application_status: candidateStatus.nullable(),
});

/** A job as the recruiter's job-portal calls answer it: the job editor's job, with its stage and assessment. */
const portalJob = jobPostingJob.extend({
  status: z.enum(['upcoming', 'open', 'closed']),
  applicants_count: z.number().int().min(0),
  /** The assessments whose contest this job names (at most one: a job names one hiring contest). */
  linked_mcs_ids: z.array(z.number().int()),
});

/** One assessment sitting as the candidate list shows it: the contest engine's attempt. */
const assessmentResult = z.object({
  mcs_id: z.number().int(),
  title: z.string(),
  /** Not yet invited (an applicant of a job naming the contest), invited, sitting it, or done. */
  state: z.enum(['not_invited', 'invited', 'started', 'finished']),
  invited_at: dateTime.nullable(),
  /** Quiz plus coding score once started; null before. */
  score: z.number().nullable(),
  max_score: z.number(),
  /** Proctoring warnings recorded (tab switches, full screen left, ...). */
  warnings: z.number().int().min(0),
  /** Whether the proctor ended the sitting for too many warnings. */
  terminated: z.boolean(),
});

/**
 * A candidate: with `job_id`, someone who applied (the application's fields set); with `mcs_id`, someone
 * invited to the assessment, whose application fields are null unless they applied to a job naming it.
 */
const candidateRow = z.object({
  handle: handle.nullable(),
  name: z.string(),
  email,
  phone: z.string().nullable(),
  city: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  /** Months; null when unset or 11 and under (001 §5). */
  work_experience: z.number().int().nullable(),
  /** Where the recruiter downloads the résumé the candidate sent (an attachment). */
  resume_url: z.string().nullable(),
  status: candidateStatus.nullable(),
  rejection_reason: z.string().nullable(),
  applied_at: dateTime.nullable(),
  /** The result of the job's assessment (or of the assessment filtered by), null when there is none. */
  assessment: assessmentResult.nullable(),
});

/**
 * A candidate's sitting of an assessment as the contest engine recorded it: the attempt, then every
 * warning and capture in the order it happened.
 */
const proctoringTimeline = z.object({
  mcs_id: z.number().int(),
  handle,
  name: z.string(),
  /** Null while the candidate has not started. */
  attempt: z
    .object({
      started_at: dateTime,
      deadline: dateTime,
      ended_at: dateTime.nullable(),
      /** Ended by the candidate, at the end time, or by the proctor for too many warnings. */
      end_reason: z.enum(['user', 'auto_end', 'terminated']).nullable(),
      warnings_count: z.number().int().min(0),
      max_warnings: z.number().int().min(0),
      score: z.number(),
      max_score: z.number(),
    })
    .nullable(),
  events: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(PROCTORING_EVENT_KINDS),
      warning: z.boolean(),
      occurred_at: dateTime,
      details: z.string().nullable(),
      /** Where the recruiter fetches the capture (x-job-portal-proctoring-snapshot); null for a warning. */
      snapshot_url: z.string().nullable(),
    }),
  ),
});

/** A question of the contest engine's bank (the same bank the contest editor uses). */
const mcsQuestion = z.object({
  id: z.number().int(),
  type: z.enum(['single', 'multiple', 'input', 'subjective']),
  /** The question's text, cut to its first 160 characters. */
  title: z.string(),
  marks: z.number(),
});

/** An assessment ("mcs", 001 §1: tests): a recruiter's test, sat as a proctored contest once generated. */
const mcs = z.object({
  id: z.number().int(),
  title: z.string(),
  duration_minutes: z.number().int().min(5).max(600),
  starts_at: dateTime,
  ends_at: dateTime,
  is_proctored: z.boolean(),
  question_ids: z.array(z.number().int()),
  /** Library problems of the coding section, judged by the real judge, with the points each is worth (and the title the library gives it). */
  problems: z.array(z.object({ slug, title: z.string(), points: z.number() })),
  /** The contest candidates sit, once generated; from then on the contest editor changes it. */
  contest_slug: slug.nullable(),
  contest_id: z.number().int().nullable(),
  invited_count: z.number().int().min(0),
  /** Jobs that name this assessment's contest. */
  job_ids: z.array(z.number().int()),
});
const mcsInput = z.object({
  title: z.string().trim().min(1, 'Name the assessment').max(200),
  duration_minutes: z.number().int().min(5, 'At least 5 minutes').max(600, 'At most 600 minutes'),
  starts_at: dateTime,
  ends_at: dateTime,
  is_proctored: z.boolean().default(true),
  question_ids: z.array(z.number().int().positive()).max(200).default([]),
  /** Published library problems for a coding section, in order, with the points each is worth. */
  problems: z
    .array(z.object({ slug, points: z.number().min(1).max(1000) }))
    .max(50)
    .default([]),
});

const legalContract = z.object({
  version: z.string(),
  /** Plain text, shown as written. */
  body: z.string(),
  hasSignedLegalContract: z.boolean(),
  signed_at: dateTime.nullable(),
  signed_by: z.string().nullable(),
});

export const jobEndpoints = keyedById([
  endpoint({
    id: 'jobs-skills',
    area,
    method: 'GET',
    path: 'jobs/skills/',
    query: z.object({ q: z.string().trim().max(100).optional() }),
    response: listOf(z.object({ id: z.number().int(), name: z.string() })),
    policy: { cacheSeconds: 3600 },
    decided: 'method not shown; GET, a lookup list',
  }),
  endpoint({
    id: 'jobs-list-by-status',
    area,
    method: 'GET',
    path: 'jobs/',
    query: pageQuery.extend({
      status: z.enum(['active', 'inactive', 'applied']).default('active'),
      location_type: locationType.optional(),
      location: z.string().trim().max(100).optional(),
      employment_type: employmentType.optional(),
      skill: z.string().trim().max(100).optional(),
      /** Years of experience the learner has: jobs whose range holds it. */
      experience: z.coerce.number<number>().min(0).max(60).optional(),
      /** The least yearly or monthly salary wanted: jobs whose maximum reaches it. */
      salary: z.coerce.number<number>().min(0).max(1_000_000_000).optional(),
      search: z.string().trim().max(200).optional(),
    }),
    response: paginated(portalJobCard),
    policy: { cacheSeconds: 0 },
    decided:
      "the spec writes 'jobs/?status=active|inactive|applied'; status is a query field, the path is 'jobs/'. Active: published and still open; inactive: published and past its last apply date; applied: the caller's applications, with their status",
  }),
  endpoint({
    id: 'jobs-filters',
    area,
    method: 'GET',
    path: 'jobs/filters/',
    response: z.object({
      locations: z.array(z.string()),
      skills: z.array(z.string()),
      employment_types: z.array(employmentType),
      location_types: z.array(locationType),
    }),
    policy: { cacheSeconds: 0, public: true },
    decided: noPath('filters', 'GET jobs/filters/, the values the published jobs use'),
  }),
  endpoint({
    id: 'jobs-details',
    area,
    method: 'GET',
    path: 'jobs/{id}/details/',
    params: portalJobParams,
    response: portalJobCard.extend({
      description: z.string(),
      organization: z.object({
        name: z.string(),
        website: z.string().optional(),
        logo: z.string().optional(),
        about: z.string().optional(),
      }),
      designation: z.string(),
      publish_date: jobDateTime,
      is_open: z.boolean(),
      contest: z.object({ slug, title: z.string(), start_time: dateTime }).nullable(),
    }),
    policy: { public: true, cacheSeconds: 0 },
    decided: noPath(
      'job details',
      'GET jobs/{id}/details/ (a job has no slug; its id names it); refreshed after a successful apply (001 §4)',
    ),
  }),
  endpoint({
    id: 'jobs-meta',
    area,
    method: 'GET',
    path: 'jobs/{id}/meta/',
    params: portalJobParams,
    response: z.object({
      has_applied: z.boolean(),
      application_status: candidateStatus.nullable(),
      applied_at: dateTime.nullable(),
      resume: resumeInfo.nullable(),
      profile: applicantProfile,
    }),
    policy: { cacheSeconds: 0 },
    decided: noPath(
      'job meta',
      "GET jobs/{id}/meta/, the caller's state (application, résumé, saved profile); refreshed after a successful apply",
    ),
  }),
  endpoint({
    id: 'jobs-apply',
    area,
    method: 'POST',
    path: 'jobs/{id}/apply/',
    params: portalJobParams,
    body: jobApplicationForm.extend({ page_url: pageUrl, requestType: z.literal('apply') }),
    response: z.object({ status: z.literal('SUCCESS'), message: z.string() }),
    policy: { pageUrl: true, revalidates: ['jobs-meta', 'jobs-details'], revalidateWhen: onSuccess },
    decided:
      "the spec writes 'POST apply (page_url, requestType)' without a path; POST jobs/{id}/apply/. A second apply is 409 already_applied, a closed job 409 applications_closed, no résumé 400 on the résumé field",
  }),
  endpoint({
    ...userEndpoints['user-resume-upload'],
    id: 'jobs-resume-upload',
    area,
    sameRouteAs: 'user-resume-upload',
    decided:
      "the spec says 'resume upload (multipart file)'; the same call as 002 user-resume-upload (POST jobs/resume/upload/), served by it",
  }),
  endpoint({
    id: 'x-jobs-resume-download',
    area,
    method: 'GET',
    path: 'jobs/resume/',
    response: fileDownload,
    policy: { download: 'application/*' },
    summary: "The caller's own résumé, always as an attachment.",
  }),
  endpoint({
    id: 'jobs-state-city-mapping',
    area,
    method: 'GET',
    path: 'jobs/state-city-mapping/',
    query: z.object({ country: z.string().length(2).default('IN') }),
    response: listOf(z.object({ state: z.string(), cities: z.array(z.string()) })),
    policy: { cacheSeconds: 86_400, public: true },
    decided: noPath('state-city mapping', 'GET jobs/state-city-mapping/'),
  }),
  endpoint({
    id: 'job-portal-create',
    area,
    method: 'POST',
    path: 'job-portal/jobs/',
    body: jobPostingForm,
    response: portalJob,
    policy: { prepareBody: normalizeJobDates, revalidates: ['x-job-portal-jobs', 'x-admin-jobs-list'] },
    decided: noPath(
      'job-portal create',
      'POST job-portal/jobs/ with the 001 §3 job form, the same form and checks as jobs/add/ (one posting used)',
    ),
  }),
  endpoint({
    id: 'job-portal-edit',
    area,
    method: 'PUT',
    path: 'job-portal/jobs/{id}/',
    params: portalJobParams,
    body: jobPostingForm,
    response: portalJob,
    policy: {
      prepareBody: normalizeJobDates,
      revalidates: ['x-job-portal-jobs', 'x-admin-jobs-list', 'admin-job-edit-get'],
    },
    decided: noPath(
      'job-portal edit',
      'PUT job-portal/jobs/{id}/ with the whole job form, checked as jobs/{id}/edit/ checks it',
    ),
  }),
  endpoint({
    id: 'job-portal-dashboard-candidates',
    area,
    method: 'GET',
    path: 'job-portal/dashboard/candidates/',
    query: z
      .object({
        job_id: numericId.optional(),
        mcs_id: numericId.optional(),
        page,
        status: candidateStatus.optional(),
      })
      .refine((query) => (query.job_id === undefined) !== (query.mcs_id === undefined), {
        message: 'Give job_id or mcs_id, one of them',
        path: ['job_id'],
      }),
    response: paginated(candidateRow),
    policy: { cacheSeconds: 0 },
    decided: noPath(
      'job-portal dashboard candidates',
      "GET job-portal/dashboard/candidates/ with job_id (applicants, with the job's assessment result) or mcs_id (the assessment's invitees and their results) and page, 20 a page",
    ),
  }),
  endpoint({
    id: 'x-job-portal-candidate-resume',
    area,
    method: 'GET',
    path: 'job-portal/dashboard/candidates/resume/',
    query: z.object({ job_id: numericId, handle }),
    response: fileDownload,
    policy: { download: 'application/*' },
    summary: "A candidate's résumé as sent with their application, always as an attachment.",
  }),
  endpoint({
    id: 'job-portal-csv',
    area,
    method: 'GET',
    path: 'job-portal/dashboard/candidates/csv/',
    query: z.object({ job_id: numericId, status: candidateStatus.optional() }),
    response: csvFile,
    policy: { download: 'text/csv' },
    decided: noPath(
      'job-portal csv',
      'GET job-portal/dashboard/candidates/csv/, the candidate list as a streamed file; cells that a spreadsheet would run as a formula are quoted',
    ),
  }),
  endpoint({
    id: 'job-portal-status-update',
    area,
    method: 'PATCH',
    path: 'job-portal/dashboard/candidates/status/',
    body: z.object({
      job_id: z.number().int().positive(),
      handles: z.array(handle).min(1).max(500),
      status: candidateStatus.exclude(['applied']),
      /** Required when rejecting: the candidate reads where their application stands, the recruiter why. */
      reason: z.string().trim().max(500).optional(),
    }),
    response: z.object({ updated_count: z.number().int().min(0), message: z.string() }),
    policy: { revalidates: ['job-portal-dashboard-candidates', 'x-job-portal-jobs'] },
    decided: noPath(
      'job-portal status update',
      'PATCH job-portal/dashboard/candidates/status/ for many candidates in one transaction: all move or none',
    ),
  }),
  endpoint({
    id: 'x-job-portal-mcs-list',
    area,
    method: 'GET',
    path: 'job-portal/mcs/',
    response: listOf(mcs),
    policy: { cacheSeconds: 0 },
    summary: "The recruiter's assessments (their organization's), newest first: the Assessment tab (001 §2).",
  }),
  endpoint({
    id: 'job-portal-mcs-add',
    area,
    method: 'POST',
    path: 'job-portal/mcs/',
    body: mcsInput,
    response: mcs,
    policy: { revalidates: ['x-job-portal-mcs-list'] },
    decided: noPath(
      'job-portal mcs add',
      'POST job-portal/mcs/ (mcs = tests, 001 §1): the details and bank questions of a test, sat as a contest once generated',
    ),
  }),
  endpoint({
    id: 'x-job-portal-mcs-get',
    area,
    method: 'GET',
    path: 'job-portal/mcs/{id}/',
    params: mcsParams,
    response: mcs,
    policy: { cacheSeconds: 0 },
    summary: "One assessment of the caller's organization.",
  }),
  endpoint({
    id: 'job-portal-mcs-edit',
    area,
    method: 'PUT',
    path: 'job-portal/mcs/{id}/',
    params: mcsParams,
    body: mcsInput,
    response: mcs,
    policy: { revalidates: ['x-job-portal-mcs-list', 'x-job-portal-mcs-get', 'job-portal-mcs-steps'] },
    decided: noPath(
      'job-portal mcs edit',
      'PUT job-portal/mcs/{id}/ until its contest is generated (409 contest_generated after: the contest editor changes it)',
    ),
  }),
  endpoint({
    id: 'job-portal-mcs-steps',
    area,
    method: 'GET',
    path: 'job-portal/mcs/{id}/steps/',
    params: mcsParams,
    response: z.object({
      steps: z.array(
        z.object({ step: z.enum(['details', 'questions', 'contest', 'invite']), completed: z.boolean() }),
      ),
    }),
    policy: { cacheSeconds: 0 },
    decided: noPath(
      'job-portal mcs steps',
      'GET job-portal/mcs/{id}/steps/, which steps of the test wizard are done: details, questions, contest, invite',
    ),
  }),
  endpoint({
    id: 'job-portal-questions',
    area,
    method: 'GET',
    path: 'job-portal/questions/',
    query: pageQuery.extend({
      type: z.enum(['single', 'multiple', 'input', 'subjective']).optional(),
      search: z.string().trim().max(200).optional(),
    }),
    response: paginated(mcsQuestion),
    policy: { cacheSeconds: 0 },
    decided: noPath(
      'job-portal questions',
      "GET job-portal/questions/, the contest engine's question bank tests are built from",
    ),
  }),
  endpoint({
    id: 'job-portal-send-invite',
    area,
    method: 'POST',
    path: 'job-portal/mcs/{id}/send-invite/',
    params: mcsParams,
    body: z.object({ emails: z.array(email).min(1, 'Enter at least one address').max(500) }),
    response: z.object({
      invited: z.array(email),
      failed: z.array(z.object({ email, reason: z.string() })),
      message: z.string(),
    }),
    policy: {
      revalidates: ['job-portal-mcs-steps', 'x-job-portal-mcs-get', 'job-portal-dashboard-candidates'],
    },
    decided: noPath(
      'job-portal send-invite',
      'POST job-portal/mcs/{id}/send-invite/: one mail per address through the job queue, once per address; each refused address named with its reason',
    ),
  }),
  endpoint({
    id: 'job-portal-generate-contest',
    area,
    method: 'POST',
    path: 'job-portal/mcs/{id}/generate-contest/',
    params: mcsParams,
    response: z.object({ contest_slug: slug, url: httpUrl }),
    policy: { revalidates: ['job-portal-mcs-steps', 'x-job-portal-mcs-get', 'x-job-portal-mcs-list'] },
    decided: noPath(
      'job-portal generate contest',
      'POST job-portal/mcs/{id}/generate-contest/, turns a test into an open, invitation-only contest of the contest engine',
    ),
  }),
  endpoint({
    id: 'job-portal-link',
    area,
    method: 'POST',
    path: 'job-portal/jobs/{id}/link/',
    params: portalJobParams,
    body: z.object({ mcs_id: z.number().int().positive() }),
    response: portalJob,
    policy: { revalidates: ['x-job-portal-jobs', 'x-job-portal-mcs-get', 'x-job-portal-mcs-list'] },
    decided: noPath(
      'job-portal link',
      "POST job-portal/jobs/{id}/link/, names the test's contest as the job's hiring contest",
    ),
  }),
  endpoint({
    id: 'job-portal-unlink',
    area,
    method: 'DELETE',
    path: 'job-portal/jobs/{id}/link/',
    params: portalJobParams,
    query: z.object({ mcs_id: numericId }),
    response: portalJob,
    policy: { revalidates: ['x-job-portal-jobs', 'x-job-portal-mcs-get', 'x-job-portal-mcs-list'] },
    decided: noPath('job-portal unlink', 'DELETE job-portal/jobs/{id}/link/'),
  }),
  endpoint({
    id: 'job-portal-legal-contract-get',
    area,
    method: 'GET',
    path: 'job-portal/legal-contract/',
    response: legalContract,
    policy: { cacheSeconds: 0 },
    decided: "the spec writes 'legal contract (get and post)' without a path; job-portal/legal-contract/",
  }),
  endpoint({
    id: 'job-portal-legal-contract-post',
    area,
    method: 'POST',
    path: 'job-portal/legal-contract/',
    body: z.object({
      version: z.string().min(1).max(50),
      accept: z.literal(true, 'Accept the contract to continue'),
      signatory_name: z.string().trim().min(1, 'Enter your name').max(100),
      signatory_designation: z.string().trim().min(1, 'Enter your designation').max(100),
    }),
    response: legalContract,
    policy: { revalidates: ['job-portal-legal-contract-get', 'recruiter-check-permission'] },
    decided: "the spec writes 'legal contract (get and post)' without a path; job-portal/legal-contract/",
  }),
  endpoint({
    id: 'job-portal-proctored-assets',
    area,
    method: 'GET',
    path: 'job-portal/dashboard/candidates/proctored-assets/',
    query: z.object({ mcs_id: numericId, handle }),
    response: proctoringTimeline,
    policy: { cacheSeconds: 0 },
    decided: noPath(
      'job-portal proctored assets',
      "GET job-portal/dashboard/candidates/proctored-assets/ with mcs_id and handle: the candidate's sitting of the recruiter's own assessment, its proctoring timeline and where each snapshot is fetched (002's dashboard/candidates/proctored-assets/ is the organization dashboard's)",
    ),
  }),
  endpoint({
    id: 'x-job-portal-proctoring-snapshot',
    area,
    method: 'GET',
    path: 'job-portal/dashboard/candidates/proctored-assets/{eventId}/',
    params: z.object({ eventId: numericId }),
    response: fileDownload,
    policy: { download: 'image/*' },
    summary:
      "One webcam still of a sitting of the recruiter's own organization's assessment (PNG, JPEG or WebP), always as an attachment.",
  }),
  endpoint({
    id: 'recruiter-check-permission',
    area: 'Roles and permissions',
    method: 'GET',
    path: 'job-portal/check-permission/',
    response: z.object({
      is_recruiter: z.boolean(),
      organization: z.string().nullable(),
      hasSignedLegalContract: z.boolean(),
      products: z.array(
        z.object({
          product: z.enum(['job_posting', 'assessment', 'candidate_search']),
          /** Never below 0 (001 §5). */
          remaining_quantity: z.number().int().min(0),
          expires_at: dateTime.nullable(),
        }),
      ),
    }),
    policy: { cacheSeconds: 0 },
    decided:
      "the spec names the 'hire-with-us check-permission' call only in §6; GET job-portal/check-permission/ (002's users/check-permission/ takes a source and is not stated to be this call)",
  }),
  endpoint({
    id: 'x-job-portal-jobs',
    area,
    method: 'GET',
    path: 'job-portal/jobs/',
    response: z.object({
      open_jobs: z.number().int().min(0),
      results: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          is_open: z.boolean(),
          last_apply_date: jobDateTime,
          applicants: z.object({
            applied: count,
            shortlisted: count,
            interview: count,
            offer: count,
            hired: count,
            rejected: count,
          }),
        }),
      ),
    }),
    policy: { cacheSeconds: 0 },
    summary:
      "The recruiter's dashboard (001 §2): their organization's jobs, open ones counted, with applicants per stage.",
  }),
]);
