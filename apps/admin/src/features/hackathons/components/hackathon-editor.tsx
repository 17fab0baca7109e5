import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES } from '@learnforge/domain';
import { Badge, Box, Button, Checkbox, Link, Select, SubHeader } from '@learnforge/ui';
import { type ReactNode, useState } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useServerRefusals } from '../../../shared/editor-page';
import {
  FormDateTimeField,
  FormNumberField,
  FormSection,
  FormTextArea,
  FormTextField,
} from '../../../shared/form-fields';
import { fromLocalInput, toLocalInput } from '../../../shared/local-date-time';
import { useStaffTitle } from '../../../shared/staff-title';
import { ImagesPanel, SectionsPanel } from './hackathon-sections-images';

type Editor = ResponseOf<'hackathon-editor-steps-get'>;
type Step = Editor['steps'][number]['step'];

/** The server names a refused value by its path in the step's body (`rounds.1.starts_at`); the form's fields have the same paths. */
const samePath =
  <T extends FieldValues>(known: (field: string) => boolean) =>
  (field: string): FieldPath<T> | null =>
    known(field) ? (field as FieldPath<T>) : null;

/** Saves one step; the refusal lands beside its field, the confirmation under the button. */
function useStepSave<T extends FieldValues>(form: UseFormReturn<T>, known: (field: string) => boolean) {
  const { formError, setFormError, refuse } = useServerRefusals(form, samePath<T>(known));
  const [saved, setSaved] = useState<string | null>(null);
  const run = async (save: () => Promise<unknown>, done: string) => {
    setSaved(null);
    setFormError(null);
    try {
      await save();
      form.reset(form.getValues());
      setSaved(done);
    } catch (error) {
      refuse(error);
    }
  };
  return { formError, saved, run };
}

function StepFooter({
  busy,
  label,
  formError,
  saved,
}: {
  busy: boolean;
  label: string;
  formError: string | null;
  saved: string | null;
}) {
  return (
    <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
      {formError ? <p role="alert">{formError}</p> : null}
      {saved ? <p role="status">{saved}</p> : null}
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </Box>
  );
}

interface CreateValues {
  slug: string;
  name: string;
  tagline: string;
  starts_at: string;
  ends_at: string;
  min_team_size: number;
  max_team_size: number;
}
const CREATE_FIELDS = ['slug', 'name', 'tagline', 'starts_at', 'ends_at', 'min_team_size', 'max_team_size'];

/** `/hackathons/new` (000 `hack-a-thon/create`): the first step makes an unpublished draft, then its editor opens. */
function CreateHackathon() {
  useStaffTitle('New hackathon');
  const navigate = useNavigate();
  const create = useApiMutation('x-hackathon-create');
  const form = useForm<CreateValues>({
    defaultValues: {
      slug: '',
      name: '',
      tagline: '',
      starts_at: '',
      ends_at: '',
      min_team_size: 1,
      max_team_size: 4,
    },
  });
  const { formError, run } = useStepSave(form, (field) => CREATE_FIELDS.includes(field));
  const submit = form.handleSubmit((values) =>
    run(async () => {
      const made = await create.trigger({
        body: {
          ...values,
          starts_at: fromLocalInput(values.starts_at),
          ends_at: fromLocalInput(values.ends_at),
        },
      });
      navigate(`/hackathons/${made.slug}/edit`);
    }, 'Created.'),
  );
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="New hackathon"
        headingLevel={1}
        description="A draft, hidden from learners until you publish it from its basics."
      />
      <form onSubmit={submit} noValidate aria-label="New hackathon">
        <Box display="flex" flexDirection="column" gap="medium">
          <FormSection title="Basics">
            <FormTextField form={form} name="name" label="Name" />
            <FormTextField
              form={form}
              name="slug"
              label="Address name (slug)"
              hint="Lower-case letters, digits and dashes: /hackathon/<slug>"
            />
            <FormTextField form={form} name="tagline" label="Tagline" />
            <FormDateTimeField form={form} name="starts_at" label="Starts" />
            <FormDateTimeField form={form} name="ends_at" label="Ends" />
            <FormNumberField form={form} name="min_team_size" label="Smallest team" />
            <FormNumberField form={form} name="max_team_size" label="Largest team" />
          </FormSection>
          <StepFooter busy={create.isMutating} label="Create the draft" formError={formError} saved={null} />
        </Box>
      </form>
    </Box>
  );
}

const STEP_TITLES: Record<Step, string> = {
  basic: 'Basics',
  rounds: 'Rounds',
  prizes: 'Prizes',
  faq: 'Questions',
};

/** `/hackathons/:slug/edit`: the organiser editor's steps (001 §7), one form and one save per step. */
function HackathonEditor({ slug }: { slug: string }) {
  const editor = useApi('hackathon-editor-steps-get', { path: { slug } });
  useStaffTitle(editor.data ? `Edit ${editor.data.values.basic.name}` : undefined);
  return (
    <QueryView query={editor} what="the hackathon">
      {(data) => (
        <Box display="flex" flexDirection="column" gap="large">
          <SubHeader
            title={`Edit ${data.values.basic.name}`}
            headingLevel={1}
            description={
              data.values.basic.published
                ? 'Published: learners see it.'
                : 'Draft: learners do not see it yet.'
            }
          />
          <nav aria-label="Steps">
            <Box display="flex" gap="small" flexWrap="wrap">
              {data.steps.map((step) => (
                <Badge key={step.step} tone={step.completed ? 'positive' : 'neutral'}>
                  {`${step.title}: ${step.completed ? 'done' : 'to do'}`}
                </Badge>
              ))}
              <Link as={RouterLink} to={`/hackathons/${slug}`}>
                Rounds, judging and downloads
              </Link>
            </Box>
          </nav>
          <BasicStep slug={slug} values={data.values.basic} />
          <RoundsStep slug={slug} rounds={data.values.rounds} />
          <PrizesStep slug={slug} prizes={data.values.prizes} />
          <FaqStep slug={slug} faq={data.values.faq} />
          <SectionsPanel slug={slug} sections={data.values.sections} />
          <ImagesPanel slug={slug} images={data.values.images} />
        </Box>
      )}
    </QueryView>
  );
}

function StepForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <FormSection title={title}>{children}</FormSection>
    </form>
  );
}

/** One item of a step's list (a round, a prize, a question): its fields under a legend, and its remove button. */
function ListItem({
  legend,
  onRemove,
  children,
}: {
  legend: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <Box display="grid" gap="small">
        {children}
        <div>
          <Button type="button" variant="outline" onClick={onRemove}>
            {`Remove ${legend.toLowerCase()}`}
          </Button>
        </div>
      </Box>
    </fieldset>
  );
}

function AddButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <div>
      <Button type="button" variant="outline" onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}

type BasicValues = Omit<Editor['values']['basic'], 'banner_image'>;

function BasicStep({ slug, values }: { slug: string; values: Editor['values']['basic'] }) {
  const save = useApiMutation('hackathon-editor-steps-put');
  const form = useForm<BasicValues>({
    defaultValues: {
      ...values,
      starts_at: toLocalInput(values.starts_at),
      ends_at: toLocalInput(values.ends_at),
    },
  });
  const { formError, saved, run } = useStepSave(form, (field) => field in values);
  const submit = form.handleSubmit((input) =>
    run(
      () =>
        save.trigger({
          path: { slug },
          body: {
            step: 'basic',
            ...input,
            banner_image: values.banner_image,
            starts_at: fromLocalInput(input.starts_at),
            ends_at: fromLocalInput(input.ends_at),
          },
        }),
      'Basics saved.',
    ),
  );
  return (
    <StepForm title={STEP_TITLES.basic} onSubmit={submit}>
      <FormTextField form={form} name="name" label="Name" />
      <FormTextField form={form} name="tagline" label="Tagline" />
      <FormDateTimeField form={form} name="starts_at" label="Starts" />
      <FormDateTimeField form={form} name="ends_at" label="Ends" />
      <FormNumberField form={form} name="min_team_size" label="Smallest team" />
      <FormNumberField form={form} name="max_team_size" label="Largest team" />
      <Checkbox label="Published: learners see this hackathon" {...form.register('published')} />
      <StepFooter busy={save.isMutating} label="Save the basics" formError={formError} saved={saved} />
    </StepForm>
  );
}

interface RoundValues {
  rounds: {
    id?: number;
    name: string;
    starts_at: string;
    ends_at: string;
    submission_type: 'link' | 'file' | 'contest';
    contest_slug: string;
  }[];
}

function RoundsStep({ slug, rounds }: { slug: string; rounds: Editor['values']['rounds'] }) {
  const save = useApiMutation('hackathon-editor-steps-put');
  const form = useForm<RoundValues>({
    defaultValues: {
      rounds: rounds.map((round) => ({
        id: round.id,
        name: round.name,
        starts_at: toLocalInput(round.starts_at),
        ends_at: toLocalInput(round.ends_at),
        submission_type: round.submission_type,
        contest_slug: round.contest_slug ?? '',
      })),
    },
  });
  const list = useFieldArray({ control: form.control, name: 'rounds' });
  const { formError, saved, run } = useStepSave(form, (field) =>
    /^rounds(\.\d+\.(name|starts_at|ends_at|submission_type|contest_slug))?$/.test(field),
  );
  const submit = form.handleSubmit((input) =>
    run(
      () =>
        save.trigger({
          path: { slug },
          body: {
            step: 'rounds',
            rounds: input.rounds.map(({ id, contest_slug, ...round }) => ({
              ...(id ? { id } : {}),
              ...round,
              starts_at: fromLocalInput(round.starts_at),
              ends_at: fromLocalInput(round.ends_at),
              contest_slug: round.submission_type === 'contest' ? contest_slug : null,
            })),
          },
        }),
      'Rounds saved.',
    ),
  );
  const roundsError = (form.formState.errors.rounds as { message?: string } | undefined)?.message;
  return (
    <StepForm title={STEP_TITLES.rounds} onSubmit={submit}>
      {list.fields.map((field, index) => (
        <ListItem key={field.id} legend={`Round ${index + 1}`} onRemove={() => list.remove(index)}>
          <FormTextField form={form} name={`rounds.${index}.name`} label={`Round ${index + 1} name`} />
          <FormDateTimeField
            form={form}
            name={`rounds.${index}.starts_at`}
            label={`Round ${index + 1} opens`}
          />
          <FormDateTimeField
            form={form}
            name={`rounds.${index}.ends_at`}
            label={`Round ${index + 1} deadline`}
          />
          <Select
            label={`Round ${index + 1} submissions`}
            options={[
              { value: 'link', label: 'A project link' },
              { value: 'file', label: 'A file (PDF or ZIP, up to 10 MB)' },
              { value: 'contest', label: 'A contest' },
            ]}
            {...form.register(`rounds.${index}.submission_type`)}
          />
          {form.watch(`rounds.${index}.submission_type`) === 'contest' ? (
            <FormTextField
              form={form}
              name={`rounds.${index}.contest_slug`}
              label={`Round ${index + 1} contest (slug)`}
            />
          ) : null}
        </ListItem>
      ))}
      {roundsError ? <p role="alert">{roundsError}</p> : null}
      <AddButton
        onClick={() =>
          list.append({ name: '', starts_at: '', ends_at: '', submission_type: 'link', contest_slug: '' })
        }
      >
        Add a round
      </AddButton>
      <StepFooter busy={save.isMutating} label="Save the rounds" formError={formError} saved={saved} />
    </StepForm>
  );
}

function PrizesStep({ slug, prizes }: { slug: string; prizes: Editor['values']['prizes'] }) {
  const save = useApiMutation('hackathon-editor-steps-put');
  const form = useForm<{ prizes: Editor['values']['prizes'] }>({ defaultValues: { prizes } });
  const list = useFieldArray({ control: form.control, name: 'prizes' });
  const { formError, saved, run } = useStepSave(form, (field) =>
    /^prizes\.\d+\.(title|amount|description)$/.test(field),
  );
  const submit = form.handleSubmit((input) =>
    run(
      () => save.trigger({ path: { slug }, body: { step: 'prizes', prizes: input.prizes } }),
      'Prizes saved.',
    ),
  );
  return (
    <StepForm title={STEP_TITLES.prizes} onSubmit={submit}>
      {list.fields.map((field, index) => (
        <ListItem key={field.id} legend={`Prize ${index + 1}`} onRemove={() => list.remove(index)}>
          <FormTextField form={form} name={`prizes.${index}.title`} label={`Prize ${index + 1} title`} />
          <FormNumberField
            form={form}
            name={`prizes.${index}.amount`}
            label={`Prize ${index + 1} amount (₹)`}
          />
          <FormTextArea
            form={form}
            name={`prizes.${index}.description`}
            label={`Prize ${index + 1} description`}
            rows={2}
          />
        </ListItem>
      ))}
      <AddButton onClick={() => list.append({ title: '', amount: 0, description: '' })}>
        Add a prize
      </AddButton>
      <StepFooter busy={save.isMutating} label="Save the prizes" formError={formError} saved={saved} />
    </StepForm>
  );
}

function FaqStep({ slug, faq }: { slug: string; faq: Editor['values']['faq'] }) {
  const save = useApiMutation('hackathon-editor-steps-put');
  const form = useForm<{ faq: Editor['values']['faq'] }>({ defaultValues: { faq } });
  const list = useFieldArray({ control: form.control, name: 'faq' });
  const { formError, saved, run } = useStepSave(form, (field) => /^faq\.\d+\.(question|answer)$/.test(field));
  const submit = form.handleSubmit((input) =>
    run(() => save.trigger({ path: { slug }, body: { step: 'faq', faq: input.faq } }), 'Questions saved.'),
  );
  return (
    <StepForm title={STEP_TITLES.faq} onSubmit={submit}>
      {list.fields.map((field, index) => (
        <ListItem key={field.id} legend={`Question ${index + 1}`} onRemove={() => list.remove(index)}>
          <FormTextField form={form} name={`faq.${index}.question`} label={`Question ${index + 1}`} />
          <FormTextArea form={form} name={`faq.${index}.answer`} label={`Answer ${index + 1}`} rows={3} />
        </ListItem>
      ))}
      <AddButton onClick={() => list.append({ question: '', answer: '' })}>Add a question</AddButton>
      <StepFooter busy={save.isMutating} label="Save the questions" formError={formError} saved={saved} />
    </StepForm>
  );
}

export function CreateHackathonRoute() {
  return (
    <RequireRole roles={AREA_ROLES.hackathons}>
      <CreateHackathon />
    </RequireRole>
  );
}

export function HackathonEditorRoute() {
  const slug = useParams().slug ?? '';
  return (
    <RequireRole roles={AREA_ROLES.hackathons}>
      <HackathonEditor key={slug} slug={slug} />
    </RequireRole>
  );
}
