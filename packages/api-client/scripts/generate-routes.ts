import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as domain from '@learnforge/domain';
import { routeOf } from '../src/client/route-table';
import { contract } from '../src/contract/index';

// Writes src/client/routes.generated.ts: id → method, path, base and policy of every contract
// entry, without the zod schemas, so the browser bundle does not carry them. `npm run build` and
// `npm run api:routes` in this package run it; routes.test.ts fails when the file is stale.
//
// Functions in a policy are written out either as the @learnforge/domain export they are, or as
// their own source text, so they must not use anything from around them.

const target = fileURLToPath(new URL('../src/client/routes.generated.ts', import.meta.url));
const domainNames = new Map<unknown, string>(
  Object.entries(domain).flatMap(([name, value]): [unknown, string][] =>
    typeof value === 'function' ? [[value, name]] : [],
  ),
);
const domainImports = new Set<string>();
const inlineFunctions = new Map<string, string>();

function functionRef(fn: (...args: never[]) => unknown): string {
  const name = domainNames.get(fn);
  if (name) {
    domainImports.add(name);
    return name;
  }
  const source = fn.toString();
  let ref = inlineFunctions.get(source);
  if (!ref) {
    ref = `policyFunction${inlineFunctions.size + 1}`;
    inlineFunctions.set(source, ref);
  }
  return ref;
}

function literal(value: unknown): string {
  if (typeof value === 'function') return functionRef(value as (...args: never[]) => unknown);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{ ${Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${JSON.stringify(key)}: ${literal(item)}`)
      .join(', ')} }`;
  }
  return JSON.stringify(value);
}

const rows = Object.entries(contract)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([id, entry]) => `  ${JSON.stringify(id)}: ${literal(routeOf(entry))},`);

const source = [
  '// Generated from src/contract/*.ts by scripts/generate-routes.ts; do not edit.',
  '// `npm run api:routes -w @learnforge/api-client` rewrites it (the package build does too).',
  '// Policy functions are copied as compiled JavaScript, without their parameter types.',
  '// @ts-nocheck',
  ...(domainImports.size
    ? [`import { ${[...domainImports].sort().join(', ')} } from '@learnforge/domain';`]
    : []),
  "import type { RouteTable } from './route-table';",
  '',
  ...[...inlineFunctions].map(([body, ref]) => `const ${ref} = ${body};`),
  '',
  'export const routes: RouteTable = {',
  ...rows,
  '};',
  '',
].join('\n');

writeFileSync(target, source);
const format = spawnSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
if (format.status !== 0) process.exit(format.status ?? 1);
console.log(`routes.generated.ts: ${rows.length} routes`);
