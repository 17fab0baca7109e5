import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  tags: ['dark-theme'],
  component: ConfirmDialog,
  args: {
    title: 'Delete this batch?',
    description: 'Students lose access to its contests. This cannot be undone.',
    confirmLabel: 'Delete',
    tone: 'critical',
    trigger: <Button tone="critical">Delete batch</Button>,
    onConfirm: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['brandAccent', 'critical'] },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete batch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this batch?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete batch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this batch?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The confirm action is a request: the button shows progress until it settles. */
export const Pending: Story = {
  args: {
    tone: 'brandAccent',
    title: 'Publish this problem?',
    description: 'Learners can see it right away.',
    confirmLabel: 'Publish',
    trigger: <Button>Publish problem</Button>,
    onConfirm: fn(() => new Promise<void>(() => undefined)),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish problem' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish this problem?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
