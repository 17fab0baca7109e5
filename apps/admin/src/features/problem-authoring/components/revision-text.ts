/** A text snapshot as one document, a `## field` heading before each field, for line diffs. */
export function snapshotText(snapshot: Record<string, string> | undefined): string {
  if (!snapshot) return '';
  return Object.keys(snapshot)
    .sort()
    .map((field) => `## ${field}\n${snapshot[field]}`)
    .join('\n\n');
}
