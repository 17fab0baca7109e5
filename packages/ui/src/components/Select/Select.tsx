import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons';
import { Field, useFieldIds } from '../Field/Field';
import { control } from '../Field/Field.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size' | 'children'> {
  /** Visible label; also the accessible name. */
  label: ReactNode;
  /** The choices. */
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a batch"; selected while the value is ''. */
  placeholder?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error message; marks the field invalid. */
  error?: ReactNode;
  /** @default 'medium' */
  size?: 'small' | 'medium';
}

/**
 * A labelled single choice from a short list. A native `<select>` on purpose: it is keyboard and
 * screen-reader complete on every platform and works with `register` as is.
 */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  size,
  id,
  className,
  required,
  ...props
}: SelectProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <div className={styles.wrap}>
        <select
          {...props}
          id={ids.controlId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={`${control({ size })} ${styles.select}`}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
    </Field>
  );
}
