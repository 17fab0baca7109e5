import { useApi } from '@learnforge/api-client/react';
import { QueryView, usePageTitle } from '@learnforge/app-shell';
import { formatLongDate, TRACK_ENTITY_TYPES } from '@learnforge/domain';
import { Box, Card, Link, ProgressBar } from '@learnforge/ui';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ENTITY_TYPE_LABELS } from '../utils/labels';
import { entityKey, trackPath } from '../utils/paths';
import { CertificateCard } from './certificate-card';
import { RefundCard } from './refund-card';

// Areas only some people see load on their own, so the batch page's first render stays small.
const AccessExtensionCard = lazy(async () => ({
  default: (await import('./access-extension-card')).AccessExtensionCard,
}));

const CertificateHoldersCard = lazy(async () => ({
  default: (await import('./certificate-holders-card')).CertificateHoldersCard,
}));

const LearnerElectivesCard = lazy(async () => ({
  default: (await import('./learner-electives-card')).LearnerElectivesCard,
}));

const BatchLeaderboard = lazy(async () => ({
  default: (await import('./batch-leaderboard')).BatchLeaderboard,
}));

const LiveClasses = lazy(async () => ({ default: (await import('./live-classes')).LiveClasses }));
const RateBatchCard = lazy(async () => ({ default: (await import('./rate-batch-card')).RateBatchCard }));
const Noticeboard = lazy(async () => ({ default: (await import('./noticeboard')).Noticeboard }));
const CommunityChannels = lazy(async () => ({
  default: (await import('./community-channels')).CommunityChannels,
}));
const ElectivesCard = lazy(async () => ({ default: (await import('./electives-card')).ElectivesCard }));
const StudyPlanCard = lazy(async () => ({ default: (await import('./study-plan-card')).StudyPlanCard }));
const BatchDiscussion = lazy(async () => ({ default: (await import('./batch-discussion')).BatchDiscussion }));
const CompletionEstimateCard = lazy(async () => ({
  default: (await import('./batch-outlook')).CompletionEstimateCard,
}));
const PinnedContestCard = lazy(async () => ({
  default: (await import('./batch-outlook')).PinnedContestCard,
}));
const CourseJobsCard = lazy(async () => ({ default: (await import('./batch-outlook')).CourseJobsCard }));

const DAY_MS = 86_400_000;
/** How close the end of access has to be before the batch page warns about it. */
const EXPIRY_WARNING_DAYS = 14;

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
                  {permission.reason === 'enrolled' && permission.access_ends_at ? (
                    <AccessEnd endsAt={permission.access_ends_at} courseName={batch.course_name} />
                  ) : null}
                  <Chapters
                    slug={slug}
                    tracks={batch.tracks}
                    batchName={batch.name}
                    startDate={batch.start_date}
                  />
                  <Suspense fallback={null}>
                    {permission.reason === 'staff' || batch.tracks.length === 0 ? null : (
                      <CompletionEstimateCard slug={slug} />
                    )}
                    <PinnedContestCard slug={slug} />
                    {permission.reason === 'staff' ? null : (
                      <StudyPlanCard slug={slug} batchName={batch.name} />
                    )}
                    {batch.has_elective_courses ? <ElectivesCard slug={slug} batchName={batch.name} /> : null}
                    <LiveClasses slug={slug} />
                    <Noticeboard slug={slug} canPost={permission.can_edit_batch_track} />
                    <CommunityChannels slug={slug} canEdit={permission.can_edit_batch_track} />
                    <BatchLeaderboard slug={slug} />
                    <BatchDiscussion slug={slug} batchName={batch.name} />
                    <CourseJobsCard courseSlug={batch.course_slug} courseName={batch.course_name} />
                  </Suspense>
                  {permission.reason === 'staff' ? null : <CertificateCard slug={slug} />}
                  {permission.reason === 'enrolled' ? (
                    <Suspense fallback={null}>
                      <RateBatchCard slug={slug} batchName={batch.name} />
                    </Suspense>
                  ) : null}
                  {permission.reason === 'enrolled' ? <RefundCard slug={slug} /> : null}
                  {permission.reason === 'staff' ? (
                    <Suspense fallback={null}>
                      <AccessExtensionCard slug={slug} />
                      {/* Course admins (canEditBatchTrack) change a learner's electives (ADR 0105). */}
                      {batch.has_elective_courses && permission.can_edit_batch_track ? (
                        <LearnerElectivesCard slug={slug} />
                      ) : null}
                      <CertificateHoldersCard slug={slug} batchName={batch.name} />
                    </Suspense>
                  ) : null}
                </>
              ) : (
                <Card
                  as="section"
                  title={
                    permission.reason === 'expired'
                      ? 'Your access to this batch has ended'
                      : 'You cannot open this batch yet'
                  }
                  tone="critical"
                >
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

/** When the learner's access ends: a quiet line, or a warning in its last two weeks (ADR 0065). */
function AccessEnd({ endsAt, courseName }: { endsAt: string; courseName: string }) {
  const daysLeft = Math.ceil((Date.parse(endsAt) - Date.now()) / DAY_MS);
  if (daysLeft > EXPIRY_WARNING_DAYS) return <p>Your access runs until {formatLongDate(endsAt)}.</p>;
  return (
    <Card as="section" title="Your access ends soon" tone="caution" headingLevel={2}>
      <p>
        Your access ends on {formatLongDate(endsAt)}, in {daysLeft} {daysLeft === 1 ? 'day' : 'days'}. Finish
        what you need, or ask the course team of {courseName} to extend it.
      </p>
    </Card>
  );
}

interface TrackSummary {
  slug: string;
  name: string;
  entities_count: number;
}

function Chapters({
  slug,
  tracks,
  batchName,
  startDate,
}: {
  slug: string;
  tracks: TrackSummary[];
  batchName: string;
  startDate: string;
}) {
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
      {tracks.length === 0 ? (
        <p>
          {Date.parse(startDate) > Date.now()
            ? `${batchName} starts on ${formatLongDate(startDate, { timeZone: 'UTC' })}. Its chapters appear here when the course team publishes them.`
            : `The course team has not published any chapters in ${batchName} yet.`}
        </p>
      ) : (
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
      )}
    </Box>
  );
}
