import type { contract, EndpointOutput } from '@learnforge/api-client/contract';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { formatDateTime } from '@learnforge/domain';
import {
  Box,
  Button,
  Card,
  Checkbox,
  type ColumnDef,
  RadioGroup,
  ReportTable,
  Select,
  TextField,
} from '@learnforge/ui';
import { useId, useState } from 'react';
import { TableScrollRegion } from '../../../shared/table-scroll-region';
import type { EditorTabs } from '../utils/editor-types';

type Audience = 'enrolled' | 'batches' | 'test';

const AUDIENCE_LABELS: Record<Audience, string> = {
  enrolled: 'Every learner enrolled in the course',
  batches: 'Learners of chosen batches',
  test: 'A test address',
};

const SEND_FIELDS = ['email_index', 'audience', 'batch_slugs', 'test_address'] as const;
type SendField = (typeof SEND_FIELDS)[number];

type SentMail = EndpointOutput<(typeof contract)['x-course-mails-list']>['results'][number];

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
const columns: ColumnDef<SentMail, any>[] = [
  { id: 'subject', header: 'Subject', accessorFn: (row) => row.subject },
  {
    id: 'to',
    header: 'To',
    accessorFn: (row) =>
      row.audience === 'test'
        ? row.test_address
        : row.audience === 'batches'
          ? row.batch_slugs.join(', ')
          : 'Every enrolled learner',
  },
  { id: 'queued', header: 'Queued', accessorFn: (row) => row.queued },
  { id: 'delivered', header: 'Delivered', accessorFn: (row) => row.delivered },
  {
    id: 'sent',
    header: 'Sent',
    accessorFn: (row) => `${formatDateTime(row.created_at)} by ${row.sent_by}`,
  },
];

/**
 * Sends one of the saved emails of the Send Email tab now, and lists what was sent: how many
 * messages went into the outbox and how many the mail server accepted.
 */
export function SendEmailPanel({ courseId, saved }: { courseId: number; saved: EditorTabs['send-email'] }) {
  const mails = useApi('x-course-mails-list', { path: { id: courseId } });
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const send = useApiMutation('x-course-mail-send', { notify: false });
  const [emailIndex, setEmailIndex] = useState('0');
  const [audience, setAudience] = useState<Audience>('test');
  const [batchSlugs, setBatchSlugs] = useState<string[]>([]);
  const [testAddress, setTestAddress] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const batchErrorId = useId();

  const emails = saved.emailContent;
  // A refusal is read beside what it is about: the email, the audience, the batches or the address.
  const errors = send.error
    ? formErrorsOf(send.error, SEND_FIELDS)
    : { fields: {} as Partial<Record<SendField, string>>, form: null };
  const submit = async () => {
    setResult(null);
    const index = Number(emailIndex);
    const body =
      audience === 'test'
        ? { email_index: index, audience, test_address: testAddress.trim() }
        : audience === 'batches'
          ? { email_index: index, audience, batch_slugs: batchSlugs }
          : { email_index: index, audience };
    const sent = await send.trigger({ path: { id: courseId }, body }).catch(() => null);
    if (sent)
      setResult(
        `“${sent.subject}”: ${sent.queued} queued, ${sent.delivered} delivered.` +
          (sent.delivered < sent.queued ? ' The rest wait in the outbox.' : ''),
      );
  };

  return (
    <Card as="section" title="Send an email now">
      <Box display="grid" gap="medium">
        {emails.length === 0 ? (
          <p>Add an email above and save it; saved emails can be sent from here.</p>
        ) : (
          <form
            aria-label="Send a saved email"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Box display="grid" gap="small">
              <Select
                label="Email to send"
                error={errors.fields.email_index}
                value={emailIndex}
                onChange={(event) => setEmailIndex(event.currentTarget.value)}
                options={emails.map((email, index) => ({
                  value: String(index),
                  label: `Email ${index + 1}: ${email.subject}`,
                }))}
              />
              <RadioGroup
                label="Send to"
                error={errors.fields.audience}
                name="audience"
                value={audience}
                onValueChange={(value) => setAudience(value as Audience)}
                options={(Object.keys(AUDIENCE_LABELS) as Audience[]).map((value) => ({
                  value,
                  label: AUDIENCE_LABELS[value],
                }))}
              />
              {audience === 'batches' ? (
                <fieldset aria-describedby={errors.fields.batch_slugs ? batchErrorId : undefined}>
                  <legend>Batches</legend>
                  {(mails.data?.batches ?? []).map((batch) => (
                    <Checkbox
                      key={batch.batch_slug}
                      label={`${batch.batch_name} (${batch.learners} learners)`}
                      checked={batchSlugs.includes(batch.batch_slug)}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setBatchSlugs((current) =>
                          checked
                            ? [...current, batch.batch_slug]
                            : current.filter((slug) => slug !== batch.batch_slug),
                        );
                      }}
                    />
                  ))}
                  {errors.fields.batch_slugs ? (
                    <Box as="p" id={batchErrorId} color="critical" margin="none">
                      {errors.fields.batch_slugs}
                    </Box>
                  ) : null}
                </fieldset>
              ) : null}
              {audience === 'test' ? (
                <TextField
                  label="Test address"
                  type="email"
                  required
                  error={errors.fields.test_address}
                  value={testAddress}
                  onChange={(event) => setTestAddress(event.currentTarget.value)}
                />
              ) : null}
              <div>
                <Button
                  type="submit"
                  loading={send.isMutating}
                  disabled={audience === 'batches' && batchSlugs.length === 0}
                >
                  Send email
                </Button>
              </div>
              <p>Emails are sent as last saved; save your changes first.</p>
            </Box>
          </form>
        )}
        {result ? <p role="status">{result}</p> : null}
        {send.error ? (
          <p role="alert">{errors.form ?? 'The email was not sent: see the note beside the field.'}</p>
        ) : null}
        {mails.data && !mails.data.delivery_configured ? (
          <p role="note">
            This server has no mail server configured (SMTP_URL): sent emails wait in the outbox.
          </p>
        ) : null}
        {mails.error ? <p role="alert">{mails.error.message}</p> : null}
        {/* The sent list is wider than a phone: it scrolls in its own region, never the page. */}
        <TableScrollRegion label="Sent emails">
          <ReportTable<SentMail>
            caption="Sent emails"
            columns={columns}
            data={mails.data?.results ?? []}
            getRowId={(row) => String(row.id)}
            loading={mails.isLoading}
            emptyMessage="No email of this course was sent yet."
            height={240}
            showColumnMenu={false}
          />
        </TableScrollRegion>
      </Box>
    </Card>
  );
}
