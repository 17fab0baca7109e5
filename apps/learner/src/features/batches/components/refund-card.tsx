import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { formatLongDate } from '@learnforge/domain';
import { Box, Button, Card, TextArea, useToast } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

/**
 * The batch page's refund area (ADR 0056), for a seat the learner paid for: until a week after the batch
 * starts, a reason and one button; afterwards, why not. Access ends with the refund.
 */
export function RefundCard({ slug }: { slug: string }) {
  const status = useApi('x-batch-refund-status', { query: { batch_slug: slug } });
  // Every refusal is said in the card, beside its field or under the form, so no toast says it again.
  const refund = useApiMutation('batch-initiate-refund', { notify: false });
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const data = status.data;
  // Nothing to say to a learner who reached the batch without paying.
  if (!data || (data.amount === null && data.refund === null)) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    setRefusal(null);
    try {
      const answer = await refund.trigger({ body: { batch_slug: slug, reason } });
      if (answer.status === 'SUCCESS') toast.success(answer.message);
      else setRefusal(answer.message);
    } catch (error) {
      const refused = formErrorsOf(error, ['reason'] as const);
      setFieldError(refused.fields.reason);
      setRefusal(refused.form);
    }
  };
  return (
    <Card as="section" title="Refund" headingLevel={2}>
      {data.refund ? (
        <p>
          Refunded {rupees(data.refund.amount)} on {formatLongDate(data.refund.refunded_at)} (reference{' '}
          {data.refund.refund_id}).
        </p>
      ) : data.refundable ? (
        <form onSubmit={submit} aria-label="Ask for a refund" noValidate>
          <Box display="flex" flexDirection="column" gap="medium">
            <p>
              You can get {data.amount === null ? 'your payment' : rupees(data.amount)} back until{' '}
              {data.window_ends_at ? formatLongDate(data.window_ends_at) : 'the window closes'}. Your access
              to the batch ends with the refund.
            </p>
            <TextArea
              label="Why do you want a refund?"
              value={reason}
              maxLength={1000}
              onChange={(event) => setReason(event.target.value)}
              error={fieldError}
            />
            {refusal ? <p role="alert">{refusal}</p> : null}
            <div>
              <Button type="submit" tone="critical" loading={refund.isMutating}>
                Refund my seat
              </Button>
            </div>
          </Box>
        </form>
      ) : (
        <p>{data.message}</p>
      )}
    </Card>
  );
}
