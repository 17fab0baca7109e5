import { MATH_CLASS } from './markdown';

/**
 * The formulas most statements hold (`$a + b$`, `$1 \le n \le 10^5$`, `$a_i$`, `$O(n \log n)$`) as MathML,
 * which every current browser lays out itself: no KaTeX (75 KiB of script, 42 KiB of fonts) for them
 * (ADR 0103). Anything outside this small part of TeX (fractions, roots, sums with limits, matrices,
 * `\left…\right`, unknown commands) returns null, and the caller typesets the text with KaTeX instead.
 */

interface MathNode {
  tag: string;
  text?: string;
  attributes?: Record<string, string>;
  children?: MathNode[];
}

const MATHML = 'http://www.w3.org/1998/Math/MathML';

const GREEK_LETTERS: Record<string, string> = {
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ϵ',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  vartheta: 'ϑ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  upsilon: 'υ',
  phi: 'ϕ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Xi: 'Ξ',
  Pi: 'Π',
  Sigma: 'Σ',
  Upsilon: 'Υ',
  Phi: 'Φ',
  Psi: 'Ψ',
  Omega: 'Ω',
};

/** Commands that stand for one operator or relation. */
const OPERATORS: Record<string, string> = {
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  lt: '<',
  gt: '>',
  times: '×',
  cdot: '⋅',
  div: '÷',
  pm: '±',
  mp: '∓',
  ldots: '…',
  dots: '…',
  cdots: '⋯',
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  Rightarrow: '⇒',
  iff: '⟺',
  implies: '⟹',
  in: '∈',
  notin: '∉',
  subset: '⊂',
  subseteq: '⊆',
  cup: '∪',
  cap: '∩',
  setminus: '∖',
  land: '∧',
  lor: '∨',
  oplus: '⊕',
  neg: '¬',
  forall: '∀',
  exists: '∃',
  approx: '≈',
  equiv: '≡',
  sim: '∼',
  mid: '∣',
  ll: '≪',
  gg: '≫',
  lfloor: '⌊',
  rfloor: '⌋',
  lceil: '⌈',
  rceil: '⌉',
  langle: '⟨',
  rangle: '⟩',
  '{': '{',
  '}': '}',
  '|': '‖',
  '%': '%',
  '#': '#',
  '&': '&',
  _: '_',
  $: '$',
};

/** Commands that stand for one identifier-like symbol. */
const SYMBOLS: Record<string, string> = { infty: '∞', emptyset: '∅', ...GREEK_LETTERS };

/** Named functions, set upright as TeX does. */
const FUNCTIONS = new Set([
  'log',
  'ln',
  'lg',
  'exp',
  'max',
  'min',
  'gcd',
  'sin',
  'cos',
  'tan',
  'mod',
  'deg',
  'det',
]);

/** Spacing commands and their widths. */
const SPACES: Record<string, string> = {
  ',': '0.1667em',
  ':': '0.2222em',
  ';': '0.2778em',
  ' ': '0.25em',
  quad: '1em',
  qquad: '2em',
};

/** Characters that stand alone as an operator. */
const OPERATOR_CHARACTERS: Record<string, string> = {
  '+': '+',
  '-': '−',
  '=': '=',
  '<': '<',
  '>': '>',
  ',': ',',
  ';': ';',
  ':': ':',
  '(': '(',
  ')': ')',
  '[': '[',
  ']': ']',
  '|': '|',
  '/': '/',
  '!': '!',
  '*': '∗',
  '.': '.',
  '?': '?',
};

class Unsupported extends Error {}

/** A small recursive-descent reader over the TeX of one formula. */
class Reader {
  private position = 0;

  constructor(private readonly tex: string) {}

  /** Atoms up to the end, or up to the `}` that closes the group being read. */
  list(inGroup: boolean): MathNode[] {
    const nodes: MathNode[] = [];
    for (;;) {
      this.skipSpace();
      const character = this.tex[this.position];
      if (character === undefined) {
        if (inGroup) throw new Unsupported('an unclosed group');
        return nodes;
      }
      if (character === '}') {
        if (!inGroup) throw new Unsupported('a stray }');
        this.position++;
        return nodes;
      }
      if (character === '^' || character === '_') {
        const base = nodes.pop();
        if (!base) throw new Unsupported('a script without a base');
        nodes.push(this.scripts(base));
        continue;
      }
      nodes.push(this.atom());
    }
  }

  private skipSpace() {
    while (this.tex[this.position] === ' ' || this.tex[this.position] === '\n') this.position++;
  }

  /** `x^a`, `x_a`, `x_a^b` or `x^b_a` on the base just read. */
  private scripts(base: MathNode): MathNode {
    let sub: MathNode | undefined;
    let sup: MathNode | undefined;
    for (;;) {
      this.skipSpace();
      const marker = this.tex[this.position];
      if (marker !== '^' && marker !== '_') break;
      this.position++;
      this.skipSpace();
      const script = this.scriptArgument();
      if (marker === '^') {
        if (sup) throw new Unsupported('a double superscript');
        sup = script;
      } else {
        if (sub) throw new Unsupported('a double subscript');
        sub = script;
      }
    }
    if (sub && sup) return { tag: 'msubsup', children: [base, sub, sup] };
    if (sub) return { tag: 'msub', children: [base, sub] };
    return { tag: 'msup', children: [base, sup as MathNode] };
  }

  /** A script is one character (`10^5` is 10 to the 5) or a group. */
  private scriptArgument(): MathNode {
    const character = this.tex[this.position];
    if (character === undefined) throw new Unsupported('a script with nothing after it');
    if (/[0-9]/.test(character)) {
      this.position++;
      return { tag: 'mn', text: character };
    }
    return this.atom();
  }

  private atom(): MathNode {
    const character = this.tex[this.position] as string;
    if (character === '{') {
      this.position++;
      const children = this.list(true);
      return { tag: 'mrow', children };
    }
    if (character === '\\') return this.command();
    const number = /^[0-9]+(?:\.[0-9]+)?/.exec(this.tex.slice(this.position));
    if (number) {
      this.position += number[0].length;
      return { tag: 'mn', text: number[0] };
    }
    this.position++;
    if (/[A-Za-z]/.test(character)) return { tag: 'mi', text: character };
    const operator = OPERATOR_CHARACTERS[character];
    if (operator !== undefined) return { tag: 'mo', text: operator };
    // `&`, `~`, `%`, `#`, a second `$` or anything else: KaTeX knows what to do with it.
    throw new Unsupported(`the character ${character}`);
  }

  private command(): MathNode {
    this.position++;
    const name = /^[A-Za-z]+/.exec(this.tex.slice(this.position))?.[0] ?? this.tex[this.position] ?? '';
    if (!name) throw new Unsupported('a lone backslash');
    this.position += name.length;
    const space = SPACES[name];
    if (space !== undefined) return { tag: 'mspace', attributes: { width: space } };
    const operator = OPERATORS[name];
    if (operator !== undefined) return { tag: 'mo', text: operator };
    const symbol = SYMBOLS[name];
    if (symbol !== undefined) return { tag: 'mi', text: symbol };
    if (FUNCTIONS.has(name)) return { tag: 'mi', text: name };
    if (name === 'text' || name === 'mathrm' || name === 'texttt') return this.text(name);
    throw new Unsupported(`the command \\${name}`);
  }

  /** `\text{…}` and friends take their argument as plain text. */
  private text(name: string): MathNode {
    this.skipSpace();
    if (this.tex[this.position] !== '{') throw new Unsupported(`\\${name} without braces`);
    const end = this.tex.indexOf('}', this.position);
    const body = this.tex.slice(this.position + 1, end);
    if (end < 0 || /[{}\\$]/.test(body)) throw new Unsupported(`a \\${name} argument KaTeX should read`);
    this.position = end + 1;
    if (name === 'mathrm') return { tag: 'mi', text: body, attributes: { mathvariant: 'normal' } };
    if (name === 'texttt') return { tag: 'mtext', text: body, attributes: { mathvariant: 'monospace' } };
    return { tag: 'mtext', text: body };
  }
}

/** The MathML tree of a formula, or null when it needs KaTeX. */
export function texToMathTree(tex: string, display: boolean): MathNode | null {
  try {
    const children = new Reader(tex).list(false);
    if (children.length === 0) return null;
    return {
      tag: 'math',
      // The TeX stays with the formula as its text alternative.
      attributes: display ? { display: 'block', alttext: tex } : { alttext: tex },
      children: [{ tag: 'mrow', children }],
    };
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

function build(node: MathNode, document: Document): Element {
  const element = document.createElementNS(MATHML, node.tag);
  for (const [name, value] of Object.entries(node.attributes ?? {})) element.setAttribute(name, value);
  // Text goes in as text: nothing from the statement is ever parsed as markup here.
  if (node.text !== undefined) element.textContent = node.text;
  for (const child of node.children ?? []) element.append(build(child, document));
  return element;
}

/**
 * Sets every formula inside `root` that the small reader understands as native MathML. Returns false, changing
 * nothing, when any formula needs KaTeX: one statement then keeps one look for all its maths.
 */
export function typesetNativeMath(root: HTMLElement): boolean {
  const pending = [...root.querySelectorAll<HTMLElement>(`.${MATH_CLASS}:not([data-typeset])`)];
  const trees = pending.map((element) =>
    texToMathTree(element.textContent ?? '', element.dataset.display === 'true'),
  );
  if (trees.some((tree) => tree === null)) return false;
  pending.forEach((element, index) => {
    element.replaceChildren(build(trees[index] as MathNode, element.ownerDocument));
    element.dataset.typeset = 'true';
  });
  return true;
}
