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
    // Sort keys no list sorts by: columns a client must never reach, SQL fragments, paths into objects.
    'password_hash',
    '-password_hash',
    'email desc',
    'id; drop table users',
    'name,-__proto__',
    'constructor.prototype',
    'prototype',
    // Numbers written the ways a parser may read differently from a person.
    '0x1F',
    '1e3',
    ' 7 ',
    '+1',
    '-0',
    '007',
    '١٢٣',
    '１２',
    '9'.repeat(400),
    // Invisible and direction-changing characters.
    '\u202eevil',
    'a\u200bb',
    '\ufeffbom',
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
    // Prototype pollution through a parsed body: the server must neither fail nor change Object.prototype.
    fc.constant(JSON.parse('{"__proto__": {"polluted": "yes"}}')),
    fc.constant({ constructor: { prototype: { polluted: 'yes' } } }),
    fc.constant(Array.from({ length: 5_000 }, (_, n) => n)),
    fc.constant('x'.repeat(100_000)),
    fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, 1e21, -1e-7, 2 ** 63),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 3 }),
  ),
})).value;

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | FormData | undefined;
}

/** Path segments sent as they are, not escaped: bad escapes, an encoded NUL, dot segments, overlong UTF-8. */
const rawPathSegments = [
  '%',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  '..',
  '%2e%2e',
  '%252e',
  'a%2Fb',
  '%FF%FE',
  '%u0041',
];

/** Bodies no JSON encoder writes: duplicate keys, numbers past a double, a BOM, trailing text, truncation. */
const rawJsonBodies = [
  '{"page": 1e400}',
  '{"id": 1, "id": "two"}',
  '\ufeff{}',
  '{} trailing',
  '{"a": [1, 2',
  '',
  'null',
  '[]',
  '"just a string"',
  '{"__proto__": null, "constructor": 1}',
];

/** Bytes that are not UTF-8 (a lone continuation byte, an overlong NUL, a truncated sequence) inside JSON. */
const invalidUtf8Bodies = [
  Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0x80, 0x22, 0x7d]),
  Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d]),
  Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe2, 0x82, 0x22, 0x7d]),
];

/** What a body claims to be, whatever it is. */
const contentTypes = [
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; boundary=x',
];

/** A request to one entry: its own field names (plus a stranger) filled with hostile values. */
export function hostileRequest(entry: Endpoint): fc.Arbitrary<HostileRequest> {
  const pathNames = fieldNames(entry.params as ZodType | undefined);
  const queryNames = [...fieldNames(entry.query as ZodType | undefined), 'unexpected'];
  const bodyNames = [...fieldNames(entry.body as ZodType | undefined), 'unexpected', '__proto__'];
  const multipart = entry.policy?.bodyEncoding === 'multipart';
  const hasBody = entry.method !== 'GET';

  const pathValues = fc.record(
    Object.fromEntries(
      pathNames.map((name) => [
        name,
        fc.oneof(
          { weight: 6, arbitrary: hostileText.map((text) => encodeURIComponent(toWellFormed(text))) },
          { weight: 1, arbitrary: fc.constantFrom(...rawPathSegments) },
        ),
      ]),
    ),
  );
  // A query value may come as a list (a key repeated) or under a bracketed key, as form encoders write them.
  const queryKeys = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...queryNames) },
    { weight: 1, arbitrary: fc.constantFrom(...queryNames).map((name) => `${name}[]`) },
    { weight: 1, arbitrary: fc.constantFrom(...queryNames).map((name) => `${name}[__proto__]`) },
  );
  const queryValues = fc.dictionary(
    queryKeys,
    fc.oneof(
      { weight: 5, arbitrary: hostileText.map((text) => [text]) },
      { weight: 1, arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 3 }) },
    ),
    { maxKeys: 4 },
  );
  const bodyObject = fc.dictionary(fc.constantFrom(...bodyNames), hostileJson, { maxKeys: 6 });
  type Payload = {
    text?: string;
    bytes?: Uint8Array<ArrayBuffer>;
    form?: [string, string][];
    contentType?: string;
  };
  const body: fc.Arbitrary<Payload | undefined> = !hasBody
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
          { weight: 8, arbitrary: bodyObject.map((object) => ({ text: JSON.stringify(object) })) },
          { weight: 2, arbitrary: hostileJson.map((value) => ({ text: JSON.stringify(value) ?? 'null' })) },
          { weight: 2, arbitrary: hostileText.map((text) => ({ text })) },
          { weight: 1, arbitrary: fc.constantFrom(...rawJsonBodies).map((text) => ({ text })) },
          { weight: 1, arbitrary: fc.constantFrom(...invalidUtf8Bodies).map((bytes) => ({ bytes })) },
          {
            weight: 1,
            arbitrary: fc
              .tuple(bodyObject, fc.constantFrom(...contentTypes))
              .map(([object, contentType]) => ({ text: JSON.stringify(object), contentType })),
          },
        );

  return fc.record({ path: pathValues, query: queryValues, body }).map(({ path, query, body: payload }) => {
    let url = routePathOf(entry, 'latest', 'template');
    for (const name of pathNames) url = url.replace(`{${name}}`, path[name] ?? '');
    const search = new URLSearchParams(splitPath(entry.path).fixedQuery);
    for (const [key, values] of Object.entries(query)) {
      search.delete(key);
      for (const value of values) search.append(key, toWellFormed(value));
    }
    const queryString = search.toString();
    const headers: Record<string, string> = {};
    let requestBody: string | Uint8Array<ArrayBuffer> | FormData | undefined;
    if (payload?.form) {
      const form = new FormData();
      for (const [key, value] of payload.form) form.append(key, value);
      requestBody = form;
    } else if (payload?.bytes) {
      headers['content-type'] = 'application/json';
      requestBody = payload.bytes;
    } else if (payload?.text !== undefined) {
      headers['content-type'] =
        payload.contentType ??
        (payload.text.startsWith('--xyz') ? 'multipart/form-data; boundary=xyz' : 'application/json');
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
