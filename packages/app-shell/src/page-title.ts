import { atom, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
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
  // A layout effect, so the tab is titled in the same task that shows the page: a screen reader or a
  // test that finds the page's content never reads the route's fallback title a frame later.
  useLayoutEffect(() => {
    if (!title) return;
    setEntityTitle({ path: pathname, title });
  }, [title, pathname, setEntityTitle]);
}
