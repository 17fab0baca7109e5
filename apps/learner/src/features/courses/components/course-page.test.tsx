import type { ResponseOf } from '@learnforge/api-client';
import {
  type FakeAnswer,
  type FakeRoutes,
  fixture,
  refusal,
  renderScreen,
} from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const signedIn: FakeRoutes = {
  'GET /api/auth/session': {
    body: {
      user: {
        id: 1,
        handle: 'asha',
        name: 'Asha Learner',
        email: 'asha@example.test',
        roles: ['learner'],
        premiumPlanId: null,
        organization: null,
      },
    },
  },
};

function renderCourse(answers: FakeAnswer[], routes: FakeRoutes = {}) {
  return renderScreen(
    <Routes>
      <Route path="/courses/:slug" element={<CoursePage />} />
      <Route path="/checkout" element={<h1>Checkout</h1>} />
    </Routes>,
    { path: '/courses/java-backend', answers, routes },
  );
}

const nextBatch = {
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
};
const weekendBatch = {
  ...nextBatch,
  batch_id: 10,
  batch_slug: 'java-weekend',
  batch_name: 'Java Weekend Intake',
  start_date: '2027-01-23',
  discounted_price: null,
  location: 'Koramangala centre',
  lang: 'English',
};

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
          first_upcoming_batch: nextBatch,
          total_upcoming_batches: 1,
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
    expect(within(next).getByRole('link', { name: 'Sign in to enrol' })).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Mentors' })).getByText('Mo Moderator')).toBeDefined();
    expect(screen.getByText('Rated 4.5 out of 5 by 4 learners')).toBeDefined();
  });

  it('enrols in the next batch from the primary action, or in the batch chosen when several are on sale', async () => {
    const user = userEvent.setup();
    const { calls } = renderCourse(
      [
        fixture(
          'courses-detail',
          { ...course, first_upcoming_batch: nextBatch, total_upcoming_batches: 2 },
          { path: { slug: 'java-backend' } },
        ),
        fixture(
          'courses-details',
          {
            batches: [nextBatch, weekendBatch],
            first_upcoming_batch: nextBatch,
            total_upcoming_batches: 2,
            has_any_batch: true,
          },
          { path: { slug: 'java-backend' } },
        ),
        fixture('batch-registration', {
          status: 'PAYMENT_REQUIRED',
          message: 'Pay to enrol.',
          batch_slug: 'java-weekend',
          transaction_token: 'tok',
          gfgOrderId: 'LF9',
          amount_payable: 7999,
        }),
        fixture('courses-crm-payment-initiate', { message: 'Recorded.' }),
      ],
      signedIn,
    );
    const next = await screen.findByRole('region', { name: 'Next batch' });
    expect(await within(next).findByRole('button', { name: 'Enrol in Java Next Intake' })).toBeDefined();
    const picker = await within(next).findByRole('group', { name: 'Choose a batch' });
    // The next batch is chosen at first; the other one says where and when it runs.
    expect(
      (within(picker).getByRole('radio', { name: /^Java Next Intake/ }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(
      within(picker).getByRole('radio', {
        name: 'Java Weekend Intake · starts 23 January 2027 · ₹7,999 · English · Koramangala centre · 40 seats left',
      }),
    );
    await user.click(
      within(next).getByRole('button', { name: 'Enrol in the chosen batch: Java Weekend Intake' }),
    );
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeDefined();
    // Checkout started: the CRM is told before the page changes.
    expect(calls).toContain('PUT /api/latest/crm/course-page/payment-initiate/');
  });

  it("checks a counselling request before sending it and shows the server's refusal beside its field", async () => {
    const user = userEvent.setup();
    const { notices } = renderCourse([
      fixture('courses-detail', course, { path: { slug: 'java-backend' } }),
      refusal('courses-counselling-registration', 400, 'Some fields are invalid.', {
        fields: { email: 'Use another address.' },
      }),
    ]);
    const form = await screen.findByRole('form', { name: 'Ask a counsellor about Java Backend Pro' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Asha Verma');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'asha@example.test');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(within(form).getByRole('button', { name: 'Request a call' }));
    expect((await within(form).findByRole('textbox', { name: 'Phone' })).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(within(form).getByText('Enter a phone number of 6 to 20 digits.')).toBeDefined();
    await user.clear(within(form).getByRole('textbox', { name: 'Phone' }));
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '+91 98450 12345');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'When should we call?' }), 'Evening');
    await user.click(within(form).getByRole('button', { name: 'Request a call' }));
    expect(await within(form).findByText('Some fields are invalid. Use another address.')).toBeDefined();
    // Said in the form only: no toast repeats it over the page.
    expect(notices).not.toContain('Some fields are invalid.');
  });

  it('shows no batch, mentors or rating when there are none', async () => {
    renderCourse([fixture('courses-detail', course, { path: { slug: 'java-backend' } })]);
    await screen.findByRole('heading', { name: 'Java Backend Pro', level: 1 });
    expect(screen.queryByRole('region', { name: 'Next batch' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Mentors' })).toBeNull();
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });

  it("quotes the course admins' testimonials, pages learners' feedback and sends an enrolled learner to their batch", async () => {
    const user = userEvent.setup();
    const feedback = (page: number, count: number) =>
      Array.from({ length: page === 1 ? 20 : count - 20 }, (_, index) => ({
        id: page * 100 + index,
        name: `Learner ${page}-${index}`,
        profile_image: null,
        designation: null,
        text: `Feedback ${page}-${index}`,
        rating: 4,
      }));
    const { calls } = renderCourse(
      [
        fixture(
          'courses-detail',
          { ...course, first_upcoming_batch: nextBatch, total_upcoming_batches: 1 },
          { path: { slug: 'java-backend' } },
        ),
        fixture(
          'courses-testimonials',
          {
            results: [
              {
                id: 1,
                name: 'Meera Iyer',
                profile_image: null,
                designation: 'Software Engineer',
                text: 'The contests kept me going.',
                rating: 5,
              },
            ],
          },
          { path: { slug: 'java-backend' } },
        ),
        fixture('courses-meta', {
          is_enrolled: true,
          enrolled_batch_slug: 'java-backend-2026',
          can_add_edit_mentor: false,
          has_any_batch: true,
          payment_currency_symbol: '₹',
          user_country: 'IN',
        }),
      ],
      {
        ...signedIn,
        'GET /api/latest/courses/java-backend/feedbacks/?page=1': {
          body: { results: feedback(1, 23), count: 23, page: 1, page_size: 20 },
        },
        'GET /api/latest/courses/java-backend/feedbacks/?page=2': {
          body: { results: feedback(2, 23), count: 23, page: 2, page_size: 20 },
        },
      },
    );
    const quotes = await screen.findByRole('list', { name: 'Testimonials' });
    expect(within(quotes).getByRole('figure', { name: 'Meera Iyer, 5 of 5 stars' })).toBeDefined();
    expect(within(quotes).getByText('Meera Iyer')).toBeDefined();
    const section = await screen.findByRole('region', { name: 'Feedback from learners' });
    expect(within(section).getByRole('status').textContent).toBe(
      '23 learners wrote about their batch · page 1 of 2',
    );
    const list = () => within(section).getByRole('list', { name: 'Feedback from learners' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(20);
    await user.click(within(section).getByRole('button', { name: 'Page 2' }));
    expect(await within(section).findByText('Feedback 2-2')).toBeDefined();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(calls).toContain('GET /api/latest/courses/java-backend/feedbacks/?page=2');
    // Already in a batch of the course: the page says so and links to it.
    const next = screen.getByRole('region', { name: 'Next batch' });
    expect((await within(next).findByRole('link', { name: 'Go to your batch' })).getAttribute('href')).toBe(
      '/batch/java-backend-2026',
    );
    // Their batch is not the next one: enrolling in that one too is offered second, not as the page's action.
    expect(within(next).getByRole('status').textContent).toBe(
      'You are enrolled in another batch of this course. Go to your batch',
    );
    expect(within(next).getByRole('button', { name: 'Also enrol in Java Next Intake' })).toBeDefined();
    expect(within(next).queryByRole('button', { name: 'Enrol in Java Next Intake' })).toBeNull();
  });

  it('gives a learner enrolled in the next batch "Go to your batch" and no Enrol button beside it', async () => {
    renderCourse(
      [
        fixture(
          'courses-detail',
          { ...course, first_upcoming_batch: nextBatch, total_upcoming_batches: 1 },
          { path: { slug: 'java-backend' } },
        ),
        fixture('courses-meta', {
          is_enrolled: true,
          enrolled_batch_slug: 'java-next',
          can_add_edit_mentor: false,
          has_any_batch: true,
          payment_currency_symbol: '₹',
          user_country: 'IN',
        }),
      ],
      signedIn,
    );
    const next = await screen.findByRole('region', { name: 'Next batch' });
    expect((await within(next).findByRole('link', { name: 'Go to your batch' })).getAttribute('href')).toBe(
      '/batch/java-next',
    );
    expect(within(next).getByRole('status').textContent).toBe(
      'You are enrolled in this batch. Go to your batch',
    );
    expect(within(next).queryByRole('button', { name: /enrol/i })).toBeNull();
  });

  it('says when the course does not exist', async () => {
    renderCourse([]);
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeDefined();
  });
});
