import { useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { Box, Button, Card, TextField, useToast } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';

const FIELDS = ['handle', 'days', 'reason'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Staff only (ADR 0065): extend a learner's access to this batch by a number of days, with a reason.
 * After expiry the days count from today. Refusals stand beside the field they are about.
 */
export function AccessExtensionCard({ slug }: { slug: string }) {
  const extend = useApiMutation('x-batch-access-extend');
  const toast = useToast();
  const [values, setValues] = useState<Record<Field, string>>({ handle: '', days: '30', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setRefusal(null);
    setDone(null);
    try {
      const answer = await extend.trigger({
        path: { slug },
        body: { handle: values.handle.trim(), days: Number(values.days), reason: values.reason },
      });
      setDone(answer.message);
      toast.success(answer.message);
    } catch (error) {
      const refused = formErrorsOf(error, FIELDS);
      setErrors(refused.fields);
      setRefusal(refused.form);
    }
  };
  return (
    <Card as="section" title="Extend a learner's access" headingLevel={2}>
      <form onSubmit={submit} aria-label="Extend a learner's access" noValidate>
        <Box display="flex" flexDirection="column" gap="medium">
          <p>The days count from the end of their access, or from today when it has already ended.</p>
          <TextField
            label="Learner's handle"
            value={values.handle}
            onChange={set('handle')}
            autoComplete="off"
            error={errors.handle}
          />
          <TextField
            label="Days to add"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            value={values.days}
            onChange={set('days')}
            error={errors.days}
          />
          <TextField label="Reason" value={values.reason} onChange={set('reason')} error={errors.reason} />
          {refusal ? <p role="alert">{refusal}</p> : null}
          {done ? <p role="status">{done}</p> : null}
          <div>
            <Button type="submit" loading={extend.isMutating}>
              Extend access
            </Button>
          </div>
        </Box>
      </form>
    </Card>
  );
}
