import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks first, focuses Cancel, and confirms only on the confirm button', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button tone="critical">Delete batch</Button>}
        title="Delete this batch?"
        description="Students lose access to its contests."
        confirmLabel="Delete"
        tone="critical"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete batch' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this batch?' });
    expect(dialog).toHaveAccessibleDescription('Students lose access to its contests.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoAxeViolations(dialog);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open when the confirmed action fails, so the person can retry', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new Error('Network error'))
      .mockResolvedValueOnce(undefined);
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Publish problem?"
        confirmLabel="Publish"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Publish' })).not.toHaveAttribute('aria-busy'),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
