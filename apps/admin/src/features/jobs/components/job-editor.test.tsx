import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { JobEditor } from './job-editor';
import { savedJob } from './saved-job.fixture';

afterEach(cleanup);

const designations = fixture('admin-job-designations', { results: [{ id: 3, name: 'Backend Developer' }] });

const job = savedJob;

describe('JobEditor', () => {
  it('starts a new job with salary type per year (2) and date-time fields', async () => {
    renderScreen(<JobEditor jobId={null} />, { answers: [designations], path: '/jobs/new' });
    expect(screen.getByRole('heading', { name: 'Post a job', level: 1 })).toBeDefined();
    // A job not yet posted lacks no recruiter: its poster becomes one when a recruiter posts it.
    expect(screen.queryByText(/No recruiter yet/)).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Salary type' }) as HTMLSelectElement).value).toBe('2');
    expect(screen.getByLabelText(/Publish date/)).toHaveProperty('type', 'datetime-local');
    expect(await screen.findByRole('option', { name: 'Backend Developer' })).toBeDefined();
  });

  it('loads a saved job, shows its dates and recruiter, and shows server field errors, with no toast', async () => {
    const user = userEvent.setup();
    const { notices } = renderScreen(<JobEditor jobId={4} />, {
      path: '/jobs/4',
      answers: [
        designations,
        fixture('admin-job-edit-get', job, { path: { id: 4 } }),
        refusal('admin-job-edit-put', 400, 'Some fields of the job are invalid.', {
          path: { id: 4 },
          fields: { last_apply_date: 'The last date to apply cannot be before the publish date.' },
        }),
      ],
    });
    expect(await screen.findByText('Recruiter: @recruiter')).toBeDefined();
    expect((screen.getByLabelText(/Publish date/) as HTMLInputElement).value).toBe('2026-01-10T10:00');
    expect(within(screen.getByRole('list', { name: 'Cities: chosen' })).getByText('Pune')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    // One field refused: that field reads the server's whole answer (formErrorsOf).
    expect(
      await screen.findByText(
        'Some fields of the job are invalid. The last date to apply cannot be before the publish date.',
      ),
    ).toBeDefined();
    expect(notices).not.toContain('Some fields of the job are invalid.');
  });

  it('suggests skills from the title and description and adds the one picked', async () => {
    const user = userEvent.setup();
    renderScreen(<JobEditor jobId={null} />, {
      path: '/jobs/new',
      answers: [designations, fixture('admin-job-recommend-skills', { results: ['React', 'TypeScript'] })],
    });
    await user.type(screen.getByRole('textbox', { name: /Job title/ }), 'React developer');
    await user.click(screen.getByRole('button', { name: 'Recommend skills' }));
    await user.click(await screen.findByRole('button', { name: 'Add React' }));
    expect(within(screen.getByRole('list', { name: 'Skills: chosen' })).getByText('React')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add React' })).toBeNull();
  });

  it('offers upcoming open contests and keeps the job’s own contest once it has started', async () => {
    renderScreen(<JobEditor jobId={4} />, {
      path: '/jobs/4',
      answers: [
        designations,
        fixture(
          'admin-job-edit-get',
          {
            ...job,
            contest_slug: 'hiring-old-round',
            contest: {
              slug: 'hiring-old-round',
              title: 'Old Hiring Round',
              start_time: '2026-01-05T10:00:00.000Z',
            },
          },
          { path: { id: 4 } },
        ),
        fixture('admin-contests-upcoming-non-batch', {
          results: [
            {
              slug: 'hiring-frontend-sprint',
              title: 'Frontend Hiring Sprint',
              start_time: '2027-04-17T11:00:00.000Z',
            },
          ],
          count: 1,
          page: 1,
          page_size: 100,
        }),
      ],
    });
    const picker = (await screen.findByRole('combobox', { name: /Hiring contest/ })) as HTMLSelectElement;
    expect(await within(picker).findByRole('option', { name: /Frontend Hiring Sprint/ })).toBeDefined();
    expect(within(picker).getByRole('option', { name: 'No contest' })).toBeDefined();
    expect(picker.value).toBe('hiring-old-round');
    expect((within(picker).getByRole('option', { selected: true }) as HTMLOptionElement).text).toMatch(
      /^Old Hiring Round/,
    );
  });
});
