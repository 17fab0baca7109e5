import { RouteProgress } from '@learnforge/ui';
import type { RouteObject } from 'react-router';

/**
 * Where a page will be while its code loads on the first visit: the progress bar, and the height of the window, so
 * the footer stays below the fold and nothing moves when the page comes (layout shift).
 */
function PageLoading() {
  return (
    <div style={{ minHeight: '100vh' }}>
      <RouteProgress active />
    </div>
  );
}

/**
 * Gives every route whose code is split off (`lazy`) or that loads data first (`loader`) the page-sized
 * `PageLoading` as its `hydrateFallbackElement`, in place. React Router renders the deepest such fallback at or
 * above the first route still loading, inside its parents: the first load of a page shows the app's frame (header,
 * footer) as soon as the app's own code runs, instead of an empty window until the page's code has come too
 * (issue 15, ADR 0117). A fallback a route already names is kept.
 */
export function withPageFallbacks(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    if ((route.lazy || route.loader) && route.hydrateFallbackElement === undefined)
      route.hydrateFallbackElement = <PageLoading />;
    if (route.children) withPageFallbacks(route.children);
  }
  return routes;
}
