import type { Endpoint } from '../contract/define';

/**
 * What the browser needs of an entry at run time: method, path and policy. The schemas stay in
 * the contract, where they give the types and the server's validation.
 */
export type RouteEntry = Pick<Endpoint, 'method' | 'path' | 'base' | 'policy'> & {
  id?: string;
  response?: Endpoint['response'];
};

export type RouteTable = Record<string, RouteEntry>;

/** A route entry of every contract entry: what `routes.generated.ts` holds. */
export function routeOf(entry: Endpoint): RouteEntry {
  const route: RouteEntry = { method: entry.method, path: entry.path };
  if (entry.base && entry.base !== 'versioned') route.base = entry.base;
  if (entry.policy && Object.keys(entry.policy).length > 0) route.policy = entry.policy;
  return route;
}
