import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@learnforge/api-client';
import { useApiClient } from '@learnforge/api-client/react';
import { useSession } from '@learnforge/app-shell';
import { Box, Button, Checkbox, Dialog, TextField } from '@learnforge/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { NewPasswordField, refuseWeakPassword } from '../../../shared/components/new-password-field';
import { CaptchaField } from './captcha-field';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleSignIn } from './google-sign-in';
import { ResponseMessage, type ResponseState } from './response-message';
import { SignupConfirmForm } from './signup-confirm-form';

export type LoginView = 'login' | 'signup' | 'forgot';

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view: LoginView;
  onViewChange: (view: LoginView) => void;
  /** Called once the person is signed in (after login or signup). */
  onSignedIn: () => void;
  /** From a mailed link: the address (sign-up confirmation, forgot password) and the sign-up code. */
  prefill?: { email?: string; code?: string };
}

const titles: Record<LoginView, string> = {
  login: 'Sign in to Learnforge',
  signup: 'Create your Learnforge account',
  forgot: 'Reset your password',
};

/** The login modal of 001 §3: sign in, create an account, or reset a forgotten password. */
export function LoginDialog({
  open,
  onOpenChange,
  view,
  onViewChange,
  onSignedIn,
  prefill = {},
}: LoginDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title={titles[view]} size="small">
        {view === 'forgot' ? null : <GoogleSignIn onSignedIn={onSignedIn} />}
        {view === 'login' ? (
          <LoginForm onSignedIn={onSignedIn} onViewChange={onViewChange} />
        ) : view === 'signup' ? (
          <SignupForm onSignedIn={onSignedIn} onViewChange={onViewChange} prefill={prefill} />
        ) : (
          <ForgotPasswordForm onBack={() => onViewChange('login')} initialEmail={prefill.email} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

const loginSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address.').email('Enter a valid email address.'),
  password: z.string().min(1, 'Enter your password.'),
  rememberMe: z.boolean(),
});
type LoginValues = z.infer<typeof loginSchema>;

function errorMessage(error: unknown): string {
  return isApiError(error)
    ? error.message
    : 'Could not reach Learnforge. Check your connection and try again.';
}

function LoginForm({
  onSignedIn,
  onViewChange,
}: {
  onSignedIn: () => void;
  onViewChange: (view: LoginView) => void;
}) {
  const { refresh } = useSession();
  const apiClient = useApiClient();
  const [response, setResponse] = useState<ResponseState | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    // Remember me is on unless the person turns it off (001 §3).
    defaultValues: { email: '', password: '', rememberMe: true },
  });
  const submit = handleSubmit(async (values) => {
    setResponse(null);
    try {
      await apiClient.call('user-auth-login-signup', { path: { action: 'login' }, body: values });
      setResponse({ type: 'success', message: 'Signed in.' });
      await refresh();
      onSignedIn();
    } catch (error) {
      setResponse({ type: 'error', message: errorMessage(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Box display="flex" flexDirection="column" gap="medium">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Checkbox label="Remember me" {...register('rememberMe')} />
        <ResponseMessage response={response} />
        <Dialog.Footer>
          <Button variant="ghost" type="button" onClick={() => onViewChange('forgot')}>
            Forgot password?
          </Button>
          <Button variant="outline" type="button" onClick={() => onViewChange('signup')}>
            Create an account
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Sign in
          </Button>
        </Dialog.Footer>
      </Box>
    </form>
  );
}

const signupSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name.').max(100),
    email: z.string().trim().min(1, 'Enter your email address.').email('Enter a valid email address.'),
    password: z.string(),
    captcha: z.string().min(1, 'Please complete the captcha.'),
  })
  .superRefine((values, context) => refuseWeakPassword(values.password, values.email, 'password', context));
type SignupValues = z.infer<typeof signupSchema>;

function SignupForm({
  onSignedIn,
  onViewChange,
  prefill,
}: {
  onSignedIn: () => void;
  onViewChange: (view: LoginView) => void;
  prefill: { email?: string; code?: string };
}) {
  const apiClient = useApiClient();
  const [response, setResponse] = useState<ResponseState | null>(null);
  // Set once the server has mailed the address (or opened from the mail's link): the code step shows.
  const [confirming, setConfirming] = useState<{ email: string; code?: string } | null>(
    prefill.email && prefill.code ? { email: prefill.email, code: prefill.code } : null,
  );
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', password: '', captcha: '' },
  });
  const submit = handleSubmit(async (values) => {
    setResponse(null);
    try {
      const answer = await apiClient.call('user-auth-login-signup', {
        path: { action: 'signup' },
        body: values,
      });
      setConfirming({ email: 'confirmationSentTo' in answer ? answer.confirmationSentTo : values.email });
    } catch (error) {
      // A captcha is good for one attempt only.
      setValue('captcha', '');
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'name' || field === 'email' || field === 'password' || field === 'captcha') {
            setError(field, { message });
          }
        }
      }
      setResponse({ type: 'error', message: errorMessage(error) });
    }
  });
  if (confirming) {
    return (
      <SignupConfirmForm
        email={confirming.email}
        initialCode={confirming.code}
        onSignedIn={onSignedIn}
        onStartOver={() => {
          setValue('captcha', '');
          setConfirming(null);
        }}
      />
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Create an account">
      <Box display="flex" flexDirection="column" gap="medium">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <NewPasswordField label="Password" error={errors.password?.message} {...register('password')} />
        <Controller
          control={control}
          name="captcha"
          render={({ field, fieldState }) => (
            <CaptchaField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <ResponseMessage response={response} />
        <Dialog.Footer>
          <Button variant="ghost" type="button" onClick={() => onViewChange('login')}>
            I already have an account
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Create account
          </Button>
        </Dialog.Footer>
      </Box>
    </form>
  );
}
