import { fixture, refusal, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ClassPeopleRoute } from './class-people-page';

afterEach(cleanup);

const session = signedInStaff(['course_admin'], {
  id: 2,
  handle: 'course-admin',
  name: 'Chitra Course',
  email: 'course.admin@demo.test',
});
const courses = fixture('staff-dash-all-courses', {
  results: [
    { course_id: 1, course_slug: 'dsa', course_name: 'DSA Self Paced', course_type: 1, is_published: true },
    { course_id: 2, course_slug: 'python', course_name: 'Python', course_type: 1, is_published: true },
  ],
  count: 2,
  page: 1,
  page_size: 100,
});
const report = fixture('staff-dash-courses-event-user-info', {
  results: [
    {
      handle: 'tara',
      name: 'Tara Rao',
      email: 'tara@example.test',
      phone: null,
      batch_slug: 'dsa-institute-2026',
      enrolled_at: '2026-01-10T10:00:00.000Z',
      classes_held: 12,
      classes_attended: 9,
      minutes_attended: 640.5,
      last_attended_at: '2026-11-20T14:00:00.000Z',
    },
  ],
  count: 1,
  page: 1,
  page_size: 20,
});

describe('live-class attendance by course', () => {
  it('asks for a course first, then lists its learners with what they attended, the course in the address', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<ClassPeopleRoute />, {
      path: '/live-classes/people',
      routes: session,
      answers: [courses, report],
    });
    expect(await screen.findByText('Choose a course above.')).toBeDefined();
    expect(calls.some((call) => call.includes('courses-event-user-info'))).toBe(false);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Course' }), 'DSA Self Paced');
    expect(await screen.findByRole('cell', { name: '9 of 12' })).toBeDefined();
    expect(screen.getByRole('cell', { name: '641' })).toBeDefined();
    expect(
      screen.getByRole('heading', { level: 1, name: 'DSA Self Paced: live-class attendance' }),
    ).toBeDefined();
    await waitFor(() =>
      expect(calls).toContain('GET /api/latest/courses-event-user-info/?course_slug=dsa&page=1&page_size=20'),
    );
  });

  it("says the server's refusal of the course beside the course, and no toast says it again", async () => {
    const { notices } = renderScreen(<ClassPeopleRoute />, {
      path: '/live-classes/people?course_slug=gone',
      routes: session,
      answers: [
        courses,
        refusal('staff-dash-courses-event-user-info', 400, 'Some fields are invalid.', {
          fields: { course_slug: 'There is no course gone.' },
        }),
      ],
    });
    expect(await screen.findByText('Some fields are invalid. There is no course gone.')).toBeDefined();
    expect(screen.getByText('Correct the filters above.')).toBeDefined();
    expect(notices).toEqual([]);
  });
});
