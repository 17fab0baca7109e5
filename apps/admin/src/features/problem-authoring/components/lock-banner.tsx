import { formatTime } from '@learnforge/domain';
import { Box, Button, Card } from '@learnforge/ui';
import type { LockState } from './use-edit-lock';

const timeOf = (iso: string | null) => (iso ? formatTime(iso) : '');

/** Who may save right now: you, someone else (named), or nobody until the lock is taken again. */
export function LockBanner({
  state,
  onAcquire,
  onRelease,
}: {
  state: LockState;
  onAcquire: () => void;
  onRelease: () => void;
}) {
  if (state.kind === 'loading') return <p role="status">Taking the edit lock…</p>;
  if (state.kind === 'mine')
    return (
      <Card tone="brandAccent" role="status" aria-label="Edit lock">
        <Box display="flex" gap="medium" alignItems="center" justifyContent="space-between" flexWrap="wrap">
          <span>
            You hold the edit lock
            {state.expiresAt ? ` (kept while you work; idle until ${timeOf(state.expiresAt)})` : ''}.
          </span>
          <Button variant="outline" tone="neutral" onClick={onRelease}>
            Release lock
          </Button>
        </Box>
      </Card>
    );
  return (
    <Card tone="critical" role="status" aria-label="Edit lock">
      <Box display="flex" gap="medium" alignItems="center" justifyContent="space-between" flexWrap="wrap">
        <span>
          {state.kind === 'theirs' ? (
            <>
              <strong>Locked by {state.holder}.</strong> You can read this problem, but saving is disabled
              until they release it or their lock lapses.
            </>
          ) : state.kind === 'released' ? (
            'You released the edit lock. Take it again to make changes.'
          ) : (
            state.message
          )}
        </span>
        <Button variant="outline" tone="neutral" onClick={onAcquire}>
          {state.kind === 'theirs' ? 'Try again' : 'Take the lock'}
        </Button>
      </Box>
    </Card>
  );
}
