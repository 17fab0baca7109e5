import type { Role } from '@learnforge/domain';
import { ErrorPage, Link, Spinner } from '@learnforge/ui';
import type { ReactNode } from 'react';
import { hasAnyRole, useSession } from './session';

/** Sign-in page address that brings the person back here afterwards. */
export function signInHref(): string {
  const next = `${window.location.pathname}${window.location.search}`;
  return `/login?next=${encodeURIComponent(next)}`;
}

/** Staff and organization screens: signed-in people with one of `roles` (super admins always). */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner label="Checking your session" />;
  if (!user) {
    return (
      <ErrorPage
        status={401}
        title="Sign in to continue"
        message="This area is for signed-in staff and organization administrators."
        action={<Link href={signInHref()}>Sign in</Link>}
      />
    );
  }
  if (!hasAnyRole(user, roles)) {
    return (
      <ErrorPage
        status={403}
        title="You do not have access to this area"
        message={`You are signed in as ${user.email}, which does not have the role this area needs.`}
        action={<Link href="/">Go to the learner home page</Link>}
      />
    );
  }
  return <>{children}</>;
}
