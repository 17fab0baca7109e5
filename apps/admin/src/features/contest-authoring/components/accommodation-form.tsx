import { ApiError } from '@learnforge/api-client';
import { useApiMutation } from '@learnforge/api-client/react';
import { Box, Button, Checkbox, useToast } from '@learnforge/ui';
import { type FieldPath, useForm } from 'react-hook-form';
import { FormNumberField, FormSection, FormTextField } from '../../../shared/form-fields';
import type { Contest } from '../utils/contest-form';

interface AccommodationValues {
  handle: string;
  extra_minutes: number;
  webcam_exempt: boolean;
  note: string;
}

const emptyAccommodation = (): AccommodationValues => ({
  handle: '',
  extra_minutes: 0,
  webcam_exempt: false,
  note: '',
});

/** Extra time or a webcam exemption for one learner; the timer, auto-end and proctoring honour it. */
export function AccommodationForm({ contest }: { contest: Contest }) {
  const toast = useToast();
  const grant = useApiMutation('x-admin-contest-accommodation');
  const form = useForm<AccommodationValues>({ defaultValues: emptyAccommodation() });
  const save = form.handleSubmit(async (values) => {
    try {
      await grant.trigger({
        path: { id: contest.id },
        body: { ...values, extra_minutes: Number.isFinite(values.extra_minutes) ? values.extra_minutes : 0 },
      });
      toast.success(`@${values.handle} has the accommodation for ${contest.title}.`);
      form.reset(emptyAccommodation());
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries(error.fields);
      if (fields.length === 0) form.setError('handle', { message: error.message });
      for (const [field, message] of fields)
        form.setError(field as FieldPath<AccommodationValues>, { message });
    }
  });
  return (
    <form onSubmit={save} noValidate aria-label="Accommodations">
      <FormSection title="Accommodations">
        {contest.accommodations.length > 0 ? (
          <Box as="ul" display="grid" gap="xxsmall" aria-label="Accommodations granted">
            {contest.accommodations.map((granted) => (
              <li key={granted.handle}>
                @{granted.handle}: {granted.extra_minutes} extra minutes
                {granted.webcam_exempt ? ', no webcam' : ''}
                {granted.note ? ` (${granted.note})` : ''}
              </li>
            ))}
          </Box>
        ) : (
          <p>No accommodations yet.</p>
        )}
        <FormTextField form={form} name="handle" label="Learner handle" required />
        <FormNumberField form={form} name="extra_minutes" label="Extra minutes" min={0} />
        <Checkbox label="Exempt from the webcam" {...form.register('webcam_exempt')} />
        <FormTextField form={form} name="note" label="Note for staff" />
        <Box>
          <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
            Grant accommodation
          </Button>
        </Box>
      </FormSection>
    </form>
  );
}
