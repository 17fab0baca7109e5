import type { AdmitContext } from '../api/registry';
import { countCall } from '../http/shared-limits';

const MINUTE = 60_000;

/**
 * A model call costs real money and seconds; a learner rarely needs more than a few a minute. Counted like
 * the judge limits (`countCall`, ADR 0033), so two server instances share one allowance.
 */
export async function countAiSuggestions({ user, database, request }: AdmitContext) {
  await countCall(database, [
    { key: `ai-suggestion:user:${user?.id}`, max: 6, windowMs: MINUTE },
    // A classroom behind one address still gets a few each.
    { key: `ai-suggestion:address:${request.ip}`, max: 60, windowMs: MINUTE },
  ]);
  return undefined;
}

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
