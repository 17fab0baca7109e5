/** HTTP statuses the spec names (000 §8); how each is handled is not shown beyond 403 and 520. */
export const KNOWN_HTTP_STATUSES = [200, 400, 403, 404, 500, 502] as const;

/** Any rejected request with this status replaces the page with the maintenance page (002 §4, §8). */
export const MAINTENANCE_STATUS = 520;
/** A route's data answered with this status becomes a page-level access error (002 §4, §6, §8). */
export const FORBIDDEN_STATUS = 403;

export type ApiFailureKind = 'maintenance' | 'forbidden' | 'error';

/** How the apps treat a failed request (002 §4, §8): 520 maintenance, 403 forbidden, else error. */
export function apiFailureKind(status: number | null | undefined): ApiFailureKind {
  if (status === MAINTENANCE_STATUS) return 'maintenance';
  if (status === FORBIDDEN_STATUS) return 'forbidden';
  return 'error';
}

export interface FailureLike {
  readonly status?: number | null;
  readonly code?: number | string | null;
}

/** A route-specific error counts as 403 by its status or its code (002 §8 "status or code 403"). */
export function apiFailureKindOf(failure: FailureLike): ApiFailureKind {
  const byStatus = apiFailureKind(failure.status);
  if (byStatus !== 'error') return byStatus;
  return apiFailureKind(
    failure.code === null || failure.code === undefined ? undefined : Number(failure.code),
  );
}

/** The notifier shows error.message when the error body carries one (002 §4, §8). */
export function notifierMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  const { message } = error;
  return typeof message === 'string' && message !== '' ? message : null;
}

/** Default notifier auto-close (002 §9). */
export const NOTIFIER_AUTO_CLOSE_MS = 5000;

/** Forgot-password markup with alert-danger is an error, anything else is info (001 §8). */
export function classifyForgotPasswordResponse(markup: string): 'error' | 'info' {
  return markup.includes('alert-danger') ? 'error' : 'info';
}

/** The toast when the forgot-password request itself fails (001 §8). */
export const FORGOT_PASSWORD_FAILURE_MESSAGE = 'Error Occurred!';

/** A load that can fail with a recorded message (001 §8: university details load fails). */
export type Loadable<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'succeeded'; readonly data: T }
  | { readonly status: 'failed'; readonly error: string };

export function loadFailed(error: string): { readonly status: 'failed'; readonly error: string } {
  return { status: 'failed', error };
}
