import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { Box, Button, MarkdownView } from '@learnforge/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Only course admins edit: learners never load the editor.
const ArticleEditor = lazy(async () => ({ default: (await import('./article-editor')).ArticleEditor }));

/**
 * A track article: Markdown rendered sanitized with highlighted code, and "Mark as complete". Course admins
 * (canEditBatchTrack) edit it here too.
 */
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
  const permission = useApi('batch-access-permission', { path: { slug: batchSlug } });
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const closedEditor = useRef(false);
  useEffect(() => {
    // Leaving the editor brings the keyboard back to the button that opened it.
    if (!editing && closedEditor.current) editButton.current?.focus();
  }, [editing]);
  if (editing)
    return (
      <Suspense fallback={null}>
        <ArticleEditor
          articleId={articleId}
          onClose={() => {
            closedEditor.current = true;
            setEditing(false);
          }}
        />
      </Suspense>
    );
  return (
    <QueryView query={article} what="the article">
      {(data) => (
        <Box as="article" display="flex" flexDirection="column" gap="medium">
          <h2>{data.title}</h2>
          <p>{data.reading_time_minutes} min read</p>
          {permission.data?.can_edit_batch_track ? (
            <div>
              <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
                Edit article
              </Button>
            </div>
          ) : null}
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
