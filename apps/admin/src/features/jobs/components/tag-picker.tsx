import { Box, Combobox, type ComboboxOption, type LoadComboboxOptions, Tag, TagList } from '@learnforge/ui';
import type { ReactNode } from 'react';

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
export function TagPicker<T>({
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
