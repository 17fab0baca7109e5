import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, useFieldIds } from '../Field/Field';
import { control } from '../Field/Field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** Visible label; also the accessible name. */
  label: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error message; marks the field invalid. */
  error?: ReactNode;
  /** Shows "n / max" under the field when `maxLength` is set and the value is controlled. */
  showCount?: boolean;
}

/** A labelled multi-line text input; native props and ref reach the `<textarea>` (works with `register`). */
export function TextArea({
  label,
  hint,
  error,
  showCount = false,
  id,
  className,
  required,
  rows = 4,
  ...props
}: TextAreaProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  const length = typeof props.value === 'string' ? props.value.length : undefined;
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        rows={rows}
        {...props}
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${control()} ${styles.textArea}`}
      />
      {showCount && props.maxLength !== undefined && length !== undefined ? (
        <span className={styles.count}>
          {length} / {props.maxLength}
        </span>
      ) : null}
    </Field>
  );
}
