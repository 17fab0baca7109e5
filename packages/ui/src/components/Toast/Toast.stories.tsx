import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { type ToastOptions, ToastProvider, useToast } from './Toast';
import { toastTones } from './Toast.css';

function Trigger(props: ToastOptions) {
  const toast = useToast();
  return <Button onClick={() => toast.show(props)}>Notify</Button>;
}

const meta = {
  title: 'Feedback/Toast',
  tags: ['dark-theme'],
  component: Trigger,
  args: { message: 'Profile saved', tone: 'positive' },
  argTypes: { tone: { control: 'inline-radio', options: toastTones }, message: { control: 'text' } },
  // Each story gets its own provider so notifications never leak between stories.
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
} satisfies Meta<typeof Trigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Profile saved');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  },
};

/** Errors use role="alert" so they are announced at once. */
export const ErrorMessage: Story = {
  args: { message: 'Error Occurred!', tone: 'critical' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Error Occurred!');
  },
};

function AllTones() {
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        for (const tone of toastTones)
          toast.show({ tone, title: tone, message: `A ${tone} notification`, duration: null });
      }}
    >
      Show all
    </Button>
  );
}

export const Tones: Story = {
  render: () => <AllTones />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show all' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('status')).toHaveLength(3));
    await expect(within(region).getByRole('alert')).toHaveTextContent('A critical notification');
  },
};
