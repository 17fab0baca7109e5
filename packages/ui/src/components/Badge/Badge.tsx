import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { type BadgeVariants, badge, dot as dotStyle } from './Badge.css';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour role. @default 'neutral' */
  tone?: BadgeVariants['tone'];
  /** @default 'soft' */
  variant?: BadgeVariants['variant'];
  /** @default 'medium' */
  size?: BadgeVariants['size'];
  /** A leading dot, e.g. for "Live". */
  dot?: boolean;
}

/** A short label for a state or count. The text carries the meaning; colour only reinforces it. */
export function Badge({ tone, variant, size, dot = false, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={clsx(badge({ tone, variant, size }), className)}>
      {dot ? <span className={dotStyle} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
