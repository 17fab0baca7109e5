import { TextField } from '@learnforge/ui';
import { useSearchParams } from 'react-router';

/** The search text of a list, kept in the address (`?search=`) so a filtered list can be linked and reloaded. */
export function useSearchParam(): string {
  const [params] = useSearchParams();
  return params.get('search') ?? '';
}

/**
 * A search field bound to the address's `?search=`: each keystroke replaces the search and
 * drops `?page=`, since page 3 of the old results means nothing for the new ones.
 */
export function SearchParamField({ label }: { label: string }) {
  const [params, setParams] = useSearchParams();
  return (
    <TextField
      label={label}
      type="search"
      defaultValue={params.get('search') ?? ''}
      onChange={(event) =>
        setParams((current) => {
          const updated = new URLSearchParams(current);
          updated.set('search', event.target.value);
          updated.delete('page');
          return updated;
        })
      }
    />
  );
}
