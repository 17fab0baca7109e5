import { zodResolver } from '@hookform/resolvers/zod';
import { useApiClient } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { classifyForgotPasswordResponse } from '@learnforge/domain';
import { Box, Button, Dialog, TextField, useToast } from '@learnforge/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { NewPasswordField, refuseWeakPassword } from '../../../shared/components/new-password-field';
import { CaptchaField } from './captcha-field';
import { ResponseMessage, type ResponseState } from './response-message';

const requestSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address.').email('Enter a valid email address.'),
  captcha: z.string().min(1, 'Please complete the captcha.'),
});
const resetSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'),
    password: z.string(),
  })
  .superRefine((values, context) => refuseWeakPassword(values.password, undefined, 'password', context));

/** The server answers with markup; only its text is shown, never its HTML. */
function textOf(markup: string): string {
  return new DOMParser().parseFromString(markup, 'text/html').body.textContent?.trim() ?? '';
}

/** Forgot password (001 §7–§8): alert-danger markup is an error, other markup is info, a failed request is a toast. */
export function ForgotPasswordForm({
  onBack,
  initialEmail = '',
}: {
  onBack: () => void;
  initialEmail?: string;
}) {
  const toast = useToast();
  const apiClient = useApiClient();
  const [response, setResponse] = useState<ResponseState | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useForm<z.infer<typeof requestSchema>>({
    resolver: zodResolver(requestSchema),
    defaultValues: { email: initialEmail, captcha: '' },
  });
  const reset = useForm<z.infer<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    defaultValues: { code: '', password: '' },
  });

  const sendCode = request.handleSubmit(async (values) => {
    setResponse(null);
    try {
      const { markup } = await apiClient.call('login-forgot-password', { body: values });
      const type = classifyForgotPasswordResponse(markup);
      setResponse({ type, message: textOf(markup) });
      if (type === 'info') setSentTo(values.email);
    } catch {
      toast.error('Error Occurred!');
    } finally {
      request.setValue('captcha', '');
    }
  });

  const setPassword = reset.handleSubmit(async (values) => {
    try {
      await apiClient.call('x-auth-reset-password', { body: { email: sentTo!, ...values } });
      setResponse({ type: 'success', message: 'Your password has been changed. You can sign in now.' });
      setSentTo(null);
    } catch (error) {
      // The server's reasons (a common password, a burnt code) go beside the field they are about;
      // the form itself speaks only when no field can carry the reason.
      const refused = formErrorsOf(error, ['code', 'password'] as const);
      for (const [field, message] of Object.entries(refused.fields)) {
        reset.setError(field as 'code' | 'password', { message });
      }
      setResponse(refused.form === null ? null : { type: 'error', message: refused.form });
    }
  });

  if (sentTo) {
    return (
      <form onSubmit={setPassword} noValidate aria-label="Set a new password">
        <Box display="flex" flexDirection="column" gap="medium">
          <ResponseMessage response={response} />
          <TextField
            label="Code from the email"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={reset.formState.errors.code?.message}
            {...reset.register('code')}
          />
          <NewPasswordField
            error={reset.formState.errors.password?.message}
            {...reset.register('password')}
          />
          <Dialog.Footer>
            <Button variant="ghost" type="button" onClick={onBack}>
              Back to sign in
            </Button>
            <Button type="submit" loading={reset.formState.isSubmitting}>
              Set new password
            </Button>
          </Dialog.Footer>
        </Box>
      </form>
    );
  }

  return (
    <form onSubmit={sendCode} noValidate aria-label="Reset your password">
      <Box display="flex" flexDirection="column" gap="medium">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={request.formState.errors.email?.message}
          {...request.register('email')}
        />
        <Controller
          control={request.control}
          name="captcha"
          render={({ field, fieldState }) => (
            <CaptchaField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <ResponseMessage response={response} />
        <Dialog.Footer>
          <Button variant="ghost" type="button" onClick={onBack}>
            Back to sign in
          </Button>
          <Button type="submit" loading={request.formState.isSubmitting}>
            Send reset code
          </Button>
        </Dialog.Footer>
      </Box>
    </form>
  );
}
