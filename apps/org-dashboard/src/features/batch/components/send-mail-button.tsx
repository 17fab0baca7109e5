import type { ButtonProps } from '@learnforge/ui';
import { cloneElement, lazy, type ReactElement, Suspense, useState } from 'react';

const SendMailDialog = lazy(async () => ({ default: (await import('./send-mail-dialog')).SendMailDialog }));

/**
 * A button that opens the Send mail dialog. The dialog (its form, Radix's dialog and focus trap, about 13 KiB
 * gz) is a chunk of its own, fetched when the button is first pressed, so the batch page's first render does
 * without it (issue 15); the button shows it is loading meanwhile.
 */
export function SendMailButton({
  batchSlug,
  recipients,
  trigger,
}: {
  batchSlug: string;
  recipients?: string[];
  trigger: ReactElement<ButtonProps>;
}) {
  const [pressed, setPressed] = useState(false);
  if (!pressed) return cloneElement(trigger, { onClick: () => setPressed(true) });
  return (
    <Suspense fallback={cloneElement(trigger, { loading: true })}>
      <SendMailDialog batchSlug={batchSlug} recipients={recipients} trigger={trigger} openAtStart />
    </Suspense>
  );
}
