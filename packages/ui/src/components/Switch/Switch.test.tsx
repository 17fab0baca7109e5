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

  it('is named by its label alone and described by its description', () => {
    // Regression: the description used to be part of the accessible name.
    render(<Switch label="Student mode" description="Hide staff tools" />);
    const toggle = screen.getByRole('switch', { name: 'Student mode' });
    expect(toggle).toHaveAccessibleDescription('Hide staff tools');
  });

  it('keeps a caller-given aria-label as its name', () => {
    render(<Switch label="Peer mode" aria-label="Compare with peers" />);
    expect(screen.getByRole('switch', { name: 'Compare with peers' })).toBeInTheDocument();
  });
});
