import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton';
import * as styles from './LeaderboardTable.css';

export interface LeaderboardEntry {
  /** The participant's user id (compared with `currentUserId`). */
  id: string | number;
  /** 1-based rank; equal scores may share a rank. */
  rank: number;
  name: string;
  /** A second line under the name, e.g. the institute. */
  detail?: string;
  avatarUrl?: string | null;
  score: ReactNode;
  /** Values for `columns`, by column key. */
  values?: Readonly<Record<string, ReactNode>>;
}

export interface LeaderboardColumn {
  key: string;
  header: string;
  /** Right-aligns numbers. @default false */
  numeric?: boolean;
}

export interface LeaderboardTableProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The table's caption and accessible name, e.g. "Contest leaderboard". */
  caption: string;
  /** This page of the leaderboard, in rank order. */
  entries: readonly LeaderboardEntry[];
  /** Highlights the signed-in person's row and says "(you)". */
  currentUserId?: string | number;
  /**
   * The signed-in person's own entry, pinned under the page when they are not on it ("my rank").
   * Ignored when their row is already in `entries`.
   */
  currentUserEntry?: LeaderboardEntry | null;
  /** Header of the score column. @default 'Score' */
  scoreLabel?: string;
  /** More columns after the participant, e.g. solved count or finish time. */
  columns?: readonly LeaderboardColumn[];
  /** Shows placeholder rows while the page loads. */
  loading?: boolean;
  /** Shown when there is nobody on the board. @default 'No one is on the leaderboard yet.' */
  emptyMessage?: ReactNode;
}

function Rank({ rank }: { rank: number }) {
  const place = rank === 1 || rank === 2 || rank === 3 ? rank : undefined;
  return <span className={clsx(styles.rank, place && styles.podium[place])}>{rank}</span>;
}

/**
 * A contest, batch or event leaderboard page: rank (the top three on a podium colour, the number always
 * shown), participant with avatar and detail, extra columns and the score. The signed-in person's row is
 * highlighted, marked "(you)" and `aria-current`; when they are on another page their entry is pinned below.
 */
export function LeaderboardTable({
  caption,
  entries,
  currentUserId,
  currentUserEntry,
  scoreLabel = 'Score',
  columns = [],
  loading = false,
  emptyMessage = 'No one is on the leaderboard yet.',
  className,
  ...props
}: LeaderboardTableProps) {
  const isCurrent = (entry: LeaderboardEntry) =>
    currentUserId !== undefined && String(entry.id) === String(currentUserId);
  const pinned = currentUserEntry && !entries.some(isCurrent) ? currentUserEntry : null;
  const columnCount = 3 + columns.length;

  const renderRow = (entry: LeaderboardEntry, pinnedRow = false) => {
    const current = isCurrent(entry) || pinnedRow;
    return (
      <tr
        key={`${pinnedRow ? 'pinned-' : ''}${entry.id}`}
        className={clsx(styles.row[current ? 'current' : 'other'], pinnedRow && styles.pinnedRow)}
        aria-current={current || undefined}
      >
        <td className={styles.cell}>
          <Rank rank={entry.rank} />
        </td>
        <th scope="row" className={clsx(styles.cell, styles.rowHeader)}>
          <span className={styles.person}>
            <Avatar name={entry.name} src={entry.avatarUrl} size="small" decorative />
            <span className={styles.personText}>
              <span>
                {entry.name}
                {current ? <span className={styles.you}> (you)</span> : null}
              </span>
              {entry.detail ? <span className={styles.detail}>{entry.detail}</span> : null}
            </span>
          </span>
        </th>
        {columns.map((column) => (
          <td key={column.key} className={clsx(styles.cell, column.numeric && styles.numeric)}>
            {entry.values?.[column.key] ?? '—'}
          </td>
        ))}
        <td className={clsx(styles.cell, styles.numeric)}>{entry.score}</td>
      </tr>
    );
  };

  let body: ReactNode;
  if (loading) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.cell}>
          <SkeletonGroup label="Loading leaderboard">
            {Array.from({ length: 5 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have nothing else to key on
              <Skeleton key={index} height={32} />
            ))}
          </SkeletonGroup>
        </td>
      </tr>
    );
  } else if (entries.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.message}>
          {emptyMessage}
        </td>
      </tr>
    );
  } else {
    body = entries.map((entry) => renderRow(entry));
  }

  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (narrow screens).
      tabIndex={0}
      {...props}
      className={clsx(styles.wrap, className)}
    >
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              Rank
            </th>
            <th scope="col" className={styles.headerCell}>
              Participant
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={clsx(styles.headerCell, column.numeric && styles.numeric)}
              >
                {column.header}
              </th>
            ))}
            <th scope="col" className={clsx(styles.headerCell, styles.numeric)}>
              {scoreLabel}
            </th>
          </tr>
        </thead>
        <tbody>{body}</tbody>
        {pinned && !loading ? <tfoot>{renderRow(pinned, true)}</tfoot> : null}
      </table>
    </section>
  );
}
