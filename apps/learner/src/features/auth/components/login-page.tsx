import { appForPath } from '@learnforge/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HomePage } from '../../home/components/home-page';
import { LoginDialog, type LoginView } from './login-dialog';

/** Only same-origin paths: `next` must never send someone to another site after signing in. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}

function AuthRoute({ initialView }: { initialView: LoginView }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [view, setView] = useState<LoginView>(initialView);
  const next = safeNext(params.get('next'));
  const leave = (to: string) => {
    // The org dashboard and staff tools are separate apps on this origin: a full page load reaches them.
    if (appForPath(to) === 'learner') navigate(to, { replace: true });
    else window.location.assign(to);
  };
  return (
    <>
      <HomePage />
      <LoginDialog
        open
        view={view}
        onViewChange={setView}
        onOpenChange={(open) => {
          if (!open) navigate('/', { replace: true });
        }}
        onSignedIn={() => leave(next)}
      />
    </>
  );
}

export function LoginPage() {
  return <AuthRoute initialView="login" />;
}

export function SignupPage() {
  return <AuthRoute initialView="signup" />;
}
