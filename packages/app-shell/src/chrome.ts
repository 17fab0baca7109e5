import type { ReactNode } from 'react';
import { type UIMatch, useMatches } from 'react-router';

/**
 * What a page supplies for the frame around it (000 §2): header, sub-header and footer appear only
 * when the page's route says so, and never on the error page. `hideHeader` is the page flag that
 * hides the header even when the app would show one.
 */
export interface PageChrome {
  header?: boolean;
  hideHeader?: boolean;
  subHeader?: { title: ReactNode; description?: ReactNode };
  footer?: boolean;
  /** Document title of the page. */
  title?: string;
  /** The page uses the whole width without the content margins (split editors, dashboards). */
  fluid?: boolean;
}

export interface RouteHandle {
  chrome?: PageChrome;
}

/** The chrome of the deepest route that declares one. */
export function usePageChrome(): PageChrome {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  for (let index = matches.length - 1; index >= 0; index--) {
    const chrome = matches[index]?.handle?.chrome;
    if (chrome) return chrome;
  }
  return {};
}
