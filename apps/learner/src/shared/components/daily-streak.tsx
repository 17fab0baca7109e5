import { useApi } from '@learnforge/api-client/react';
import { Box, Countdown, StatCard } from '@learnforge/ui';
import { streaks } from './daily-streak.css';

/** The learner's IANA zone, so streak days are their own calendar days (ADR 0015). */
function learnerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The learner's daily-problem profile in their own zone (one cached call however many screens read it). */
export function usePodProfile() {
  const tz = learnerTimeZone();
  return useApi('pod-my-profile', { query: tz ? { tz } : {} });
}

/** Current and longest daily-problem streak, with the time left in the learner's day. */
export function DailyStreak() {
  const profile = usePodProfile();
  if (!profile.data) return null;
  const { current_streak, longest_streak, solved_today, day_ends_at } = profile.data;
  const atRisk = current_streak > 0 && !solved_today;
  return (
    <Box display="flex" gap="small" flexWrap="wrap" alignItems="center">
      <div className={streaks}>
        <StatCard label="Daily problem streak" value={days(current_streak)} />
        <StatCard label="Longest streak" value={days(longest_streak)} />
      </div>
      <Countdown
        key={day_ends_at}
        end={new Date(day_ends_at)}
        label={
          atRisk ? 'Streak resets in' : solved_today ? 'Solved today; next day starts in' : 'Your day ends in'
        }
        warnBelowSeconds={atRisk ? 3600 : 0}
        onComplete={() => void profile.mutate()}
      />
    </Box>
  );
}
