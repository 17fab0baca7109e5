import { ApiError } from '@learnforge/api-client';
import { useApiMutation } from '@learnforge/api-client/react';
import { Box, Button, Checkbox, Select, TextField, useToast } from '@learnforge/ui';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { FormNumberField, FormSection, FormTextArea } from '../../../shared/form-fields';

type QuestionType = 'single' | 'multiple' | 'input' | 'subjective';

const QUESTION_TYPES = [
  { value: 'single', label: 'Single choice' },
  { value: 'multiple', label: 'Multiple choice' },
  { value: 'input', label: 'Numeric or text input' },
  { value: 'subjective', label: 'Subjective (marked by staff)' },
];

interface QuestionFormValues {
  question_type: QuestionType;
  body: string;
  options: { text: string; correct: boolean }[];
  correct_answer: string;
  marks: number;
  negative_marks: number;
  explanation: string;
  /** Which quiz section of the contest gets the new question; '' keeps it in the bank only. */
  section: string;
}

const emptyQuestion = (section: string): QuestionFormValues => ({
  question_type: 'single',
  body: '',
  options: [
    { text: '', correct: false },
    { text: '', correct: false },
  ],
  correct_answer: '',
  marks: 4,
  negative_marks: 0,
  explanation: '',
  section,
});

/** Server paths that differ from the form's: the correct choices are ticked on the options. */
const FIELD_OF: Record<string, FieldPath<QuestionFormValues>> = { correct_option_ids: 'options' };

interface QuestionBankFormProps {
  /** The quiz sections of the contest being edited, by index, to add the new question to. */
  quizSections: { index: number; title: string }[];
  onCreated: (question: { id: number; label: string }, sectionIndex: number | null) => void;
}

/**
 * Writes one question into the shared bank (four types, options, the correct answers, marks, negative
 * marks, explanation) and, when asked, puts it into a quiz section of this contest.
 */
export function QuestionBankForm({ quizSections, onCreated }: QuestionBankFormProps) {
  const toast = useToast();
  const create = useApiMutation('x-admin-quiz-question-create');
  const firstSection = quizSections[0] ? String(quizSections[0].index) : '';
  const form = useForm<QuestionFormValues>({ defaultValues: emptyQuestion(firstSection) });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const type = form.watch('question_type');
  const withOptions = type === 'single' || type === 'multiple';

  const save = form.handleSubmit(async (values) => {
    try {
      const question = await create.trigger({
        body: {
          question_type: values.question_type,
          body: values.body,
          options: withOptions ? values.options.map((option, at) => ({ id: at + 1, text: option.text })) : [],
          correct_option_ids: withOptions
            ? values.options.flatMap((option, at) => (option.correct ? [at + 1] : []))
            : [],
          correct_answer: type === 'input' ? values.correct_answer : null,
          marks: Number.isFinite(values.marks) ? values.marks : 0,
          negative_marks: Number.isFinite(values.negative_marks) ? values.negative_marks : 0,
          explanation: values.explanation,
        },
      });
      const sectionIndex = values.section === '' ? null : Number(values.section);
      onCreated({ id: question.id, label: question.body.slice(0, 120) }, sectionIndex);
      toast.success(
        sectionIndex === null
          ? 'The question is in the bank.'
          : 'The question is in the bank and in the section; save the contest to keep it there.',
      );
      form.reset(emptyQuestion(values.section));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries(error.fields);
      if (fields.length === 0) form.setError('body', { message: error.message });
      for (const [field, message] of fields)
        form.setError(FIELD_OF[field] ?? (field as FieldPath<QuestionFormValues>), { message });
    }
  });

  const sectionOptions = [
    ...quizSections.map((section) => ({
      value: String(section.index),
      label: `Section ${section.index + 1}: ${section.title}`,
    })),
    { value: '', label: 'Only the bank' },
  ];
  const optionsError = (form.formState.errors.options as { message?: string } | undefined)?.message;

  return (
    // A form of its own beside the contest form (not inside it: forms do not nest).
    <form onSubmit={save} noValidate aria-label="New bank question">
      <FormSection title="Question bank: write a question">
        <Select label="Question type" options={QUESTION_TYPES} {...form.register('question_type')} />
        <FormTextArea form={form} name="body" label="Question" rows={3} required />
        {withOptions ? (
          <Box as="fieldset" display="grid" gap="small">
            <legend>Options (tick the correct {type === 'single' ? 'one' : 'ones'})</legend>
            {options.fields.map((option, at) => (
              <Box key={option.id} display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
                <TextField
                  label={`Option ${at + 1}`}
                  error={
                    (form.formState.errors.options?.[at]?.text as { message?: string } | undefined)?.message
                  }
                  {...form.register(`options.${at}.text`)}
                />
                <Checkbox label={`Option ${at + 1} is correct`} {...form.register(`options.${at}.correct`)} />
                {options.fields.length > 2 ? (
                  <Button
                    type="button"
                    size="small"
                    variant="outline"
                    aria-label={`Remove option ${at + 1}`}
                    onClick={() => options.remove(at)}
                  >
                    Remove
                  </Button>
                ) : null}
              </Box>
            ))}
            {optionsError ? <p role="alert">{optionsError}</p> : null}
            {options.fields.length < 10 ? (
              <Box>
                <Button
                  type="button"
                  variant="outline"
                  size="small"
                  onClick={() => options.append({ text: '', correct: false })}
                >
                  Add an option
                </Button>
              </Box>
            ) : null}
          </Box>
        ) : null}
        {type === 'input' ? (
          <TextField
            label="Expected answer"
            hint="A number matches by value (9 and 9.0 are the same); text matches ignoring case."
            error={form.formState.errors.correct_answer?.message}
            {...form.register('correct_answer')}
          />
        ) : null}
        <FormNumberField form={form} name="marks" label="Marks" min={0} max={100} step="any" />
        <FormNumberField
          form={form}
          name="negative_marks"
          label="Negative marks"
          min={0}
          max={100}
          step="any"
        />
        <FormTextArea form={form} name="explanation" label="Explanation shown after the contest" rows={2} />
        <Select label="Add to" options={sectionOptions} {...form.register('section')} />
        <Box>
          <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
            Save question
          </Button>
        </Box>
      </FormSection>
    </form>
  );
}
