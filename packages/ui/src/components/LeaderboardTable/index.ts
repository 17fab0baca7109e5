export {
  type LeaderboardColumn,
  type LeaderboardEntry,
  LeaderboardTable,
  type LeaderboardTableProps,
} from './LeaderboardTable';
