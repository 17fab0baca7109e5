import type { FilterRange } from '@learnforge/domain';
import { CheckIcon } from '../../icons';
import * as styles from './FilterBar.css';

export interface RangeChipsProps {
  /** What the ranges measure, e.g. "Score"; the group's name. */
  label: string;
  /** The ranges, e.g. one of domain's `FILTER_RANGES` sets (500-1000, 50-100, 0-25, …). */
  ranges: readonly FilterRange[];
  /** Labels of the selected ranges. */
  value: readonly string[];
  /** Called with the new selection. */
  onValueChange: (value: string[]) => void;
  /** Allow several ranges at once. @default false */
  multiple?: boolean;
}

/** Toggle chips for numeric ranges; each chip is a pressed/unpressed button. */
export function RangeChips({ label, ranges, value, onValueChange, multiple = false }: RangeChipsProps) {
  const toggle = (rangeLabel: string) => {
    const selected = value.includes(rangeLabel);
    if (multiple) {
      onValueChange(selected ? value.filter((v) => v !== rangeLabel) : [...value, rangeLabel]);
    } else {
      onValueChange(selected ? [] : [rangeLabel]);
    }
  };
  return (
    <fieldset className={styles.chipGroup}>
      <legend className={styles.chipLegend}>{label}</legend>
      <div className={styles.chips}>
        {ranges.map((range) => {
          const pressed = value.includes(range.label);
          return (
            <button
              key={range.label}
              type="button"
              className={styles.chip}
              aria-pressed={pressed}
              onClick={() => toggle(range.label)}
            >
              {pressed ? <CheckIcon /> : null}
              {range.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
