import type { CallOutput, Contract } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { QueryView, usePageTitle, useSession } from '@learnforge/app-shell';
import {
  Badge,
  Box,
  Card,
  Checkbox,
  type ColumnDef,
  Link,
  Pagination,
  ReportTable,
  Select,
  StatCard,
  TextField,
} from '@learnforge/ui';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DailyStreak } from '../../../shared/components/daily-streak';
import {
  difficulties,
  type ExploreFilters,
  exploreQuery,
  readFilters,
  toggled,
  withFilter,
} from '../utils/filters';
import * as styles from './explore-page.css';

type ProblemRow = CallOutput<Contract['problem-explore']>['results'][number];

const pageSize = 20;
const statusLabels = { 1: 'Solved', 0: 'Attempted', [-1]: 'Not attempted' } as const;
const statusTones = { 1: 'positive', 0: 'caution', [-1]: 'neutral' } as const;

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
const columns: ColumnDef<ProblemRow, any>[] = [
  {
    id: 'title',
    header: 'Problem',
    accessorFn: (row) => row.title,
    cell: (info) => (
      <Box display="flex" gap="xsmall" alignItems="center" flexWrap="wrap">
        <Link as={RouterLink} to={`/problems/${info.row.original.slug}/1`}>
          {info.getValue<string>()}
        </Link>
        {info.row.original.premium ? <Badge tone="caution">Premium</Badge> : null}
      </Box>
    ),
  },
  {
    id: 'difficulty',
    header: 'Difficulty',
    accessorFn: (row) => row.difficulty,
    cell: (info) => <Badge tone="brandAccent">{info.getValue<string>()}</Badge>,
  },
  { id: 'topics', header: 'Topics', accessorFn: (row) => row.tags.join(', ') },
  { id: 'accuracy', header: 'Accuracy', accessorFn: (row) => `${row.accuracy}%` },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (row) => statusLabels[row.status],
    cell: (info) => <Badge tone={statusTones[info.row.original.status]}>{info.getValue<string>()}</Badge>,
  },
];

/** Explore (001 §Explore): every problem with filters kept in the URL, my progress and the daily problem. */
export function ExplorePage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { user } = useSession();
  usePageTitle(filters.bookmarked ? 'My bookmarked problems' : 'Explore problems');
  const problems = useApi('problem-explore', { query: exploreQuery(filters, pageSize) });
  const pageCount = Math.max(1, Math.ceil((problems.data?.count ?? 0) / pageSize));
  const filtered =
    filters.search ||
    filters.difficulty.length ||
    filters.tags.length ||
    filters.companies.length ||
    filters.status ||
    filters.bookmarked ||
    filters.premium;

  return (
    <div className={styles.layout}>
      <ProblemExplorer filters={filters} signedIn={Boolean(user)} />
      <Box display="flex" flexDirection="column" gap="medium" flexGrow={1} minWidth={0}>
        <h1>{filters.bookmarked ? 'My bookmarked problems' : 'Explore problems'}</h1>
        {user ? <MyProgress /> : null}
        <DailyProblemCard />
        <TextField
          label="Search problems by title"
          type="search"
          defaultValue={filters.search}
          onChange={(event) => setParams(withFilter(params, 'search', event.target.value.trim()))}
        />
        {filtered ? (
          <p role="status">
            {problems.data ? `${problems.data.count} problems match.` : 'Filtering…'}{' '}
            <Link as={RouterLink} to="/explore">
              Clear all filters
            </Link>
          </p>
        ) : null}
        <ReportTable<ProblemRow>
          caption="Problems"
          columns={columns}
          data={problems.data?.results ?? []}
          getRowId={(row) => String(row.id)}
          loading={problems.isLoading}
          error={problems.error?.message}
          emptyMessage={
            filters.bookmarked
              ? 'No bookmarked problem matches: use Bookmark on a problem page to keep a problem here.'
              : 'No problem matches these filters.'
          }
          manual
          rowCount={problems.data?.count ?? 0}
        />
        {pageCount > 1 ? (
          <Pagination
            page={Math.min(filters.page, pageCount)}
            pageCount={pageCount}
            label="Problem pages"
            onPageChange={(page) =>
              setParams((current) => {
                current.set('page', String(page));
                return current;
              })
            }
          />
        ) : null}
      </Box>
    </div>
  );
}

/** The filter sidebar: difficulty, topics, companies and, signed in, my progress. */
function ProblemExplorer({ filters, signedIn }: { filters: ExploreFilters; signedIn: boolean }) {
  const [params, setParams] = useSearchParams();
  const tags = useApi('explore-problem-tags', {});
  const group = (
    legend: string,
    key: 'difficulty' | 'tags' | 'companies',
    options: { value: string; label: string }[],
  ) => (
    <fieldset>
      <legend>{legend}</legend>
      <Box display="flex" flexDirection="column" gap="xsmall">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={filters[key].includes(option.value)}
            onChange={(event) =>
              setParams(withFilter(params, key, toggled(filters[key], option.value, event.target.checked)))
            }
          />
        ))}
      </Box>
    </fieldset>
  );
  return (
    <Box
      as="aside"
      aria-label="Problem explorer"
      display="flex"
      flexDirection="column"
      gap="medium"
      minWidth={0}
    >
      <h2>Filters</h2>
      {signedIn ? (
        <Select
          label="My progress"
          value={filters.status}
          placeholder="All problems"
          onChange={(event) => setParams(withFilter(params, 'status', event.target.value))}
          options={[
            { value: 'solved', label: 'Solved' },
            { value: 'attempted', label: 'Attempted, not solved' },
            { value: 'unsolved', label: 'Not solved yet' },
          ]}
        />
      ) : null}
      {signedIn ? (
        <Checkbox
          label="Bookmarked only"
          checked={filters.bookmarked}
          onChange={(event) =>
            setParams(withFilter(params, 'bookmarked', event.target.checked ? 'true' : ''))
          }
        />
      ) : null}
      <Checkbox
        label="Premium only"
        checked={filters.premium}
        onChange={(event) => setParams(withFilter(params, 'premium', event.target.checked ? 'true' : ''))}
      />
      {group(
        'Difficulty',
        'difficulty',
        difficulties.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
      )}
      <QueryView query={tags} what="topics and companies">
        {(lists) => (
          <>
            {group(
              'Topics',
              'tags',
              lists.topics.map((topic) => ({
                value: topic.slug,
                label: `${topic.name} (${topic.problems_count})`,
              })),
            )}
            {group(
              'Companies',
              'companies',
              lists.companies.map((company) => ({
                value: company.slug,
                label: `${company.name} (${company.problems_count})`,
              })),
            )}
          </>
        )}
      </QueryView>
    </Box>
  );
}

function MyProgress() {
  // The streak comes from the daily-problem profile, counted in the learner's own days (ADR 0015).
  const stats = useApi('explore-user-stats', { query: {} });
  if (!stats.data) return null;
  const { solved_total, solved_by_difficulty, total_by_difficulty } = stats.data;
  return (
    <section aria-labelledby="my-progress-heading">
      <h2 id="my-progress-heading">My progress</h2>
      <Box display="flex" gap="small" flexWrap="wrap">
        <StatCard label="Solved" value={solved_total} />
        {difficulties.map((difficulty) => (
          <StatCard
            key={difficulty}
            label={`${difficulty[0]!.toUpperCase()}${difficulty.slice(1)} solved`}
            value={`${solved_by_difficulty[difficulty] ?? 0} / ${total_by_difficulty[difficulty] ?? 0}`}
          />
        ))}
      </Box>
      <DailyStreak />
    </section>
  );
}

function DailyProblemCard() {
  const today = useApi('explore-pod-today', {});
  if (!today.data) return null;
  const problem = today.data.results;
  return (
    <Card as="section" title="Problem of the day" headingLevel={2}>
      <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
        <Link as={RouterLink} to={`/problems/${problem.slug}/1`}>
          {problem.title}
        </Link>
        <Badge tone="brandAccent">{problem.difficulty}</Badge>
        <span>{problem.reward_points} points</span>
      </Box>
    </Card>
  );
}
