import { questionPaletteStatus } from '@learnforge/domain';
import type { Handler } from '../../api/registry';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { contestQuizResponses, type quizQuestions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { LiveBus } from '../../live/bus';
import {
  announceLeaderboard,
  type Contest,
  contestIsOver,
  contestOr404,
  currentAttempt,
  openAttempt,
  type QuizResponse,
  quizQuestionsForAnswers,
  quizQuestionsOf,
  quizStatusFrom,
  responsesOf,
  storeQuizScore,
} from '../attempts';
import { isAnswered, marksFor } from '../quiz-marking';

type Question = typeof quizQuestions.$inferSelect;

/** Correct answers and explanations are shown only after the contest's end, when it allows it. */
export const answersShown = (contest: Contest, now: Date) =>
  contest.showAnswersAfterEnd && contestIsOver(contest, now);

function responseView(
  question: Question,
  response: QuizResponse | undefined,
  { reveal, locked }: { reveal: boolean; locked: boolean },
) {
  const flags = {
    visited: response?.visited ?? false,
    marked: response?.marked ?? false,
    answered: response?.answered ?? false,
  };
  return {
    question_id: question.id,
    status: questionPaletteStatus(flags),
    selectedChoices: response?.selectedOptionIds ?? [],
    userInput: response?.userInput ?? null,
    ...flags,
    correctChoices: reveal && question.questionType !== 'input' ? question.correctOptionIds : null,
    correctAnswer: reveal ? question.correctAnswer : null,
    explaination: reveal ? question.explanation : null,
    marks_scored: reveal ? (response?.marksAwarded ?? 0) : null,
    showMarksScored: reveal,
    disableInput: locked,
  };
}

export const handleContestQuizUserResponse: Handler<'contest-quiz-user-response'> = async ({
  input,
  user,
  database: { db, live },
}) => {
  const now = new Date();
  const contest = await contestOr404(db, input.path.slug);
  const attempt = await currentAttempt(db, live, contest, user.id, now);
  const questions = await quizQuestionsOf(db, contest.id);
  // Only the caller's own rows are ever read: the session names the user, nothing in the request does.
  const responses = attempt ? await responsesOf(db, contest.id, user.id) : [];
  const reveal = answersShown(contest, now);
  const locked = attempt?.endedAt != null || contestIsOver(contest, now);
  return {
    userResponses: questions.map(({ question }) =>
      responseView(
        question,
        responses.find((row) => row.questionId === question.id),
        { reveal, locked },
      ),
    ),
    quizStatusCount: quizStatusFrom(
      questions.map(({ question }) => question.id),
      responses,
    ).counts,
    showQuizAnswers: reveal,
  };
};

interface Change {
  selectedOptionIds?: number[];
  userInput?: string | null;
  visited?: boolean;
  marked?: boolean;
}

/** Applies one change to the caller's response to one question of their running attempt. */
async function saveResponse(
  db: Db,
  live: LiveBus,
  contestSlug: string,
  user: SessionUser,
  questionId: number,
  change: (question: Question) => Change,
) {
  const now = new Date();
  const { contest } = await openAttempt(db, live, contestSlug, user, now);
  const questions = await quizQuestionsForAnswers(db, live, contest.id);
  const question = questions.find((row) => row.question.id === questionId)?.question;
  if (!question) throw notFound('This question is not part of the contest.');
  const wanted = change(question);
  const saved = await db.transaction(async (tx) => {
    const before = await responsesOf(tx, contest.id, user.id);
    const existing = before.find((row) => row.questionId === questionId);
    const answer = {
      selectedOptionIds: wanted.selectedOptionIds ?? existing?.selectedOptionIds ?? [],
      userInput: wanted.userInput !== undefined ? wanted.userInput : (existing?.userInput ?? null),
    };
    const values = {
      ...answer,
      // Answering or marking a question visits it.
      visited: true,
      marked: wanted.marked ?? existing?.marked ?? false,
      answered: isAnswered(question, answer),
      marksAwarded: marksFor(question, answer),
      updatedAt: now,
    };
    const [row] = await tx
      .insert(contestQuizResponses)
      .values({ contestId: contest.id, userId: user.id, questionId, ...values })
      .onConflictDoUpdate({
        target: [
          contestQuizResponses.contestId,
          contestQuizResponses.userId,
          contestQuizResponses.questionId,
        ],
        set: values,
      })
      .returning();
    if (existing?.marksAwarded !== row!.marksAwarded) await storeQuizScore(tx, contest.id, user.id, now);
    // The counters come from the rows read in this transaction with the saved one in place: no re-read.
    const responses = [...before.filter((other) => other.questionId !== questionId), row!];
    return { row: row!, responses, scoreChanged: existing?.marksAwarded !== row!.marksAwarded };
  });
  if (saved.scoreChanged) await announceLeaderboard(live, contest.slug);
  const { responses } = saved;
  return {
    userResponse: responseView(question, saved.row, { reveal: false, locked: false }),
    quizStatusCount: quizStatusFrom(
      questions.map((row) => row.question.id),
      responses,
    ).counts,
    saved_at: now.toISOString(),
  };
}

function checkedAnswer(question: Question, selected: number[], userInput: string | undefined): Change {
  if (question.questionType === 'single' || question.questionType === 'multiple') {
    const known = new Set(question.options.map((option) => option.id));
    const unique = [...new Set(selected)];
    if (unique.some((id) => !known.has(id)))
      throw badRequest('Choose among the question’s options.', {
        selected_choices: 'Not an option of this question.',
      });
    if (question.questionType === 'single' && unique.length > 1)
      throw badRequest('This question takes one answer.', { selected_choices: 'Choose one option.' });
    return { selectedOptionIds: unique, userInput: null };
  }
  if (selected.length > 0)
    throw badRequest('This question takes a typed answer, not options.', {
      selected_choices: 'Leave empty.',
    });
  const text = userInput ?? '';
  if (question.questionType === 'input' && text.length > 200)
    throw badRequest('Keep the answer under 200 characters.', { user_input: 'Too long.' });
  return { selectedOptionIds: [], userInput: text };
}

export const handleContestQuizQuestionSubmit: Handler<'contest-quiz-question-submit'> = ({
  input,
  user,
  database: { db, live },
}) =>
  saveResponse(db, live, input.body.contest_slug, user, input.path.qid, (question) =>
    checkedAnswer(question, input.body.selected_choices, input.body.user_input),
  );

export const handleContestQuizQuestionAction: Handler<'contest-quiz-question-action'> = ({
  input,
  user,
  database: { db, live },
}) =>
  saveResponse(db, live, input.body.contest_slug, user, input.path.qid, () => {
    switch (input.path.action) {
      case 'mark':
        return { marked: true };
      case 'unmark':
        return { marked: false };
      case 'clear':
        return { selectedOptionIds: [], userInput: null };
      default:
        return {};
    }
  });
