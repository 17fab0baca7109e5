import type { Contract, EndpointInput, EndpointOutput } from '@learnforge/api-client/contract';

export type Problem = EndpointOutput<Contract['admin-problem-edit-get']>;
export type ProblemForm = EndpointInput<Contract['admin-problem-edit-put']>['body'];
export type Language = Problem['languages'][number];

export function formOf(problem: Problem): ProblemForm {
  return {
    title: problem.title,
    slug: problem.slug,
    statement: problem.statement,
    input_format: problem.input_format,
    output_format: problem.output_format,
    constraints: problem.constraints,
    difficulty: problem.difficulty,
    tags: problem.tags,
    company_tags: problem.company_tags,
    languages: problem.languages,
    driver_code: problem.driver_code,
    is_public: problem.is_public,
    memory_limit_mb: problem.memory_limit_mb,
    reference_solutions: problem.reference_solutions,
  };
}

export const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
