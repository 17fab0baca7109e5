import { fixture, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CourseListingRoute } from './course-listing-page';

afterEach(cleanup);

const courseAdmin = { id: 7, handle: 'course-admin', name: 'Cora Admin', email: 'course.admin@demo.test' };

const card = {
  course_type: 1 as const,
  course_fee_type: 1 as const,
  image_url: null,
  price: 4999,
  discounted_price: null,
  payment_currency_symbol: '₹',
  avg_rating: null,
};

const listing = fixture('courses-dash-listing', {
  count: 2,
  page: 1,
  page_size: 20,
  results: [
    {
      ...card,
      course_id: 3,
      course_slug: 'dsa-self-paced',
      course_name: 'DSA Self Paced',
      total_upcoming_batches: 2,
      is_published: true,
      category: 'programming',
    },
    {
      ...card,
      course_id: 9,
      course_slug: 'gate-cs-2027',
      course_name: 'GATE CS 2027',
      total_upcoming_batches: 0,
      is_published: false,
      category: null,
    },
  ],
});

const types = fixture('courses-dash-category-types', {
  results: [
    { value: 'primary', label: 'Primary: the catalogue lists these by default' },
    { value: 'secondary', label: 'Secondary: listed when asked for (GATE, for instance)' },
  ],
});

const category = (slug: string, name: string, type: 'primary' | 'secondary', isPublic: boolean) => ({
  id: slug.length,
  slug,
  name,
  type,
  order: 0,
  public: isPublic,
  courses_count: 1,
});

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderListing(path: string, roles = ['course_admin']) {
  return renderScreen(
    <Routes>
      <Route
        path="/course-listing"
        element={
          <>
            <CourseListingRoute />
            <Address />
          </>
        }
      />
    </Routes>,
    {
      path,
      routes: {
        ...signedInStaff(roles, courseAdmin),
        'GET /api/latest/courses/allCategory?type=primary&public=true': {
          body: { results: [category('programming', 'Programming', 'primary', true)] },
        },
        'GET /api/latest/courses/allCategory?type=primary&public=false': {
          body: { results: [category('archived', 'Archived', 'primary', false)] },
        },
        'GET /api/latest/courses/allCategory?type=secondary&public=true': {
          body: { results: [category('gate', 'GATE', 'secondary', true)] },
        },
        'GET /api/latest/courses/allCategory?type=secondary&public=false': { body: { results: [] } },
      },
      answers: [listing, types],
    },
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';

describe('CourseListingPage', () => {
  it('lists every course with its category and listing, linking to its editor and its registrations', async () => {
    renderListing('/course-listing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course listing' })).toBeDefined();
    const table = await screen.findByRole('table', { name: 'Course listing' });
    expect(within(table).getByRole('link', { name: 'DSA Self Paced' }).getAttribute('href')).toBe(
      '/courses/3',
    );
    expect(
      within(table).getByRole('link', { name: 'Registrations of GATE CS 2027' }).getAttribute('href'),
    ).toBe('/registrations?course=gate-cs-2027');
    const gate = within(table).getByRole('row', { name: /GATE CS 2027/ });
    expect(within(gate).getByText('Unlisted')).toBeDefined();
    expect(within(gate).getByText('None')).toBeDefined();
    expect(screen.getByText('2 courses match, listed or not.')).toBeDefined();
  });

  it('keeps name, category type, category and listing in the address and asks the server for them', async () => {
    const { calls } = renderListing('/course-listing?search=gate&listing=unlisted&page=2');
    await screen.findByRole('table', { name: 'Course listing' });
    expect(
      calls.some(
        (call) =>
          call.startsWith('GET /api/latest/courses-listing/') &&
          call.includes('search=gate') &&
          call.includes('is_published=false') &&
          call.includes('page=2'),
      ),
    ).toBe(true);
    expect((screen.getByRole('searchbox', { name: 'Name or slug' }) as HTMLInputElement).value).toBe('gate');
    expect((screen.getByRole('combobox', { name: 'Listing' }) as HTMLSelectElement).value).toBe('unlisted');

    // The category types fill their select with the server's words; a type offers its own categories.
    const typeSelect = screen.getByRole('combobox', { name: 'Category type' });
    await within(typeSelect).findByRole('option', { name: /^Secondary: listed when asked for/ });
    const categorySelect = screen.getByRole('combobox', { name: 'Category' });
    await within(categorySelect).findByRole('option', { name: 'Archived (hidden)' });
    await userEvent.selectOptions(typeSelect, 'secondary');
    await within(categorySelect).findByRole('option', { name: 'GATE' });
    expect(within(categorySelect).queryByRole('option', { name: 'Programming' })).toBeNull();
    await userEvent.selectOptions(categorySelect, 'gate');
    await waitFor(() => expect(address()).toContain('category=gate'));
    expect(address()).toContain('type=secondary');
    // A new filter starts at the first page.
    expect(address()).not.toContain('page=2');
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.startsWith('GET /api/latest/courses-listing/') && call.includes('category=gate'),
        ),
      ).toBe(true),
    );
  });

  it('is for course admins: support staff are told they lack the role', async () => {
    renderListing('/course-listing', ['support']);
    expect(await screen.findByRole('heading', { name: 'You do not have access to this area' })).toBeDefined();
    expect(screen.queryByRole('table', { name: 'Course listing' })).toBeNull();
  });
});
