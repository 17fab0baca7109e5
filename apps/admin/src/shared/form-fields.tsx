import {
  Box,
  Button,
  Card,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from '@learnforge/ui';
import type { ReactNode } from 'react';
import {
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * Form rows of the admin editors (coupons, jobs): kit fields bound to one react-hook-form field,
 * showing that field's error unless the row names another (`error`).
 */
interface Bound<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  rules?: RegisterOptions<T, FieldPath<T>>;
  error?: string | undefined;
}

function errorOf<T extends FieldValues>(form: UseFormReturn<T>, name: FieldPath<T>): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}

export function FormTextField<T extends FieldValues>({
  form,
  name,
  rules,
  error,
  ...props
}: Bound<T> & Omit<TextFieldProps, 'form' | 'name' | 'error'>) {
  return <TextField error={error ?? errorOf(form, name)} {...props} {...form.register(name, rules)} />;
}

/** A number input whose value reaches the form as a number (NaN when empty). */
export function FormNumberField<T extends FieldValues>({
  rules,
  ...props
}: Bound<T> & Omit<TextFieldProps, 'form' | 'name' | 'error' | 'type'>) {
  return (
    <FormTextField
      type="number"
      rules={{ ...rules, valueAsNumber: true } as RegisterOptions<T, FieldPath<T>>}
      {...props}
    />
  );
}

/**
 * A date and time in the browser's time zone, on the kit's TextField: the kit's DateTimeField splits
 * date, hour and minute into separate controls, while these forms keep the one `datetime-local` input
 * (`YYYY-MM-DDTHH:MM`).
 */
export function FormDateTimeField<T extends FieldValues>(
  props: Bound<T> & Omit<TextFieldProps, 'form' | 'name' | 'error' | 'type'>,
) {
  return <FormTextField type="datetime-local" {...props} />;
}

export function FormTextArea<T extends FieldValues>({
  form,
  name,
  rules,
  error,
  ...props
}: Bound<T> & Omit<TextAreaProps, 'form' | 'name' | 'error'>) {
  return <TextArea error={error ?? errorOf(form, name)} {...props} {...form.register(name, rules)} />;
}

/** A titled section of an editor form, its fields one under another. */
export function FormSection({
  title,
  gap = 'medium',
  children,
}: {
  title: string;
  gap?: 'medium' | 'large';
  children: ReactNode;
}) {
  return (
    <Card title={title} as="section" headingLevel={2}>
      <Box display="grid" gap={gap}>
        {children}
      </Box>
    </Card>
  );
}

/** A text input with the one button that acts on it (add an institute, assign a recruiter). */
export function FieldWithAction({
  label,
  value,
  onChange,
  action,
  disabled,
  loading,
  onAction,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  action: string;
  disabled: boolean;
  loading: boolean;
  onAction: () => void;
  /** Why the server refused the action, shown under the input. */
  error?: string | undefined;
}) {
  return (
    <Box display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
      <TextField
        label={label}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="button" variant="outline" disabled={disabled} loading={loading} onClick={onAction}>
        {action}
      </Button>
    </Box>
  );
}
