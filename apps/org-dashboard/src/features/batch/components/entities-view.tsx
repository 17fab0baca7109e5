import { useApi } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { Box, ChartBar, StatCard } from '@learnforge/ui';
import { formatNumber } from '../../../shared/format';

/** How much content the batch has: articles, problems, quizzes, contests and videos. */
export function EntitiesView({ batchSlug }: { batchSlug: string }) {
  const stats = useApi('org-entities-stats', { query: { batch_slug: batchSlug } });
  return (
    <QueryView query={stats} what="entities stats">
      {(data) => {
        const figures = [
          { label: 'Articles', value: data.articles_count },
          { label: 'Problems', value: data.problems_count },
          { label: 'Quizzes', value: data.quizzes_count },
          { label: 'Contests', value: data.contests_count },
          { label: 'Videos', value: data.videos_count },
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
      }}
    </QueryView>
  );
}
