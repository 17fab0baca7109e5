import { unreachable } from './unreachable';

/** Question status counters (001 §3), in the order the spec lists them. */
export const QUIZ_STATUS_COUNTERS = [
  'marked',
  'answered',
  'unanswered',
  'answered_and_marked',
  'answered_and_unmarked',
  'not_visited',
  'not_answered',
] as const;
export type QuizStatusCounter = (typeof QUIZ_STATUS_COUNTERS)[number];
export type QuizStatusCounts = Readonly<Record<QuizStatusCounter, number>>;

/** What a person can do to a question (001 §4); `clear` is "clear response". */
export const QuizEventType = {
  visit: 'visit',
  mark: 'mark',
  unmark: 'unmark',
  answer: 'answer',
  unanswer: 'unanswer',
  clear: 'clear',
} as const;
export type QuizEventType = (typeof QuizEventType)[keyof typeof QuizEventType];

export type QuestionId = string | number;

export interface QuizStatusEvent {
  readonly type: QuizEventType;
  readonly questionId: QuestionId;
}

export interface QuizQuestionStatus {
  readonly visited: boolean;
  readonly marked: boolean;
  readonly answered: boolean;
}

export interface QuizStatus {
  /** Keyed by the question id as a string. */
  readonly questions: Readonly<Record<string, QuizQuestionStatus>>;
  readonly counts: QuizStatusCounts;
}

const untouched: QuizQuestionStatus = { visited: false, marked: false, answered: false };

/**
 * Starts a quiz: every question not visited, unanswered and not answered. `initialCounts` overrides
 * counters, e.g. the `quizStatusCount` a resumed contest brings back from the server.
 */
export function createQuizStatus(
  questionIds: readonly QuestionId[],
  initialCounts: Partial<QuizStatusCounts> = {},
): QuizStatus {
  const questions: Record<string, QuizQuestionStatus> = {};
  for (const id of questionIds) questions[String(id)] = untouched;
  const total = Object.keys(questions).length;
  return {
    questions,
    counts: {
      marked: 0,
      answered: 0,
      unanswered: total,
      answered_and_marked: 0,
      answered_and_unmarked: 0,
      not_visited: total,
      not_answered: total,
      ...initialCounts,
    },
  };
}

type CounterMoves = Partial<Record<QuizStatusCounter, 1 | -1>>;

function apply(
  state: QuizStatus,
  key: string,
  question: QuizQuestionStatus,
  moves: CounterMoves,
): QuizStatus {
  const counts = { ...state.counts };
  for (const counter of QUIZ_STATUS_COUNTERS) {
    const move = moves[counter];
    // Every counter floors at 0: counts restored from the server need not match the questions.
    if (move !== undefined) counts[counter] = Math.max(0, counts[counter] + move);
  }
  return { questions: { ...state.questions, [key]: question }, counts };
}

/**
 * The question status counters of 001 §4 as a pure reducer. A move that changes nothing (a second
 * visit, re-answering, marking a marked question, an unknown question) returns `state` itself.
 */
export function quizStatusReducer(state: QuizStatus, event: QuizStatusEvent): QuizStatus {
  const key = String(event.questionId);
  const question = state.questions[key];
  if (question === undefined) return state;
  const pair = question.marked ? 'answered_and_marked' : 'answered_and_unmarked';
  switch (event.type) {
    case QuizEventType.visit:
      if (question.visited) return state;
      return apply(state, key, { ...question, visited: true }, { not_visited: -1 });
    case QuizEventType.mark:
      if (question.marked) return state;
      return apply(
        state,
        key,
        { ...question, marked: true },
        {
          marked: 1,
          not_answered: -1,
          ...(question.answered ? { answered_and_unmarked: -1, answered_and_marked: 1 } : {}),
        },
      );
    case QuizEventType.unmark:
      if (!question.marked) return state;
      return apply(
        state,
        key,
        { ...question, marked: false },
        {
          marked: -1,
          not_answered: 1,
          ...(question.answered ? { answered_and_marked: -1, answered_and_unmarked: 1 } : {}),
        },
      );
    case QuizEventType.answer:
      if (question.answered) return state;
      return apply(state, key, { ...question, answered: true }, { answered: 1, unanswered: -1, [pair]: 1 });
    case QuizEventType.unanswer:
    case QuizEventType.clear:
      if (!question.answered) return state;
      return apply(state, key, { ...question, answered: false }, { answered: -1, unanswered: 1, [pair]: -1 });
    default:
      return unreachable(event.type satisfies never, 'quiz event');
  }
}

/** The state a question's button shows in the question palette. */
export type QuestionPaletteStatus =
  | 'not_visited'
  | 'not_answered'
  | 'answered'
  | 'marked'
  | 'answered_and_marked';

export function questionPaletteStatus(question: QuizQuestionStatus): QuestionPaletteStatus {
  if (question.answered) return question.marked ? 'answered_and_marked' : 'answered';
  if (question.marked) return 'marked';
  return question.visited ? 'not_answered' : 'not_visited';
}
