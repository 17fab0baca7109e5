import { type FakeRoutes, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './forgot-password-form';

// The proof of work itself is exercised in the server and e2e tests; here the form's handling of answers is.
vi.mock('../captcha', () => ({ solveCaptcha: async () => 'c29sdmVk' }));

afterEach(cleanup);

async function requestCode(routes: FakeRoutes) {
  const screenResult = renderScreen(<ForgotPasswordForm onBack={() => {}} />, { routes });
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'learner@demo.test');
  await userEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  await screen.findByText('Verified.');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
  return screenResult;
}

describe('ForgotPasswordForm (001 §8)', () => {
  it('shows markup without alert-danger as information and asks for the code', async () => {
    await requestCode({
      'POST /api/auth/forgot-password/email-code': {
        body: { markup: '<div class="alert alert-info">We have sent a reset code.</div>' },
      },
    });
    expect(await screen.findByText('We have sent a reset code.')).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Code from the email' })).toBeDefined();
  });

  it('shows markup with alert-danger as an error', async () => {
    await requestCode({
      'POST /api/auth/forgot-password/email-code': {
        body: { markup: '<div class="alert alert-danger">Captcha verification failed.</div>' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Captcha verification failed.');
  });

  it('shows the toast "Error Occurred!" when the request fails', async () => {
    await requestCode({
      'POST /api/auth/forgot-password/email-code': {
        status: 500,
        body: { error: { code: 'internal', message: 'x' } },
      },
    });
    expect(await screen.findByText('Error Occurred!')).toBeDefined();
  });

  it('shows the server’s reason for refusing the new password beside the password field', async () => {
    const common = 'This password is one of the most common ones; choose one that is harder to guess.';
    await requestCode({
      'POST /api/auth/forgot-password/email-code': {
        body: { markup: '<div class="alert alert-info">We have sent a reset code.</div>' },
      },
      'POST /api/auth/reset-password': {
        status: 400,
        body: { error: { code: 'validation_failed', message: common, fields: { password: common } } },
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code from the email' }), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'iloveyou1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const password = screen.getByLabelText('New password');
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = password.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').some((id) => document.getElementById(id)?.textContent === common)).toBe(
      true,
    );
  });

  it('says the password rules under the new password and refuses one that breaks them before sending', async () => {
    const { calls } = await requestCode({
      'POST /api/auth/forgot-password/email-code': {
        body: { markup: '<div class="alert alert-info">We have sent a reset code.</div>' },
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code from the email' }), '123456');
    const password = screen.getByLabelText('New password');
    const said = () =>
      (password.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    // The same words as the sign-up and change-password forms (one shared field).
    expect(said()).toContain(
      "At least 8 characters; not a common password, your email or the product's name.",
    );
    await userEvent.type(password, 'mylearnforge2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(said()).toContain('Do not use the name Learnforge in your password.');
    expect(calls.filter((call) => call.includes('reset-password'))).toEqual([]);
  });
});
