import { clsx } from 'clsx';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon, SearchIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { Field, useFieldIds } from '../Field/Field';
import { control } from '../Field/Field.css';
import * as styles from './Combobox.css';

export interface ComboboxOption {
  /** What is stored and submitted, e.g. an institute id. */
  value: string;
  /** What a person reads and types to find it. */
  label: string;
  /** A second line, e.g. the city of an institute. */
  description?: string;
  disabled?: boolean;
}

export type LoadComboboxOptions = (query: string, signal: AbortSignal) => Promise<readonly ComboboxOption[]>;

export interface ComboboxProps {
  /** Visible label; also the input's accessible name. */
  label: ReactNode;
  /** A fixed list, filtered as the person types (case- and accent-insensitive). */
  options?: readonly ComboboxOption[];
  /**
   * Loads options for the typed text from the server (institutes, skills, cities). Called after typing
   * pauses for `debounceMs`; the signal aborts when a newer query starts, so stale answers never show.
   */
  loadOptions?: LoadComboboxOptions;
  /** Characters to type before `loadOptions` is called. @default 1 */
  minQueryLength?: number;
  /** Pause after typing before `loadOptions` runs. @default 250 */
  debounceMs?: number;
  /** The chosen option (controlled). `null` for none. */
  value?: ComboboxOption | null;
  /** The chosen option at first (uncontrolled). */
  defaultValue?: ComboboxOption | null;
  /** Called with the chosen option, or `null` when the person clears the field. */
  onValueChange?: (option: ComboboxOption | null) => void;
  /** Submits the chosen option's `value` under this name in a form. */
  name?: string;
  placeholder?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error message; marks the field invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shown when nothing matches. @default 'No matches' */
  emptyMessage?: string;
  /** @default 'medium' */
  size?: 'small' | 'medium';
  id?: string;
  className?: string;
  /** The text input. */
  ref?: Ref<HTMLInputElement>;
}

type LoadState = { status: 'idle' | 'loading' | 'error' | 'done'; options: readonly ComboboxOption[] };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** Options whose label or description contains the query, ignoring case and accents. */
export function filterComboboxOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const needle = fold(query.trim());
  if (!needle) return [...options];
  return options.filter((option) => fold(`${option.label} ${option.description ?? ''}`).includes(needle));
}

/**
 * A searchable single choice (WAI-ARIA combobox with a listbox popup), from a fixed list or loaded from
 * the server as the person types. Arrow keys move, Enter chooses, Escape closes; leaving the field puts
 * back the chosen option's label. The number of results is announced.
 */
export function Combobox({
  label,
  options,
  loadOptions,
  minQueryLength = 1,
  debounceMs = 250,
  value: controlledValue,
  defaultValue = null,
  onValueChange,
  name,
  placeholder,
  hint,
  error,
  required,
  disabled,
  emptyMessage = 'No matches',
  size,
  id,
  className,
  ref,
}: ComboboxProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  const listboxId = useId();
  const labelId = `${ids.controlId}-label`;
  const [uncontrolledValue, setUncontrolledValue] = useState<ComboboxOption | null>(defaultValue);
  const value = controlledValue === undefined ? uncontrolledValue : controlledValue;
  const [query, setQuery] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [loaded, setLoaded] = useState<LoadState>({ status: 'idle', options: [] });
  const typedRef = useRef(false);

  // A new chosen value from outside shows its label, unless the person is typing.
  useEffect(() => {
    if (!typedRef.current) setQuery(value?.label ?? '');
  }, [value]);

  const asyncQueryReady = loadOptions !== undefined && query.trim().length >= minQueryLength;
  useEffect(() => {
    if (!loadOptions || !open || !typedRef.current) return;
    if (query.trim().length < minQueryLength) {
      setLoaded({ status: 'idle', options: [] });
      return;
    }
    const controller = new AbortController();
    setLoaded((previous) => ({ status: 'loading', options: previous.options }));
    const timer = setTimeout(() => {
      loadOptions(query.trim(), controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setLoaded({ status: 'done', options: result });
        },
        () => {
          if (!controller.signal.aborted) setLoaded({ status: 'error', options: [] });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [loadOptions, open, query, minQueryLength, debounceMs]);

  const visible = useMemo(() => {
    if (loadOptions) return loaded.options;
    // Right after opening, the input still holds the chosen label: show the whole list, not one match.
    return filterComboboxOptions(options ?? [], typedRef.current ? query : '');
  }, [loadOptions, loaded.options, options, query]);

  const choose = (option: ComboboxOption | null) => {
    typedRef.current = false;
    if (controlledValue === undefined) setUncontrolledValue(option);
    setQuery(option?.label ?? '');
    setOpen(false);
    setActiveIndex(-1);
    onValueChange?.(option);
  };

  const close = () => {
    typedRef.current = false;
    setOpen(false);
    setActiveIndex(-1);
    setQuery(value?.label ?? '');
  };

  const move = (step: 1 | -1) => {
    if (!open) setOpen(true);
    if (visible.length === 0) return;
    let next = activeIndex;
    for (let tries = 0; tries < visible.length; tries++) {
      next = (next + step + visible.length) % visible.length;
      if (!visible[next]?.disabled) break;
    }
    setActiveIndex(next);
    document.getElementById(`${listboxId}-${next}`)?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const active = visible[activeIndex];
        if (open && active && !active.disabled) {
          event.preventDefault();
          choose(active);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  let status: string;
  if (loadOptions && !asyncQueryReady) {
    status = minQueryLength > 1 ? `Type at least ${minQueryLength} characters to search` : 'Type to search';
  } else if (loadOptions && loaded.status === 'loading') status = 'Searching…';
  else if (loadOptions && loaded.status === 'error') status = 'Could not load options. Try again.';
  else if (visible.length === 0) status = emptyMessage;
  else status = visible.length === 1 ? '1 result' : `${visible.length} results`;

  const showOptions = !(loadOptions && (!asyncQueryReady || loaded.status !== 'done'));
  const activeId = open && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined;

  return (
    <Field
      ids={ids}
      label={label}
      labelId={labelId}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <div className={styles.wrap}>
        <input
          ref={ref}
          id={ids.controlId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          required={required}
          disabled={disabled}
          placeholder={placeholder}
          value={query}
          className={clsx(control({ size }), styles.input)}
          onChange={(event) => {
            typedRef.current = true;
            setQuery(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
            if (event.target.value === '' && value) {
              if (controlledValue === undefined) setUncontrolledValue(null);
              onValueChange?.(null);
            }
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {loadOptions ? <SearchIcon className={styles.icon} /> : <ChevronDownIcon className={styles.icon} />}
        {name ? <input type="hidden" name={name} value={value?.value ?? ''} /> : null}
        <div className={styles.popup} hidden={!open}>
          <div id={listboxId} role="listbox" aria-labelledby={labelId} className={styles.listbox}>
            {showOptions
              ? visible.map((option, index) => (
                  // Focus stays in the input (aria-activedescendant), which handles the keys for every option.
                  // biome-ignore lint/a11y/useFocusableInteractive: see above
                  // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                  <div
                    key={option.value}
                    id={`${listboxId}-${index}`}
                    role="option"
                    aria-selected={option.value === value?.value}
                    aria-disabled={option.disabled || undefined}
                    data-active={index === activeIndex}
                    className={styles.option}
                    // Keep focus in the input so blur does not close the list before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      if (!option.disabled) choose(option);
                    }}
                  >
                    {option.label}
                    {option.description ? (
                      <span className={styles.optionDescription}>{option.description}</span>
                    ) : null}
                  </div>
                ))
              : null}
          </div>
          {!showOptions || visible.length === 0 ? (
            <p className={styles.message} aria-hidden="true">
              {status}
            </p>
          ) : null}
        </div>
        {/* Named by the field's label, so a page with its own status line can tell the two apart. */}
        <VisuallyHidden role="status" aria-labelledby={labelId}>
          {open ? status : ''}
        </VisuallyHidden>
      </div>
    </Field>
  );
}
