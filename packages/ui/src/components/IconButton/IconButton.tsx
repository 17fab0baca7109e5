import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type ButtonVariants, button } from '../Button/Button.css';
import { iconButtonShape } from './IconButton.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name; an icon alone says nothing to a screen reader. Also shown as the native tooltip. */
  label: string;
  /** The icon (decorative). */
  icon: ReactNode;
  /** @default 'neutral' */
  tone?: ButtonVariants['tone'];
  /** @default 'ghost' */
  variant?: ButtonVariants['variant'];
  /** @default 'medium' */
  size?: ButtonVariants['size'];
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({
  label,
  icon,
  tone = 'neutral',
  variant = 'ghost',
  size,
  className,
  type = 'button',
  title,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      {...props}
      aria-label={label}
      title={title ?? label}
      className={clsx(button({ tone, variant, size }), iconButtonShape({ size }), className)}
    >
      {icon}
    </button>
  );
}
