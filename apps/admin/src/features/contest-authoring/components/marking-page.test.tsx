import type { ResponseOf } from '@learnforge/api-client';
import { fixture, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';

afterEach(cleanup);

const courseAdmin = signedInStaff(['course_admin'], {
  id: 3,
  handle: 'course.admin',
  name: 'Chitra Admin',
  email: 'course.admin@demo.test',
});

const contest: ResponseOf<'x-admin-contest-get'> = {
  id: 5,
  slug: 'design-round',
  title: 'Design Round',
  description: '',
  kind: 'open',
  batch_slug: null,
  start_time: '2026-11-20T10:00:00.000Z',
  end_time: '2026-11-20T12:00:00.000Z',
  duration_minutes: 60,
  proctored: false,
  disable_copy_paste: false,
  show_calculator: false,
  webcam_interval_seconds: null,
  max_warnings: 3,
  show_answers_after_end: true,
  wrong_submission_penalty_minutes: 10,
  sections: [{ title: 'Essays', kind: 'quiz', question_ids: [41], problems: [] }],
  status: 5,
  attempts: 3,
  accommodations: [],
  history: [],
};

type Answer = ResponseOf<'x-admin-contest-subjective-answers'>['results'][number];
const answerOf = (handle: string, name: string): Answer => ({
  question_id: 41,
  question: 'Explain how a hash map handles collisions.',
  max_marks: 5,
  handle,
  name,
  answer: `${name} wrote about chaining.`,
  marks: null,
  marked_by: null,
  marked_at: null,
  comment: null,
  attempt_finished: true,
});
const asha = answerOf('asha', 'Asha Rao');
const ravi = answerOf('ravi', 'Ravi Kumar');
const meera = answerOf('meera', 'Meera Iyer');
const awaiting = (...results: Answer[]) =>
  fixture('x-admin-contest-subjective-answers', { results, count: results.length, page: 1, page_size: 20 });
const markedAnswer = (answer: Answer) =>
  fixture('x-admin-contest-subjective-mark', {
    ...answer,
    marks: 4,
    marked_by: 'course.admin',
    marked_at: '2026-11-27T07:00:00.000Z',
  });

async function mark(
  name: string,
  answers: ReturnType<typeof fixture>[],
  after: ReturnType<typeof fixture>[],
) {
  const user = userEvent.setup();
  const card = screen.getByRole('article', { name: new RegExp(`^${name}`) });
  await user.type(within(card).getByRole('spinbutton', { name: /^Marks \(0 to 5\)/ }), '4');
  // From the save on, the server lists the answers still awaiting marking without this one.
  answers.push(...after);
  await user.click(within(card).getByRole('button', { name: 'Save marks' }));
}

describe('marking subjective answers', () => {
  it('moves the focus to the card that takes a marked card’s place, and to the status once none is left', async () => {
    const answers = [fixture('x-admin-contest-get', contest), awaiting(asha, ravi, meera)];
    renderScreen(routes, { path: '/contests/5/marking', routes: courseAdmin, answers });
    expect(await screen.findByRole('heading', { name: 'Marking: Design Round', level: 1 })).toBeDefined();
    await screen.findByRole('article', { name: /^Asha Rao/ });

    // The first card: the focus goes on to the next one (Ravi's), and the status says what happened.
    await mark('Asha Rao', answers, [markedAnswer(asha), awaiting(ravi, meera)]);
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Asha Rao/ })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('article', { name: /^Ravi Kumar/ })),
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Marks saved for Asha Rao. 2 answers awaiting marking.',
    );

    // The last card: the one before it takes the focus.
    await mark('Meera Iyer', answers, [markedAnswer(meera), awaiting(ravi)]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('article', { name: /^Ravi Kumar/ })),
    );
    expect(screen.queryByRole('article', { name: /^Meera Iyer/ })).toBeNull();

    // None left: the focus goes to the list's status, which says so.
    await mark('Ravi Kumar', answers, [markedAnswer(ravi), awaiting()]);
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe(
        'Marks saved for Ravi Kumar. No answer awaits marking.',
      ),
    );
    expect(document.activeElement?.getAttribute('role')).toBe('status');
  });

  it('keeps the focus in a card marked under All answers, which stays in the list', async () => {
    const answers = [
      fixture('x-admin-contest-get', contest),
      fixture('x-admin-contest-subjective-answers', {
        results: [asha, ravi],
        count: 2,
        page: 1,
        page_size: 20,
      }),
    ];
    renderScreen(routes, { path: '/contests/5/marking?show=all', routes: courseAdmin, answers });
    await screen.findByRole('article', { name: /^Asha Rao/ });
    const marked = { ...asha, marks: 4, marked_by: 'course.admin', marked_at: '2026-11-27T07:00:00.000Z' };
    await mark('Asha Rao', answers, [
      markedAnswer(asha),
      fixture('x-admin-contest-subjective-answers', {
        results: [marked, ravi],
        count: 2,
        page: 1,
        page_size: 20,
      }),
    ]);
    const card = screen.getByRole('article', { name: /^Asha Rao/ });
    expect(await within(card).findByRole('button', { name: 'Change marks' })).toBeDefined();
    expect(card.contains(document.activeElement)).toBe(true);
  });
});
