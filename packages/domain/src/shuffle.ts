/** FNV-1a: a small, stable 32-bit string hash, so a seed reads the same on every device. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a seeded generator of numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const random = seededRandom(hashSeed(seed));
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T];
  }
  return shuffled;
}

/**
 * A deterministic permutation per user handle plus contest id (001 §5): the same learner sees the
 * same order on every reload, another learner usually a different one. The input is not changed.
 */
export function shuffleForUser<T>(items: readonly T[], userHandle: string, contestId: string | number): T[] {
  return seededShuffle(items, `${userHandle}|${contestId}`);
}

/**
 * The spec does not show the question_type value of a subjective question; this is the one our
 * contract and server use.
 */
export const SUBJECTIVE_QUESTION_TYPE = 'subjective';

export interface ShufflableQuestion<O> {
  readonly question_id?: string | number;
  readonly question_type: string;
  readonly options: readonly O[];
}

/**
 * Shuffles a question's options per user and contest (001 §5); a subjective question keeps its
 * order. The question id joins the seed so questions of one quiz do not all move alike.
 */
export function shuffleQuizOptions<Q extends ShufflableQuestion<unknown>>(
  question: Q,
  userHandle: string,
  contestId: string | number,
): Q {
  if (question.question_type === SUBJECTIVE_QUESTION_TYPE) return question;
  const options = seededShuffle(question.options, `${userHandle}|${contestId}|${question.question_id ?? ''}`);
  // The same options in another order, so the question keeps its own type.
  return { ...question, options } as Q;
}
