import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContestTimer } from './contest-timer';

afterEach(cleanup);

/** The contest state `contest-meta` answers while the attempt runs until `endsAt`. */
const running = (endsAt: string) => ({
  isContestEnded: false,
  isContestEndedForUser: false,
  fixedContestLiveButUserEnded: false,
  isProctoredTerminated: false,
  proctoredContest: false,
  disableCopyPaste: false,
  showCalculator: false,
  isAutoEnd: false,
  started_at: new Date(Date.now() - 3_600_000).toISOString(),
  ends_at: endsAt,
  warnings_count: 0,
  max_warnings: null,
  is_registered: true,
  has_applied_job: false,
  has_given_feedback: false,
});

describe('ContestTimer', () => {
  it('counts to the deadline the server holds now, so extra time granted during the attempt shows at once', async () => {
    const started = new Date(Date.now() + 60_000).toISOString();
    const extended = new Date(Date.now() + 20 * 60_000 + 30_000).toISOString();
    const onEnded = vi.fn();
    renderScreen(<ContestTimer slug="weekly" endsAt={started} onEnded={onEnded} />, {
      routes: {
        'GET /api/latest/contest/weekly/meta/': { body: running(extended) },
      },
    });
    // A new deadline starts a new count (a new timer element).
    await waitFor(() =>
      expect(within(screen.getByRole('timer', { name: 'Time left' })).getByText(/^20 minutes/)).toBeTruthy(),
    );
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('keeps counting when the server says the time is not up at zero (the deadline moved), and ends when it is', async () => {
    const past = new Date(Date.now() - 1_000).toISOString();
    const later = new Date(Date.now() + 10 * 60_000 + 30_000).toISOString();
    let moved = false;
    const onEnded = vi.fn();
    renderScreen(<ContestTimer slug="weekly" endsAt={past} onEnded={onEnded} />, {
      routes: {
        get 'GET /api/latest/contest/weekly/meta/'() {
          return { body: running(moved ? later : past) };
        },
        get 'GET /api/latest/end/'() {
          // Staff extended the contest a moment before the old deadline.
          moved = true;
          return {
            status: 409,
            body: { error: { code: 'time_left', message: 'Your time is not up yet.' } },
          };
        },
      },
    });
    await waitFor(() =>
      expect(within(screen.getByRole('timer', { name: 'Time left' })).getByText(/^10 minutes/)).toBeTruthy(),
    );
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('says why the attempt ended when the server ends it at zero', async () => {
    const past = new Date(Date.now() - 1_000).toISOString();
    const onEnded = vi.fn();
    renderScreen(<ContestTimer slug="weekly" endsAt={past} onEnded={onEnded} />, {
      routes: {
        'GET /api/latest/contest/weekly/meta/': { body: running(past) },
        'GET /api/latest/end/': {
          body: {
            status: 'SUCCESS',
            message: 'Time is up: your attempt has ended.',
            ended_at: past,
            end_reason: 'auto_end',
          },
        },
      },
    });
    await waitFor(() => expect(onEnded).toHaveBeenCalledWith('Time is up: your attempt has ended.'));
  });
});
