import { useApi } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { formatDateTime, formatMinorAmount } from '@learnforge/domain';
import { Badge, Box, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';

const statusTone = {
  success: 'positive',
  pending: 'caution',
  failed: 'critical',
  refunded: 'neutral',
  expired: 'neutral',
} as const;
const statusLabel = {
  success: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
  expired: 'Expired',
} as const;

/**
 * The order's status badge. An order of several seats stays paid while one seat is still held, with a credit note
 * for each seat refunded (ADR 0101): it reads "Partly refunded", not "Paid" beside a credit note.
 */
function OrderStatus({ order }: { order: { status: keyof typeof statusLabel; credit_notes: unknown[] } }) {
  if (order.status === 'success' && order.credit_notes.length > 0)
    return <Badge tone="neutral">Partly refunded</Badge>;
  return <Badge tone={statusTone[order.status]}>{statusLabel[order.status]}</Badge>;
}

/**
 * `/payments`: the learner's orders (courses and premium), newest first, with their status and, once
 * paid, the GST invoice as a PDF.
 */
export function PaymentsPage() {
  const orders = useApi('pay-user-transactions', { query: { page: 1, page_size: 50 } });
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Payments</h1>
      <QueryView
        query={orders}
        what="your payments"
        isEmpty={(data) => data.results.length === 0}
        empty={{
          title: 'No payments yet',
          description: 'Orders you place for courses and premium show here with their status.',
          action: (
            <Link as={RouterLink} to="/premium/checkout/">
              See the premium plans
            </Link>
          ),
        }}
      >
        {(data) => (
          // A narrow screen scrolls the table inside this box, which the keyboard can reach to scroll too.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
          <section aria-label="Orders" tabIndex={0} style={{ overflowX: 'auto' }}>
            <table>
              <caption>Your orders ({data.count})</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Item</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                  <th scope="col">Date</th>
                  <th scope="col">Invoice and credit note</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((order) => (
                  <tr key={order.gfgOrderId}>
                    <td>{order.gfgOrderId}</td>
                    <td>{order.item}</td>
                    <td>{formatMinorAmount(order.amount, order.currency)}</td>
                    <td>
                      <OrderStatus order={order} />
                    </td>
                    <td>{formatDateTime(order.created_at)}</td>
                    <td>
                      {order.has_invoice || order.credit_notes.length > 0 ? (
                        <Box display="flex" flexDirection="column" gap="xsmall">
                          {order.has_invoice ? (
                            <Link
                              href={`/api/latest/download/invoice/${encodeURIComponent(order.gfgOrderId)}`}
                              download
                            >
                              {`Invoice for ${order.gfgOrderId}`}
                            </Link>
                          ) : null}
                          {order.credit_notes.map((note) => (
                            <Link
                              key={note.refund_id}
                              href={`/api/latest/download/credit-note/${encodeURIComponent(note.refund_id)}`}
                              download
                            >
                              {`Credit note for ${note.item} (${note.refund_id})`}
                            </Link>
                          ))}
                        </Box>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </QueryView>
    </Box>
  );
}
