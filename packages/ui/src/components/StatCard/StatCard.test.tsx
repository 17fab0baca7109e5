import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('pairs the label with its value and change as a description list', async () => {
    render(
      <StatCard label="Active students" value="1,284" change="+12% vs last month" changeTone="positive" />,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Active students');
    expect(screen.getAllByRole('definition').map((item) => item.textContent)).toEqual([
      '1,284',
      '+12% vs last month',
    ]);
    await expectNoAxeViolations();
  });
});
