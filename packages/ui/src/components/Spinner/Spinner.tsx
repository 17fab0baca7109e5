import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { type SpinnerVariants, spinner, wrapper } from './Spinner.css';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** What is loading, announced to screen readers. @default 'Loading' */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /** @default 'medium' */
  size?: SpinnerVariants['size'];
}

/** An indeterminate loading indicator with a status role so assistive technology announces it. */
export function Spinner({ label = 'Loading', showLabel = false, size, className, ...props }: SpinnerProps) {
  return (
    <span role="status" {...props} className={clsx(wrapper, className)}>
      <span className={spinner({ size })} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
