import { useApiClient } from '@learnforge/api-client/react';

/**
 * A problem picker's options: published library problems matching the typed text, less those already chosen
 * (the contest editor's coding sections and the recruiter's assessments pick from the same library).
 */
export function useLibraryProblemOptions(chosen: readonly string[]) {
  const client = useApiClient();
  return async (query: string, signal: AbortSignal) => {
    const taken = new Set(chosen);
    const library = await client.call(
      'problem-explore',
      { query: { search: query, page_size: 20 } },
      { signal },
    );
    return library.results
      .filter((problem) => !taken.has(problem.slug))
      .map((problem) => ({ value: problem.slug, label: problem.title, description: problem.difficulty }));
  };
}
