import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginDialog } from './login-dialog';

afterEach(cleanup);

function renderLogin(routes = {}) {
  const onSignedIn = vi.fn();
  const screenApi = renderScreen(
    <LoginDialog open view="login" onViewChange={() => {}} onOpenChange={() => {}} onSignedIn={onSignedIn} />,
    { routes },
  );
  return { ...screenApi, onSignedIn };
}

describe('LoginDialog', () => {
  it('has remember me on by default and explains missing fields', async () => {
    renderLogin();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Learnforge' });
    expect(dialog).toBeDefined();
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeDefined();
    expect(screen.getByText('Enter your password.')).toBeDefined();
  });

  it('shows the server’s message when the password is wrong', async () => {
    const { onSignedIn } = renderLogin({
      'POST /api/auth/login/': {
        status: 401,
        body: { error: { code: 'invalid_credentials', message: 'Email or password is incorrect.' } },
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'learner@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Email or password is incorrect.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in and sends remember me with the credentials', async () => {
    const user = {
      id: 1,
      handle: 'asha',
      name: 'Asha Learner',
      email: 'learner@demo.test',
      roles: ['learner'],
      premiumPlanId: null,
      organization: null,
    };
    const { onSignedIn, calls } = renderLogin({
      'POST /api/auth/login/': { body: { user } },
      'GET /api/auth/session': { body: { user } },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'learner@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'learnforge');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(calls).toContain('POST /api/auth/login/');
  });

  it('opens the code step from the sign-up mail link and puts a wrong code beside its field', async () => {
    const onSignedIn = vi.fn();
    const { calls } = renderScreen(
      <LoginDialog
        open
        view="signup"
        onViewChange={() => {}}
        onOpenChange={() => {}}
        onSignedIn={onSignedIn}
        prefill={{ email: 'ravi@example.test', code: '12345' }}
      />,
      {
        routes: {
          'POST /api/auth/signup/confirm': {
            status: 400,
            body: {
              error: {
                code: 'validation_failed',
                message: 'The code is wrong or has expired.',
                fields: { code: 'The code is wrong or has expired.' },
              },
            },
          },
        },
      },
    );
    expect(await screen.findByText(/we sent a message to/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm account' }));
    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeDefined();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code from the email' }), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm account' }));
    expect(await screen.findByText('The code is wrong or has expired.')).toBeDefined();
    expect(calls).toContain('POST /api/auth/signup/confirm');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
