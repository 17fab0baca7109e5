import { PASSWORD_MIN_LENGTH, passwordProblem } from '@learnforge/domain';
import { TextField, type TextFieldProps } from '@learnforge/ui';

/** The rules as the person reads them, under every field that sets a password. */
const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; not a common password, your email or the product's name.`;

/**
 * The field where a person chooses a password (sign-up, reset, change): the same input, the same
 * password-manager hint and the same rules said the same way on every form. `ref` and the rest go
 * to the input, so `{...form.register('password')}` works as on any TextField.
 */
export function NewPasswordField({
  label = 'New password',
  ...props
}: Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint' | 'label'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={NEW_PASSWORD_HINT}
      {...props}
    />
  );
}

/**
 * A form schema's check of the chosen password, beside its field: the rules the server applies
 * (length, not the e-mail, not the product's name), so most refusals come before sending. The
 * server alone checks the list of common passwords, too large to ship to the browser.
 */
export function refuseWeakPassword<Field extends string>(
  password: string,
  email: string | undefined,
  field: Field,
  context: { addIssue: (issue: { code: 'custom'; path: Field[]; message: string }) => void },
): void {
  const problem = passwordProblem(password, email);
  if (problem) context.addIssue({ code: 'custom', path: [field], message: problem });
}
