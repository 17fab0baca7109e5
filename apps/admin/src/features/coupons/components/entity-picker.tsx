import { useApiClient } from '@learnforge/api-client/react';
import { Box, Combobox, type ComboboxOption, Tag, TagList } from '@learnforge/ui';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { CouponEntity } from '../utils/coupon-form';

const TYPE_LABEL: Record<string, string> = {
  premium_plan: 'Premium plan',
  course: 'Course',
  user: 'Customer',
};

interface EntityPickerProps {
  label: string;
  /** Products (premium plans and courses) or customers (people). */
  kind: 'products' | 'customers';
  value: CouponEntity[];
  onChange: (next: CouponEntity[]) => void;
  hint?: ReactNode;
  error?: ReactNode;
}

const keyOf = (entity: CouponEntity) => `${entity.type}:${entity.id}`;

/** Picks entities for a coupon rule from the server and lists them as removable tags. */
function EntityPicker({ label, kind, value, onChange, hint, error }: EntityPickerProps) {
  const client = useApiClient();
  const chosen = new Set(value.map(keyOf));
  const load = async (query: string, signal: AbortSignal): Promise<ComboboxOption[]> => {
    const answer =
      kind === 'products'
        ? await client.call('x-coupon-products', { query: { search: query } }, { signal })
        : await client.call('x-coupon-customers', { query: { search: query } }, { signal });
    return answer.results
      .filter((entity) => !chosen.has(keyOf(entity)))
      .map((entity) => ({
        value: JSON.stringify(entity),
        label: entity.product_name,
        description: TYPE_LABEL[entity.type] ?? entity.type,
      }));
  };
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <Combobox
        label={label}
        loadOptions={load}
        minQueryLength={kind === 'customers' ? 2 : 1}
        value={null}
        onValueChange={(option) => {
          if (option) onChange([...value, JSON.parse(option.value) as CouponEntity]);
        }}
        placeholder={kind === 'products' ? 'Search plans and courses' : 'Search by name or email'}
        hint={hint}
        error={error}
      />
      {value.length > 0 ? (
        <TagList aria-label={`${label}: chosen`}>
          {value.map((entity) => (
            <li key={keyOf(entity)}>
              <Tag onRemove={() => onChange(value.filter((other) => keyOf(other) !== keyOf(entity)))}>
                {entity.product_name}
              </Tag>
            </li>
          ))}
        </TagList>
      ) : null}
    </Box>
  );
}

/** An EntityPicker bound to a list field of a react-hook-form form, showing that field's error. */
export function EntityPickerField<F extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<F>; name: FieldPath<F> } & Omit<EntityPickerProps, 'value' | 'onChange' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <EntityPicker
          {...props}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
