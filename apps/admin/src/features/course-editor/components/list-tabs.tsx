import { Box, Button, Card, Checkbox, TextArea, TextField } from '@learnforge/ui';
import type { ReactNode } from 'react';
import { type Control, type UseFormRegister, useFieldArray, useForm } from 'react-hook-form';
import type { EditorTabs } from '../utils/editor-types';
import type { TabErrors } from '../utils/tab-errors';
import { fromCommas, fromLines } from '../utils/text-lists';
import { SaveBar } from './save-bar';
import { SendEmailPanel } from './send-email-panel';
import { useTabSave } from './use-tab-save';

interface TabProps<T extends keyof EditorTabs> {
  courseId: number;
  values: EditorTabs[T];
}

/** One entry of a repeated group, with its own remove button named after it. */
function Entry({ title, onRemove, children }: { title: string; onRemove: () => void; children: ReactNode }) {
  return (
    <Card
      as="section"
      title={title}
      headingLevel={3}
      actions={
        <Button type="button" size="small" variant="ghost" tone="critical" onClick={onRemove}>
          Remove {title.toLowerCase()}
        </Button>
      }
    >
      <Box display="grid" gap="small">
        {children}
      </Box>
    </Card>
  );
}

const AddButton = ({ onClick, children }: { onClick: () => void; children: ReactNode }) => (
  <div>
    <Button type="button" variant="outline" onClick={onClick}>
      {children}
    </Button>
  </div>
);

type JourneyForm = EditorTabs['course-journey'];

function PhaseSteps({
  phase,
  control,
  register,
  errors,
}: {
  phase: number;
  control: Control<JourneyForm>;
  register: UseFormRegister<JourneyForm>;
  errors: TabErrors;
}) {
  const steps = useFieldArray({ control, name: `courseJourneyPhases.${phase}.steps` });
  return (
    <Box display="grid" gap="small">
      {steps.fields.map((step, index) => (
        <Entry
          key={step.id}
          title={`Phase ${phase + 1} step ${index + 1}`}
          onRemove={() => steps.remove(index)}
        >
          <TextField
            label={`Phase ${phase + 1} step ${index + 1} title`}
            required
            {...register(`courseJourneyPhases.${phase}.steps.${index}.title`)}
            error={errors.fields[`courseJourneyPhases.${phase}.steps.${index}.title`]}
          />
          <TextArea
            label={`Phase ${phase + 1} step ${index + 1} description`}
            {...register(`courseJourneyPhases.${phase}.steps.${index}.description`)}
            error={errors.fields[`courseJourneyPhases.${phase}.steps.${index}.description`]}
          />
        </Entry>
      ))}
      <AddButton onClick={() => steps.append({ title: '', description: '' })}>
        Add a step to phase {phase + 1}
      </AddButton>
    </Box>
  );
}

/** Course Journey: phases, each with its steps. */
export function JourneyTab({ courseId, values }: TabProps<'course-journey'>) {
  const { register, control, handleSubmit } = useForm<JourneyForm>({ defaultValues: values });
  const phases = useFieldArray({ control, name: 'courseJourneyPhases' });
  const { save, saving, saved, failed, errors } = useTabSave(courseId, (field) =>
    /^courseJourneyPhases\.\d+\.(title|steps\.\d+\.(title|description))$/.test(field),
  );
  return (
    <form
      aria-label="Course Journey"
      onSubmit={handleSubmit((form) => save({ tab: 'course-journey', values: form }))}
    >
      <Box display="grid" gap="medium">
        {phases.fields.map((phase, index) => (
          <Entry key={phase.id} title={`Phase ${index + 1}`} onRemove={() => phases.remove(index)}>
            <TextField
              label={`Phase ${index + 1} title`}
              required
              {...register(`courseJourneyPhases.${index}.title`)}
              error={errors.fields[`courseJourneyPhases.${index}.title`]}
            />
            <PhaseSteps phase={index} control={control} register={register} errors={errors} />
          </Entry>
        ))}
        <AddButton onClick={() => phases.append({ title: '', steps: [] })}>Add a phase</AddButton>
        <SaveBar label="Course Journey" saving={saving} saved={saved} failed={failed} errors={errors} />
      </Box>
    </form>
  );
}

const DETAILS_FIELDS = ['upgradableCourses', 'electiveCourses', 'courseBenefits'];

/** Details: upgradable and elective courses, and the benefits listed on the course page. */
export function DetailsTab({ courseId, values }: TabProps<'details'>) {
  const { register, handleSubmit } = useForm({
    defaultValues: {
      upgradable: values.upgradableCourses.join(', '),
      elective: values.electiveCourses.join(', '),
      benefits: values.courseBenefits.join('\n'),
    },
  });
  const { save, saving, saved, failed, errors } = useTabSave(courseId, DETAILS_FIELDS);
  return (
    <form
      aria-label="Details"
      onSubmit={handleSubmit((form) =>
        save({
          tab: 'details',
          values: {
            upgradableCourses: fromCommas(form.upgradable),
            electiveCourses: fromCommas(form.elective),
            courseBenefits: fromLines(form.benefits),
          },
        }),
      )}
    >
      <Box display="grid" gap="medium">
        <TextField
          label="Upgradable courses"
          hint="Course slugs, comma-separated."
          {...register('upgradable')}
          error={errors.fields.upgradableCourses}
        />
        <TextField
          label="Elective courses"
          hint="Course slugs, comma-separated."
          {...register('elective')}
          error={errors.fields.electiveCourses}
        />
        <TextArea
          label="Course benefits"
          hint="One per line."
          {...register('benefits')}
          error={errors.fields.courseBenefits}
        />
        <SaveBar label="Details" saving={saving} saved={saved} failed={failed} errors={errors} />
      </Box>
    </form>
  );
}

/** Course Content: sections, each with its items (one per line). */
export function ContentTab({ courseId, values }: TabProps<'course-content'>) {
  const { register, control, handleSubmit } = useForm({
    defaultValues: {
      sections: values.courseContent.map((section) => ({
        title: section.title,
        items: section.items.join('\n'),
      })),
    },
  });
  const sections = useFieldArray({ control, name: 'sections' });
  const { save, saving, saved, failed, errors } = useTabSave(courseId, (field) =>
    /^courseContent\.\d+\.(title|items)$/.test(field),
  );
  return (
    <form
      aria-label="Course Content"
      onSubmit={handleSubmit((form) =>
        save({
          tab: 'course-content',
          values: {
            courseContent: form.sections.map((section) => ({
              title: section.title,
              items: fromLines(section.items),
            })),
          },
        }),
      )}
    >
      <Box display="grid" gap="medium">
        {sections.fields.map((section, index) => (
          <Entry key={section.id} title={`Section ${index + 1}`} onRemove={() => sections.remove(index)}>
            <TextField
              label={`Section ${index + 1} title`}
              required
              {...register(`sections.${index}.title`)}
              error={errors.fields[`courseContent.${index}.title`]}
            />
            <TextArea
              label={`Section ${index + 1} items`}
              hint="One per line."
              {...register(`sections.${index}.items`)}
              error={errors.fields[`courseContent.${index}.items`]}
            />
          </Entry>
        ))}
        <AddButton onClick={() => sections.append({ title: '', items: '' })}>Add a section</AddButton>
        <SaveBar label="Course Content" saving={saving} saved={saved} failed={failed} errors={errors} />
      </Box>
    </form>
  );
}

type FaqForm = EditorTabs['faqs'];

function FaqList({
  name,
  label,
  control,
  register,
  errors,
}: {
  name: keyof FaqForm;
  label: string;
  control: Control<FaqForm>;
  register: UseFormRegister<FaqForm>;
  errors: TabErrors;
}) {
  const list = useFieldArray({ control, name });
  return (
    <Box display="grid" gap="small">
      <h3>{label}</h3>
      {list.fields.map((faq, index) => (
        <Entry key={faq.id} title={`${label} ${index + 1}`} onRemove={() => list.remove(index)}>
          <TextField
            label={`${label} ${index + 1} question`}
            required
            {...register(`${name}.${index}.question`)}
            error={errors.fields[`${name}.${index}.question`]}
          />
          <TextArea
            label={`${label} ${index + 1} answer`}
            required
            {...register(`${name}.${index}.answer`)}
            error={errors.fields[`${name}.${index}.answer`]}
          />
        </Entry>
      ))}
      <AddButton onClick={() => list.append({ question: '', answer: '' })}>Add to {label}</AddButton>
    </Box>
  );
}

/** FAQs: the general FAQs and the course's own. */
export function FaqsTab({ courseId, values }: TabProps<'faqs'>) {
  const { register, control, handleSubmit } = useForm<FaqForm>({ defaultValues: values });
  const { save, saving, saved, failed, errors } = useTabSave(courseId, (field) =>
    /^(faqs|courseFaqs)\.\d+\.(question|answer)$/.test(field),
  );
  return (
    <form aria-label="FAQs" onSubmit={handleSubmit((form) => save({ tab: 'faqs', values: form }))}>
      <Box display="grid" gap="medium">
        <FaqList name="courseFaqs" label="Course FAQ" control={control} register={register} errors={errors} />
        <FaqList name="faqs" label="General FAQ" control={control} register={register} errors={errors} />
        <SaveBar label="FAQs" saving={saving} saved={saved} failed={failed} errors={errors} />
      </Box>
    </form>
  );
}

/** Send Email: the emails kept with the course (subject and body), and sending a saved one. */
export function SendEmailTab({ courseId, values }: TabProps<'send-email'>) {
  const { register, control, handleSubmit } = useForm({ defaultValues: values });
  const emails = useFieldArray({ control, name: 'emailContent' });
  const { save, saving, saved, failed, errors } = useTabSave(courseId, (field) =>
    /^emailContent\.\d+\.(subject|body)$/.test(field),
  );
  return (
    <Box display="grid" gap="large">
      <form
        aria-label="Send Email"
        onSubmit={handleSubmit((form) => save({ tab: 'send-email', values: form }))}
      >
        <Box display="grid" gap="medium">
          {emails.fields.map((email, index) => (
            <Entry key={email.id} title={`Email ${index + 1}`} onRemove={() => emails.remove(index)}>
              <TextField
                label={`Email ${index + 1} subject`}
                required
                {...register(`emailContent.${index}.subject`)}
                error={errors.fields[`emailContent.${index}.subject`]}
              />
              <TextArea
                label={`Email ${index + 1} body`}
                required
                {...register(`emailContent.${index}.body`)}
                error={errors.fields[`emailContent.${index}.body`]}
              />
            </Entry>
          ))}
          <AddButton onClick={() => emails.append({ subject: '', body: '' })}>Add an email</AddButton>
          <SaveBar label="Send Email" saving={saving} saved={saved} failed={failed} errors={errors} />
        </Box>
      </form>
      <SendEmailPanel courseId={courseId} saved={values} />
    </Box>
  );
}

/** Schema Keywords: the keywords the course page declares to search engines. */
export function SchemaKeywordsTab({ courseId, values }: TabProps<'schema-keywords'>) {
  const { register, handleSubmit } = useForm({
    defaultValues: { keywords: values.schemaKeywords.join('\n') },
  });
  const { save, saving, saved, failed, errors } = useTabSave(courseId, ['schemaKeywords']);
  return (
    <form
      aria-label="Schema Keywords"
      onSubmit={handleSubmit((form) =>
        save({ tab: 'schema-keywords', values: { schemaKeywords: fromLines(form.keywords) } }),
      )}
    >
      <Box display="grid" gap="medium">
        <TextArea
          label="Schema keywords"
          hint="One per line."
          {...register('keywords')}
          error={errors.fields.schemaKeywords}
        />
        <SaveBar label="Schema Keywords" saving={saving} saved={saved} failed={failed} errors={errors} />
      </Box>
    </form>
  );
}

/** Opt-Languages for Batches: which teaching languages each batch of the course offers. */
export function OptLanguagesTab({ courseId, values }: TabProps<'opt-languages'>) {
  const { register, control, handleSubmit } = useForm({
    defaultValues: {
      rows: values.optLanguages.map((row) => ({
        batch_slug: row.batch_slug,
        languages: row.languages.join(', '),
      })),
    },
  });
  const rows = useFieldArray({ control, name: 'rows' });
  const { save, saving, saved, failed, errors } = useTabSave(courseId, (field) =>
    /^optLanguages\.\d+\.(batch_slug|languages)$/.test(field),
  );
  return (
    <form
      aria-label="Opt-Languages for Batches"
      onSubmit={handleSubmit((form) =>
        save({
          tab: 'opt-languages',
          values: {
            optLanguages: form.rows.map((row) => ({
              batch_slug: row.batch_slug.trim(),
              languages: fromCommas(row.languages),
            })),
          },
        }),
      )}
    >
      <Box display="grid" gap="medium">
        {rows.fields.map((row, index) => (
          <Entry key={row.id} title={`Batch ${index + 1}`} onRemove={() => rows.remove(index)}>
            <TextField
              label={`Batch ${index + 1} slug`}
              required
              {...register(`rows.${index}.batch_slug`)}
              error={errors.fields[`optLanguages.${index}.batch_slug`]}
            />
            <TextField
              label={`Batch ${index + 1} languages`}
              hint="Comma-separated."
              {...register(`rows.${index}.languages`)}
              error={errors.fields[`optLanguages.${index}.languages`]}
            />
          </Entry>
        ))}
        <AddButton onClick={() => rows.append({ batch_slug: '', languages: '' })}>Add a batch</AddButton>
        <SaveBar label="Opt-Languages" saving={saving} saved={saved} failed={failed} errors={errors} />
      </Box>
    </form>
  );
}

/** Premium: whether the premium plan includes the course, and which plans. */
export function PremiumTab({ courseId, values }: TabProps<'premium'>) {
  const { register, handleSubmit } = useForm({
    defaultValues: { included: values.included_in_premium, plans: values.premium_plan_ids.join(', ') },
  });
  const { save, saving, saved, failed, errors } = useTabSave(courseId, ['premium_plan_ids']);
  return (
    <form
      aria-label="Premium"
      onSubmit={handleSubmit((form) =>
        save({
          tab: 'premium',
          values: {
            included_in_premium: form.included,
            premium_plan_ids: fromCommas(form.plans).map(Number),
          },
        }),
      )}
    >
      <Box display="grid" gap="medium">
        <Checkbox label="Included in premium" {...register('included')} />
        <TextField
          label="Premium plan ids"
          hint="Comma-separated numbers."
          {...register('plans')}
          error={errors.fields.premium_plan_ids}
        />
        <SaveBar label="Premium" saving={saving} saved={saved} failed={failed} errors={errors} />
      </Box>
    </form>
  );
}
