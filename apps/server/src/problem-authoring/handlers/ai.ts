import { JUDGE_LANGUAGE_INFO } from '@learnforge/domain';
import { requireAi } from '../../ai/provider';
import type { Handler } from '../../api/registry';
import { withoutFence } from '../ai';
import { loadProblem } from '../store';

export const handleAdminProblemGenerateComment: Handler<'admin-problem-generate-comment'> = async ({
  input,
  config,
}) => {
  const ai = requireAi(config);
  const comment = await ai.complete({
    system:
      'You review solutions to programming problems. Explain what the code does and its time and memory complexity in a short comment, plain text, no code.',
    prompt: `${JUDGE_LANGUAGE_INFO[input.body.language].label} code:\n\n${input.body.code}`,
  });
  return { comment: comment.trim() };
};

export const handleAdminProblemStatementRephrase: Handler<'admin-problem-statement-rephrase'> = async ({
  input,
  config,
  database,
}) => {
  const ai = requireAi(config);
  const { problem } = await loadProblem(database.db, input.path.id);
  const statement = await ai.complete({
    system:
      'You edit programming problem statements. Rephrase the statement to be clear and concise. Keep every number, constraint, example, Markdown and LaTeX maths exactly. Answer with the statement only.',
    prompt: `Title: ${problem.title}\n\n${problem.statement}`,
    maxTokens: 2000,
  });
  return { statement: statement.trim() };
};

export const handleAdminProblemGenerateCode: Handler<'admin-problem-generate-code'> = async ({
  input,
  config,
  database,
}) => {
  const ai = requireAi(config);
  const { problem, details, authoring } = await loadProblem(database.db, input.body.problem_id);
  const driver = authoring.driverCode[input.body.language];
  const code = await ai.complete({
    system:
      'You write correct, efficient solutions to programming problems. Answer with one complete program only, no explanation.',
    prompt: [
      `Write a ${JUDGE_LANGUAGE_INFO[input.body.language].label} solution that reads standard input and writes standard output.`,
      `Title: ${problem.title}`,
      problem.statement,
      details.inputFormat && `Input format:\n${details.inputFormat}`,
      details.outputFormat && `Output format:\n${details.outputFormat}`,
      details.constraints && `Constraints:\n${details.constraints}`,
      driver &&
        `Complete this function; the code around it reads the input and prints the result, keep it unchanged:\n${driver.head}${driver.body}${driver.tail}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    maxTokens: 2000,
  });
  return { language: input.body.language, code: withoutFence(code) };
};
