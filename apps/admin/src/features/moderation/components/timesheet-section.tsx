import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView } from '@learnforge/app-shell';
import { Box, Button, Card, ReportTable, Select, TextField, useToast } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';

const FIELDS = ['batch_slug', 'date', 'minutes', 'note'] as const;
type Field = (typeof FIELDS)[number];
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

function LogTime({ onLogged }: { onLogged: () => void }) {
  const batches = useApi('staff-dash-batches', { query: { page_size: 100 } });
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const log = useApiMutation('x-ta-timesheet-log', { notify: false });
  const toast = useToast();
  const [form, setForm] = useState({ batch_slug: '', date: isoDay(new Date()), minutes: '', note: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    if (!form.batch_slug) {
      setErrors({ batch_slug: 'Choose the batch you worked on' });
      return;
    }
    try {
      const logged = await log.trigger({
        body: {
          batch_slug: form.batch_slug,
          date: form.date,
          minutes: Number(form.minutes),
          note: form.note,
        },
      });
      toast.success(`Logged ${logged.minutes} minutes on ${logged.date}.`);
      setForm((current) => ({ ...current, minutes: '', note: '' }));
      onLogged();
    } catch (caught) {
      const refused = formErrorsOf(caught, FIELDS);
      setErrors(refused.fields);
      setFormError(refused.form);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Log time">
      <Box display="grid" gap="small" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
        <Select
          label="Batch"
          placeholder={batches.data ? 'Choose a batch' : 'Loading batches…'}
          value={form.batch_slug}
          error={errors.batch_slug ?? (batches.error ? batches.error.message : undefined)}
          options={(batches.data?.results ?? []).map((batch) => ({ value: batch.slug, label: batch.name }))}
          onChange={set('batch_slug')}
        />
        <TextField label="Day" type="date" value={form.date} error={errors.date} onChange={set('date')} />
        <TextField
          label="Minutes"
          type="number"
          inputMode="numeric"
          min={1}
          max={720}
          value={form.minutes}
          error={errors.minutes}
          onChange={set('minutes')}
        />
        <TextField label="Note" value={form.note} error={errors.note} onChange={set('note')} />
      </Box>
      {formError ? <p role="alert">{formError}</p> : null}
      <Box marginTop="small">
        <Button type="submit" loading={log.isMutating}>
          Log time
        </Button>
      </Box>
    </form>
  );
}

/** The TA timesheet (001 §6): log minutes per batch and day, read the last 30 days. */
export function TimesheetSection() {
  const today = new Date();
  const from = isoDay(new Date(today.getTime() - 29 * 86_400_000));
  const to = isoDay(today);
  const sheet = useApi('discussion-ta-timesheet', { query: { from, to } });
  return (
    <Card as="section" headingLevel={2} title="Your timesheet">
      <Box display="flex" flexDirection="column" gap="medium">
        <LogTime onLogged={() => void sheet.mutate()} />
        <QueryView query={sheet} what="your timesheet">
          {(data) => (
            <>
              <p>
                {data.total_minutes} minutes logged from {from} to {to}.
              </p>
              {data.results.length > 0 ? (
                <ReportTable
                  caption="Your last 30 days"
                  data={data.results}
                  getRowId={(row) => row.date}
                  columns={[
                    { id: 'date', header: 'Day', accessorKey: 'date' },
                    { id: 'minutes', header: 'Minutes logged', accessorKey: 'minutes_active' },
                    { id: 'threads', header: 'Threads answered', accessorKey: 'threads_answered' },
                  ]}
                />
              ) : null}
            </>
          )}
        </QueryView>
      </Box>
    </Card>
  );
}
