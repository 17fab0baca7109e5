import { isLearnerPagePath, LEARNER_PAGE_PATTERNS } from '@learnforge/domain';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every page address of the router, as `/a/:b/c` (the catch-all left out). */
function pagePatterns(): string[] {
  const children = routes[0]?.children ?? [];
  return children
    .filter((route) => route.path !== '*')
    .map((route) => (route.index ? '/' : `/${route.path}`.replace(/\/$/, '')));
}

describe('the route table the server reads for 404s', () => {
  it('lists exactly the router’s pages', () => {
    expect([...pagePatterns()].sort()).toEqual([...LEARNER_PAGE_PATTERNS].sort());
  });

  it('has a page for each router address', () => {
    for (const pattern of pagePatterns()) expect(isLearnerPagePath(pattern.replace(/:\w+/g, 'x'))).toBe(true);
  });
});
