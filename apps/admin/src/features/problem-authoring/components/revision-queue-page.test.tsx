import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RevisionQueuePage } from './revision-queue-page';

afterEach(cleanup);

const live = { title: 'Mirror Words', statement: 'Print the words in reverse order.', tags: 'strings' };
function revision(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    problem_id: 7,
    problem_title: 'Mirror Words',
    status: 'queued',
    note: 'Say what separates the words.',
    requested_by: 'Sam Setter',
    created_at: '2026-11-26T04:00:00.000Z',
    snapshot: { ...live, statement: 'Print the space-separated words backwards.' },
    changed_fields: ['statement'],
    can_review: true,
    reviewed_by: null,
    reviewed_at: null,
    review_comment: null,
    live,
    ...overrides,
  };
}

describe('RevisionQueuePage', () => {
  it('shows each queued revision against the live problem and approves it', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<RevisionQueuePage />, {
      routes: {
        'GET /api/latest/authoring/revisions/': {
          body: { count: 2, results: [revision(3), revision(4, { can_review: false, note: 'Mine.' })] },
        },
        'POST /api/latest/problems/7/revision/3/review/': {
          body: { ...revision(3), status: 'approved', can_review: false, reviewed_by: 'Sofia Setter' },
        },
      },
    });
    const first = await screen.findByRole('article', { name: 'Revision #3: Mirror Words' });
    expect(within(first).getByText('Changes: statement')).toBeDefined();
    expect(within(first).getByText('Live problem')).toBeDefined();
    // The diff marks the proposed statement as added beside the live one.
    expect(first.textContent).toContain('Added: Print the space-separated words backwards.');
    expect((within(first).getByRole('button', { name: 'Reject #3' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    const own = screen.getByRole('article', { name: 'Revision #4: Mirror Words' });
    expect(within(own).queryByRole('button', { name: 'Approve #4' })).toBeNull();
    expect(
      within(own).getByText('You requested this revision: another setter or a super admin reviews it.'),
    ).toBeDefined();

    await user.click(within(first).getByRole('button', { name: 'Approve #3' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Revision #3 approved: its changes are live.',
    );
    expect(calls).toContain('POST /api/latest/problems/7/revision/3/review/');
  });

  it('rejects only with a comment and shows why a review was refused', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<RevisionQueuePage />, {
      routes: {
        'GET /api/latest/authoring/revisions/': { body: { count: 1, results: [revision(5)] } },
        'POST /api/latest/problems/7/revision/5/review/': {
          status: 409,
          body: {
            error: {
              code: 'locked',
              message: 'Locked by Sam Setter until 2026-11-26T04:15:00.000Z.',
              fields: { holder: 'Sam Setter' },
            },
          },
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Revision #5: Mirror Words' });
    await user.type(
      within(card).getByRole('textbox', { name: 'Comment for the author of #5' }),
      'Too vague.',
    );
    await user.click(within(card).getByRole('button', { name: 'Reject #5' }));
    expect((await within(card).findByRole('alert')).textContent).toContain('Locked by Sam Setter');
    expect(calls).toContain('POST /api/latest/problems/7/revision/5/review/');
  });

  it('lists reviewed revisions with the reviewer and comment', async () => {
    renderScreen(<RevisionQueuePage />, {
      path: '/?status=rejected',
      routes: {
        'GET /api/latest/authoring/revisions/': {
          body: {
            count: 1,
            results: [
              revision(6, {
                status: 'rejected',
                can_review: false,
                reviewed_by: 'Ada Admin',
                reviewed_at: '2026-11-26T05:00:00.000Z',
                review_comment: 'The limits make it easy.',
              }),
            ],
          },
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Revision #6: Mirror Words' });
    expect(within(card).getByText('Rejected by Ada Admin: The limits make it easy.')).toBeDefined();
    expect(within(card).queryByRole('button', { name: 'Approve #6' })).toBeNull();
  });
});
