import type { ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list whose filters, search and page live in the address, so a filtered list can be shared and Back
 * undoes a filter. Changing a filter goes back to the first page; an empty value drops the filter.
 */
export function useAddressFilters() {
  const [params, setParams] = useSearchParams();
  const value = (name: string) => params.get(name) ?? '';
  const setFilter = (name: string, next: string) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next) copy.set(name, next);
      else copy.delete(name);
      copy.delete('page');
      return copy;
    });
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('page', String(next));
      return copy;
    });
  /** A select bound to the filter `name`: it shows the address's value and a choice changes it. */
  const bind = (name: string) => ({
    value: value(name),
    onChange: (event: ChangeEvent<HTMLSelectElement>) => setFilter(name, event.target.value),
  });
  return { value, page: Math.max(1, Number(params.get('page')) || 1), setFilter, setPage, bind };
}
