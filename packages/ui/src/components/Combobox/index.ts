export {
  Combobox,
  type ComboboxOption,
  type ComboboxProps,
  filterComboboxOptions,
  type LoadComboboxOptions,
} from './Combobox';
