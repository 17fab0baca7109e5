import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DeadLetters } from './dead-letters-page';

afterEach(cleanup);

const MAIL_ID = '6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab';
const JUDGE_ID = '7a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d';
const mailLetter = {
  id: MAIL_ID,
  queue: 'mail' as const,
  summary: '3 messages',
  error: '3 of 3 messages were not delivered (451 try later)',
  attempts: 6,
  failed_at: '2026-11-26T10:00:00.000Z',
  retryable: true,
};
const judgeLetter = {
  id: JUDGE_ID,
  queue: 'judge' as const,
  summary: 'Submission 42',
  error: 'judge restarted',
  attempts: 1,
  failed_at: '2026-11-26T09:00:00.000Z',
  retryable: false,
};

describe('Failed background jobs', () => {
  it('lists each failed job with what it was for, its attempts and its error; a judge run offers no retry', async () => {
    renderScreen(<DeadLetters />, {
      answers: [fixture('x-admin-dead-letters', { results: [mailLetter, judgeLetter] })],
    });
    const mail = (await screen.findByRole('heading', { name: 'Mail: 3 messages' })).closest('li')!;
    expect(within(mail as HTMLElement).getByText(/after 6 attempts/)).toBeDefined();
    expect(
      within(mail as HTMLElement).getByText('3 of 3 messages were not delivered (451 try later)'),
    ).toBeDefined();
    expect(within(mail as HTMLElement).getByRole('button', { name: 'Retry' })).toBeDefined();
    const judge = screen.getByRole('heading', { name: 'Judge run: Submission 42' }).closest('li')!;
    expect(within(judge as HTMLElement).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(judge as HTMLElement).getByRole('button', { name: 'Discard' })).toBeDefined();
  });

  it("shows the server's refusal beside the job's buttons, named by them", async () => {
    renderScreen(<DeadLetters />, {
      answers: [
        fixture('x-admin-dead-letters', { results: [mailLetter] }),
        refusal(
          'x-admin-dead-letter-retry',
          404,
          'There is no failed job with this id (it may have been retried or discarded already).',
        ),
      ],
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'There is no failed job with this id (it may have been retried or discarded already).',
    );
    expect(retry.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('asks before discarding, then says so and puts focus on the page heading', async () => {
    const { calls } = renderScreen(<DeadLetters />, {
      answers: [
        fixture('x-admin-dead-letters', { results: [judgeLetter] }),
        fixture('x-admin-dead-letter-discard', { message: 'The failed job is discarded.' }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this failed job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(
      await screen.findByText('The failed job is discarded.', { selector: '[role="status"]' }),
    ).toBeDefined();
    expect(calls).toContain(`DELETE /api/latest/admin/jobs/dead-letters/${JUDGE_ID}/`);
    expect(document.activeElement?.textContent).toBe('Failed background jobs');
  });

  it('says when nothing failed', async () => {
    renderScreen(<DeadLetters />, { answers: [fixture('x-admin-dead-letters', { results: [] })] });
    expect(await screen.findByText('No failed jobs')).toBeDefined();
  });
});
