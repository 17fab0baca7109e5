import { zodResolver } from '@hookform/resolvers/zod';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { Box, Button, Dialog, Select, TextField, useToast } from '@learnforge/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const userSchema = z.object({
  name: z.string().trim().min(1, 'Enter the student’s name.').max(200),
  email: z.string().trim().min(1, 'Enter an email address.').email('Enter a valid email address.'),
  institute_id: z.string(),
  degree: z.string().trim().max(100),
  branch: z.string().trim().max(100),
  section: z.string().trim().max(100),
  batch_slug: z.string(),
});
type UserValues = z.infer<typeof userSchema>;

const empty: UserValues = {
  name: '',
  email: '',
  institute_id: '',
  degree: '',
  branch: '',
  section: '',
  batch_slug: '',
};

/** Institutes add a student account to the university (university/user/create/). */
export function UserCreateDialog() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const details = useApi('org-university-details', open ? {} : null);
  const create = useApiMutation('org-university-user-create');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UserValues>({ resolver: zodResolver(userSchema), defaultValues: empty });

  const submit = handleSubmit(async (values) => {
    try {
      const user = await create.trigger({
        body: {
          name: values.name,
          email: values.email,
          ...(values.institute_id ? { institute_id: Number(values.institute_id) } : {}),
          ...(values.degree ? { degree: values.degree } : {}),
          ...(values.branch ? { branch: values.branch } : {}),
          ...(values.section ? { section: values.section } : {}),
          ...(values.batch_slug ? { batch_slug: values.batch_slug } : {}),
        },
      });
      toast.success(`${user.name} (${user.email}) is added as @${user.handle}.`);
      reset(empty);
      setOpen(false);
    } catch {
      // the notifier shows the server's message
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="small">Add a student</Button>
      </Dialog.Trigger>
      <Dialog.Content title="Add a student" description="Creates the student’s account in your university.">
        <form onSubmit={submit} noValidate aria-label="Add a student">
          <Box display="flex" flexDirection="column" gap="medium">
            <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
            <TextField
              label="Email"
              type="email"
              autoComplete="off"
              error={errors.email?.message}
              {...register('email')}
            />
            <Select
              label="Institute"
              options={[
                { value: '', label: 'No institute' },
                ...(details.data?.institutes ?? []).map((institute) => ({
                  value: String(institute.id),
                  label: institute.name,
                })),
              ]}
              {...register('institute_id')}
            />
            <TextField label="Degree" error={errors.degree?.message} {...register('degree')} />
            <TextField label="Branch" error={errors.branch?.message} {...register('branch')} />
            <TextField label="Section" error={errors.section?.message} {...register('section')} />
            <Select
              label="Batch"
              options={[
                { value: '', label: 'No batch' },
                ...(details.data?.batches ?? []).map((batch) => ({ value: batch.slug, label: batch.name })),
              ]}
              {...register('batch_slug')}
            />
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button type="button" variant="ghost" tone="neutral">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={isSubmitting}>
                Add student
              </Button>
            </Dialog.Footer>
          </Box>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
