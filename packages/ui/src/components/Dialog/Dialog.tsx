import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CloseIcon } from '../../icons';
import { ThemedPortalContent } from '../../utils/ThemedPortalContent';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';

export interface DialogContentProps
  extends Omit<ComponentPropsWithRef<typeof DialogPrimitive.Content>, 'title'> {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** A sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Buttons at the bottom (right-aligned). */
  footer?: ReactNode;
  /** @default 'medium' */
  size?: (typeof styles.dialogSizes)[number];
  /** Label of the close button in the corner; `null` hides it. @default 'Close' */
  closeLabel?: string | null;
}

/** The modal panel: portal, backdrop, focus trap, title, optional description and footer. */
function Content({
  title,
  description,
  footer,
  size,
  closeLabel = 'Close',
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <ThemedPortalContent>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...props}
          className={clsx(styles.content({ size }), className)}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className={styles.description}>
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            {closeLabel === null ? null : (
              <DialogPrimitive.Close asChild>
                <IconButton label={closeLabel} icon={<CloseIcon />} size="small" />
              </DialogPrimitive.Close>
            )}
          </div>
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </ThemedPortalContent>
    </DialogPrimitive.Portal>
  );
}

/** A row of buttons for the bottom of custom dialog content. */
function Footer({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={clsx(styles.footer, className)} />;
}

/**
 * Modal dialog on Radix. `Dialog.Root` holds `open / defaultOpen / onOpenChange`, `Dialog.Trigger` and
 * `Dialog.Close` take `asChild` to wrap a kit `Button`.
 */
export const Dialog = {
  Root: DialogPrimitive.Root,
  Trigger: DialogPrimitive.Trigger,
  Close: DialogPrimitive.Close,
  Content,
  Footer,
};

export type DialogRootProps = DialogPrimitive.DialogProps;
