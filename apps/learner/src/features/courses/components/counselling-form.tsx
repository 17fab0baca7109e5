import { zodResolver } from '@hookform/resolvers/zod';
import { useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, useSession } from '@learnforge/app-shell';
import { Box, Button, Select, TextField } from '@learnforge/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100, 'Use at most 100 characters.'),
  email: z.email('Enter an e-mail address like name@example.com.'),
  phone: z.string().regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number of 6 to 20 digits.'),
  preferredTime: z.enum(['', 'morning', 'afternoon', 'evening']),
});
type CounsellingForm = z.infer<typeof schema>;
const fields = ['name', 'email', 'phone', 'preferredTime'] as const;

/** The course page's "Talk to a counsellor" form: a lead the CRM reads (`counselling-registration/`). */
export function CounsellingForm({ courseSlug, courseName }: { courseSlug: string; courseName: string }) {
  const { user } = useSession();
  const location = useLocation();
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const register = useApiMutation('courses-counselling-registration', { notify: false });
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CounsellingForm>({
    resolver: zodResolver(schema),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phone: '', preferredTime: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await register.trigger({
        body: {
          name: values.name,
          email: values.email,
          phone: values.phone,
          course_slug: courseSlug,
          ...(values.preferredTime ? { preferred_time: values.preferredTime } : {}),
          page_url: location.pathname,
        },
      });
      setDone(answer.message);
    } catch (error) {
      const refused = formErrorsOf(error, fields, { preferred_time: 'preferredTime' });
      for (const [field, message] of Object.entries(refused.fields))
        form.setError(field as (typeof fields)[number], { message });
      setFormError(refused.form);
    }
  });

  if (done) return <p role="status">{done}</p>;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Ask a counsellor about ${courseName}`}>
      <Box display="flex" flexDirection="column" gap="medium">
        <p>Leave your number and a counsellor will call to help you choose a batch.</p>
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <Select
          label="When should we call?"
          placeholder="Any time"
          options={[
            { value: 'morning', label: 'Morning' },
            { value: 'afternoon', label: 'Afternoon' },
            { value: 'evening', label: 'Evening' },
          ]}
          error={errors.preferredTime?.message}
          {...form.register('preferredTime')}
        />
        {formError ? <p role="alert">{formError}</p> : null}
        <div>
          <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
            Request a call
          </Button>
        </div>
      </Box>
    </form>
  );
}
