import { fixture, refusal, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoFeedbackRoute } from './video-feedback-page';

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
  ],
  count: 1,
  page: 1,
  page_size: 100,
});
const feedback = {
  id: 7,
  course_slug: 'dsa',
  course_name: 'DSA Self Paced',
  batch_slug: 'dsa-institute-2026',
  batch_name: 'DSA Institute 2026',
  track_slug: 'getting-started',
  video_id: 41,
  video_title: 'Arrays in memory',
  handle: 'tara',
  name: 'Tara Rao',
  rating: 2,
  tags: ['Audio problem', 'Too fast'],
  comment: 'The sound drops at 3:10',
  created_at: '2026-11-20T14:00:00.000Z',
};
const listed = fixture('x-video-feedbacks', {
  results: [feedback],
  count: 1,
  page: 1,
  page_size: 20,
  average_rating: 2,
  batches: [{ slug: 'dsa-institute-2026', name: 'DSA Institute 2026' }],
  videos: [],
});

describe('the course team reads video feedback (ADR 0105)', () => {
  it('lists what learners sent with the stars, tags and comment, and narrows by course in the address', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<VideoFeedbackRoute />, {
      path: '/video-feedback',
      routes: session,
      answers: [courses, listed],
    });
    const table = await screen.findByRole('table', { name: 'Video feedback' });
    expect(await within(table).findByRole('cell', { name: 'The sound drops at 3:10' })).toBeDefined();
    expect(within(table).getByRole('cell', { name: 'Audio problem, Too fast' })).toBeDefined();
    expect(within(table).getByRole('cell', { name: '2 of 5' })).toBeDefined();
    expect(screen.getByText('1 feedback, 2 stars on average.')).toBeDefined();
    // The batch waits for a course; choosing one asks the server for that course only.
    expect(screen.getByRole('combobox', { name: 'Batch' }).hasAttribute('disabled')).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'DSA Self Paced');
    await waitFor(() => expect(calls).toContain('GET /api/latest/video-feedbacks/?page=1&course_slug=dsa'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'DSA Self Paced: video feedback' }),
    ).toBeDefined();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Batch' }), 'DSA Institute 2026');
    await waitFor(() =>
      expect(calls).toContain(
        'GET /api/latest/video-feedbacks/?page=1&course_slug=dsa&batch_slug=dsa-institute-2026',
      ),
    );
  });

  it("says the server's refusal of a filter beside that filter, and only there", async () => {
    const { notices } = renderScreen(<VideoFeedbackRoute />, {
      path: '/video-feedback?course_slug=gone',
      routes: session,
      answers: [
        courses,
        refusal('x-video-feedbacks', 400, 'There is no such course.', {
          fields: { course_slug: 'There is no such course' },
        }),
      ],
    });
    const course = await screen.findByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(course.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('There is no such course.')).toBeDefined();
    expect(screen.getByText('Correct the filters above.')).toBeDefined();
    // No toast says it again over the page.
    expect(notices).toEqual([]);
  });
});
