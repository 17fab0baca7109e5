import type { RowOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  Link,
  MarkdownView,
  Pagination,
  SubHeader,
  Tabs,
  useToast,
} from '@learnforge/ui';
import { type RefCallback, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useServerRefusals } from '../../../shared/editor-page';
import { FormNumberField, FormTextArea } from '../../../shared/form-fields';
import { LIST_PAGE_SIZE, useIdParam, usePageParam } from '../../../shared/list-page';
import { useStaffTitle } from '../../../shared/staff-title';

type Answer = RowOf<'x-admin-contest-subjective-answers'>;
type Show = 'unmarked' | 'all';

/** `/contests/:id/marking`: contest staff read each subjective answer and mark it (ADR 0064, 0079). */
export function MarkingRoute() {
  const { id } = useIdParam();
  return (
    <RequireRole roles={AREA_ROLES.contests}>
      {id === null ? <p role="alert">There is no such contest.</p> : <MarkingPage contestId={id} />}
    </RequireRole>
  );
}

/** Which answers the page lists, kept in the address (`?show=all`); unmarked ones by default. */
function useShowParam() {
  const [params, setParams] = useSearchParams();
  const show: Show = params.get('show') === 'all' ? 'all' : 'unmarked';
  const setShow = (next: Show) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('show', next);
      updated.delete('page');
      return updated;
    });
  return { show, setShow };
}

function MarkingPage({ contestId }: { contestId: number }) {
  const contest = useApi('x-admin-contest-get', { path: { id: contestId } });
  const title = contest.data ? `Marking: ${contest.data.title}` : undefined;
  useStaffTitle(title);
  const { show, setShow } = useShowParam();
  return (
    <QueryView query={contest} what="the contest">
      {(saved) => (
        <Box display="flex" flexDirection="column" gap="large">
          <SubHeader
            title={`Marking: ${saved.title}`}
            headingLevel={1}
            description="Answers to the contest’s subjective questions. A finished attempt’s answer takes marks from 0 to the question’s marks, with a comment the learner reads once the contest is over; the score and the leaderboard follow at once."
            actions={
              <Link as={RouterLink} to={`/contests/${contestId}`}>
                Back to the contest
              </Link>
            }
          />
          <Tabs.Root value={show} onValueChange={(value) => setShow(value === 'all' ? 'all' : 'unmarked')}>
            <Tabs.List aria-label="Answers to show">
              <Tabs.Trigger value="unmarked">Awaiting marking</Tabs.Trigger>
              <Tabs.Trigger value="all">All answers</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value={show}>
              <AnswerList key={show} contestId={contestId} show={show} />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
      )}
    </QueryView>
  );
}

const keyOf = (answer: Answer) => `${answer.handle}:${answer.question_id}`;

/** The card just marked in "Awaiting marking", which leaves the list once it refreshes, and where it stood. */
interface LeavingCard {
  key: string;
  index: number;
}

function AnswerList({ contestId, show }: { contestId: number; show: Show }) {
  const { page, setPage } = usePageParam();
  const answers = useApi('x-admin-contest-subjective-answers', {
    path: { id: contestId },
    query: { page, show },
  });
  const cards = useRef(new Map<string, HTMLElement>());
  const status = useRef<HTMLParagraphElement>(null);
  const [leaving, setLeaving] = useState<LeavingCard | null>(null);
  // Said in the status line after a marked card left the list, until the marker marks or pages again.
  const [saved, setSaved] = useState<string | null>(null);
  const results = answers.data?.results;
  // A marked card leaves "Awaiting marking" when the list refreshes, taking the focus its Save button had:
  // the focus goes on to the card that took its place (the one before it when it was the last), or to the
  // list's status when none is left, so a keyboard or screen-reader marker carries on where they were.
  useLayoutEffect(() => {
    if (!leaving || !results || results.some((answer) => keyOf(answer) === leaving.key)) return;
    const next = results[Math.min(leaving.index, results.length - 1)];
    const target = next ? cards.current.get(keyOf(next)) : status.current;
    target?.focus();
    setLeaving(null);
  }, [leaving, results]);
  const marked = (answer: Answer, index: number) => {
    setSaved(`Marks saved for ${answer.name}.`);
    if (show === 'unmarked') setLeaving({ key: keyOf(answer), index });
  };
  return (
    <QueryView query={answers} what="the answers">
      {(data) => {
        const pageCount = Math.max(1, Math.ceil(data.count / LIST_PAGE_SIZE));
        const said = saved ? `${saved} ` : '';
        if (data.results.length === 0)
          return (
            <p role="status" ref={status} tabIndex={-1}>
              {said}
              {show === 'unmarked'
                ? 'No answer awaits marking.'
                : 'Nobody has answered a subjective question of this contest yet.'}
            </p>
          );
        return (
          <Box display="flex" flexDirection="column" gap="medium">
            <p role="status" ref={status} tabIndex={-1}>
              {said}
              {show === 'unmarked'
                ? `${data.count} answer${data.count === 1 ? '' : 's'} awaiting marking.`
                : `${data.count} answer${data.count === 1 ? '' : 's'}, unmarked first.`}
            </p>
            {data.results.map((answer, index) => (
              <AnswerCard
                key={keyOf(answer)}
                ref={(card) => {
                  if (card) cards.current.set(keyOf(answer), card);
                  else cards.current.delete(keyOf(answer));
                }}
                contestId={contestId}
                answer={answer}
                onMarked={() => marked(answer, index)}
              />
            ))}
            {pageCount > 1 ? (
              <Pagination
                page={page}
                pageCount={pageCount}
                label="Answer pages"
                onPageChange={(next) => {
                  setSaved(null);
                  setPage(next);
                }}
              />
            ) : null}
          </Box>
        );
      }}
    </QueryView>
  );
}

interface MarkValues {
  marks: number;
  comment: string;
}

const marksText = (marks: number) =>
  Number.isInteger(marks) ? String(marks) : marks.toFixed(2).replace(/0$/, '');

function AnswerCard({
  contestId,
  answer,
  onMarked,
  ref,
}: {
  contestId: number;
  answer: Answer;
  /** After the marks are saved (the list refreshes next). */
  onMarked: () => void;
  /** The card, which takes the focus when the card before it leaves the list. */
  ref: RefCallback<HTMLElement>;
}) {
  const toast = useToast();
  const mark = useApiMutation('x-admin-contest-subjective-mark');
  const form = useForm<MarkValues>({
    defaultValues: { marks: answer.marks ?? Number.NaN, comment: answer.comment ?? '' },
  });
  const { formError, setFormError, refuse } = useServerRefusals(form, (field) =>
    field === 'marks' || field === 'comment' ? field : null,
  );
  const who = `${answer.name} (@${answer.handle})`;
  const formName = `Mark ${answer.name}’s answer to question ${answer.question_id}`;
  const save = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await mark.trigger({
        path: { id: contestId },
        body: {
          question_id: answer.question_id,
          handle: answer.handle,
          // An empty field is sent as null, so the server says what is missing beside it.
          marks: Number.isFinite(values.marks) ? values.marks : (null as unknown as number),
          comment: values.comment,
        },
      });
      form.reset({ marks: saved.marks ?? Number.NaN, comment: saved.comment ?? '' });
      onMarked();
      toast.success(
        `${answer.name}’s answer has ${marksText(saved.marks ?? 0)} of ${marksText(saved.max_marks)} marks.`,
      );
    } catch (error) {
      refuse(error);
    }
  });
  return (
    <Card as="article" title={who} headingLevel={2} ref={ref} tabIndex={-1}>
      <Box display="flex" flexDirection="column" gap="medium">
        <Box display="flex" gap="xsmall" flexWrap="wrap" alignItems="center">
          {answer.marks === null ? (
            <Badge tone="caution">Awaiting marking</Badge>
          ) : (
            <Badge tone="positive">{`${marksText(answer.marks)} of ${marksText(answer.max_marks)} marks`}</Badge>
          )}
          {answer.attempt_finished ? null : <Badge tone="neutral">Attempt still running</Badge>}
          {answer.marked_by && answer.marked_at ? (
            <span>{`Marked by @${answer.marked_by}, ${formatDateTime(answer.marked_at)}`}</span>
          ) : null}
        </Box>
        <section aria-label={`Question ${answer.question_id}`}>
          <h3>{`Question ${answer.question_id} · worth ${marksText(answer.max_marks)} marks`}</h3>
          <MarkdownView markdown={answer.question} />
        </section>
        <section aria-label={`Answer of ${answer.name}`}>
          <h3>Answer</h3>
          {/* The learner's text is shown as typed, never as Markdown: it is theirs, not the site's. */}
          <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {answer.answer || 'An empty answer.'}
          </p>
        </section>
        <form onSubmit={save} noValidate aria-label={formName}>
          <fieldset
            disabled={!answer.attempt_finished}
            style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
          >
            <Box display="grid" gap="medium">
              {answer.attempt_finished ? null : (
                <p>The learner may still change this answer: mark it once their attempt has ended.</p>
              )}
              <FormNumberField
                form={form}
                name="marks"
                label={`Marks (0 to ${marksText(answer.max_marks)})`}
                min={0}
                max={answer.max_marks}
                step={0.5}
                required
              />
              <FormTextArea
                form={form}
                name="comment"
                label="Comment for the learner"
                hint="Shown with the marks on their summary once the contest is over."
                rows={3}
                maxLength={2000}
              />
              {formError ? <p role="alert">{formError}</p> : null}
              <Box>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {answer.marks === null ? 'Save marks' : 'Change marks'}
                </Button>
              </Box>
            </Box>
          </fieldset>
        </form>
      </Box>
    </Card>
  );
}
