import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ProgressBar } from './ProgressBar';
import { ProgressRing } from './ProgressRing';
import { displayPercent } from './progressValue';

describe('displayPercent (001 §4 and §9)', () => {
  it('is done/total*100 rounded up and capped at 100', () => {
    expect(displayPercent(1, 3)).toBe(34);
    expect(displayPercent(12, 40)).toBe(30);
    expect(displayPercent(45, 40)).toBe(100);
    expect(displayPercent(0, 40)).toBe(0);
  });

  it('shows 0 for nothing to do or nonsense input', () => {
    expect(displayPercent(5, 0)).toBe(0);
    expect(displayPercent(-3, 10)).toBe(0);
    expect(displayPercent(Number.NaN, 10)).toBe(0);
  });
});

describe('ProgressBar', () => {
  it('is a named progressbar whose value never shows above 100', async () => {
    render(<ProgressBar label="Track progress" value={45} max={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Track progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
    expect(screen.getByText('100%')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});

describe('ProgressRing', () => {
  it('is a named progressbar with the rounded-up percentage', async () => {
    render(<ProgressRing label="Quiz score" value={2} max={3} />);
    expect(screen.getByRole('progressbar', { name: 'Quiz score' })).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText('67%')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
