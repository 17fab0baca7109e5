import { Box, Button, TextField } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { useAddressFilters } from '../use-address-filters';

/**
 * The search form of a list kept in the address: typing is only a draft, and "Search" puts the words in the
 * address as `search` (back to the first page), so each search is one step Back can undo.
 */
export function AddressSearch({ label, hint }: { label: string; hint?: string }) {
  const { value, setFilter } = useAddressFilters();
  const [draft, setDraft] = useState(value('search'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter('search', draft.trim());
  };
  return (
    <search>
      <form aria-label={label} onSubmit={submit}>
        <Box display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
          <TextField
            label={label}
            type="search"
            hint={hint}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </Box>
      </form>
    </search>
  );
}
