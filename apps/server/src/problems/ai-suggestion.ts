import { AREA_ROLES, hasRole } from '@learnforge/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireAi } from '../ai/provider';
import type { EndpointRegistry } from '../api/registry';
import { submissions } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { readableProblem } from './queries';

/** A model call costs real money and seconds; a learner rarely needs more than a few a minute. */
const suggestionRateLimit = {
  max: 6,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
};
/** Keeps a prompt within what small models accept; the start of a long statement or program says most. */
const promptFieldLimit = 12_000;

const system = [
  'You are a patient programming tutor on a coding-practice platform.',
  "Look at the learner's code for the problem and point out the most important mistake or next step.",
  'Give hints and reasoning, short code fragments at most; never write the complete solution.',
  'Answer in Markdown, in under 200 words.',
].join(' ');

const clip = (text: string) =>
  text.length > promptFieldLimit ? `${text.slice(0, promptFieldLimit)}\n[… cut for length]` : text;

/** POST problems/{slug}/ai/suggestion/: a hint on the learner's code from the configured AI provider. */
export function registerAiSuggestionEndpoint(registry: EndpointRegistry): void {
  registry.implement(
    'problem-ai-suggestion',
    'signed-in',
    async ({ input, user, config, database: { db } }) => {
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
        if (!submission || submission.problemId !== problem.id)
          throw notFound('There is no such submission.');
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
    },
    { config: { rateLimit: suggestionRateLimit } },
  );
}
