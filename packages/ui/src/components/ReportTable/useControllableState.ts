import { functionalUpdate, type Updater } from '@tanstack/react-table';
import { useCallback, useRef, useState } from 'react';

/**
 * State that the parent may own (`value` + `onChange`, e.g. kept in the URL) or leave to the table
 * (`defaultValue`). The setter takes TanStack's updaters and hands the parent a plain value.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (updater: Updater<T>) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const latest = useRef({ current, controlled, onChange });
  latest.current = { current, controlled, onChange };

  const set = useCallback((updater: Updater<T>) => {
    const { current: previous, controlled: isControlled, onChange: notify } = latest.current;
    const next = functionalUpdate(updater, previous);
    if (!isControlled) setOwn(next);
    notify?.(next);
  }, []);

  return [current, set];
}
