import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardRoutes } from '../../../app/routes';
import { emailsOfCsv, rowResults } from './csv-rows';

const answers = [
  fixture('org-meta', {
    organization_id: 1,
    organization_name: 'Demo Company',
    organization_slug: 'demo-company',
    organization_type: 'company',
    current_date: '2026-11-26T00:00:00.000Z',
    tabs: [],
  }),
  fixture('org-company-deals', {
    results: [
      {
        deal_id: 7,
        deal_number: 'D-1001',
        start_date: '2026-01-01T00:00:00.000Z',
        expiry_date: '2026-12-31T00:00:00.000Z',
        batch: { slug: 'dsa-1', name: 'DSA batch 1' },
        licenses_purchased: 50,
        active_licenses: 48,
        remaining_licenses: 2,
      },
    ],
    count: 1,
    page: 1,
    page_size: 20,
  }),
  fixture(
    'org-company-deal-active-users',
    {
      results: [
        {
          handle: 'meera',
          name: 'Meera Iyer',
          email: 'meera@demo.test',
          granted_at: '2026-02-01T10:00:00.000Z',
          last_active_at: null,
        },
      ],
      count: 1,
      page: 1,
      page_size: 50,
    },
    { path: { dealId: 7 } },
  ),
  fixture('org-grant-access-upload-csv', {
    processed: 1,
    failed: [{ email: 'not-an-email', reason: 'Not an email address' }],
  }),
];

describe('Access Management tab', () => {
  afterEach(cleanup);

  it('lists deals with the columns of 000 §2', async () => {
    renderScreen(dashboardRoutes, { answers, path: '/access-management' });
    const table = await screen.findByRole('table', { name: 'Deals' });
    expect(await within(table).findByRole('cell', { name: 'D-1001' })).toBeDefined();
    for (const name of [
      'Deal Number',
      'Start Date',
      'Expiry Date',
      'Batch',
      'Licenses Purchased',
      'Active Licences',
      'Remaining Licences',
      'Manage Access',
      'Edit History',
    ]) {
      expect(within(table).getByRole('columnheader', { name })).toBeDefined();
    }
  });

  it('opens a deal from the URL, lists its active users and shows each CSV row’s result', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(dashboardRoutes, { answers, path: '/access-management?deal=7' });
    const dialog = await screen.findByRole('dialog', { name: 'Manage access: deal D-1001' });
    expect(within(dialog).getByText('Remaining licences')).toBeDefined();
    expect(await within(dialog).findByRole('cell', { name: 'meera@demo.test' })).toBeDefined();
    const file = new File(['email\nnew.learner@demo.test\nnot-an-email\n'], 'access.csv', {
      type: 'text/csv',
    });
    await user.upload(within(dialog).getByLabelText('CSV file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('1 of 2 rows done, 1 refused.')).toHaveProperty('role', 'status');
    const results = within(dialog).getByRole('table', { name: 'Result of each row' });
    expect(within(results).getByText('Access granted')).toBeDefined();
    expect(within(results).getByText('Not an email address')).toBeDefined();
    expect(calls).toContain('POST /api/latest/organization-dashboard/grant-access-upload-csv/');
  });

  it('says a refused CSV upload beside the file field, inside the dialog, and not in a toast outside it', async () => {
    const user = userEvent.setup();
    const { notices } = renderScreen(dashboardRoutes, {
      answers: [
        ...answers,
        refusal('org-grant-access-upload-csv', 409, 'Only 2 licences are left on deal D-1001.', {
          code: 'conflict',
        }),
      ],
      path: '/access-management?deal=7',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Manage access: deal D-1001' });
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File(['a@x.test\nb@x.test\nc@x.test\n'], 'access.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const field = within(dialog).getByLabelText('CSV file');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Only 2 licences are left on deal D-1001.')).toBeDefined();
    expect(notices).not.toContain('Only 2 licences are left on deal D-1001.');
  });

  it('says a grant inside the dialog, where a screen reader reads while it is open, and a refusal beside the email', async () => {
    const user = userEvent.setup();
    let notices: string[] = [];
    const grantIn = async (answer: ReturnType<typeof fixture>, address: string) => {
      ({ notices } = renderScreen(dashboardRoutes, {
        answers: [...answers, answer],
        path: '/access-management?deal=7',
      }));
      const dialog = await screen.findByRole('dialog', { name: 'Manage access: deal D-1001' });
      const grant = within(dialog).getByRole('form', { name: 'Grant access' });
      await user.type(within(grant).getByRole('textbox', { name: 'Learner’s email' }), address);
      await user.click(within(grant).getByRole('button', { name: 'Grant access' }));
      return grant;
    };
    const granted = await grantIn(
      fixture('org-company-user-grant-access', { processed: 1, failed: [] }),
      'new.learner@demo.test',
    );
    await waitFor(() =>
      expect(within(granted).getByRole('status').textContent).toBe('new.learner@demo.test has access now.'),
    );
    cleanup();

    const refused = await grantIn(
      refusal('org-company-user-grant-access', 403, 'This deal belongs to another organization.'),
      'other@demo.test',
    );
    expect(
      await within(refused).findByRole('textbox', {
        name: 'Learner’s email',
        description: 'This deal belongs to another organization.',
      }),
    ).toBeDefined();
    expect(within(refused).getByRole('status').textContent).toBe('');
    // A toast would sit outside the modal dialog, where a screen reader does not read: none repeats it.
    expect(notices).not.toContain('This deal belongs to another organization.');
  });
});

describe('access CSV rows', () => {
  it('skips a header and blank lines and keeps file order', async () => {
    expect(await emailsOfCsv('Email\r\n"a@x.test",Asha\n\nb@x.test\n')).toEqual(['a@x.test', 'b@x.test']);
  });

  it('reads quoted fields as CSV does: a comma or a line break inside quotes, doubled quotes, a byte-order mark', async () => {
    const file =
      '\uFEFFemail,name\r\n"a@x.test","Rao, Asha"\r\n  \r\n"b@x.test","line one\nline two"\r\nc@x.test , "said ""hi"""\r';
    expect(await emailsOfCsv(file)).toEqual(['a@x.test', 'b@x.test', 'c@x.test']);
  });

  it('marks only the refused rows as failed', () => {
    expect(
      rowResults(['a@x.test', 'B@x.test'], [{ email: 'b@x.test', reason: 'No licence left' }], 'Done'),
    ).toEqual([
      { row: 1, email: 'a@x.test', ok: true, result: 'Done' },
      { row: 2, email: 'B@x.test', ok: false, result: 'No licence left' },
    ]);
  });
});
