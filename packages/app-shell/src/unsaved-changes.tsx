import { ConfirmDialog } from '@learnforge/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Guards a page with unsaved edits: leaving it inside the app asks first (moves that keep the same
 * path, such as switching tabs kept in `?tab=`, do not), and closing or reloading the browser tab
 * asks through the browser's own prompt. `what` names what would be lost.
 */
export function UnsavedChangesGuard({ unsaved, what }: { unsaved: boolean; what: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description={`Unsaved changes in ${what} will be lost.`}
      confirmLabel="Leave without saving"
      cancelLabel="Stay and keep editing"
      tone="critical"
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
