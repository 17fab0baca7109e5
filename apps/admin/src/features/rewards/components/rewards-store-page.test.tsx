import { fixture, refusal, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RewardsStoreRoute } from './rewards-store-page';

afterEach(cleanup);

const support = { id: 8, handle: 'support', name: 'Sol Support', email: 'support@demo.test' };

const hoodie = { id: 4, name: 'Hoodie', image_url: null };
const placed = {
  transactionId: 'RW-41',
  item: hoodie,
  points: 500,
  status: 'placed' as const,
  address: {
    name: 'Asha Verma',
    phone: '+91 98450 12345',
    line1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560001',
    country: 'India',
  },
  created_at: '2026-11-20T09:30:00.000Z',
  learner: { name: 'Asha Verma', handle: 'asha', email: 'student275@demo.test' },
};

const orders = fixture('x-admin-reward-orders', { results: [placed], count: 1, page: 1, page_size: 50 });
const shelf = fixture('x-admin-reward-items', {
  results: [
    {
      ...hoodie,
      description: 'Warm.',
      points: 500,
      in_stock: true,
      needs_address: true,
      stock: 1,
      active: true,
      position: 0,
    },
  ],
});

function renderStore(answers = [orders, shelf], roles = ['support']) {
  return renderScreen(<RewardsStoreRoute />, { routes: signedInStaff(roles, support), answers });
}

describe('RewardsStorePage', () => {
  it('lists the orders to ship with the learner and the address, and the shelf with its stock', async () => {
    renderStore();
    const list = await screen.findByRole('list', { name: 'Reward orders (1)' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 3, name: 'Hoodie for Asha Verma' })).toBeDefined();
    // Where to send it, whatever the address line's format: the name, phone, street and city.
    expect(
      within(card).getByText(/^Ship to Asha Verma, \+91 98450 12345: 12 MG Road.*Bengaluru/),
    ).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Mark RW-41 shipped' })).toBeDefined();
    expect(within(card).queryByRole('button', { name: 'Mark RW-41 delivered' })).toBeNull();
    const item = await screen.findByRole('form', { name: 'Edit Hoodie' });
    expect(within(item).getByText('1 in stock')).toBeDefined();
    expect((screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement).value).toBe('placed');
  });

  it('says under the buttons that an order moved on meanwhile (409), and cancels only after a confirmation', async () => {
    const user = userEvent.setup();
    const { notices } = renderStore([
      orders,
      shelf,
      refusal('x-admin-reward-order-status', 409, 'RW-41 is already shipped.', { code: 'order_moved_on' }),
    ]);
    const card = within(await screen.findByRole('list', { name: 'Reward orders (1)' })).getByRole('listitem');
    await user.click(within(card).getByRole('button', { name: 'Mark RW-41 shipped' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('RW-41 is already shipped.');
    expect(notices).not.toContain('RW-41 is already shipped.');
    expect(
      within(card).getByRole('button', { name: 'Mark RW-41 shipped' }).getAttribute('aria-describedby'),
    ).toBe(within(card).getByRole('alert').id);

    await user.click(within(card).getByRole('button', { name: 'Cancel RW-41' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel RW-41?' });
    expect(dialog.textContent).toContain(
      'Asha Verma gets 500 points back and the Hoodie goes back on the shelf.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("puts the server's stock refusal beside the stock field", async () => {
    const user = userEvent.setup();
    renderStore([
      orders,
      shelf,
      refusal('x-admin-reward-item-update', 400, 'Some fields are invalid.', {
        fields: { add_stock: 'Only 1 left: take away at most 1.' },
      }),
    ]);
    const item = await screen.findByRole('form', { name: 'Edit Hoodie' });
    const stock = within(item).getByRole('spinbutton', { name: 'Add to stock (negative takes away)' });
    await user.clear(stock);
    await user.type(stock, '-2');
    await user.click(within(item).getByRole('button', { name: 'Save Hoodie' }));
    await waitFor(() => expect(stock.getAttribute('aria-invalid')).toBe('true'));
    expect(within(item).getByText('Only 1 left: take away at most 1.', { exact: false })).toBeDefined();
  });

  it('is for course admins and support: CRM staff are told they lack the role', async () => {
    renderStore([orders, shelf], ['crm']);
    expect(await screen.findByRole('heading', { name: 'You do not have access to this area' })).toBeDefined();
  });
});
