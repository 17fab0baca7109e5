import { describe, expect, it } from 'vitest';
import { defaultLimits } from '../judge';
import { languageSpecs } from '../judge/languages';
import { cpuLimitMs } from '../judge/local-backend';
import { limitsOf } from './runner';

const full = (limits: ReturnType<typeof limitsOf>) => ({ ...defaultLimits, ...limits });

describe('time limits a learner is judged by', () => {
  const specs = languageSpecs();

  it('scales the problem’s base limit per language when the setter gave that language none', () => {
    const limits = limitsOf({ timeLimits: { default: 1000 }, memoryLimitMb: 256 }, 'python3');
    expect(limits).toEqual({ timeMs: 1000, memoryMb: 256, languageTimeMs: null });
    expect(cpuLimitMs(specs.python, full(limits))).toBe(
      1000 * specs.python.timeMultiplier + specs.python.startupMs,
    );
  });

  it('uses a limit the setter gave one language as it is, and only for that language', () => {
    const problem = { timeLimits: { default: 1000, python3: 2500 }, memoryLimitMb: 128 };
    expect(cpuLimitMs(specs.python, full(limitsOf(problem, 'python3')))).toBe(2500);
    expect(cpuLimitMs(specs.cpp, full(limitsOf(problem, 'cpp')))).toBe(1000);
  });

  it('falls back to the judge’s default when the problem has no base limit', () => {
    expect(limitsOf({ timeLimits: {}, memoryLimitMb: 256 }, 'cpp').timeMs).toBe(defaultLimits.timeMs);
  });
});
