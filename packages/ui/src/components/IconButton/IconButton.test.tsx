import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloseIcon } from '../../icons';
import { expectNoAxeViolations } from '../../test/axe';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by the icon', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Close panel" icon={<CloseIcon />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close panel' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('title', 'Close panel');
    await expectNoAxeViolations();
  });
});
