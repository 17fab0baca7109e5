import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', placeholder: 'you@example.org', type: 'email' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'asha@example.org');
    await expect(input).toHaveValue('asha@example.org');
  },
};

export const WithHint: Story = { args: { hint: 'We send contest reminders here.' } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { defaultValue: 'asha@', error: 'Enter a valid email address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'asha@example.org' } };

export const Small: Story = { args: { size: 'small' } };

interface SignupValues {
  email: string;
}

function SignupForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitSuccessful },
  } = useForm<SignupValues>();
  return (
    <form onSubmit={handleSubmit(() => undefined)} style={{ display: 'grid', gap: 12 }}>
      <TextField
        label="Email"
        type="email"
        error={errors.email?.message}
        {...register('email', {
          required: 'Email is required',
          pattern: { value: /^\S+@\S+\.\S+$/, message: 'Enter a valid email address' },
        })}
      />
      <Button type="submit">Sign up</Button>
      {isSubmitSuccessful ? <p role="status">Signed up</p> : null}
    </form>
  );
}

/** Bound with react-hook-form's `register`: errors show under the field and focus moves to it. */
export const WithReactHookForm: Story = {
  render: () => <SignupForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('Email is required'));
    await userEvent.type(input, 'asha@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Signed up');
  },
};
