import { contract, type Endpoint, routePathOf, splitPath } from '@learnforge/api-client/contract';
import fc from 'fast-check';
import type { ZodType } from 'zod';
import { EndpointRegistry } from '../../src/api/registry';
import { registerEndpoints } from '../../src/endpoints';

/** Every entry the server implements, as the coverage report counts them. */
export function implementedEntries(): Endpoint[] {
  const registry = new EndpointRegistry();
  registerEndpoints(registry);
  return [...registry.implementedIds()]
    .sort()
    .map((id) => contract[id as keyof typeof contract] as Endpoint)
    .filter((entry) => !entry.policy?.websocket);
}

/** The field names of an object schema, looking through defaults, optionals, pipes and refinements. */
export function fieldNames(schema: ZodType | undefined): string[] {
  let current = schema as
    | { _zod?: { def: Record<string, unknown> }; shape?: Record<string, unknown> }
    | undefined;
  for (let depth = 0; current && depth < 8; depth++) {
    if (current.shape && typeof current.shape === 'object') return Object.keys(current.shape);
    const def = current._zod?.def;
    if (!def) return [];
    current = (def.innerType ?? def.in ?? def.schema) as typeof current;
  }
  return [];
}

const deeplyNested = (levels: number) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level++) value = { a: value };
  return value;
};

/** Text an attacker or a broken client sends: NUL, lone surrogates, prototype keys, overlong, look-alike numbers. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '__proto__',
    '-__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '../../etc/passwd',
    '%00',
    '%',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'a'.repeat(200),
    'a'.repeat(201),
    'a'.repeat(3000),
    '1e309',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '2147483647',
    '2147483648',
    '9007199254740993',
    '-2147483649',
    '1.5',
    'true',
    'null',
    '[]',
    '{}',
    '1,2,3',
    'learner@demo.test',
    'demo-institute',
    'two-sum',
    '2026-02-30',
    'javascript:alert(1)',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
);

/** Any JSON value a body field may receive instead of what the schema wants. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1e308, -1, 0, 0.5, -0),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constant(deeplyNested(200)),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 3 }),
  ),
})).value;

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
}

/** A request to one entry: its own field names (plus a stranger) filled with hostile values. */
export function hostileRequest(entry: Endpoint): fc.Arbitrary<HostileRequest> {
  const pathNames = fieldNames(entry.params as ZodType | undefined);
  const queryNames = [...fieldNames(entry.query as ZodType | undefined), 'unexpected'];
  const bodyNames = [...fieldNames(entry.body as ZodType | undefined), 'unexpected', '__proto__'];
  const multipart = entry.policy?.bodyEncoding === 'multipart';
  const hasBody = entry.method !== 'GET';

  const pathValues = fc.record(Object.fromEntries(pathNames.map((name) => [name, hostileText])));
  const queryValues = fc.dictionary(fc.constantFrom(...queryNames), hostileText, { maxKeys: 4 });
  const bodyObject = fc.dictionary(fc.constantFrom(...bodyNames), hostileJson, { maxKeys: 6 });
  const body: fc.Arbitrary<{ text?: string; form?: [string, string][] } | undefined> = !hasBody
    ? fc.constant(undefined)
    : multipart
      ? fc.oneof(
          fc
            .array(fc.tuple(fc.constantFrom(...bodyNames), hostileText), { maxLength: 4 })
            .map((form) => ({ form })),
          bodyObject.map((object) => ({ text: JSON.stringify(object) })),
          fc.constant({ text: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc' }),
        )
      : fc.oneof(
          { weight: 4, arbitrary: bodyObject.map((object) => ({ text: JSON.stringify(object) })) },
          { weight: 1, arbitrary: hostileJson.map((value) => ({ text: JSON.stringify(value) ?? 'null' })) },
          { weight: 1, arbitrary: hostileText.map((text) => ({ text })) },
        );

  return fc.record({ path: pathValues, query: queryValues, body }).map(({ path, query, body: payload }) => {
    let url = routePathOf(entry, 'latest', 'template');
    for (const name of pathNames)
      url = url.replace(`{${name}}`, encodeURIComponent(toWellFormed(path[name] ?? '')));
    const search = new URLSearchParams(splitPath(entry.path).fixedQuery);
    for (const [key, value] of Object.entries(query)) search.set(key, toWellFormed(value));
    const queryString = search.toString();
    const headers: Record<string, string> = {};
    let requestBody: string | FormData | undefined;
    if (payload?.form) {
      const form = new FormData();
      for (const [key, value] of payload.form) form.append(key, value);
      requestBody = form;
    } else if (payload?.text !== undefined) {
      headers['content-type'] = payload.text.startsWith('--xyz')
        ? 'multipart/form-data; boundary=xyz'
        : 'application/json';
      requestBody = payload.text;
    }
    return {
      method: entry.method,
      path: queryString ? `${url}?${queryString}` : url,
      headers,
      body: requestBody,
    };
  });
}

/** encodeURIComponent throws on a lone surrogate; a browser sends U+FFFD in its place, and so do we. */
function toWellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
