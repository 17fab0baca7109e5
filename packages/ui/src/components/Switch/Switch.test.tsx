import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch that reports its new state', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Switch label="Peer mode" description="Compare with your batch" onCheckedChange={onCheckedChange} />,
    );
    const toggle = screen.getByRole('switch', { name: /Peer mode/ });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    await expectNoAxeViolations();
  });
});
