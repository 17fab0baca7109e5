import type { LeaderboardEntry } from '@learnforge/ui';

/** 001 §9: a leaderboard is "current" (this month) by default, or "overall" (all time). */
export const LEADERBOARD_TYPES = ['current', 'overall'] as const;
export type LeaderboardType = (typeof LEADERBOARD_TYPES)[number];
export const LEADERBOARD_TYPE_LABELS: Record<LeaderboardType, string> = {
  current: 'This month',
  overall: 'All time',
};

/** The contract's leaderboard row (the global board and a batch's board). */
interface RankingRow {
  handle: string;
  name: string;
  profile_image: string | null;
  rank: number;
  score: number;
  problems_solved: number;
  institute: string | null;
}

/** A ranked row as the kit's LeaderboardTable shows it, with problems solved as its extra column. */
export function leaderboardEntryOf(row: RankingRow): LeaderboardEntry {
  return {
    id: row.handle,
    rank: row.rank,
    name: row.name,
    avatarUrl: row.profile_image,
    score: row.score,
    values: { solved: row.problems_solved },
    ...(row.institute ? { detail: row.institute } : {}),
  };
}
