import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { hasAnyRole, QueryView, usePageTitle, useSession } from '@learnforge/app-shell';
import { AREA_ROLES, JUDGE_LANGUAGE_INFO, type JudgeLanguage } from '@learnforge/domain';
import { Badge, Box, Button, Card, Link, MarkdownView, Spinner, Tabs } from '@learnforge/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { DailyStreak } from '../../../shared/components/daily-streak';
import { RecommendedForYou } from '../../../shared/components/recommended-for-you';
import { attemptLabel } from '../utils/labels';
import { CodeWorkspace } from './code-workspace';
import * as styles from './problem-page.css';
import { SplitView } from './split-view';

// The sections behind other tabs load when their tab is chosen: the page renders its statement and editor without
// them (issue 15: the problem page within 300 KiB of JS once the network is quiet; ADR 0103).
const HintsPanel = lazy(async () => ({ default: (await import('./hints-panel')).HintsPanel }));
const MySubmissions = lazy(async () => ({ default: (await import('./my-submissions')).MySubmissions }));
// Only a problem opened from a contest shows the contest's banner and countdown.
const ContestModeBanner = lazy(async () => ({
  default: (await import('../../../shared/components/contest-timer')).ContestModeBanner,
}));
// Only problem setters tag companies (ADR 0008): learners never load the form.
const AddCompanyTag = lazy(async () => ({ default: (await import('./add-company-tag')).AddCompanyTag }));
const DiscussionPanel = lazy(async () => ({
  default: (await import('../../../shared/components/discussion-panel')).DiscussionPanel,
}));

/** A tab's section while its chunk arrives. */
function TabSection({ name, children }: { name: string; children: ReactNode }) {
  return <Suspense fallback={<Spinner label={`Loading ${name}`} showLabel />}>{children}</Suspense>;
}

const tabs = ['description', 'hints', 'editorial', 'submissions', 'discuss'] as const;
type Tab = (typeof tabs)[number];

/** `/problems/{slug}/1` (000 §2): statement, metainfo, editor with run and submit, hints, editorial, submissions, discussion. */
export function ProblemPage() {
  const { slug = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : 'description';
  const { user } = useSession();
  const detail = useApi('problem-detail', { path: { slug } });
  usePageTitle(detail.data?.probData.title);

  // A missing problem is a page of its own (a heading and a way back), not a failed load.
  if (detail.error?.status === 404)
    return (
      <section aria-labelledby="problem-error" className={styles.notice}>
        <h1 id="problem-error">Problem not found</h1>
        <p>{detail.error.message}</p>
        <Link as={RouterLink} to="/">
          Back to the home page
        </Link>
      </section>
    );
  // Loading and a failed load look as on every screen; the page itself needs the full width (split view).
  if (!detail.data)
    return (
      <div className={detail.error ? styles.notice : styles.loading}>
        <QueryView query={detail} what="the problem">
          {() => null}
        </QueryView>
      </div>
    );
  const problem = detail.data.probData;
  const premiumBadge = problem.premium ? <Badge tone="caution">Premium</Badge> : null;

  if (problem.locked)
    return (
      <div className={styles.notice}>
        <Box display="flex" flexDirection="column" gap="large" className={styles.locked}>
          <header>
            <h1>{problem.title}</h1>
            <Box display="flex" gap="small" flexWrap="wrap" alignItems="center">
              <Badge tone="brandAccent">{problem.difficulty}</Badge>
              {premiumBadge}
              <span>Accuracy {problem.accuracy}%</span>
            </Box>
          </header>
          <PremiumLock signedIn={Boolean(user)} />
          <MetaInfo slug={slug} signedIn={Boolean(user)} canTagCompanies={false} />
          <RelatedProblems problemId={problem.id} />
        </Box>
      </div>
    );

  const contestSlug = searchParams.get('contest');
  const statement = (
    <>
      <header>
        <h1>{problem.title}</h1>
        <Box display="flex" gap="small" flexWrap="wrap" alignItems="center">
          <Badge tone="brandAccent">{problem.difficulty}</Badge>
          {premiumBadge}
          <Badge tone={problem.status === 1 ? 'positive' : problem.status === 0 ? 'caution' : 'neutral'}>
            {attemptLabel(problem.status)}
          </Badge>
          <span>Accuracy {problem.accuracy}%</span>
        </Box>
      </header>
      {contestSlug && user ? (
        <Suspense fallback={null}>
          <ContestModeBanner slug={contestSlug} />
        </Suspense>
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setSearchParams(value === 'description' ? {} : { tab: value })}
      >
        <Tabs.List aria-label="Problem sections" className={styles.tabList}>
          <Tabs.Trigger value="description" className={styles.tab}>
            Description
          </Tabs.Trigger>
          <Tabs.Trigger value="hints" className={styles.tab}>
            Hints
          </Tabs.Trigger>
          <Tabs.Trigger value="editorial" className={styles.tab}>
            Editorial
          </Tabs.Trigger>
          <Tabs.Trigger value="submissions" className={styles.tab}>
            My submissions
          </Tabs.Trigger>
          <Tabs.Trigger value="discuss" className={styles.tab}>
            Discuss
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="description">
          <MarkdownView markdown={problem.statement} />
          {problem.input_format ? (
            <>
              <h3>Input</h3>
              <MarkdownView markdown={problem.input_format} />
            </>
          ) : null}
          {problem.output_format ? (
            <>
              <h3>Output</h3>
              <MarkdownView markdown={problem.output_format} />
            </>
          ) : null}
          {problem.constraints ? (
            <>
              <h3>Constraints</h3>
              <MarkdownView markdown={problem.constraints} />
            </>
          ) : null}
          {problem.samples.map((sample, index) => (
            <div key={sample.input}>
              <h3>Example {index + 1}</h3>
              <h4>Input</h4>
              <pre className={styles.sample}>{sample.input}</pre>
              <h4>Output</h4>
              <pre className={styles.sample}>{sample.output}</pre>
            </div>
          ))}
        </Tabs.Content>
        <Tabs.Content value="hints">
          {user ? (
            <TabSection name="the hints">
              <HintsPanel slug={slug} />
            </TabSection>
          ) : (
            <SignInFirst what="see hints" />
          )}
        </Tabs.Content>
        <Tabs.Content value="editorial">
          {user ? <Editorial slug={slug} /> : <SignInFirst what="read the editorial" />}
        </Tabs.Content>
        <Tabs.Content value="submissions">
          {user ? (
            <TabSection name="your submissions">
              <MySubmissions problemId={problem.id} />
            </TabSection>
          ) : (
            <SignInFirst what="see your submissions" />
          )}
        </Tabs.Content>
        <Tabs.Content value="discuss">
          {user ? (
            <TabSection name="the discussion">
              <DiscussionPanel place={{ problem_slug: slug }} />
            </TabSection>
          ) : (
            <SignInFirst what="join the discussion" />
          )}
        </Tabs.Content>
      </Tabs.Root>
      <Box as="aside" display="flex" flexDirection="column" gap="medium" aria-label="About this problem">
        <MetaInfo
          slug={slug}
          signedIn={Boolean(user)}
          canTagCompanies={hasAnyRole(user, AREA_ROLES.problemAuthoring)}
        />
        {user ? <TodaysStreak slug={slug} /> : null}
        {user ? <RecommendedForYou context="problem" slug={slug} /> : null}
        <RelatedProblems problemId={problem.id} />
      </Box>
    </>
  );

  return (
    <SplitView
      startLabel="Statement"
      endLabel="Editor"
      start={statement}
      end={
        <CodeWorkspace
          slug={slug}
          problemId={problem.id}
          limits={{ timeMs: problem.time_limit_ms, memoryMb: problem.memory_limit_mb }}
          aiAvailable={problem.ai_available}
          languages={problem.languages}
          templates={problem.templates}
          sampleInput={problem.samples[0]?.input ?? ''}
          server={detail.data.metaData}
        />
      }
    />
  );
}

/** On today's daily problem, the learner's streak and how long their day has left to keep it. */
function TodaysStreak({ slug }: { slug: string }) {
  const today = useApi('pod-today', {});
  if (today.data?.results.slug !== slug) return null;
  return (
    <Card as="section" title="Problem of the day" headingLevel={2}>
      <DailyStreak />
    </Card>
  );
}

/** What a learner without premium sees instead of the statement and the editor, and how to get in. */
function PremiumLock({ signedIn }: { signedIn: boolean }) {
  return (
    <Card as="section" title="This is a premium problem" headingLevel={2} tone="caution">
      <Box display="flex" flexDirection="column" gap="medium">
        <p>
          Premium members read its statement, run and submit code on the judge, and open its hints and
          editorial. You can still bookmark it for later.
        </p>
        <Box display="flex" gap="medium" flexWrap="wrap" alignItems="center">
          <Link as={RouterLink} to="/premium/checkout/">
            Get premium to unlock it
          </Link>
          {signedIn ? null : (
            <Link href={`/login?next=${encodeURIComponent(window.location.pathname)}`}>
              Already premium? Sign in
            </Link>
          )}
        </Box>
      </Box>
    </Card>
  );
}

function SignInFirst({ what }: { what: string }) {
  return (
    <p>
      <Link href={`/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`}>
        Sign in
      </Link>{' '}
      to {what}.
    </p>
  );
}

function Editorial({ slug }: { slug: string }) {
  const editorial = useApi('problem-editorial', { path: { slug } });
  return (
    // Refused while the learner sits a contest that sets this problem: said in the tab, the editor stays.
    <QueryView query={editorial} what="the editorial" refusedInPlace>
      {(data) => <EditorialView editorial={data} />}
    </QueryView>
  );
}

function EditorialView({ editorial }: { editorial: ResponseOf<'problem-editorial'> }) {
  const solutions = Object.entries(editorial.author_full_solution) as [JudgeLanguage, string][];
  return (
    <div>
      <MarkdownView markdown={editorial.editorial.content} />
      {solutions.length ? (
        <details>
          <summary>Show the author’s full solution</summary>
          {solutions.map(([language, code]) => (
            <div key={language}>
              <h4>{JUDGE_LANGUAGE_INFO[language].versionLabel}</h4>
              <pre>{code}</pre>
            </div>
          ))}
        </details>
      ) : null}
    </div>
  );
}

function MetaInfo({
  slug,
  signedIn,
  canTagCompanies,
}: {
  slug: string;
  signedIn: boolean;
  canTagCompanies: boolean;
}) {
  const meta = useApi('problem-metainfo', { path: { slug } });
  const bookmark = useApiMutation('problem-bookmark');
  if (!meta.data) return null;
  const info = meta.data;
  return (
    <Card title="Problem info" headingLevel={2}>
      <dl>
        <dt>Submissions</dt>
        <dd>{info.submissions_count}</dd>
        <dt>Accuracy</dt>
        <dd>{info.accuracy}%</dd>
        {info.topics.length ? (
          <>
            <dt>Topics</dt>
            <dd>{info.topics.join(', ')}</dd>
          </>
        ) : null}
        {info.companies.length ? (
          <>
            <dt>Companies</dt>
            <dd>{info.companies.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {signedIn ? (
        <Button
          variant="outline"
          aria-pressed={info.bookmarked}
          loading={bookmark.isMutating}
          onClick={async () => {
            await bookmark
              .trigger({ path: { slug }, query: { type: info.bookmarked ? 'remove' : 'add' } })
              .catch(() => undefined);
            await meta.mutate();
          }}
        >
          Bookmark
        </Button>
      ) : null}
      {bookmark.error ? <p role="alert">{bookmark.error.message}</p> : null}
      {canTagCompanies ? (
        <Suspense fallback={null}>
          <AddCompanyTag problemId={info.problem_id} onAdded={() => meta.mutate()} />
        </Suspense>
      ) : null}
    </Card>
  );
}

function RelatedProblems({ problemId }: { problemId: number }) {
  const related = useApi('problem-related', { path: { id: problemId } });
  if (!related.data?.results.length) return null;
  return (
    <Card title="Related problems" headingLevel={2}>
      <ul>
        {related.data.results.map((problem) => (
          <li key={problem.id}>
            <Link as={RouterLink} to={`/problems/${problem.slug}/1`}>
              {problem.title}
            </Link>{' '}
            <span>({problem.difficulty})</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
