import type { ResponseOf } from '@learnforge/api-client';
import { type FakeAnswer, fixture, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CoursePage } from './course-page';

afterEach(cleanup);

const course: ResponseOf<'courses-detail'> = {
  course_id: 3,
  course_type: 1,
  course_name: 'Java Backend Pro',
  content: {
    content_type: 'course_content',
    results: [{ title: 'Spring Boot', items: ['Beans', 'Controllers'], duration_minutes: null }],
  },
  syllabus_pdf: 'https://cdn.example.com/syllabus.pdf',
  intro_video_id: null,
  intro_video_link: null,
  course_overview: 'Services in Java.',
  what_you_will_learn: ['Build REST APIs'],
  mentors: [],
  right_section: { ratings: { avg_rating: 0, ratings_count: 0 }, highlights: ['Weekly mentor calls'] },
  first_upcoming_batch: null,
  total_upcoming_batches: 1,
  has_any_batch: true,
  payment_currency_symbol: '₹',
  course_short_name: 'Java BE',
  best_suited_for: '',
  warning_message: 'Seats fill fast.',
  skills: ['java', 'sql'],
  level: 'Intermediate',
  course_duration: '6 months',
  seats_left: 12,
  default_testimonial: null,
  journey: [{ title: 'Foundations', steps: [{ title: 'Set up the JDK', description: '' }] }],
  upgradable_courses: [{ course_slug: 'system-design-live', course_name: 'System Design - Live' }],
  elective_courses: [],
  faqs: [{ question: 'Is there a certificate?', answer: 'Yes.' }],
  schema_keywords: ['java course'],
  batch_languages: [
    { batch_slug: 'java-backend-2026', batch_name: 'Java Backend 2026', languages: ['Hindi'] },
  ],
  banners: [{ type: 'thumbnail', title: 'Cover', key: 'cover', image_url: '/uploads/images/a.png' }],
  features: [{ id: 2, name: 'Certificate', description: 'At the end.' }],
  included_in_premium: true,
};

function renderCourse(answers: FakeAnswer[]) {
  return renderScreen(
    <Routes>
      <Route path="/courses/:slug" element={<CoursePage />} />
    </Routes>,
    { path: '/courses/java-backend', answers },
  );
}

describe('CoursePage', () => {
  it('shows every part the course editor saved', async () => {
    renderCourse([fixture('courses-detail', course, { path: { slug: 'java-backend' } })]);
    expect(await screen.findByRole('heading', { name: 'Java Backend Pro', level: 1 })).toBeDefined();
    expect(screen.getByText('Included in Premium')).toBeDefined();
    expect(screen.getByText('12 seats left')).toBeDefined();
    expect(screen.getByRole('note').textContent).toBe('Seats fill fast.');
    expect(screen.getByRole('img', { name: 'Cover' }).getAttribute('src')).toBe('/uploads/images/a.png');
    expect(
      within(screen.getByRole('region', { name: 'What you will learn' })).getByText('Build REST APIs'),
    ).toBeDefined();
    expect(
      within(screen.getByRole('list', { name: 'Course features' })).getByText('Certificate'),
    ).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Course journey' })).getByText('Set up the JDK'),
    ).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Course content' })).getByText('Controllers'),
    ).toBeDefined();
    expect(screen.getByText('Java Backend 2026: Hindi')).toBeDefined();
    expect(screen.getByRole('link', { name: 'System Design - Live' }).getAttribute('href')).toBe(
      '/courses/system-design-live',
    );
    expect(screen.getByText('Is there a certificate?')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Download the syllabus' })).toBeDefined();
  });

  it('shows the next batch with its date and price, the mentors and the average rating', async () => {
    renderCourse([
      fixture(
        'courses-detail',
        {
          ...course,
          first_upcoming_batch: {
            batch_id: 9,
            batch_slug: 'java-next',
            batch_name: 'Java Next Intake',
            start_date: '2027-01-11',
            end_date: '2027-07-10',
            price: 7999,
            discounted_price: 6999,
            seats_left: 40,
            location: null,
            lang: 'Hindi',
          },
          total_upcoming_batches: 2,
          mentors: [
            {
              mentor: 'Mo Moderator',
              profile_image: null,
              mentor_description: 'Teaching assistant',
              mentor_bio: '',
            },
          ],
          right_section: { ratings: { avg_rating: 4.5, ratings_count: 4 }, highlights: [] },
        },
        { path: { slug: 'java-backend' } },
      ),
    ]);
    const next = await screen.findByRole('region', { name: 'Next batch' });
    expect(within(next).getByText('Java Next Intake')).toBeDefined();
    expect(within(next).getByText('11 January 2027')).toBeDefined();
    expect(within(next).getByText('₹6,999', { exact: false })).toBeDefined();
    expect(within(next).getByText('₹7,999').closest('s')).not.toBeNull();
    expect(within(next).getByText('1 more upcoming batch.')).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Mentors' })).getByText('Mo Moderator')).toBeDefined();
    expect(screen.getByText('Rated 4.5 out of 5 by 4 learners')).toBeDefined();
  });

  it('shows no batch, mentors or rating when there are none', async () => {
    renderCourse([fixture('courses-detail', course, { path: { slug: 'java-backend' } })]);
    await screen.findByRole('heading', { name: 'Java Backend Pro', level: 1 });
    expect(screen.queryByRole('region', { name: 'Next batch' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Mentors' })).toBeNull();
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });

  it('says when the course does not exist', async () => {
    renderCourse([]);
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeDefined();
  });
});
