import { zodResolver } from '@hookform/resolvers/zod';
import { formErrorsOf } from '@learnforge/app-shell';
import { Box, Button, Select, TextField } from '@learnforge/ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import * as styles from './programmes.css';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(200, 'Use at most 200 characters'),
  email: z.email('Enter a valid e-mail address'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/, 'Enter a phone number of 6 to 20 digits'),
  institute: z.string().trim().min(1, 'Enter your college or company').max(200, 'Use at most 200 characters'),
  graduation_year: z
    .string()
    .trim()
    .regex(/^[0-9]{4}$/, 'Enter the year you graduate'),
  preferred_track: z.string(),
});
export type RegistrationValues = z.infer<typeof schema>;
const fields = ['name', 'email', 'phone', 'institute', 'graduation_year', 'preferred_track'] as const;

/** What the server sends back for a registration: the saved details, or the account's name and mail to start from. */
export interface SavedRegistration {
  name: string | null;
  email: string | null;
  phone: string | null;
  institute: string | null;
  graduation_year: number | null;
  preferred_track?: string | null;
}

/** The registration body both programmes send: the year as a number, the track only when there is one. */
export function registrationBody({ graduation_year, preferred_track, ...rest }: RegistrationValues) {
  return {
    ...rest,
    graduation_year: Number(graduation_year),
    ...(preferred_track ? { preferred_track } : {}),
  };
}

/**
 * The details the Geek Olympics and summer training ask for (002 §7): checked here first, then by the server,
 * whose refusals land beside their field (a full track beside the track).
 */
export function RegistrationForm({
  label,
  saved,
  tracks,
  submitLabel,
  onSubmit,
  busy,
}: {
  label: string;
  saved: SavedRegistration;
  /** The summer-training tracks; without them the form has no track field. */
  tracks?: readonly { slug: string; name: string; seats_left: number }[];
  submitLabel: string;
  onSubmit: (values: RegistrationValues) => Promise<void>;
  busy: boolean;
}) {
  const form = useForm<RegistrationValues>({
    resolver: zodResolver(
      tracks ? schema.extend({ preferred_track: z.string().min(1, 'Choose a track') }) : schema,
    ),
    defaultValues: {
      name: saved.name ?? '',
      email: saved.email ?? '',
      phone: saved.phone ?? '',
      institute: saved.institute ?? '',
      graduation_year: saved.graduation_year ? String(saved.graduation_year) : '',
      preferred_track: saved.preferred_track ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const refused = formErrorsOf(error, fields);
      for (const [field, message] of Object.entries(refused.fields))
        form.setError(field as (typeof fields)[number], { message });
      if (refused.form) form.setError('root', { message: refused.form });
    }
  });
  const text = (
    name: Exclude<(typeof fields)[number], 'preferred_track'>,
    text: string,
    autoComplete: string,
    type = 'text',
  ) => (
    <TextField
      label={text}
      type={type}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Box display="flex" flexDirection="column" gap="medium">
        <div className={styles.fieldGrid}>
          {text('name', 'Full name', 'name')}
          {text('email', 'E-mail', 'email', 'email')}
          {text('phone', 'Phone', 'tel', 'tel')}
          {text('institute', 'College or company', 'organization')}
          <TextField
            label="Graduation year"
            inputMode="numeric"
            autoComplete="off"
            error={errors.graduation_year?.message}
            {...form.register('graduation_year')}
          />
          {tracks ? (
            <Select
              label="Track"
              placeholder="Choose a track"
              options={tracks.map((track) => ({
                value: track.slug,
                label: `${track.name} (${track.seats_left} ${track.seats_left === 1 ? 'seat' : 'seats'} left)`,
              }))}
              error={errors.preferred_track?.message}
              {...form.register('preferred_track')}
            />
          ) : null}
        </div>
        {errors.root?.message ? <p role="alert">{errors.root.message}</p> : null}
        <div>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </Box>
    </form>
  );
}
