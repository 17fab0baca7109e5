import { fixture, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentsPage } from './payments-page';

afterEach(cleanup);

const order = (id: string, status: 'success' | 'refunded', creditNotes: string[]) => ({
  gfgOrderId: id,
  item: 'DSA 2026 (2 seats)',
  amount: 899800,
  currency: 'INR',
  status,
  created_at: '2026-11-20T10:00:00.000Z',
  has_invoice: true,
  credit_notes: creditNotes.map((refundId) => ({ refund_id: refundId, item: 'DSA 2026, seat 2' })),
});

describe('PaymentsPage', () => {
  it('says an order with a seat refunded and a seat still held is partly refunded, beside its credit note', async () => {
    renderScreen(<PaymentsPage />, {
      answers: [
        fixture('pay-user-transactions', {
          results: [
            order('LF-2', 'success', ['rf_2']),
            order('LF-1', 'success', []),
            order('LF-0', 'refunded', ['rf_0']),
          ],
          count: 3,
          page: 1,
          page_size: 50,
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Your orders (3)' });
    const row = (id: string) => within(table).getByRole('row', { name: new RegExp(`^${id} `) });
    expect(within(row('LF-2')).getByText('Partly refunded')).toBeDefined();
    expect(
      within(row('LF-2')).getByRole('link', { name: 'Credit note for DSA 2026, seat 2 (rf_2)' }),
    ).toBeDefined();
    expect(within(row('LF-1')).getByText('Paid')).toBeDefined();
    expect(within(row('LF-0')).getByText('Refunded')).toBeDefined();
  });
});
