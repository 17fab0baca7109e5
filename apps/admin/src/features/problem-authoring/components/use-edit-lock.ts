import { isApiError } from '@learnforge/api-client';
import { useApiClient } from '@learnforge/api-client/react';
import { useCallback, useEffect, useRef, useState } from 'react';

export type LockState =
  | { kind: 'loading' }
  | { kind: 'mine'; expiresAt: string | null }
  | { kind: 'theirs'; holder: string; message: string }
  | { kind: 'released' }
  | { kind: 'failed'; message: string };

/** Renew well before the server's 15-minute idle expiry while the page stays open. */
const RENEW_EVERY_MS = 5 * 60 * 1000;

/**
 * Takes the problem's edit lock when the page opens, renews it while the page is open and gives it
 * back when the page closes. Someone else's lock leaves the page read-only and says who holds it.
 */
export function useEditLock(problemId: number) {
  const client = useApiClient();
  const [state, setState] = useState<LockState>({ kind: 'loading' });
  const held = useRef(false);

  const acquire = useCallback(async () => {
    try {
      const lock = await client.call('admin-problem-acquire-lock', { path: { id: problemId } });
      held.current = true;
      setState({ kind: 'mine', expiresAt: lock.expires_at });
    } catch (error) {
      held.current = false;
      if (isApiError(error) && error.status === 409)
        setState({ kind: 'theirs', holder: error.fields.holder ?? 'another editor', message: error.message });
      else
        setState({
          kind: 'failed',
          message: error instanceof Error ? error.message : 'The lock could not be taken.',
        });
    }
  }, [client, problemId]);

  const release = useCallback(async () => {
    await client.call('admin-problem-release-lock', { path: { id: problemId } });
    held.current = false;
    setState({ kind: 'released' });
  }, [client, problemId]);

  /** A save refused with 409 means the lock went elsewhere (lapsed, or a super admin took it). */
  const lost = useCallback((holder: string | undefined, message: string) => {
    held.current = false;
    setState(holder ? { kind: 'theirs', holder, message } : { kind: 'failed', message });
  }, []);

  useEffect(() => {
    void acquire();
    return () => {
      if (held.current)
        void client.call('admin-problem-release-lock', { path: { id: problemId } }).catch(() => undefined);
    };
  }, [acquire, client, problemId]);

  useEffect(() => {
    if (state.kind !== 'mine') return;
    const timer = setInterval(() => void acquire(), RENEW_EVERY_MS);
    return () => clearInterval(timer);
  }, [state.kind, acquire]);

  return { state, acquire, release, lost, canEdit: state.kind === 'mine' };
}
