import type { SessionUser } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { hasAnyRole, QueryView, useSession } from '@learnforge/app-shell';
import {
  AREA_ROLES,
  ClassStatus,
  contestPath,
  formatDateTime,
  formatLongDate,
  isJudgeLanguage,
  JUDGE_LANGUAGE_INFO,
} from '@learnforge/domain';
import { Badge, Box, Card, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { DailyStreak, usePodProfile } from '../../../shared/components/daily-streak';
import { RecommendedForYou } from '../../../shared/components/recommended-for-you';
import * as styles from './home-page.css';
import { Promotions, Testimonials } from './promotions';

const problemHref = (slug: string) => `/problems/${slug}/1`;
const languageName = (language: string) =>
  isJudgeLanguage(language) ? JUDGE_LANGUAGE_INFO[language].versionLabel : language;

/** The learner home: for a visitor what Learnforge is; for a learner what to do next. */
export function HomePage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <p className={styles.placeholder}>Loading your home page…</p>;
  return user ? <LearnerHome user={user} /> : <VisitorHome />;
}

function VisitorHome() {
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <section aria-labelledby="welcome-heading">
        <h1 id="welcome-heading">Learn, practise and get hired</h1>
        <p>
          Courses and batches, coding problems judged for real, contests and quizzes, jobs and a premium plan:
          all in one place.
        </p>
        <Box display="flex" gap="small">
          <Link as={RouterLink} to="/signup" weight="strong">
            Create a free account
          </Link>
          <Link as={RouterLink} to="/login">
            Sign in
          </Link>
        </Box>
      </section>
      <Promotions />
      <div className={styles.grid}>
        <TodaysProblem />
        <Card as="section" title="Practice" headingLevel={2}>
          <p>
            Problems from basic to hard, filtered by topic and company, judged in C++, Java, Python and
            JavaScript.
          </p>
          <Link as={RouterLink} to="/explore">
            Explore problems
          </Link>
        </Card>
      </div>
      <Testimonials />
    </Box>
  );
}

function LearnerHome({ user }: { user: SessionUser }) {
  const home = useApi('x-learner-home', {});
  // The cards appear together once the daily problem, streak and recommendations are known too, so none grows
  // under another.
  const today = useApi('pod-today', {});
  const profile = usePodProfile();
  const recommendations = useApi('recommendations-api', { query: { context: 'home' } });
  const dailyKnown = Boolean(
    (today.data || today.error) &&
      (profile.data || profile.error) &&
      (recommendations.data || recommendations.error),
  );
  const isOrgAdmin = hasAnyRole(user, AREA_ROLES.orgDashboard);
  const isStaff = hasAnyRole(user, AREA_ROLES.staffTools);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1 id="welcome-heading" className={styles.greeting}>
        <span aria-hidden="true" className={styles.greetingSizer}>
          Welcome back, {user.name}
        </span>
        <span className={styles.greetingText}>
          {home.data
            ? home.data.returning
              ? `Welcome back, ${user.name}`
              : `Welcome, ${user.name}`
            : user.name}
        </span>
      </h1>
      <Promotions />
      <QueryView
        query={dailyKnown ? home : { ...home, data: undefined }}
        what="your home page"
        loading={<p className={styles.placeholder}>Loading…</p>}
      >
        {(data) => (
          <div className={styles.grid}>
            <Card as="section" title="Continue where you left off" headingLevel={2}>
              {data.last_problem ? (
                <Box display="flex" flexDirection="column" gap="small">
                  <Link as={RouterLink} to={problemHref(data.last_problem.slug)} weight="strong">
                    {data.last_problem.title}
                  </Link>
                  <Box display="flex" gap="small" flexWrap="wrap" alignItems="center">
                    <Badge tone="brandAccent">{data.last_problem.difficulty}</Badge>
                    <Badge tone={data.last_problem.status === 1 ? 'positive' : 'caution'}>
                      {data.last_problem.status === 1 ? 'Solved' : 'Not solved yet'}
                    </Badge>
                    <span>Last worked on {formatDateTime(data.last_problem.last_worked_at)}</span>
                  </Box>
                </Box>
              ) : (
                <p>
                  Nothing yet: pick a problem below or{' '}
                  <Link as={RouterLink} to="/explore">
                    explore every problem
                  </Link>
                  .
                </p>
              )}
            </Card>
            <TodaysProblem withStreak />
            {data.batches.length ? (
              <Card as="section" title="Your batches" headingLevel={2}>
                <ul className={styles.list}>
                  {data.batches.map((batch) => (
                    <li key={batch.slug}>
                      <Link as={RouterLink} to={`/batch/${batch.slug}`}>
                        {batch.name}
                      </Link>
                      <div className={styles.muted}>
                        {formatLongDate(batch.starts_at)} to {formatLongDate(batch.ends_at)}
                      </div>
                    </li>
                  ))}
                </ul>
              </Card>
            ) : null}
            {data.upcoming_contests.length ? (
              <Card as="section" title="Upcoming contests" headingLevel={2}>
                <ul className={styles.list}>
                  {data.upcoming_contests.map((contest) => (
                    <li key={contest.slug}>
                      <Link as={RouterLink} to={contestPath(contest.slug)}>
                        {contest.name}
                      </Link>{' '}
                      {contest.status_code === ClassStatus.Live ? <Badge tone="positive">Live</Badge> : null}
                      <div className={styles.muted}>
                        {contest.status_code === ClassStatus.Live
                          ? `Ends ${formatDateTime(contest.end_time)}`
                          : `Starts ${formatDateTime(contest.start_time)}`}
                      </div>
                    </li>
                  ))}
                </ul>
              </Card>
            ) : null}
            <RecommendedForYou context="home" />
            <Card as="section" title="Recent submissions" headingLevel={2}>
              {data.recent_submissions.length ? (
                <ul className={styles.list}>
                  {data.recent_submissions.map((submission) => (
                    <li key={submission.id}>
                      <Link as={RouterLink} to={`${problemHref(submission.problem_slug)}?tab=submissions`}>
                        {submission.problem_title}
                      </Link>
                      <div className={styles.muted}>
                        {submission.verdict === 'correct'
                          ? 'Correct'
                          : submission.verdict
                            ? `${submission.tests_passed} of ${submission.tests_total} tests passed`
                            : 'Not judged'}{' '}
                        · {languageName(submission.language)} · {formatDateTime(submission.created_at)}
                      </div>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>Your submissions will show here.</p>
              )}
            </Card>
          </div>
        )}
      </QueryView>
      {user.organization || isOrgAdmin || isStaff ? (
        <div className={styles.grid}>
          {user.organization ? (
            <Card title={user.organization.name}>
              <p>
                You are part of this {user.organization.type}. Your batches and reports are shared with its
                administrators.
              </p>
            </Card>
          ) : null}
          {isOrgAdmin ? (
            <Card title="Organization dashboard">
              <p>Reports on your people’s courses, contests and progress, and the licences you manage.</p>
              <Link href="/organization-dashboard/">Open the organization dashboard</Link>
            </Card>
          ) : null}
          {isStaff ? (
            <Card title="Staff tools">
              <p>Author problems and courses, create coupons and post jobs.</p>
              <Link href="/dashboard-next/">Open the staff tools</Link>
            </Card>
          ) : null}
        </div>
      ) : null}
    </Box>
  );
}

/** Today's daily problem (public), and for a learner their streak with the time left in their day. */
function TodaysProblem({ withStreak = false }: { withStreak?: boolean }) {
  const today = useApi('pod-today', {});
  return (
    <Card as="section" title="Problem of the day" headingLevel={2}>
      {today.data ? (
        <Box display="flex" flexDirection="column" gap="small">
          <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
            <Link as={RouterLink} to={problemHref(today.data.results.slug)} weight="strong">
              {today.data.results.title}
            </Link>
            <Badge tone="brandAccent">{today.data.results.difficulty}</Badge>
            <span>{today.data.results.reward_points} points</span>
          </Box>
          {withStreak ? <DailyStreak /> : null}
          <Link as={RouterLink} to="/problem-of-the-day">
            Previous daily problems and your points
          </Link>
        </Box>
      ) : today.error ? (
        <p role="alert">{today.error.message}</p>
      ) : (
        <p>Loading today’s problem…</p>
      )}
    </Card>
  );
}
