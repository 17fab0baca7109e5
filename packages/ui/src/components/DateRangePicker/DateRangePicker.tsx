import { DATE_RANGE_PRESETS, type DateRangePreset, dateRangePreset } from '@learnforge/domain';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Select } from '../Select';
import { TextField } from '../TextField';
import * as styles from './DateRangePicker.css';

/** A date range as the URL keeps it: the preset and local `YYYY-MM-DD` days. */
export interface DateRangeValue {
  preset: DateRangePreset;
  from: string;
  to: string;
}

/** Local calendar day of a date as `YYYY-MM-DD`. */
export function toDayString(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The value for a preset on the day `now`; Custom Range keeps the days it is given. */
export function dateRangeValueFor(
  preset: DateRangePreset,
  now: Date,
  custom?: { from: string; to: string },
): DateRangeValue {
  if (preset === 'Custom Range')
    return { preset, from: custom?.from ?? toDayString(now), to: custom?.to ?? toDayString(now) };
  const range = dateRangePreset(preset, now);
  return { preset, from: toDayString(range.from), to: toDayString(range.to) };
}

export interface DateRangePickerProps {
  /** The selected range. */
  value: DateRangeValue;
  /** Called with a new, valid range (never with a start after the end). */
  onValueChange: (value: DateRangeValue) => void;
  /** "Today" for the presets; pass a fixed date in tests and stories. @default new Date() */
  now?: Date;
  /** @default 'Date range' */
  label?: string;
  className?: string;
}

/** The 11 date presets of 000 §9 (Today … Last 1 Year, Custom Range); Custom Range shows two day fields. */
export function DateRangePicker({
  value,
  onValueChange,
  now,
  label = 'Date range',
  className,
}: DateRangePickerProps) {
  const [draft, setDraft] = useState({ from: value.from, to: value.to });
  const [error, setError] = useState<string | undefined>();
  const today = now ?? new Date();

  const choosePreset = (preset: DateRangePreset) => {
    setError(undefined);
    const next = dateRangeValueFor(preset, today, { from: value.from, to: value.to });
    setDraft({ from: next.from, to: next.to });
    onValueChange(next);
  };

  const changeDay = (edge: 'from' | 'to', day: string) => {
    const next = { ...draft, [edge]: day };
    setDraft(next);
    if (!next.from || !next.to) return;
    if (next.from > next.to) {
      setError('The start date must be on or before the end date');
      return;
    }
    setError(undefined);
    onValueChange({ preset: 'Custom Range', from: next.from, to: next.to });
  };

  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.fields}>
        <Select
          label={label}
          options={DATE_RANGE_PRESETS.map((preset) => ({ value: preset, label: preset }))}
          value={value.preset}
          onChange={(event) => choosePreset(event.currentTarget.value as DateRangePreset)}
        />
        {value.preset === 'Custom Range' ? (
          <>
            <TextField
              type="date"
              label="From"
              className={styles.dateField}
              value={draft.from}
              max={draft.to || undefined}
              onChange={(event) => changeDay('from', event.currentTarget.value)}
              error={error}
            />
            <TextField
              type="date"
              label="To"
              className={styles.dateField}
              value={draft.to}
              min={draft.from || undefined}
              onChange={(event) => changeDay('to', event.currentTarget.value)}
            />
          </>
        ) : null}
      </div>
      <p className={styles.summary} aria-live="polite">
        {value.from === value.to ? value.from : `${value.from} to ${value.to}`}
      </p>
    </div>
  );
}
