import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, editHistoryPath, formatDateTime, formatTime } from '@learnforge/domain';
import {
  Box,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  Link,
  Pagination,
  Select,
  SubHeader,
  Tag,
  TextField,
  useToast,
} from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';

type LiveClass = ResponseOf<'lca-live-classes-list'>['results'][number];
type Status = LiveClass['status'];
type Panel = 'reschedule' | 'cancel' | 'recording' | 'attendance' | 'map' | null;

const STATUS_LABEL: Record<Status, string> = {
  upcoming: 'Upcoming',
  live: 'Live now',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** `YYYY-MM-DDTHH:MM` in the browser's time zone, what a datetime-local input shows. */
function localInput(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

/** Calls the action, says what happened, and puts the server's refusal beside the field it names. */
function useRefusals<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setErrors({});
    setFormError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      const refused = formErrorsOf(caught, fields);
      setErrors(refused.fields);
      setFormError(refused.form);
      return false;
    }
  };
  return { errors, formError, run };
}

function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" style={{ margin: 0 }}>
      {message}
    </p>
  ) : null;
}

function RescheduleForm({ liveClass, onDone }: { liveClass: LiveClass; onDone: (message: string) => void }) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const reschedule = useApiMutation('lca-reschedule', { notify: false });
  const [form, setForm] = useState({
    start: localInput(liveClass.start_time),
    end: localInput(liveClass.end_time),
    reason: '',
  });
  const { errors, formError, run } = useRefusals(['start_time', 'end_time', 'reason'] as const);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await run(() =>
      reschedule.trigger({
        path: { id: liveClass.id },
        body: { start_time: isoOf(form.start), end_time: isoOf(form.end), reason: form.reason },
      }),
    );
    if (saved) onDone(`${liveClass.title} now starts ${formatDateTime(isoOf(form.start))}.`);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Reschedule ${liveClass.title}`}>
      <Box display="grid" gap="small" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))' }}>
        <TextField
          label="New start"
          type="datetime-local"
          value={form.start}
          error={errors.start_time}
          onChange={(event) => setForm({ ...form, start: event.target.value })}
        />
        <TextField
          label="New end"
          type="datetime-local"
          value={form.end}
          error={errors.end_time}
          onChange={(event) => setForm({ ...form, end: event.target.value })}
        />
        <TextField
          label="Reason"
          value={form.reason}
          error={errors.reason}
          onChange={(event) => setForm({ ...form, reason: event.target.value })}
        />
      </Box>
      <FormAlert message={formError} />
      <Box marginTop="small">
        <Button type="submit" loading={reschedule.isMutating}>
          Save the new time
        </Button>
      </Box>
    </form>
  );
}

function CancelForm({ liveClass, onDone }: { liveClass: LiveClass; onDone: (message: string) => void }) {
  const cancel = useApiMutation('lca-cancel', { notify: false });
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(true);
  const { errors, formError, run } = useRefusals(['reason'] as const);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(() =>
      cancel.trigger({ path: { id: liveClass.id }, body: { reason, notify_learners: notify } }),
    );
    if (done) onDone(`${liveClass.title} is cancelled${notify ? ' and its learners are told by mail' : ''}.`);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Cancel ${liveClass.title}`}>
      <Box display="grid" gap="small">
        <TextField
          label="Why it is cancelled"
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Checkbox
          label="Mail the batch's learners"
          checked={notify}
          onChange={(event) => setNotify(event.target.checked)}
        />
      </Box>
      <FormAlert message={formError} />
      <Box marginTop="small">
        <Button type="submit" tone="critical" loading={cancel.isMutating}>
          Cancel the class
        </Button>
      </Box>
    </form>
  );
}

function RecordingForm({ liveClass, onDone }: { liveClass: LiveClass; onDone: (message: string) => void }) {
  const add = useApiMutation('lca-recordings-add', { notify: false });
  const [form, setForm] = useState({ title: '', url: '', minutes: '' });
  const { errors, formError, run } = useRefusals(['title', 'url', 'duration_seconds'] as const);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(() =>
      add.trigger({
        path: { id: liveClass.id },
        body: { title: form.title, url: form.url, duration_seconds: Math.round(Number(form.minutes) * 60) },
      }),
    );
    if (done) onDone(`${form.title} is added to ${liveClass.title}.`);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Add a recording to ${liveClass.title}`}>
      <Box display="grid" gap="small" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))' }}>
        <TextField
          label="Recording title"
          value={form.title}
          error={errors.title}
          onChange={(event) => setForm({ ...form, title: event.target.value })}
        />
        <TextField
          label="Recording address"
          type="url"
          hint="The meeting provider's link to the video file."
          value={form.url}
          error={errors.url}
          onChange={(event) => setForm({ ...form, url: event.target.value })}
        />
        <TextField
          label="Length in minutes"
          type="number"
          inputMode="numeric"
          min={1}
          value={form.minutes}
          error={errors.duration_seconds}
          onChange={(event) => setForm({ ...form, minutes: event.target.value })}
        />
      </Box>
      <FormAlert message={formError} />
      <Box marginTop="small">
        <Button type="submit" loading={add.isMutating}>
          Add the recording
        </Button>
      </Box>
    </form>
  );
}

type UploadResult = ResponseOf<'lca-upload-attendance-report'>;

function AttendanceForm({ liveClass, onDone }: { liveClass: LiveClass; onDone: (message: string) => void }) {
  const upload = useApiMutation('lca-upload-attendance-report', { notify: false });
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const { errors, formError, run } = useRefusals(['file'] as const);
  const [missing, setMissing] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setMissing(undefined);
    if (!file) {
      setMissing('Choose the attendance report (.csv).');
      return;
    }
    await run(async () => {
      const answer = await upload.trigger({ path: { id: liveClass.id }, body: { file } });
      setResult(answer);
      onDone(
        `Attendance of ${liveClass.title}: ${answer.matched} learners recorded from ${answer.processed} rows.`,
      );
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Upload the attendance of ${liveClass.title}`}>
      <TextField
        label="Attendance report"
        type="file"
        accept=".csv,text/csv"
        hint="The meeting provider's CSV: a header row with an email column and a minutes column. It replaces the class's attendance."
        error={missing ?? errors.file}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <FormAlert message={formError} />
      {result && result.unmatched.length > 0 ? (
        <Box marginTop="small">
          <p style={{ margin: 0 }}>Rows that are not learners of this batch (left out):</p>
          <ul>
            {result.unmatched.map((row) => (
              <li key={row.row}>
                Row {row.row}: {row.email}. {row.reason}
              </li>
            ))}
          </ul>
        </Box>
      ) : null}
      <Box marginTop="small">
        <Button type="submit" loading={upload.isMutating}>
          Upload the report
        </Button>
      </Box>
    </form>
  );
}

/** Puts an unmapped class back in a batch; the server's refusal (its attendees are elsewhere) beside the batch. */
function MapForm({ liveClass, onDone }: { liveClass: LiveClass; onDone: (message: string) => void }) {
  const map = useApiMutation('x-lca-mapping', { notify: false });
  const batches = useApi('staff-dash-batches', { query: { page_size: 100 } });
  const [batchSlug, setBatchSlug] = useState('');
  const { errors, formError, run } = useRefusals(['batch_slug'] as const);
  const [unchosen, setUnchosen] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setUnchosen(!batchSlug);
    if (!batchSlug) return;
    const done = await run(() =>
      map.trigger({ path: { id: liveClass.id }, body: { batch_slug: batchSlug } }),
    );
    const name = batches.data?.results.find((batch) => batch.slug === batchSlug)?.name ?? batchSlug;
    if (done) onDone(`${liveClass.title} is in ${name} again.`);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Map ${liveClass.title} to a batch`}>
      <Select
        label="Batch to map it to"
        placeholder="Choose a batch"
        value={batchSlug}
        options={(batches.data?.results ?? []).map((batch) => ({ value: batch.slug, label: batch.name }))}
        error={unchosen ? 'Choose the batch whose learners should see it.' : errors.batch_slug}
        onChange={(event) => setBatchSlug(event.target.value)}
      />
      <FormAlert message={formError} />
      <Box marginTop="small">
        <Button type="submit" loading={map.isMutating}>
          Map to batch
        </Button>
      </Box>
    </form>
  );
}

function ClassCard({ liveClass, onChanged }: { liveClass: LiveClass; onChanged: () => void }) {
  const [panel, setPanel] = useState<Panel>(null);
  const [said, setSaid] = useState<string | null>(null);
  const toast = useToast();
  // `act` below toasts a refusal itself, once: the client's own toast would say it a second time.
  const demo = useApiMutation('lca-mark-as-demo', { notify: false });
  const reset = useApiMutation('lca-recordings-reset', { notify: false });
  const unmap = useApiMutation('lca-unmapping', { notify: false });
  const remove = useApiMutation('lca-delete', { notify: false });
  const done = (message: string, close = true) => {
    setSaid(message);
    if (close) setPanel(null);
    onChanged();
  };
  const act = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      done(message);
    } catch (caught) {
      toast.error(formErrorsOf(caught, [] as const).form ?? 'That did not work; try again.');
      throw caught;
    }
  };
  const cancelled = liveClass.status === 'cancelled';
  const started = liveClass.status === 'live' || liveClass.status === 'completed';
  const batchSlug = liveClass.batch_slugs[0];
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));
  return (
    <Card as="article" title={liveClass.title} headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="small">
        <Box display="flex" gap="xsmall" flexWrap="wrap">
          <Tag tone={cancelled ? 'critical' : liveClass.status === 'live' ? 'positive' : undefined}>
            {STATUS_LABEL[liveClass.status]}
          </Tag>
          {liveClass.is_demo ? <Tag>Demo</Tag> : null}
          {liveClass.attendance_uploaded ? <Tag tone="positive">Attendance uploaded</Tag> : null}
        </Box>
        <p style={{ margin: 0 }}>
          {formatDateTime(liveClass.start_time)} to {formatTime(liveClass.end_time)}
          {liveClass.mentor ? `, with ${liveClass.mentor.name}` : ''}.{' '}
          {liveClass.batch_name ? `Batch: ${liveClass.batch_name}.` : 'In no batch (unmapped).'}{' '}
          {liveClass.attendees_count} attended.
        </p>
        {liveClass.recordings.length > 0 ? (
          <ul style={{ margin: 0 }}>
            {liveClass.recordings.map((recording) => (
              <li key={recording.id}>
                <Link href={recording.url} target="_blank" rel="noopener noreferrer">
                  {recording.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p role="status" style={{ margin: 0 }}>
          {said}
        </p>
        <Box display="flex" gap="small" flexWrap="wrap">
          {!cancelled ? (
            <Button
              size="small"
              variant="outline"
              aria-expanded={panel === 'reschedule'}
              onClick={() => toggle('reschedule')}
            >
              Reschedule
            </Button>
          ) : null}
          {!cancelled && liveClass.status !== 'completed' ? (
            <Button
              size="small"
              variant="outline"
              aria-expanded={panel === 'cancel'}
              onClick={() => toggle('cancel')}
            >
              Cancel class
            </Button>
          ) : null}
          {started && !cancelled ? (
            <>
              <Button
                size="small"
                variant="outline"
                aria-expanded={panel === 'recording'}
                onClick={() => toggle('recording')}
              >
                Add a recording
              </Button>
              {batchSlug ? (
                <Button
                  size="small"
                  variant="outline"
                  aria-expanded={panel === 'attendance'}
                  onClick={() => toggle('attendance')}
                >
                  Upload attendance
                </Button>
              ) : null}
            </>
          ) : null}
          <Button
            size="small"
            variant="outline"
            loading={demo.isMutating}
            onClick={() =>
              void act(
                () => demo.trigger({ path: { id: liveClass.id }, body: { is_demo: !liveClass.is_demo } }),
                liveClass.is_demo
                  ? `${liveClass.title} is no longer a demo.`
                  : `${liveClass.title} is a demo class.`,
              ).catch(() => undefined)
            }
          >
            {liveClass.is_demo ? 'Not a demo' : 'Mark as demo'}
          </Button>
          {liveClass.recordings.length > 0 ? (
            <ConfirmDialog
              trigger={
                <Button size="small" variant="outline" tone="critical">
                  Remove recordings
                </Button>
              }
              title={`Remove every recording of ${liveClass.title}?`}
              description="Learners no longer see them on the batch page."
              confirmLabel="Remove recordings"
              tone="critical"
              onConfirm={() =>
                act(() => reset.trigger({ path: { id: liveClass.id } }), 'The recordings are removed.')
              }
            />
          ) : null}
          {!batchSlug ? (
            <Button
              size="small"
              variant="outline"
              aria-expanded={panel === 'map'}
              onClick={() => toggle('map')}
            >
              Map to a batch
            </Button>
          ) : null}
          {batchSlug ? (
            <ConfirmDialog
              trigger={
                <Button size="small" variant="outline" tone="critical">
                  Unmap from batch
                </Button>
              }
              title={`Take ${liveClass.title} out of ${liveClass.batch_name}?`}
              description="Its learners no longer see it; it stays here with its attendance."
              confirmLabel="Unmap"
              tone="critical"
              onConfirm={() =>
                act(
                  () => unmap.trigger({ path: { id: liveClass.id }, query: { batch_slug: batchSlug } }),
                  `${liveClass.title} is out of ${liveClass.batch_name}.`,
                )
              }
            />
          ) : null}
          <ConfirmDialog
            trigger={
              <Button size="small" variant="outline" tone="critical">
                Delete
              </Button>
            }
            title={`Delete ${liveClass.title}?`}
            description="Its recordings and attendance go with it; the edit history keeps the record."
            confirmLabel="Delete"
            tone="critical"
            onConfirm={() =>
              act(() => remove.trigger({ path: { id: liveClass.id } }), `${liveClass.title} is deleted.`)
            }
          />
          <Link
            href={editHistoryPath('live_class', liveClass.id)}
            aria-label={`History of ${liveClass.title}`}
          >
            History
          </Link>
        </Box>
        {panel === 'reschedule' ? <RescheduleForm liveClass={liveClass} onDone={done} /> : null}
        {panel === 'cancel' ? <CancelForm liveClass={liveClass} onDone={done} /> : null}
        {panel === 'recording' ? <RecordingForm liveClass={liveClass} onDone={done} /> : null}
        {panel === 'map' ? <MapForm liveClass={liveClass} onDone={done} /> : null}
        {panel === 'attendance' ? (
          <AttendanceForm liveClass={liveClass} onDone={(message) => done(message, false)} />
        ) : null}
      </Box>
    </Card>
  );
}

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...(Object.entries(STATUS_LABEL) as [Status, string][]).map(([value, label]) => ({ value, label })),
];

/** Live-class administration (001 §6 course admin): each class of a batch with its actions. */
export function LiveClassesPage() {
  const [batchSlug, setBatchSlug] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(1);
  const batches = useApi('staff-dash-batches', { query: { page_size: 100 } });
  const classes = useApi('lca-live-classes-list', {
    query: { page, ...(batchSlug ? { batch_slug: batchSlug } : {}), ...(status ? { status } : {}) },
  });
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Live classes"
        description="Reschedule or cancel classes, add recordings and upload the meeting provider's attendance report."
        headingLevel={1}
        actions={
          <Link as={RouterLink} to="/live-classes/people">
            Attendance by course
          </Link>
        }
      />
      <Box display="grid" gap="small" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
        <Select
          label="Batch"
          value={batchSlug}
          options={[
            { value: '', label: 'Every batch' },
            ...(batches.data?.results ?? []).map((batch) => ({ value: batch.slug, label: batch.name })),
          ]}
          onChange={(event) => {
            setBatchSlug(event.target.value);
            setPage(1);
          }}
        />
        <Select
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(event) => {
            setStatus(event.target.value as Status | '');
            setPage(1);
          }}
        />
      </Box>
      <QueryView
        query={classes}
        what="the live classes"
        isEmpty={(data) => data.results.length === 0}
        empty={{ title: 'No live classes', description: 'No class matches these filters.' }}
      >
        {(data) => (
          <Box display="flex" flexDirection="column" gap="medium">
            <p style={{ margin: 0 }}>{data.count} classes.</p>
            {data.results.map((liveClass) => (
              <ClassCard key={liveClass.id} liveClass={liveClass} onChanged={() => void classes.mutate()} />
            ))}
            {data.count > data.page_size ? (
              <Pagination
                page={page}
                pageCount={Math.ceil(data.count / data.page_size)}
                onPageChange={setPage}
                label="Live class pages"
              />
            ) : null}
          </Box>
        )}
      </QueryView>
    </Box>
  );
}

/** The route: course admins only. */
export function LiveClassesRoute() {
  return (
    <RequireRole roles={AREA_ROLES.liveClasses}>
      <LiveClassesPage />
    </RequireRole>
  );
}
