import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { spinner } from '../Spinner/Spinner.css';
import { type ButtonVariants, button, iconSlot } from './Button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Colour role. @default 'brandAccent' */
  tone?: ButtonVariants['tone'];
  /** Emphasis: solid for the main action, soft/outline for secondary, ghost for quiet. @default 'solid' */
  variant?: ButtonVariants['variant'];
  /** @default 'medium' */
  size?: ButtonVariants['size'];
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Shows a spinner, marks the button busy and ignores clicks while an action runs. */
  loading?: boolean;
  /** Icon before the label (decorative). */
  leadingIcon?: ReactNode;
  /** Icon after the label (decorative). */
  trailingIcon?: ReactNode;
}

/** The action button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  tone,
  variant,
  size,
  fullWidth,
  loading = false,
  leadingIcon,
  trailingIcon,
  className,
  children,
  type = 'button',
  disabled,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      {...props}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={clsx(button({ tone, variant, size, fullWidth }), className)}
    >
      {loading ? (
        <span className={spinner({ size: 'small' })} aria-hidden="true" />
      ) : leadingIcon ? (
        <span className={iconSlot}>{leadingIcon}</span>
      ) : null}
      {children}
      {trailingIcon ? <span className={iconSlot}>{trailingIcon}</span> : null}
    </button>
  );
}
