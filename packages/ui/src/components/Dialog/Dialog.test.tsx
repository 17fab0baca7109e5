import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function EditProfileDialog() {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Edit profile</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Edit profile"
        description="Changes show on your public profile."
        footer={
          <Dialog.Close asChild>
            <Button>Done</Button>
          </Dialog.Close>
        }
      >
        <p>Profile form</p>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('opens as a named, described dialog and closes with its close button', async () => {
    render(<EditProfileDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    expect(dialog).toHaveAccessibleDescription('Changes show on your public profile.');
    await expectNoAxeViolations(dialog);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<EditProfileDialog />);
    const trigger = screen.getByRole('button', { name: 'Edit profile' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
