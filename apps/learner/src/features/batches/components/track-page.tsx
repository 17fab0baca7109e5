import type { contract, EndpointOutput } from '@learnforge/api-client/contract';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, usePageTitle } from '@learnforge/app-shell';
import { problemPath, TRACK_ENTITY_TYPES } from '@learnforge/domain';
import { Box, Card, Link, ProgressBar } from '@learnforge/ui';
import { useEffect } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ENTITY_NOUNS, ENTITY_TYPE_LABELS } from '../utils/labels';
import { batchPath, entityKey } from '../utils/paths';
import { ArticleLesson } from './article-lesson';
import { TrackNotes } from './track-notes';
import * as styles from './track-page.css';
import { TrackQuiz } from './track-quiz';
import { VideoLesson } from './video-lesson';

type Track = EndpointOutput<(typeof contract)['track-batch']>;
type Entity = Track['entities'][number];

/** `/batch/{slug}/track/{track}`: a chapter's videos, articles, quiz and problems, progress and notes. */
export function TrackPage() {
  const { slug = '', track: trackSlug = '' } = useParams();
  const track = useApi('track-batch', { path: { track: trackSlug, batch: slug } });
  usePageTitle(track.data?.name ?? 'Chapter');
  return (
    <QueryView query={track} what="the chapter">
      {(data) => <TrackView batchSlug={slug} track={data} />}
    </QueryView>
  );
}

function TrackView({ batchSlug, track }: { batchSlug: string; track: Track }) {
  const [search, setSearch] = useSearchParams();
  const entities = [...track.entities].sort((a, b) => a.order - b.order);
  const wanted = search.get('item');
  const current =
    entities.find((entity) => entityKey(entity.type, entity.id) === wanted) ??
    entities.find((entity) => !entity.completed) ??
    entities[0];
  const visit = useApiMutation('batch-user-activity-post');
  const { trigger } = visit;
  const currentType = current?.type;
  const currentId = current?.id;
  useEffect(() => {
    if (currentType === undefined || currentId === undefined) return;
    // Where the learner is, for "Continue" on My courses; losing one such note is harmless.
    trigger({
      body: { batch_slug: batchSlug, track_slug: track.slug, entity_type: currentType, entity_id: currentId },
    }).catch(() => undefined);
  }, [trigger, batchSlug, track.slug, currentType, currentId]);

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <header>
        <Link as={RouterLink} to={batchPath(batchSlug)}>
          All chapters
        </Link>
        <h1>{track.name}</h1>
      </header>
      <TrackProgress batchSlug={batchSlug} trackSlug={track.slug} name={track.name} />
      <div className={styles.layout}>
        <nav aria-label={`${track.name} contents`}>
          <ol className={styles.contents}>
            {entities.map((entity) => {
              const key = entityKey(entity.type, entity.id);
              const selected = current && key === entityKey(current.type, current.id);
              return (
                <li key={key}>
                  <Link
                    as={RouterLink}
                    to={`?item=${key}`}
                    aria-current={selected ? 'page' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      setSearch({ item: key });
                    }}
                  >
                    {ENTITY_NOUNS[entity.type]}: {entity.title}
                  </Link>
                  {entity.completed ? <span className={styles.done}> (done)</span> : null}
                </li>
              );
            })}
          </ol>
        </nav>
        <div className={styles.main}>
          {current ? (
            <Lesson
              key={entityKey(current.type, current.id)}
              batchSlug={batchSlug}
              trackSlug={track.slug}
              entity={current}
            />
          ) : (
            <p>This chapter has nothing in it yet.</p>
          )}
        </div>
      </div>
      <TrackNotes batchSlug={batchSlug} trackSlug={track.slug} entity={current} />
    </Box>
  );
}

function Lesson({ batchSlug, trackSlug, entity }: { batchSlug: string; trackSlug: string; entity: Entity }) {
  switch (entity.type) {
    case 'video':
      return <VideoLesson batchSlug={batchSlug} trackSlug={trackSlug} entity={entity} />;
    case 'article':
      return <ArticleLesson batchSlug={batchSlug} trackSlug={trackSlug} articleId={entity.id} />;
    case 'quiz-question':
      return <TrackQuiz batchSlug={batchSlug} trackSlug={trackSlug} quizId={entity.id} />;
    default:
      return (
        <Card as="section" title={entity.title}>
          {entity.slug ? (
            <Link as={RouterLink} to={problemPath(entity.slug)}>
              Solve {entity.title}
            </Link>
          ) : null}
        </Card>
      );
  }
}

function TrackProgress({
  batchSlug,
  trackSlug,
  name,
}: {
  batchSlug: string;
  trackSlug: string;
  name: string;
}) {
  const progress = useApi('track-user-progress', { query: { batch_slug: batchSlug, track_slug: trackSlug } });
  return (
    <QueryView query={progress} what="your progress">
      {(data) => (
        <section aria-label="Your progress" className={styles.progress}>
          <ProgressBar label={`${name} progress`} value={data.user_track_progress__display} showLabel />
          <p>
            {data.user_entities_count} of {data.track_entities_count} done:{' '}
            {TRACK_ENTITY_TYPES.filter((type) => (data.user_track_entities_progress[type]?.total ?? 0) > 0)
              .map(
                (type) =>
                  `${ENTITY_TYPE_LABELS[type]} ${data.user_track_entities_progress[type]?.done ?? 0}/${data.user_track_entities_progress[type]?.total ?? 0}`,
              )
              .join(', ')}
          </p>
        </section>
      )}
    </QueryView>
  );
}
