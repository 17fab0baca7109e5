import { eq } from 'drizzle-orm';
import { contests } from '../db/schema';
import type { LiveTopics } from '../live/websocket';
import { visibleTo } from './contest-views';

/**
 * `contest:{slug}:leaderboard`: the leaderboard of a contest changed (ADR 0044 topics). Whoever may
 * see the contest may listen: its leaderboard is readable by every signed-in person who can open it.
 */
export function allowContestTopic(topics: LiveTopics): void {
  topics.allow('contest', async ({ db, user }, argument) => {
    const match = /^([a-z0-9][a-z0-9-]{0,199}):leaderboard$/.exec(argument);
    if (!match) return false;
    const [row] = await db
      .select({ id: contests.id, visible: visibleTo(user.id).mapWith(Boolean) })
      .from(contests)
      .where(eq(contests.slug, match[1]!));
    return row?.visible === true;
  });
}
