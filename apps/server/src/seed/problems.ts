import { JUDGE_LANGUAGES, type JudgeLanguage } from '@learnforge/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  problemDetails,
  problemHints,
  problems,
  problemsOfDay,
  problemTestFileOperations,
  problemTestFiles,
  users,
} from '../db/schema';
import { validateTest } from '../problem-authoring/test-files';
import { DEMO_HISTORY_DAYS, demoEpoch } from './calendar';
import { demoTests } from './problem-tests';

type Language = JudgeLanguage;

interface DemoProblem {
  slug: string;
  title: string;
  difficulty: 'basic' | 'easy' | 'medium' | 'hard';
  statement: string;
  tests: readonly (readonly [string, string, boolean])[];
  inputFormat: string;
  outputFormat: string;
  constraints: string;
  topics: string[];
  companies: string[];
  hints: string[];
  editorial: string;
  /** The author's solution per language; the editorial shows the ones written. */
  solutions: Partial<Record<Language, string>>;
  /** Premium-only: locked for learners without premium. */
  premium?: boolean;
}

const templates: Record<Language, string> = {
  cpp: '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    \n    return 0;\n}\n',
  python3: 'import sys\n\n\ndef main():\n    data = sys.stdin.read().split()\n    \n\n\nmain()\n',
  javascript: "const data = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/);\n\n",
  java: 'import java.util.*;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        \n    }\n}\n',
};

/** Formats, tags, hints, editorial and solutions of the demo problem the base seed creates. */
const SUM_DETAILS = {
  inputFormat: 'One line with two integers $a$ and $b$ separated by a space.',
  outputFormat: 'One line with the sum.',
  constraints: '$-10^9 \\le a, b \\le 10^9$',
  topics: ['math', 'basic-io'],
  companies: ['Demo Company'],
  hints: [
    'Read both numbers from one line; they are separated by a space.',
    'The sum can reach $2 \\cdot 10^9$, more than a 32-bit `int` holds: use a 64-bit type in C++ and Java.',
    'Print the sum followed by a newline.',
  ],
  editorial: [
    '## Approach',
    '',
    'Read $a$ and $b$ and print $a + b$. The only trap is overflow: $|a + b| \\le 2 \\cdot 10^9$, which does not',
    'fit a signed 32-bit integer, so C++ uses `long long` and Java `long`.',
    '',
    'Time $O(1)$, memory $O(1)$.',
  ].join('\n'),
  solutions: {
    cpp: '#include <iostream>\n\nint main() {\n    long long a, b;\n    std::cin >> a >> b;\n    std::cout << a + b << "\\n";\n}\n',
    python3: 'a, b = map(int, input().split())\nprint(a + b)\n',
    javascript:
      "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
    java: 'import java.util.*;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        long a = in.nextLong(), b = in.nextLong();\n        System.out.println(a + b);\n    }\n}\n',
  },
} satisfies Omit<DemoProblem, 'slug' | 'title' | 'difficulty' | 'statement' | 'tests'>;

/** Problems across difficulties, topics and companies, so the explore filters have something to filter. */
const EXPLORE_PROBLEMS: DemoProblem[] = [
  {
    slug: 'count-the-vowels',
    title: 'Count the Vowels',
    difficulty: 'basic',
    statement:
      'Given a line of lowercase letters and spaces, print how many vowels (a, e, i, o, u) it holds.',
    inputFormat: 'One line of lowercase letters and spaces.',
    outputFormat: 'One integer: the number of vowels.',
    constraints: 'The line has at most $10^5$ characters.',
    tests: [
      ['hello world\n', '3\n', true],
      ['rhythm\n', '0\n', true],
      ['aeiou aeiou\n', '10\n', false],
    ],
    topics: ['strings'],
    companies: ['Globex'],
    hints: ['Check each character against the five vowels.'],
    editorial: 'Count the characters that are one of a, e, i, o, u. $O(L)$.',
    solutions: {
      python3: "print(sum(c in 'aeiou' for c in input()))\n",
      cpp: '#include <bits/stdc++.h>\nint main() {\n    std::string s; std::getline(std::cin, s);\n    int n = 0;\n    for (char c : s) n += std::string("aeiou").find(c) != std::string::npos;\n    std::cout << n << "\\n";\n}\n',
    },
  },
  {
    slug: 'fizz-buzz',
    title: 'Fizz Buzz',
    difficulty: 'basic',
    statement:
      'Print the numbers from 1 to $n$, one per line, but print `Fizz` for multiples of 3, `Buzz` for multiples of 5 and `FizzBuzz` for multiples of both.',
    inputFormat: 'One integer $n$.',
    outputFormat: '$n$ lines.',
    constraints: '$1 \\le n \\le 10^4$',
    tests: [
      ['5\n', '1\n2\nFizz\n4\nBuzz\n', true],
      ['15\n', '1\n2\nFizz\n4\nBuzz\nFizz\n7\n8\nFizz\nBuzz\n11\nFizz\n13\n14\nFizzBuzz\n', false],
    ],
    topics: ['math', 'basic-io'],
    companies: ['Initech', 'Contoso'],
    hints: ['Test divisibility by 15 first.'],
    editorial: 'Loop from 1 to $n$ and test divisibility by 15, then 3, then 5. $O(n)$.',
    solutions: {
      python3:
        "for i in range(1, int(input()) + 1):\n    print('FizzBuzz' if i % 15 == 0 else 'Fizz' if i % 3 == 0 else 'Buzz' if i % 5 == 0 else i)\n",
      cpp: '#include <bits/stdc++.h>\nint main() {\n    int n; std::cin >> n;\n    for (int i = 1; i <= n; i++) {\n        if (i % 15 == 0) std::cout << "FizzBuzz\\n";\n        else if (i % 3 == 0) std::cout << "Fizz\\n";\n        else if (i % 5 == 0) std::cout << "Buzz\\n";\n        else std::cout << i << "\\n";\n    }\n}\n',
    },
  },
  {
    slug: 'pair-with-given-sum',
    title: 'Pair with Given Sum',
    difficulty: 'medium',
    statement:
      'Given $n$ integers and a target $t$, print `YES` if two different positions hold values that add up to $t$, otherwise `NO`.',
    inputFormat: 'The first line holds $n$ and $t$. The second line holds $n$ integers.',
    outputFormat: '`YES` or `NO`.',
    constraints: '$2 \\le n \\le 10^5$, $|a_i|, |t| \\le 10^9$',
    tests: [
      ['4 9\n2 7 11 15\n', 'YES\n', true],
      ['3 10\n5 1 2\n', 'NO\n', true],
      ['2 10\n5 5\n', 'YES\n', false],
      ['5 0\n1 2 3 4 5\n', 'NO\n', false],
    ],
    topics: ['arrays', 'hashing'],
    companies: ['Contoso', 'Northwind'],
    hints: [
      'For each value $x$, ask whether $t - x$ appeared earlier.',
      'A hash set answers that in $O(1)$.',
    ],
    editorial:
      'Scan left to right with a set of values seen so far; if $t - x$ is in the set, answer YES. $O(n)$ expected.',
    solutions: {
      python3:
        "n, t = map(int, input().split())\nseen = set()\nfound = False\nfor x in map(int, input().split()):\n    if t - x in seen:\n        found = True\n    seen.add(x)\nprint('YES' if found else 'NO')\n",
      cpp: '#include <bits/stdc++.h>\nint main() {\n    int n; long long t; std::cin >> n >> t;\n    std::unordered_set<long long> seen; bool found = false;\n    for (int i = 0; i < n; i++) { long long x; std::cin >> x; if (seen.count(t - x)) found = true; seen.insert(x); }\n    std::cout << (found ? "YES" : "NO") << "\\n";\n}\n',
    },
  },
  {
    slug: 'balanced-brackets',
    title: 'Balanced Brackets',
    difficulty: 'medium',
    statement:
      'Given a string of the brackets `()[]{}`, print `YES` if every bracket is closed by the matching kind in the right order, otherwise `NO`.',
    inputFormat: 'One line of brackets.',
    outputFormat: '`YES` or `NO`.',
    constraints: 'The line has at most $10^5$ characters.',
    tests: [
      ['([]{})\n', 'YES\n', true],
      ['([)]\n', 'NO\n', true],
      ['((\n', 'NO\n', false],
      ['{[()()]}\n', 'YES\n', false],
    ],
    topics: ['stack', 'strings'],
    companies: ['Globex', 'Northwind'],
    hints: ['Push opening brackets on a stack.', 'A closing bracket must match the top of the stack.'],
    editorial:
      'Push each opening bracket; on a closing one, pop and compare. The string is balanced when nothing mismatched and the stack ends empty. $O(L)$.',
    solutions: {
      python3:
        "pairs = {')': '(', ']': '[', '}': '{'}\nstack = []\nok = True\nfor c in input().strip():\n    if c in pairs:\n        if not stack or stack.pop() != pairs[c]:\n            ok = False\n            break\n    else:\n        stack.append(c)\nprint('YES' if ok and not stack else 'NO')\n",
      cpp: "#include <bits/stdc++.h>\nint main() {\n    std::string s; std::cin >> s;\n    std::string st; bool ok = true;\n    for (char c : s) {\n        if (c == '(' || c == '[' || c == '{') st.push_back(c);\n        else {\n            char want = c == ')' ? '(' : c == ']' ? '[' : '{';\n            if (st.empty() || st.back() != want) { ok = false; break; }\n            st.pop_back();\n        }\n    }\n    std::cout << (ok && st.empty() ? \"YES\" : \"NO\") << \"\\n\";\n}\n",
    },
  },
  {
    slug: 'nth-fibonacci-modulo',
    title: 'N-th Fibonacci Number Modulo',
    difficulty: 'medium',
    statement: 'Print the $n$-th Fibonacci number modulo $10^9 + 7$, where $F_0 = 0$ and $F_1 = 1$.',
    inputFormat: 'One integer $n$.',
    outputFormat: '$F_n \\bmod (10^9 + 7)$.',
    constraints: '$0 \\le n \\le 10^6$',
    tests: [
      ['10\n', '55\n', true],
      ['0\n', '0\n', true],
      ['100\n', '687995182\n', false],
    ],
    topics: ['dynamic-programming', 'math'],
    companies: ['Demo Company'],
    hints: ['Keep only the last two values.', 'Take the modulo at every step.'],
    editorial:
      'Iterate $F_{i+1} = F_i + F_{i-1}$ keeping two values, reducing modulo $10^9 + 7$ each step. $O(n)$ time, $O(1)$ memory.',
    solutions: {
      python3:
        'n = int(input())\na, b = 0, 1\nfor _ in range(n):\n    a, b = b, (a + b) % 1_000_000_007\nprint(a)\n',
      cpp: '#include <bits/stdc++.h>\nint main() {\n    long long n, a = 0, b = 1; std::cin >> n;\n    for (long long i = 0; i < n; i++) { long long c = (a + b) % 1000000007LL; a = b; b = c; }\n    std::cout << a << "\\n";\n}\n',
    },
  },
  {
    slug: 'longest-increasing-subsequence',
    premium: true,
    title: 'Longest Increasing Subsequence',
    difficulty: 'hard',
    statement: 'Given $n$ integers, print the length of the longest strictly increasing subsequence.',
    inputFormat: 'The first line holds $n$. The second line holds $n$ integers.',
    outputFormat: 'One integer.',
    constraints: '$1 \\le n \\le 10^5$, $|a_i| \\le 10^9$',
    tests: [
      ['8\n10 9 2 5 3 7 101 18\n', '4\n', true],
      ['3\n3 2 1\n', '1\n', true],
      ['6\n1 2 2 3 3 4\n', '4\n', false],
    ],
    topics: ['dynamic-programming', 'binary-search'],
    companies: ['Initech'],
    hints: [
      'An $O(n^2)$ DP is too slow for $n = 10^5$.',
      'Keep, for each length, the smallest possible last element; it is sorted.',
    ],
    editorial:
      'Maintain `tails[k]`, the smallest last value of an increasing subsequence of length $k+1$. For each value, binary-search the first tail $\\ge x$ and replace it (or append). The answer is the number of tails. $O(n \\log n)$.',
    solutions: {
      python3:
        'from bisect import bisect_left\ninput()\ntails = []\nfor x in map(int, input().split()):\n    i = bisect_left(tails, x)\n    if i == len(tails):\n        tails.append(x)\n    else:\n        tails[i] = x\nprint(len(tails))\n',
      cpp: '#include <bits/stdc++.h>\nint main() {\n    int n; std::cin >> n;\n    std::vector<long long> tails;\n    for (int i = 0; i < n; i++) {\n        long long x; std::cin >> x;\n        auto it = std::lower_bound(tails.begin(), tails.end(), x);\n        if (it == tails.end()) tails.push_back(x); else *it = x;\n    }\n    std::cout << tails.size() << "\\n";\n}\n',
    },
  },
  {
    slug: 'connected-components',
    premium: true,
    title: 'Connected Components',
    difficulty: 'hard',
    statement:
      'An undirected graph has $n$ vertices numbered 1 to $n$ and $m$ edges. Print the number of connected components.',
    inputFormat: 'The first line holds $n$ and $m$. Each of the next $m$ lines holds an edge $u\\ v$.',
    outputFormat: 'One integer.',
    constraints: '$1 \\le n \\le 10^5$, $0 \\le m \\le 2 \\cdot 10^5$',
    tests: [
      ['5 3\n1 2\n2 3\n4 5\n', '2\n', true],
      ['3 0\n', '3\n', true],
      ['4 4\n1 2\n2 3\n3 4\n4 1\n', '1\n', false],
    ],
    topics: ['graphs', 'union-find'],
    companies: ['Northwind', 'Contoso'],
    hints: [
      'Start with $n$ components; each edge joining two different components removes one.',
      'A disjoint-set union tells whether two vertices are already joined.',
    ],
    editorial:
      'Union-find with path compression: start with $n$ components and decrement on every successful union. $O((n + m)\\,\\alpha(n))$.',
    solutions: {
      python3:
        'import sys\ndata = sys.stdin.read().split()\nn, m = int(data[0]), int(data[1])\nparent = list(range(n + 1))\ndef find(x):\n    while parent[x] != x:\n        parent[x] = parent[parent[x]]\n        x = parent[x]\n    return x\ncomponents = n\nfor i in range(m):\n    a, b = find(int(data[2 + 2 * i])), find(int(data[3 + 2 * i]))\n    if a != b:\n        parent[a] = b\n        components -= 1\nprint(components)\n',
      cpp: '#include <bits/stdc++.h>\nstd::vector<int> parent;\nint find(int x) { while (parent[x] != x) x = parent[x] = parent[parent[x]]; return x; }\nint main() {\n    int n, m; std::cin >> n >> m;\n    parent.resize(n + 1); std::iota(parent.begin(), parent.end(), 0);\n    int components = n;\n    for (int i = 0; i < m; i++) {\n        int a, b; std::cin >> a >> b; a = find(a); b = find(b);\n        if (a != b) { parent[a] = b; components--; }\n    }\n    std::cout << components << "\\n";\n}\n',
    },
  },
];

const MORE_PROBLEMS: DemoProblem[] = [
  {
    slug: 'maximum-of-an-array',
    title: 'Maximum of an Array',
    difficulty: 'easy',
    statement: 'Given $n$ integers, print the largest of them.',
    inputFormat: 'The first line holds $n$. The second line holds $n$ integers separated by spaces.',
    outputFormat: 'One line with the largest integer.',
    constraints: '$1 \\le n \\le 10^5$, $-10^9 \\le a_i \\le 10^9$',
    tests: [
      ['5\n3 9 -2 7 9\n', '9\n', true],
      ['1\n-5\n', '-5\n', true],
      ['4\n-1 -2 -3 -4\n', '-1\n', false],
      ['3\n1000000000 0 -1000000000\n', '1000000000\n', false],
    ],
    topics: ['arrays', 'math'],
    companies: ['Demo Company'],
    hints: [
      'Keep the largest value seen so far.',
      'Start from the first element, not from 0: all may be negative.',
    ],
    editorial:
      'Scan once, keeping the maximum so far; start from the first element since every value may be negative. $O(n)$.',
    solutions: {
      cpp: '#include <bits/stdc++.h>\nint main() {\n    int n; std::cin >> n;\n    long long best, x; std::cin >> best;\n    for (int i = 1; i < n; i++) { std::cin >> x; best = std::max(best, x); }\n    std::cout << best << "\\n";\n}\n',
      python3: 'input()\nprint(max(map(int, input().split())))\n',
      javascript:
        "const [n, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(Math.max(...a.slice(0, n)));\n",
      java: 'import java.util.*;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        int n = in.nextInt();\n        long best = in.nextLong();\n        for (int i = 1; i < n; i++) best = Math.max(best, in.nextLong());\n        System.out.println(best);\n    }\n}\n',
    },
  },
  {
    slug: 'reverse-the-words',
    title: 'Reverse the Words',
    difficulty: 'easy',
    statement: 'Given a line of words separated by single spaces, print the words in reverse order.',
    inputFormat: 'One line of words made of lowercase letters, separated by single spaces.',
    outputFormat: 'The same words in reverse order, separated by single spaces.',
    constraints: 'At most $10^4$ words; each word has at most 20 letters.',
    tests: [
      ['practice makes perfect\n', 'perfect makes practice\n', true],
      ['hello\n', 'hello\n', true],
      ['a b c d e\n', 'e d c b a\n', false],
    ],
    topics: ['strings', 'basic-io'],
    companies: [],
    hints: ['Split the line on spaces.'],
    editorial: 'Split on spaces, reverse the list, join with spaces. $O(L)$ for a line of length $L$.',
    solutions: {
      cpp: '#include <bits/stdc++.h>\nint main() {\n    std::vector<std::string> w; std::string s;\n    while (std::cin >> s) w.push_back(s);\n    for (size_t i = w.size(); i-- > 0;) std::cout << w[i] << (i ? " " : "\\n");\n}\n',
      python3: "print(' '.join(reversed(input().split())))\n",
      javascript:
        "console.log(require('fs').readFileSync(0, 'utf8').trim().split(' ').reverse().join(' '));\n",
      java: 'import java.util.*;\n\npublic class Main {\n    public static void main(String[] args) {\n        List<String> w = Arrays.asList(new Scanner(System.in).nextLine().trim().split(" "));\n        Collections.reverse(w);\n        System.out.println(String.join(" ", w));\n    }\n}\n',
    },
  },
  ...EXPLORE_PROBLEMS,
];

/**
 * Problem-page data of the demo world: details for the base seed's sum problem, nine more problems with
 * test files, and a month of daily problems. Runs inside the seed's transaction.
 */
export async function seedProblemData(db: Db, today: Date = new Date()): Promise<void> {
  const [setter] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'setter@demo.test'));
  const [sum] = await db.select().from(problems).where(eq(problems.slug, 'sum-of-two-numbers'));
  const all: {
    id: number;
    details: Omit<DemoProblem, 'slug' | 'title' | 'difficulty' | 'statement' | 'tests'>;
  }[] = [];
  /** The daily problem is for everyone, so it rotates through the free problems only. */
  const free: number[] = [];
  if (sum) free.push(sum.id);
  if (sum) all.push({ id: sum.id, details: SUM_DETAILS });

  for (const problem of MORE_PROBLEMS) {
    const [row] = await db
      .insert(problems)
      .values({
        slug: problem.slug,
        title: problem.title,
        statement: problem.statement,
        difficulty: problem.difficulty,
        isPublic: true,
        published: true,
        premium: problem.premium ?? false,
        timeLimits: { default: 1000 },
        createdBy: setter?.id ?? null,
      })
      .returning({ id: problems.id });
    await db.insert(problemTestFiles).values(
      demoTests(problem.slug, problem.tests).map(([input, output, isSample], index) => ({
        problemId: row!.id,
        n: index + 1,
        input,
        output,
        isSample,
      })),
    );
    all.push({ id: row!.id, details: problem });
    if (!problem.premium) free.push(row!.id);
  }

  for (const { id, details } of all) {
    await db.insert(problemDetails).values({
      problemId: id,
      inputFormat: details.inputFormat,
      outputFormat: details.outputFormat,
      constraints: details.constraints,
      templates,
      companies: details.companies,
      topics: details.topics,
      editorial: details.editorial,
      authorSolutions: details.solutions,
    });
    await db
      .insert(problemHints)
      .values(details.hints.map((content, index) => ({ problemId: id, hintNo: index + 1, content })));
  }

  await recordSeededChecks(db, all, today);

  // One problem a day in turn, from the demo world's first day through the seeding day, so today's
  // problem exists and the previous-problems list and every date filter have history.
  const firstDay = demoEpoch(today);
  await db.insert(problemsOfDay).values(
    Array.from({ length: DEMO_HISTORY_DAYS + 1 }, (_, day) => ({
      date: new Date(firstDay + day * 86_400_000).toISOString().slice(0, 10),
      problemId: free[day % free.length]!,
      rewardPoints: 10,
    })),
  );
}

/**
 * The check records a setter's upload would have left, dated the seeding day: every seeded test is
 * uploaded, passes the format check (run here, the same `validateTest` an upload runs) and is printed
 * exactly by the reference solution the authoring tool would pick (the first judge language with a
 * solution). The seed's tests and solutions are written together and `test/problem-authoring.test.ts` re-runs that
 * reference check on the judge, so the editor opens a seeded problem showing the truth, not "not
 * checked yet".
 */
async function recordSeededChecks(
  db: Db,
  seeded: { id: number; details: Pick<DemoProblem, 'solutions'> }[],
  today: Date,
): Promise<void> {
  for (const { id, details } of seeded) {
    const reference = JUDGE_LANGUAGES.find((language) => details.solutions[language]?.trim());
    const tests = await db.select().from(problemTestFiles).where(eq(problemTestFiles.problemId, id));
    await db.insert(problemTestFileOperations).values(
      tests.flatMap((test) => {
        const invalid = validateTest(test.input, test.output);
        return [
          { operation: 'upload' as const, status: 'done' as const, message: null },
          {
            operation: 'validate' as const,
            status: invalid ? ('failed' as const) : ('done' as const),
            message: invalid,
          },
          ...(reference
            ? [
                {
                  operation: 'generate_output' as const,
                  status: 'done' as const,
                  message: `The ${reference} reference solution prints this output.`,
                },
              ]
            : []),
        ].map((check) => ({ problemId: id, n: test.n, ...check, updatedAt: today }));
      }),
    );
  }
}
