import { useApi, useApiClient } from '@learnforge/api-client/react';
import { useSession } from '@learnforge/app-shell';
import { isSuperAdmin } from '@learnforge/domain';
import { Spinner } from '@learnforge/ui';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

/** The recruiter contract's page in the staff tools. */
export const RECRUITER_CONTRACT_PATH = '/recruiter-contract';

/** The contract's page, remembering where the person was going so signing leads them on there. */
function contractHref(next: string): string {
  return `${RECRUITER_CONTRACT_PATH}?next=${encodeURIComponent(next)}`;
}

/**
 * Where signing leads on: `next` when it is an address of the staff tools (never another site, never
 * the contract itself), else the jobs.
 */
export function afterSigning(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith(RECRUITER_CONTRACT_PATH))
    return '/jobs';
  return next;
}

/**
 * Whether the signed-in person still has the recruiter contract to sign, from the permission check
 * (ADR 0068): until then the server answers a recruiter's job calls 428. Super admins sign nothing and
 * other roles never meet it. `undefined` while the session or the check is on its way.
 */
export function useUnsignedRecruiterContract(): boolean | undefined {
  const { user, isLoading } = useSession();
  const roles = user?.roles ?? [];
  const signs = roles.includes('recruiter') && !isSuperAdmin(roles);
  const check = useApi('recruiter-check-permission', signs ? {} : null);
  if (isLoading) return undefined;
  if (!signs) return false;
  // Signing makes every cached check stale (the data layer drops one no screen shows), so a cached
  // answer never predates a signature made since (ADR 0026, amendment).
  if (check.data) return !check.data.hasSignedLegalContract;
  // A failed check leaves the screen to ask the server itself and show what it answers.
  return check.error ? false : undefined;
}

/** A job screen: while the contract is unsigned, the contract's page opens instead of a form the server would refuse. */
export function RequireSignedContract({ children }: { children: ReactNode }) {
  const unsigned = useUnsignedRecruiterContract();
  const { pathname, search } = useLocation();
  if (unsigned === undefined) return <Spinner label="Checking your recruiter contract" />;
  if (unsigned) return <Navigate replace to={contractHref(pathname + search)} />;
  return <>{children}</>;
}

/**
 * The staff tools' one answer to a 428 `contract_not_signed` from any call, wherever it was made: the
 * contract's page opens (in place of this one, so Back does not return to a screen that refuses). A
 * form with unsaved edits still asks before it is left.
 */
export function OpenContractWhenRequired() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      client.on('failed', ({ error }) => {
        if (error.status !== 428 || error.code !== 'contract_not_signed') return;
        if (pathname.startsWith(RECRUITER_CONTRACT_PATH)) return;
        void navigate(contractHref(pathname + search), { replace: true });
      }),
    [client, navigate, pathname, search],
  );
  return null;
}
