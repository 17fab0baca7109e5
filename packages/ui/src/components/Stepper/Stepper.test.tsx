import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Stepper } from './Stepper';

describe('Stepper', () => {
  it('marks finished steps completed and the current one aria-current', async () => {
    render(
      <Stepper
        label="Checkout"
        current={1}
        steps={[{ label: 'Plan' }, { label: 'Payment' }, { label: 'Confirm' }]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Checkout' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Plan (completed)', '2Payment', '3Confirm']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).not.toHaveAttribute('aria-current');
    await expectNoAxeViolations();
  });
});
