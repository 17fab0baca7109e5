import { usePageTitle } from '@learnforge/app-shell';
import { createContext, useContext } from 'react';

/** What every tab may need of the organization, read once by the dashboard layout (`org-meta`). */
export interface DashboardMeta {
  organizationType: 'company' | 'institute';
  /** The organization's name, the middle of every page title ("{page} · {organization} · Learnforge"). */
  organizationName: string;
  /** The server's date, so date ranges start from the organization's today, not the browser's. */
  currentDate: string;
}

export const DashboardMetaContext = createContext<DashboardMeta | null>(null);

/** The organization meta the dashboard layout route passes to the tab routes under it. */
export function useDashboardMeta(): DashboardMeta {
  const meta = useContext(DashboardMetaContext);
  if (!meta) throw new Error('useDashboardMeta needs the dashboard layout route above it');
  return meta;
}

/**
 * Titles the page by what it shows and the organization it belongs to: "DSA 2026 · Demo Institute",
 * then the product name once (RootLayout). Until the entity is known the route's title stays.
 */
export function useDashboardTitle(entity: string | undefined): void {
  const meta = useContext(DashboardMetaContext);
  usePageTitle(entity && meta ? `${entity} · ${meta.organizationName}` : undefined);
}
