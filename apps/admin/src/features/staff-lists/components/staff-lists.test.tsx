import { fixture, refusal, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AllCoursesRoute } from './all-courses-page';
import { PeopleSearchRoute } from './people-search-page';

afterEach(cleanup);

const who = { id: 4, handle: 'staff', name: 'Sam Staff', email: 'staff@demo.test' };

const dsa = {
  course_id: 7,
  course_slug: 'dsa-self-paced',
  course_name: 'DSA Self Paced',
  course_type: 1,
  is_published: true,
};
const coursesPage = fixture('staff-dash-all-courses', {
  results: [
    dsa,
    {
      ...dsa,
      course_id: 8,
      course_slug: 'campus-java',
      course_name: 'Campus Java',
      course_type: 2,
      is_published: false,
    },
  ],
  count: 41,
  page: 2,
  page_size: 20,
});

describe('the all-courses list', () => {
  it('sends the filters and page of the address, and a new filter starts again from page 1', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<AllCoursesRoute />, {
      path: '/all-courses?enrolment=open&page=2',
      routes: signedInStaff(['support'], who),
      answers: [coursesPage],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'All courses' })).toBeDefined();
    expect(await screen.findByRole('cell', { name: 'DSA Self Paced' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Closed to the public' })).toBeDefined();
    expect(screen.getByText(/41 courses match/)).toBeDefined();
    // Support has no course editor: the name is text, not a link to a screen that would refuse them.
    expect(screen.queryByRole('link', { name: 'DSA Self Paced' })).toBeNull();
    expect(calls).toContain('GET /api/latest/staff/all-courses/?page=2&page_size=20&enrolment=open');
    expect(screen.getByRole('navigation', { name: 'Pages of courses' })).toBeDefined();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Live');
    await waitFor(() =>
      expect(calls).toContain(
        'GET /api/latest/staff/all-courses/?page=1&page_size=20&course_type=2&enrolment=open',
      ),
    );
  });

  it('links each course to its editor for course admins', async () => {
    renderScreen(<AllCoursesRoute />, {
      path: '/all-courses',
      routes: signedInStaff(['course_admin'], who),
      answers: [coursesPage],
    });
    expect((await screen.findByRole('link', { name: 'DSA Self Paced' })).getAttribute('href')).toBe(
      '/courses/7',
    );
  });

  it("says the server's refusal of a filter beside that filter", async () => {
    renderScreen(<AllCoursesRoute />, {
      path: '/all-courses?course_type=3',
      routes: signedInStaff(['moderator'], who),
      answers: [
        refusal('staff-dash-all-courses', 400, 'Some fields are invalid.', {
          fields: { course_type: 'Pick a course type.' },
        }),
      ],
    });
    expect(await screen.findByText('Some fields are invalid. Pick a course type.')).toBeDefined();
    expect(screen.getByRole('combobox', { name: /Type/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Correct the filters above.')).toBeDefined();
  });
});

const people = fixture('staff-dash-users-search', {
  results: [
    { handle: 'meera', name: 'Meera Iyer', email: 'meera@example.test', profile_image: null },
    { handle: 'meeraj', name: 'Meeraj Khan', email: 'mk@example.test', profile_image: null },
  ],
});

describe('people search', () => {
  it('keeps the search in the address, lists who matches, and links CRM staff to the CRM page', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<PeopleSearchRoute />, {
      path: '/people',
      routes: signedInStaff(['crm'], who),
      answers: [people],
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Name, handle or email' }), 'meera');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('link', { name: 'Meera Iyer' })).getAttribute('href')).toBe(
      '/crm/users/meera',
    );
    expect(screen.getByRole('status').textContent).toBe('2 people match “meera”.');
    expect(calls).toContain('GET /api/latest/users/search/?q=meera');
  });

  it('reads the search from the address, and shows support the people without CRM links', async () => {
    renderScreen(<PeopleSearchRoute />, {
      path: '/people?q=meera',
      routes: signedInStaff(['support'], who),
      answers: [people],
    });
    expect(await screen.findByRole('cell', { name: 'meera@example.test' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Meera Iyer' })).toBeNull();
  });

  it('says a one-letter search is too short beside the field without asking the server', async () => {
    const { calls } = renderScreen(<PeopleSearchRoute />, {
      path: '/people?q=m',
      routes: signedInStaff(['moderator'], who),
      answers: [people],
    });
    expect(await screen.findByText('Type at least 2 characters.')).toBeDefined();
    expect(
      screen.getByRole('searchbox', { name: /Name, handle or email/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls.some((call) => call.includes('users/search'))).toBe(false);
  });

  it("shows the server's refusal beside the field", async () => {
    renderScreen(<PeopleSearchRoute />, {
      path: '/people?q=%25%25',
      routes: signedInStaff(['moderator'], who),
      answers: [
        refusal('staff-dash-users-search', 400, 'Some fields are invalid.', {
          fields: { q: 'Search by letters or digits.' },
        }),
      ],
    });
    expect(await screen.findByText('Some fields are invalid. Search by letters or digits.')).toBeDefined();
  });
});
