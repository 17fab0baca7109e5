import { z } from 'zod';
import { endpoint, fileDownload } from './define';
import {
  csvFile,
  dateTime,
  email,
  handle,
  httpUrl,
  imageUpload,
  keyedById,
  listOf,
  message,
  money,
  numericId,
  onSuccess,
  page,
  pageUrl,
  paginated,
  slug,
  statusReply,
  userSummary,
} from './fields';
import { upload } from './schemas';

const area = 'Hackathon';
/**
 * 001 §7 lists hackathon calls by name only, under "old and new 'event' paths". The contract
 * serves one path per call, under hackathon/{slug}/, so it cannot be confused with the
 * Events area (events/{id}/).
 */
const noPath = (what: string, chosen: string) =>
  `the spec names '${what}' without a path or method (old and new 'event' paths); ${chosen}`;
const hackathonParams = z.object({ slug });

/**
 * How a team answers a round (001 §4): a project link, a file (ADR 0100: a PDF or ZIP, through the object
 * store), or the round's contest on the contest engine.
 */
const submissionType = z.enum(['link', 'file', 'contest']);
const round = z.object({
  id: z.number().int(),
  name: z.string(),
  starts_at: dateTime,
  ends_at: dateTime,
  submission_type: submissionType,
  contest_slug: slug.nullable(),
  /** When the organisers published who goes on; null until then. */
  results_published_at: dateTime.nullable(),
});
const roundInput = z.object({
  /** An existing round keeps its id (and its submissions); a round without one is added. */
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(100),
  starts_at: dateTime,
  ends_at: dateTime,
  submission_type: submissionType,
  contest_slug: slug.nullable().default(null),
});

const section = z.object({
  id: z.number().int(),
  title: z.string().trim().min(1).max(200),
  /** Markdown, shown sanitized. */
  body: z.string().trim().min(1).max(50_000),
  order: z.number().int().min(0),
});
const sectionInput = section.omit({ id: true });

const team = z.object({
  slug,
  name: z.string(),
  leader: handle,
  members: z.array(userSummary),
  institute: z.string().nullable(),
  /** Shown to the team's members only: whoever has it can join while the team has room. */
  invite_code: z.string().nullable(),
});

const submission = z.object({
  id: z.number().int(),
  round_id: z.number().int(),
  project_title: z.string(),
  description: z.string(),
  link: httpUrl.nullable(),
  /** A file round's file: downloaded (always as an attachment) by the team's members and the organisers. */
  file: z
    .object({
      name: z.string(),
      size: z.number().int().min(0),
      content_type: z.enum(['application/pdf', 'application/zip']),
      url: z.string(),
    })
    .nullable(),
  submitted_at: dateTime,
  updated_at: dateTime,
  /** Shown to the team once the round's results are published. */
  score: z.number().nullable(),
});
const submissionInput = z.object({
  round_id: z.number().int().positive(),
  project_title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000).default(''),
  link: httpUrl,
});

const prize = z.object({
  title: z.string().trim().min(1).max(100),
  amount: money,
  description: z.string().trim().max(500),
});
const faqItem = z.object({
  question: z.string().trim().min(1).max(300),
  answer: z.string().trim().min(1).max(3000),
});
const basicStep = z.object({
  name: z.string().trim().min(3).max(200),
  tagline: z.string().trim().max(300),
  starts_at: dateTime,
  ends_at: dateTime,
  min_team_size: z.number().int().min(1).max(10),
  max_team_size: z.number().int().min(1).max(10),
  banner_image: z.string().max(500).nullable(),
  published: z.boolean(),
});
const editorStep = z.enum(['basic', 'rounds', 'prizes', 'faq']);
const editorStepInput = z.discriminatedUnion('step', [
  basicStep.extend({ step: z.literal('basic') }),
  z.object({ step: z.literal('rounds'), rounds: z.array(roundInput).min(1).max(10) }),
  z.object({ step: z.literal('prizes'), prizes: z.array(prize).max(20) }),
  z.object({ step: z.literal('faq'), faq: z.array(faqItem).max(50) }),
]);
const hackathonCard = z.object({
  slug,
  name: z.string(),
  tagline: z.string(),
  banner_image: z.string().nullable(),
  starts_at: dateTime,
  ends_at: dateTime,
});
/** A round's result for the caller's team, once published. */
const roundResult = z.object({
  round_id: z.number().int(),
  round_name: z.string(),
  shortlisted: z.boolean(),
  score: z.number().nullable(),
});

export const hackathonEndpoints = keyedById([
  endpoint({
    id: 'hackathon-info',
    area,
    method: 'GET',
    path: 'hackathon/{slug}/info/',
    params: hackathonParams,
    response: hackathonCard.extend({
      min_team_size: z.number().int(),
      max_team_size: z.number().int(),
      rounds: z.array(round),
      sections: z.array(section),
      prizes: z.array(prize),
      faq: z.array(faqItem),
      /** Registration (and team changes) close when the hackathon ends. */
      registration_open: z.boolean(),
    }),
    policy: { cacheSeconds: 0, public: true },
    decided: noPath('info', 'GET hackathon/{slug}/info/'),
  }),
  endpoint({
    id: 'hackathon-meta',
    area,
    method: 'GET',
    path: 'hackathon/{slug}/meta/',
    params: hackathonParams,
    response: z.object({
      is_registered: z.boolean(),
      team: team.nullable(),
      is_organiser: z.boolean(),
      current_round_id: z.number().int().nullable(),
      /** Rounds the team may submit to now: open, and (after round 1) shortlisted from the round before. */
      submittable_round_ids: z.array(z.number().int()),
      results: z.array(roundResult),
    }),
    policy: { cacheSeconds: 0 },
    decided: noPath('meta', "GET hackathon/{slug}/meta/, the caller's state"),
  }),
  endpoint({
    id: 'hackathon-stats',
    area,
    method: 'GET',
    path: 'hackathon/{slug}/stats/',
    params: hackathonParams,
    response: z.object({
      participants_count: z.number().int().min(0),
      teams_count: z.number().int().min(0),
      submissions_count: z.number().int().min(0),
      institutes_count: z.number().int().min(0),
    }),
    policy: { cacheSeconds: 300, public: true },
    decided: noPath('stats', 'GET hackathon/{slug}/stats/'),
  }),
  endpoint({
    id: 'hackathon-invite',
    area,
    method: 'POST',
    path: 'hackathon/{slug}/invite/',
    params: hackathonParams,
    body: z.object({ team_slug: slug, emails: z.array(email).min(1).max(10) }),
    response: z.object({ invited: z.array(email), failed: z.array(z.object({ email, reason: z.string() })) }),
    policy: { revalidates: ['hackathon-meta'] },
    decided: noPath('POST invite', 'POST hackathon/{slug}/invite/'),
  }),
  endpoint({
    id: 'hackathon-team',
    area,
    method: 'POST',
    path: 'teams/{slug}/',
    params: z.object({ slug }),
    body: z.object({
      hackathon_slug: slug,
      name: z.string().trim().min(2).max(100),
      institute: z.string().trim().max(200).optional(),
    }),
    response: team,
    policy: { revalidates: ['hackathon-meta'] },
    summary: 'The team leader renames the team or sets its institute; slug is the team slug.',
  }),
  endpoint({
    id: 'hackathon-team-member',
    area,
    method: 'POST',
    path: 'hackathon/{slug}/team-member/',
    params: hackathonParams,
    body: z.object({
      team_slug: slug,
      action: z.enum(['join', 'leave', 'remove']),
      invite_code: z.string().min(4).max(64).optional(),
      member: handle.optional(),
    }),
    response: team,
    policy: { revalidates: ['hackathon-meta'] },
    decided: noPath(
      'POST team-member',
      'POST hackathon/{slug}/team-member/ (join with an invite code, leave, or remove)',
    ),
  }),
  endpoint({
    id: 'hackathon-register',
    area,
    method: 'POST',
    path: 'hackathon/{slug}/register/',
    params: hackathonParams,
    body: z.object({ team_name: z.string().trim().min(2).max(100), page_url: pageUrl }),
    response: statusReply(['ALREADY_REGISTERED', 'REGISTRATION_CLOSED']).extend({ team: team.nullable() }),
    policy: { pageUrl: true, revalidates: ['hackathon-meta'], revalidateWhen: onSuccess },
    decided: noPath(
      'POST register',
      "POST hackathon/{slug}/register/, registering creates the caller's team",
    ),
  }),
  endpoint({
    id: 'hackathon-team-submissions-get',
    area,
    method: 'GET',
    path: 'hackathon/{slug}/teams/{team}/submissions/',
    params: hackathonParams.extend({ team: slug }),
    response: listOf(submission),
    policy: { cacheSeconds: 0 },
    decided: noPath('team submissions (GET)', 'GET hackathon/{slug}/teams/{team}/submissions/'),
  }),
  endpoint({
    id: 'hackathon-team-submissions-post',
    area,
    method: 'POST',
    path: 'hackathon/{slug}/teams/{team}/submissions/',
    params: hackathonParams.extend({ team: slug }),
    body: submissionInput,
    response: submission,
    policy: { revalidates: ['hackathon-team-submissions-get'] },
    decided: noPath(
      'team submissions (POST or other by round)',
      'POST hackathon/{slug}/teams/{team}/submissions/ for a first submission; a round already submitted is edited with x-hackathon-team-submission-update (PUT)',
    ),
  }),
  endpoint({
    id: 'x-hackathon-team-submission-update',
    area,
    method: 'PUT',
    path: 'hackathon/{slug}/teams/{team}/submissions/{submissionId}/',
    params: hackathonParams.extend({ team: slug, submissionId: numericId }),
    body: submissionInput.omit({ round_id: true }),
    response: submission,
    policy: { revalidates: ['hackathon-team-submissions-get'] },
    summary: "The 'other' method of 001 §4: editing a round's submission while the round is open.",
  }),
  endpoint({
    id: 'x-hackathon-team-submission-file',
    area,
    method: 'POST',
    path: 'hackathon/{slug}/teams/{team}/submissions/file/',
    params: hackathonParams.extend({ team: slug }),
    body: z.object({
      /** Multipart fields arrive as text. */
      round_id: z.coerce.number().int().positive(),
      project_title: z.string().trim().min(1).max(200),
      description: z.string().trim().max(5000).default(''),
      /** Required for the first submission; left out, a resubmission keeps the file it has. */
      file: upload.optional(),
    }),
    response: submission,
    policy: { bodyEncoding: 'multipart', revalidates: ['hackathon-team-submissions-get'] },
    summary:
      "A file round's submission (ADR 0100): a PDF or ZIP of at most 10 MB, its type read from its bytes; sending again until the deadline replaces the team's file, after it 409 deadline_passed.",
  }),
  endpoint({
    id: 'x-hackathon-submission-file',
    area,
    method: 'GET',
    path: 'hackathon/{slug}/submissions/{submissionId}/file/',
    params: hackathonParams.extend({ submissionId: numericId }),
    response: fileDownload,
    policy: { download: 'application/*' },
    summary:
      "A file round's submitted file, for the team's members and the organisers only (403 to anyone else), always as an attachment.",
  }),
  endpoint({
    id: 'hackathon-participants',
    area,
    method: 'GET',
    path: 'hackathon/{slug}/participants/',
    params: hackathonParams,
    query: z.object({ page }),
    response: paginated(userSummary.extend({ team_slug: slug.nullable(), institute: z.string().nullable() })),
    decided:
      "the spec writes 'participants?page' without a method; GET hackathon/{slug}/participants/ with page",
  }),
  endpoint({
    id: 'hackathon-notification',
    area,
    method: 'GET',
    path: 'hackathon/{slug}/notification/',
    params: hackathonParams,
    response: listOf(z.object({ id: z.number().int(), message: z.string(), created_at: dateTime })),
    policy: { cacheSeconds: 0 },
    decided: noPath('notification', 'GET hackathon/{slug}/notification/'),
  }),
  endpoint({
    id: 'hackathon-institutes',
    area,
    method: 'GET',
    path: 'hackathon/{slug}/institutes/',
    params: hackathonParams,
    query: z.object({ search: z.string().trim().max(200).optional() }),
    response: listOf(z.object({ name: z.string(), participants_count: z.number().int().min(0) })),
    policy: { cacheSeconds: 60, public: true },
    decided: noPath('institutes', 'GET hackathon/{slug}/institutes/, institutes of the participants'),
  }),
  endpoint({
    id: 'hackathon-editor-steps-get',
    area,
    method: 'GET',
    path: 'hackathon/{slug}/editor/steps/',
    params: hackathonParams,
    response: z.object({
      steps: z.array(z.object({ step: editorStep, title: z.string(), completed: z.boolean() })),
      values: z.object({
        basic: basicStep,
        rounds: z.array(round),
        prizes: z.array(prize),
        faq: z.array(faqItem),
        sections: z.array(section),
        images: z.array(z.object({ id: z.number().int(), url: z.string() })),
      }),
    }),
    policy: { cacheSeconds: 0 },
    decided: noPath('editor steps (GET)', 'GET hackathon/{slug}/editor/steps/'),
  }),
  endpoint({
    id: 'hackathon-editor-steps-put',
    area,
    method: 'PUT',
    path: 'hackathon/{slug}/editor/steps/',
    params: hackathonParams,
    body: editorStepInput,
    response: z.object({ step: editorStep, completed: z.literal(true) }),
    policy: { revalidates: ['hackathon-editor-steps-get', 'hackathon-info'] },
    decided: noPath('editor steps (PUT)', 'PUT hackathon/{slug}/editor/steps/, one step per request'),
  }),
  endpoint({
    id: 'hackathon-sections-add',
    area,
    method: 'POST',
    path: 'hackathon/{slug}/sections/',
    params: hackathonParams,
    body: sectionInput,
    response: section,
    policy: { revalidates: ['hackathon-info', 'hackathon-editor-steps-get'] },
    decided: noPath('sections add', 'POST hackathon/{slug}/sections/'),
  }),
  endpoint({
    id: 'hackathon-sections-update',
    area,
    method: 'PUT',
    path: 'hackathon/{slug}/sections/{sectionId}/',
    params: hackathonParams.extend({ sectionId: numericId }),
    body: sectionInput,
    response: section,
    policy: { revalidates: ['hackathon-info', 'hackathon-editor-steps-get'] },
    decided: noPath('sections update', 'PUT hackathon/{slug}/sections/{sectionId}/'),
  }),
  endpoint({
    id: 'hackathon-sections-delete',
    area,
    method: 'DELETE',
    path: 'hackathon/{slug}/sections/{sectionId}/',
    params: hackathonParams.extend({ sectionId: numericId }),
    response: message,
    policy: { revalidates: ['hackathon-info', 'hackathon-editor-steps-get'] },
    decided: noPath('sections delete', 'DELETE hackathon/{slug}/sections/{sectionId}/'),
  }),
  endpoint({
    id: 'hackathon-image-upload',
    area,
    method: 'POST',
    path: 'hackathon/{slug}/images/',
    params: hackathonParams,
    body: z.object({ image: imageUpload }),
    response: z.object({ id: z.number().int(), url: z.string() }),
    policy: { bodyEncoding: 'multipart', revalidates: ['hackathon-editor-steps-get'] },
    decided: noPath('image upload', 'POST hackathon/{slug}/images/ (multipart)'),
  }),
  endpoint({
    id: 'hackathon-image-delete',
    area,
    method: 'DELETE',
    path: 'hackathon/{slug}/images/{imageId}/',
    params: hackathonParams.extend({ imageId: numericId }),
    response: message,
    policy: { revalidates: ['hackathon-editor-steps-get', 'hackathon-info'] },
    decided: noPath('image delete', 'DELETE hackathon/{slug}/images/{imageId}/'),
  }),
  endpoint({
    id: 'hackathon-csv-download',
    area,
    method: 'GET',
    path: 'hackathon/{slug}/csv/',
    params: hackathonParams,
    query: z.object({ type: z.enum(['participants', 'teams', 'submissions']).default('participants') }),
    response: csvFile,
    policy: { download: 'text/csv' },
    decided: noPath('CSV download', 'GET hackathon/{slug}/csv/, a file download'),
  }),
  endpoint({
    id: 'hackathon-my-contest-link',
    area,
    method: 'GET',
    path: 'hackathon/{slug}/my-contest-link/',
    params: hackathonParams,
    response: z.object({
      contest_slug: slug.nullable(),
      url: httpUrl.nullable(),
      opens_at: dateTime.nullable(),
    }),
    policy: { cacheSeconds: 0 },
    decided: noPath(
      'my-contest link',
      "GET hackathon/{slug}/my-contest-link/, the caller's team contest for the current round",
    ),
  }),
  endpoint({
    id: 'x-hackathons-index',
    area,
    method: 'GET',
    path: 'hackathons/',
    query: z.object({ status: z.enum(['open', 'past']).default('open') }),
    response: listOf(hackathonCard),
    policy: { cacheSeconds: 60, public: true },
    summary: 'Published hackathons: open ones (not yet ended) soonest first, or past ones latest first.',
  }),
  endpoint({
    id: 'x-hackathons-staff-list',
    area,
    method: 'GET',
    path: 'hackathons/manage/',
    response: listOf(
      hackathonCard.extend({
        published: z.boolean(),
        teams_count: z.number().int().min(0),
        submissions_count: z.number().int().min(0),
      }),
    ),
    policy: { cacheSeconds: 0 },
    summary: "Every hackathon, published or not, for its organisers' list.",
  }),
  endpoint({
    id: 'x-hackathon-create',
    area,
    method: 'POST',
    path: 'hackathons/',
    body: basicStep.omit({ published: true, banner_image: true }).extend({ slug }),
    response: z.object({ slug }),
    policy: { revalidates: ['x-hackathons-staff-list'] },
    summary:
      "The first step of the organiser editor (000 'hack-a-thon/create'): a draft hackathon, unpublished, its other steps still to fill. 409 when the slug is taken.",
  }),
  endpoint({
    id: 'x-hackathon-judging',
    area,
    method: 'GET',
    path: 'hackathon/{slug}/rounds/{roundId}/judging/',
    params: hackathonParams.extend({ roundId: numericId }),
    response: z.object({
      hackathon: z.string(),
      round,
      teams: z.array(
        z.object({
          slug,
          name: z.string(),
          members_count: z.number().int(),
          submission: submission.extend({ judge_comment: z.string().nullable() }).nullable(),
          shortlisted: z.boolean(),
          /** Whether the team could enter this round (shortlisted from the round before, or round 1). */
          eligible: z.boolean(),
        }),
      ),
    }),
    policy: { cacheSeconds: 0 },
    summary: "A round's teams with their submissions, scores and the shortlist, for the organisers.",
  }),
  endpoint({
    id: 'x-hackathon-submission-score',
    area,
    method: 'PUT',
    path: 'hackathon/{slug}/submissions/{submissionId}/score/',
    params: hackathonParams.extend({ submissionId: numericId }),
    body: z.object({ score: z.number().min(0).max(100), comment: z.string().trim().max(2000).default('') }),
    response: message,
    policy: { revalidates: ['x-hackathon-judging'] },
    summary:
      "Scores a team's submission (0 to 100) once the round's deadline has passed; 409 after results are published.",
  }),
  endpoint({
    id: 'x-hackathon-round-results',
    area,
    method: 'PUT',
    path: 'hackathon/{slug}/rounds/{roundId}/results/',
    params: hackathonParams.extend({ roundId: numericId }),
    body: z.object({ shortlisted: z.array(slug).max(1000), publish: z.boolean() }),
    response: z.object({
      message: z.string(),
      shortlisted_count: z.number().int(),
      results_published_at: dateTime.nullable(),
    }),
    policy: { revalidates: ['x-hackathon-judging'] },
    summary:
      'Saves the teams that go on from a round; with publish, the results are announced (a notification and a mail to every participant) and fixed.',
  }),
]);
