import { type ReactNode, useState } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface ConfirmDialogProps {
  /** Controlled open state. Leave out (with `trigger`) to let the dialog manage it. */
  open?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog, e.g. a `Button`. */
  trigger?: ReactNode;
  /** The question, e.g. "Delete this batch?". */
  title: ReactNode;
  /** What happens if the person confirms. */
  description?: ReactNode;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** `critical` for destructive actions. @default 'brandAccent' */
  tone?: 'brandAccent' | 'critical';
  /**
   * Runs on confirm. If it returns a promise the confirm button shows progress and the dialog closes
   * when it resolves; if it rejects the dialog stays open (report the error through the notifier).
   */
  onConfirm: () => unknown;
  /**
   * Where focus goes when the dialog closes; by default back to what had it before. Give it when the
   * confirmed action removes that control (call `event.preventDefault()` and focus something else).
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before an action; the cancel button gets focus first so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'brandAccent',
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (pending) return;
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setPending(false);
      if (open === undefined) setUncontrolledOpen(false);
      onOpenChange?.(false);
    } catch {
      // The caller reports the failure; staying open lets the person retry or cancel.
      setPending(false);
    }
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content
        role="alertdialog"
        size="small"
        title={title}
        description={description}
        closeLabel={null}
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          const cancel = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLButtonElement>(
            '[data-confirm-cancel]',
          );
          cancel?.focus();
        }}
        footer={
          <>
            <Dialog.Close asChild>
              <Button variant="outline" tone="neutral" data-confirm-cancel="" disabled={pending}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button tone={tone} loading={pending} onClick={confirm}>
              {confirmLabel}
            </Button>
          </>
        }
      />
    </Dialog.Root>
  );
}
