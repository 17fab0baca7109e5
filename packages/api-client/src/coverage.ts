import { splitPath } from './client/route';
import type { Endpoint } from './contract/define';

/** One row of endpoints.tsv. */
export interface SpecRow {
  id: string;
  seed: string;
  area: string;
  method: string;
  path: string;
  paramsOrBody: string;
  notes: string;
}

export function parseSpecRows(tsv: string): SpecRow[] {
  const [header, ...lines] = tsv.split('\n').filter((line) => line.trim() !== '');
  if (!header?.startsWith('id\t')) throw new Error('endpoints.tsv must start with its header row');
  return lines.map((line) => {
    const [id = '', seed = '', area = '', method = '', path = '', paramsOrBody = '', notes = ''] =
      line.split('\t');
    return { id, seed, area, method, path, paramsOrBody, notes };
  });
}

/** Why a row is not faithfully in the contract, or null when it is. */
export function rowProblem(row: SpecRow, entry: Endpoint | undefined): string | null {
  if (!entry) return `${row.id}: no contract entry`;
  if (entry.id !== row.id) return `${row.id}: entry has id ${entry.id}`;
  const differs = entry.method !== row.method || entry.path !== row.path;
  if (differs && !entry.decided) {
    return `${row.id}: ${entry.method} ${entry.path} differs from the spec's ${row.method} ${row.path} without a decided note`;
  }
  return null;
}

export interface ContractCoverage {
  total: number;
  covered: number;
  problems: string[];
}

export function contractCoverage(
  table: Readonly<Record<string, Endpoint>>,
  rows: readonly SpecRow[],
): ContractCoverage {
  const problems = rows.flatMap((row) => {
    const problem = rowProblem(row, table[row.id]);
    return problem ? [problem] : [];
  });
  return { total: rows.length, covered: rows.length - problems.length, problems };
}

/** `METHOD /absolute/route` a server registers for an entry; two entries may share one only through sameRouteAs. */
export function routeKeyOf(entry: Endpoint): string {
  const { pathname } = splitPath(entry.path);
  const absolute = entry.base === 'root' ? pathname : `/api/{version}/${pathname.replace(/^\/+/, '')}`;
  return `${entry.method} ${absolute.replace(/\{[A-Za-z0-9_]+\}/g, '{}')}`;
}
