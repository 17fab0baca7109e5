import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutRoute } from './checkout-page';

afterEach(cleanup);

const base = {
  'GET /api/auth/session': {
    body: {
      user: {
        id: 1,
        handle: 'asha',
        name: 'Asha Learner',
        email: 'learner@demo.test',
        roles: ['learner'],
        premiumPlanId: null,
        organization: null,
      },
    },
  },
  'GET /api/latest/premium/plan/details': {
    body: {
      plans: [
        { id: 1, name: 'Premium Monthly', price: 499, currency: 'INR', period_months: 1, features: [] },
        { id: 2, name: 'Premium Yearly', price: 3999, currency: 'INR', period_months: 12, features: [] },
      ],
      subscription: { status: 'none', premiumPlanId: null, renews_at: null, ended_at: null },
    },
  },
  'POST /api/latest/premium/payment': {
    body: { gfgOrderId: 'LF1', amount: 399_900, currency: 'INR', transaction_token: 'tok' },
  },
};

/** The order as the server holds it (amounts in paise, ADR 0048). */
const order = (discount: number, gateway: 'sandbox' | 'razorpay' | null = 'sandbox') => ({
  'GET /api/latest/payment/fetch/': {
    body: {
      order_id: 'LF1',
      status: 'cart',
      items: [{ name: 'Premium Yearly', amount: 399_900 }],
      list_amount: 399_900,
      discount_amount: discount,
      amount: 399_900 - discount,
      currency: 'INR',
      failure_reason: null,
      batch_slugs: [],
      has_invoice: false,
      gateway,
    },
  },
});

async function startYearly() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /Premium Yearly/ }));
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('form', { name: 'Apply a coupon' });
  return user;
}

describe('CheckoutRoute', () => {
  it('applies a coupon and shows the discounted total', async () => {
    renderScreen(<CheckoutRoute />, {
      path: '/premium/checkout/',
      routes: {
        ...base,
        ...order(50_000),
        'GET /api/latest/coupon/apply-coupon/': {
          body: {
            valid: true,
            message: 'Coupon WELCOME20 applied: you save ₹500.00.',
            discount_amount: 50_000,
            final_amount: 349_900,
            currency: 'INR',
          },
        },
      },
    });
    const user = await startYearly();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome20');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Coupon WELCOME20 applied: you save ₹500.00.',
    );
    const summary = screen.getByLabelText('Order summary');
    expect(within(summary).getByText('₹3,499.00')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Pay ₹3,499.00' })).toBeDefined();
  });

  it('says why a coupon is refused and keeps the full price', async () => {
    renderScreen(<CheckoutRoute />, {
      path: '/premium/checkout/',
      routes: {
        ...base,
        ...order(0),
        'GET /api/latest/coupon/apply-coupon/': {
          body: {
            valid: false,
            message: 'This coupon expired on 2025-11-15 23:59 UTC.',
            discount_amount: 0,
            final_amount: 399_900,
            currency: 'INR',
          },
        },
      },
    });
    const user = await startYearly();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'DIWALI2025');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('This coupon expired on 2025-11-15 23:59 UTC.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Pay ₹3,999.00' })).toBeDefined();
  });

  it('asks for the state the GST invoice needs before going to the gateway', async () => {
    renderScreen(<CheckoutRoute />, { path: '/premium/checkout/', routes: { ...base, ...order(0) } });
    const user = await startYearly();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹3,999.00' }));
    expect(await screen.findByText('Choose your state for the GST invoice.')).toBeDefined();
    expect(
      screen.getByRole('combobox', { name: 'Your state (for the GST invoice)' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('labels the sandbox gateway as test payments', async () => {
    renderScreen(<CheckoutRoute />, { path: '/premium/checkout/', routes: { ...base, ...order(0) } });
    await startYearly();
    expect(screen.getByText('Test payments')).toBeDefined();
    expect(screen.getByText(/no money moves/)).toBeDefined();
  });

  it('says payments are not set up and offers no Pay when no gateway is configured', async () => {
    renderScreen(<CheckoutRoute />, { path: '/premium/checkout/', routes: { ...base, ...order(0, null) } });
    await startYearly();
    expect(screen.getByRole('alert').textContent).toContain('Payments are not set up on this site yet');
    expect(screen.getByRole('button', { name: 'Pay ₹3,999.00' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('Test payments')).toBeNull();
  });

  it('says an expired plan has ended, on which day, and offers the plans to renew', async () => {
    renderScreen(<CheckoutRoute />, {
      path: '/premium/checkout/',
      routes: {
        ...base,
        'GET /api/latest/premium/plan/details': {
          body: {
            ...base['GET /api/latest/premium/plan/details'].body,
            subscription: {
              status: 'expired',
              premiumPlanId: null,
              renews_at: null,
              ended_at: '2026-10-26T10:00:00.000Z',
            },
          },
        },
        ...order(0),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your premium has ended' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe(
      'Your plan ran until 26 October 2026, and premium problems are locked again. Choose a plan below to renew.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await startYearly();
    expect(screen.getByRole('button', { name: 'Pay ₹3,999.00' })).toBeDefined();
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderScreen(<CheckoutRoute />, {
      path: '/premium/checkout/',
      routes: { 'GET /api/auth/session': { body: { user: null } } },
    });
    expect(await screen.findByText('Sign in to buy premium')).toBeDefined();
  });
});
