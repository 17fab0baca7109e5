import type { EndpointRegistry } from '../api/registry';
import {
  handleLeaderboardInfluencerRank,
  handleLeaderboardRanking,
  handleLeaderboardUserRanking,
} from './handlers/rankings';
import { handleLeaderboardUserProblemSubmissions } from './handlers/user-submissions';

/** The global leaderboards (001 §7 Leaderboard), ranked from judged submissions, and an event's influencers. */
export function registerLeaderboardEndpoints(registry: EndpointRegistry): void {
  registry.implement('leaderboard-ranking', 'public', handleLeaderboardRanking);
  registry.implement('leaderboard-user-ranking', 'signed-in', handleLeaderboardUserRanking);
  registry.implement('leaderboard-influencer-rank', 'public', handleLeaderboardInfluencerRank);
  registry.implement(
    'leaderboard-user-problem-submissions',
    'signed-in',
    handleLeaderboardUserProblemSubmissions,
  );
}
