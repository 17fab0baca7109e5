import { clsx } from 'clsx';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { Field, useFieldIds } from '../Field/Field';
import { control } from '../Field/Field.css';
import * as styles from './DateTimeField.css';
import {
  type DateTimeParts,
  from12Hour,
  type HourCycle,
  joinDateTime,
  type Meridiem,
  splitDateTime,
  to12Hour,
} from './dateTime';

export interface DateTimeFieldProps {
  /** Visible label of the whole field, e.g. "Starts at". */
  label: ReactNode;
  /** Local date-time `YYYY-MM-DDTHH:mm` (controlled); '' for none. */
  value?: string;
  /** Local date-time `YYYY-MM-DDTHH:mm` at first (uncontrolled). */
  defaultValue?: string;
  /** Called with `YYYY-MM-DDTHH:mm` once date, hour and minute are all chosen, '' while any is missing. */
  onValueChange?: (value: string) => void;
  /** 12 shows hours 1–12 with AM/PM, 24 shows 00–23. @default 12 */
  hourCycle?: HourCycle;
  /** Minutes offered: 1 for every minute, 5 for :00, :05, … @default 5 */
  minuteStep?: number;
  /** Earliest date, `YYYY-MM-DD`. */
  minDate?: string;
  /** Latest date, `YYYY-MM-DD`. */
  maxDate?: string;
  /** Submits the value under this name in a form. */
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** @default 'medium' */
  size?: 'small' | 'medium';
  id?: string;
  className?: string;
  /** The date input. */
  ref?: Ref<HTMLInputElement>;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date and a time of day (live class start, contest window) in the 12-hour or the 24-hour clock,
 * whatever the browser's locale. A native date input plus hour, minute (and AM/PM) selects, grouped
 * under one label; the value is the local wall-clock `YYYY-MM-DDTHH:mm`.
 */
export function DateTimeField({
  label,
  value,
  defaultValue,
  onValueChange,
  hourCycle = 12,
  minuteStep = 5,
  minDate,
  maxDate,
  name,
  hint,
  error,
  required,
  disabled,
  size,
  id,
  className,
  ref,
}: DateTimeFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  const labelId = `${ids.controlId}-label`;
  const [parts, setParts] = useState<DateTimeParts>(() => splitDateTime(value ?? defaultValue));
  // While hours are unknown the AM/PM choice still has to be remembered.
  const [meridiem, setMeridiem] = useState<Meridiem>(() =>
    parts.hour ? to12Hour(Number(parts.hour)).meridiem : 'AM',
  );

  const partsRef = useRef(parts);
  partsRef.current = parts;

  // A new value from outside replaces what is shown, unless it is what the person has just entered.
  useEffect(() => {
    if (value === undefined) return;
    const current = joinDateTime(partsRef.current);
    if (current === value || (value === '' && !current)) return;
    const next = splitDateTime(value);
    setParts(next);
    if (next.hour) setMeridiem(to12Hour(Number(next.hour)).meridiem);
  }, [value]);

  const update = (next: DateTimeParts) => {
    setParts(next);
    onValueChange?.(joinDateTime(next));
  };

  const hourOptions =
    hourCycle === 24
      ? Array.from({ length: 24 }, (_, hour) => ({ value: pad(hour), label: pad(hour) }))
      : Array.from({ length: 12 }, (_, index) => {
          const hour12 = index === 0 ? 12 : index;
          return { value: pad(from12Hour(hour12, meridiem)), label: String(hour12) };
        });
  const step = Math.min(Math.max(1, Math.floor(minuteStep)), 30);
  const minuteOptions = Array.from({ length: Math.ceil(60 / step) }, (_, index) => pad(index * step));
  // A value off the step (e.g. 10:07 from the server) is still shown rather than lost.
  if (parts.minute && !minuteOptions.includes(parts.minute)) minuteOptions.push(parts.minute);
  minuteOptions.sort();

  const common = { disabled, required, 'aria-invalid': error ? true : undefined } as const;
  const selectClass = clsx(control({ size }), styles.select);

  return (
    <Field
      ids={ids}
      label={label}
      labelAs="span"
      labelId={labelId}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the shared Field draws the label; a fieldset would need its own legend */}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={ids.describedBy}
        className={styles.row}
        data-hour-cycle={hourCycle}
      >
        <input
          ref={ref}
          id={ids.controlId}
          type="date"
          aria-label="Date"
          min={minDate}
          max={maxDate}
          value={parts.date}
          onChange={(event) => update({ ...parts, date: event.target.value })}
          className={clsx(control({ size }), styles.date)}
          {...common}
        />
        <span className={styles.time}>
          <select
            aria-label="Hour"
            value={parts.hour}
            onChange={(event) => update({ ...parts, hour: event.target.value })}
            className={selectClass}
            {...common}
          >
            <option value="">{hourCycle === 24 ? 'HH' : 'h'}</option>
            {hourOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.colon} aria-hidden="true">
            :
          </span>
          <select
            aria-label="Minute"
            value={parts.minute}
            onChange={(event) => update({ ...parts, minute: event.target.value })}
            className={selectClass}
            {...common}
          >
            <option value="">mm</option>
            {minuteOptions.map((minute) => (
              <option key={minute} value={minute}>
                {minute}
              </option>
            ))}
          </select>
          {hourCycle === 12 ? (
            <select
              aria-label="AM or PM"
              value={meridiem}
              onChange={(event) => {
                const next = event.target.value as Meridiem;
                setMeridiem(next);
                if (parts.hour) {
                  const hour12 = to12Hour(Number(parts.hour)).hour;
                  update({ ...parts, hour: pad(from12Hour(hour12, next)) });
                }
              }}
              className={selectClass}
              disabled={disabled}
            >
              <option value="AM">AM</option>
              <option value="PM">PM</option>
            </select>
          ) : null}
        </span>
      </div>
      {name ? <input type="hidden" name={name} value={joinDateTime(parts)} /> : null}
    </Field>
  );
}
