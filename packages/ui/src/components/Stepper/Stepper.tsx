import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CheckIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import * as styles from './Stepper.css';

export interface Step {
  label: ReactNode;
  description?: ReactNode;
}

export interface StepperProps {
  /** The steps in order. */
  steps: readonly Step[];
  /** Index of the current step (0-based); steps before it are complete. */
  current: number;
  /** Name of the list, e.g. "Registration steps". @default 'Progress' */
  label?: string;
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/** Where a person is in a multi-step flow; the current step is `aria-current="step"`. */
export function Stepper({
  steps,
  current,
  label = 'Progress',
  orientation = 'horizontal',
  className,
}: StepperProps) {
  return (
    <ol
      aria-label={label}
      className={clsx(styles.list, orientation === 'vertical' && styles.vertical, className)}
    >
      {steps.map((step, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed, ordered list
          <li key={index} className={styles.item} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.marker({ state })} aria-hidden="true">
              {state === 'complete' ? <CheckIcon /> : index + 1}
            </span>
            <span className={styles.text}>
              <span className={styles.title({ state })}>
                {step.label}
                {state === 'complete' ? <VisuallyHidden> (completed)</VisuallyHidden> : null}
              </span>
              {step.description ? <span className={styles.description}>{step.description}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
