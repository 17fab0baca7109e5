import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HtmlView, MarkdownView } from './MarkdownView';

const statement = `## Two Sum

Given an array of integers \`nums\` and an integer \`target\`, return the indices of the two numbers that add up to \`target\`.

The answer runs in $O(n)$ time with a hash map, since for each $x$ we look up $t - x$.

$$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$$

| Input | Output |
| --- | --- |
| \`[2,7,11,15]\`, 9 | \`[0,1]\` |

\`\`\`python
def two_sum(nums, target):
    seen = {}
    for i, x in enumerate(nums):
        if target - x in seen:
            return [seen[target - x], i]
        seen[x] = i
\`\`\`

> Each input has exactly one solution.

<img src="x" onerror="alert('xss')" alt="Diagram of the array">
<script>alert('xss')</script>
`;

const meta = {
  title: 'Content/MarkdownView',
  tags: ['dark-theme'],
  component: MarkdownView,
  args: { markdown: statement },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof MarkdownView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A problem statement with code, a table and KaTeX maths; the script and the onerror are removed. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Two Sum' })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    // KaTeX is fetched once the text turns out to have maths; the first fetch in a fresh test server also transforms
    // the chunk, which takes longer than waitFor's one-second default.
    await waitFor(() => expect(canvasElement.querySelector('.katex')).not.toBeNull());
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Diagram of the array' })).not.toHaveAttribute('onerror');
  },
};

/**
 * Formulas the browser can set itself become MathML before the first paint: no KaTeX is fetched for them (ADR 0103).
 */
export const SimpleMaths: Story = {
  args: {
    markdown:
      'Given $n$ integers $a_1, a_2, \\ldots, a_n$ with $-10^9 \\le a_i \\le 10^9$, print $a_1 + a_n$.\n\n$$1 \\le n \\le 2 \\cdot 10^5$$\n',
  },
  play: async ({ canvasElement }) => {
    const formulas = canvasElement.querySelectorAll('math');
    await expect(formulas).toHaveLength(5);
    await expect(formulas[4]?.getAttribute('display')).toBe('block');
    await expect(formulas[2]?.getAttribute('alttext')).toBe('-10^9 \\le a_i \\le 10^9');
    // Laid out by the browser's MathML: the subscript sits lower than its base.
    const base = formulas[1]?.querySelector('msub > mi');
    const subscript = formulas[1]?.querySelector('msub > mn');
    await expect(subscript!.getBoundingClientRect().bottom).toBeGreaterThan(
      base!.getBoundingClientRect().bottom,
    );
    await expect(canvasElement.querySelector('.katex, .lf-math:not([data-typeset])')).toBeNull();
  },
};

/** Every way in for script that DOMPurify must close (checked in Chromium on each test run). */
export const Sanitization: Story = {
  render: () => (
    <HtmlView
      html={[
        '<p onclick="window.__xss = 1">Click text</p>',
        '<script>window.__xss = 1</script>',
        '<a href="javascript:window.__xss=1">Bad link</a>',
        '<img src="x" onerror="window.__xss = 1" alt="Broken image">',
        '<a href="https://example.org" target="_blank">New tab link</a>',
        '<iframe src="https://example.org" title="Embedded page"></iframe>',
        // A fake sign-in form or a page-wide style in a statement could phish or cover the real controls.
        '<form action="https://example.org/steal"><input name="password" aria-label="Password"><select aria-label="Pick"><option>a</option></select><textarea aria-label="Notes"></textarea><button>Sign in</button></form>',
        '<style>body { display: none }</style>',
      ].join('')}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Click text')).not.toHaveAttribute('onclick');
    await expect(canvasElement.querySelector('script, iframe')).toBeNull();
    await expect(canvasElement.querySelector('form, input, button, select, textarea, style')).toBeNull();
    await expect(canvas.getByText('Bad link')).not.toHaveAttribute('href');
    await expect(canvas.getByRole('img', { name: 'Broken image' })).not.toHaveAttribute('onerror');
    await expect(canvas.getByRole('link', { name: 'New tab link' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};

export const Html: Story = {
  render: () => (
    <HtmlView
      html={
        '<h2>About this course</h2><p>Learn <strong>graphs</strong> and <a href="javascript:alert(1)">dynamic programming</a>.</p><ul><li>42 lessons</li><li>120 problems</li></ul>'
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByText('dynamic programming');
    await expect(link).not.toHaveAttribute('href', 'javascript:alert(1)');
  },
};

/** Fenced code blocks are coloured by a highlighter loaded on demand; unknown languages stay plain. */
export const HighlightedCode: Story = {
  args: {
    markdown: [
      '```cpp',
      '#include <vector>',
      'int sum(const std::vector<int>& v) { int s = 0; for (int x : v) s += x; return s; } // total',
      '```',
      '',
      '```java',
      'public static int twice(int n) { return 2 * n; }',
      '```',
      '',
      '```text',
      'plain output 42',
      '```',
    ].join('\n'),
  },
  play: async ({ canvasElement }) => {
    // The highlighter is a lazy chunk: give it time to load on a busy machine.
    await waitFor(() => expect(canvasElement.querySelectorAll('code.hljs')).toHaveLength(2));
    await expect(canvasElement.querySelector('code.language-cpp .hljs-keyword')).not.toBeNull();
    await expect(canvasElement.querySelector('code.language-text span')).toBeNull();
  },
};
