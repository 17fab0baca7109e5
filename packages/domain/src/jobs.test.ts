import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SALARY_TYPE,
  decrementRemainingQuantity,
  normalizeJobDate,
  normalizeJobDates,
  normalizeWorkExperience,
  ONE_MINUTE_MS,
  RECRUITER_TABS,
} from './jobs';

describe("000 §5 job dates: ':00' appended when the time part is shorter than 8 characters", () => {
  it('2025-03-01 10:30 becomes 2025-03-01 10:30:00', () => {
    expect(normalizeJobDate('2025-03-01 10:30')).toBe('2025-03-01 10:30:00');
  });

  it('also with a T separator', () => {
    expect(normalizeJobDate('2025-03-01T10:30')).toBe('2025-03-01T10:30:00');
  });

  it('leaves a value with seconds unchanged', () => {
    expect(normalizeJobDate('2025-03-01 10:30:00')).toBe('2025-03-01 10:30:00');
    expect(normalizeJobDate('2025-03-01T10:30:00.000Z')).toBe('2025-03-01T10:30:00.000Z');
  });

  it('leaves a date with no time part unchanged', () => {
    expect(normalizeJobDate('2025-03-01')).toBe('2025-03-01');
    expect(normalizeJobDate('2025-03-01 ')).toBe('2025-03-01 ');
  });

  it('applies to publish_date and last_apply_date before sending', () => {
    expect(
      normalizeJobDates({
        title: 'SDE',
        publish_date: '2025-03-01 09:00',
        last_apply_date: '2025-03-31 18:00:00',
      }),
    ).toEqual({ title: 'SDE', publish_date: '2025-03-01 09:00:00', last_apply_date: '2025-03-31 18:00:00' });
    expect(normalizeJobDates({ publish_date: null })).toEqual({ publish_date: null });
  });
});

describe('001 §5 work experience of 11 or less is treated as unset (null)', () => {
  it('11 or less is null', () => {
    expect(normalizeWorkExperience(11)).toBeNull();
    expect(normalizeWorkExperience(0)).toBeNull();
    expect(normalizeWorkExperience(null)).toBeNull();
    expect(normalizeWorkExperience(undefined)).toBeNull();
  });

  it('12 and above are kept', () => {
    expect(normalizeWorkExperience(12)).toBe(12);
    expect(normalizeWorkExperience(36)).toBe(36);
  });
});

describe('001 §5 recruiter product remaining quantity never falls below 0', () => {
  it('lowers by 1 by default, or by the amount given, never below 0', () => {
    expect(decrementRemainingQuantity(5)).toBe(4);
    expect(decrementRemainingQuantity(5, 3)).toBe(2);
    expect(decrementRemainingQuantity(1, 3)).toBe(0);
    expect(decrementRemainingQuantity(0)).toBe(0);
  });
});

describe('001 job portal constants', () => {
  it('salary_type default 2 (001 §3, §9)', () => {
    expect(DEFAULT_SALARY_TYPE).toBe(2);
  });

  it('recruiter tabs: Dashboard, All Jobs, Assessment (001 §2)', () => {
    expect(RECRUITER_TABS).toEqual(['Dashboard', 'All Jobs', 'Assessment']);
  });

  it('recruiter ONE_MINUTE 60000 ms (001 §9)', () => {
    expect(ONE_MINUTE_MS).toBe(60000);
  });
});
