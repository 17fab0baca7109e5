import { describe, expect, it } from 'vitest';
import {
  createQuizStatus,
  QUIZ_STATUS_COUNTERS,
  type QuizEventType,
  type QuizStatus,
  questionPaletteStatus,
  quizStatusReducer,
} from './quiz-status';

function run(state: QuizStatus, ...events: [QuizEventType, string | number][]): QuizStatus {
  return events.reduce(
    (current, [type, questionId]) => quizStatusReducer(current, { type, questionId }),
    state,
  );
}

describe('001 §3 question status counters', () => {
  it('are marked, answered, unanswered, answered_and_marked, answered_and_unmarked, not_visited, not_answered', () => {
    expect(QUIZ_STATUS_COUNTERS).toEqual([
      'marked',
      'answered',
      'unanswered',
      'answered_and_marked',
      'answered_and_unmarked',
      'not_visited',
      'not_answered',
    ]);
  });

  it('start with every question not visited, unanswered and not answered', () => {
    expect(createQuizStatus(['q1', 'q2', 'q3']).counts).toEqual({
      marked: 0,
      answered: 0,
      unanswered: 3,
      answered_and_marked: 0,
      answered_and_unmarked: 0,
      not_visited: 3,
      not_answered: 3,
    });
  });

  it('count a question listed twice once', () => {
    expect(createQuizStatus([1, '1', 2]).counts.not_visited).toBe(2);
  });

  it('take counts restored from the server over the defaults', () => {
    const state = createQuizStatus(['q1', 'q2'], { not_visited: 0, marked: 1, not_answered: 0 });
    expect(state.counts).toMatchObject({ not_visited: 0, marked: 1, not_answered: 0, unanswered: 2 });
  });
});

describe('001 §4 quiz question counters', () => {
  const fresh = () => createQuizStatus(['q1', 'q2', 'q3']);

  it('marking adds to marked and reduces not-answered', () => {
    const state = run(fresh(), ['visit', 'q1'], ['mark', 'q1']);
    expect(state.counts).toMatchObject({ marked: 1, not_answered: 2 });
    expect(state.questions.q1).toEqual({ visited: true, marked: true, answered: false });
  });

  it('marking never takes not-answered below 0', () => {
    const state = run(createQuizStatus(['q1'], { not_answered: 0 }), ['mark', 'q1']);
    expect(state.counts).toMatchObject({ marked: 1, not_answered: 0 });
  });

  it('marking a question already marked changes nothing', () => {
    const marked = run(fresh(), ['mark', 'q1']);
    expect(quizStatusReducer(marked, { type: 'mark', questionId: 'q1' })).toBe(marked);
  });

  it('unmarking reverses marking', () => {
    const state = run(fresh(), ['mark', 'q1'], ['unmark', 'q1']);
    expect(state.counts).toEqual(fresh().counts);
    expect(state.questions.q1).toEqual({ visited: false, marked: false, answered: false });
  });

  it('unmarking a question that is not marked changes nothing', () => {
    const state = fresh();
    expect(quizStatusReducer(state, { type: 'unmark', questionId: 'q1' })).toBe(state);
  });

  it('answering adds to answered and reduces unanswered', () => {
    const state = run(fresh(), ['visit', 'q2'], ['answer', 'q2']);
    expect(state.counts).toMatchObject({ answered: 1, unanswered: 2, answered_and_unmarked: 1 });
  });

  it('unanswering reverses answering', () => {
    const state = run(fresh(), ['answer', 'q2'], ['unanswer', 'q2']);
    expect(state.counts).toEqual(fresh().counts);
  });

  it('clear response reverses answering as unanswering does', () => {
    const state = run(fresh(), ['mark', 'q2'], ['answer', 'q2'], ['clear', 'q2']);
    expect(state.counts).toMatchObject({ answered: 0, unanswered: 3, answered_and_marked: 0, marked: 1 });
  });

  it('unanswering a question with no answer changes nothing', () => {
    const state = fresh();
    expect(quizStatusReducer(state, { type: 'unanswer', questionId: 'q2' })).toBe(state);
    expect(quizStatusReducer(state, { type: 'clear', questionId: 'q2' })).toBe(state);
  });

  it('a first visit lowers not_visited; later visits change nothing', () => {
    const once = run(fresh(), ['visit', 'q1']);
    expect(once.counts.not_visited).toBe(2);
    expect(quizStatusReducer(once, { type: 'visit', questionId: 'q1' })).toBe(once);
  });

  it('a first visit never takes not_visited below 0', () => {
    const state = run(createQuizStatus(['q1'], { not_visited: 0 }), ['visit', 'q1']);
    expect(state.counts.not_visited).toBe(0);
    expect(state.questions.q1?.visited).toBe(true);
  });

  it('re-answering an already answered question changes no counter', () => {
    const answered = run(fresh(), ['answer', 'q3']);
    expect(quizStatusReducer(answered, { type: 'answer', questionId: 'q3' })).toBe(answered);
  });

  it('answered-and-marked: answering a marked question, or marking an answered one', () => {
    const markThenAnswer = run(fresh(), ['mark', 'q1'], ['answer', 'q1']);
    const answerThenMark = run(fresh(), ['answer', 'q1'], ['mark', 'q1']);
    const expected = {
      marked: 1,
      answered: 1,
      answered_and_marked: 1,
      answered_and_unmarked: 0,
      not_answered: 2,
    };
    expect(markThenAnswer.counts).toMatchObject(expected);
    expect(answerThenMark.counts).toMatchObject(expected);
  });

  it('answered-and-unmarked: unmarking an answered question moves it back', () => {
    const state = run(fresh(), ['answer', 'q1'], ['mark', 'q1'], ['unmark', 'q1']);
    expect(state.counts).toMatchObject({ marked: 0, answered_and_marked: 0, answered_and_unmarked: 1 });
  });

  it('keeps answered = answered_and_marked + answered_and_unmarked through a session', () => {
    const state = run(
      fresh(),
      ['visit', 'q1'],
      ['answer', 'q1'],
      ['visit', 'q2'],
      ['mark', 'q2'],
      ['answer', 'q2'],
      ['visit', 'q3'],
      ['answer', 'q3'],
      ['mark', 'q3'],
      ['clear', 'q1'],
      ['unmark', 'q2'],
    );
    expect(state.counts).toEqual({
      marked: 1,
      answered: 2,
      unanswered: 1,
      answered_and_marked: 1,
      answered_and_unmarked: 1,
      not_visited: 0,
      not_answered: 2,
    });
  });

  it('returns a new state and leaves the one it was given untouched', () => {
    const before = fresh();
    const snapshot = JSON.parse(JSON.stringify(before));
    const after = quizStatusReducer(before, { type: 'answer', questionId: 'q1' });
    expect(after).not.toBe(before);
    expect(before).toEqual(snapshot);
  });

  it('ignores an event for a question that is not in the quiz', () => {
    const state = fresh();
    expect(quizStatusReducer(state, { type: 'answer', questionId: 'q9' })).toBe(state);
  });

  it('accepts number ids as the same questions as their string form', () => {
    const state = run(createQuizStatus([7]), ['answer', '7']);
    expect(state.counts.answered).toBe(1);
  });

  it('refuses an event type the spec does not name', () => {
    expect(() => quizStatusReducer(fresh(), { type: 'skip' as QuizEventType, questionId: 'q1' })).toThrow(
      'Unknown quiz event: skip',
    );
  });
});

describe('question palette status', () => {
  it('shows not visited, not answered, answered, marked, answered and marked', () => {
    expect(questionPaletteStatus({ visited: false, marked: false, answered: false })).toBe('not_visited');
    expect(questionPaletteStatus({ visited: true, marked: false, answered: false })).toBe('not_answered');
    expect(questionPaletteStatus({ visited: true, marked: false, answered: true })).toBe('answered');
    expect(questionPaletteStatus({ visited: true, marked: true, answered: false })).toBe('marked');
    expect(questionPaletteStatus({ visited: true, marked: true, answered: true })).toBe(
      'answered_and_marked',
    );
  });
});

describe('quiz counters stay consistent over any sequence of events', () => {
  const types: QuizEventType[] = ['visit', 'mark', 'unmark', 'answer', 'unanswer', 'clear'];
  const ids = ['q1', 'q2', 'q3', 'q4'];

  it('answered = answered_and_marked + answered_and_unmarked, answered + unanswered = questions, marked + not_answered = questions, not_visited = questions not visited', () => {
    // A fixed pseudo-random sequence (high bits of an LCG), the same on every run: 50 runs of 40 events.
    let seed = 20251126;
    const next = (bound: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 16) % bound;
    };
    let mostAnsweredAndMarked = 0;
    for (let runIndex = 0; runIndex < 50; runIndex += 1) {
      let state = createQuizStatus(ids);
      for (let step = 0; step < 40; step += 1) {
        state = quizStatusReducer(state, {
          type: types[next(types.length)]!,
          questionId: ids[next(ids.length)]!,
        });
        const flags = Object.values(state.questions);
        const { counts } = state;
        expect(counts.answered).toBe(counts.answered_and_marked + counts.answered_and_unmarked);
        expect(counts.answered + counts.unanswered).toBe(4);
        expect(counts.marked + counts.not_answered).toBe(4);
        expect(counts.answered).toBe(flags.filter((flag) => flag.answered).length);
        expect(counts.marked).toBe(flags.filter((flag) => flag.marked).length);
        expect(counts.answered_and_marked).toBe(flags.filter((flag) => flag.answered && flag.marked).length);
        expect(counts.not_visited).toBe(flags.filter((flag) => !flag.visited).length);
        mostAnsweredAndMarked = Math.max(mostAnsweredAndMarked, counts.answered_and_marked);
      }
    }
    // The sequences reach the mixed states, not only the easy ones.
    expect(mostAnsweredAndMarked).toBeGreaterThanOrEqual(2);
  });
});
