import { fixture, refusal, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionOrderingRoute } from './section-ordering-page';

afterEach(cleanup);

const courseAdmin = { id: 7, handle: 'course-admin', name: 'Cora Admin', email: 'course.admin@demo.test' };

const saved = fixture('x-section-ordering', {
  sections: [
    { key: 'starting-soon', title: 'Starting soon', order: 0, course_count: 3 },
    { key: 'live', title: 'Live courses', order: 1, course_count: 1 },
    { key: 'self-paced', title: 'Self-paced', order: 2, course_count: 0 },
  ],
});

function renderOrdering(answers = [saved], roles = ['course_admin']) {
  return renderScreen(<SectionOrderingRoute />, { routes: signedInStaff(roles, courseAdmin), answers });
}

const order = () =>
  within(screen.getByRole('list', { name: 'Course home sections, in order' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('SectionOrderingPage', () => {
  it('lists the sections with their counts and moves one up, keeping focus on the moved section', async () => {
    const user = userEvent.setup();
    renderOrdering([
      saved,
      fixture('courses-dash-section-ordering', {
        sections: [
          { key: 'live', order: 0 },
          { key: 'starting-soon', order: 1 },
          { key: 'self-paced', order: 2 },
        ],
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Course home sections' })).toBeDefined();
    expect(order()).toEqual(['1. Starting soon', '2. Live courses', '3. Self-paced']);
    expect(screen.getByText('No public course yet: not shown.')).toBeDefined();
    expect(screen.getByText('1 public course.')).toBeDefined();
    // The first section has nothing above it, the last nothing below.
    expect(screen.queryByRole('button', { name: 'Move Starting soon up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move Self-paced down' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Move Live courses up' }));
    expect(order()).toEqual(['1. Live courses', '2. Starting soon', '3. Self-paced']);
    // At the top its "Move up" is gone: focus stays with the section, on its other button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Live courses down' })),
    );
    await user.click(screen.getByRole('button', { name: 'Save the order' }));
    expect(
      await screen.findByText('Saved. The course home now starts with Live courses.', { exact: false }),
    ).toBeDefined();
  });

  it("says the server's refusal of one section beside that section", async () => {
    const user = userEvent.setup();
    renderOrdering([
      saved,
      refusal('courses-dash-section-ordering', 400, 'Some sections are unknown.', {
        fields: { 'sections.2.key': 'There is no section self-paced any more.' },
      }),
    ]);
    await screen.findByRole('list', { name: 'Course home sections, in order' });
    await user.click(screen.getByRole('button', { name: 'Save the order' }));
    const selfPaced = screen
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Self-paced'))!;
    expect((await within(selfPaced).findByRole('alert')).textContent).toBe(
      'There is no section self-paced any more.',
    );
    const starting = screen
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Starting soon'))!;
    expect(within(starting).queryByRole('alert')).toBeNull();
  });

  it('is for course admins: support staff are told they lack the role', async () => {
    renderOrdering([saved], ['support']);
    expect(await screen.findByRole('heading', { name: 'You do not have access to this area' })).toBeDefined();
  });
});
