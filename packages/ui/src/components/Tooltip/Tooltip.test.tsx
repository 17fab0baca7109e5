import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows its hint on keyboard focus and describes the trigger', async () => {
    render(
      <Tooltip content="Copies the invite link" delayDuration={0}>
        <button type="button">Share</button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copies the invite link');
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAccessibleDescription(
      'Copies the invite link',
    );
    await expectNoAxeViolations(screen.getByRole('button', { name: 'Share' }));
  });
});
