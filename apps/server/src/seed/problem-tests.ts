import { createRandom } from './random';

/**
 * The hidden tests of the demo problems beyond the hand-written ones: edge cases, a large input and random
 * cases, each with the output of a reference written here in TypeScript. Two to five tests let a solution
 * that only prints the samples pass; with these, a demo problem has at least MIN_DEMO_TESTS tests, and
 * `test/problem-authoring.test.ts` checks every output against the problem's own reference solution on the judge.
 *
 * Large inputs are a few tens of thousands of values, not the constraint's 10^5: they already separate
 * quadratic solutions from linear ones and keep the seeded database (copied per server test file) small.
 */
export const MIN_DEMO_TESTS = 12;

type Random = ReturnType<typeof createRandom>;

interface Cases {
  edges: string[];
  next: () => string;
}

const cases = (edges: string[], next: () => string): Cases => ({ edges, next });

interface TestMaker {
  /** What the problem's reference prints for this input, newline-terminated. */
  solve(input: string): string;
  /** Edge cases and large inputs, each of which becomes a test, and small random inputs drawn until there are enough. */
  inputs(random: Random): Cases;
}

const LARGE = 20_000;
const MOD = 1_000_000_007;

const ints = (text: string) => text.trim().split(/\s+/).map(Number);
const line = (values: readonly (number | string)[]) => `${values.join(' ')}\n`;
const randomInts = (random: Random, n: number, low: number, high: number) =>
  Array.from({ length: n }, () => random.int(low, high));

const letters = 'abcdefghijklmnopqrstuvwxyz';
const word = (random: Random, length: number) =>
  Array.from({ length }, () => random.pick([...letters])).join('');

const MAKERS: Record<string, TestMaker> = {
  'sum-of-two-numbers': {
    solve: (input) => {
      const [a, b] = ints(input);
      return `${a! + b!}\n`;
    },
    inputs: (random) =>
      cases(['-1000000000 -1000000000\n', '7 -7\n', '999999999 1\n', '-1 -1\n'], () =>
        line(randomInts(random, 2, -1_000_000_000, 1_000_000_000)),
      ),
  },
  'count-the-vowels': {
    solve: (input) => `${[...(input.split('\n')[0] ?? '')].filter((c) => 'aeiou'.includes(c)).length}\n`,
    inputs: (random) =>
      cases(
        ['a\n', 'z\n', 'uoiea\n', `${'a'.repeat(100_000)}\n`, `${'xyz '.repeat(24_999)}xyz\n`],
        () =>
          `${Array.from({ length: random.int(1, 40) }, () => word(random, random.int(1, 12))).join(' ')}\n`,
      ),
  },
  'fizz-buzz': {
    solve: (input) => {
      const n = ints(input)[0]!;
      let out = '';
      for (let i = 1; i <= n; i++)
        out += `${i % 15 === 0 ? 'FizzBuzz' : i % 3 === 0 ? 'Fizz' : i % 5 === 0 ? 'Buzz' : i}\n`;
      return out;
    },
    inputs: (random) => cases(['1\n', '3\n', '30\n', '10000\n'], () => `${random.int(2, 500)}\n`),
  },
  'pair-with-given-sum': {
    solve: (input) => {
      const [, t, ...values] = ints(input);
      const seen = new Set<number>();
      let found = false;
      for (const x of values) {
        if (seen.has(t! - x)) found = true;
        seen.add(x);
      }
      return found ? 'YES\n' : 'NO\n';
    },
    inputs: (random) => {
      // Even values and an odd target: no pair can sum to it, so every value has to be looked at.
      const evens = randomInts(random, LARGE, -500_000_000, 500_000_000).map((x) => x * 2);
      const ends = randomInts(random, LARGE, 1, 1_000_000);
      return cases(
        [
          '2 10\n4 5\n',
          '2 -2\n-1 -1\n',
          '3 0\n-1000000000 1000000000 5\n',
          '2 4\n2 3\n',
          `${LARGE} 1\n${line(evens)}`,
          `${LARGE} ${ends[0]! + ends[LARGE - 1]!}\n${line(ends)}`,
        ],
        () => {
          const n = random.int(2, 30);
          return `${n} ${random.int(-40, 40)}\n${line(randomInts(random, n, -20, 20))}`;
        },
      );
    },
  },
  'balanced-brackets': {
    solve: (input) => {
      const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
      const stack: string[] = [];
      for (const c of input.trim()) {
        if (c in pairs) {
          if (stack.pop() !== pairs[c]) return 'NO\n';
        } else stack.push(c);
      }
      return stack.length === 0 ? 'YES\n' : 'NO\n';
    },
    inputs: (random) => {
      const balanced = (length: number) => {
        let out = '';
        const open: string[] = [];
        while (out.length + open.length < length) {
          if (open.length > 0 && random.next() < 0.5) out += { '(': ')', '[': ']', '{': '}' }[open.pop()!];
          else {
            const bracket = random.pick(['(', '[', '{']);
            open.push(bracket);
            out += bracket;
          }
        }
        while (open.length) out += { '(': ')', '[': ']', '{': '}' }[open.pop()!];
        return out;
      };
      return cases(
        [
          '(\n',
          ')\n',
          '}{\n',
          '()\n',
          `${'('.repeat(50_000)}${')'.repeat(50_000)}\n`,
          `${balanced(LARGE)}\n`,
          `${balanced(LARGE)}]\n`,
        ],
        () => `${random.next() < 0.5 ? balanced(random.int(2, 30)) : balanced(random.int(2, 30)).slice(1)}\n`,
      );
    },
  },
  'nth-fibonacci-modulo': {
    solve: (input) => {
      const n = ints(input)[0]!;
      let a = 0;
      let b = 1;
      for (let i = 0; i < n; i++) [a, b] = [b, (a + b) % MOD];
      return `${a}\n`;
    },
    inputs: (random) => cases(['1\n', '2\n', '45\n', '1000000\n'], () => `${random.int(3, 100_000)}\n`),
  },
  'longest-increasing-subsequence': {
    solve: (input) => {
      const [n, ...values] = ints(input);
      const tails: number[] = [];
      for (const x of values.slice(0, n)) {
        let low = 0;
        let high = tails.length;
        while (low < high) {
          const mid = (low + high) >> 1;
          if (tails[mid]! < x) low = mid + 1;
          else high = mid;
        }
        tails[low] = x;
      }
      return `${tails.length}\n`;
    },
    inputs: (random) => {
      const increasing = Array.from({ length: LARGE }, (_, i) => i * 3 - 30_000);
      return cases(
        [
          '1\n-1000000000\n',
          '5\n7 7 7 7 7\n',
          '4\n-3 -2 -1 0\n',
          `${LARGE}\n${line(increasing)}`,
          `${LARGE}\n${line([...increasing].reverse())}`,
          `${LARGE}\n${line(randomInts(random, LARGE, -1_000_000_000, 1_000_000_000))}`,
        ],
        () => {
          const n = random.int(1, 30);
          return `${n}\n${line(randomInts(random, n, -10, 10))}`;
        },
      );
    },
  },
  'connected-components': {
    solve: (input) => {
      const [n, m, ...ends] = ints(input);
      const parent = Array.from({ length: n! + 1 }, (_, i) => i);
      const find = (x: number): number => {
        while (parent[x] !== x) {
          parent[x] = parent[parent[x]!]!;
          x = parent[x]!;
        }
        return x;
      };
      let components = n!;
      for (let i = 0; i < m!; i++) {
        const a = find(ends[2 * i]!);
        const b = find(ends[2 * i + 1]!);
        if (a !== b) {
          parent[a] = b;
          components--;
        }
      }
      return `${components}\n`;
    },
    inputs: (random) => {
      const graph = (n: number, edges: [number, number][]) =>
        `${n} ${edges.length}\n${edges.map((edge) => line(edge)).join('')}`;
      const chain = Array.from({ length: LARGE - 1 }, (_, i): [number, number] => [i + 1, i + 2]);
      const randomEdges = (n: number, m: number) =>
        Array.from({ length: m }, (): [number, number] => [random.int(1, n), random.int(1, n)]);
      return cases(
        [
          '1 0\n',
          '2 1\n1 1\n',
          '3 3\n1 2\n1 2\n2 1\n',
          graph(LARGE, chain),
          graph(LARGE, randomEdges(LARGE, LARGE / 2)),
          '100000 0\n',
        ],
        () => {
          const n = random.int(1, 30);
          return graph(n, randomEdges(n, random.int(0, 30)));
        },
      );
    },
  },
  'maximum-of-an-array': {
    solve: (input) => {
      const [n, ...values] = ints(input);
      return `${Math.max(...values.slice(0, n))}\n`;
    },
    inputs: (random) =>
      cases(
        [
          '1\n1000000000\n',
          '3\n4 4 4\n',
          '3\n9 1 2\n',
          `${LARGE}\n${line(randomInts(random, LARGE, -1_000_000_000, 1_000_000_000))}`,
          `${LARGE}\n${line(randomInts(random, LARGE, -1_000_000_000, -1))}`,
        ],
        () => {
          const n = random.int(1, 40);
          return `${n}\n${line(randomInts(random, n, -1000, 1000))}`;
        },
      ),
  },
  'reverse-the-words': {
    solve: (input) => `${input.trim().split(' ').reverse().join(' ')}\n`,
    inputs: (random) =>
      cases(
        [
          'a\n',
          'same same same\n',
          `${'abcdefghijklmnopqrst '.repeat(9_999)}abcdefghijklmnopqrst\n`,
          `${Array.from({ length: 10_000 }, () => word(random, random.int(1, 20))).join(' ')}\n`,
        ],
        () =>
          `${Array.from({ length: random.int(2, 15) }, () => word(random, random.int(1, 8))).join(' ')}\n`,
      ),
  },
};

/**
 * The demo problem's tests: its hand-written ones (samples first, as written) followed by generated hidden ones,
 * until it has MIN_DEMO_TESTS. A slug without a maker keeps its own tests.
 */
export function demoTests(
  slug: string,
  written: readonly (readonly [string, string, boolean])[],
): [input: string, output: string, isSample: boolean][] {
  const tests = written.map(([input, output, isSample]): [string, string, boolean] => [
    input,
    output,
    isSample,
  ]);
  const maker = MAKERS[slug];
  if (!maker) return tests;
  // Each problem draws from its own stream, so adding a problem never changes another's tests.
  let hash = 0;
  for (const c of slug) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) | 0;
  const random = createRandom(hash ^ 0x7e57);
  const seen = new Set(tests.map(([input]) => input));
  const add = (input: string) => {
    if (seen.has(input)) return;
    seen.add(input);
    tests.push([input, maker.solve(input), false]);
  };
  const { edges, next } = maker.inputs(random);
  for (const input of edges) add(input);
  while (tests.length < MIN_DEMO_TESTS) add(next());
  return tests;
}
