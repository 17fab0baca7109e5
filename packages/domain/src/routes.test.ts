import { describe, expect, it } from 'vitest';
import { appForPath } from './routes';

describe('appForPath', () => {
  it('sends /organization-dashboard/* to the org dashboard and /dashboard-next/* to admin', () => {
    expect(appForPath('/organization-dashboard/my-courses')).toBe('orgDashboard');
    expect(appForPath('/dashboard-next/problem/1/')).toBe('admin');
    expect(appForPath('/problems/two-sum/1')).toBe('learner');
    expect(appForPath('/organization-dashboardx')).toBe('learner');
  });
});
