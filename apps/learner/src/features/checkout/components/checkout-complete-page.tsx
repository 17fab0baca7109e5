import type { ResponseOf } from '@learnforge/api-client';
import { ApiError } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { useSession } from '@learnforge/app-shell';
import { Box, Card, Link, Spinner, SubHeader } from '@learnforge/ui';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

type Verdict = ResponseOf<'payment-verify'>;

/**
 * `/checkout/complete`: where the gateway sends the payer back with a signed result. The server
 * checks the signature and settles the order (once, whoever comes first: this page or the webhook);
 * while the bank is still confirming, the order is polled until it is paid or failed.
 */
export function CheckoutCompletePage() {
  const [params] = useSearchParams();
  const { refresh } = useSession();
  const verify = useApiMutation('payment-verify');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const asked = useRef(false);
  const gfgOrderId = params.get('order') ?? '';
  const token = params.get('token') ?? '';
  const signed = params.get('signature');

  useEffect(() => {
    if (asked.current || !signed) return;
    asked.current = true;
    verify
      .trigger({
        body: {
          order_id: params.get('order_id') ?? '',
          payment_id: params.get('payment_id') ?? '',
          signature: signed,
          status: (params.get('status') ?? 'failed') as 'captured' | 'failed' | 'pending',
          transaction_token: token,
        },
      })
      .then((answer) => {
        setVerdict(answer);
        if (answer.status === 'SUCCESS') void refresh();
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        setProblem(error.message);
      });
  }, [params, signed, token, verify, refresh]);

  const waiting = !signed || verdict?.status === 'PENDING';
  const order = useApi('payment-fetch', waiting && gfgOrderId ? { query: { order_id: gfgOrderId } } : null, {
    refreshInterval: (data) => (data && data.status !== 'created' && data.status !== 'cart' ? 0 : 2000),
  });
  const settled = order.data?.status;
  const paid = verdict?.status === 'SUCCESS' || settled === 'paid';
  const failed = verdict?.status === 'FAILED' || settled === 'failed';
  const batchSlugs = verdict?.batch_slugs.length ? verdict.batch_slugs : (order.data?.batch_slugs ?? []);

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Payment"
        headingLevel={1}
        description={gfgOrderId ? `Order ${gfgOrderId}` : undefined}
      />
      {problem ? (
        <Card title="This payment could not be confirmed" tone="critical" role="alert">
          <p>{problem}</p>
        </Card>
      ) : paid ? (
        <Card title="Payment received" as="section" headingLevel={2} tone="positive" role="status">
          <Box display="flex" flexDirection="column" gap="small">
            {batchSlugs.length ? (
              <p>
                You are enrolled in {batchSlugs.length === 1 ? 'the batch' : 'the batches'}{' '}
                <strong>{batchSlugs.join(', ')}</strong>.
              </p>
            ) : (
              <p>Thank you. Your purchase is active.</p>
            )}
            <Link href={`/api/latest/download/invoice/${encodeURIComponent(gfgOrderId)}`} download>
              Download the invoice (PDF)
            </Link>
            <Link as={RouterLink} to="/payments">
              See all your payments
            </Link>
          </Box>
        </Card>
      ) : failed ? (
        <Card title="Payment failed" as="section" headingLevel={2} tone="critical" role="alert">
          <p>
            {verdict?.message ??
              'The payment failed and you were not charged. You have not been enrolled; try again or use another method.'}
          </p>
          <Link href="/courses">Back to the courses</Link>
        </Card>
      ) : settled === 'expired' ? (
        <Card title="This order expired" role="status">
          <p>It was not paid in time. Start again from the course page.</p>
        </Card>
      ) : (
        <Card title="Confirming your payment" role="status">
          <Spinner label="Waiting for the bank to confirm" />
          <p>
            {verdict?.message ??
              'The bank is still confirming this payment. This page updates when it does; you can also close it.'}
          </p>
        </Card>
      )}
    </Box>
  );
}
