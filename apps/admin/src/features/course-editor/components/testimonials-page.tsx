import type { RowOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES } from '@learnforge/domain';
import { Box, Button, Card, Link, SubHeader, VisuallyHidden } from '@learnforge/ui';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { EditorLeaveGuard, rowFieldPlace, useServerRefusals } from '../../../shared/editor-page';
import { FormNumberField, FormTextArea, FormTextField } from '../../../shared/form-fields';
import { useStaffTitle } from '../../../shared/staff-title';

type Testimonial = RowOf<'x-course-testimonials-get'>;
const FIELDS = ['name', 'designation', 'text', 'rating'];

interface TestimonialForm {
  name: string;
  designation: string;
  text: string;
  rating: number;
}
interface TestimonialsForm {
  testimonials: TestimonialForm[];
}

const toForm = (testimonial: Testimonial): TestimonialForm => ({
  name: testimonial.name,
  designation: testimonial.designation ?? '',
  text: testimonial.text,
  rating: testimonial.rating,
});
const blank: TestimonialForm = { name: '', designation: '', text: '', rating: 5 };

/** `/dashboard-next/course-testimonials/{slug}`: the quotes a course page shows under "Testimonials". */
export function CourseTestimonialsRoute() {
  return (
    <RequireRole roles={AREA_ROLES.courseEditor}>
      <CourseTestimonialsPage />
    </RequireRole>
  );
}

export function CourseTestimonialsPage() {
  const { slug = '' } = useParams();
  const testimonials = useApi('x-course-testimonials-get', { path: { slug } });
  const courseName = testimonials.data?.course_name;
  useStaffTitle(courseName ? `Testimonials: ${courseName}` : undefined);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={courseName ? `Testimonials: ${courseName}` : 'Course testimonials'}
        description="Quoted on the course page in this order. Learners' own ratings of their batches appear apart, as feedback."
        headingLevel={1}
        actions={
          <Box display="flex" gap="medium" flexWrap="wrap">
            <Link as={RouterLink} to="/courses">
              All courses
            </Link>
            <Link href={`/courses/${slug}`}>View the course page</Link>
          </Box>
        }
      />
      <QueryView query={testimonials} what="the testimonials">
        {(data) => <TestimonialsEditor slug={slug} saved={data.results} />}
      </QueryView>
    </Box>
  );
}

function TestimonialsEditor({ slug, saved }: { slug: string; saved: Testimonial[] }) {
  const [done, setDone] = useState('');
  const save = useApiMutation('x-course-testimonials-put');
  const form = useForm<TestimonialsForm>({ defaultValues: { testimonials: saved.map(toForm) } });
  const list = useFieldArray({ control: form.control, name: 'testimonials' });
  const watched = useWatch({ control: form.control, name: 'testimonials' });
  const { formError, setFormError, refuse } = useServerRefusals(
    form,
    rowFieldPlace('testimonials', FIELDS) as (field: string) => `testimonials.${number}.name` | null,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDone('');
    try {
      const answer = await save.trigger({
        path: { slug },
        body: {
          testimonials: values.testimonials.map((row) => ({
            name: row.name,
            designation: row.designation.trim() || null,
            text: row.text,
            rating: row.rating,
          })),
        },
      });
      form.reset({ testimonials: answer.results.map(toForm) });
      setDone('Testimonials saved.');
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Testimonials">
      <EditorLeaveGuard form={form} what="testimonials" />
      <Box display="flex" flexDirection="column" gap="medium">
        {list.fields.length === 0 ? <p>No testimonial yet: the course page shows none.</p> : null}
        {list.fields.map((field, index) => {
          const name = watched[index]?.name.trim() || `Testimonial ${index + 1}`;
          return (
            <Card key={field.id} as="section" title={name} headingLevel={2}>
              <Box display="grid" gap="medium">
                <FormTextField form={form} name={`testimonials.${index}.name`} label="Name" required />
                <FormTextField
                  form={form}
                  name={`testimonials.${index}.designation`}
                  label="Designation (optional)"
                />
                <FormTextArea
                  form={form}
                  name={`testimonials.${index}.text`}
                  label="What they said"
                  required
                />
                <FormNumberField
                  form={form}
                  name={`testimonials.${index}.rating`}
                  label="Rating (1 to 5 stars)"
                  min={1}
                  max={5}
                />
                <Box display="flex" gap="small" flexWrap="wrap">
                  <Button
                    type="button"
                    variant="outline"
                    disabled={index === 0}
                    onClick={() => list.move(index, index - 1)}
                  >
                    Move up<VisuallyHidden>{` ${name}`}</VisuallyHidden>
                  </Button>
                  <Button type="button" variant="outline" tone="critical" onClick={() => list.remove(index)}>
                    Remove<VisuallyHidden>{` ${name}`}</VisuallyHidden>
                  </Button>
                </Box>
              </Box>
            </Card>
          );
        })}
        {formError ? <p role="alert">{formError}</p> : null}
        <p role="status">{done}</p>
        <Box display="flex" gap="small" flexWrap="wrap">
          <Button type="button" variant="outline" onClick={() => list.append(blank)}>
            Add a testimonial
          </Button>
          <Button type="submit" loading={save.isMutating}>
            Save testimonials
          </Button>
        </Box>
      </Box>
    </form>
  );
}
