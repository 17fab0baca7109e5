import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';
import { texToMathTree, typesetNativeMath } from './nativeMath';

/** The tree as compact text: tag(children) or tag:text. */
function shape(tex: string, display = false): string | null {
  const tree = texToMathTree(tex, display);
  const write = (node: NonNullable<typeof tree>): string =>
    node.text !== undefined
      ? `${node.tag}:${node.text}`
      : `${node.tag}(${(node.children ?? []).map(write).join(' ')})`;
  return tree && write(tree);
}

describe('texToMathTree', () => {
  it('reads the formulas statements are made of', () => {
    expect(shape('a + b')).toBe('math(mrow(mi:a mo:+ mi:b))');
    expect(shape('1 \\le n \\le 10^5')).toBe('math(mrow(mn:1 mo:≤ mi:n mo:≤ msup(mn:10 mn:5)))');
    expect(shape('-10^{18} \\leq a_i')).toBe('math(mrow(mo:− msup(mn:10 mrow(mn:18)) mo:≤ msub(mi:a mi:i)))');
    expect(shape('O(n \\log n)')).toBe('math(mrow(mi:O mo:( mi:n mi:log mi:n mo:)))');
    expect(shape('x_{i+1}^2')).toBe('math(mrow(msubsup(mi:x mrow(mi:i mo:+ mn:1) mn:2)))');
    expect(shape('\\alpha \\cdot 2.5 \\ne \\infty')).toBe('math(mrow(mi:α mo:⋅ mn:2.5 mo:≠ mi:∞))');
    expect(shape('\\text{for all } i')).toBe('math(mrow(mtext:for all  mi:i))');
  });

  it('marks a display formula as a block and keeps the TeX as its text alternative', () => {
    expect(texToMathTree('a < b', true)?.attributes).toEqual({ display: 'block', alttext: 'a < b' });
    expect(texToMathTree('a < b', false)?.attributes).toEqual({ alttext: 'a < b' });
  });

  it('leaves to KaTeX what it does not know', () => {
    for (const tex of [
      '\\frac{n(n+1)}{2}',
      '\\sum_{i=1}^{n} i',
      '\\sqrt{n}',
      '\\left( a \\right)',
      'a & b',
      'a^{b',
      'x^2^3',
      "f'(x)",
      '\\unknown',
      '',
    ])
      expect(shape(tex), tex).toBeNull();
  });
});

describe('typesetNativeMath', () => {
  function statement(markdown: string): HTMLElement {
    const root = document.createElement('div');
    root.innerHTML = markdownToHtml(markdown);
    return root;
  }

  it('sets every formula of a statement as MathML when all are simple', () => {
    const root = statement('Given $a$ and $b$, print $a + b$.\n\n$$1 \\le a, b \\le 10^9$$\n');
    expect(typesetNativeMath(root)).toBe(true);
    const formulas = root.querySelectorAll('math');
    expect(formulas).toHaveLength(4);
    expect(formulas[2]?.textContent).toBe('a+b');
    expect(formulas[3]?.getAttribute('display')).toBe('block');
    expect(root.querySelectorAll('.lf-math:not([data-typeset])')).toHaveLength(0);
  });

  it('changes nothing when one formula needs KaTeX, so a statement keeps one look for its maths', () => {
    const root = statement('Given $n$, print $\\frac{n(n+1)}{2}$.');
    expect(typesetNativeMath(root)).toBe(false);
    expect(root.querySelector('math')).toBeNull();
    expect(root.querySelectorAll('.lf-math:not([data-typeset])')).toHaveLength(2);
  });

  it('writes the formula as text, never as markup', () => {
    const root = statement('$\\text{<img src=x onerror=alert(1)>}$');
    expect(typesetNativeMath(root)).toBe(true);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('mtext')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
