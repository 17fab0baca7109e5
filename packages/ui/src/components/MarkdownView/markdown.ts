import { Marked, type TokenizerAndRendererExtension } from 'marked';
import { sanitizeHtml } from './sanitize';

/** Marks a formula for `typesetMath`; until KaTeX arrives (its own chunk) the TeX source shows as text. */
export const MATH_CLASS = 'lf-math';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function renderMath(tex: string, displayMode: boolean): string {
  // KaTeX is a third of the problem page's script: it is fetched only for text that has maths (issue 15).
  return displayMode
    ? `<div class="${MATH_CLASS}" data-display="true">${escapeHtml(tex)}</div>`
    : `<span class="${MATH_CLASS}">${escapeHtml(tex)}</span>`;
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

/** Markdown (GitHub flavour, `$…$` and `$$…$$` maths, typeset later by `typesetMath`) to sanitized HTML. */
export function markdownToHtml(source: string): string {
  // A code block wider than the page scrolls sideways; tabindex lets keyboard users scroll it too (WCAG 2.1.1).
  return sanitizeHtml(markdown.parse(source, { async: false })).replaceAll('<pre>', '<pre tabindex="0">');
}
