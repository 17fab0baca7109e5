import { fixture, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecruiterDashboard } from './recruiter-dashboard';

afterEach(cleanup);

const stages = { applied: 0, shortlisted: 0, interview: 0, offer: 0, hired: 0, rejected: 0 };

describe('RecruiterDashboard', () => {
  it('counts open and closed jobs, shows applicants per stage of each job and what is left to post and invite with', async () => {
    renderScreen(<RecruiterDashboard />, {
      path: '/job-portal',
      answers: [
        fixture('x-job-portal-jobs', {
          open_jobs: 1,
          results: [
            {
              id: 4,
              title: 'Backend Developer (Java)',
              is_open: true,
              last_apply_date: '2026-12-20 18:00:00',
              applicants: { ...stages, applied: 3, interview: 1, rejected: 2 },
            },
            {
              id: 5,
              title: 'Data Analyst',
              is_open: false,
              last_apply_date: '2026-10-01 18:00:00',
              applicants: { ...stages, hired: 1 },
            },
          ],
        }),
        fixture('recruiter-check-permission', {
          is_recruiter: true,
          organization: 'Demo Company',
          hasSignedLegalContract: true,
          products: [
            { product: 'job_posting', remaining_quantity: 24, expires_at: null },
            { product: 'assessment', remaining_quantity: 0, expires_at: null },
          ],
        }),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Job portal of Demo Company', level: 1 }),
    ).toBeDefined();
    const tabs = screen.getByRole('navigation', { name: 'Job portal' });
    expect(within(tabs).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'All Jobs' }).getAttribute('href')).toBe('/jobs');
    expect(within(tabs).getByRole('link', { name: 'Assessments' }).getAttribute('href')).toBe('/assessments');
    const totals = screen.getByRole('region', { name: 'Totals' });
    const value = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(value('Open jobs')).toBe('1');
    expect(value('Closed jobs')).toBe('1');
    expect(value('Applicants')).toBe('7');
    expect(value('Job postings left')).toBe('24');
    expect(value('Assessment invitations left')).toBe('0');
    const java = screen.getByRole('link', { name: 'Applicants for Backend Developer (Java)' }).closest('tr')!;
    expect(within(java).getByText('Open')).toBeDefined();
    expect(Array.from(java.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual([
      'Backend Developer (Java)',
      'Open',
      '2026-12-20 18:00:00',
      '3',
      '0',
      '1',
      '0',
      '0',
      '2',
      '6',
    ]);
    const analyst = screen.getByRole('link', { name: 'Applicants for Data Analyst' }).closest('tr')!;
    expect(within(analyst).getByText('Closed')).toBeDefined();
  });
});
