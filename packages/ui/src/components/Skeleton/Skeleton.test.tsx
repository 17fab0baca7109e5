import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  it('announces one busy status for the group and hides the shapes', async () => {
    render(
      <SkeletonGroup label="Loading leaderboard">
        <Skeleton />
        <Skeleton shape="circle" width={32} />
      </SkeletonGroup>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading leaderboard');
    expect(status).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations();
  });
});
