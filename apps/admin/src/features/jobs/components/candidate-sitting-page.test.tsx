import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CandidateSittingPage } from './candidate-sitting-page';
import { savedAssessment } from './saved-assessment.fixture';

afterEach(cleanup);

const assessment = savedAssessment;

describe('CandidateSittingPage', () => {
  it('shows the score, how the sitting ended and the proctoring timeline in order; a refused snapshot says why', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<CandidateSittingPage assessmentId={7} handle="asha" />, {
      path: '/assessments/7/candidates/asha',
      answers: [
        fixture('x-job-portal-mcs-get', assessment, { path: { id: 7 } }),
        fixture('job-portal-proctored-assets', {
          mcs_id: 7,
          handle: 'asha',
          name: 'Asha Rao',
          attempt: {
            started_at: '2026-11-27T10:00:00.000Z',
            deadline: '2026-11-27T10:30:00.000Z',
            ended_at: '2026-11-27T10:12:00.000Z',
            end_reason: 'terminated',
            warnings_count: 4,
            max_warnings: 3,
            score: 1,
            max_score: 2,
          },
          events: [
            {
              id: 11,
              kind: 'tab_switch',
              warning: true,
              occurred_at: '2026-11-27T10:05:00.000Z',
              details: null,
              snapshot_url: null,
            },
            {
              id: 12,
              kind: 'webcam',
              warning: false,
              occurred_at: '2026-11-27T10:06:00.000Z',
              details: null,
              snapshot_url: '/api/latest/job-portal/dashboard/candidates/proctored-assets/12/',
            },
          ],
        }),
        refusal('x-job-portal-proctoring-snapshot', 404, 'The snapshot is no longer stored.', {
          path: { eventId: 12 },
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Asha Rao: Java Screening', level: 1 })).toBeDefined();
    expect(screen.getByText('1 of 2')).toBeDefined();
    expect(screen.getByText(/Ended after too many proctoring warnings/)).toBeDefined();
    expect(screen.getByText('4 warnings of 3 allowed')).toBeDefined();
    const timeline = screen.getByRole('list', { name: 'Proctoring timeline of Asha Rao' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Left the contest tabWarning'),
      expect.stringContaining('Webcam snapshot'),
    ]);
    expect(calls).toContain(
      'GET /api/latest/job-portal/dashboard/candidates/proctored-assets/?mcs_id=7&handle=asha',
    );
    await user.click(within(items[1]!).getByRole('button', { name: /^Show the snapshot of / }));
    expect(await within(items[1]!).findByRole('alert')).toHaveProperty(
      'textContent',
      'The snapshot is no longer stored.',
    );
    expect(screen.getByRole('link', { name: 'All candidates of Java Screening' }).getAttribute('href')).toBe(
      '/assessments/7',
    );
  });

  it("says so when the assessment is another organization's", async () => {
    renderScreen(<CandidateSittingPage assessmentId={7} handle="asha" />, {
      path: '/assessments/7/candidates/asha',
      answers: [
        refusal('x-job-portal-mcs-get', 403, 'This assessment belongs to another organization.', {
          path: { id: 7 },
        }),
        refusal('job-portal-proctored-assets', 403, 'This assessment belongs to another organization.'),
      ],
    });
    expect(await screen.findByText('This assessment belongs to another organization.')).toBeDefined();
  });
});
