import { ApiError } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, useSession } from '@learnforge/app-shell';
import { hasRole } from '@learnforge/domain';
import {
  Box,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  Link,
  Select,
  SubHeader,
  useToast,
} from '@learnforge/ui';
import { useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EditorLeaveGuard, EditorPage, useServerRefusals } from '../../../shared/editor-page';
import {
  FormDateTimeField,
  FormNumberField,
  FormSection,
  FormTextArea,
  FormTextField,
} from '../../../shared/form-fields';
import {
  bodyFromForm,
  type Contest,
  type ContestFormValues,
  emptyContest,
  emptySection,
  formFieldOf,
  formFromContest,
} from '../utils/contest-form';
import { AccommodationForm } from './accommodation-form';
import { QuestionBankForm } from './question-bank-form';
import { SectionEditor } from './section-editor';

/** 000 §4 status codes as staff read them. */
export const STATUS_LABEL: Record<number, string> = {
  1: 'Live',
  2: 'Upcoming',
  3: 'Expired',
  4: 'Cancelled',
  5: 'Completed',
};

/** The whole contest on one page, saved whole; `contestId` null creates a new one. */
export function ContestEditor({ contestId }: { contestId: number | null }) {
  const existing = useApi('x-admin-contest-get', contestId ? { path: { id: contestId } } : null);
  const bank = useApi('x-admin-quiz-questions-list', contestId ? { query: { page: 1 } } : null);
  // A saved contest opens once it and the bank's first page (the questions' words) arrive.
  return (
    <EditorPage
      query={contestId ? existing : null}
      what="the contest"
      title={contestId ? existing.data?.title : 'New contest'}
    >
      {(contest) =>
        contest ? (
          <QueryView query={bank} what="the question bank">
            {(questions) => (
              <ContestForm
                contestId={contestId}
                saved={contest}
                labels={
                  new Map(questions.results.map((question) => [question.id, question.body.slice(0, 120)]))
                }
              />
            )}
          </QueryView>
        ) : (
          <ContestForm contestId={null} saved={undefined} labels={new Map()} />
        )
      }
    </EditorPage>
  );
}

function ContestForm({
  contestId,
  saved: contest,
  labels,
}: {
  contestId: number | null;
  saved: Contest | undefined;
  labels: Map<number, string>;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const { user } = useSession();
  // Recruiters author open (hiring) contests only; course and super admins also batch contests.
  const mayAuthorBatch = hasRole(user?.roles ?? [], 'course_admin');
  const create = useApiMutation('x-admin-contest-create');
  const update = useApiMutation('x-admin-contest-update');
  const cancel = useApiMutation('x-admin-contest-cancel');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const form = useForm<ContestFormValues>({
    defaultValues: contest
      ? formFromContest(contest, labels)
      : emptyContest(mayAuthorBatch ? 'batch' : 'open'),
  });
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { isSubmitting },
  } = form;
  // A path the form has no control for (a whole section) is still said, in the form's message.
  const { formError, setFormError, refuse } = useServerRefusals(form, (field) => {
    const path = formFieldOf(field) as FieldPath<ContestFormValues>;
    return path in form.getValues() || /^sections\.\d+\.(title|questions|problems)/.test(path) ? path : null;
  });

  const save = handleSubmit(async (values) => {
    setFormError(null);
    const body = bodyFromForm(values);
    try {
      if (contestId) {
        await update.trigger({ path: { id: contestId }, body });
        // The saved values become the new "unchanged" state (labels stay as staff chose them).
        reset(values);
        toast.success(`${body.title} is saved.`);
      } else {
        const contest = await create.trigger({ body });
        reset(values);
        toast.success(`${contest.title} is scheduled.`);
        navigate(`/contests/${contest.id}`, { replace: true });
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refuse(error);
    }
  });

  const locked = (contest?.attempts ?? 0) > 0;
  const cancelled = contest?.status === 4;
  const kind = watch('kind');
  const proctored = watch('proctored');
  const title = contest ? `Edit contest: ${contest.title}` : 'New contest';
  const quizSections = watch('sections')
    .map((section, index) => ({ index, title: section.title, kind: section.kind }))
    .filter((section) => section.kind === 'quiz');

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={title}
        headingLevel={1}
        description={
          contest
            ? `${STATUS_LABEL[contest.status]} · ${contest.attempts} attempts started · learners open it at /contest/${contest.slug}/`
            : 'Learners see the contest in their contest list once it is saved, with a countdown to its start.'
        }
        actions={
          contest ? (
            <Box display="flex" gap="medium" flexWrap="wrap">
              <Link as={RouterLink} to={`/contests/${contest.id}/marking`}>
                Mark subjective answers
              </Link>
              <Link as={RouterLink} to={`/edit-history/contest/${contest.id}`}>
                Edit history
              </Link>
            </Box>
          ) : undefined
        }
      />
      {cancelled ? <p role="status">This contest is cancelled; it can no longer be edited.</p> : null}
      {locked ? (
        <p role="status">
          Learners have started this contest: its sections are fixed; times and rules can still change.
        </p>
      ) : null}
      <form onSubmit={save} noValidate aria-label={title}>
        <fieldset disabled={cancelled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Box display="flex" flexDirection="column" gap="large">
            <FormSection title="The contest">
              <FormTextField form={form} name="title" label="Title" required />
              <FormTextField
                form={form}
                name="slug"
                label="Address name"
                hint="Lowercase letters, digits and hyphens: the contest opens at /contest/{this name}/."
                required
                disabled={Boolean(contest)}
              />
              <FormTextArea form={form} name="description" label="Description and rules" rows={5} />
              <Select
                label="Who sits it"
                options={[
                  { value: 'open', label: 'Open to everyone (or a hiring assessment)' },
                  ...(mayAuthorBatch ? [{ value: 'batch', label: 'One batch of an institute' }] : []),
                ]}
                disabled={locked}
                {...register('kind')}
              />
              {kind === 'batch' ? (
                <FormTextField
                  form={form}
                  name="batch_slug"
                  label="Batch address name"
                  hint="For example dsa-institute-2026."
                />
              ) : null}
            </FormSection>

            <FormSection title="Schedule">
              <FormDateTimeField form={form} name="start_time" label="Starts at" required />
              <FormDateTimeField form={form} name="end_time" label="Ends at" required />
              <FormNumberField
                form={form}
                name="duration_minutes"
                label="Minutes each learner gets"
                hint="Leave empty to give everyone the time from their start to the end."
                min={1}
              />
            </FormSection>

            <FormSection title="Proctoring and rules">
              <Checkbox
                label="Proctored: full screen, tab switches and window shrinking are warned"
                {...register('proctored')}
              />
              {proctored ? (
                <>
                  <FormNumberField
                    form={form}
                    name="max_warnings"
                    label="Warnings before the attempt ends"
                    min={0}
                    max={100}
                  />
                  <FormNumberField
                    form={form}
                    name="webcam_interval_seconds"
                    label="Seconds between webcam snapshots"
                    hint="Leave empty for no webcam."
                    min={10}
                    max={3600}
                  />
                </>
              ) : null}
              <Checkbox label="Block copy and paste" {...register('disable_copy_paste')} />
              <Checkbox label="Show a calculator" {...register('show_calculator')} />
              <Checkbox
                label="Show answers and explanations after the end"
                {...register('show_answers_after_end')}
              />
              <FormNumberField
                form={form}
                name="wrong_submission_penalty_minutes"
                label="Penalty minutes per wrong submission (breaks ties)"
                min={0}
                max={120}
              />
            </FormSection>

            <Box
              as="section"
              display="flex"
              flexDirection="column"
              gap="medium"
              aria-labelledby="sections-heading"
            >
              <h2 id="sections-heading">Sections</h2>
              {sections.fields.map((section, index) => (
                <SectionEditor
                  key={section.id}
                  form={form}
                  index={index}
                  locked={locked}
                  onRemove={sections.fields.length > 1 ? () => sections.remove(index) : null}
                />
              ))}
              {form.formState.errors.sections?.message ? (
                <p role="alert">{form.formState.errors.sections.message}</p>
              ) : null}
              <Box display="flex" gap="small" flexWrap="wrap">
                <Button
                  type="button"
                  variant="outline"
                  disabled={locked}
                  onClick={() => sections.append(emptySection('quiz'))}
                >
                  Add a quiz section
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  disabled={locked}
                  onClick={() => sections.append(emptySection('coding'))}
                >
                  Add a coding section
                </Button>
              </Box>
            </Box>

            {formError ? <p role="alert">{formError}</p> : null}
            <Box display="flex" gap="small" flexWrap="wrap">
              <Button type="submit" loading={isSubmitting}>
                {contest ? 'Save contest' : 'Schedule contest'}
              </Button>
              {contest && contest.status === 2 ? (
                <Button type="button" variant="outline" onClick={() => setConfirmCancel(true)}>
                  Cancel contest
                </Button>
              ) : null}
            </Box>
          </Box>
        </fieldset>
      </form>

      {cancelled ? null : (
        <QuestionBankForm
          quizSections={quizSections}
          onCreated={(question, sectionIndex) => {
            if (sectionIndex === null) return;
            const path = `sections.${sectionIndex}.questions` as const;
            form.setValue(path, [...form.getValues(path), question], { shouldDirty: true });
          }}
        />
      )}

      {contest && !cancelled ? <AccommodationForm contest={contest} /> : null}

      {contest ? (
        <ConfirmDialog
          open={confirmCancel}
          onOpenChange={setConfirmCancel}
          title={`Cancel ${contest.title}?`}
          description="Learners see it as cancelled and can no longer start it. This cannot be undone."
          confirmLabel="Cancel contest"
          cancelLabel="Keep it"
          tone="critical"
          onConfirm={async () => {
            try {
              await cancel.trigger({ path: { id: contest.id } });
              toast.success(`${contest.title} is cancelled.`);
            } catch (error) {
              if (!(error instanceof ApiError)) throw error;
              setFormError(error.message);
            }
          }}
        />
      ) : null}
      <EditorLeaveGuard form={form} what="this contest" />
      {contest ? null : (
        <Card title="Before you schedule" as="section" headingLevel={2}>
          <p>
            A contest needs a title, an address name, start and end times and at least one section with
            questions or problems. Every problem is picked from the published library.
          </p>
        </Card>
      )}
    </Box>
  );
}
