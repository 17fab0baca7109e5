import { describe, expect, it } from 'vitest';
import { addProblemToSprint, removeProblemFromSprint } from './sprints';

describe('000 §3–§4 sprint problems_count', () => {
  it('adding a problem raises problems_count by 1 and keeps the slug', () => {
    const sprint = { slug: 'week-1', problems_count: 3 };
    expect(addProblemToSprint(sprint)).toEqual({ slug: 'week-1', problems_count: 4 });
    expect(sprint.problems_count).toBe(3);
  });

  it('removing a problem lowers problems_count by 1, never below 0', () => {
    expect(removeProblemFromSprint({ slug: 'week-1', problems_count: 1 })).toEqual({
      slug: 'week-1',
      problems_count: 0,
    });
    expect(removeProblemFromSprint({ slug: 'week-1', problems_count: 0 })).toEqual({
      slug: 'week-1',
      problems_count: 0,
    });
  });
});
