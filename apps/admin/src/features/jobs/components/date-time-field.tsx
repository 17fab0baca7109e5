import { TextField, type TextFieldProps } from '@learnforge/ui';

/**
 * A date and time in the browser's time zone, on the kit's TextField (the kit has no date-time
 * field yet); the value is `YYYY-MM-DDTHH:MM` as `datetime-local` gives it.
 */
export function DateTimeField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="datetime-local" {...props} />;
}
