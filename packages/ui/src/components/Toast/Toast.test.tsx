import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TOAST_AUTO_CLOSE_MS, ToastProvider, useToast } from './Toast';

function SaveButtons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Profile saved')}>
        Save
      </button>
      <button type="button" onClick={() => toast.error('Error Occurred!')}>
        Fail
      </button>
    </>
  );
}

function Orphan() {
  useToast();
  return null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('auto-closes after 5000 ms', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
  });

  it('announces success politely and errors at once, in a named region', async () => {
    render(
      <ToastProvider>
        <SaveButtons />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(screen.getByRole('status')).toHaveTextContent('Profile saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Error Occurred!');
    expect(region).toContainElement(screen.getByRole('alert'));
    await expectNoAxeViolations();
  });

  it('closes itself once the auto-close time has passed, not before', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <SaveButtons />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Fail' }).click());
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Error Occurred!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be dismissed by its close button', async () => {
    render(
      <ToastProvider>
        <SaveButtons />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains itself when used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useToast() needs a <ToastProvider> above it.');
  });
});
