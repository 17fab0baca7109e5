import { AREA_ROLES, hasRole } from '@learnforge/domain';
import { eq } from 'drizzle-orm';
import { requireAi } from '../../ai/provider';
import type { Handler } from '../../api/registry';
import { submissions } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { clip, system } from '../ai-suggestion';
import { readableProblem } from '../queries';

export const handleProblemAiSuggestion: Handler<'problem-ai-suggestion'> = async ({
  input,
  user,
  config,
  database: { db },
}) => {
  // Before any reading, so an unconfigured platform answers the same 503 everywhere.
  const ai = requireAi(config);
  const { problem } = await readableProblem(db, { slug: input.path.slug }, user);
  const lines = [
    `Problem: ${problem.title}`,
    '',
    clip(problem.statement),
    '',
    `Language: ${input.body.language}`,
    'Code:',
    '```',
    clip(input.body.code),
    '```',
  ];
  if (input.body.submission_id) {
    const [submission] = await db
      .select()
      .from(submissions)
      .where(eq(submissions.id, input.body.submission_id))
      .limit(1);
    if (!submission || submission.problemId !== problem.id) throw notFound('There is no such submission.');
    if (submission.userId !== user.id && !hasRole(user.roles, ...AREA_ROLES.problemAuthoring))
      throw forbidden('This submission belongs to someone else.');
    if (submission.status === 'done') {
      lines.push(
        '',
        `Verdict: ${submission.verdict} (${submission.testsPassed}/${submission.testsTotal} tests)`,
      );
      if (submission.compilerOutput) lines.push('Compiler output:', clip(submission.compilerOutput));
      const failing = submission.results.find((result) => !result.passed);
      if (failing)
        lines.push(
          'First failing test:',
          `input: ${clip(failing.input)}`,
          `expected: ${clip(failing.expected_output)}`,
          `got: ${clip(failing.output)}`,
        );
    }
  }
  const suggestion = await ai.complete({ system, prompt: lines.join('\n'), maxTokens: 600 });
  return { suggestion };
};
