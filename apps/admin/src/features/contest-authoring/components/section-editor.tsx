import { useApiClient } from '@learnforge/api-client/react';
import { Box, Button, Card, Combobox, Select, TextField } from '@learnforge/ui';
import { get, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FormNumberField, FormTextField } from '../../../shared/form-fields';
import { useLibraryProblemOptions } from '../../../shared/library-problems';
import type { ContestFormValues } from '../utils/contest-form';

const SECTION_KINDS = [
  { value: 'quiz', label: 'Quiz: questions from the bank' },
  { value: 'coding', label: 'Coding: problems from the library' },
];

const errorAt = (form: UseFormReturn<ContestFormValues>, path: string) =>
  (get(form.formState.errors, path) as { message?: string } | undefined)?.message;

interface SectionEditorProps {
  form: UseFormReturn<ContestFormValues>;
  index: number;
  /** Sections are fixed once a learner has started (answers refer to them). */
  locked: boolean;
  onRemove: (() => void) | null;
}

/** One section of the contest: its name, kind, and the ordered questions or problems it holds. */
export function SectionEditor({ form, index, locked, onRemove }: SectionEditorProps) {
  const client = useApiClient();
  const kind = form.watch(`sections.${index}.kind`);
  const title = form.watch(`sections.${index}.title`) || `Section ${index + 1}`;
  const questions = useFieldArray({
    control: form.control,
    name: `sections.${index}.questions`,
    keyName: 'key',
  });
  const problems = useFieldArray({
    control: form.control,
    name: `sections.${index}.problems`,
    keyName: 'key',
  });
  const problemOptions = useLibraryProblemOptions(problems.fields.map((problem) => problem.slug));
  return (
    <Card title={`Section ${index + 1}: ${title}`} as="section" headingLevel={3}>
      <Box display="grid" gap="medium">
        <FormTextField form={form} name={`sections.${index}.title`} label="Section name" disabled={locked} />
        <Select
          label="Section kind"
          options={SECTION_KINDS}
          disabled={locked}
          {...form.register(`sections.${index}.kind`)}
        />
        {kind === 'quiz' ? (
          <Box display="grid" gap="small">
            <Combobox
              label="Add a bank question"
              hint="Type words of the question; write a new one under “Question bank” below."
              disabled={locked}
              loadOptions={async (query, signal) => {
                const chosen = new Set(questions.fields.map((question) => question.id));
                const bank = await client.call(
                  'x-admin-quiz-questions-list',
                  { query: { search: query } },
                  { signal },
                );
                return bank.results
                  .filter((question) => !chosen.has(question.id))
                  .map((question) => ({
                    value: String(question.id),
                    label: question.body.slice(0, 120),
                    description: `${question.question_type}, ${question.marks} marks`,
                  }));
              }}
              value={null}
              onValueChange={(option) => {
                if (option) questions.append({ id: Number(option.value), label: option.label });
              }}
              error={errorAt(form, `sections.${index}.questions`)}
            />
            {questions.fields.length === 0 ? (
              <p>No questions in this section yet.</p>
            ) : (
              <Box as="ol" display="grid" gap="xsmall" aria-label={`Questions of ${title}`}>
                {questions.fields.map((question, position) => (
                  <Box
                    as="li"
                    key={question.key}
                    display="flex"
                    gap="small"
                    alignItems="center"
                    flexWrap="wrap"
                  >
                    <span>{question.label}</span>
                    <Button
                      type="button"
                      size="small"
                      variant="outline"
                      disabled={locked}
                      aria-label={`Remove question ${position + 1} from ${title}`}
                      onClick={() => questions.remove(position)}
                    >
                      Remove
                    </Button>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        ) : (
          <Box display="grid" gap="small">
            <Combobox
              label="Add a library problem"
              disabled={locked}
              loadOptions={problemOptions}
              value={null}
              onValueChange={(option) => {
                if (option) problems.append({ slug: option.value, title: option.label, points: 100 });
              }}
              error={errorAt(form, `sections.${index}.problems`)}
            />
            {problems.fields.length === 0 ? (
              <p>No problems in this section yet.</p>
            ) : (
              <Box as="ol" display="grid" gap="small" aria-label={`Problems of ${title}`}>
                {problems.fields.map((problem, position) => (
                  <Box
                    as="li"
                    key={problem.key}
                    display="flex"
                    gap="small"
                    alignItems="flex-end"
                    flexWrap="wrap"
                  >
                    <TextField label="Problem" value={problem.title} readOnly />
                    <FormNumberField
                      form={form}
                      name={`sections.${index}.problems.${position}.points`}
                      label={`Points for ${problem.title}`}
                      min={1}
                      max={1000}
                      disabled={locked}
                    />
                    <Button
                      type="button"
                      size="small"
                      variant="outline"
                      disabled={locked}
                      aria-label={`Remove ${problem.title} from ${title}`}
                      onClick={() => problems.remove(position)}
                    >
                      Remove
                    </Button>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        )}
        {onRemove ? (
          <Box>
            <Button type="button" variant="outline" disabled={locked} onClick={onRemove}>
              Remove section {index + 1}
            </Button>
          </Box>
        ) : null}
      </Box>
    </Card>
  );
}
