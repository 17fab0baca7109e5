import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { problemDetails, problemHints, problems, problemsOfDay, problemTestFiles, users } from '../db/schema';

type Language = 'cpp' | 'python3' | 'javascript' | 'java';

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
  solutions: Record<Language, string>;
}

const templates: Record<Language, string> = {
  cpp: '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    \n    return 0;\n}\n',
  python3: 'import sys\n\n\ndef main():\n    data = sys.stdin.read().split()\n    \n\n\nmain()\n',
  javascript: "const data = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/);\n\n",
  java: 'import java.util.*;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        \n    }\n}\n',
};

/** Formats, tags, hints, editorial and solutions of the demo problem the base seed creates. */
const SUM_DETAILS = {
  inputFormat: '',
  outputFormat: '',
  constraints: '',
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
];

/**
 * Problem-page data of the demo world: details for the base seed's sum problem, two more problems with
 * test files, and a month of daily problems. Runs inside the seed's transaction.
 */
export async function seedProblemData(db: Db): Promise<void> {
  const [setter] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'setter@demo.test'));
  const [sum] = await db.select().from(problems).where(eq(problems.slug, 'sum-of-two-numbers'));
  const all: { id: number; details: typeof SUM_DETAILS }[] = [];
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
        timeLimits: { default: 1000 },
        createdBy: setter?.id ?? null,
      })
      .returning({ id: problems.id });
    await db.insert(problemTestFiles).values(
      problem.tests.map(([input, output, isSample], index) => ({
        problemId: row!.id,
        n: index + 1,
        input,
        output,
        isSample,
      })),
    );
    all.push({ id: row!.id, details: problem });
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

  // January 2026, one problem a day in turn, so the previous-problems list has history.
  const firstDay = Date.UTC(2026, 0, 5);
  await db.insert(problemsOfDay).values(
    Array.from({ length: 28 }, (_, day) => ({
      date: new Date(firstDay + day * 86_400_000).toISOString().slice(0, 10),
      problemId: all[day % all.length]!.id,
      rewardPoints: 10,
    })),
  );
}
