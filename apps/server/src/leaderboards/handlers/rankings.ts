import type { Handler, PublicHandler } from '../../api/registry';
import { rankingPage, rankOf } from '../rankings';
import { influencerPage } from '../referrals';

/** 001 §9: page 1 and type current by default (the contract fills them in). */
export const handleLeaderboardRanking: PublicHandler<'leaderboard-ranking'> = async ({
  input,
  user,
  database: { db },
}) => {
  const filters = { type: input.query.type, institute: input.query.institute };
  const [page, own] = await Promise.all([
    rankingPage(db, filters, input.query.page),
    user ? rankOf(db, user.id, filters) : null,
  ]);
  return { ...page, user_rank: own };
};

export const handleLeaderboardUserRanking: Handler<'leaderboard-user-ranking'> = async ({
  input,
  user,
  database: { db },
}) => ({
  user_rank: await rankOf(db, user.id, { type: input.query.type, institute: input.query.institute }),
});

/** Who brought the most registrations to an event or an open contest, by `?ref=` links (ADR 0092). */
export const handleLeaderboardInfluencerRank: PublicHandler<'leaderboard-influencer-rank'> = async ({
  input,
  database: { db },
}) => influencerPage(db, input.path.event, input.query.page);
