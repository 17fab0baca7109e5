import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { type LinkVariants, link } from './Link.css';

type LinkOwnProps<C extends ElementType> = {
  /**
   * Component to render instead of `<a>`, e.g. a router's `Link`; it receives every other prop
   * (`to`, `href`, ...) plus the class name. @default 'a'
   */
  as?: C;
  /** @default 'link' */
  tone?: LinkVariants['tone'];
  /** @default 'regular' */
  weight?: LinkVariants['weight'];
  /** `hover` hides the underline until hovered; use only where links are obvious (navigation). */
  underline?: LinkVariants['underline'];
  /** Opens in a new tab with a safe `rel`, and says so to screen readers. */
  external?: boolean;
  children?: ReactNode;
};

export type LinkProps<C extends ElementType = 'a'> = LinkOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof LinkOwnProps<C>>;

/**
 * A text link. Renders `<a>` by default; pass `as={RouterLink}` to navigate client-side while keeping
 * the kit's styling.
 */
export function Link<C extends ElementType = 'a'>({
  as,
  tone,
  weight,
  underline,
  external = false,
  className,
  children,
  ...props
}: LinkProps<C>) {
  const Component: ElementType = as ?? 'a';
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Component {...externalProps} {...props} className={clsx(link({ tone, weight, underline }), className)}>
      {children}
      {external ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
    </Component>
  );
}
