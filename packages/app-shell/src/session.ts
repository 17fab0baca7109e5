import type { SessionUser } from '@learnforge/api-client';
import { preloadApi, useApi } from '@learnforge/api-client/react';
import { hasRole, type Role } from '@learnforge/domain';
import { apiClient } from './client';

export interface SessionState {
  user: SessionUser | null;
  /** True until the first answer; screens that depend on the user wait for it. */
  isLoading: boolean;
  /** Re-reads the session (after login, signup or logout). */
  refresh: () => Promise<unknown>;
}

/** The signed-in user from `/api/auth/session` (`user: null` when nobody is signed in). */
export function useSession(): SessionState {
  const { data, error, isLoading, mutate } = useApi(
    'x-auth-session',
    {},
    // Views that mount within two seconds of an answer share it: the session preloaded at start, answered before
    // the page's later views mount, would otherwise be asked again by each. Sign-in, sign-out and `refresh` still
    // ask at once (a mutate is never deduplicated).
    { shouldRetryOnError: false, dedupingInterval: 2_000 },
  );
  return {
    // SWR keeps the last data when a refetch fails: a failed session check must not keep an old user.
    user: error ? null : (data?.user ?? null),
    isLoading: isLoading && !error,
    refresh: () => mutate(),
  };
}

/** Starts the session check as an app starts (its main), alongside the first page's code rather than after it. */
export function preloadSession() {
  preloadApi(apiClient, 'x-auth-session', {});
}

/** Whether someone is signed in with one of `roles` (a super admin always is). */
export function hasAnyRole(user: SessionUser | null, roles: readonly Role[]): boolean {
  return user !== null && hasRole(user.roles, ...roles);
}
