/** Sprint (000 §3). */
export interface Sprint {
  readonly slug: string;
  readonly problems_count: number;
}

/** Adding a problem raises problems_count by 1 (000 §4). */
export function addProblemToSprint<S extends Sprint>(sprint: S): S {
  return { ...sprint, problems_count: sprint.problems_count + 1 };
}

/** Removing a problem lowers problems_count by 1, never below 0 (000 §4). */
export function removeProblemFromSprint<S extends Sprint>(sprint: S): S {
  return { ...sprint, problems_count: Math.max(0, sprint.problems_count - 1) };
}
