import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView } from '@learnforge/app-shell';
import { Box, Button, Card, RadioGroup, TextArea } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';

const STARS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} ${stars === 1 ? 'star' : 'stars'}`,
}));

/**
 * An enrolled learner rates the batch once (001 §3 `isBatchRated`): a rating and a few words, which the course
 * page's reviews show. After that the card thanks them instead of asking again.
 */
export function RateBatchCard({ slug, batchName }: { slug: string; batchName: string }) {
  // The card is for an enrolled learner. A refund ends the enrolment while the page shows it, and the page turns into
  // the course's invitation: that refusal (403) tells the learner nothing new, so the card only steps aside. Any other
  // failure is said in the card itself.
  const meta = useApi('batch-user-meta', { query: { batch_slug: slug } }, { notify: false });
  const rate = useApiMutation('batch-testimonials-post');
  const [rating, setRating] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string; form?: string | null }>({});
  const [thanks, setThanks] = useState<string | null>(null);
  if (meta.error?.status === 403) return null;
  if (!meta.data)
    return meta.error ? (
      <Card as="section" title="Rate this batch" headingLevel={2}>
        <QueryView query={meta} refusedInPlace what="your rating of this batch">
          {() => null}
        </QueryView>
      </Card>
    ) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      // An unchosen rating goes to the server as nothing, which says beside the field what to do.
      const saved = await rate.trigger({
        path: { type: 'batch' },
        body: { batch_slug: slug, rating: rating ? Number(rating) : (undefined as unknown as number), text },
      });
      setThanks(`Thank you: you gave ${batchName} ${saved.rating} of 5 stars.`);
    } catch (error) {
      const refused = formErrorsOf(error, ['rating', 'text'] as const);
      setErrors({ ...refused.fields, form: refused.form });
    }
  };
  return (
    <Card as="section" title="Rate this batch" headingLevel={2}>
      {thanks || meta.data.is_batch_rated ? (
        <p role="status">{thanks ?? `You have rated ${batchName}. Thank you.`}</p>
      ) : (
        <form onSubmit={submit} aria-label={`Rate ${batchName}`} noValidate>
          <Box display="flex" flexDirection="column" gap="medium">
            <RadioGroup
              label="Your rating"
              name="batch-rating"
              options={STARS}
              value={rating}
              onValueChange={setRating}
              orientation="horizontal"
              error={errors.rating}
            />
            <TextArea
              label="What would you tell the next learner? (optional)"
              value={text}
              maxLength={2000}
              onChange={(event) => setText(event.target.value)}
              error={errors.text}
            />
            {errors.form ? <p role="alert">{errors.form}</p> : null}
            <div>
              <Button type="submit" loading={rate.isMutating}>
                Send rating
              </Button>
            </div>
          </Box>
        </form>
      )}
    </Card>
  );
}
