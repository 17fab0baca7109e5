import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { savedCodeKey } from '../hooks/use-saved-code';
import { ProblemPage } from './problem-page';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const user = {
  id: 7,
  handle: 'asha',
  name: 'Asha Learner',
  email: 'learner@demo.test',
  roles: ['learner'],
  premiumPlanId: null,
  organization: null,
};

const problem = {
  probData: {
    id: 1,
    slug: 'sum-of-two-numbers',
    title: 'Sum of Two Numbers',
    difficulty: 'basic',
    tags: ['math'],
    accuracy: 50,
    status: -1,
    statement: 'Given two integers $a$ and $b$, print $a + b$.\n\n### Input\nTwo integers.',
    input_format: '',
    output_format: '',
    constraints: '',
    samples: [{ input: '2 3\n', output: '5\n' }],
    languages: ['cpp', 'python3', 'javascript', 'java'],
    templates: { python3: 'import sys\n' },
    is_public: true,
    time_limit_ms: 2000,
    memory_limit_mb: 256,
    ai_available: true,
    premium: false,
    locked: false,
  },
  metaData: { problemUserScore: 0, solvedProblemId: null, userEntityId: null, drafts: {} },
};

function result(verdict: string, results: unknown[] = []) {
  return {
    submission_id: 41,
    status: 'done',
    verdict,
    tests_passed: verdict === 'correct' ? 5 : 0,
    tests_total: 5,
    time_ms: 12,
    memory_kb: 8000,
    compiler_output: null,
    results,
    problem_status: verdict === 'correct' ? 1 : 0,
    score: verdict === 'correct' ? 1 : 0,
    daily_points: 0,
  };
}

const recommendations = {
  problems: {
    basis: 'history',
    items: [
      {
        slug: 'fizz-buzz',
        title: 'Fizz Buzz',
        difficulty: 'basic',
        premium: false,
        reason: 'Because you solved Count the Vowels (strings)',
      },
    ],
  },
  courses: { basis: 'history', items: [] },
};

function renderProblem(routes: Record<string, { status?: number; body: unknown }> = {}) {
  return renderScreen(
    <Routes>
      <Route path="/problems/:slug/1" element={<ProblemPage />} />
    </Routes>,
    {
      path: '/problems/sum-of-two-numbers/1',
      routes: {
        'GET /api/auth/session': { body: { user } },
        'GET /api/latest/problems/sum-of-two-numbers/': { body: problem },
        'GET /api/latest/recommendations/': { body: recommendations },
        'POST /api/latest/problems/sum-of-two-numbers/submit/compile/': {
          body: { submission_id: 41, status: 'queued' },
        },
        'POST /api/latest/problems/sum-of-two-numbers/compile-run/compile/': {
          body: { submission_id: 42, status: 'queued' },
        },
        ...routes,
      },
    },
  );
}

describe('ProblemPage', () => {
  it('shows the statement and the examples', async () => {
    renderProblem();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sum of Two Numbers' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Input' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Example 1' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Description', selected: true })).toBeDefined();
    // Beside the statement, what to solve next and why.
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    expect((await within(recommended).findByRole('link', { name: 'Fizz Buzz' })).getAttribute('href')).toBe(
      '/problems/fizz-buzz/1',
    );
    expect(recommended.textContent).toContain('Because you solved Count the Vowels (strings)');
    // The maths is typeset, not left as its $...$ source.
    expect(screen.getByRole('tabpanel', { name: 'Description' }).textContent).not.toContain('$');
  });

  it('restores the code saved for this problem and language, and starts other languages from their template', async () => {
    window.localStorage.setItem(savedCodeKey('sum-of-two-numbers', 'cpp'), 'int main() { return 0; }');
    renderProblem();
    const editor = await screen.findByRole('textbox', { name: 'Code editor' });
    expect(editor.textContent).toBe('int main() { return 0; }');
    expect(screen.getByText('Saved')).toBeDefined();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'python3');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Code editor' }).textContent).toBe('import sys'),
    ); // The language chosen is remembered for this problem, so a reload reopens it.
    cleanup();
    renderProblem();
    expect(((await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement).value).toBe(
      'python3',
    );
  }, 15_000);

  it('submits, polls the result and shows the verdict', async () => {
    const { calls } = renderProblem({
      'POST /api/latest/problems/submission/submit/result/': { body: result('correct') },
    });
    window.localStorage.setItem(savedCodeKey('sum-of-two-numbers', 'cpp'), 'int main() {}');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Correct')).toBeDefined();
    expect(screen.getByText('5 of 5 tests passed')).toBeDefined();
    expect(calls).toContain('POST /api/latest/problems/submission/submit/result/');
  });

  it('shows the first failing example as expected against your output', async () => {
    renderProblem({
      'POST /api/latest/problems/submission/submit/result/': {
        body: result('wrong', [{ input: '2 3\n', expected_output: '5\n', output: '-1\n', passed: false }]),
      },
    });
    window.localStorage.setItem(savedCodeKey('sum-of-two-numbers', 'cpp'), 'int main() {}');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Wrong answer')).toBeDefined();
    expect(screen.getByRole('figure', { name: 'Expected output' }).textContent).toContain('5');
    expect(screen.getByRole('figure', { name: 'Your output' }).textContent).toContain('-1');
  });

  it('tells the learner when the judge cannot take the run', async () => {
    renderProblem({
      'POST /api/latest/problems/sum-of-two-numbers/compile-run/compile/': {
        status: 429,
        body: { error: { code: 'queue_full', message: 'The judge is busy. Try again in a moment.' } },
      },
    });
    window.localStorage.setItem(savedCodeKey('sum-of-two-numbers', 'cpp'), 'int main() {}');
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The judge is busy. Try again in a moment.');
  });

  it('lists my submissions and shows the code of one', async () => {
    const submission = {
      id: 41,
      problem_id: 1,
      handle: 'asha',
      language: 'python3',
      verdict: 'wrong',
      score: 0,
      tests_passed: 0,
      tests_total: 5,
      time_ms: 12,
      memory_kb: 8000,
      created_at: '2026-11-26T01:00:00.000Z',
    };
    renderProblem({
      'GET /api/latest/problems/1/submissions/': {
        body: { submissions: [submission], last_submission_key: null, last_submission_key_time: null },
      },
      'GET /api/latest/problems/submissions/41/': {
        body: { ...submission, code: 'print(a - b)', compiler_output: null, first_failing_test: null },
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'My submissions' }));
    const table = await screen.findByRole('table', { name: 'My submissions' });
    expect(table.textContent).toContain('Wrong answer');
    await userEvent.click(screen.getByRole('button', { name: 'Show code' }));
    const code = await screen.findByRole('textbox', { name: 'Code of submission 41' });
    expect(code.textContent).toBe('print(a - b)');
  });

  it("shows the AI tutor's hint about the code in the editor", async () => {
    const { calls } = renderProblem({
      'POST /api/latest/problems/sum-of-two-numbers/ai/suggestion/': {
        body: { suggestion: 'You **subtract**; the problem asks for the sum.' },
      },
    });
    window.localStorage.setItem(savedCodeKey('sum-of-two-numbers', 'cpp'), 'int main() {}');
    await userEvent.click(await screen.findByRole('button', { name: 'Ask AI for a hint' }));
    expect((await screen.findByText('subtract')).tagName).toBe('STRONG');
    expect(calls).toContain('POST /api/latest/problems/sum-of-two-numbers/ai/suggestion/');
  });

  it('offers no AI hint when the server has no AI provider', async () => {
    renderProblem({
      'GET /api/latest/problems/sum-of-two-numbers/': {
        body: { ...problem, probData: { ...problem.probData, ai_available: false } },
      },
    });
    window.localStorage.setItem(savedCodeKey('sum-of-two-numbers', 'cpp'), 'int main() {}');
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Ask AI for a hint' })).toBeNull();
  });

  it('names a Python parse failure a syntax error, not a compilation error', async () => {
    renderProblem({
      'POST /api/latest/problems/submission/submit/result/': {
        body: { ...result('compile_error'), compiler_output: 'SyntaxError: invalid syntax' },
      },
    });
    window.localStorage.setItem(savedCodeKey('sum-of-two-numbers', 'python3'), 'print(1 +');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'python3');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Syntax error')).toBeDefined();
    expect(screen.queryByText('Compilation error')).toBeNull();
  });

  it('shows the memory limit and the peak on a memory-limit verdict', async () => {
    renderProblem({
      'POST /api/latest/problems/submission/submit/result/': {
        body: { ...result('memory_limit'), memory_kb: 300 * 1024 },
      },
    });
    window.localStorage.setItem(savedCodeKey('sum-of-two-numbers', 'cpp'), 'int main() {}');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Memory limit exceeded')).toBeDefined();
    expect(screen.getByText('Peak memory 300 MB (limit 256 MB)')).toBeDefined();
  });

  it('counts the problem-of-the-day points it promised, beside the problem’s own point', async () => {
    renderProblem({
      'POST /api/latest/problems/submission/submit/result/': {
        body: { ...result('correct'), daily_points: 10 },
      },
    });
    window.localStorage.setItem(savedCodeKey('sum-of-two-numbers', 'cpp'), 'int main() {}');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('+1 point')).toBeDefined();
    expect(screen.getByText('+10 points for the problem of the day')).toBeDefined();
  });

  it('keeps the last verdict after a reload, and moves focus to the verdict when judging ends', async () => {
    window.localStorage.setItem(savedCodeKey('sum-of-two-numbers', 'cpp'), 'int main() {}');
    renderProblem({
      'GET /api/latest/problems/1/submissions/latest/': {
        body: {
          submission: {
            id: 40,
            problem_id: 1,
            handle: 'asha',
            language: 'cpp',
            verdict: 'wrong',
            score: 0,
            tests_passed: 3,
            tests_total: 12,
            time_ms: 4,
            memory_kb: 3000,
            created_at: '2026-11-26T01:00:00.000Z',
            code: 'int main() {}',
            compiler_output: null,
            first_failing_test: null,
          },
        },
      },
      'POST /api/latest/problems/submission/submit/result/': { body: result('correct') },
    });
    const panel = await screen.findByRole('region', { name: 'Result' });
    expect(await within(panel).findByText('Wrong answer')).toBeDefined();
    expect(within(panel).getByText('3 of 12 tests passed')).toBeDefined();
    expect(within(panel).getByText(/Your last submission/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(panel).findByText('Correct')).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Result' })));
  });

  it("submits with Ctrl+Enter and runs with Ctrl+' from the editor", async () => {
    const { calls } = renderProblem({
      'POST /api/latest/problems/submission/submit/result/': { body: result('correct') },
      'POST /api/latest/problems/submission/compile-run/result/': { body: result('correct') },
    });
    window.localStorage.setItem(savedCodeKey('sum-of-two-numbers', 'cpp'), 'int main() {}');
    const editor = await screen.findByRole('textbox', { name: 'Code editor' });
    // Key presses are sent to the editor as events: focusing CodeMirror in happy-dom moves the
    // selection inside an editor update, which CodeMirror refuses with an uncaught error.
    fireEvent.keyDown(editor, { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(calls).toContain('POST /api/latest/problems/sum-of-two-numbers/submit/compile/'),
    );
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+Enter',
    );
    await screen.findByText('Correct');
    fireEvent.keyDown(editor, { key: "'", ctrlKey: true });
    await waitFor(() =>
      expect(calls).toContain('POST /api/latest/problems/sum-of-two-numbers/compile-run/compile/'),
    );
  });

  it('lets a problem setter add a company tag and shows it', async () => {
    let companies = ['Demo Company'];
    const meta = () => ({
      problem_id: 1,
      submissions_count: 3,
      accuracy: 50,
      companies,
      topics: ['math'],
      bookmarked: false,
      status: -1,
    });
    renderScreen(
      <Routes>
        <Route path="/problems/:slug/1" element={<ProblemPage />} />
      </Routes>,
      {
        path: '/problems/sum-of-two-numbers/1',
        routes: {
          'GET /api/auth/session': { body: { user: { ...user, roles: ['problem_setter'] } } },
          'GET /api/latest/problems/sum-of-two-numbers/': { body: problem },
          // Getters: the fake server answers with the tags as they are at the time of the call.
          get 'GET /api/latest/problems/sum-of-two-numbers/metainfo/'() {
            return { body: meta() };
          },
          get 'POST /api/latest/problems/company-tag/add/'() {
            companies = [...companies, 'Globex'];
            return { body: { message: 'Added the company tag Globex.' } };
          },
        },
      },
    );
    const info = await screen.findByRole('complementary', { name: 'About this problem' });
    expect(await within(info).findByText('Demo Company')).toBeDefined();
    await userEvent.type(await within(info).findByRole('textbox', { name: 'Company' }), 'Globex');
    await userEvent.click(within(info).getByRole('button', { name: 'Add company tag' }));
    expect(await within(info).findByText('Added the company tag Globex.')).toBeDefined();
    expect(await within(info).findByText('Demo Company, Globex')).toBeDefined();
  });

  it("shows my streak and the time left in my day on today's daily problem", async () => {
    const { calls } = renderProblem({
      'GET /api/latest/problems-of-day/problem/today/': {
        body: {
          results: {
            date: '2026-11-26',
            problem_id: 1,
            slug: 'sum-of-two-numbers',
            title: 'Sum of Two Numbers',
            difficulty: 'basic',
            reward_points: 10,
            status: 1,
          },
          date: '2026-11-26',
          current_date: '2026-11-26T04:00:00.000Z',
        },
      },
      'GET /api/latest/problems-of-day/my-pod-profile/': {
        body: {
          time_zone: 'America/Los_Angeles',
          today: '2026-11-25',
          solved_today: true,
          day_ends_at: new Date(Date.now() + (5 * 3600 + 30 * 60) * 1000).toISOString(),
          current_streak: 1,
          longest_streak: 4,
          solved_count: 6,
          reward_points: 60,
        },
      },
    });
    const daily = await screen.findByRole('region', { name: 'Problem of the day' });
    expect(await within(daily).findByText('1 day')).toBeDefined();
    expect(within(daily).getByText('4 days')).toBeDefined();
    expect(
      within(daily).getByRole('timer', { name: 'Solved today; next day starts in' }).textContent,
    ).toMatch(/5 hours, (29|30) minutes/);
    expect(calls.some((call) => call.startsWith('GET /api/latest/problems-of-day/my-pod-profile/?tz='))).toBe(
      true,
    );
  });

  it('shows no company tag form to a learner', async () => {
    renderProblem({
      'GET /api/latest/problems/sum-of-two-numbers/metainfo/': {
        body: {
          problem_id: 1,
          submissions_count: 3,
          accuracy: 50,
          companies: ['Demo Company'],
          topics: [],
          bookmarked: false,
          status: -1,
        },
      },
    });
    expect(await screen.findByText('Demo Company')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add company tag' })).toBeNull();
  });
});

describe('a premium problem without premium', () => {
  it('shows what the problem is and the way to premium, never the statement or the editor', async () => {
    renderProblem({
      'GET /api/latest/problems/sum-of-two-numbers/': {
        body: {
          ...problem,
          probData: {
            ...problem.probData,
            premium: true,
            locked: true,
            statement: '',
            samples: [],
            templates: {},
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'This is a premium problem' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Sum of Two Numbers' })).toBeDefined();
    expect(screen.getByText('Premium')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Get premium to unlock it' }).getAttribute('href')).toBe(
      '/premium/checkout/',
    );
    expect(screen.queryByRole('button', { name: /^Submit/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Description' })).toBeNull();
  });
});
