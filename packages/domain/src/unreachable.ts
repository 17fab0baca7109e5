/**
 * Runtime guard for the `default` of an exhaustive switch: the compiler proves the value is `never`,
 * but codes also arrive from the server as plain data, so an unknown one must fail loudly.
 */
export function unreachable(value: never, what: string): never {
  throw new Error(`Unknown ${what}: ${String(value)}`);
}
