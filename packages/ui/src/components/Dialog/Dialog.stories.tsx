import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog } from './Dialog';
import { dialogSizes } from './Dialog.css';

const meta = {
  title: 'Overlays/Dialog',
  tags: ['dark-theme'],
  component: Dialog.Content,
  args: {
    title: 'Edit profile',
    description: 'Changes show on your public profile.',
    size: 'medium',
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Edit profile</Button>
      </Dialog.Trigger>
      <Dialog.Content
        {...args}
        footer={
          <>
            <Dialog.Close asChild>
              <Button variant="outline" tone="neutral">
                Cancel
              </Button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Button>Save</Button>
            </Dialog.Close>
          </>
        }
      >
        <TextField label="Display name" defaultValue="Asha Rao" />
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit profile' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    await expect(dialog).toHaveAccessibleDescription('Changes show on your public profile.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open from the start, to review the layout and run the a11y check on the dialog itself. */
export const Open: Story = {
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...args} footer={<Button>Save</Button>}>
        <TextField label="Display name" defaultValue="Asha Rao" />
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Small: Story = { args: { size: 'small', description: undefined } };
