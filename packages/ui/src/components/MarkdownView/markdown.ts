import katex from 'katex';
import { Marked, type TokenizerAndRendererExtension } from 'marked';
import { sanitizeHtml } from './sanitize';

function renderMath(tex: string, displayMode: boolean): string {
  // throwOnError false: a typo in an author's formula shows the source in red instead of breaking the page.
  return katex.renderToString(tex, { displayMode, throwOnError: false, output: 'htmlAndMathml' });
}

const blockMath: TokenizerAndRendererExtension = {
  name: 'blockMath',
  level: 'block',
  start: (src) => src.indexOf('$$'),
  tokenizer(src) {
    const match = /^\$\$([\s\S]+?)\$\$(?:\n+|$)/.exec(src);
    if (match) return { type: 'blockMath', raw: match[0], text: (match[1] ?? '').trim() };
    return undefined;
  },
  renderer: (token) => `${renderMath(String(token.text), true)}\n`,
};

const inlineMath: TokenizerAndRendererExtension = {
  name: 'inlineMath',
  level: 'inline',
  start: (src) => src.indexOf('$'),
  tokenizer(src) {
    const match = /^\$(?!\s)([^$\n]+?)(?<!\s)\$/.exec(src);
    if (match) return { type: 'inlineMath', raw: match[0], text: match[1] ?? '' };
    return undefined;
  },
  renderer: (token) => renderMath(String(token.text), false),
};

const markdown = new Marked({ gfm: true, async: false, extensions: [blockMath, inlineMath] });

/** Markdown (GitHub flavour, `$…$` and `$$…$$` maths) to sanitized HTML. */
export function markdownToHtml(source: string): string {
  // A code block wider than the page scrolls sideways; tabindex lets keyboard users scroll it too (WCAG 2.1.1).
  return sanitizeHtml(markdown.parse(source, { async: false })).replaceAll('<pre>', '<pre tabindex="0">');
}
