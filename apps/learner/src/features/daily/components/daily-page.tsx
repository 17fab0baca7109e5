import { useApi } from '@learnforge/api-client/react';
import { QueryView, useSession } from '@learnforge/app-shell';
import { formatLongDate, ProblemAttemptStatus, problemPath } from '@learnforge/domain';
import { Badge, Box, Button, Card, Link, Pagination, StatCard, VisuallyHidden } from '@learnforge/ui';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DailyStreak, usePodProfile } from '../../../shared/components/daily-streak';
import * as styles from './daily-page.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const HISTORY_PAGE_SIZE = 10;

/** Daily problems are dated in UTC (ADR 0015), so the calendar counts UTC days. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const longDay = (date: string) => formatLongDate(utcDay(date), { timeZone: 'UTC' });

/** `YYYY-MM` of the month shown, its first and last day, and the blank cells before the 1st. */
function monthOf(month: string) {
  const first = new Date(`${month}-01T00:00:00Z`);
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const lead = (first.getUTCDay() + 6) % 7;
  return { first, last, lead, days: last.getUTCDate() };
}

function shiftMonth(month: string, by: number): string {
  const first = new Date(`${month}-01T00:00:00Z`);
  return isoDay(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + by, 1))).slice(0, 7);
}

/** `/problem-of-the-day`: today's problem, the learner's streak and points, past months, and points history. */
export function DailyPage() {
  const { user } = useSession();
  const today = useApi('pod-today', {});
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Problem of the day</h1>
      <div className={styles.columns}>
        <Card as="section" title="Today" headingLevel={2}>
          <QueryView query={today} what="today's problem">
            {(data) => (
              <Box display="flex" flexDirection="column" gap="small">
                <p className={styles.muted}>{longDay(data.date)}</p>
                <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
                  <Link as={RouterLink} to={problemPath(data.results.slug)} weight="strong">
                    {data.results.title}
                  </Link>
                  <Badge tone="brandAccent">{data.results.difficulty}</Badge>
                  <span>{data.results.reward_points} points</span>
                  {data.results.status === ProblemAttemptStatus.CORRECT ? (
                    <Badge tone="positive">Solved</Badge>
                  ) : null}
                </Box>
                {user ? <DailyStreak /> : null}
              </Box>
            )}
          </QueryView>
        </Card>
        {user ? <Totals /> : <SignInPrompt />}
      </div>
      {today.data ? (
        <MonthCalendar today={today.data.date} todays={today.data.results} signedIn={Boolean(user)} />
      ) : null}
      {user ? <PointsHistory /> : null}
    </Box>
  );
}

function SignInPrompt() {
  return (
    <Card as="section" title="Keep a streak" headingLevel={2}>
      <p className={styles.muted}>Sign in to count your streak and earn the points of each day's problem.</p>
      <Link as={RouterLink} to={`/login?next=${encodeURIComponent('/problem-of-the-day')}`}>
        Sign in
      </Link>
    </Card>
  );
}

function Totals() {
  const profile = usePodProfile();
  return (
    <Card as="section" title="Your daily problems" headingLevel={2}>
      <QueryView query={profile} what="your daily problem totals">
        {(data) => (
          <div className={styles.stats}>
            <StatCard label="Solved on their day" value={String(data.solved_count)} />
            <StatCard label="Points earned" value={String(data.reward_points)} />
          </div>
        )}
      </QueryView>
    </Card>
  );
}

type DailyProblem = { date: string; slug: string; title: string; status: number };

function MonthCalendar({
  today,
  todays,
  signedIn,
}: {
  today: string;
  todays: DailyProblem;
  signedIn: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const thisMonth = today.slice(0, 7);
  const asked = params.get('month');
  const month = asked && /^\d{4}-\d{2}$/.test(asked) && asked <= thisMonth ? asked : thisMonth;
  const { first, last, lead, days } = monthOf(month);
  const range = { from: isoDay(first), to: isoDay(last) };
  const previous = useApi('pod-previous', { query: { ...range, page_size: 31 } });
  const solved = useApi('pod-user-solved', signedIn ? { query: range } : null);
  const onTheDay = new Set((solved.data?.results ?? []).map((row) => row.date));
  // The archive call lists the days before today; today's problem comes from the card above.
  const byDate = new Map<string, DailyProblem>([
    ...(previous.data?.results ?? []).map((row) => [row.date, row] as const),
    [today, { ...todays, date: today }],
  ]);
  const go = (to: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (to === thisMonth) next.delete('month');
      else next.set('month', to);
      return next;
    });
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`),
  ];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => cells[week * 7 + day] ?? null),
  );

  return (
    <Card as="section" title="Previous problems" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        <div className={styles.monthBar}>
          <Button variant="outline" size="small" onClick={() => go(shiftMonth(month, -1))}>
            Previous<VisuallyHidden> month</VisuallyHidden>
          </Button>
          <h3 className={styles.monthName} aria-live="polite">
            {monthName.format(first)}
          </h3>
          <Button
            variant="outline"
            size="small"
            disabled={month >= thisMonth}
            onClick={() => go(shiftMonth(month, 1))}
          >
            Next<VisuallyHidden> month</VisuallyHidden>
          </Button>
        </div>
        <QueryView query={previous} what="the previous problems">
          {() => (
            <table className={styles.calendar}>
              <caption>
                <VisuallyHidden>Daily problems of {monthName.format(first)}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  {WEEKDAYS.map((day) => (
                    <th key={day} scope="col">
                      {day}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.find(Boolean) ?? 'blank'}>
                    {week.map((date, index) => (
                      <td key={date ?? `blank-${index}`} className={styles.cell}>
                        {date ? (
                          <DayCell
                            date={date}
                            today={today}
                            problem={byDate.get(date)}
                            solvedOnDay={onTheDay.has(date)}
                          />
                        ) : null}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryView>
        <p className={styles.muted}>
          <span aria-hidden="true">✓</span> solved on its day · <span aria-hidden="true">•</span> solved later
          or tried. Days are UTC days.
        </p>
      </Box>
    </Card>
  );
}

function DayCell({
  date,
  today,
  problem,
  solvedOnDay,
}: {
  date: string;
  today: string;
  problem: DailyProblem | undefined;
  solvedOnDay: boolean;
}) {
  const dayNumber = Number(date.slice(8));
  if (!problem) return <span className={styles.emptyDay}>{dayNumber}</span>;
  const state = solvedOnDay
    ? 'solved on its day'
    : problem.status === ProblemAttemptStatus.CORRECT
      ? 'solved later'
      : problem.status === ProblemAttemptStatus.WRONG
        ? 'tried'
        : 'not tried';
  const mark = solvedOnDay ? '✓' : problem.status === ProblemAttemptStatus.UNATTEMPTED ? '' : '•';
  return (
    <RouterLink
      to={problemPath(problem.slug)}
      className={`${solvedOnDay ? styles.solvedDay : styles.day}${date === today ? ` ${styles.today}` : ''}`}
      aria-label={`${longDay(date)}${date === today ? ' (today)' : ''}: ${problem.title}, ${state}`}
      title={problem.title}
    >
      <span>{dayNumber}</span>
      <span aria-hidden="true" className={styles.mark}>
        {mark}
      </span>
    </RouterLink>
  );
}

function PointsHistory() {
  const [page, setPage] = useState(1);
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const history = useApi('pod-stats-history', {
    query: { page, page_size: HISTORY_PAGE_SIZE, ...(tz ? { tz } : {}) },
  });
  return (
    <Card as="section" title="Points history" headingLevel={2}>
      <QueryView
        query={history}
        what="your points history"
        isEmpty={(data) => data.count === 0}
        empty={{
          title: 'No points yet',
          description: "Solve today's problem before the day ends to earn its points.",
        }}
      >
        {(data) => (
          <Box display="flex" flexDirection="column" gap="medium">
            <table className={styles.history}>
              <caption>
                <VisuallyHidden>Points earned by solving the problem of the day on its day</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">Problem of</th>
                  <th scope="col">Points</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((row) => (
                  <tr key={row.date}>
                    <td>{longDay(row.date)}</td>
                    <td>+{row.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination
              page={page}
              pageCount={Math.ceil(data.count / HISTORY_PAGE_SIZE)}
              onPageChange={setPage}
              label="Points history pages"
            />
          </Box>
        )}
      </QueryView>
    </Card>
  );
}
