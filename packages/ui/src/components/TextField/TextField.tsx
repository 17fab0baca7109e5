import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, useFieldIds } from '../Field/Field';
import { control } from '../Field/Field.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label; also the input's accessible name. */
  label: ReactNode;
  /** Help text under the input, read with it by screen readers. */
  hint?: ReactNode;
  /** Error message; marks the input invalid. Pass `errors.x?.message` from react-hook-form. */
  error?: ReactNode;
  /** @default 'medium' */
  size?: 'small' | 'medium';
}

/**
 * A labelled text input. Native props and the ref go to the `<input>`, so
 * `<TextField label="Email" {...register('email')} error={errors.email?.message} />` just works.
 */
export function TextField({
  label,
  hint,
  error,
  size,
  id,
  className,
  required,
  type = 'text',
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        type={type}
        {...props}
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(ids.describedBy, props['aria-describedby']) || undefined}
        className={control({ size })}
      />
    </Field>
  );
}
