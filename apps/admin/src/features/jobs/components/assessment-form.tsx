import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { Box, Button, Card, Checkbox, Combobox, TextField, useToast } from '@learnforge/ui';
import { useState } from 'react';
import { Controller, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import { useServerRefusals } from '../../../shared/editor-page';
import { FormDateTimeField, FormNumberField, FormTextField } from '../../../shared/form-fields';
import { useLibraryProblemOptions } from '../../../shared/library-problems';
import { fromLocalInput, toLocalInput } from '../../../shared/local-date-time';

type Assessment = ResponseOf<'x-job-portal-mcs-get'>;

interface Values {
  title: string;
  duration_minutes: number;
  starts_at: string;
  ends_at: string;
  is_proctored: boolean;
  question_ids: number[];
  /** `title` is the library's, for people to read; the server stores the slug and points. */
  problems: { slug: string; title: string; points: number }[];
}

const FIELDS = [
  'title',
  'duration_minutes',
  'starts_at',
  'ends_at',
  'is_proctored',
  'question_ids',
  'problems',
] as const;
const placeOf = (field: string) => FIELDS.find((name) => name === field) ?? null;

function emptyValues(): Values {
  return {
    title: '',
    duration_minutes: 60,
    starts_at: '',
    ends_at: '',
    is_proctored: true,
    question_ids: [],
    problems: [],
  };
}

function valuesOf(assessment: Assessment): Values {
  return {
    title: assessment.title,
    duration_minutes: assessment.duration_minutes,
    starts_at: toLocalInput(assessment.starts_at),
    ends_at: toLocalInput(assessment.ends_at),
    is_proctored: assessment.is_proctored,
    question_ids: assessment.question_ids,
    problems: assessment.problems,
  };
}

/** Picks questions from the contest engine's bank (the contest editor writes to it), searched by their text. */
function QuestionPicker({
  chosen,
  onChange,
  error,
}: {
  chosen: number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const bank = useApi('job-portal-questions', {
    query: { page: 1, page_size: 50, ...(search.trim() ? { search: search.trim() } : {}) },
  });
  return (
    <fieldset aria-describedby={error ? 'assessment-questions-error' : undefined}>
      <legend>Questions from the bank ({chosen.length} chosen)</legend>
      <Box display="grid" gap="small">
        <TextField
          label="Search the bank"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {bank.isLoading ? <p>Loading questions…</p> : null}
        {bank.data?.results.length === 0 ? <p>No bank question matches.</p> : null}
        {bank.data?.results.map((question) => (
          <Checkbox
            key={question.id}
            label={question.title}
            description={`${question.type}, ${question.marks} ${question.marks === 1 ? 'mark' : 'marks'}`}
            checked={chosen.includes(question.id)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...chosen, question.id] : chosen.filter((id) => id !== question.id),
              )
            }
          />
        ))}
        {error ? (
          <p id="assessment-questions-error" role="alert">
            {error}
          </p>
        ) : null}
      </Box>
    </fieldset>
  );
}

/**
 * Library problems for the contest's coding section, each judged by the judge and worth its points: picked by
 * searching the published library, as the contest editor does.
 */
function ProblemPicker({ form }: { form: UseFormReturn<Values> }) {
  const problems = useFieldArray({ control: form.control, name: 'problems', keyName: 'key' });
  const problemOptions = useLibraryProblemOptions(problems.fields.map((problem) => problem.slug));
  const error = form.formState.errors.problems?.message;
  return (
    <fieldset>
      <legend>Coding problems from the library ({problems.fields.length} chosen)</legend>
      <Box display="grid" gap="small">
        <Combobox
          label="Add a library problem"
          loadOptions={problemOptions}
          value={null}
          onValueChange={(option) => {
            if (option) problems.append({ slug: option.value, title: option.label, points: 100 });
          }}
          error={error}
        />
        {problems.fields.length ? (
          <Box as="ol" display="grid" gap="small" aria-label="Coding problems of the assessment">
            {problems.fields.map((problem, position) => (
              <Box as="li" key={problem.key} display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
                <TextField
                  label="Problem"
                  value={problem.title}
                  hint={
                    <>
                      Address name <code>{problem.slug}</code>
                    </>
                  }
                  readOnly
                />
                <FormNumberField
                  form={form}
                  name={`problems.${position}.points`}
                  label={`Points for ${problem.title}`}
                  min={1}
                  max={1000}
                />
                <Button
                  type="button"
                  size="small"
                  variant="outline"
                  aria-label={`Remove ${problem.title}`}
                  onClick={() => problems.remove(position)}
                >
                  Remove
                </Button>
              </Box>
            ))}
          </Box>
        ) : null}
      </Box>
    </fieldset>
  );
}

/**
 * The assessment's details and questions (001 §2 "add and edit with steps"): saved through mcs add or edit,
 * each refusal beside its field. Once its contest is generated, the contest editor changes it instead.
 */
export function AssessmentForm({
  assessment,
  onSaved,
}: {
  assessment?: Assessment;
  onSaved: (saved: Assessment) => void;
}) {
  const toast = useToast();
  const add = useApiMutation('job-portal-mcs-add');
  const edit = useApiMutation('job-portal-mcs-edit');
  const form = useForm<Values>({ defaultValues: assessment ? valuesOf(assessment) : emptyValues() });
  const { formError, setFormError, refuse } = useServerRefusals(form, placeOf);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = {
      ...values,
      starts_at: fromLocalInput(values.starts_at),
      ends_at: fromLocalInput(values.ends_at),
      problems: values.problems.map(({ slug, points }) => ({ slug, points })),
    };
    try {
      const saved = assessment
        ? await edit.trigger({ path: { id: assessment.id }, body })
        : await add.trigger({ body });
      toast.success(assessment ? `${saved.title} is saved.` : `${saved.title} is created.`);
      onSaved(saved);
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <Card as="section" title={assessment ? 'Details and questions' : 'New assessment'} headingLevel={2}>
      <form onSubmit={onSubmit} noValidate aria-label={assessment ? 'Assessment details' : 'New assessment'}>
        <Box display="grid" gap="medium">
          <FormTextField
            form={form}
            name="title"
            label="Title"
            required
            maxLength={200}
            rules={{ validate: (value) => (String(value).trim() ? true : 'Name the assessment.') }}
          />
          <Box display="flex" gap="medium" flexWrap="wrap">
            <FormDateTimeField
              form={form}
              name="starts_at"
              label="Opens"
              required
              rules={{ required: 'Choose when it opens.' }}
            />
            <FormDateTimeField
              form={form}
              name="ends_at"
              label="Closes"
              required
              rules={{ required: 'Choose when it closes.' }}
            />
            <FormNumberField
              form={form}
              name="duration_minutes"
              label="Minutes per sitting"
              min={5}
              max={600}
              required
              rules={{
                validate: (value) =>
                  Number.isInteger(value) && Number(value) >= 5 && Number(value) <= 600
                    ? true
                    : 'Between 5 and 600 minutes.',
              }}
            />
          </Box>
          <Checkbox
            label="Proctored"
            description="Tab switches and leaving full screen are warned and recorded; too many end the sitting."
            {...form.register('is_proctored')}
          />
          <Controller
            control={form.control}
            name="question_ids"
            render={({ field, fieldState }) => (
              <QuestionPicker
                chosen={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <ProblemPicker form={form} />
          {formError ? <p role="alert">{formError}</p> : null}
          <div>
            <Button type="submit" loading={add.isMutating || edit.isMutating}>
              {assessment ? 'Save the assessment' : 'Create the assessment'}
            </Button>
          </div>
        </Box>
      </form>
    </Card>
  );
}
