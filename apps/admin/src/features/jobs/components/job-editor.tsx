import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiClient, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { Box, Button, Card, Link, Select, SubHeader, TextArea, useToast } from '@learnforge/ui';
import { useEffect, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EditorLeaveGuard, EditorPage, useServerRefusals } from '../../../shared/editor-page';
import {
  FieldWithAction,
  FormDateTimeField,
  FormNumberField,
  FormSection,
  FormTextArea,
  FormTextField,
} from '../../../shared/form-fields';
import {
  bodyFromForm,
  contestOptions,
  emptyJob,
  formFromJob,
  type JobFormValues,
  SALARY_TYPES,
} from '../utils/job-form';
import { TagPickerField } from './tag-picker';

const EMPLOYMENT_TYPES = [
  { value: 'full-time', label: 'Full time' },
  { value: 'part-time', label: 'Part time' },
  { value: 'internship', label: 'Internship' },
  { value: 'contract', label: 'Contract' },
];
const LOCATION_TYPES = [
  { value: 'onsite', label: 'On site' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'remote', label: 'Remote' },
];

/** Server field paths that differ from the form's. */
const FIELD_OF: Record<string, FieldPath<JobFormValues>> = {
  'designation.id': 'designation_id',
  'designation.text': 'designation_text',
  institute_ids: 'institutes',
};

type SavedJob = ResponseOf<'admin-job-edit-get'>;

/** Every field of the form a refusal can name, nested ones by their path. */
const JOB_FIELDS: readonly FieldPath<JobFormValues>[] = [
  'title',
  'organization.name',
  'organization.website',
  'organization.logo',
  'organization.about',
  'designation_id',
  'designation_text',
  'location_type',
  'locations',
  'employment_type',
  'description',
  'salary.min',
  'salary.max',
  'salary.salary_type',
  'experience.min',
  'experience.max',
  'skill_sets',
  'publish_date',
  'last_apply_date',
  'institutes',
  'contest_slug',
];

/** The job form of 001 §3 with its lookups; `jobId` null posts a new job. */
export function JobEditor({ jobId }: { jobId: number | null }) {
  const existing = useApi('admin-job-edit-get', jobId ? { path: { id: jobId } } : null);
  return (
    <EditorPage
      query={jobId ? existing : null}
      what="the job"
      title={jobId ? existing.data?.title : 'Post a job'}
    >
      {(job) => <JobForm jobId={jobId} saved={job} />}
    </EditorPage>
  );
}

function JobForm({ jobId, saved }: { jobId: number | null; saved: SavedJob | undefined }) {
  const toast = useToast();
  const navigate = useNavigate();
  const client = useApiClient();
  const designations = useApi('admin-job-designations');
  const contests = useApi('admin-contests-upcoming-non-batch', { query: { page_size: 100 } });
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const add = useApiMutation('admin-job-add', { notify: false });
  const edit = useApiMutation('admin-job-edit-put', { notify: false });
  const createInstitute = useApiMutation('admin-institute-create', { notify: false });
  const assign = useApiMutation('admin-job-assign-recruiter', { notify: false });
  const recommendSkills = useApiMutation('admin-job-recommend-skills');
  const recommendCourses = useApiMutation('admin-job-recommend-courses');
  const [suggestedSkills, setSuggestedSkills] = useState<string[]>([]);
  const [newInstitute, setNewInstitute] = useState('');
  const [recruiter, setRecruiter] = useState('');
  // Refusals the server gave, each shown where the person fixes it (formErrorsOf).
  const [instituteError, setInstituteError] = useState<string>();
  const [recruiterError, setRecruiterError] = useState<string>();
  // A new job's page opens once the form is reset to what was saved, so the unsaved-changes guard
  // has seen the clean form before the move.
  const [posted, setPosted] = useState<number | null>(null);
  const form = useForm<JobFormValues>({ defaultValues: saved ? formFromJob(saved) : emptyJob() });
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const {
    formError: saveError,
    setFormError: setSaveError,
    refuse,
  } = useServerRefusals(
    form,
    (field) => FIELD_OF[field] ?? JOB_FIELDS.find((name) => name === field) ?? null,
  );

  useEffect(() => {
    if (posted !== null) navigate(`/jobs/${posted}`, { replace: true });
  }, [posted, navigate]);

  const save = handleSubmit(async (values) => {
    const body = bodyFromForm(values, designations.data?.results ?? []);
    setSaveError(null);
    try {
      if (jobId) {
        const job = await edit.trigger({ path: { id: jobId }, body });
        reset(formFromJob(job));
        toast.success(`${job.title} is saved.`);
      } else {
        const job = await add.trigger({ body });
        reset(values);
        toast.success(`${job.title} is posted.`);
        setPosted(job.id);
      }
    } catch (error) {
      refuse(error);
    }
  });

  const suggestSkills = async () => {
    const { title, description, skill_sets } = getValues();
    if (!title.trim()) {
      setError('title', { message: 'Give the job a title to get skill suggestions.' });
      return;
    }
    const { results } = await recommendSkills.trigger({ body: { title, description } });
    setSuggestedSkills(results.filter((skill) => !skill_sets.includes(skill)));
  };

  const addInstitute = async () => {
    try {
      const institute = await createInstitute.trigger({ body: { name: newInstitute } });
      setValue('institutes', [...getValues('institutes'), institute]);
      setNewInstitute('');
      setInstituteError(undefined);
      toast.success(`${institute.name} is added.`);
    } catch (error) {
      const refused = formErrorsOf(error, ['name'] as const);
      setInstituteError(refused.fields.name ?? refused.form ?? undefined);
    }
  };

  const assignRecruiter = async () => {
    if (!jobId) return;
    try {
      const { message } = await assign.trigger({
        path: { id: jobId },
        body: { recruiter_handle: recruiter },
      });
      toast.success(message);
      setRecruiter('');
      setRecruiterError(undefined);
    } catch (error) {
      const refused = formErrorsOf(error, ['recruiter_handle'] as const);
      setRecruiterError(refused.fields.recruiter_handle ?? refused.form ?? undefined);
    }
  };

  const skills = watch('skill_sets');
  const title = saved ? `Edit job: ${saved.title}` : 'Post a job';
  const designationOptions = [
    { value: '', label: 'Other (type it below)' },
    ...(designations.data?.results ?? []).map((d) => ({ value: String(d.id), label: d.name })),
  ];

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={title}
        headingLevel={1}
        description={
          saved
            ? saved.recruiter_handle
              ? `Recruiter: @${saved.recruiter_handle}`
              : 'No recruiter yet: assign one below.'
            : // Not yet posted: a recruiter who posts it becomes its recruiter, so nothing is missing yet.
              'Fill in the job, then post it.'
        }
        actions={
          <Box display="flex" gap="medium" flexWrap="wrap">
            {jobId ? (
              <Link as={RouterLink} to={`/jobs/${jobId}/applicants`}>
                Applicants
              </Link>
            ) : null}
            <Link as={RouterLink} to="/jobs">
              All jobs
            </Link>
          </Box>
        }
      />
      <form onSubmit={save} noValidate aria-label={title}>
        <Box display="flex" flexDirection="column" gap="large">
          <FormSection title="The job">
            <FormTextField form={form} name="title" label="Job title" required />
            <Select label="Designation" options={designationOptions} {...register('designation_id')} />
            {watch('designation_id') === '' ? (
              <FormTextField
                form={form}
                name="designation_text"
                label="Designation title"
                error={errors.designation_text?.message ?? errors.designation_id?.message}
              />
            ) : null}
            <Select label="Employment type" options={EMPLOYMENT_TYPES} {...register('employment_type')} />
            <FormTextArea form={form} name="description" label="Description" rows={6} />
          </FormSection>

          <FormSection title="Organization">
            <FormTextField form={form} name="organization.name" label="Organization name" required />
            <FormTextField form={form} name="organization.website" label="Website" type="url" />
            <FormTextField form={form} name="organization.logo" label="Logo address" type="url" />
            <TextArea label="About the organization" {...register('organization.about')} />
          </FormSection>

          <FormSection title="Location">
            <Select label="Location type" options={LOCATION_TYPES} {...register('location_type')} />
            <TagPickerField<string, JobFormValues>
              control={control}
              name="locations"
              label="Cities"
              load={async (query, signal) =>
                (await client.call('admin-city-search', { path: { q: query } }, { signal })).results.map(
                  (city) => ({ value: city.name, label: city.name, description: city.state }),
                )
              }
              toItem={(option) => option.value}
              nameOf={(city) => city}
              placeholder="Type a city in India"
            />
          </FormSection>

          <FormSection title="Salary and experience">
            <FormNumberField form={form} name="salary.min" label="Minimum salary (₹)" min={0} />
            <FormNumberField form={form} name="salary.max" label="Maximum salary (₹)" min={0} />
            <Controller
              control={control}
              name="salary.salary_type"
              render={({ field }) => (
                <Select
                  label="Salary type"
                  options={SALARY_TYPES}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <FormNumberField
              form={form}
              name="experience.min"
              label="Minimum experience (years)"
              min={0}
              step="any"
            />
            <FormNumberField
              form={form}
              name="experience.max"
              label="Maximum experience (years)"
              min={0}
              step="any"
            />
          </FormSection>

          <FormSection title="Dates">
            <FormDateTimeField
              form={form}
              name="publish_date"
              label="Publish date"
              required
              rules={{ required: 'Choose when the job is published.' }}
            />
            <FormDateTimeField
              form={form}
              name="last_apply_date"
              label="Last date to apply"
              required
              rules={{ required: 'Choose the last date to apply.' }}
            />
          </FormSection>

          <FormSection title="Assessment">
            {/* Controlled: the upcoming contests arrive after the form opens, and the job's own stays chosen. */}
            <Controller
              control={control}
              name="contest_slug"
              render={({ field }) => (
                <Select
                  label="Hiring contest"
                  hint="An upcoming contest outside any batch that candidates sit for this job."
                  options={contestOptions(contests.data?.results ?? [], saved?.contest)}
                  error={errors.contest_slug?.message ?? contests.error?.message}
                  {...field}
                />
              )}
            />
          </FormSection>

          <FormSection title="Skills">
            <TagPickerField<string, JobFormValues>
              control={control}
              name="skill_sets"
              label="Skills"
              load={async (query, signal) =>
                (
                  await client.call('admin-skills', { query: { search: query, page_size: 20 } }, { signal })
                ).results.map((skill) => ({ value: skill.name, label: skill.name }))
              }
              toItem={(option) => option.value}
              nameOf={(skill) => skill}
            />
            <Box display="flex" gap="small" flexWrap="wrap">
              <Button
                type="button"
                variant="outline"
                onClick={suggestSkills}
                loading={recommendSkills.isMutating}
              >
                Recommend skills
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={skills.length === 0}
                loading={recommendCourses.isMutating}
                onClick={() => void recommendCourses.trigger({ body: { skills } })}
              >
                Recommend courses
              </Button>
            </Box>
            {suggestedSkills.length > 0 ? (
              <Box display="flex" gap="small" flexWrap="wrap" aria-label="Suggested skills" role="group">
                {suggestedSkills.map((skill) => (
                  <Button
                    key={skill}
                    type="button"
                    size="small"
                    variant="soft"
                    onClick={() => {
                      setValue('skill_sets', [...getValues('skill_sets'), skill]);
                      setSuggestedSkills((current) => current.filter((s) => s !== skill));
                    }}
                  >
                    Add {skill}
                  </Button>
                ))}
              </Box>
            ) : null}
            {recommendCourses.data ? (
              <Box
                as="ul"
                display="flex"
                flexDirection="column"
                gap="xxsmall"
                aria-label="Recommended courses"
              >
                {recommendCourses.data.results.length === 0 ? <li>No course matches these skills.</li> : null}
                {recommendCourses.data.results.map((course) => (
                  <li key={course.course_slug}>
                    <Link href={`/courses/${course.course_slug}`}>{course.course_name}</Link>
                  </li>
                ))}
              </Box>
            ) : null}
          </FormSection>

          <FormSection title="Eligible institutes">
            <TagPickerField<{ id: number; name: string }, JobFormValues>
              control={control}
              name="institutes"
              label="Institutes"
              hint="Leave empty to let everyone apply."
              load={async (query, signal) =>
                (
                  await client.call('admin-institutes-query', { query: { search: query } }, { signal })
                ).results.map((institute) => ({ value: String(institute.id), label: institute.name }))
              }
              toItem={(option) => ({ id: Number(option.value), name: option.label })}
              nameOf={(institute) => institute.name}
            />
            <FieldWithAction
              label="New institute"
              value={newInstitute}
              onChange={setNewInstitute}
              action="Add institute"
              disabled={newInstitute.trim().length < 2}
              loading={createInstitute.isMutating}
              onAction={addInstitute}
              error={instituteError}
            />
          </FormSection>

          {saveError ? (
            <Card
              title={jobId ? 'The job was not saved' : 'The job was not posted'}
              tone="critical"
              role="alert"
            >
              <p>{saveError}</p>
            </Card>
          ) : null}
          <Box display="flex" gap="small">
            <Button type="submit" loading={isSubmitting}>
              {jobId ? 'Save job' : 'Post job'}
            </Button>
          </Box>
        </Box>
      </form>
      <EditorLeaveGuard form={form} settled={posted !== null} what="this job" />

      {jobId ? (
        <Card title="Assign a recruiter" as="section" headingLevel={2}>
          <FieldWithAction
            label="Recruiter handle"
            value={recruiter}
            onChange={setRecruiter}
            action="Assign recruiter"
            disabled={!recruiter.trim()}
            loading={assign.isMutating}
            onAction={assignRecruiter}
            error={recruiterError}
          />
        </Card>
      ) : null}
    </Box>
  );
}
