import { describe, expect, it } from 'vitest';
import { SUBJECTIVE_QUESTION_TYPE, shuffleForUser, shuffleQuizOptions } from './shuffle';

const questions = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'];

describe('001 §5 quiz and option order is shuffled deterministically per user handle plus contest id', () => {
  it('the same handle and contest give the same order every time', () => {
    expect(shuffleForUser(questions, 'asha', 42)).toEqual(shuffleForUser(questions, 'asha', 42));
  });

  it('returns a permutation of the items in a new array and leaves the input untouched', () => {
    const input = [...questions];
    const shuffled = shuffleForUser(input, 'asha', 42);
    expect(shuffled).not.toBe(input);
    expect(input).toEqual(questions);
    expect([...shuffled].sort()).toEqual([...questions].sort());
    expect(shuffled).not.toEqual(questions);
  });

  it('another handle or another contest gives another order', () => {
    const asha = shuffleForUser(questions, 'asha', 42);
    expect(shuffleForUser(questions, 'ravi', 42)).not.toEqual(asha);
    expect(shuffleForUser(questions, 'asha', 43)).not.toEqual(asha);
  });

  it('a contest id as a number or as a string is the same contest', () => {
    expect(shuffleForUser(questions, 'asha', '42')).toEqual(shuffleForUser(questions, 'asha', 42));
  });

  it('keeps an empty or one-item list as it is', () => {
    expect(shuffleForUser([], 'asha', 1)).toEqual([]);
    expect(shuffleForUser(['only'], 'asha', 1)).toEqual(['only']);
  });
});

describe('001 §5 subjective questions keep their option order', () => {
  const options = ['A', 'B', 'C', 'D', 'E', 'F'];

  it('keeps a subjective question as it is', () => {
    const question = { question_id: 1, question_type: SUBJECTIVE_QUESTION_TYPE, options };
    expect(shuffleQuizOptions(question, 'asha', 42)).toBe(question);
  });

  it('shuffles the options of another question deterministically, keeping its other fields', () => {
    const question = { question_id: 2, question_type: 'mcq', options, marks: 4 };
    const once = shuffleQuizOptions(question, 'asha', 42);
    expect(once).toEqual(shuffleQuizOptions(question, 'asha', 42));
    expect(once.marks).toBe(4);
    expect([...once.options].sort()).toEqual(options);
    expect(once.options).not.toEqual(options);
    expect(question.options).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('questions of one quiz do not all move alike', () => {
    const first = shuffleQuizOptions({ question_id: 1, question_type: 'mcq', options }, 'asha', 42);
    const second = shuffleQuizOptions({ question_id: 2, question_type: 'mcq', options }, 'asha', 42);
    expect(first.options).not.toEqual(second.options);
  });

  it('shuffles a question without an id too', () => {
    const shuffled = shuffleQuizOptions({ question_type: 'mcq', options }, 'asha', 42);
    expect([...shuffled.options].sort()).toEqual(options);
  });
});
