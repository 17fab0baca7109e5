import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { Box, Button, MarkdownView } from '@learnforge/ui';

/** A track article: Markdown rendered sanitized with highlighted code, and "Mark as complete". */
export function ArticleLesson({
  batchSlug,
  trackSlug,
  articleId,
}: {
  batchSlug: string;
  trackSlug: string;
  articleId: number;
}) {
  const article = useApi('track-article', {
    path: { id: articleId },
    query: { batch_slug: batchSlug, track_slug: trackSlug },
  });
  const complete = useApiMutation('track-article-complete');
  return (
    <QueryView query={article} what="the article">
      {(data) => (
        <Box as="article" display="flex" flexDirection="column" gap="medium">
          <h2>{data.title}</h2>
          <p>{data.reading_time_minutes} min read</p>
          <MarkdownView markdown={data.content_markdown} />
          {data.is_completed ? (
            <p role="status">You have completed this article.</p>
          ) : (
            <Box display="flex" flexDirection="column" gap="small">
              <Button
                loading={complete.isMutating}
                onClick={() =>
                  complete
                    .trigger({
                      path: { id: articleId },
                      body: { batch_slug: batchSlug, track_slug: trackSlug },
                    })
                    .catch(() => undefined)
                }
              >
                Mark as complete
              </Button>
              {complete.error ? <p role="alert">{complete.error.message}</p> : null}
            </Box>
          )}
        </Box>
      )}
    </QueryView>
  );
}
