import type { Handler } from '../../api/registry';
import { batchLeaderboardPage } from '../leaderboard';
import { requireBatchAccess } from '../learning';

/** `GET leaderboard?batch_slug=&type=&page=`: 001 §9 defaults page 1 and type current (the contract fills them). */
export const handleBatchLeaderboard: Handler<'batch-leaderboard'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  return batchLeaderboardPage(db, batch.id, {
    type: input.query.type,
    page: input.query.page,
    userId: user.id,
  });
};
