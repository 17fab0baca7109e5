import { ClassStatus, shuffleForUser, shuffleQuizOptions } from '@learnforge/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { SessionUser } from '../../auth/sessions';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { contestFeedback, contestSectionProblems, contestSections, problems } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { LiveBus } from '../../live/bus';
import {
  type Attempt,
  accommodationOf,
  autoEndAllowed,
  type Contest,
  contestIsOver,
  contestOr404,
  currentAttempt,
  endAttempt,
  isRegistered,
  quizQuestionsOf,
  startAttempt,
} from '../attempts';
import { contestShownOr404 } from '../contest-views';
import { screenshotUploadUrl } from '../proctoring';
import { hasAppliedForJobOf } from './contest-pages';

function attemptTimes(attempt: Attempt | undefined) {
  return {
    started_at: attempt?.startedAt.toISOString() ?? null,
    ends_at: attempt?.deadline.toISOString() ?? null,
  };
}

/** 001 §3 contest state as the caller sees it now. */
async function contestStateOf(db: Db, live: LiveBus, contest: Contest, user: SessionUser, now: Date) {
  const attempt = await currentAttempt(db, live, contest, user.id, now);
  const over = contestIsOver(contest, now);
  const userEnded = attempt?.endedAt != null;
  return {
    attempt,
    state: {
      isContestEnded: over,
      isContestEndedForUser: over || userEnded,
      fixedContestLiveButUserEnded: !over && userEnded,
      isProctoredTerminated: attempt?.endReason === 'terminated',
      proctoredContest: contest.proctored,
      disableCopyPaste: contest.disableCopyPaste,
      showCalculator: contest.showCalculator,
      isAutoEnd: true,
      ...attemptTimes(attempt),
      warnings_count: attempt?.warningsCount ?? 0,
      max_warnings: contest.proctored ? contest.maxWarnings : null,
    },
  };
}

async function proctoringOf(config: Config, db: Db, contest: Contest, attempt: Attempt) {
  if (!contest.proctored) return null;
  const { webcamExempt } = await accommodationOf(db, contest.id, attempt.userId);
  const webcam = contest.webcamIntervalSeconds !== null && !webcamExempt;
  return {
    max_warnings: contest.maxWarnings,
    warnings_count: attempt.warningsCount,
    webcam_interval_seconds: webcam ? contest.webcamIntervalSeconds : null,
    screenshot_upload_url: webcam ? screenshotUploadUrl(config, contest.id, attempt.userId) : null,
  };
}

export const handleContestStart: Handler<'contest-start'> = async ({
  input,
  user,
  config,
  database: { db, live },
}) => {
  const now = new Date();
  const contest = await contestOr404(db, input.path.slug);
  const { extraMinutes } = await accommodationOf(db, contest.id, user.id);
  const reply = (
    status: 'SUCCESS' | 'NOT_REGISTERED' | 'NOT_STARTED' | 'ENDED' | 'CANCELLED',
    message: string,
  ) => ({
    status,
    message,
    started_at: null,
    ends_at: null,
    extra_minutes: extraMinutes,
    proctoring: null,
  });
  if (contest.status === ClassStatus.Cancelled) return reply('CANCELLED', 'This contest was cancelled.');
  if (!(await isRegistered(db, contest.id, user.id)))
    return reply('NOT_REGISTERED', 'Register for the contest first.');
  let attempt = await currentAttempt(db, live, contest, user.id, now);
  if (!attempt) {
    if (now < contest.startTime)
      return reply(
        'NOT_STARTED',
        `The contest starts at ${contest.startTime.toISOString()}; you cannot start before then.`,
      );
    if (contestIsOver(contest, now)) return reply('ENDED', 'The contest is over.');
    attempt = await startAttempt(db, contest, user.id, now);
  }
  const ended = attempt.endedAt !== null;
  return {
    status: ended ? ('ENDED' as const) : ('SUCCESS' as const),
    message: ended ? 'Your attempt is over.' : 'Your attempt is running on the server’s clock.',
    ...attemptTimes(attempt),
    extra_minutes: extraMinutes,
    proctoring: ended ? null : await proctoringOf(config, db, contest, attempt),
  };
};

export const handleContestMeta: Handler<'contest-meta'> = async ({ input, user, database: { db, live } }) => {
  const contest = await contestShownOr404(db, input.path.slug, user.id);
  const { state } = await contestStateOf(db, live, contest, user, new Date());
  const [feedback] = await db
    .select({ rating: contestFeedback.rating })
    .from(contestFeedback)
    .where(and(eq(contestFeedback.contestId, contest.id), eq(contestFeedback.userId, user.id)));
  return {
    ...state,
    is_registered: await isRegistered(db, contest.id, user.id),
    has_applied_job: await hasAppliedForJobOf(db, contest.slug, user.id),
    has_given_feedback: feedback !== undefined,
  };
};

export const handleContestDetails: Handler<'contest-details'> = async ({
  input,
  user,
  database: { db, live },
}) => {
  const now = new Date();
  const contest = await contestOr404(db, input.path.slug);
  const { state, attempt } = await contestStateOf(db, live, contest, user, now);
  // The questions are secret until the caller starts; after the contest anyone registered may review.
  const mayRead =
    attempt !== undefined || (contestIsOver(contest, now) && (await isRegistered(db, contest.id, user.id)));
  if (!mayRead) throw new HttpError(403, 'not_started', 'The questions show once you start the contest.');
  const questions = await quizQuestionsOf(db, contest.id);
  const sectionIds = [...new Set(questions.map((row) => row.sectionId))];
  const sections = sectionIds.map((sectionId) => {
    const own = questions.filter((row) => row.sectionId === sectionId);
    // Question order and option order per learner (001 §5); subjective options keep their order.
    const shuffled = shuffleForUser(own, user.handle, contest.id);
    return {
      id: sectionId,
      name: own[0]!.sectionTitle,
      questions_meta: shuffled.map(({ question }) => {
        const shown = shuffleQuizOptions(
          { question_id: question.id, question_type: question.questionType, options: question.options },
          user.handle,
          contest.id,
        );
        return {
          question_id: question.id,
          marks: question.marks,
          negative_marks: question.negativeMarks,
          cdn_data: { question_type: question.questionType, text: question.body, options: shown.options },
        };
      }),
    };
  });
  const problemRows = await db
    .select({
      sectionId: contestSections.id,
      sectionName: contestSections.title,
      id: problems.id,
      slug: problems.slug,
      title: problems.title,
      max_score: contestSectionProblems.points,
    })
    .from(contestSectionProblems)
    .innerJoin(contestSections, eq(contestSections.id, contestSectionProblems.sectionId))
    .innerJoin(problems, eq(problems.id, contestSectionProblems.problemId))
    .where(eq(contestSections.contestId, contest.id))
    .orderBy(asc(contestSections.position), asc(contestSectionProblems.position));
  const codingSectionIds = [...new Set(problemRows.map((row) => row.sectionId))];
  return {
    ...state,
    quiz_data: { contest_id: contest.id, sections },
    coding_sections: codingSectionIds.map((id) => {
      const own = problemRows.filter((row) => row.sectionId === id);
      return {
        id,
        name: own[0]!.sectionName,
        problems: own.map(({ id: problemId, slug, title, max_score }) => ({
          id: problemId,
          slug,
          title,
          max_score,
        })),
      };
    }),
  };
};

async function endFor(db: Db, live: LiveBus, slug: string, user: SessionUser, reason: 'user' | 'auto_end') {
  const now = new Date();
  const contest = await contestOr404(db, slug);
  const attempt = await currentAttempt(db, live, contest, user.id, now);
  if (!attempt) throw new HttpError(409, 'not_started', 'You have not started this contest.');
  if (attempt.endedAt !== null)
    return {
      status: 'ALREADY_ENDED' as const,
      message: 'Your attempt had already ended.',
      ended_at: attempt.endedAt.toISOString(),
      end_reason: attempt.endReason ?? 'user',
    };
  if (reason === 'auto_end' && !autoEndAllowed(attempt, now))
    throw new HttpError(
      409,
      'time_left',
      `Your time is not up yet: your attempt ends at ${attempt.deadline.toISOString()} on the server's clock.`,
    );
  const endedAt = reason === 'auto_end' && now > attempt.deadline ? attempt.deadline : now;
  const ended = await endAttempt(db, live, contest, attempt, reason, endedAt);
  return {
    status: 'SUCCESS' as const,
    message: reason === 'auto_end' ? 'Time is up: your attempt has ended.' : 'You ended your attempt.',
    ended_at: (ended.endedAt ?? endedAt).toISOString(),
    end_reason: ended.endReason ?? reason,
  };
}

export const handleContestEnd: Handler<'contest-end'> = ({ input, user, database: { db, live } }) =>
  endFor(db, live, input.body.contest_slug, user, 'user');

export const handleContestAutoEnd: Handler<'contest-auto-end'> = ({ input, user, database: { db, live } }) =>
  endFor(db, live, input.query.contest_slug, user, 'auto_end');
