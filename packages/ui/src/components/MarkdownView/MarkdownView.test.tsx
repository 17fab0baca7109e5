import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';

// Rendering and sanitization are asserted in MarkdownView.stories.tsx, which runs in Chromium: DOMPurify relies on a
// browser's HTML parser, and happy-dom's differs enough that results here would prove nothing.

describe('markdownToHtml', () => {
  it('marks inline and block maths for KaTeX, keeping the TeX as text until it is typeset', () => {
    const html = markdownToHtml('Cost is $O(n)$.\n\n$$a^2 < b^2$$\n');
    expect(html).toContain('<span class="lf-math">O(n)</span>');
    expect(html).toContain('<div class="lf-math" data-display="true">a^2 &lt; b^2</div>');
  });

  it('leaves a lone dollar sign alone', () => {
    expect(markdownToHtml('Costs $5 today')).toContain('Costs $5 today');
  });
});
