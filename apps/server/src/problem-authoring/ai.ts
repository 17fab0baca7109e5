/** Strips a Markdown code fence the model may wrap code in. */
export function withoutFence(text: string): string {
  const fenced = /^\s*```[\w+-]*\n([\s\S]*?)\n?```\s*$/.exec(text);
  return (fenced ? fenced[1]! : text).trim();
}
