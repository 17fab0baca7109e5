/**
 * The contest calculator's arithmetic: + - * / % ^, brackets, decimals and unary minus, with the usual
 * precedence (^ binds tightest and to the right). A small parser rather than `eval`: the page's
 * content security policy forbids `eval`, and a typed expression must never run as code.
 */
export type Calculation = { value: number } | { error: string };

const OPERATORS = '+-*/%^()';

function tokens(expression: string): string[] | null {
  const found: string[] = [];
  // The keypad writes × and ÷; people type * and /.
  const text = expression.replace(/×/g, '*').replace(/÷/g, '/').replace(/−/g, '-');
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (/\s/.test(char)) {
      at++;
    } else if (OPERATORS.includes(char)) {
      found.push(char);
      at++;
    } else {
      const number = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i.exec(text.slice(at));
      if (!number) return null;
      found.push(number[0]);
      at += number[0].length;
    }
  }
  return found;
}

export function calculate(expression: string): Calculation {
  const list = tokens(expression);
  if (!list) return { error: 'Use digits, + − × ÷ % ^ and brackets only.' };
  if (list.length === 0) return { error: 'Type a calculation first.' };
  let at = 0;
  const peek = () => list[at];
  // expression := term (('+' | '-') term)*
  const expressionValue = (): number => {
    let value = term();
    while (peek() === '+' || peek() === '-') value = list[at++] === '+' ? value + term() : value - term();
    return value;
  };
  // term := unary (('*' | '/' | '%') unary)*
  const term = (): number => {
    let value = unary();
    while (peek() === '*' || peek() === '/' || peek() === '%') {
      const operator = list[at++];
      const right = unary();
      if ((operator === '/' || operator === '%') && right === 0) throw new Error('Division by zero.');
      value = operator === '*' ? value * right : operator === '/' ? value / right : value % right;
    }
    return value;
  };
  // unary := ('-' | '+') unary | power, so -3 ^ 2 is -(3 ^ 2), as written in mathematics
  const unary = (): number => {
    if (peek() === '-') {
      at++;
      return -unary();
    }
    if (peek() === '+') {
      at++;
      return unary();
    }
    return power();
  };
  // power := primary ('^' unary)?, right-associative: 2 ^ 3 ^ 2 is 2 ^ 9
  const power = (): number => {
    const base = primary();
    if (peek() !== '^') return base;
    at++;
    return base ** unary();
  };
  const primary = (): number => {
    const token = list[at++];
    if (token === '(') {
      const value = expressionValue();
      if (list[at++] !== ')') throw new Error('A bracket is not closed.');
      return value;
    }
    if (token === undefined || OPERATORS.includes(token)) throw new Error('The calculation is not complete.');
    return Number(token);
  };
  try {
    const value = expressionValue();
    if (at < list.length) return { error: 'The calculation is not complete.' };
    if (!Number.isFinite(value)) return { error: 'The result is too large.' };
    // Binary fractions: 0.1 + 0.2 shows 0.3, as a desk calculator would.
    return { value: Number.parseFloat(value.toPrecision(12)) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}
