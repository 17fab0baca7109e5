import { zodResolver } from '@hookform/resolvers/zod';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, signInHref, useSession } from '@learnforge/app-shell';
import { Box, Button, Card, ConfirmDialog, Link, TextField, useToast } from '@learnforge/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { NewPasswordField, refuseWeakPassword } from '../../../shared/components/new-password-field';

type PasswordFields = 'current_password' | 'new_password';

/**
 * `/account/security` (issue 23): the learner ends sessions left open on other devices and changes
 * their password. Both happen on the server: a signed-out device's cookie stops working at once.
 */
export function AccountSecurityPage() {
  const { user, isLoading } = useSession();
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Account security</h1>
      {user ? (
        <>
          <OtherDevices />
          <ChangePassword email={user.email} />
        </>
      ) : isLoading ? null : (
        <p>
          <Link href={signInHref()}>Sign in</Link> to manage where your account is signed in and change your
          password.
        </p>
      )}
    </Box>
  );
}

function OtherDevices() {
  const toast = useToast();
  const sessions = useApi('x-auth-sessions');
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const endOthers = useApiMutation('x-auth-sessions-end-others', { notify: false });
  const [status, setStatus] = useState('');
  const others = sessions.data?.others;
  const signOutEverywhere = async () => {
    let ended: number;
    try {
      ({ ended } = await endOthers.trigger({}));
    } catch (error) {
      toast.error(formErrorsOf(error, []).form ?? 'That did not work: try again.');
      throw error;
    }
    setStatus(
      ended === 0
        ? 'No other device was signed in.'
        : `Signed out of ${ended} other ${ended === 1 ? 'device' : 'devices'}. This one stays signed in.`,
    );
  };
  return (
    <Card as="section" title="Sign out of all devices">
      <Box display="flex" flexDirection="column" gap="medium">
        <p>
          {others === undefined
            ? 'Checking where your account is signed in…'
            : others === 0
              ? 'Your account is signed in only on this device.'
              : `Your account is also signed in on ${others} other ${others === 1 ? 'device or browser' : 'devices or browsers'}.`}{' '}
          Lost a phone or used a shared computer? Sign out everywhere else; this device stays signed in.
        </p>
        <div>
          <ConfirmDialog
            trigger={
              <Button tone="critical" variant="outline">
                Sign out of all other devices
              </Button>
            }
            title="Sign out of all other devices?"
            description="Every other browser and device signed in to your account is signed out now. This one stays signed in."
            confirmLabel="Sign out other devices"
            tone="critical"
            onConfirm={signOutEverywhere}
          />
        </div>
        <p role="status" aria-label="Sessions">
          {status}
        </p>
      </Box>
    </Card>
  );
}

function ChangePassword({ email }: { email: string }) {
  const toast = useToast();
  const change = useApiMutation('x-auth-change-password', { notify: false });
  // The same rules as the server's, so most answers come before sending (the server also checks the breached list).
  const schema = z
    .object({
      current_password: z.string().min(1, 'Enter your current password.'),
      new_password: z.string(),
    })
    .superRefine((values, context) =>
      refuseWeakPassword(values.new_password, email, 'new_password', context),
    );
  const form = useForm<Record<PasswordFields, string>>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await change.trigger({ body });
      form.reset();
      toast.success('Your password is changed. Every other device was signed out, and we sent you an email.');
    } catch (error) {
      const refused = formErrorsOf(error, ['current_password', 'new_password'] as const);
      for (const [field, message] of Object.entries(refused.fields))
        form.setError(field as PasswordFields, { message });
      setFormError(refused.form);
    }
  });
  return (
    <Card as="section" title="Change password">
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Box display="flex" flexDirection="column" gap="medium">
          <p>Changing your password signs you out on every other device.</p>
          {/* Lets password managers tie the new password to this account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={form.formState.errors.current_password?.message}
            {...form.register('current_password')}
          />
          <NewPasswordField
            error={form.formState.errors.new_password?.message}
            {...form.register('new_password')}
          />
          {formError ? <p role="alert">{formError}</p> : null}
          <div>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Change password
            </Button>
          </div>
        </Box>
      </form>
    </Card>
  );
}
