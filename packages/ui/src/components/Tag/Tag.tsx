import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { CloseIcon } from '../../icons';
import { list, remove, type TagVariants, tag, text } from './Tag.css';

export interface TagProps extends ComponentPropsWithRef<'span'> {
  /** Colour role. @default 'neutral' */
  tone?: TagVariants['tone'];
  /** Shows a remove button; called when it is pressed (or Backspace/Delete on it). */
  onRemove?: () => void;
  /** Accessible name of the remove button. @default `Remove ${children}` when children is text */
  removeLabel?: string;
  /** Disables the remove button. */
  disabled?: boolean;
}

/**
 * A keyword chosen by someone: a skill, a topic, a city. Unlike `Badge` (a state), a tag can be removed
 * with its own button, named "Remove React" so a screen reader says which.
 */
export function Tag({ tone, onRemove, removeLabel, disabled, className, children, ...props }: TagProps) {
  const label = removeLabel ?? (typeof children === 'string' ? `Remove ${children}` : 'Remove');
  return (
    <span {...props} className={clsx(tag({ tone, removable: Boolean(onRemove) }), className)}>
      <span className={text}>{children}</span>
      {onRemove ? (
        <button
          type="button"
          className={remove}
          aria-label={label}
          disabled={disabled}
          onClick={onRemove}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' || event.key === 'Delete') {
              event.preventDefault();
              onRemove();
            }
          }}
        >
          <CloseIcon />
        </button>
      ) : null}
    </span>
  );
}

export interface TagListProps extends ComponentPropsWithRef<'ul'> {}

/** Lays tags out in a wrapping row, as a list so a screen reader says how many there are. */
export function TagList({ className, ...props }: TagListProps) {
  return <ul {...props} className={clsx(list, className)} />;
}
