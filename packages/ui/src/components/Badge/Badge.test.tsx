import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Badge } from './Badge';
import { classStatuses, PlagiarismBadge, StatusBadge } from './StatusBadge';

describe('Badge', () => {
  it('shows its text', async () => {
    render(<Badge tone="positive">Premium</Badge>);
    expect(screen.getByText('Premium')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('names every class and contest status of 000 §4 in words', () => {
    render(
      <div>
        {classStatuses.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </div>,
    );
    for (const status of ['Live', 'Upcoming', 'Completed', 'Cancelled', 'Expired']) {
      expect(screen.getByText(status)).toBeInTheDocument();
    }
  });

  it('colours plagiarism levels green, orange and red, and says the level', () => {
    render(
      <>
        <PlagiarismBadge level="low" prefix="Plagiarism" />
        <PlagiarismBadge level="medium" />
        <PlagiarismBadge level="high" />
      </>,
    );
    expect(screen.getByText('Plagiarism: Low')).toHaveAttribute('data-level', 'low');
    expect(screen.getByText('Medium')).toHaveAttribute('data-level', 'medium');
    expect(screen.getByText('High')).toHaveAttribute('data-level', 'high');
  });
});
