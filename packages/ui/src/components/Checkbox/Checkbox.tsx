import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { AlertIcon, CheckIcon, MinusIcon } from '../../icons';
import { useFieldIds } from '../Field/Field';
import { error as errorStyle } from '../Field/Field.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Visible label and accessible name. */
  label: ReactNode;
  /** Extra text under the label, read with the checkbox. */
  description?: ReactNode;
  /** Error message; marks the checkbox invalid. */
  error?: ReactNode;
  /** Shows a dash for "some selected" (e.g. a select-all box); the box reads as "mixed". */
  indeterminate?: boolean;
}

/**
 * A native checkbox with the kit's look. Being a real `<input>`, it works with forms and with
 * react-hook-form's `register` without a controller.
 */
export function Checkbox({
  label,
  description,
  error,
  indeterminate = false,
  id,
  className,
  ref,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label className={styles.row} htmlFor={ids.controlId}>
        <span className={styles.boxWrap}>
          <input
            // The description sits inside the <label> for layout; naming the box by the label text alone
            // keeps the description out of its name (it is read as the description instead). A caller's
            // own aria-label or aria-labelledby still wins.
            aria-labelledby={props['aria-label'] ? undefined : `${ids.controlId}-label`}
            {...props}
            ref={setRefs}
            id={ids.controlId}
            type="checkbox"
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
          />
          <CheckIcon className={styles.checkMark} />
          <MinusIcon className={styles.indeterminateMark} />
        </span>
        <span className={styles.text}>
          <span id={`${ids.controlId}-label`}>{label}</span>
          {description ? (
            <span id={ids.hintId} className={styles.description}>
              {description}
            </span>
          ) : null}
        </span>
      </label>
      {error ? (
        <p id={ids.errorId} className={errorStyle}>
          <AlertIcon />
          {error}
        </p>
      ) : null}
    </div>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
