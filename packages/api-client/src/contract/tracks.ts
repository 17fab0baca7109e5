import { z } from 'zod';
import { endpoint } from './define';
import {
  dateTime,
  keyedById,
  keySetPage,
  lastEvaluatedKey,
  listOf,
  message,
  numericId,
  page,
  pageSize,
  paginated,
  slug,
  trackEntityType,
  trackProgress,
} from './fields';

const area = 'Tracks';
const placement = z.object({ batch_slug: slug, track_slug: slug });

const quizQuestionType = z.enum(['single', 'multiple', 'numeric', 'subjective']);
const quizQuestion = z.object({
  id: z.number().int(),
  question_type: quizQuestionType,
  text_html: z.string(),
  options: z.array(z.object({ id: z.number().int(), text_html: z.string() })),
  marks: z.number().min(0),
});
/** Field names follow 001 §3 quiz response fields, `explaination` spelling included. */
const quizAnswerResult = z.object({
  question_id: z.number().int(),
  status: z.enum(['correct', 'wrong', 'partial', 'unanswered', 'pending_review']),
  correctChoices: z.array(z.number().int()),
  selectedChoices: z.array(z.number().int()),
  userInput: z.string().nullable(),
  correctAnswer: z.string().nullable(),
  explaination: z.string().nullable(),
  marks_scored: z.number(),
});

const article = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown; the app renders it sanitized, with highlighted code. */
  content_markdown: z.string(),
  reading_time_minutes: z.number().int().min(0),
  updated_at: dateTime,
});

/** An article's source as its editors see it (`article/{id}/edit`, GET and PUT). */
const articleSource = article.extend({
  can_edit: z.boolean(),
  /** The Markdown rendered and sanitized on the server (no scripts, handlers, frames or styles). */
  content_html: z.string(),
  batch_slug: slug,
  /** Null while the article is not placed in a track. */
  track_slug: slug.nullable(),
  /** Raised by every save; a save names the version it was written over (ADR 0111). */
  version: z.number().int().min(0),
});

const note = z.object({
  id: z.string(),
  entity_type: trackEntityType.nullable(),
  entity_id: z.number().int().nullable(),
  content: z.string(),
  created_at: dateTime,
  updated_at: dateTime,
});

export const trackEndpoints = keyedById([
  endpoint({
    id: 'track-quiz',
    area,
    method: 'GET',
    path: 'quiz/',
    /** A track may hold several quizzes; without `quiz_id`, its first. */
    query: placement.extend({ quiz_id: numericId.optional() }),
    response: z.object({
      quiz_id: z.number().int(),
      title: z.string(),
      questions: z.array(quizQuestion),
      is_submitted: z.boolean(),
      /** Present once submitted, so answers can be shown again. */
      results: z.array(quizAnswerResult).nullable(),
      score: z.number().nullable(),
      max_score: z.number().min(0),
    }),
    policy: { cacheSeconds: 0 },
  }),
  endpoint({
    id: 'track-quiz-submission',
    area,
    method: 'POST',
    path: 'quiz/submission',
    body: placement.extend({
      quiz_id: z.number().int().positive(),
      responses: z
        .array(
          z.object({
            question_id: z.number().int().positive(),
            selected_choices: z.array(z.number().int()).max(20),
            user_input: z.string().max(5000).optional(),
          }),
        )
        .min(1)
        .max(500),
    }),
    response: z.object({
      score: z.number(),
      max_score: z.number().min(0),
      results: z.array(quizAnswerResult),
      progress: trackProgress,
    }),
    policy: { revalidates: ['track-quiz', 'track-user-progress', 'batch-progress', 'track-batch'] },
  }),
  endpoint({
    id: 'track-quiz-invalidate-cache',
    area,
    method: 'POST',
    path: 'quiz/{track}/invalidate-cache/',
    params: z.object({ track: slug }),
    response: message,
    policy: { revalidates: ['track-quiz'] },
    summary:
      "Course admins: every track of that slug serves its quiz as now stored, on every instance and in the caller's browser (ADR 0101).",
  }),
  endpoint({
    id: 'track-video-likes-count',
    area,
    method: 'PATCH',
    path: 'batch/{slug}/update-video-likes-count/',
    params: z.object({ slug }),
    body: z.object({ video_id: z.number().int().positive(), reaction: z.enum(['like', 'dislike', 'none']) }),
    response: z.object({
      video_id: z.number().int(),
      likes_count: z.number().int().min(0),
      dislikes_count: z.number().int().min(0),
      user_reaction: z.enum(['like', 'dislike', 'none']),
    }),
    policy: { revalidates: ['track-user-videos-stats'] },
  }),
  endpoint({
    id: 'track-user-videos-stats',
    area,
    method: 'GET',
    path: 'user-videos-stats/',
    query: placement,
    response: listOf(
      z.object({
        video_id: z.number().int(),
        likes_count: z.number().int().min(0),
        dislikes_count: z.number().int().min(0),
        views_count: z.number().int().min(0),
        user_reaction: z.enum(['like', 'dislike', 'none']),
        watched_seconds: z.number().min(0),
        completed: z.boolean(),
      }),
    ),
    policy: { cacheSeconds: 0 },
  }),
  endpoint({
    id: 'track-article',
    area,
    method: 'GET',
    path: 'article/{id}/',
    params: z.object({ id: numericId }),
    /** The batch decides who may read the article (the access-permission check). */
    query: placement,
    response: article.extend({ is_completed: z.boolean() }),
    policy: { cacheSeconds: 3600 },
  }),
  endpoint({
    id: 'track-article-complete',
    area,
    method: 'POST',
    path: 'article/{id}/complete/',
    params: z.object({ id: numericId }),
    body: placement,
    response: trackProgress,
    policy: { revalidates: ['track-article', 'track-user-progress', 'batch-progress', 'track-batch'] },
    summary: 'Marks the article read; a repeat completion changes nothing (001 §4).',
  }),
  endpoint({
    id: 'track-article-invalidate-cache',
    area,
    method: 'POST',
    path: 'article/{id}/invalidate-cache/',
    params: z.object({ id: numericId }),
    response: message,
    policy: { revalidates: ['track-article', 'track-article-edit'] },
    summary:
      "Course admins: the article is served as now stored, on every instance and in the caller's browser (ADR 0101).",
  }),
  endpoint({
    id: 'track-article-edit',
    area,
    method: 'GET',
    path: 'article/{id}/edit',
    params: z.object({ id: numericId }),
    response: articleSource,
    policy: { cacheSeconds: 0 },
    summary:
      'The editable source of an article and its sanitized preview, for course admins (canEditBatchTrack).',
  }),
  endpoint({
    id: 'x-track-article-save',
    area,
    method: 'PUT',
    path: 'article/{id}/edit',
    params: z.object({ id: numericId }),
    body: z.object({
      title: z
        .string()
        .trim()
        .min(1, 'Give the article a title')
        .max(200, 'Keep the title under 200 characters'),
      content_markdown: z
        .string()
        .trim()
        .min(1, 'Write the article')
        .max(100_000, 'Keep the article under 100,000 characters'),
      /** The version the editor opened; a save over any other is refused (409 `article_changed`). */
      version: z.number().int().min(0),
    }),
    response: articleSource,
    policy: { revalidates: ['track-article', 'track-article-edit', 'track-batch'] },
    summary:
      'Course admins save an article over the version they opened; a save by someone else since is refused (ADR 0111).',
  }),
  endpoint({
    id: 'track-batch',
    area,
    method: 'GET',
    path: 'tracks/{track}/batch/{batch}/',
    params: z.object({ track: slug, batch: slug }),
    response: z.object({
      id: z.number().int(),
      slug,
      name: z.string(),
      description: z.string(),
      entities: z.array(
        z.object({
          id: z.number().int(),
          type: trackEntityType,
          slug: slug.nullable(),
          title: z.string(),
          order: z.number().int().min(0),
          is_locked: z.boolean(),
          duration_minutes: z.number().int().min(0).nullable(),
          /** Whether the learner has completed it (a quiz: every question answered right). */
          completed: z.boolean(),
          /** A video's file, served with HTTP range requests. */
          video_url: z.string().nullable(),
          duration_seconds: z.number().min(0).nullable(),
        }),
      ),
    }),
    // Holds the caller's completion of each entity, so it is never reused from a cache.
    policy: { cacheSeconds: 0 },
  }),
  endpoint({
    id: 'track-video-feedback',
    area,
    method: 'POST',
    path: 'videos/{id}/feedbacks/',
    params: z.object({ id: numericId }),
    body: z.object({
      rating: z
        .number({ error: 'Choose a rating from 1 to 5 stars' })
        .int('Choose a whole number of stars')
        .min(1, 'Choose a rating from 1 to 5 stars')
        .max(5, 'Choose a rating from 1 to 5 stars'),
      tags: z.array(z.string().trim().min(1).max(50)).max(10, 'Choose at most 10 tags').default([]),
      comment: z.string().trim().max(2000, 'Keep your comment under 2,000 characters').optional(),
    }),
    response: message,
    summary:
      'A learner rates a track video they may watch (ADR 0087); sending again replaces their feedback.',
  }),
  endpoint({
    id: 'x-video-feedbacks',
    area,
    method: 'GET',
    path: 'video-feedbacks/',
    query: z.object({
      course_slug: slug.optional(),
      batch_slug: slug.optional(),
      video_id: numericId.optional(),
      rating: z.coerce
        .number<number>({ error: 'Choose a rating from 1 to 5 stars' })
        .int('Choose a rating from 1 to 5 stars')
        .min(1, 'Choose a rating from 1 to 5 stars')
        .max(5, 'Choose a rating from 1 to 5 stars')
        .optional(),
      tag: z.string().trim().min(1).max(50, 'A tag has at most 50 characters').optional(),
      page,
      page_size: pageSize.optional(),
    }),
    response: paginated(
      z.object({
        id: z.number().int(),
        course_slug: slug,
        course_name: z.string(),
        batch_slug: slug,
        batch_name: z.string(),
        track_slug: slug,
        video_id: z.number().int(),
        video_title: z.string(),
        handle: z.string(),
        name: z.string(),
        rating: z.number().int().min(1).max(5),
        tags: z.array(z.string()),
        comment: z.string(),
        created_at: dateTime,
      }),
    ).extend({
      /** Mean stars of every feedback the filters match (not only this page); null when none does. */
      average_rating: z.number().min(1).max(5).nullable(),
      /** The chosen course's batches, to narrow by (empty until a course is chosen). */
      batches: z.array(z.object({ slug, name: z.string() })),
      /** The chosen batch's videos placed in a track (empty until a batch is chosen). */
      videos: z.array(z.object({ id: z.number().int(), title: z.string(), track_slug: slug })),
    }),
    policy: { cacheSeconds: 0 },
    summary:
      "Course admins read learners' feedback on track videos by course, batch, video, stars or tag, newest first (ADR 0105).",
  }),
  endpoint({
    id: 'track-user-progress',
    area,
    method: 'GET',
    path: 'track/user/progress/',
    query: placement,
    response: trackProgress,
    policy: { cacheSeconds: 0 },
  }),
  endpoint({
    id: 'track-batch-notes',
    area,
    method: 'GET',
    path: 'track/{t}/batch/{b}/notes/',
    params: z.object({ t: slug, b: slug }),
    query: z.object({ page, last_evaluated_key: lastEvaluatedKey.optional() }),
    response: keySetPage('notes_list', note),
    policy: { cacheSeconds: 0 },
  }),
]);
