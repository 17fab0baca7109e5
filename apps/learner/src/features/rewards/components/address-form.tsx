import { zodResolver } from '@hookform/resolvers/zod';
import type { ResponseOf } from '@learnforge/api-client';
import { useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, useSession } from '@learnforge/app-shell';
import { Box, Button, TextField } from '@learnforge/ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

type Order = ResponseOf<'rewards-order-address'>;

const required = (what: string, max: number) =>
  z.string().trim().min(1, `Enter ${what}.`).max(max, `Use at most ${max} characters.`);
const schema = z.object({
  name: required('the name to ship to', 200),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/, 'Enter a phone number of 6 to 20 digits.'),
  line1: required('the house and street', 300),
  line2: z.string().trim().max(300, 'Use at most 300 characters.'),
  city: required('the city', 100),
  state: required('the state', 100),
  postal_code: z
    .string()
    .trim()
    .min(3, 'Enter the PIN or postal code (3 to 12 characters).')
    .max(12, 'Enter the PIN or postal code (3 to 12 characters).'),
  country: z.string().trim().min(2, 'Enter the country.').max(100, 'Use at most 100 characters.'),
});
type AddressForm = z.infer<typeof schema>;
const fields = ['name', 'phone', 'line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const;

/**
 * Where a shipped reward goes (`rewards/myorders/{transactionId}/address/`): the learner's own order, until
 * it ships. The server's refusals land beside their fields; one about the order itself above the button.
 */
export function AddressForm({
  order,
  itemName,
  onSaved,
}: {
  order: Pick<Order, 'transactionId' | 'address'>;
  itemName: string;
  onSaved: () => void;
}) {
  const { user } = useSession();
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const save = useApiMutation('rewards-order-address', { notify: false });
  const saved = order.address;
  const form = useForm<AddressForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: saved?.name ?? user?.name ?? '',
      phone: saved?.phone ?? '',
      line1: saved?.line1 ?? '',
      line2: saved?.line2 ?? '',
      city: saved?.city ?? '',
      state: saved?.state ?? '',
      postal_code: saved?.postal_code ?? '',
      country: saved?.country ?? 'India',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { line2, ...rest } = values;
      await save.trigger({
        path: { transactionId: order.transactionId },
        body: { ...rest, ...(line2 ? { line2 } : {}), transactionId: order.transactionId },
      });
      onSaved();
    } catch (error) {
      const refused = formErrorsOf(error, fields);
      for (const [field, message] of Object.entries(refused.fields))
        form.setError(field as (typeof fields)[number], { message });
      if (refused.form) form.setError('root', { message: refused.form });
    }
  });

  const text = (name: (typeof fields)[number], label: string, autoComplete: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Shipping address for ${itemName} (${order.transactionId})`}
    >
      <Box display="flex" flexDirection="column" gap="medium">
        {text('name', 'Name', 'shipping name')}
        {text('phone', 'Phone', 'shipping tel', 'tel')}
        {text('line1', 'House and street', 'shipping address-line1')}
        {text('line2', 'Area or landmark (optional)', 'shipping address-line2')}
        {text('city', 'City', 'shipping address-level2')}
        {text('state', 'State', 'shipping address-level1')}
        {text('postal_code', 'PIN code', 'shipping postal-code')}
        {text('country', 'Country', 'shipping country-name')}
        {errors.root?.message ? <p role="alert">{errors.root.message}</p> : null}
        <div>
          <Button type="submit" loading={save.isMutating}>
            Save the address
          </Button>
        </div>
      </Box>
    </form>
  );
}
