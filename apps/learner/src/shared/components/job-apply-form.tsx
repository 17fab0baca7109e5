import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { Box, Button, FileUpload, Link, Select, TextArea, TextField } from '@learnforge/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

const RESUME_TYPES = ['.pdf', '.docx'] as const;
const MAX_RESUME_BYTES = 5 * 1024 * 1024;
const fields = [
  'phone',
  'state',
  'city',
  'graduation_year',
  'work_experience',
  'cover_note',
  'resume',
] as const;
type Field = (typeof fields)[number];
interface Values {
  phone: string;
  graduation_year: string;
  work_experience: string;
  cover_note: string;
}

/** The application itself, as jobs-apply and contest-apply-jobs both take it. */
interface JobApplicationBody {
  phone: string;
  state: string;
  city: string;
  graduation_year: number;
  work_experience: number | null;
  cover_note?: string;
}

interface ApplyFormProps {
  title: string;
  meta: ResponseOf<'jobs-meta'>;
  /**
   * Sends the application from the job's page or from its hiring contest. A refusal with fields is
   * thrown (ApiError) and shown beside them; a reply that did not send it resolves with its message.
   */
  send: (body: JobApplicationBody) => Promise<string | null>;
}

/**
 * Applies once: the profile (filled from the last application), the résumé and a note to the
 * recruiter. The job's page (`/jobs/:id`) and a hiring contest's page share it.
 */
export function ApplyForm(props: ApplyFormProps) {
  const places = useApi('jobs-state-city-mapping', { query: {} });
  // A native select shows only a value it has an option for, so the form waits for the state list.
  if (!places.data && !places.error) return <p>Loading the application form…</p>;
  return <ApplyFields {...props} states={places.data?.results ?? []} />;
}

function ApplyFields({
  title,
  meta,
  send,
  states,
}: ApplyFormProps & { states: ResponseOf<'jobs-state-city-mapping'>['results'] }) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const upload = useApiMutation('user-resume-upload', { notify: false });
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<{ id: string; name: string; size: number } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { profile } = meta;
  const form = useForm<Values>({
    defaultValues: {
      phone: profile.phone ?? '',
      graduation_year: profile.graduation_year ? String(profile.graduation_year) : '',
      work_experience: profile.work_experience === null ? '' : String(profile.work_experience),
      cover_note: '',
    },
  });
  const { errors } = form.formState;
  // The place is held here, not registered: the city list follows the chosen state.
  const [state, setState] = useState(profile.state ?? '');
  const [city, setCity] = useState(profile.city ?? '');
  const [placeErrors, setPlaceErrors] = useState<{ state?: string; city?: string }>({});
  const cities = states.find((entry) => entry.state === state)?.cities ?? [];

  const sendResume = async (file: File) => {
    setResumeError(null);
    setUploading({ id: file.name, name: file.name, size: file.size });
    try {
      await upload.trigger({ body: { file } });
    } catch (failure) {
      const refused = formErrorsOf(failure, ['file'] as const);
      setResumeError(refused.fields.file ?? refused.form);
    } finally {
      setUploading(null);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setPlaceErrors({});
    const year = Number(values.graduation_year);
    const months = values.work_experience.trim() === '' ? null : Number(values.work_experience);
    try {
      const refused = await send({
        phone: values.phone,
        state,
        city,
        graduation_year: Number.isInteger(year) ? year : 0,
        work_experience: months === null || Number.isInteger(months) ? months : -1,
        ...(values.cover_note.trim() ? { cover_note: values.cover_note } : {}),
      });
      setFormError(refused);
    } catch (error) {
      const refused = formErrorsOf<Field>(error, fields);
      for (const [field, message] of Object.entries(refused.fields)) {
        if (field === 'resume') setResumeError(message ?? null);
        else if (field === 'state' || field === 'city')
          setPlaceErrors((now) => ({ ...now, [field]: message }));
        else form.setError(field as keyof Values, { message });
      }
      setFormError(refused.form);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Apply for ${title}`}>
      <Box display="flex" flexDirection="column" gap="medium">
        <p>{`Applying as ${profile.name} (${profile.email}).`}</p>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <Select
          label="State"
          placeholder="Choose your state"
          options={states.map((entry) => ({ value: entry.state, label: entry.state }))}
          error={placeErrors.state}
          name="state"
          value={state}
          onChange={(event) => {
            setState(event.target.value);
            setCity('');
          }}
        />
        <Select
          label="City"
          placeholder={state ? 'Choose your city' : 'Choose a state first'}
          options={cities.map((city) => ({ value: city, label: city }))}
          disabled={!state}
          error={placeErrors.city}
          name="city"
          value={city}
          onChange={(event) => setCity(event.target.value)}
        />
        <TextField
          label="Graduation year"
          inputMode="numeric"
          error={errors.graduation_year?.message}
          {...form.register('graduation_year')}
        />
        <TextField
          label="Work experience (months)"
          inputMode="numeric"
          hint="11 months or less counts as no work experience."
          error={errors.work_experience?.message}
          {...form.register('work_experience')}
        />
        <Box display="flex" flexDirection="column" gap="small">
          <FileUpload
            label="Résumé"
            accept={RESUME_TYPES}
            maxSize={MAX_RESUME_BYTES}
            hint={
              meta.resume
                ? `Sent with this application: ${meta.resume.filename}. Choose a file to replace it.`
                : 'A PDF or Word file.'
            }
            onFilesAccepted={(files) => {
              if (files[0]) void sendResume(files[0]);
            }}
            items={uploading ? [{ ...uploading, status: 'uploading' }] : []}
            error={resumeError ?? undefined}
          />
          {meta.resume ? (
            <Link href={meta.resume.resume_url} download>
              {`Download ${meta.resume.filename}`}
            </Link>
          ) : null}
        </Box>
        <TextArea
          label="Note to the recruiter (optional)"
          rows={4}
          error={errors.cover_note?.message}
          {...form.register('cover_note')}
        />
        {formError ? <p role="alert">{formError}</p> : null}
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {`Apply for ${title}`}
          </Button>
        </div>
      </Box>
    </form>
  );
}
