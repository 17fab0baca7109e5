import { zodResolver } from '@hookform/resolvers/zod';
import { useApiClient } from '@learnforge/api-client/react';
import { formErrorsOf, useSession } from '@learnforge/app-shell';
import { Box, Button, Dialog, TextField } from '@learnforge/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ResponseMessage, type ResponseState } from './response-message';

const confirmSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'),
});

/**
 * The second step of sign-up (ADR 0033): the server answered "check your mail" whatever the address,
 * and the code in that mail creates the account. The same words whether the address was free or not.
 */
export function SignupConfirmForm({
  email,
  initialCode = '',
  onSignedIn,
  onStartOver,
}: {
  email: string;
  initialCode?: string;
  onSignedIn: () => void;
  onStartOver: () => void;
}) {
  const { refresh } = useSession();
  const apiClient = useApiClient();
  const [response, setResponse] = useState<ResponseState | null>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  const form = useForm<z.infer<typeof confirmSchema>>({
    resolver: zodResolver(confirmSchema),
    defaultValues: { code: initialCode },
  });
  // The form changed under the keyboard: move focus to the message that says what to do next.
  useEffect(() => heading.current?.focus(), []);

  const confirm = form.handleSubmit(async ({ code }) => {
    setResponse(null);
    try {
      await apiClient.call('x-auth-signup-confirm', { body: { email, code } });
      await refresh();
      onSignedIn();
    } catch (error) {
      const refused = formErrorsOf(error, ['code'] as const);
      if (refused.fields.code) form.setError('code', { message: refused.fields.code });
      setResponse(refused.form === null ? null : { type: 'error', message: refused.form });
    }
  });

  return (
    <form onSubmit={confirm} noValidate aria-label="Confirm your email">
      <Box display="flex" flexDirection="column" gap="medium">
        <p ref={heading} tabIndex={-1}>
          Check your mail: we sent a message to <strong>{email}</strong>. Enter the 6-digit code from it to
          finish creating your account.
        </p>
        <TextField
          label="Code from the email"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <ResponseMessage response={response} />
        <Dialog.Footer>
          <Button variant="ghost" type="button" onClick={onStartOver}>
            Use a different email
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Confirm account
          </Button>
        </Dialog.Footer>
      </Box>
    </form>
  );
}
