import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { VIDEO_FEEDBACK_TAGS } from '@learnforge/domain';
import { Box, Button, Checkbox, RadioGroup, TextArea, VisuallyHidden } from '@learnforge/ui';
import { type FormEvent, useId, useState } from 'react';

type Reaction = 'like' | 'dislike' | 'none';

/** The server names a refused tag by its place (`tags.3`); the form says it beside the tags. */
const TAG_FIELDS = Object.fromEntries(
  VIDEO_FEEDBACK_TAGS.map((_, index) => [`tags.${index}`, 'tags' as const]),
);
const STARS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} ${stars === 1 ? 'star' : 'stars'}`,
}));

/**
 * Under a track video (ADR 0087): like or dislike it (pressing the same again takes it back), with everyone's
 * counts, and a short feedback form for the course team.
 */
export function VideoFeedback({
  batchSlug,
  trackSlug,
  videoId,
  title,
}: {
  batchSlug: string;
  trackSlug: string;
  videoId: number;
  title: string;
}) {
  const stats = useApi('track-user-videos-stats', {
    query: { batch_slug: batchSlug, track_slug: trackSlug },
  });
  // A refused reaction is said under the buttons, not in a toast over them.
  const react = useApiMutation('track-video-likes-count', { notify: false });
  const [answer, setAnswer] = useState<{ likes: number; dislikes: number; mine: Reaction } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const own = stats.data?.results.find((row) => row.video_id === videoId);
  const shown = answer ?? {
    likes: own?.likes_count ?? 0,
    dislikes: own?.dislikes_count ?? 0,
    mine: own?.user_reaction ?? 'none',
  };
  const press = async (reaction: Exclude<Reaction, 'none'>) => {
    setRefusal(null);
    try {
      const next = await react.trigger({
        path: { slug: batchSlug },
        body: { video_id: videoId, reaction: shown.mine === reaction ? 'none' : reaction },
      });
      setAnswer({ likes: next.likes_count, dislikes: next.dislikes_count, mine: next.user_reaction });
    } catch (error) {
      setRefusal(formErrorsOf(error, [] as const).form);
    }
  };
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <Box
        display="flex"
        gap="small"
        alignItems="center"
        flexWrap="wrap"
        role="group"
        aria-label={`Your reaction to ${title}`}
      >
        <Button
          size="small"
          variant={shown.mine === 'like' ? 'soft' : 'outline'}
          aria-pressed={shown.mine === 'like'}
          disabled={!stats.data || react.isMutating}
          onClick={() => press('like')}
        >
          Like<VisuallyHidden> {title}</VisuallyHidden> ({shown.likes})
        </Button>
        <Button
          size="small"
          variant={shown.mine === 'dislike' ? 'soft' : 'outline'}
          aria-pressed={shown.mine === 'dislike'}
          disabled={!stats.data || react.isMutating}
          onClick={() => press('dislike')}
        >
          Dislike<VisuallyHidden> {title}</VisuallyHidden> ({shown.dislikes})
        </Button>
      </Box>
      {refusal ? <p role="alert">{refusal}</p> : null}
      <FeedbackForm videoId={videoId} title={title} />
    </Box>
  );
}

function FeedbackForm({ videoId, title }: { videoId: number; title: string }) {
  // Every refusal is shown in the form, beside its field: a toast would cover Send on a phone.
  const send = useApiMutation('track-video-feedback', { notify: false });
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{
    rating?: string;
    tags?: string;
    comment?: string;
    form?: string | null;
  }>({});
  const [thanks, setThanks] = useState<string | null>(null);
  const formId = useId();
  if (!open)
    return (
      <div>
        {thanks ? <p role="status">{thanks}</p> : null}
        <Button
          variant="ghost"
          size="small"
          aria-controls={formId}
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          {thanks ? 'Change your feedback' : 'Give feedback on this video'}
        </Button>
      </div>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const answer = await send.trigger({
        path: { id: videoId },
        // An unchosen rating goes to the server as nothing, which says beside the stars what to do.
        body: { rating: rating ? Number(rating) : (undefined as unknown as number), tags, comment },
      });
      setThanks(answer.message);
      setOpen(false);
    } catch (error) {
      const refused = formErrorsOf(error, ['rating', 'tags', 'comment'] as const, TAG_FIELDS);
      setErrors({ ...refused.fields, form: refused.form });
    }
  };
  return (
    <form id={formId} onSubmit={submit} aria-label={`Feedback on ${title}`} noValidate>
      <Box display="flex" flexDirection="column" gap="small">
        <RadioGroup
          label="How useful was this video?"
          name={`video-rating-${videoId}`}
          options={STARS}
          value={rating}
          onValueChange={setRating}
          orientation="horizontal"
          error={errors.rating}
        />
        <fieldset aria-describedby={errors.tags ? `${formId}-tags-error` : undefined}>
          <legend>What stood out? (optional)</legend>
          <Box display="flex" gap="small" flexWrap="wrap">
            {VIDEO_FEEDBACK_TAGS.map((tag) => (
              <Checkbox
                key={tag}
                label={tag}
                checked={tags.includes(tag)}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setTags((current) => (checked ? [...current, tag] : current.filter((t) => t !== tag)));
                }}
              />
            ))}
          </Box>
          {errors.tags ? (
            <p id={`${formId}-tags-error`} role="alert">
              {errors.tags}
            </p>
          ) : null}
        </fieldset>
        <TextArea
          label="Anything else for the course team? (optional)"
          value={comment}
          maxLength={2000}
          onChange={(event) => setComment(event.target.value)}
          error={errors.comment}
        />
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        <Box display="flex" gap="small" flexWrap="wrap">
          <Button type="submit" size="small" loading={send.isMutating}>
            Send feedback
          </Button>
          <Button variant="ghost" size="small" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Box>
      </Box>
    </form>
  );
}
