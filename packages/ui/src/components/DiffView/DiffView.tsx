import { clsx } from 'clsx';
import { type ComponentPropsWithRef, Fragment, useMemo, useState } from 'react';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import * as styles from './DiffView.css';
import { type DiffLine, type DiffRow, foldUnchanged, sideBySideRows, summarizeRows } from './lineDiff';

export interface DiffViewProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The earlier text. */
  before: string;
  /** The later text. */
  after: string;
  /** Heading of the left side, e.g. "Revision 3" or "Before". @default 'Before' */
  beforeLabel?: string;
  /** Heading of the right side, e.g. "Revision 4" or "After". @default 'After' */
  afterLabel?: string;
  /**
   * Unchanged lines to keep around each change; longer unchanged runs fold behind a "Show N unchanged
   * lines" button. Left out, every line is shown.
   */
  contextLines?: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function SideCells({
  line,
  side,
  kind,
}: {
  line?: DiffLine;
  side: 'before' | 'after';
  kind: DiffRow['kind'];
}) {
  const first = side === 'after' ? styles.afterStart : undefined;
  if (!line) {
    return (
      <>
        <td className={clsx(styles.number, styles.side.empty, first)} />
        <td className={clsx(styles.marker, styles.side.empty)} />
        <td className={clsx(styles.text, styles.side.empty)} />
      </>
    );
  }
  const changed = kind !== 'unchanged';
  const tone = side === 'before' ? 'removed' : 'added';
  const paint = changed ? styles.side[tone] : undefined;
  const words = line.segments.map((segment, index) =>
    segment.changed ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder; their text may repeat
      <span key={index} className={styles.wordChange[tone]}>
        {segment.text}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
  const Change = side === 'before' ? 'del' : 'ins';
  return (
    <>
      <td className={clsx(styles.number, paint, first)}>{line.number}</td>
      <td className={clsx(styles.marker, paint)} aria-hidden="true">
        {changed ? (side === 'before' ? '−' : '+') : ''}
      </td>
      <td className={clsx(styles.text, paint)} data-change={changed ? tone : undefined}>
        {changed ? (
          <Change className={styles.lineChange}>
            <VisuallyHidden>{side === 'before' ? 'Removed: ' : 'Added: '}</VisuallyHidden>
            {words}
          </Change>
        ) : (
          words
        )}
      </td>
    </>
  );
}

function Row({ row }: { row: DiffRow }) {
  return (
    <tr data-kind={row.kind}>
      <SideCells line={row.before} side="before" kind={row.kind} />
      <SideCells line={row.after} side="after" kind={row.kind} />
    </tr>
  );
}

const rowKey = (row: DiffRow) => `${row.before?.number ?? '-'}:${row.after?.number ?? '-'}`;

/**
 * Two versions of a text side by side, line by line (edit history, revisions). Removed lines sit on the
 * left, added lines on the right; a line edited in place faces its new version with the changed words
 * marked. Every change is in `del`/`ins` with a spoken "Removed:" / "Added:" and a visible −/+ marker, so
 * colour is never the only signal; a summary line counts the changes.
 */
export function DiffView({
  before,
  after,
  beforeLabel = 'Before',
  afterLabel = 'After',
  contextLines,
  className,
  ...props
}: DiffViewProps) {
  const rows = useMemo(() => sideBySideRows(before, after), [before, after]);
  const { added, removed } = summarizeRows(rows);
  const blocks = useMemo(() => foldUnchanged(rows, contextLines), [rows, contextLines]);
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(new Set());
  const unchanged = added === 0 && removed === 0;

  return (
    <div {...props} className={clsx(styles.root, className)}>
      <p className={styles.summary}>
        {unchanged ? (
          <span className={styles.count.none}>No changes</span>
        ) : (
          <>
            <span className={styles.count.added}>{plural(added, 'line added', 'lines added')}</span>
            <span className={styles.count.removed}>{plural(removed, 'line removed', 'lines removed')}</span>
          </>
        )}
      </p>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>
            Changes from {beforeLabel} to {afterLabel}
          </VisuallyHidden>
        </caption>
        <colgroup>
          <col className={styles.numberColumn} />
          <col className={styles.markerColumn} />
          <col />
          <col className={styles.numberColumn} />
          <col className={styles.markerColumn} />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" colSpan={3} className={styles.sideHeader}>
              {beforeLabel}
            </th>
            <th scope="col" colSpan={3} className={styles.sideHeader}>
              {afterLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {blocks.map((block) => {
            if (block.type === 'rows' || unfolded.has(block.id)) {
              return block.rows.map((row) => <Row key={rowKey(row)} row={row} />);
            }
            const first = block.rows[0];
            return (
              <tr key={`fold-${first ? rowKey(first) : block.id}`}>
                <td colSpan={6} className={styles.foldCell}>
                  <button
                    type="button"
                    className={styles.foldButton}
                    onClick={() => setUnfolded((previous) => new Set(previous).add(block.id))}
                  >
                    Show {plural(block.rows.length, 'unchanged line', 'unchanged lines')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
