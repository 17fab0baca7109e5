import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TextField } from './TextField';

function SignupForm({ onValid }: { onValid: (values: { name: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>();
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <TextField
        label="Full name"
        error={errors.name?.message}
        {...register('name', { required: 'Name is required' })}
      />
      <button type="submit">Sign up</button>
    </form>
  );
}

describe('TextField', () => {
  it('is a textbox named by its label and described by its hint', async () => {
    render(<TextField label="Email" hint="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    await userEvent.type(input, 'asha@example.org');
    expect(input).toHaveValue('asha@example.org');
    await expectNoAxeViolations();
  });

  it('marks itself invalid and reads the error with the hint', async () => {
    render(<TextField label="Email" hint="Work address" error="Enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Work address Enter a valid email address');
    await expectNoAxeViolations();
  });

  it('works with react-hook-form register: value, validation message and ref', async () => {
    const onValid = vi.fn();
    render(<SignupForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('Name is required'));
    expect(input).toHaveFocus();
    await userEvent.type(input, 'Asha Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Asha Rao' }, expect.anything()));
  });
});
