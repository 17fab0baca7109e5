import { useApi } from '@learnforge/api-client/react';
import { QueryView, usePageTitle } from '@learnforge/app-shell';
import { formatMonthYear, isJudgeLanguage, JUDGE_LANGUAGE_INFO } from '@learnforge/domain';
import { Box, Card, StatCard } from '@learnforge/ui';
import { useParams } from 'react-router';
import * as styles from './profile-page.css';

const dayMs = 24 * 60 * 60 * 1000;
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
const languageName = (language: string) =>
  isJudgeLanguage(language) ? JUDGE_LANGUAGE_INFO[language].versionLabel : language;

/** `/profile/{handle}`: a learner's public profile. */
export function ProfilePage() {
  const { handle = '' } = useParams();
  const profile = useApi('x-learner-profile', { path: { handle } });
  usePageTitle(profile.data ? `${profile.data.name} (@${profile.data.handle})` : undefined);
  return (
    <QueryView query={profile} what="the profile">
      {(data) => (
        <Box display="flex" flexDirection="column" gap="large">
          <header>
            <h1>{data.name}</h1>
            <p className={styles.muted}>
              @{data.handle} · member since {formatMonthYear(data.member_since)}
              {data.organization && data.organization !== data.institute ? ` · ${data.organization}` : ''}
              {data.institute ? ` · studies at ${data.institute}` : ''}
            </p>
          </header>
          <section aria-label="Totals" className={styles.stats}>
            <StatCard label="Problems solved" value={String(data.solved_total)} />
            <StatCard label="Points earned" value={String(data.points)} />
            <StatCard label="Points to spend" value={String(data.points_to_spend)} />
            <StatCard label="Daily problem streak" value={days(data.current_streak)} />
            <StatCard label="Longest streak" value={days(data.longest_streak)} />
            <StatCard label="Submissions" value={String(data.submissions_total)} />
          </section>
          <div className={styles.columns}>
            <Card as="section" title="Solved by difficulty" headingLevel={2}>
              <dl className={styles.pairs}>
                {Object.entries(data.solved_by_difficulty).map(([difficulty, solved]) => (
                  <div key={difficulty} className={styles.pair}>
                    <dt>{difficulty}</dt>
                    <dd className={styles.value}>{solved}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            <Card as="section" title="Languages" headingLevel={2}>
              {data.solved_by_language.length ? (
                <dl className={styles.pairs}>
                  {data.solved_by_language.map((row) => (
                    <div key={row.language} className={styles.pair}>
                      <dt>{languageName(row.language)}</dt>
                      <dd className={styles.value}>
                        {row.solved} {row.solved === 1 ? 'problem' : 'problems'} solved
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p>No problem solved yet.</p>
              )}
            </Card>
          </div>
          <Card as="section" title="Submissions in the last year" headingLevel={2}>
            <HeatMap calendar={data.calendar} />
          </Card>
        </Box>
      )}
    </QueryView>
  );
}

/** A square per day for the last 53 weeks, darker with more submissions; the figure's name says the totals. */
function HeatMap({ calendar }: { calendar: { date: string; count: number }[] }) {
  const counts = new Map(calendar.map((day) => [day.date, day.count]));
  const today = new Date();
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  // Start on the Sunday 52 weeks before this week's, so each column is one week.
  const start = todayUtc - (52 * 7 + new Date(todayUtc).getUTCDay()) * dayMs;
  const cells: { date: string; count: number }[] = [];
  for (let at = start; at <= todayUtc; at += dayMs) {
    const date = new Date(at).toISOString().slice(0, 10);
    cells.push({ date, count: counts.get(date) ?? 0 });
  }
  const total = calendar.reduce((sum, day) => sum + day.count, 0);
  const level = (count: number) => (count === 0 ? 0 : count === 1 ? 1 : count <= 3 ? 2 : 3);
  return (
    <figure aria-label={`${total} submissions on ${calendar.length} days in the last year`}>
      <div className={styles.heatMapScroll}>
        <div className={styles.heatMap} aria-hidden>
          {cells.map((cell) => (
            <span
              key={cell.date}
              className={styles.level[level(cell.count)]}
              title={`${cell.date}: ${cell.count} ${cell.count === 1 ? 'submission' : 'submissions'}`}
            />
          ))}
        </div>
      </div>
      <figcaption className={styles.muted}>
        {total} submissions on {calendar.length} days
      </figcaption>
    </figure>
  );
}
