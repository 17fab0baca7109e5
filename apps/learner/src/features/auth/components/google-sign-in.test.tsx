import { type FakeRoutes, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoogleIdentityServices } from '../google-identity';
import { LoginDialog } from './login-dialog';

/** Google's button once its script has drawn it (our stand-in is disabled while the script loads). */
const googleButton = () =>
  waitFor(() => {
    const button = screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });

afterEach(() => {
  cleanup();
  delete window.google;
});

const learner = {
  id: 7,
  handle: 'meera',
  name: 'Meera Iyer',
  email: 'meera@example.test',
  roles: ['learner'],
  premiumPlanId: null,
  organization: null,
};

/**
 * Google's script cannot be fetched in tests: this stands in for it the way the page meets it (`window.google`).
 * Its button hands the page the token a person's Google account would, as Google's does after they choose it.
 */
function googleHandingOut(credential: string) {
  const initialize = vi.fn();
  const google: GoogleIdentityServices = {
    accounts: {
      id: {
        initialize,
        renderButton: (parent) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Continue with Google';
          button.addEventListener('click', () => initialize.mock.calls[0]?.[0].callback({ credential }));
          parent.append(button);
        },
      },
    },
  };
  window.google = google;
  return initialize;
}

function renderLogin(routes: FakeRoutes) {
  const onSignedIn = vi.fn();
  const rendered = renderScreen(
    <LoginDialog open view="login" onViewChange={() => {}} onOpenChange={() => {}} onSignedIn={onSignedIn} />,
    { routes },
  );
  return { ...rendered, onSignedIn };
}

describe('Continue with Google', () => {
  it('is not offered when the site has no Google client id', async () => {
    const { calls } = renderLogin({ 'GET /api/auth/providers/': { body: { google: null } } });
    await screen.findByRole('dialog', { name: 'Sign in to Learnforge' });
    await waitFor(() => expect(calls).toContain('GET /api/auth/providers/'));
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDefined();
  });

  it('signs in with the token Google hands back, for the site’s client id', async () => {
    const initialize = googleHandingOut('id-token-from-google');
    const { calls, onSignedIn } = renderLogin({
      'GET /api/auth/providers/': { body: { google: { client_id: 'site.apps.googleusercontent.com' } } },
      'POST /api/auth/google/': { status: 201, body: { user: learner, account: 'created' } },
      'GET /api/auth/session': { body: { user: learner } },
    });
    await userEvent.click(await googleButton());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(initialize.mock.calls[0]?.[0]).toMatchObject({ client_id: 'site.apps.googleusercontent.com' });
    expect(calls).toContain('POST /api/auth/google/');
  });

  it('shows why the server refused the Google sign-in and stays open', async () => {
    googleHandingOut('token-for-another-site');
    const { onSignedIn } = renderLogin({
      'GET /api/auth/providers/': { body: { google: { client_id: 'site.apps.googleusercontent.com' } } },
      'POST /api/auth/google/': {
        status: 401,
        body: {
          error: {
            code: 'google_wrong_audience',
            message: 'This Google sign-in was made for another site, not this one.',
          },
        },
      },
    });
    await userEvent.click(await googleButton());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This Google sign-in was made for another site, not this one.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
