import 'katex/dist/katex.min.css';
import katex from 'katex';
import { MATH_CLASS } from './markdown';

/** Typesets the formulas `markdownToHtml` marked inside `root`, each once. */
export function typesetMath(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement>(`.${MATH_CLASS}:not([data-typeset])`)) {
    const tex = element.textContent ?? '';
    // throwOnError false: a typo in an author's formula shows the source in red instead of breaking the page.
    katex.render(tex, element, {
      displayMode: element.dataset.display === 'true',
      throwOnError: false,
      output: 'htmlAndMathml',
    });
    element.dataset.typeset = 'true';
  }
}
