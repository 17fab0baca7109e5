import { TextField } from '@learnforge/ui';
import { useEffect, useState } from 'react';
import { useUrlState } from '../url-state';

/** A search box whose text lands in the URL's `search` (after a short pause in typing). */
export function SearchField({ label = 'Search students' }: { label?: string }) {
  const url = useUrlState();
  const saved = url.get('search');
  const [draft, setDraft] = useState(saved);
  useEffect(() => setDraft(saved), [saved]);
  const { set } = url;
  useEffect(() => {
    if (draft === saved) return;
    const timer = setTimeout(() => set({ search: draft.trim() || null }), 300);
    return () => clearTimeout(timer);
  }, [draft, saved, set]);
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={draft}
      maxLength={200}
      onChange={(event) => setDraft(event.target.value)}
    />
  );
}
