/** Escapes LIKE's wildcards, so a search for "50%" or "a_b" finds those characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
