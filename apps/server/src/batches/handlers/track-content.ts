import { mergeWatchIntervals, videoCountsAsDone, watchedSeconds } from '@learnforge/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { QuizQuestionBody } from '../../db/content-body';
import { batchContentItems, trackCompletions, trackQuizAttempts, videoWatches } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { articleMinutes } from '../completion-estimate';
import {
  completeEntity,
  contentItem,
  recordBatchActivity,
  requireBatchAccess,
  trackInBatch,
  trackProgressView,
} from '../learning';

export const handleBatchUserVideoAnalytics: Handler<'batch-user-video-analytics'> = async ({
  input,
  user,
  database: { db },
}) => {
  const body = input.body;
  if (body.is_live_class_recording)
    throw badRequest('Live-class recordings are not tracked here yet; only track videos are.', {
      is_live_class_recording: 'Only track videos are tracked.',
    });
  const { batch } = await requireBatchAccess(db, user, body.batch_slug);
  const video = await contentItem(db, batch.id, body.video_id, 'video');
  // The stored length decides, not the one the player reports, so a client cannot shorten a video.
  const duration = video.body.duration_seconds ?? body.duration_seconds;
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select()
      .from(videoWatches)
      .where(and(eq(videoWatches.userId, user.id), eq(videoWatches.videoId, video.id)))
      .for('update');
    const intervals = mergeWatchIntervals(
      [...(previous?.intervals ?? []), ...body.watched_intervals],
      duration,
    );
    const watched = watchedSeconds(intervals);
    const completed = (previous?.completed ?? false) || videoCountsAsDone(watched, duration);
    const row = {
      intervals,
      watchedSeconds: watched,
      durationSeconds: duration,
      positionSeconds: Math.min(body.position_seconds, duration),
      completed,
      updatedAt: new Date(),
    };
    await tx
      .insert(videoWatches)
      .values({ userId: user.id, videoId: video.id, batchId: batch.id, ...row })
      .onConflictDoUpdate({ target: [videoWatches.userId, videoWatches.videoId], set: row });
    if (completed)
      await completeEntity(tx, {
        userId: user.id,
        batchId: batch.id,
        trackId: video.trackId,
        entityType: 'video',
        entityId: video.id,
      });
    await recordBatchActivity(tx, batch.id, user.id);
    return {
      video_id: video.id,
      watched_seconds: watched,
      duration_seconds: duration,
      position_seconds: row.positionSeconds,
      completed,
    };
  });
};

export const handleBatchUserVideosWatchedSummary: Handler<'batch-user-videos-watched-summary'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  const rows = await db
    .select()
    .from(videoWatches)
    .where(and(eq(videoWatches.batchId, batch.id), eq(videoWatches.userId, user.id)))
    .orderBy(asc(videoWatches.videoId));
  return {
    user_videos_data: rows.map((row) => ({
      video_id: row.videoId,
      watched_seconds: row.watchedSeconds,
      duration_seconds: row.durationSeconds,
      completed: row.completed,
      position_seconds: row.positionSeconds,
    })),
    live_classes_videos_data: [],
  };
};

export const handleTrackArticle: Handler<'track-article'> = async ({ input, user, database: { db } }) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  const track = await trackInBatch(db, batch.id, input.query.track_slug);
  const article = await contentItem(db, batch.id, input.path.id, 'article');
  if (article.trackId !== track.id) throw notFound('There is no such article in this track.');
  const row = { item: article, batch };
  const markdown = row.item.body.markdown ?? '';
  const [completion] = await db
    .select({ at: trackCompletions.completedAt })
    .from(trackCompletions)
    .where(
      and(
        eq(trackCompletions.userId, user.id),
        eq(trackCompletions.trackId, track.id),
        eq(trackCompletions.entityType, 'article'),
        eq(trackCompletions.entityId, row.item.id),
      ),
    )
    .limit(1);
  return {
    id: row.item.id,
    title: row.item.title,
    content_markdown: markdown,
    reading_time_minutes: articleMinutes(markdown),
    updated_at: row.item.body.refreshed_at ?? row.batch.startsAt.toISOString(),
    is_completed: completion !== undefined,
  };
};

export const handleTrackArticleComplete: Handler<'track-article-complete'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.body.batch_slug);
  const track = await trackInBatch(db, batch.id, input.body.track_slug);
  const article = await contentItem(db, batch.id, input.path.id, 'article');
  if (article.trackId !== track.id) throw notFound('There is no such article in this track.');
  return db.transaction(async (tx) => {
    // A repeat completion inserts nothing, so the counts stay as they were (001 §4).
    await completeEntity(tx, {
      userId: user.id,
      batchId: batch.id,
      trackId: track.id,
      entityType: 'article',
      entityId: article.id,
    });
    await recordBatchActivity(tx, batch.id, user.id);
    return trackProgressView(tx, track.id, user.id);
  });
};

async function trackQuiz(
  db: Parameters<typeof trackInBatch>[0],
  batchId: number,
  trackId: number,
  quizId?: number,
) {
  const [quiz] = await db
    .select()
    .from(batchContentItems)
    .where(
      and(
        eq(batchContentItems.batchId, batchId),
        eq(batchContentItems.trackId, trackId),
        eq(batchContentItems.kind, 'quiz'),
        quizId === undefined ? undefined : eq(batchContentItems.id, quizId),
      ),
    )
    .orderBy(asc(batchContentItems.position), asc(batchContentItems.id))
    .limit(1);
  if (!quiz)
    throw notFound(quizId === undefined ? 'This track has no quiz.' : 'There is no such quiz in this track.');
  return quiz;
}

const questionView = (question: QuizQuestionBody) => ({
  id: question.id,
  question_type: question.type,
  text_html: question.text,
  options: question.options.map((option) => ({ id: option.id, text_html: option.text })),
  marks: question.marks,
});

export const handleTrackQuiz: Handler<'track-quiz'> = async ({ input, user, database: { db } }) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  const track = await trackInBatch(db, batch.id, input.query.track_slug);
  const quiz = await trackQuiz(db, batch.id, track.id, input.query.quiz_id);
  const questions = quiz.body.questions ?? [];
  const [attempt] = await db
    .select()
    .from(trackQuizAttempts)
    .where(and(eq(trackQuizAttempts.userId, user.id), eq(trackQuizAttempts.quizId, quiz.id)))
    .limit(1);
  return {
    quiz_id: quiz.id,
    title: quiz.title,
    questions: questions.map(questionView),
    is_submitted: attempt !== undefined,
    results: attempt ? (attempt.results as QuizResult[]) : null,
    score: attempt ? attempt.score : null,
    max_score: questions.reduce((sum, q) => sum + q.marks, 0),
  };
};

interface QuizResult {
  question_id: number;
  status: 'correct' | 'wrong' | 'unanswered';
  correctChoices: number[];
  selectedChoices: number[];
  userInput: string | null;
  correctAnswer: string | null;
  explaination: string | null;
  marks_scored: number;
}

/** Scores one answer: a choice question is right when exactly the right options are chosen. */
function markAnswer(
  question: QuizQuestionBody,
  selected: number[],
  userInput: string | undefined,
): QuizResult {
  const chosen = [...new Set(selected)].sort((a, b) => a - b);
  const typed = userInput?.trim() ?? '';
  const unanswered = question.type === 'numeric' ? typed === '' : chosen.length === 0;
  const right =
    question.type === 'numeric'
      ? typed !== '' && Number(typed) === Number(question.answer)
      : chosen.length === question.correct.length &&
        [...question.correct].sort((a, b) => a - b).every((id, i) => id === chosen[i]);
  return {
    question_id: question.id,
    status: unanswered ? 'unanswered' : right ? 'correct' : 'wrong',
    correctChoices: question.correct,
    selectedChoices: chosen,
    userInput: question.type === 'numeric' ? typed : null,
    correctAnswer: question.type === 'numeric' ? (question.answer ?? null) : null,
    explaination: question.explanation || null,
    marks_scored: right ? question.marks : 0,
  };
}

export const handleTrackQuizSubmission: Handler<'track-quiz-submission'> = async ({
  input,
  user,
  database: { db },
}) => {
  const body = input.body;
  const { batch } = await requireBatchAccess(db, user, body.batch_slug);
  const track = await trackInBatch(db, batch.id, body.track_slug);
  const quiz = await trackQuiz(db, batch.id, track.id, body.quiz_id);
  const questions = quiz.body.questions ?? [];
  const known = new Set(questions.map((q) => q.id));
  const fields: Record<string, string> = {};
  body.responses.forEach((response, index) => {
    if (!known.has(response.question_id))
      fields[`responses.${index}.question_id`] = 'This question is not in the quiz.';
    const question = questions.find((q) => q.id === response.question_id);
    const optionIds = new Set(question?.options.map((o) => o.id));
    if (question && response.selected_choices.some((id) => !optionIds.has(id)))
      fields[`responses.${index}.selected_choices`] = 'Choose among the question’s options.';
    if (question?.type === 'single' && response.selected_choices.length > 1)
      fields[`responses.${index}.selected_choices`] = 'Choose one option.';
  });
  if (Object.keys(fields).length > 0) throw badRequest('Some answers do not fit the quiz.', fields);

  const results = questions.map((question) => {
    const response = body.responses.find((r) => r.question_id === question.id);
    return markAnswer(question, response?.selected_choices ?? [], response?.user_input);
  });
  const score = results.reduce((sum, r) => sum + r.marks_scored, 0);
  const maxScore = questions.reduce((sum, q) => sum + q.marks, 0);
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select()
      .from(trackQuizAttempts)
      .where(and(eq(trackQuizAttempts.userId, user.id), eq(trackQuizAttempts.quizId, quiz.id)))
      .for('update');
    // Retries are allowed (ADR 0046): the latest answers are shown, the best score is what reports read.
    const attempt = {
      score,
      bestScore: Math.max(score, previous?.bestScore ?? 0),
      maxScore,
      results,
      attempts: (previous?.attempts ?? 0) + 1,
      submittedAt: new Date(),
    };
    await tx
      .insert(trackQuizAttempts)
      .values({ userId: user.id, quizId: quiz.id, batchId: batch.id, ...attempt })
      .onConflictDoUpdate({ target: [trackQuizAttempts.userId, trackQuizAttempts.quizId], set: attempt });
    for (const result of results)
      if (result.status === 'correct')
        await completeEntity(tx, {
          userId: user.id,
          batchId: batch.id,
          trackId: track.id,
          entityType: 'quiz-question',
          entityId: result.question_id,
        });
    await recordBatchActivity(tx, batch.id, user.id);
    return { score, max_score: maxScore, results, progress: await trackProgressView(tx, track.id, user.id) };
  });
};
