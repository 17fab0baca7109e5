import type { ComponentPropsWithRef } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span {...props} className={className ? `${visuallyHidden} ${className}` : visuallyHidden} />;
}
