import type { FastifyRequest } from 'fastify';

/** A model call costs real money and seconds; a learner rarely needs more than a few a minute. */
export const suggestionRateLimit = {
  max: 6,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
};

/** Keeps a prompt within what small models accept; the start of a long statement or program says most. */
const promptFieldLimit = 12_000;

export const system = [
  'You are a patient programming tutor on a coding-practice platform.',
  "Look at the learner's code for the problem and point out the most important mistake or next step.",
  'Give hints and reasoning, short code fragments at most; never write the complete solution.',
  'Answer in Markdown, in under 200 words.',
].join(' ');

export const clip = (text: string) =>
  text.length > promptFieldLimit ? `${text.slice(0, promptFieldLimit)}\n[… cut for length]` : text;
