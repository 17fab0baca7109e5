/** Escapes LIKE's wildcards, so a search for "50%" or "a_b" finds those characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching the trimmed search text anywhere, with its wildcards taken literally. */
export function likePattern(search: string | undefined): string | undefined {
  const term = search?.trim();
  return term ? `%${escapeLike(term)}%` : undefined;
}
