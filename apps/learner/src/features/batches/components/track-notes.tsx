import type { contract, EndpointOutput } from '@learnforge/api-client/contract';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { formatLongDate } from '@learnforge/domain';
import { Box, Button, Card, MarkdownView, TextArea } from '@learnforge/ui';
import { useState } from 'react';

type Entity = EndpointOutput<(typeof contract)['track-batch']>['entities'][number];

/** The learner's notes on this chapter: newest first, older ones a page at a time (last_evaluated_key). */
export function TrackNotes({
  batchSlug,
  trackSlug,
  entity,
}: {
  batchSlug: string;
  trackSlug: string;
  entity: Entity | undefined;
}) {
  const [pageKeys, setPageKeys] = useState<(string | undefined)[]>([undefined]);
  const [draft, setDraft] = useState('');
  const add = useApiMutation('batch-notes-add');
  const fieldError = add.error?.fields?.content;
  return (
    <Card as="section" title="My notes">
      <Box display="flex" flexDirection="column" gap="medium">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            add
              .trigger({
                body: {
                  batch_slug: batchSlug,
                  track_slug: trackSlug,
                  content: draft,
                  ...(entity && entity.type !== 'quiz-question'
                    ? { entity_type: entity.type, entity_id: entity.id }
                    : {}),
                },
              })
              .then(() => {
                setDraft('');
                setPageKeys([undefined]);
              })
              .catch(() => undefined);
          }}
        >
          <Box display="flex" flexDirection="column" gap="small">
            <TextArea
              label="New note"
              hint="Markdown works: **bold**, lists, `code`."
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              error={fieldError ?? (add.error && !fieldError ? add.error.message : undefined)}
              rows={3}
            />
            <Button type="submit" loading={add.isMutating}>
              Save the note
            </Button>
          </Box>
        </form>
        {pageKeys.map((key, index) => (
          <NotesPage
            key={key ?? 'first'}
            batchSlug={batchSlug}
            trackSlug={trackSlug}
            pageKey={key}
            isLast={index === pageKeys.length - 1}
            onMore={(next) => setPageKeys((keys) => [...keys, next])}
          />
        ))}
      </Box>
    </Card>
  );
}

function NotesPage({
  batchSlug,
  trackSlug,
  pageKey,
  isLast,
  onMore,
}: {
  batchSlug: string;
  trackSlug: string;
  pageKey: string | undefined;
  isLast: boolean;
  onMore: (key: string) => void;
}) {
  const notes = useApi('track-batch-notes', {
    path: { t: trackSlug, b: batchSlug },
    query: pageKey ? { last_evaluated_key: pageKey } : {},
  });
  const remove = useApiMutation('batch-notes-delete');
  return (
    <QueryView
      query={notes}
      what="your notes"
      isEmpty={(data) => data.notes_list.length === 0 && pageKey === undefined}
      empty={{ title: 'No notes yet', description: 'Notes you save on this chapter appear here.' }}
    >
      {(data) => (
        <Box display="flex" flexDirection="column" gap="small">
          <ul aria-label={pageKey ? 'Older notes' : 'Your notes'}>
            {data.notes_list.map((note) => (
              <li key={note.id}>
                <MarkdownView markdown={note.content} />
                <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
                  <small>{formatLongDate(note.created_at)}</small>
                  <Button
                    size="small"
                    variant="ghost"
                    tone="critical"
                    onClick={() => remove.trigger({ path: { id: note.id } }).catch(() => undefined)}
                  >
                    Delete note
                  </Button>
                </Box>
              </li>
            ))}
          </ul>
          {remove.error ? <p role="alert">{remove.error.message}</p> : null}
          {isLast && data.last_evaluated_key ? (
            <Button variant="outline" onClick={() => onMore(data.last_evaluated_key!)}>
              Show older notes
            </Button>
          ) : null}
        </Box>
      )}
    </QueryView>
  );
}
