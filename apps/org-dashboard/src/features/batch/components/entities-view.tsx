import { useApi } from '@learnforge/api-client/react';
import { Box, ChartBar, Spinner, StatCard } from '@learnforge/ui';
import { formatNumber } from '../../../shared/format';
import { useReportPageError } from '../../../shared/page-error';

/** How much content the batch has: articles, problems, quizzes, contests and videos. */
export function EntitiesView({ batchSlug }: { batchSlug: string }) {
  const stats = useApi('org-entities-stats', { query: { batch_slug: batchSlug } });
  useReportPageError(stats.pageError);
  if (stats.error && !stats.pageError) return <p role="alert">{stats.error.message}</p>;
  if (!stats.data) return <Spinner label="Loading entities stats" />;
  const figures = [
    { label: 'Articles', value: stats.data.articles_count },
    { label: 'Problems', value: stats.data.problems_count },
    { label: 'Quizzes', value: stats.data.quizzes_count },
    { label: 'Contests', value: stats.data.contests_count },
    { label: 'Videos', value: stats.data.videos_count },
  ];
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Box display="flex" gap="medium" flexWrap="wrap">
        {figures.map((figure) => (
          <StatCard key={figure.label} label={figure.label} value={formatNumber(figure.value)} />
        ))}
      </Box>
      <ChartBar title="Content of the batch" labelHeader="Kind" valueHeader="Count" data={figures} />
    </Box>
  );
}
