import { z } from 'zod';
import { endpoint } from './define';
import { dateTime, handle, keyedById, page, paginated, slug } from './fields';
import { id } from './schemas';

/**
 * Staff contest authoring (issue 24; the spec names no authoring calls, so these are x- calls, ADR
 * 0050): course admins and super admins author any contest, recruiters open (hiring) contests only.
 */
const area = 'Contest authoring';

/** 000 §4: Live 1, Upcoming 2, Expired 3, Cancelled 4, Completed 5. */
const contestStatus = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const questionType = z.enum(['single', 'multiple', 'input', 'subjective']);

const quizOption = z.object({
  id: z.number().int().min(1),
  text: z.string().trim().min(1, 'Write the option').max(2000),
});

const quizQuestionForm = z.object({
  question_type: questionType,
  body: z.string().trim().min(1, 'Write the question').max(20_000),
  options: z.array(quizOption).max(10, 'At most 10 options').default([]),
  correct_option_ids: z.array(z.number().int().min(1)).default([]),
  correct_answer: z.string().trim().max(500).nullable().default(null),
  marks: z.number().min(0).max(100),
  negative_marks: z.number().min(0).max(100).default(0),
  explanation: z.string().max(20_000).default(''),
});

const quizQuestion = quizQuestionForm.extend({
  id: z.number().int().positive(),
  used_in_contests: z.number().int().min(0),
});

const sectionForm = z.object({
  title: z.string().trim().min(1, 'Name the section').max(200),
  kind: z.enum(['quiz', 'coding']),
  /** Bank questions of a quiz section, in order. */
  question_ids: z.array(z.number().int().positive()).max(200).default([]),
  /** Library problems of a coding section, in order, with the points each is worth. */
  problems: z
    .array(z.object({ slug, points: z.number().min(1).max(1000) }))
    .max(50)
    .default([]),
});

const contestForm = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens')
    .max(120),
  title: z.string().trim().min(3, 'Give the contest a title').max(200),
  description: z.string().max(50_000).default(''),
  kind: z.enum(['batch', 'open']),
  /** The batch a batch contest is for; empty for an open contest. */
  batch_slug: slug.nullable().default(null),
  start_time: dateTime,
  end_time: dateTime,
  duration_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable()
    .default(null),
  proctored: z.boolean().default(false),
  disable_copy_paste: z.boolean().default(false),
  show_calculator: z.boolean().default(false),
  webcam_interval_seconds: z.number().int().min(10).max(3600).nullable().default(null),
  max_warnings: z.number().int().min(0).max(100).default(3),
  show_answers_after_end: z.boolean().default(true),
  wrong_submission_penalty_minutes: z.number().int().min(0).max(120).default(10),
  sections: z.array(sectionForm).min(1, 'Add at least one section').max(20),
});

const accommodation = z.object({
  handle: z.string().min(1).max(100),
  extra_minutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  webcam_exempt: z.boolean(),
  note: z.string().max(500).default(''),
});

const contestSummary = z.object({
  id: z.number().int().positive(),
  slug,
  title: z.string(),
  kind: z.enum(['batch', 'open']),
  batch_slug: slug.nullable(),
  start_time: dateTime,
  end_time: dateTime,
  status: contestStatus,
  sections: z.number().int().min(0),
  registrations: z.number().int().min(0),
});

/** As stored: contests written before authoring (seeded, linked listings) may have no sections yet. */
const contestDetail = contestForm.extend({
  slug,
  title: z.string(),
  duration_minutes: z.number().int().min(1).nullable(),
  webcam_interval_seconds: z.number().int().min(1).nullable(),
  max_warnings: z.number().int().min(0),
  wrong_submission_penalty_minutes: z.number().int().min(0),
  sections: z.array(sectionForm.extend({ title: z.string() })),
  id: z.number().int().positive(),
  status: contestStatus,
  /** Attempts started: once there is one, the sections are fixed (answers refer to them). */
  attempts: z.number().int().min(0),
  accommodations: z.array(accommodation),
  history: z.array(
    z.object({
      id: z.number().int(),
      changed_by: z.string(),
      changed_at: dateTime,
      changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    }),
  ),
});

/** A learner's answer to a subjective question, as staff read and mark it (ADR 0064). */
const subjectiveAnswer = z.object({
  question_id: z.number().int().positive(),
  /** The question as Markdown (the client sanitizes what it renders). */
  question: z.string(),
  max_marks: z.number().min(0),
  handle,
  name: z.string(),
  answer: z.string(),
  /** Null until staff mark it; then between 0 and `max_marks`. */
  marks: z.number().min(0).nullable(),
  marked_by: z.string().nullable(),
  marked_at: dateTime.nullable(),
  /** The marker's note to the learner (null when none was written). */
  comment: z.string().nullable(),
  /** Only a finished attempt's answers are marked: until then the learner may still change them. */
  attempt_finished: z.boolean(),
});

const byId = z.object({ id });
const decided = 'Staff-only call the spec does not name (ADR 0050).';

export const contestAuthoringEndpoints = keyedById([
  endpoint({
    id: 'x-admin-contests-list',
    area,
    method: 'GET',
    path: 'admin/contests/',
    query: z.object({ page, search: z.string().trim().max(100).optional() }),
    response: paginated(contestSummary),
    decided,
    summary: 'Contests the caller may author, newest start first.',
  }),
  endpoint({
    id: 'x-admin-contest-create',
    area,
    method: 'POST',
    path: 'admin/contests/',
    body: contestForm,
    response: contestDetail,
    policy: { revalidates: ['x-admin-contests-list'] },
    decided,
  }),
  endpoint({
    id: 'x-admin-contest-get',
    area,
    method: 'GET',
    path: 'admin/contests/{id}/',
    params: byId,
    response: contestDetail,
    decided,
  }),
  endpoint({
    id: 'x-admin-contest-update',
    area,
    method: 'PUT',
    path: 'admin/contests/{id}/',
    params: byId,
    body: contestForm,
    response: contestDetail,
    policy: { revalidates: ['x-admin-contests-list', 'x-admin-contest-get'] },
    decided,
    summary:
      'Saves the whole contest (reschedule by changing its times); sections are fixed once an attempt started.',
  }),
  endpoint({
    id: 'x-admin-contest-cancel',
    area,
    method: 'POST',
    path: 'admin/contests/{id}/cancel/',
    params: byId,
    response: contestDetail,
    policy: { revalidates: ['x-admin-contests-list', 'x-admin-contest-get'] },
    decided,
    summary: 'Sets status Cancelled (4); a finished contest cannot be cancelled.',
  }),
  endpoint({
    id: 'x-admin-contest-accommodation',
    area,
    method: 'PUT',
    path: 'admin/contests/{id}/accommodations/',
    params: byId,
    body: accommodation,
    response: contestDetail,
    policy: { revalidates: ['x-admin-contest-get'] },
    decided,
    summary: 'Grants one learner extra minutes and/or a webcam exemption for this contest.',
  }),
  endpoint({
    id: 'x-admin-contest-subjective-answers',
    area,
    method: 'GET',
    path: 'admin/contests/{id}/subjective-answers/',
    params: byId,
    query: z.object({ page, show: z.enum(['all', 'unmarked']).default('all') }),
    response: paginated(subjectiveAnswer),
    decided,
    summary: 'Answers to the contest’s subjective questions, unmarked first, 20 a page.',
  }),
  endpoint({
    id: 'x-admin-contest-subjective-mark',
    area,
    method: 'PUT',
    path: 'admin/contests/{id}/subjective-answers/',
    params: byId,
    body: z.object({
      question_id: z.number().int().positive(),
      handle,
      marks: z.number({ error: 'Give the marks as a number' }).min(0, 'Give 0 marks or more').max(100),
      /** Why these marks, for the learner; an empty note clears an earlier one. */
      comment: z.string().trim().max(2000, 'Keep the comment under 2,000 characters').default(''),
    }),
    response: subjectiveAnswer,
    policy: { revalidates: ['x-admin-contest-subjective-answers', 'x-admin-contest-get'] },
    decided,
    summary:
      'Marks one finished attempt’s subjective answer (0 to the question’s marks); the score, the leaderboard and the edit history follow.',
  }),
  endpoint({
    id: 'x-admin-quiz-questions-list',
    area,
    method: 'GET',
    path: 'admin/quiz-questions/',
    query: z.object({ page, search: z.string().trim().max(100).optional() }),
    response: paginated(quizQuestion),
    decided,
    summary: 'The question bank, newest first.',
  }),
  endpoint({
    id: 'x-admin-quiz-question-create',
    area,
    method: 'POST',
    path: 'admin/quiz-questions/',
    body: quizQuestionForm,
    response: quizQuestion,
    policy: { revalidates: ['x-admin-quiz-questions-list'] },
    decided,
  }),
]);
