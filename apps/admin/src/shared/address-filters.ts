import { useSearchParams } from 'react-router';

/**
 * The filters of a staff list, kept in the address (`?utm_source=newsletter&from=2026-11-01`) so a filtered
 * list can be linked and reloaded. A new filter starts again from page 1: page 3 of the old list means nothing
 * for the new one; an empty value drops the filter.
 */
export function useAddressFilters<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const filters: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const setFilter = (key: Key, value: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value) updated.set(key, value);
      else updated.delete(key);
      updated.delete('page');
      return updated;
    });
  const clear = () => setParams(new URLSearchParams());
  return { filters, setFilter, clear, any: Object.keys(filters).length > 0 };
}
