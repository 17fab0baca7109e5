import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CourseListPage, sortingFromOrdering } from './course-list-page';

afterEach(cleanup);

const list = {
  count: 2,
  page: 1,
  page_size: 20,
  results: [
    {
      course_id: 5,
      course_slug: 'java-backend',
      course_name: 'Java Backend Development',
      course_type: 1,
      listing_type: 0,
      updated_at: '2026-01-05T10:00:00.000Z',
    },
    {
      course_id: 6,
      course_slug: 'python-foundations',
      course_name: 'Python Foundations',
      course_type: 2,
      listing_type: 1,
      updated_at: null,
    },
  ],
};

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderList(path = '/courses') {
  return renderScreen(
    <Routes>
      <Route
        path="/courses"
        element={
          <>
            <CourseListPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { path, routes: { 'GET /api/latest/course/editor/': { body: list } } },
  );
}

describe('CourseListPage', () => {
  it('lists courses in the report table, each linking to its editor', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Courses (2)' });
    expect(
      (await within(table).findByRole('link', { name: 'Java Backend Development' })).getAttribute('href'),
    ).toBe('/courses/5');
    expect(within(table).getByText('Unlisted')).toBeDefined();
    expect(within(table).getByText('Never')).toBeDefined();
  });

  it('keeps the sort in the URL and asks the server for it', async () => {
    const { calls } = renderList('/courses?ordering=-updated_at&search=java');
    const table = await screen.findByRole('table', { name: 'Courses (2)' });
    expect(within(table).getByRole('columnheader', { name: 'Last edited' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(calls.some((call) => call.includes('ordering=-updated_at') && call.includes('search=java'))).toBe(
      true,
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Slug' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toContain('ordering=course_slug'),
    );
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toContain('search=java');
    await waitFor(() => expect(calls.some((call) => call.includes('ordering=course_slug'))).toBe(true));
    expect(within(table).queryByRole('button', { name: 'Type' })).toBeNull();
  });

  it('ignores an ordering the server does not know', () => {
    expect(sortingFromOrdering('password')).toEqual([]);
    expect(sortingFromOrdering('-course_name')).toEqual([{ id: 'course_name', desc: true }]);
  });
});
