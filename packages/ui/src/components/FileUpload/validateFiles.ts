export interface FileRules {
  /** Allowed types: extensions (".csv"), MIME types ("text/csv") or MIME families ("image/*"). Empty: any. */
  accept?: readonly string[];
  /** Largest allowed size in bytes. */
  maxSize?: number;
}

export interface RejectedFile {
  file: File;
  /** A sentence that names the file and the rule it broke. */
  reason: string;
}

/** "980 B", "12.4 KB", "5 MB" (1 KB = 1024 B). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

export function fileMatchesAccept(file: File, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const wanted = rule.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/** Splits dropped or chosen files into those that meet the type and size limits and those that do not. */
export function validateFiles(
  files: readonly File[],
  rules: FileRules,
): { accepted: File[]; rejected: RejectedFile[] } {
  const accepted: File[] = [];
  const rejected: RejectedFile[] = [];
  const accept = rules.accept ?? [];
  for (const file of files) {
    if (!fileMatchesAccept(file, accept)) {
      rejected.push({ file, reason: `${file.name} is not an accepted type (${accept.join(', ')}).` });
    } else if (rules.maxSize !== undefined && file.size > rules.maxSize) {
      rejected.push({
        file,
        reason: `${file.name} is ${formatBytes(file.size)}; the limit is ${formatBytes(rules.maxSize)}.`,
      });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}
