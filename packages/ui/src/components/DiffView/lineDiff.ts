import { diffLines, diffWordsWithSpace } from 'diff';

/** A piece of a line; `changed` pieces are the words that differ from the other side. */
interface LineSegment {
  text: string;
  changed: boolean;
}

export interface DiffLine {
  /** 1-based line number on its own side. */
  number: number;
  segments: LineSegment[];
}

export type DiffRowKind = 'unchanged' | 'changed' | 'removed' | 'added';

/** One row of a side-by-side diff: the line before and the line after that stand for each other. */
export interface DiffRow {
  kind: DiffRowKind;
  before?: DiffLine;
  after?: DiffLine;
}

export interface DiffSummary {
  added: number;
  removed: number;
}

function splitLines(value: string): string[] {
  const lines = value.split('\n');
  // diffLines keeps each line's newline, so a chunk ends with an empty piece after the last one.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

// A missing final newline is not a change a reader can see; CRLF from a Windows paste neither.
function normalize(text: string): string {
  const unix = text.replace(/\r\n?/g, '\n');
  return unix === '' || unix.endsWith('\n') ? unix : `${unix}\n`;
}

function wordSegments(before: string, after: string): { before: LineSegment[]; after: LineSegment[] } {
  const result = { before: [] as LineSegment[], after: [] as LineSegment[] };
  for (const part of diffWordsWithSpace(before, after)) {
    if (!part.added) result.before.push({ text: part.value, changed: part.removed });
    if (!part.removed) result.after.push({ text: part.value, changed: part.added });
  }
  return result;
}

const whole = (text: string, changed: boolean): LineSegment[] => [{ text, changed }];

/**
 * Lines of `before` and `after` side by side: unchanged lines face each other, a removed block faces the
 * added block that replaced it line by line (those rows are "changed" and get word-level segments), and
 * the rest of a longer block faces nothing.
 */
export function sideBySideRows(before: string, after: string): DiffRow[] {
  const rows: DiffRow[] = [];
  let beforeNumber = 1;
  let afterNumber = 1;
  let pendingRemoved: string[] = [];

  const flushRemoved = (added: string[]) => {
    const count = Math.max(pendingRemoved.length, added.length);
    for (let index = 0; index < count; index++) {
      const removedText = pendingRemoved[index];
      const addedText = added[index];
      if (removedText !== undefined && addedText !== undefined) {
        const words = wordSegments(removedText, addedText);
        rows.push({
          kind: 'changed',
          before: { number: beforeNumber++, segments: words.before },
          after: { number: afterNumber++, segments: words.after },
        });
      } else if (removedText !== undefined) {
        rows.push({
          kind: 'removed',
          before: { number: beforeNumber++, segments: whole(removedText, true) },
        });
      } else if (addedText !== undefined) {
        rows.push({ kind: 'added', after: { number: afterNumber++, segments: whole(addedText, true) } });
      }
    }
    pendingRemoved = [];
  };

  for (const change of diffLines(normalize(before), normalize(after))) {
    const lines = splitLines(change.value);
    if (change.removed) {
      pendingRemoved.push(...lines);
    } else if (change.added) {
      flushRemoved(lines);
    } else {
      flushRemoved([]);
      for (const text of lines) {
        rows.push({
          kind: 'unchanged',
          before: { number: beforeNumber++, segments: whole(text, false) },
          after: { number: afterNumber++, segments: whole(text, false) },
        });
      }
    }
  }
  flushRemoved([]);
  return rows;
}

/** How many lines were added and removed; a changed line counts as one of each, as in `git diff --stat`. */
export function summarizeRows(rows: readonly DiffRow[]): DiffSummary {
  let added = 0;
  let removed = 0;
  for (const row of rows) {
    if (row.kind === 'added' || row.kind === 'changed') added++;
    if (row.kind === 'removed' || row.kind === 'changed') removed++;
  }
  return { added, removed };
}

export type DiffBlock =
  | { type: 'rows'; rows: DiffRow[] }
  | { type: 'collapsed'; id: number; rows: DiffRow[] };

/**
 * Groups rows so that long runs of unchanged lines, more than `context` lines away from any change, can
 * be folded. `context` undefined keeps every line in view.
 */
export function foldUnchanged(rows: readonly DiffRow[], context: number | undefined): DiffBlock[] {
  if (context === undefined) return [{ type: 'rows', rows: [...rows] }];
  const keep = rows.map(() => false);
  rows.forEach((row, index) => {
    if (row.kind === 'unchanged') return;
    for (
      let near = Math.max(0, index - context);
      near <= Math.min(rows.length - 1, index + context);
      near++
    ) {
      keep[near] = true;
    }
  });
  const blocks: DiffBlock[] = [];
  let nextId = 0;
  let index = 0;
  while (index < rows.length) {
    const start = index;
    const kept = keep[index];
    while (index < rows.length && keep[index] === kept) index++;
    const run = rows.slice(start, index);
    // Folding a single line saves nothing: the fold row takes as much room as the line.
    if (kept || run.length < 2) blocks.push({ type: 'rows', rows: run });
    else blocks.push({ type: 'collapsed', id: nextId++, rows: run });
  }
  return blocks;
}
