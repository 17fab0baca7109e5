import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { ThemedPortalContent } from '../../utils/ThemedPortalContent';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The hint text. Supplementary only: never put information here that is needed to act. */
  content: ReactNode;
  /** One focusable element (a button or link) the tooltip describes. */
  children: ReactElement;
  /** @default 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds of hover before showing. @default 300 */
  delayDuration?: number;
  /** Controlled open state (for stories and tests). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A short hint on hover and keyboard focus (Radix Tooltip); Escape closes it. */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = 300,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <ThemedPortalContent>
            <TooltipPrimitive.Content side={side} sideOffset={6} className={styles.content}>
              {content}
              <TooltipPrimitive.Arrow className={styles.arrow} />
            </TooltipPrimitive.Content>
          </ThemedPortalContent>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
