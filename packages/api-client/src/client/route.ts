import type { Endpoint } from '../contract/define';

/**
 * Splits a contract path into its path part and the query fixed by the spec
 * (`contests/?contest_batch_type=non_batch_contest&...`). Empty values (`?source=`) and
 * placeholders (`&{filters}`) are not fixed: those come from the entry's query schema.
 */
export function splitPath(path: string): { pathname: string; fixedQuery: [string, string][] } {
  const at = path.indexOf('?');
  if (at === -1) return { pathname: path, fixedQuery: [] };
  const fixedQuery = [...new URLSearchParams(path.slice(at + 1))].filter(
    ([key, value]) => value !== '' && !key.includes('{'),
  );
  return { pathname: path.slice(0, at), fixedQuery };
}

/** Names of the `{name}` placeholders of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...splitPath(path).pathname.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1] ?? '');
}

/** `problems/{id}/test_file/{n}/` → `problems/:id/test_file/:n/`, without the fixed query. */
export function pathToRoute(path: string): string {
  return splitPath(path).pathname.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/**
 * The absolute path a server serves an entry at: `/api/{version}/` + the path for versioned
 * entries (a leading slash in the spec's path is tolerated, as written), the path itself for `root`.
 */
export function routePathOf(
  entry: Pick<Endpoint, 'path' | 'base'>,
  version = 'latest',
  style: 'route' | 'template' = 'route',
) {
  const template = splitPath(entry.path).pathname;
  const absolute = entry.base === 'root' ? template : `/api/${version}/${template.replace(/^\/+/, '')}`;
  return style === 'route' ? absolute.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1') : absolute;
}
