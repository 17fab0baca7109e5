import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The entity name a page reported for its address, e.g. a problem's title on its problem page. */
export const entityTitleAtom = atom<{ path: string; title: string } | null>(null);

/**
 * Titles the document by what the page shows ("Sum of Two Numbers · Learnforge") once the page knows
 * it; until then, and on every other address, the route's own title stays.
 */
export function usePageTitle(title: string | undefined): void {
  const setEntityTitle = useSetAtom(entityTitleAtom);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    setEntityTitle({ path: pathname, title });
  }, [title, pathname, setEntityTitle]);
}
