import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Card } from './Card';

describe('Card', () => {
  it('as a section with a title, it is a region named by that title', async () => {
    render(
      <Card as="section" title="Upcoming contests" actions={<button type="button">See all</button>}>
        <p>Weekly contest 12</p>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Upcoming contests' })).toHaveTextContent('Weekly contest 12');
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming contests' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('renders plain content without a heading when no title is given', () => {
    render(<Card>Plain</Card>);
    expect(screen.getByText('Plain')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
