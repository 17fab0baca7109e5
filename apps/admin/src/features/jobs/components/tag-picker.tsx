import { Box, Combobox, type ComboboxOption, type LoadComboboxOptions, Tag, TagList } from '@learnforge/ui';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface TagPickerProps<T> {
  label: string;
  value: T[];
  onChange: (next: T[]) => void;
  load: LoadComboboxOptions;
  /** The chosen option as an item of the list. */
  toItem: (option: ComboboxOption) => T;
  nameOf: (item: T) => string;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A searchable field that collects several choices as removable tags (skills, cities, institutes). */
function TagPicker<T>({
  label,
  value,
  onChange,
  load,
  toItem,
  nameOf,
  placeholder,
  hint,
  error,
}: TagPickerProps<T>) {
  const chosen = new Set(value.map(nameOf));
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <Combobox
        label={label}
        loadOptions={async (query, signal) =>
          (await load(query, signal)).filter((option) => !chosen.has(option.label))
        }
        value={null}
        onValueChange={(option) => {
          if (option) onChange([...value, toItem(option)]);
        }}
        {...(placeholder ? { placeholder } : {})}
        hint={hint}
        error={error}
      />
      {value.length > 0 ? (
        <TagList aria-label={`${label}: chosen`}>
          {value.map((item) => (
            <li key={nameOf(item)}>
              <Tag onRemove={() => onChange(value.filter((other) => nameOf(other) !== nameOf(item)))}>
                {nameOf(item)}
              </Tag>
            </li>
          ))}
        </TagList>
      ) : null}
    </Box>
  );
}

/** A TagPicker bound to a list field of a react-hook-form form, showing that field's error. */
export function TagPickerField<T, F extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<F>; name: FieldPath<F> } & Omit<TagPickerProps<T>, 'value' | 'onChange' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagPicker<T>
          {...props}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
