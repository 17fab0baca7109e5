import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';

// Rendering and sanitization are asserted in MarkdownView.stories.tsx, which runs in Chromium: DOMPurify relies on a
// browser's HTML parser, and happy-dom's differs enough that results here would prove nothing.

describe('markdownToHtml', () => {
  it('typesets inline and block maths with KaTeX', () => {
    const html = markdownToHtml('Cost is $O(n)$.\n\n$$a^2 + b^2 = c^2$$\n');
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
  });

  it('leaves a lone dollar sign alone', () => {
    expect(markdownToHtml('Costs $5 today')).toContain('Costs $5 today');
  });
});
