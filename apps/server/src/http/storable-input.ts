import { badRequest } from './errors';

/** PostgreSQL `integer`: every id and count the database stores. No column is wider. */
const INT32_MAX = 2_147_483_647;
const INT32_MIN = -2_147_483_648;
/** Deeper than any contract schema nests; walking further would only serve a stack-exhaustion attempt. */
const MAX_DEPTH = 32;

type Part = 'path' | 'query' | 'body';
const partLabel = (part: Part) => (part === 'body' ? 'fields' : `${part} parameters`);

/**
 * Refuses, for every contract entry at once, raw input the database cannot hold: a NUL character
 * in any text (PostgreSQL text cannot store U+0000 and would fail the query) and nesting deeper
 * than any schema. Runs before the entry's schema, so the answer names the offending field even
 * when other fields are also missing.
 */
export function refuseUnstorableText(part: Part, value: unknown): void {
  const fields: Record<string, string> = {};
  walk(value, [], (path, leaf) => {
    if (typeof leaf === 'string' && leaf.includes('\u0000'))
      fields[path || '_'] ??= 'Remove the NUL character (\\0): text may not contain it.';
  });
  if (Object.keys(fields).length) throw badRequest(`Some ${partLabel(part)} are invalid.`, fields);
}

/**
 * Refuses integers outside PostgreSQL's `integer` after the schema has coerced them (an id of 2^31
 * in a path arrives as a string), so no query fails with "out of range" and a 500.
 */
export function refuseUnstorableNumbers(part: Part, value: unknown): void {
  const fields: Record<string, string> = {};
  walk(value, [], (path, leaf) => {
    if (typeof leaf === 'number' && Number.isInteger(leaf) && (leaf > INT32_MAX || leaf < INT32_MIN))
      fields[path || '_'] ??= `Must be between ${INT32_MIN} and ${INT32_MAX}.`;
  });
  if (Object.keys(fields).length) throw badRequest(`Some ${partLabel(part)} are invalid.`, fields);
}

function walk(value: unknown, path: string[], visit: (path: string, leaf: unknown) => void): void {
  if (path.length > MAX_DEPTH)
    throw badRequest('The request nests too deeply.', { [path.join('.')]: 'Too deep.' });
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) walk(item, [...path, String(index)], visit);
    return;
  }
  if (value !== null && typeof value === 'object') {
    // Files (multipart uploads) and dates are leaves: their bytes are checked by their own handler.
    if (value instanceof Blob || value instanceof Date) return;
    for (const key of Object.keys(value)) {
      if (key.includes('\u0000')) visit(path.join('.'), key);
      walk((value as Record<string, unknown>)[key], [...path, key], visit);
    }
    return;
  }
  visit(path.join('.'), value);
}
