import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FeaturesPanel } from './features-panel';

afterEach(cleanup);

const feature = (id: number, name: string, order: number) => ({
  id,
  name,
  description: `${name} description`,
  icon_url: null,
  order,
});

const routes = {
  'GET /api/latest/course/features/': {
    body: {
      results: [
        feature(1, 'Certificate', 0),
        feature(2, 'Mock interviews', 1),
        feature(3, 'Lifetime access', 2),
      ],
    },
  },
  'GET /api/latest/course/feature/5/': {
    body: { results: [feature(1, 'Certificate', 0), feature(3, 'Lifetime access', 1)] },
  },
  'POST /api/latest/course/feature/5/edit/': {
    body: {
      results: [
        feature(1, 'Certificate', 0),
        feature(3, 'Lifetime access', 1),
        feature(2, 'Mock interviews', 2),
      ],
    },
  },
  'DELETE /api/latest/course/feature/5/edit/': { body: { results: [feature(3, 'Lifetime access', 0)] } },
};

describe('FeaturesPanel', () => {
  it('lists the course features in order and offers only the others to add', async () => {
    renderScreen(<FeaturesPanel courseId={5} />, { routes });
    const onCourse = await screen.findByRole('list', { name: 'Features on this course' });
    await waitFor(() =>
      expect(
        within(onCourse)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('strong')?.textContent),
      ).toEqual(['Certificate', 'Lifetime access']),
    );
    const select = screen.getByRole('combobox', { name: 'Feature to add' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a feature', 'Mock interviews']),
    );
    expect(screen.getByRole('button', { name: 'Move Certificate up' })).toHaveProperty('disabled', true);
  });

  it('attaches and detaches through the course-feature calls', async () => {
    const { calls } = renderScreen(<FeaturesPanel courseId={5} />, { routes });
    const select = await screen.findByRole('combobox', { name: 'Feature to add' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(select, 'Mock interviews');
    await userEvent.click(screen.getByRole('button', { name: 'Add feature to course' }));
    await waitFor(() => expect(calls).toContain('POST /api/latest/course/feature/5/edit/'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Certificate' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/latest/course/feature/5/edit/'));
  });

  it('links each catalogue feature to its edit history', async () => {
    renderScreen(<FeaturesPanel courseId={5} />, { routes });
    const link = await screen.findByRole('link', { name: 'History of Mock interviews' });
    expect(link.getAttribute('href')).toBe('/dashboard-next/edit-history/course_feature/2');
  });

  it('keeps a refused catalogue feature as typed, with the reason beside its name', async () => {
    renderScreen(<FeaturesPanel courseId={5} />, {
      routes: {
        ...routes,
        'POST /api/latest/course/features/add/': {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: 'Some fields are invalid.',
              fields: { name: 'String must contain at most 200 character(s)' },
            },
          },
        },
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Feature name' });
    await userEvent.type(name, 'Mentor calls');
    await userEvent.click(screen.getByRole('button', { name: 'Add to catalogue' }));
    expect(
      await screen.findByRole('textbox', { name: 'Feature name', description: /at most 200 character/ }),
    ).toHaveProperty('value', 'Mentor calls');
  });
});
