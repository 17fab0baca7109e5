import type { ResponseOf } from '@learnforge/api-client';
import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { JobPage } from './job-page';
import { JobsPage } from './jobs-page';

afterEach(cleanup);

const session = {
  'GET /api/auth/session': {
    body: {
      user: {
        id: 1,
        handle: 'asha',
        name: 'Asha Learner',
        email: 'learner@demo.test',
        roles: ['learner'],
        premiumPlanId: null,
        organization: null,
      },
    },
  },
};

const card: ResponseOf<'jobs-details'> = {
  id: 7,
  title: 'Backend Developer (Java)',
  company_name: 'Demo Company',
  company_logo: null,
  location_type: 'hybrid',
  locations: ['Bengaluru', 'Pune'],
  employment_type: 'full-time',
  salary: { min: 800000, max: 1400000, salary_type: 2 },
  experience: { min: 1, max: 3 },
  skill_sets: ['Java', 'Spring Boot'],
  last_apply_date: '2027-01-05 23:59:00',
  application_status: null,
  description: 'Build REST APIs.',
  organization: { name: 'Demo Company', about: 'Payment software.' },
  designation: 'Backend Developer',
  publish_date: '2026-11-01 10:00:00',
  is_open: true,
  contest: {
    slug: 'hiring-java-backend-assessment',
    title: 'Java Backend Hiring Assessment',
    start_time: '2026-12-18T10:00:00.000Z',
  },
};
const meta: ResponseOf<'jobs-meta'> = {
  has_applied: false,
  application_status: null,
  applied_at: null,
  resume: {
    resume_url: '/api/latest/jobs/resume/',
    filename: 'cv.pdf',
    size: 1200,
    uploaded_at: '2026-11-20T10:00:00.000Z',
  },
  profile: {
    name: 'Asha Learner',
    email: 'learner@demo.test',
    phone: '+91 98765 43210',
    state: 'Karnataka',
    city: 'Bengaluru',
    graduation_year: 2024,
    work_experience: null,
  },
};
const places = fixture('jobs-state-city-mapping', {
  results: [
    { state: 'Karnataka', cities: ['Bengaluru', 'Mysuru'] },
    { state: 'Maharashtra', cities: ['Mumbai', 'Pune'] },
  ],
});

function renderJob(
  answers: Parameters<typeof renderScreen>[1] extends infer O
    ? O extends { answers?: infer A }
      ? A
      : never
    : never,
) {
  return renderScreen(
    <Routes>
      <Route path="/jobs/:id" element={<JobPage />} />
    </Routes>,
    { path: '/jobs/7', routes: session, answers },
  );
}

describe('JobPage', () => {
  it('shows the organization, salary, deadline and hiring contest, and the server’s refusal beside the field', async () => {
    renderJob([
      fixture('jobs-details', card, { path: { id: 7 } }),
      fixture('jobs-meta', meta, { path: { id: 7 } }),
      places,
      refusal('jobs-apply', 400, 'Some fields of the application are invalid.', {
        fields: { city: 'Choose a city in Karnataka.' },
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Backend Developer (Java)', level: 1 })).toBeDefined();
    expect(screen.getByText('₹8,00,000 – ₹14,00,000 a year')).toBeDefined();
    expect(screen.getByText('2027-01-05 23:59 UTC')).toBeDefined();
    expect(screen.getByRole('link', { name: /Java Backend Hiring Assessment/ }).getAttribute('href')).toBe(
      '/contest/hiring-java-backend-assessment',
    );
    const form = await screen.findByRole('form', { name: 'Apply for Backend Developer (Java)' });
    expect(within(form).getByRole('link', { name: 'Download cv.pdf' })).toBeDefined();
    await waitFor(() =>
      expect((within(form).getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe(
        'Bengaluru',
      ),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Apply for Backend Developer (Java)' }));
    const city = within(form).getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Choose a city in Karnataka\./)).toBeDefined();
  });

  it('says a second apply is refused, and shows where an application stands', async () => {
    renderJob([
      fixture('jobs-details', card, { path: { id: 7 } }),
      fixture('jobs-meta', meta, { path: { id: 7 } }),
      places,
      refusal(
        'jobs-apply',
        409,
        'You already applied for Backend Developer (Java) on 2026-11-20; an application is sent once.',
        {
          code: 'already_applied',
        },
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'Apply for Backend Developer (Java)' });
    await waitFor(() =>
      expect((within(form).getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe(
        'Bengaluru',
      ),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Apply for Backend Developer (Java)' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^You already applied for Backend Developer \(Java\)/,
    );
    cleanup();

    renderJob([
      fixture('jobs-details', { ...card, application_status: 'shortlisted' }, { path: { id: 7 } }),
      fixture(
        'jobs-meta',
        {
          ...meta,
          has_applied: true,
          application_status: 'shortlisted',
          applied_at: '2026-11-20T10:00:00.000Z',
        },
        { path: { id: 7 } },
      ),
    ]);
    expect((await screen.findByText(/^You applied on/)).textContent).toBe(
      'You applied on 2026-11-20. Where it stands: Shortlisted',
    );
  });
});

describe('JobsPage', () => {
  it('reads the tab and filters from the address and lists applications with their stage', async () => {
    const { calls } = renderScreen(<JobsPage />, {
      path: '/jobs?status=applied&skill=Java',
      routes: session,
      answers: [
        fixture('jobs-filters', {
          skills: ['Java'],
          locations: ['Pune'],
          employment_types: ['full-time'],
          location_types: ['onsite'],
        }),
        fixture('jobs-list-by-status', {
          results: [{ ...card, application_status: 'interview' }],
          count: 1,
          page: 1,
          page_size: 12,
        }),
      ],
    });
    expect(await screen.findByText('Interview')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'My applications' }).getAttribute('aria-selected')).toBe('true');
    expect(
      calls.some(
        (call) => call.includes('/jobs/?') && call.includes('status=applied') && call.includes('skill=Java'),
      ),
    ).toBe(true);
  });
});
