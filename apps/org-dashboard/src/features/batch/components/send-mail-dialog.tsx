import { useApiClient, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { Box, Button, Dialog, TextArea, TextField, useToast } from '@learnforge/ui';
import { type ReactElement, useEffect, useState } from 'react';

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Splits pasted addresses (commas, semicolons, spaces or lines) and drops repeats. */
function parseRecipients(text: string): { valid: string[]; invalid: string[] } {
  const items = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
  return {
    valid: items.filter((item) => EMAIL.test(item)),
    invalid: items.filter((item) => !EMAIL.test(item)),
  };
}

/** Writes an email to students of a batch (002 §7 send-mail/); the server stores and delivers it. */
export function SendMailDialog({
  batchSlug,
  recipients = [],
  trigger,
  openAtStart = false,
}: {
  batchSlug: string;
  recipients?: string[];
  trigger: ReactElement;
  /** Opens as soon as it mounts: `SendMailButton` loads this dialog when its button is first pressed. */
  openAtStart?: boolean;
}) {
  const toast = useToast();
  const client = useApiClient();
  // A refusal is said in the dialog (beside its field, or in its live region): no toast repeats it.
  const send = useApiMutation('org-send-mail', { notify: false });
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [to, setTo] = useState('');
  const [loadingAll, setLoadingAll] = useState(false);
  const [errors, setErrors] = useState<{ subject?: string; body?: string; to?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setTo(recipients.join('\n'));
      setErrors({});
      setFormError(null);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first mount opens it; later presses go through the trigger.
  useEffect(() => {
    if (openAtStart) onOpenChange(true);
  }, []);

  const addWholeBatch = async () => {
    setLoadingAll(true);
    setErrors((now) => ({ ...now, to: undefined }));
    try {
      const emails: string[] = [];
      for (let page = 1; ; page += 1) {
        const result = await client.call(
          'org-progress',
          { query: { batch_slug: batchSlug, page, page_size: 500 } },
          { notify: false },
        );
        emails.push(...result.results.map((row) => row.email));
        if (page * result.page_size >= result.count || result.results.length === 0) break;
      }
      setTo((current) => parseRecipients(`${current}\n${emails.join('\n')}`).valid.join('\n'));
    } catch (refusal) {
      // Said beside the recipients, inside the dialog: a toast sits outside it, where a screen reader does not read.
      setErrors((now) => ({ ...now, to: formErrorsOf(refusal, []).form ?? 'The batch could not be added.' }));
    } finally {
      setLoadingAll(false);
    }
  };

  const submit = async () => {
    const { valid, invalid } = parseRecipients(to);
    const found: typeof errors = {};
    if (!subject.trim()) found.subject = 'Write a subject.';
    if (!body.trim()) found.body = 'Write the message.';
    if (invalid.length > 0) found.to = `Not email addresses: ${invalid.slice(0, 3).join(', ')}`;
    else if (valid.length === 0) found.to = 'Add at least one recipient.';
    else if (valid.length > 5000) found.to = 'Send to at most 5,000 people at once.';
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await send.trigger({
        query: { batch_slug: batchSlug },
        body: { subject: subject.trim(), body, recipients: valid },
      });
      toast.success(`Mail sent to ${result.sent} ${result.sent === 1 ? 'person' : 'people'}.`);
      setSubject('');
      setBody('');
      setOpen(false);
    } catch (error) {
      // The refusal stays beside the field it is about (e.g. which recipients are not students here).
      const refused = formErrorsOf(error, ['to', 'subject', 'body'] as const, { recipients: 'to' });
      setErrors(refused.fields);
      setFormError(refused.form);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Content
        title="Send mail"
        description={`To students of batch ${batchSlug}`}
        size="large"
        footer={
          <>
            <Dialog.Close asChild>
              <Button variant="ghost" tone="neutral">
                Cancel
              </Button>
            </Dialog.Close>
            <Button loading={send.isMutating} onClick={() => void submit()}>
              Send
            </Button>
          </>
        }
      >
        <Box display="flex" flexDirection="column" gap="medium">
          <TextArea
            label="Recipients"
            hint="One email address a line, or separated by commas."
            rows={4}
            value={to}
            error={errors.to}
            onChange={(event) => setTo(event.target.value)}
          />
          <Box>
            <Button size="small" variant="outline" loading={loadingAll} onClick={() => void addWholeBatch()}>
              Add every student of the batch
            </Button>
          </Box>
          <TextField
            label="Subject"
            value={subject}
            maxLength={200}
            error={errors.subject}
            onChange={(event) => setSubject(event.target.value)}
          />
          <TextArea
            label="Message"
            rows={8}
            value={body}
            maxLength={20000}
            error={errors.body}
            onChange={(event) => setBody(event.target.value)}
          />
          {formError ? <p role="alert">{formError}</p> : null}
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
