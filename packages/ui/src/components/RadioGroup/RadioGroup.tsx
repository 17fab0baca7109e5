import { clsx } from 'clsx';
import { type ChangeEvent, type FocusEvent, type ReactNode, type Ref, useId } from 'react';
import { AlertIcon } from '../../icons';
import { error as errorStyle, hint as hintStyle } from '../Field/Field.css';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question the options answer; the group's accessible name. */
  label: ReactNode;
  /** Form field name shared by the radios. */
  name: string;
  options: readonly RadioOption[];
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Native change handler (react-hook-form's `register(...).onChange`). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Receives each radio input (react-hook-form's `register(...).ref`). */
  ref?: Ref<HTMLInputElement>;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

/** One choice from a few visible options: a `<fieldset>` of native radios (arrow keys move the choice). */
export function RadioGroup({
  label,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  onChange,
  onBlur,
  ref,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  className,
}: RadioGroupProps) {
  const baseId = useId();
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={clsx(styles.fieldset, className)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={styles.legend}>{label}</legend>
      <div className={clsx(styles.options, orientation === 'vertical' ? styles.vertical : styles.horizontal)}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              ref={ref}
              type="radio"
              name={name}
              value={option.value}
              required={required}
              disabled={option.disabled}
              className={styles.radio}
              {...(value !== undefined ? { checked: value === option.value } : {})}
              {...(defaultValue !== undefined ? { defaultChecked: defaultValue === option.value } : {})}
              onChange={(event) => {
                onChange?.(event);
                if (event.currentTarget.checked) onValueChange?.(option.value);
              }}
              onBlur={onBlur}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className={clsx(hintStyle, styles.message)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={clsx(errorStyle, styles.message)}>
          <AlertIcon />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
