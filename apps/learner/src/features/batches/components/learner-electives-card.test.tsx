import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LearnerElectivesCard } from './learner-electives-card';

afterEach(cleanup);

const electives = {
  handle: 'tara',
  name: 'Tara Rao',
  access_ends_at: '2027-01-10T00:00:00.000Z',
  results: [
    { course_id: 1, course_slug: 'system-design-live', course_name: 'System Design', is_selected: true },
    { course_id: 2, course_slug: 'full-stack-live', course_name: 'Full Stack', is_selected: false },
    { course_id: 3, course_slug: 'java-backend', course_name: 'Java Backend', is_selected: false },
  ],
  max_electives: 2,
  changes: [],
};
const path = { slug: 'dsa-public-jan-2026', handle: 'tara' };

describe("course admins change a learner's electives (ADR 0105)", () => {
  it('finds the learner, saves the new choice and lists who changed it', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<LearnerElectivesCard slug="dsa-public-jan-2026" />, {
      answers: [
        fixture('x-batch-learner-electives', electives, { path }),
        fixture(
          'x-batch-learner-electives-put',
          {
            ...electives,
            results: electives.results.map((course) => ({ ...course, is_selected: course.course_id !== 3 })),
            changes: [
              {
                changed_by: 'course-admin',
                changed_at: '2026-11-27T10:00:00.000Z',
                from: ['System Design'],
                to: ['System Design', 'Full Stack'],
              },
            ],
            message: "Tara Rao's electives in DSA are now System Design and Full Stack.",
          },
          { path },
        ),
      ],
    });
    await user.type(screen.getByRole('textbox', { name: "Learner's handle" }), 'tara');
    await user.click(screen.getByRole('button', { name: 'Show their electives' }));
    const choices = await screen.findByRole('group', { name: 'Electives of Tara Rao (at most 2)' });
    expect(within(choices).getByRole('checkbox', { name: 'System Design' })).toHaveProperty('checked', true);
    await user.click(within(choices).getByRole('checkbox', { name: 'Full Stack' }));
    await user.click(screen.getByRole('button', { name: 'Save their electives' }));
    expect((await screen.findByRole('status')).textContent).toContain('System Design and Full Stack');
    const changes = screen.getByRole('list', { name: 'Changes by staff' });
    expect(
      within(changes).getByText(/course-admin: System Design → System Design, Full Stack/),
    ).toBeDefined();
    expect(calls).toContain('PUT /api/latest/batch/dsa-public-jan-2026/electives/tara/');
  });

  it('says a refusal beside the field it is about: the handle, then the choices', async () => {
    const user = userEvent.setup();
    renderScreen(<LearnerElectivesCard slug="dsa-public-jan-2026" />, {
      answers: [
        refusal('x-batch-learner-electives', 404, 'nobody is not enrolled in DSA.', {
          fields: { handle: 'nobody is not enrolled in DSA.' },
          path: { slug: 'dsa-public-jan-2026', handle: 'nobody' },
        }),
        fixture('x-batch-learner-electives', electives, { path }),
        refusal('x-batch-learner-electives-put', 400, 'A learner takes at most 2 electives in DSA.', {
          fields: { course_ids: 'Choose at most 2.' },
          path,
        }),
      ],
    });
    const field = screen.getByRole('textbox', { name: "Learner's handle" });
    await user.type(field, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Show their electives' }));
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, 'tara');
    await user.click(screen.getByRole('button', { name: 'Show their electives' }));
    const choices = await screen.findByRole('group', { name: 'Electives of Tara Rao (at most 2)' });
    await user.click(within(choices).getByRole('checkbox', { name: 'Full Stack' }));
    await user.click(within(choices).getByRole('checkbox', { name: 'Java Backend' }));
    await user.click(screen.getByRole('button', { name: 'Save their electives' }));
    expect((await within(choices).findByRole('alert')).textContent).toBe(
      'A learner takes at most 2 electives in DSA. Choose at most 2.',
    );
  });
});
