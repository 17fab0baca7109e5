import { Box, Button, Card, TextField } from '@learnforge/ui';
import { useId, useState } from 'react';
import { calculate } from '../utils/calculate';

/** Keys as shown, and what each one adds to the calculation (spoken names for the symbols). */
const KEYS: { key: string; label: string; adds: string }[] = [
  ...['7', '8', '9'].map((digit) => ({ key: digit, label: digit, adds: digit })),
  { key: '÷', label: 'Divide', adds: ' ÷ ' },
  ...['4', '5', '6'].map((digit) => ({ key: digit, label: digit, adds: digit })),
  { key: '×', label: 'Multiply', adds: ' × ' },
  ...['1', '2', '3'].map((digit) => ({ key: digit, label: digit, adds: digit })),
  { key: '−', label: 'Minus', adds: ' − ' },
  { key: '0', label: '0', adds: '0' },
  { key: '.', label: 'Decimal point', adds: '.' },
  { key: '^', label: 'To the power of', adds: ' ^ ' },
  { key: '+', label: 'Plus', adds: ' + ' },
  { key: '(', label: 'Open bracket', adds: '(' },
  { key: ')', label: 'Close bracket', adds: ')' },
  { key: '%', label: 'Remainder', adds: ' % ' },
];

/**
 * The calculator a contest offers (`showCalculator`): type a calculation or use the keys, Enter or "="
 * works it out, and the result is announced. It stays on the page, so using it is never a tab switch.
 */
export function ContestCalculator() {
  const [open, setOpen] = useState(false);
  const [expression, setExpression] = useState('');
  const [result, setResult] = useState<string>('');
  const fieldId = useId();
  const work = () => {
    const outcome = calculate(expression);
    setResult('value' in outcome ? `${expression.trim()} = ${outcome.value}` : outcome.error);
  };
  return (
    <Card
      as="section"
      title="Calculator"
      headingLevel={2}
      actions={
        <Button size="small" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide the calculator' : 'Show the calculator'}
        </Button>
      }
    >
      {open ? (
        <Box display="flex" flexDirection="column" gap="small">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              work();
            }}
          >
            <TextField
              id={fieldId}
              label="Calculation"
              hint="For example (12 + 8) × 3. Press Enter for the result."
              value={expression}
              autoComplete="off"
              inputMode="decimal"
              onChange={(event) => setExpression(event.target.value)}
            />
          </form>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(4, minmax(2.75rem, 4rem))',
              gap: '0.5rem',
            }}
          >
            {KEYS.map(({ key, label, adds }) => (
              <Button
                key={key}
                size="small"
                variant="soft"
                tone="neutral"
                aria-label={label === key ? undefined : label}
                onClick={() => setExpression((text) => text + adds)}
              >
                {key}
              </Button>
            ))}
            <Button size="small" variant="soft" tone="neutral" onClick={() => setExpression('')}>
              C
            </Button>
            <Button
              size="small"
              variant="soft"
              tone="neutral"
              aria-label="Delete the last character"
              onClick={() => setExpression((text) => text.trimEnd().slice(0, -1).trimEnd())}
            >
              ⌫
            </Button>
            <Button size="small" aria-label="Equals" onClick={work} style={{ gridColumn: 'span 2' }}>
              =
            </Button>
          </div>
          <output htmlFor={fieldId} aria-live="polite">
            {result}
          </output>
        </Box>
      ) : null}
    </Card>
  );
}
