import type { ResponseOf } from '@learnforge/api-client';
import { useApiClient } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { formatDateTime } from '@learnforge/domain';
import { Box, Button, Card, Checkbox, TextField } from '@learnforge/ui';
import { type FormEvent, useId, useState } from 'react';

type Electives = ResponseOf<'x-batch-learner-electives'>;

/**
 * Course admins only (ADR 0105): look a learner of the batch up by handle and change their electives, within the
 * batch's allowance and while their access lasts, as the learner's own choice is. Each change is kept with who
 * made it, listed under the form. Every refusal stands beside the field it is about.
 */
export function LearnerElectivesCard({ slug }: { slug: string }) {
  const client = useApiClient();
  const [handle, setHandle] = useState('');
  const [shown, setShown] = useState<Electives | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [errors, setErrors] = useState<{ handle?: string; course_ids?: string; form?: string | null }>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choicesId = useId();

  const show = (answer: Electives) => {
    setShown(answer);
    setPicked(answer.results.filter((course) => course.is_selected).map((course) => course.course_id));
  };
  const refuse = (error: unknown) => {
    const refused = formErrorsOf(error, ['handle', 'course_ids'] as const);
    setErrors({ ...refused.fields, form: refused.form });
  };
  const look = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setDone(null);
    setShown(null);
    setBusy(true);
    try {
      show(
        await client.call(
          'x-batch-learner-electives',
          { path: { slug, handle: handle.trim() } },
          { notify: false },
        ),
      );
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (!shown) return;
    setErrors({});
    setDone(null);
    setBusy(true);
    try {
      const answer = await client.call(
        'x-batch-learner-electives-put',
        { path: { slug, handle: shown.handle }, body: { course_ids: picked } },
        { notify: false },
      );
      show(answer);
      setDone(answer.message);
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" title="Change a learner's electives" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        <form onSubmit={look} aria-label="Find a learner's electives" noValidate>
          <Box display="flex" flexDirection="column" gap="small">
            <TextField
              label="Learner's handle"
              value={handle}
              autoComplete="off"
              onChange={(event) => setHandle(event.target.value)}
              error={errors.handle}
            />
            <div>
              <Button type="submit" variant="outline" loading={busy && !shown}>
                Show their electives
              </Button>
            </div>
          </Box>
        </form>
        {shown ? (
          <Box display="flex" flexDirection="column" gap="small">
            <fieldset aria-describedby={errors.course_ids ? `${choicesId}-error` : undefined}>
              <legend>
                Electives of {shown.name} (at most {shown.max_electives})
              </legend>
              <Box display="flex" flexDirection="column" gap="small">
                {shown.results.map((course) => (
                  <Checkbox
                    key={course.course_id}
                    label={course.course_name}
                    checked={picked.includes(course.course_id)}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setPicked((current) =>
                        checked
                          ? [...current, course.course_id]
                          : current.filter((id) => id !== course.course_id),
                      );
                    }}
                  />
                ))}
              </Box>
              {errors.course_ids ? (
                <p id={`${choicesId}-error`} role="alert">
                  {errors.course_ids}
                </p>
              ) : null}
            </fieldset>
            <div>
              <Button onClick={save} loading={busy}>
                Save their electives
              </Button>
            </div>
          </Box>
        ) : null}
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        {done ? <p role="status">{done}</p> : null}
        {shown && shown.changes.length > 0 ? (
          <Box as="ul" aria-label="Changes by staff" style={{ paddingLeft: '1.25rem', margin: 0 }}>
            {shown.changes.map((change) => (
              <li key={change.changed_at + change.changed_by}>
                {formatDateTime(change.changed_at)}, {change.changed_by}:{' '}
                {change.from.length > 0 ? change.from.join(', ') : 'none'} →{' '}
                {change.to.length > 0 ? change.to.join(', ') : 'none'}
              </li>
            ))}
          </Box>
        ) : null}
      </Box>
    </Card>
  );
}
