import { refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RateBatchCard } from './rate-batch-card';

afterEach(cleanup);

describe('the rating card of a batch', () => {
  it('steps aside when the learner is no longer enrolled (after a refund), saying nothing the page does not', async () => {
    const { calls } = renderScreen(<RateBatchCard slug="dsa-next" batchName="DSA Next Intake" />, {
      answers: [refusal('batch-user-meta', 403, 'You are not enrolled in this batch.')],
    });
    await expect.poll(() => calls.some((call) => call.includes('/user-meta/'))).toBe(true);
    await new Promise((settled) => setTimeout(settled, 50));
    expect(screen.queryByRole('region', { name: 'Rate this batch' })).toBeNull();
    expect(screen.queryByText('You are not enrolled in this batch.')).toBeNull();
  });

  it('says any other failure in the card', async () => {
    renderScreen(<RateBatchCard slug="dsa-next" batchName="DSA Next Intake" />, {
      answers: [refusal('batch-user-meta', 500, 'The ratings are being moved; try again in a minute.')],
    });
    expect(await screen.findByText('The ratings are being moved; try again in a minute.')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Rate this batch' })).toBeDefined();
  });
});
