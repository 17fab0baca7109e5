import type { ResponseOf } from '@learnforge/api-client';
import { fixture, refusal, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveClassesRoute } from './live-classes-page';

afterEach(cleanup);

const session = (roles: string[]) =>
  signedInStaff(roles, {
    id: 2,
    handle: 'course-admin',
    name: 'Chitra Course',
    email: 'course.admin@demo.test',
  });

const batchList: ResponseOf<'staff-dash-batches'> = {
  results: [
    {
      id: 4,
      slug: 'dsa-institute-2026',
      name: 'DSA 2026 - Demo Institute',
      course_slug: 'dsa',
      start_date: '2026-01-10',
      end_date: '2026-12-10',
      students_count: 30,
    },
  ],
  count: 1,
  page: 1,
  page_size: 100,
};

const recursion = {
  id: 7,
  slug: 'dsa-institute-2026-class-3',
  title: 'Recursion',
  batch_slugs: ['dsa-institute-2026'],
  batch_name: 'DSA 2026 - Demo Institute',
  mentor: null,
  start_time: '2026-02-01T14:00:00.000Z',
  end_time: '2026-02-01T15:30:00.000Z',
  status: 'completed' as const,
  is_demo: false,
  recordings: [],
  attendance_uploaded: false,
  attendees_count: 12,
};
const programming = {
  ...recursion,
  id: 9,
  slug: 'dsa-institute-2026-class-5',
  title: 'Dynamic programming',
  start_time: '2027-02-10T14:00:00.000Z',
  end_time: '2027-02-10T15:30:00.000Z',
  status: 'upcoming' as const,
  attendees_count: 0,
};
const classes: ResponseOf<'lca-live-classes-list'> = {
  results: [programming, recursion],
  count: 2,
  page: 1,
  page_size: 20,
};

describe('Live classes', () => {
  it('refuses a reschedule beside the field the server names', async () => {
    const user = userEvent.setup();
    renderScreen(<LiveClassesRoute />, {
      routes: session(['course_admin']),
      answers: [
        fixture('staff-dash-batches', batchList),
        fixture('lca-live-classes-list', classes),
        refusal('lca-reschedule', 400, 'A class is rescheduled to a time to come.', {
          path: { id: 9 },
          fields: { start_time: 'Pick a time in the future.' },
        }),
      ],
    });
    const card = (await screen.findByRole('heading', { name: 'Dynamic programming' })).closest('article')!;
    // A finished class has no cancel button; an upcoming one has no attendance upload.
    expect(within(card).queryByRole('button', { name: 'Upload attendance' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Reschedule' }));
    await user.type(within(card).getByRole('textbox', { name: 'Reason' }), 'Mentor travelling');
    await user.click(within(card).getByRole('button', { name: 'Save the new time' }));

    expect(await within(card).findByText(/Pick a time in the future/)).toBeDefined();
    const other = screen.getByRole('heading', { name: 'Recursion' }).closest('article')!;
    expect(within(other).queryByRole('button', { name: 'Cancel class' })).toBeNull();
  });

  it('uploads an attendance report and lists the rows that are not learners of the batch', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<LiveClassesRoute />, {
      routes: session(['course_admin']),
      answers: [
        fixture('staff-dash-batches', batchList),
        fixture('lca-live-classes-list', classes),
        fixture(
          'lca-upload-attendance-report',
          {
            processed: 3,
            matched: 2,
            unmatched: [
              { row: 4, email: 'guest@example.com', reason: 'Not a learner of DSA 2026 - Demo Institute.' },
            ],
          },
          { path: { id: 7 } },
        ),
      ],
    });
    const card = (await screen.findByRole('heading', { name: 'Recursion' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Upload attendance' }));
    await user.click(within(card).getByRole('button', { name: 'Upload the report' }));
    expect(await within(card).findByText('Choose the attendance report (.csv).')).toBeDefined();
    await user.upload(
      within(card).getByLabelText(/Attendance report/),
      new File(['email,minutes\n'], 'zoom.csv', { type: 'text/csv' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Upload the report' }));
    expect(await within(card).findByRole('status')).toHaveProperty(
      'textContent',
      'Attendance of Recursion: 2 learners recorded from 3 rows.',
    );
    expect(calls).toContain('POST /api/latest/live-classes/7/upload-attendance-report/');
  });

  it('maps an unmapped class back to a batch, with the refusal beside the batch', async () => {
    const user = userEvent.setup();
    const unmapped = { ...recursion, batch_slugs: [], batch_name: null };
    const { calls } = renderScreen(<LiveClassesRoute />, {
      routes: session(['course_admin']),
      answers: [
        fixture('staff-dash-batches', batchList),
        fixture('lca-live-classes-list', { ...classes, results: [programming, unmapped] }),
        refusal(
          'x-lca-mapping',
          409,
          '3 of the people who attended Recursion are not in DSA 2026 - Demo Institute.',
          {
            path: { id: 7 },
            fields: {
              batch_slug: 'Pick the batch its attendees learn in.',
            },
          },
        ),
      ],
    });
    const card = (await screen.findByRole('heading', { name: 'Recursion' })).closest('article')!;
    expect(within(card).getByText(/In no batch \(unmapped\)/)).toBeDefined();
    // A mapped class offers to unmap, not to map.
    const mapped = screen.getByRole('heading', { name: 'Dynamic programming' }).closest('article')!;
    expect(within(mapped).queryByRole('button', { name: 'Map to a batch' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Map to a batch' }));
    const form = within(card).getByRole('form', { name: 'Map Recursion to a batch' });
    await user.click(within(form).getByRole('button', { name: 'Map to batch' }));
    expect(within(form).getByText('Choose the batch whose learners should see it.')).toBeDefined();
    expect(calls.some((call) => call.includes('/mapping/'))).toBe(false);

    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Batch to map it to/ }),
      'dsa-institute-2026',
    );
    await user.click(within(form).getByRole('button', { name: 'Map to batch' }));
    expect(
      await within(form).findByText(
        '3 of the people who attended Recursion are not in DSA 2026 - Demo Institute. Pick the batch its attendees learn in.',
      ),
    ).toBeDefined();
    expect(
      within(form)
        .getByRole('combobox', { name: /Batch to map it to/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('is for course admins only', async () => {
    renderScreen(<LiveClassesRoute />, { routes: session(['crm']) });
    expect(await screen.findByText(/do not have access|not for you|permission/i)).toBeDefined();
  });
});
