import type { SessionUser } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { hasRole, type Role } from '@learnforge/domain';

export interface SessionState {
  user: SessionUser | null;
  /** True until the first answer; screens that depend on the user wait for it. */
  isLoading: boolean;
  /** Re-reads the session (after login, signup or logout). */
  refresh: () => Promise<unknown>;
}

/** The signed-in user from `/api/auth/session` (`user: null` when nobody is signed in). */
export function useSession(): SessionState {
  const { data, error, isLoading, mutate } = useApi('x-auth-session', {}, { shouldRetryOnError: false });
  return {
    // SWR keeps the last data when a refetch fails: a failed session check must not keep an old user.
    user: error ? null : (data?.user ?? null),
    isLoading: isLoading && !error,
    refresh: () => mutate(),
  };
}

/** Whether someone is signed in with one of `roles` (a super admin always is). */
export function hasAnyRole(user: SessionUser | null, roles: readonly Role[]): boolean {
  return user !== null && hasRole(user.roles, ...roles);
}
