import { describe, expect, it } from 'vitest';
import { hasRole, ROLES } from './roles';

describe('hasRole', () => {
  it('passes a person holding one of the wanted roles', () => {
    expect(hasRole(['learner', 'org_admin'], 'org_admin')).toBe(true);
    expect(hasRole(['recruiter'], 'course_admin', 'recruiter')).toBe(true);
  });

  it('refuses a person holding none of them, and nobody without roles', () => {
    expect(hasRole(['learner'], 'org_admin')).toBe(false);
    expect(hasRole([], 'learner')).toBe(false);
  });

  it('passes a super admin for every role', () => {
    for (const role of ROLES) expect(hasRole(['super_admin'], role)).toBe(true);
  });
});
