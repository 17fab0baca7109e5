import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView } from '@learnforge/app-shell';
import { formatDateTime } from '@learnforge/domain';
import { Box, Button, Card, Select, TextArea, TextField } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { fromLocalInput } from '../../../shared/local-date-time';

type Purchases = ResponseOf<'x-crm-user-purchases'>;
type FormErrors<F extends string> = ReturnType<typeof formErrorsOf<F>>;

const EXTEND_FIELDS = ['batch_id', 'access_ends_at', 'reason'] as const;
const RESEND_FIELDS = ['order_code', 'reason'] as const;

/**
 * Product actions on one person (issue 21): a later access end for one of their batches and their invoice
 * mailed again, each kept in the audit trail below them (who, when, what and why).
 */
export function ProductActions({ handle }: { handle: string }) {
  const purchases = useApi('x-crm-user-purchases', { path: { handle } });
  return (
    <Card title="Product actions" as="section" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="large">
        <QueryView query={purchases} what="the batches and orders">
          {(data) => (
            <>
              <ExtendAccess handle={handle} batches={data.batches} />
              <ResendInvoice handle={handle} orders={data.orders} />
            </>
          )}
        </QueryView>
        <AuditTrail handle={handle} />
      </Box>
    </Card>
  );
}

function ExtendAccess({ handle, batches }: { handle: string; batches: Purchases['batches'] }) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const extend = useApiMutation('x-crm-extend-access', { notify: false });
  const [batchId, setBatchId] = useState(batches[0] ? String(batches[0].batch_id) : '');
  const [endsAt, setEndsAt] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors<(typeof EXTEND_FIELDS)[number]> | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (batches.length === 0) return <p>Not enrolled in any batch: there is no access to extend.</p>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(null);
    setDone(null);
    // Said beside the field without asking the server, which would refuse it the same way.
    if (!endsAt) {
      setErrors({ fields: { access_ends_at: 'Choose the new end of access.' }, form: null });
      return;
    }
    try {
      const entry = await extend.trigger({
        path: { handle },
        body: { batch_id: Number(batchId), access_ends_at: fromLocalInput(endsAt), reason },
      });
      setEndsAt('');
      setReason('');
      setDone(entry.summary);
    } catch (error) {
      setErrors(formErrorsOf(error, EXTEND_FIELDS));
    }
  };
  return (
    <Box as="form" display="grid" gap="medium" onSubmit={submit} aria-label="Extend access">
      <h3>Extend access</h3>
      <Select
        label="Batch"
        options={batches.map((batch) => ({
          value: String(batch.batch_id),
          label: `${batch.batch_name} (access until ${formatDateTime(batch.access_ends_at)})`,
        }))}
        value={batchId}
        error={errors?.fields.batch_id}
        onChange={(event) => setBatchId(event.target.value)}
      />
      <TextField
        label="New end of access"
        type="datetime-local"
        hint="Ahead of now and after the current end."
        value={endsAt}
        error={errors?.fields.access_ends_at}
        onChange={(event) => setEndsAt(event.target.value)}
      />
      <ReasonAndSubmit
        reason={reason}
        onReason={setReason}
        errors={errors}
        done={done ? `Extended. ${done}` : null}
        submit="Extend access"
        loading={extend.isMutating}
      />
    </Box>
  );
}

function ResendInvoice({ handle, orders }: { handle: string; orders: Purchases['orders'] }) {
  const resend = useApiMutation('x-crm-resend-invoice', { notify: false });
  // Only a paid order has an invoice to send; the others are not offered.
  const invoiced = orders.filter((order) => order.status === 'paid' && order.invoice_number);
  const [orderCode, setOrderCode] = useState(invoiced[0]?.order_code ?? '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors<(typeof RESEND_FIELDS)[number]> | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (invoiced.length === 0) return <p>No paid order with an invoice to send again.</p>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(null);
    setDone(null);
    try {
      const entry = await resend.trigger({ path: { handle }, body: { order_code: orderCode, reason } });
      setReason('');
      setDone(entry.summary);
    } catch (error) {
      setErrors(formErrorsOf(error, RESEND_FIELDS));
    }
  };
  return (
    <Box as="form" display="grid" gap="medium" onSubmit={submit} aria-label="Resend an invoice">
      <h3>Resend an invoice</h3>
      <Select
        label="Paid order"
        options={invoiced.map((order) => ({
          value: order.order_code,
          label: `${order.invoice_number}: ${order.items.join(', ') || order.order_code}`,
        }))}
        value={orderCode}
        error={errors?.fields.order_code}
        onChange={(event) => setOrderCode(event.target.value)}
      />
      <ReasonAndSubmit
        reason={reason}
        onReason={setReason}
        errors={errors}
        done={done ? `Queued. ${done}` : null}
        submit="Resend invoice"
        loading={resend.isMutating}
      />
    </Box>
  );
}

/** The end of each action's form: why (required, kept in the audit trail), what went wrong or right, and submit. */
function ReasonAndSubmit({
  reason,
  onReason,
  errors,
  done,
  submit,
  loading,
}: {
  reason: string;
  onReason: (reason: string) => void;
  errors: { fields: { reason?: string | undefined }; form: string | null } | null;
  done: string | null;
  submit: string;
  loading: boolean;
}) {
  return (
    <>
      <TextArea
        label="Why (kept in the audit trail)"
        value={reason}
        error={errors?.fields.reason}
        onChange={(event) => onReason(event.target.value)}
      />
      {errors?.form ? <p role="alert">{errors.form}</p> : null}
      {done ? <p role="status">{done}</p> : null}
      <Box>
        <Button type="submit" loading={loading}>
          {submit}
        </Button>
      </Box>
    </>
  );
}

function AuditTrail({ handle }: { handle: string }) {
  const trail = useApi('x-crm-staff-actions', { path: { handle } });
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <h3>Audit trail</h3>
      <QueryView query={trail} what="the audit trail">
        {(data) =>
          data.results.length === 0 ? (
            <p>No product action taken yet.</p>
          ) : (
            <ol aria-label="Audit trail">
              {data.results.map((row) => (
                <li key={row.id}>
                  <strong>{row.summary}</strong> By {row.staff?.name ?? 'a former staff member'},{' '}
                  {formatDateTime(row.created_at)}. Why: {row.reason}
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </Box>
  );
}
