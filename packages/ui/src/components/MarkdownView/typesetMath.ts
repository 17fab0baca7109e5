import 'katex/dist/katex.min.css';
import katex from 'katex';
import { MATH_CLASS } from './markdown';

/** Typesets the formulas `markdownToHtml` marked inside `root`, each once. */
export function typesetMath(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement>(`.${MATH_CLASS}:not([data-typeset])`)) {
    const tex = element.textContent ?? '';
    try {
      // throwOnError false: a typo in an author's formula shows the source in red instead of breaking the page.
      katex.render(tex, element, {
        displayMode: element.dataset.display === 'true',
        throwOnError: false,
        output: 'htmlAndMathml',
      });
    } catch {
      // KaTeX still throws where it cannot typeset at all (a document in quirks mode, as in component tests):
      // the formula keeps its TeX source rather than failing the page with an unhandled rejection.
    }
    element.dataset.typeset = 'true';
  }
}
