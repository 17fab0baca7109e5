/** Lower-case word tokens; keeps `c++`, `c#`, `node.js` style names whole. */
export function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9+#.]*[a-z0-9+#]|[a-z0-9]/g) ?? []).filter(
    (token) => !STOP_WORDS.has(token),
  );
}

const STOP_WORDS = new Set(
  'a an and are as at be by for from has have in is it of on or our the this to we will with you your who'.split(
    ' ',
  ),
);

type Vector = Map<string, number>;

/** TF-IDF vectors of documents over their own vocabulary, plus a function to embed a query the same way. */
export function tfidf(documents: string[]) {
  const docTokens = documents.map(tokens);
  const documentFrequency = new Map<string, number>();
  for (const list of docTokens)
    for (const token of new Set(list)) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
  const idf = (token: string) =>
    Math.log((1 + documents.length) / (1 + (documentFrequency.get(token) ?? 0))) + 1;
  const embed = (list: string[]): Vector => {
    const vector: Vector = new Map();
    for (const token of list) vector.set(token, (vector.get(token) ?? 0) + 1);
    for (const [token, count] of vector) vector.set(token, count * idf(token));
    return vector;
  };
  return { vectors: docTokens.map(embed), embed: (text: string) => embed(tokens(text)) };
}

export function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [token, weight] of a) {
    normA += weight * weight;
    const other = b.get(token);
    if (other) dot += weight * other;
  }
  for (const weight of b.values()) normB += weight * weight;
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

/** Whether every token of a phrase appears in order in a token list (a skill named in a text). */
export function containsPhrase(haystack: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let i = 0; i + phrase.length <= haystack.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (haystack[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}
