import type { ResponseOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { formErrorsOf, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime, VIDEO_FEEDBACK_TAGS } from '@learnforge/domain';
import { type ColumnDef, FilterBar, Select } from '@learnforge/ui';
import { useSearchParams } from 'react-router';
import { ListPage, usePageParam } from '../../../shared/list-page';
import { useStaffTitle } from '../../../shared/staff-title';

type Feedback = ResponseOf<'x-video-feedbacks'>['results'][number];

/** Each filter narrows the one before it: a new course drops the batch and video, a new batch the video. */
const FILTERS = ['course_slug', 'batch_slug', 'video_id', 'rating', 'tag'] as const;
type FilterKey = (typeof FILTERS)[number];
const NARROWER: Partial<Record<FilterKey, FilterKey[]>> = {
  course_slug: ['batch_slug', 'video_id'],
  batch_slug: ['video_id'],
};
const STARS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} ${stars === 1 ? 'star' : 'stars'}`,
}));

const columns: ColumnDef<Feedback, string>[] = [
  { id: 'when', header: 'Sent', accessorFn: (row) => formatDateTime(row.created_at) },
  { id: 'learner', header: 'Learner', accessorFn: (row) => `${row.name} (${row.handle})` },
  { id: 'video', header: 'Video', accessorFn: (row) => row.video_title },
  { id: 'batch', header: 'Batch', accessorFn: (row) => row.batch_name },
  { id: 'stars', header: 'Stars', accessorFn: (row) => `${row.rating} of 5` },
  { id: 'tags', header: 'Tags', accessorFn: (row) => (row.tags.length > 0 ? row.tags.join(', ') : '—') },
  { id: 'comment', header: 'Comment', accessorFn: (row) => row.comment || '—' },
];

function useFeedbackFilters() {
  const [params, setParams] = useSearchParams();
  const filters: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const setFilter = (key: FilterKey, value: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value) updated.set(key, value);
      else updated.delete(key);
      for (const narrower of NARROWER[key] ?? []) updated.delete(narrower);
      updated.delete('page');
      return updated;
    });
  const clear = () => setParams(new URLSearchParams());
  return { filters, setFilter, clear, any: Object.keys(filters).length > 0 };
}

/**
 * `/video-feedback`: what learners said about track videos (ADR 0105), newest first, narrowed by course, batch,
 * video, stars and tag, every filter in the address. A filter the server refuses says why beside itself.
 */
function VideoFeedbackList() {
  const { page } = usePageParam();
  const { filters, setFilter, clear, any } = useFeedbackFilters();
  const courses = useApi('staff-dash-all-courses', { query: { page_size: 100 } });
  // A refusal is said beside its filter, any other failure in the table with Try again: no toast says it twice.
  const list = useApi(
    'x-video-feedbacks',
    {
      query: {
        page,
        ...(filters.course_slug ? { course_slug: filters.course_slug } : {}),
        ...(filters.batch_slug ? { batch_slug: filters.batch_slug } : {}),
        ...(filters.video_id ? { video_id: Number(filters.video_id) } : {}),
        ...(filters.rating ? { rating: Number(filters.rating) } : {}),
        ...(filters.tag ? { tag: filters.tag } : {}),
      },
    },
    { notify: false },
  );
  const courseName = courses.data?.results.find(
    (course) => course.course_slug === filters.course_slug,
  )?.course_name;
  const title = courseName ? `${courseName}: video feedback` : 'Video feedback';
  useStaffTitle(title);
  const refused = list.error ? formErrorsOf(list.error, FILTERS) : null;
  const refusedField = refused !== null && Object.keys(refused.fields).length > 0;
  const data = list.data;
  const description = data
    ? data.count === 0
      ? 'No feedback matches these filters.'
      : `${data.count} ${data.count === 1 ? 'feedback' : 'feedbacks'}, ${data.average_rating} stars on average.`
    : 'What learners said about the videos of their tracks, newest first.';
  return (
    <ListPage<Feedback>
      title={title}
      description={description}
      actions={null}
      filters={
        <FilterBar label="Filter video feedback" {...(any ? { onClear: clear } : {})}>
          <Select
            label="Course"
            size="small"
            placeholder="Every course"
            options={(courses.data?.results ?? []).map((course) => ({
              value: course.course_slug,
              label: course.course_name,
            }))}
            value={filters.course_slug ?? ''}
            error={refused?.fields.course_slug}
            onChange={(event) => setFilter('course_slug', event.target.value)}
          />
          <Select
            label="Batch"
            size="small"
            placeholder={filters.course_slug ? 'Every batch' : 'Choose a course first'}
            disabled={!filters.course_slug}
            options={(data?.batches ?? []).map((batch) => ({ value: batch.slug, label: batch.name }))}
            value={filters.batch_slug ?? ''}
            error={refused?.fields.batch_slug}
            onChange={(event) => setFilter('batch_slug', event.target.value)}
          />
          <Select
            label="Video"
            size="small"
            placeholder={filters.batch_slug ? 'Every video' : 'Choose a batch first'}
            disabled={!filters.batch_slug}
            options={(data?.videos ?? []).map((video) => ({ value: String(video.id), label: video.title }))}
            value={filters.video_id ?? ''}
            error={refused?.fields.video_id}
            onChange={(event) => setFilter('video_id', event.target.value)}
          />
          <Select
            label="Stars"
            size="small"
            placeholder="Any stars"
            options={STARS}
            value={filters.rating ?? ''}
            error={refused?.fields.rating}
            onChange={(event) => setFilter('rating', event.target.value)}
          />
          <Select
            label="Tag"
            size="small"
            placeholder="Any tag"
            options={VIDEO_FEEDBACK_TAGS.map((tag) => ({ value: tag, label: tag }))}
            value={filters.tag ?? ''}
            error={refused?.fields.tag}
            onChange={(event) => setFilter('tag', event.target.value)}
          />
        </FilterBar>
      }
      columns={columns}
      list={refusedField ? { isLoading: false, data: { results: [], count: 0 } } : list}
      getRowId={(row) => String(row.id)}
      emptyMessage={refusedField ? 'Correct the filters above.' : 'No feedback matches these filters.'}
      pagesLabel="Pages of video feedback"
    />
  );
}

export function VideoFeedbackRoute() {
  return (
    <RequireRole roles={AREA_ROLES.courseEditor}>
      <VideoFeedbackList />
    </RequireRole>
  );
}
