import { clsx } from 'clsx';
import { createElement, type ElementType, forwardRef, type HTMLAttributes } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';

export type BoxProps = Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> &
  Sprinkles & {
    /** Element to render. @default 'div' */
    as?: ElementType;
  };

/** A layout primitive: any element, styled only through sprinkles (token-bound atomic classes). */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  return createElement(as, {
    ...nativeProps,
    ref,
    className: clsx(sprinkles(atomProps as Sprinkles), className) || undefined,
  });
});
