import { appForPath } from '@learnforge/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginDialog, type LoginView } from './login-dialog';

/** Only same-origin paths: `next` must never send someone to another site after signing in. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/**
 * The sign-in or sign-up dialog of `/login` and `/signup`, open over whatever page the route puts
 * behind it (the home page, see `src/app/auth-routes.tsx`); closing it goes home.
 */
export function AuthDialogRoute({ initialView }: { initialView: LoginView }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The "you already have an account" mail links to `/login?view=forgot&email=…`.
  const [view, setView] = useState<LoginView>(
    initialView === 'login' && params.get('view') === 'forgot' ? 'forgot' : initialView,
  );
  const next = safeNext(params.get('next'));
  const leave = (to: string) => {
    // The org dashboard and staff tools are separate apps on this origin: a full page load reaches them.
    if (appForPath(to) === 'learner') navigate(to, { replace: true });
    else window.location.assign(to);
  };
  return (
    <LoginDialog
      open
      view={view}
      onViewChange={setView}
      onOpenChange={(open) => {
        if (!open) navigate('/', { replace: true });
      }}
      onSignedIn={() => leave(next)}
      // The sign-up mail links to `/signup?email=…&code=…`; the code step opens filled in.
      prefill={{ email: params.get('email') ?? undefined, code: params.get('code') ?? undefined }}
    />
  );
}
