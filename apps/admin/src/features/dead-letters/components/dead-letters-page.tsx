import type { RowOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import { Box, Button, Card, ConfirmDialog, SubHeader, useToast } from '@learnforge/ui';
import { useId, useRef, useState } from 'react';

type DeadLetter = RowOf<'x-admin-dead-letters'>;

const QUEUE_NAMES: Record<DeadLetter['queue'], string> = {
  mail: 'Mail',
  judge: 'Judge run',
  certificate: 'Certificate',
  'event-reminder': 'Event reminders',
  'study-reminder': 'Study reminders',
  'access-end-mail': 'Access-end mail',
  'contest-rank-points': 'Contest rank points',
  'object-delete': 'Stored file deletion',
};

/**
 * One failed job with its actions. A refusal (the job was retried or discarded meanwhile, say) is shown under
 * the buttons and named by them (`aria-describedby`), not in a passing toast.
 */
function DeadLetterCard({
  letter,
  onGone,
  focusHeading,
}: {
  letter: DeadLetter;
  /** Says what happened and refreshes the list, which no longer has this card. */
  onGone: (message: string) => void;
  focusHeading: () => void;
}) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const retry = useApiMutation('x-admin-dead-letter-retry', { notify: false });
  const discard = useApiMutation('x-admin-dead-letter-discard', { notify: false });
  const [refusal, setRefusal] = useState<string>();
  const refusalId = useId();
  const describedBy = refusal ? refusalId : undefined;
  // Set once the job is gone, so the closing dialog sends focus to the page heading instead of a button
  // that is about to disappear.
  const gone = useRef(false);
  const refused = (error: unknown) => setRefusal(formErrorsOf(error, [] as const).form ?? undefined);

  const retryNow = async () => {
    try {
      const { message } = await retry.trigger({ path: { id: letter.id } });
      onGone(message);
      focusHeading();
    } catch (error) {
      refused(error);
    }
  };
  const discardNow = async () => {
    try {
      const { message } = await discard.trigger({ path: { id: letter.id } });
      gone.current = true;
      onGone(message);
    } catch (error) {
      refused(error);
    }
  };

  return (
    <Card as="li" headingLevel={2} title={`${QUEUE_NAMES[letter.queue]}: ${letter.summary}`}>
      <Box display="flex" flexDirection="column" gap="small">
        <p>
          Failed {formatDateTime(letter.failed_at)} after {letter.attempts}{' '}
          {letter.attempts === 1 ? 'attempt' : 'attempts'}.
        </p>
        <p>
          Last error: <code>{letter.error}</code>
        </p>
        {letter.retryable ? null : <p>Not retried: its learner was already told to submit again.</p>}
        <Box display="flex" gap="small" flexWrap="wrap">
          {letter.retryable ? (
            <Button size="small" onClick={retryNow} loading={retry.isMutating} aria-describedby={describedBy}>
              Retry
            </Button>
          ) : null}
          <ConfirmDialog
            trigger={
              <Button size="small" variant="outline" tone="critical" aria-describedby={describedBy}>
                Discard
              </Button>
            }
            title="Discard this failed job?"
            description={
              letter.queue === 'mail'
                ? 'Its messages stay unsent, and nothing will try them again.'
                : 'It is removed from this list for good.'
            }
            confirmLabel="Discard"
            tone="critical"
            onConfirm={discardNow}
            onCloseAutoFocus={(event) => {
              if (!gone.current) return; // refused or cancelled: back to the Discard button
              event.preventDefault();
              focusHeading();
            }}
          />
        </Box>
        {refusal ? (
          <p id={refusalId} role="alert">
            {refusal}
          </p>
        ) : null}
      </Box>
    </Card>
  );
}

/** Jobs of the durable queue that failed every attempt (ADR 0061): retry mail, discard either kind. */
export function DeadLetters() {
  const letters = useApi('x-admin-dead-letters');
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const [done, setDone] = useState('');
  const onGone = (message: string) => {
    setDone(message);
    toast.success(message);
    void letters.mutate();
  };
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={
          <span ref={heading} tabIndex={-1}>
            Failed background jobs
          </span>
        }
        headingLevel={1}
        description="Mail the relay kept refusing and judge runs that were lost, newest first. Mail can be retried; either kind can be discarded."
      />
      <p role="status">{done}</p>
      <QueryView
        query={letters}
        what="the failed jobs"
        isEmpty={(data) => data.results.length === 0}
        empty={{
          title: 'No failed jobs',
          description: 'Every job of the queue finished or is still trying.',
        }}
      >
        {(data) => (
          <Box
            as="ul"
            display="flex"
            flexDirection="column"
            gap="medium"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {data.results.map((letter) => (
              <DeadLetterCard
                key={letter.id}
                letter={letter}
                onGone={onGone}
                // The job's card leaves the list: focus goes to the top of the page rather than to nothing.
                focusHeading={() => heading.current?.focus()}
              />
            ))}
          </Box>
        )}
      </QueryView>
    </Box>
  );
}

/** The route: super admins only, like the calls behind it. */
export function DeadLettersRoute() {
  return (
    <RequireRole roles={AREA_ROLES.backgroundJobs}>
      <DeadLetters />
    </RequireRole>
  );
}
