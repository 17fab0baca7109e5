import { describe, expect, it } from 'vitest';
import { AREA_ROLES, EDIT_HISTORY_READERS, hasRole, isRole, isSuperAdmin, ROLES, STAFF_ROLES } from './roles';

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

describe('isRole and isSuperAdmin', () => {
  it('knows the platform roles and nothing else', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    expect(isRole('admin')).toBe(false);
    expect(isRole('Super_Admin')).toBe(false);
  });

  it('names a super admin only by that role', () => {
    expect(isSuperAdmin(['learner', 'super_admin'])).toBe(true);
    expect(isSuperAdmin(['course_admin', 'org_admin'])).toBe(false);
  });
});

describe('the area role table', () => {
  it('gives each staff area the roles that work in it', () => {
    expect(AREA_ROLES.problemAuthoring).toEqual(['problem_setter']);
    expect(AREA_ROLES.courseEditor).toEqual(['course_admin']);
    expect(AREA_ROLES.coupons).toEqual(['course_admin', 'crm']);
    expect(AREA_ROLES.jobs).toEqual(['recruiter']);
    expect(AREA_ROLES.uploads).toEqual(['course_admin', 'problem_setter', 'recruiter']);
    expect(AREA_ROLES.orgDashboard).toEqual(['org_admin']);
    expect(AREA_ROLES.siteSettings).toEqual(['super_admin']);
  });

  it('lets a super admin into every area and keeps learners out of all of them', () => {
    for (const roles of Object.values(AREA_ROLES)) {
      expect(hasRole(['super_admin'], ...roles)).toBe(true);
      expect(hasRole(['learner'], ...roles)).toBe(false);
    }
  });

  it('counts every role but learner, org admin and super admin as staff', () => {
    expect([...STAFF_ROLES].sort()).toEqual(
      ROLES.filter((role) => !['learner', 'org_admin', 'super_admin'].includes(role)).sort(),
    );
    expect(hasRole(['org_admin'], ...AREA_ROLES.staffTools)).toBe(false);
  });

  it('lets the roles that edit an entity read its edit history', () => {
    expect(hasRole(['problem_setter'], ...EDIT_HISTORY_READERS.problem)).toBe(true);
    expect(hasRole(['problem_setter'], ...EDIT_HISTORY_READERS.course)).toBe(false);
    expect(hasRole(['moderator'], ...EDIT_HISTORY_READERS.live_class)).toBe(true);
    expect(hasRole(['moderator'], ...EDIT_HISTORY_READERS.track)).toBe(false);
    expect(hasRole(['crm'], ...EDIT_HISTORY_READERS.coupon)).toBe(true);
    expect(hasRole(['org_admin'], ...EDIT_HISTORY_READERS.organization_deal)).toBe(true);
  });
});
