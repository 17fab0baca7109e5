import { zodResolver } from '@hookform/resolvers/zod';
import { useApi, useApiClient, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView } from '@learnforge/app-shell';
import {
  Avatar,
  Box,
  Button,
  Card,
  Combobox,
  type ComboboxOption,
  FileUpload,
  Link,
  Select,
  TextField,
} from '@learnforge/ui';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import * as styles from './account-page.css';

const currentYear = new Date().getFullYear();
const detailsSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(200, 'Use at most 200 characters.'),
  country: z.string(),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 -]{6,20})?$/, 'Use 6 to 20 digits, spaces or dashes, with an optional + in front.'),
  graduationYear: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, 'Enter a year such as 2027, or leave it empty.')
    .refine(
      (year) => !year || (Number(year) >= 1950 && Number(year) <= 2100),
      'Enter a year between 1950 and 2100.',
    ),
});
type DetailsForm = z.infer<typeof detailsSchema>;
const detailFields = ['name', 'country', 'phone', 'graduationYear'] as const;
/** The fields a refusal can name: the form's, and the institute picker beside them. */
const refusableFields = [...detailFields, 'institute'] as const;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The country list, with the saved country kept even if the list could not load. */
function countryOptions(rows: readonly { country: string }[], saved: string | null) {
  const names = rows.map((row) => row.country);
  if (saved && !names.includes(saved)) names.unshift(saved);
  return names.map((name) => ({ value: name, label: name }));
}

/** `/account`: the signed-in learner edits their details and photo; password and sessions live on `/account/security`. */
export function AccountPage() {
  const details = useApi('user-details', {});
  const countries = useApi('user-country-calling-codes', {});
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Account settings</h1>
      <QueryView query={details} what="your account">
        {(me) => (
          <div className={styles.columns}>
            <Card as="section" title="Your details" headingLevel={2}>
              {countries.data || countries.error ? (
                <DetailsFormCard
                  initial={{
                    name: me.name,
                    country: me.country ?? '',
                    phone: me.phone ?? '',
                    graduationYear: me.graduation_year === null ? '' : String(me.graduation_year),
                  }}
                  email={me.email}
                  institute={
                    me.institute_set_by_organization
                      ? { setBy: 'organization', name: me.institute ?? '' }
                      : {
                          setBy: 'learner',
                          chosen:
                            me.institute_id === null
                              ? null
                              : { value: String(me.institute_id), label: me.institute ?? '' },
                        }
                  }
                  countries={countryOptions(countries.data?.results ?? [], me.country)}
                />
              ) : (
                // A native select shows only a value it has an option for, so the form waits for the list.
                <p className={styles.muted}>Loading your details…</p>
              )}
            </Card>
            <Box display="flex" flexDirection="column" gap="large">
              <Card as="section" title="Profile photo" headingLevel={2}>
                <PhotoCard name={me.name} imageUrl={me.image_url} />
              </Card>
              <Card as="section" title="Password and sign-in" headingLevel={2}>
                <p className={styles.muted}>Change your password and sign out of your other devices.</p>
                <Link as={RouterLink} to="/account/security">
                  Security settings
                </Link>
              </Card>
              <Card as="section" title="Reward points" headingLevel={2}>
                <p className={styles.readOnly}>{`${me.reward_points} points to spend`}</p>
                <p className={styles.muted}>
                  Earned by solving and the daily wheel; spent in the rewards store.
                </p>
                <Link as={RouterLink} to="/rewards">
                  Spin the wheel and redeem rewards
                </Link>
              </Card>
              <Card as="section" title="Public profile" headingLevel={2}>
                <p className={styles.muted}>
                  What other learners see: your name, solved problems and streaks. Never your email.
                </p>
                <Link as={RouterLink} to={`/profile/${me.handle}`}>
                  View your profile
                </Link>
              </Card>
            </Box>
          </div>
        )}
      </QueryView>
    </Box>
  );
}

function DetailsFormCard({
  initial,
  email,
  institute,
  countries,
}: {
  initial: DetailsForm;
  email: string;
  institute: InstituteSetting;
  countries: { value: string; label: string }[];
}) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const save = useApiMutation('user-profile', { notify: false });
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [institutePick, setInstitutePick] = useState(institute.setBy === 'learner' ? institute.chosen : null);
  const [instituteError, setInstituteError] = useState<string | null>(null);
  const form = useForm<DetailsForm>({ resolver: zodResolver(detailsSchema), defaultValues: initial });
  const { errors } = form.formState;
  const savedInstitute = institute.setBy === 'learner' ? (institute.chosen?.value ?? null) : null;

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    setFormError(null);
    setInstituteError(null);
    // Only a changed institute is sent, so a learner who never picks one never meets its rules.
    const pickedInstitute = institutePick?.value ?? null;
    try {
      await save.trigger({
        body: {
          name: values.name,
          country: values.country,
          phone: values.phone,
          ...(values.graduationYear ? { graduation_year: Number(values.graduationYear) } : {}),
          ...(institute.setBy === 'learner' && pickedInstitute !== savedInstitute
            ? { institute_id: pickedInstitute === null ? null : Number(pickedInstitute) }
            : {}),
        },
      });
      setSaved(true);
    } catch (error) {
      const refused = formErrorsOf(error, refusableFields, {
        graduation_year: 'graduationYear',
        institute_id: 'institute',
      });
      const { institute: instituteRefusal, ...fieldRefusals } = refused.fields;
      setInstituteError(instituteRefusal ?? null);
      for (const [field, message] of Object.entries(fieldRefusals)) {
        form.setError(field as (typeof detailFields)[number], { message });
      }
      setFormError(refused.form);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your details">
      <Box display="flex" flexDirection="column" gap="medium">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <div>
          <span className={styles.label}>Email</span>
          <p className={styles.readOnly}>{email}</p>
        </div>
        {institute.setBy === 'organization' ? (
          <div>
            <span className={styles.label}>Institute</span>
            <p className={styles.readOnly}>{institute.name} (set by your institute's admin)</p>
          </div>
        ) : (
          <InstituteField
            value={institutePick}
            onChange={(option) => {
              setInstitutePick(option);
              setInstituteError(null);
            }}
            error={instituteError}
          />
        )}
        <Select
          label="Country"
          placeholder="Not set"
          options={countries}
          error={errors.country?.message}
          {...form.register('country')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label="Graduation year"
          inputMode="numeric"
          placeholder={String(currentYear)}
          error={errors.graduationYear?.message}
          {...form.register('graduationYear')}
        />
        {formError ? <p role="alert">{formError}</p> : null}
        <p role="status" className={styles.muted}>
          {saved ? 'Your details are saved.' : ''}
        </p>
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save details
          </Button>
        </div>
      </Box>
    </form>
  );
}

type InstituteSetting =
  | { setBy: 'organization'; name: string }
  | { setBy: 'learner'; chosen: ComboboxOption | null };

/**
 * The institute picker (002 User: institutes search): the server searches the institutes list a page at a
 * time as the learner types; the first page is offered, and the hint says when typing more would narrow it.
 */
function InstituteField({
  value,
  onChange,
  error,
}: {
  value: ComboboxOption | null;
  onChange: (option: ComboboxOption | null) => void;
  error: string | null;
}) {
  const apiClient = useApiClient();
  const [found, setFound] = useState<{ shown: number; count: number } | null>(null);
  // One function for the field's life: the picker searches again whenever `loadOptions` changes, and
  // `setFound` re-renders this component, so a new function each render would search for ever.
  const load = useCallback(
    async (typed: string, signal: AbortSignal): Promise<ComboboxOption[]> => {
      const page = await apiClient.call(
        'user-institutes-all',
        { path: { x: typed }, query: { page: 1 } },
        { signal },
      );
      setFound({ shown: page.results.length, count: page.count });
      return page.results.map((row) => ({ value: String(row.id), label: row.name }));
    },
    [apiClient],
  );
  return (
    <Combobox
      label="Institute"
      placeholder="Type your institute's name"
      loadOptions={load}
      minQueryLength={2}
      emptyMessage="No institute matches"
      value={value}
      onValueChange={onChange}
      hint={
        found && found.count > found.shown
          ? `Showing ${found.shown} of ${found.count} institutes: type more of the name to narrow the list.`
          : 'Where you study. Type at least 2 letters, then pick it from the list.'
      }
      error={error ?? undefined}
    />
  );
}

function PhotoCard({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const upload = useApiMutation('user-profile-upload-image', { notify: false });
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<{ id: string; name: string; size: number } | null>(null);
  const send = async (file: File) => {
    setError(null);
    setUploading({ id: file.name, name: file.name, size: file.size });
    try {
      await upload.trigger({ body: { image: file } });
    } catch (failure) {
      const refused = formErrorsOf(failure, ['image'] as const);
      setError(refused.fields.image ?? refused.form);
    } finally {
      setUploading(null);
    }
  };
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <Avatar name={name} src={imageUrl} size="large" />
      <FileUpload
        label="Upload a new photo"
        accept={IMAGE_TYPES}
        maxSize={MAX_IMAGE_BYTES}
        onFilesAccepted={(files) => {
          if (files[0]) void send(files[0]);
        }}
        items={uploading ? [{ ...uploading, status: 'uploading' }] : []}
        error={error ?? undefined}
      />
    </Box>
  );
}
