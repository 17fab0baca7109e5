import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudge, type Judge, type JudgeLanguage, type JudgeLimits, type Verdict } from './index';

/**
 * Real submissions in each language through the real sandbox: one program per verdict. Durations are
 * never asserted; a time limit is recognised by its verdict only.
 */

interface Case {
  verdict: Verdict;
  source: string;
  limits?: JudgeLimits;
}

const sumTests = [
  { input: '1 2\n', expected: '3\n', visible: true },
  { input: '40 2\n', expected: '42\n', visible: false },
];
const quick: JudgeLimits = { timeMs: 400, memoryMb: 128, outputBytes: 64 * 1024 };
const roomy: JudgeLimits = { timeMs: 2000, memoryMb: 128, outputBytes: 64 * 1024 };

const cases: Record<JudgeLanguage, Record<string, Case>> = {
  cpp: {
    correct: {
      verdict: 'correct',
      source: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}',
    },
    'wrong answer': {
      verdict: 'wrong_answer',
      source: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b+1<<"\\n";}',
    },
    'compile error': { verdict: 'compile_error', source: 'int main() { return undeclared_value; }' },
    'runtime error': {
      verdict: 'runtime_error',
      source: '#include <vector>\nint main(){std::vector<int> v;return v.at(5);}',
    },
    'time limit': {
      verdict: 'time_limit',
      source: 'int main(){volatile unsigned long long i=0;for(;;)i++;}',
      limits: quick,
    },
    'memory limit': {
      verdict: 'memory_limit',
      source:
        '#include <cstring>\n#include <vector>\nint main(){std::vector<char*> v;for(;;){char*p=new char[1<<20];std::memset(p,1,1<<20);v.push_back(p);}}',
      limits: roomy,
    },
    'output flood': {
      verdict: 'output_limit',
      source: '#include <cstdio>\nint main(){for(;;)std::puts("spam spam spam");}',
      limits: quick,
    },
  },
  python: {
    correct: { verdict: 'correct', source: 'a, b = map(int, input().split())\nprint(a + b)' },
    'wrong answer': { verdict: 'wrong_answer', source: 'a, b = map(int, input().split())\nprint(a * b)' },
    'compile error': { verdict: 'compile_error', source: 'print(1 +\n' },
    'runtime error': { verdict: 'runtime_error', source: 'raise ValueError("boom")' },
    'time limit': { verdict: 'time_limit', source: 'while True:\n    pass', limits: quick },
    'memory limit': {
      verdict: 'memory_limit',
      source: 'hog = []\nwhile True:\n    hog.append(bytearray(1 << 20))',
      limits: roomy,
    },
    'output flood': {
      verdict: 'output_limit',
      source: 'while True:\n    print("spam " * 10)',
      limits: quick,
    },
  },
  javascript: {
    correct: {
      verdict: 'correct',
      source:
        'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\nconsole.log(a + b);',
    },
    'wrong answer': {
      verdict: 'wrong_answer',
      source:
        'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/);\nconsole.log(a + b);',
    },
    'compile error': { verdict: 'compile_error', source: 'function broken( {\n  return 1;\n}' },
    'runtime error': { verdict: 'runtime_error', source: 'throw new Error("boom");' },
    'time limit': { verdict: 'time_limit', source: 'for (;;) {}', limits: quick },
    'memory limit': {
      verdict: 'memory_limit',
      source: 'const hog = [];\nfor (;;) hog.push(new Array(1e6).fill(1.5));',
      limits: roomy,
    },
    'output flood': {
      verdict: 'output_limit',
      source: 'for (;;) console.log("spam spam spam");',
      limits: quick,
    },
  },
  java: {
    correct: {
      verdict: 'correct',
      source:
        'import java.util.*;\npublic class Main { public static void main(String[] args) { Scanner in = new Scanner(System.in); System.out.println(in.nextLong() + in.nextLong()); } }',
    },
    'wrong answer': {
      verdict: 'wrong_answer',
      source:
        'import java.util.*;\npublic class Main { public static void main(String[] args) { Scanner in = new Scanner(System.in); System.out.println(in.nextLong() - in.nextLong()); } }',
    },
    'compile error': {
      verdict: 'compile_error',
      source: 'public class Main { public static void main(String[] args) { int x = "text" } }',
    },
    'runtime error': {
      verdict: 'runtime_error',
      source:
        'public class Main { public static void main(String[] args) { throw new IllegalStateException("boom"); } }',
    },
    'time limit': {
      verdict: 'time_limit',
      source:
        'public class Main { public static void main(String[] args) { long i = 0; while (true) { i++; } } }',
      limits: quick,
    },
    'memory limit': {
      verdict: 'memory_limit',
      source:
        'import java.util.*;\npublic class Main { public static void main(String[] args) { List<long[]> hog = new ArrayList<>(); while (true) hog.add(new long[1 << 20]); } }',
      limits: roomy,
    },
    'output flood': {
      verdict: 'output_limit',
      source:
        'public class Main { public static void main(String[] args) { while (true) System.out.println("spam spam"); } }',
      limits: quick,
    },
  },
};

let judge: Judge;

beforeAll(() => {
  judge = createJudge({ workers: 2, queueLimit: 64 });
});

afterAll(async () => {
  await judge.close();
});

describe.concurrent.each(Object.entries(cases))('%s submissions', (language, byName) => {
  it.each(Object.entries(byName))('%s', async (_name, { verdict, source, limits }) => {
    const result = await judge.judge({
      language: language as JudgeLanguage,
      source,
      tests: sumTests,
      limits,
    });
    expect(result.verdict).toBe(verdict);
    if (verdict === 'correct') {
      expect(result.passed).toBe(2);
      expect(result.failedTest).toBeNull();
      expect(result.tests.map((test) => test.verdict)).toEqual(['correct', 'correct']);
    } else if (verdict === 'compile_error') {
      expect(result.compileOutput.length).toBeGreaterThan(0);
      expect(result.tests).toEqual([]);
    } else {
      expect(result.failedTestIndex).toBe(0);
      expect(result.failedTest).toMatchObject({ index: 0, input: '1 2\n', expected: '3\n' });
    }
  });
});

describe('what the learner is shown', () => {
  it('names the failing visible test with what the program printed', async () => {
    const result = await judge.judge({
      language: 'python',
      source: 'a, b = map(int, input().split())\nprint(a - b)',
      tests: sumTests,
    });
    expect(result.verdict).toBe('wrong_answer');
    expect(result.failedTest).toEqual({ index: 0, input: '1 2\n', expected: '3\n', got: '-1\n' });
    expect(result.tests[0]?.cpuMs).toBeGreaterThanOrEqual(0);
  });

  it('keeps a hidden failing test hidden', async () => {
    const result = await judge.judge({
      language: 'python',
      source: 'a, b = map(int, input().split())\nprint(3 if a == 1 else 0)',
      tests: sumTests,
    });
    expect(result.verdict).toBe('wrong_answer');
    expect(result.passed).toBe(1);
    expect(result.failedTestIndex).toBe(1);
    expect(result.failedTest).toBeNull();
  });

  it("gives the compiler's message for a syntax error", async () => {
    const cpp = await judge.judge({
      language: 'cpp',
      source: 'int main() { return undeclared_value; }',
      tests: sumTests,
    });
    expect(cpp.compileOutput).toContain('undeclared_value');
    const python = await judge.run({ language: 'python', source: 'print(1 +\n', stdin: '' });
    expect(python.status).toBe('compile_error');
    expect(python.compileOutput).toContain('SyntaxError');
  });

  it('runs custom input once and returns what the program printed', async () => {
    const result = await judge.run({
      language: 'javascript',
      source: 'process.stdout.write(require("fs").readFileSync(0, "utf8").toUpperCase());',
      stdin: 'hello judge',
    });
    expect(result).toMatchObject({ status: 'ok', stdout: 'HELLO JUDGE', exitCode: 0 });
  });

  it('ignores trailing spaces and blank lines when comparing', async () => {
    const result = await judge.judge({
      language: 'python',
      source: 'a, b = map(int, input().split())\nprint(a + b, end="   \\n\\n\\n")',
      tests: sumTests,
    });
    expect(result.verdict).toBe('correct');
  });
});
