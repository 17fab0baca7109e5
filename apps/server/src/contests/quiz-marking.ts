import type { quizQuestions } from '../db/schema';

type MarkedQuestion = Pick<
  typeof quizQuestions.$inferSelect,
  'questionType' | 'correctOptionIds' | 'correctAnswer' | 'marks' | 'negativeMarks'
>;

export interface QuizAnswer {
  selectedOptionIds: readonly number[];
  userInput: string | null;
}

/** Whether a response holds an answer at all: a choice, or input that is not blank. */
export function isAnswered(question: Pick<MarkedQuestion, 'questionType'>, answer: QuizAnswer): boolean {
  if (question.questionType === 'single' || question.questionType === 'multiple')
    return answer.selectedOptionIds.length > 0;
  return (answer.userInput ?? '').trim() !== '';
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function inputMatches(expected: string, given: string): boolean {
  const expectedNumber = Number(expected.trim());
  const givenNumber = Number(given.trim());
  // "0.50" and ".5" are the same number; text answers compare without case or extra spaces.
  if (
    expected.trim() !== '' &&
    given.trim() !== '' &&
    Number.isFinite(expectedNumber) &&
    Number.isFinite(givenNumber)
  )
    return Math.abs(expectedNumber - givenNumber) <= 1e-9 * Math.max(1, Math.abs(expectedNumber));
  return normalise(expected) === normalise(given);
}

/**
 * The marks an answer earns: full marks when right, minus the negative marks when answered wrong,
 * 0 when unanswered. Multiple choice is all or nothing. Subjective answers are not auto-marked.
 */
export function marksFor(question: MarkedQuestion, answer: QuizAnswer): number {
  if (question.questionType === 'subjective' || !isAnswered(question, answer)) return 0;
  let correct: boolean;
  if (question.questionType === 'input') {
    correct = question.correctAnswer !== null && inputMatches(question.correctAnswer, answer.userInput ?? '');
  } else {
    const expected = new Set(question.correctOptionIds);
    const given = new Set(answer.selectedOptionIds);
    correct = expected.size === given.size && [...given].every((id) => expected.has(id));
  }
  return correct ? question.marks : -question.negativeMarks;
}
