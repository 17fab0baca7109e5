import { createContext, useContext } from 'react';

/** Lets a tab's save say its draft is stored, so the editor stops calling the tab unsaved. */
export const TabSavedContext = createContext<() => void>(() => {});

export function useTabSaved(): () => void {
  return useContext(TabSavedContext);
}
