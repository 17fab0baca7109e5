import { useApi } from '@learnforge/api-client/react';
import { QueryView, usePageTitle } from '@learnforge/app-shell';
import { TRACK_ENTITY_TYPES } from '@learnforge/domain';
import { Box, Card, Link, ProgressBar } from '@learnforge/ui';
import { Link as RouterLink, useParams } from 'react-router';
import { ENTITY_TYPE_LABELS } from '../utils/labels';
import { entityKey, trackPath } from '../utils/paths';
import { CertificateCard } from './certificate-card';
import { RefundCard } from './refund-card';

/** `/batch/{slug}`: the batch's chapters (tracks) with per-type progress, behind the access-permission check. */
export function BatchPage() {
  const { slug = '' } = useParams();
  const access = useApi('batch-access-permission', { path: { slug } });
  const detail = useApi('batch-detail', { path: { slug } });
  usePageTitle(detail.data?.name ?? 'Batch');
  return (
    <QueryView query={detail} what="the batch">
      {(batch) => (
        <Box display="flex" flexDirection="column" gap="large">
          <header>
            <h1>{batch.name}</h1>
            <p>{batch.course_name}</p>
          </header>
          <QueryView query={access} what="your access to the batch">
            {(permission) =>
              permission.has_access ? (
                <>
                  <Chapters slug={slug} tracks={batch.tracks} />
                  {permission.reason === 'staff' ? null : <CertificateCard slug={slug} />}
                  {permission.reason === 'enrolled' ? <RefundCard slug={slug} /> : null}
                </>
              ) : (
                <Card as="section" title="You cannot open this batch yet" tone="critical">
                  <p>{permission.message}</p>
                  <Link as={RouterLink} to={`/courses/${batch.course_slug}`}>
                    See {batch.course_name} and how to join
                  </Link>
                </Card>
              )
            }
          </QueryView>
        </Box>
      )}
    </QueryView>
  );
}

interface TrackSummary {
  slug: string;
  name: string;
  entities_count: number;
}

function Chapters({ slug, tracks }: { slug: string; tracks: TrackSummary[] }) {
  const progress = useApi('batch-progress', { query: { batch_slug: slug } });
  const activity = useApi('batch-user-activity-get', { query: { batch_slug: slug } });
  const last = activity.data?.last_visited;
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      {last ? (
        <p>
          <Link
            as={RouterLink}
            to={`${trackPath(slug, last.track_slug)}?item=${entityKey(last.entity_type, last.entity_id)}`}
          >
            Continue where you left off
          </Link>
        </p>
      ) : null}
      <h2>Chapters</h2>
      <QueryView query={progress} what="your progress">
        {(data) => (
          <Box
            as="ol"
            display="flex"
            flexDirection="column"
            gap="medium"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {tracks.map((track) => {
              const own = data.tracks.find((t) => t.track_slug === track.slug);
              return (
                <Card as="li" key={track.slug} title={track.name} headingLevel={3}>
                  <Box display="flex" flexDirection="column" gap="small">
                    <ProgressBar
                      label={`${track.name} progress`}
                      value={own?.progress_display ?? 0}
                      showLabel
                    />
                    <ul aria-label={`${track.name}: done per type`}>
                      {TRACK_ENTITY_TYPES.filter(
                        (type) => (own?.entities_progress[type]?.total ?? 0) > 0,
                      ).map((type) => (
                        <li key={type}>
                          {ENTITY_TYPE_LABELS[type]}: {own?.entities_progress[type]?.done ?? 0} of{' '}
                          {own?.entities_progress[type]?.total ?? 0}
                        </li>
                      ))}
                    </ul>
                    <Link as={RouterLink} to={trackPath(slug, track.slug)}>
                      Open {track.name}
                    </Link>
                  </Box>
                </Card>
              );
            })}
          </Box>
        )}
      </QueryView>
    </Box>
  );
}
