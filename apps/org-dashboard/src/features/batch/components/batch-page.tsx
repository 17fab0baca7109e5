import { useApi } from '@learnforge/api-client/react';
import { raisePageError } from '@learnforge/app-shell';
import { Box, Button, Link, Spinner, SubHeader, Tabs } from '@learnforge/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useDashboardTitle } from '../../../shared/dashboard-meta';
import { formatDate } from '../../../shared/format';
import { useDashboardHref } from '../../../shared/url-state';
import { LeaderboardView } from './leaderboard-view';
import { SendMailButton } from './send-mail-button';

// The leaderboard opens first and comes with the page; every other view (their line and donut charts, forms and
// tables) is a chunk of its own, fetched when its tab is chosen (issue 15: the page's first render within 180 KiB).
const ProgressView = lazy(async () => ({ default: (await import('./progress-view')).ProgressView }));
const ReportStatsView = lazy(async () => ({
  default: (await import('./report-stats-view')).ReportStatsView,
}));
const EntitiesView = lazy(async () => ({ default: (await import('./entities-view')).EntitiesView }));
const LiveClassesView = lazy(async () => ({
  default: (await import('./live-classes-view')).LiveClassesView,
}));
const ContestsView = lazy(async () => ({ default: (await import('./contests-view')).ContestsView }));
const NoticeboardView = lazy(async () => ({ default: (await import('./noticeboard-view')).NoticeboardView }));
const ConsolidatedView = lazy(async () => ({
  default: (await import('./consolidated-view')).ConsolidatedView,
}));

const VIEWS = [
  { slug: 'leaderboard', label: 'Leaderboard' },
  { slug: 'progress', label: 'Progress' },
  { slug: 'report-stats', label: 'Report Stats' },
  { slug: 'entities', label: 'Entities' },
  { slug: 'live-classes', label: 'Live Classes' },
  { slug: 'contests', label: 'Contests' },
  { slug: 'noticeboard', label: 'Noticeboard' },
  { slug: 'consolidated', label: 'Consolidated Report' },
] as const;
type ViewSlug = (typeof VIEWS)[number]['slug'];

/** One batch's reports, one view per path segment so a link opens the same view. */
export function BatchPage({ batchSlug, view }: { batchSlug: string; view: string }) {
  const href = useDashboardHref();
  const navigate = useNavigate();
  const current = VIEWS.find((candidate) => candidate.slug === view) ?? VIEWS[0];
  const batch = useApi('x-org-batch', { path: { batchSlug } });
  raisePageError(batch.error);
  const details = batch.data;
  useDashboardTitle(details?.name);
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <Link as={RouterLink} to={href('/my-courses')}>
        Back to my courses
      </Link>
      <SubHeader
        title={details?.name ?? (batch.error ? 'Batch not found' : 'Batch')}
        description={
          details
            ? `${details.course_name} · ${details.students_count} students · ${formatDate(details.start_date)} to ${formatDate(details.end_date)}`
            : (batch.error?.message ?? 'Reports of the students of this batch')
        }
        headingLevel={2}
        actions={<SendMailButton batchSlug={batchSlug} trigger={<Button size="small">Send mail</Button>} />}
      />
      <Tabs.Root
        value={current.slug}
        onValueChange={(value) => navigate(href(`/my-courses/batches/${batchSlug}/${value}`))}
      >
        <Tabs.List aria-label="Batch reports">
          {VIEWS.map((candidate) => (
            <Tabs.Trigger key={candidate.slug} value={candidate.slug}>
              {candidate.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={current.slug}>
          <Suspense fallback={<Spinner label={`Loading ${current.label}`} />}>
            <BatchView slug={current.slug} batchSlug={batchSlug} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

function BatchView({ slug, batchSlug }: { slug: ViewSlug; batchSlug: string }): ReactNode {
  switch (slug) {
    case 'leaderboard':
      return <LeaderboardView batchSlug={batchSlug} />;
    case 'progress':
      return <ProgressView batchSlug={batchSlug} />;
    case 'report-stats':
      return <ReportStatsView batchSlug={batchSlug} />;
    case 'entities':
      return <EntitiesView batchSlug={batchSlug} />;
    case 'live-classes':
      return <LiveClassesView batchSlug={batchSlug} />;
    case 'contests':
      return <ContestsView batchSlug={batchSlug} />;
    case 'noticeboard':
      return <NoticeboardView batchSlug={batchSlug} />;
    case 'consolidated':
      return <ConsolidatedView batchSlug={batchSlug} />;
    default:
      return slug satisfies never;
  }
}

/** The route `my-courses/batches/:batchSlug/:view?`; no view (or an unknown one) opens the leaderboard. */
export function BatchRoute() {
  const { batchSlug = '', view = '' } = useParams();
  return <BatchPage batchSlug={batchSlug} view={view} />;
}
