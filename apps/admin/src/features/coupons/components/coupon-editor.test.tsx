import type { ResponseOf } from '@learnforge/api-client';
import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CouponEditor } from './coupon-editor';

afterEach(cleanup);

const saved: ResponseOf<'x-coupon-get'> = {
  coupon_id: 7,
  coupon_code: 'SPRING26',
  copied_from: null,
  times_used: 0,
  valid_from: '2026-03-01T00:00:00.000Z',
  valid_till: '2026-04-01T00:00:00.000Z',
  usage_details: { max_uses: 100, max_uses_per_user: 1 },
  coupon_type: 'percentage',
  discount_details: { value: 10, up_to: -1 },
  coupon_desc: '',
  coupon_college_domain: null,
  customer_rules: { eligibility: 'everyone' },
  purchase_rules: { min_purchase_amount: 0, max_purchase_amount: -1 },
  product_rules: { applies_to: 'all_products', requires_prerequisite: false },
  entitled_cust: [],
  entitled_prod: [],
  prerequisite_prod: [],
  created_type: 'manual',
  publish_status: 'published',
  assignee_commission: 0,
  created_by_team: '',
  assign_to: null,
  assignee_type: null,
  purpose_created: '',
  copy_count: 2,
  influencer: null,
  created_at: '2026-03-01T00:00:00.000Z',
};

describe('CouponEditor', () => {
  it('shows the five tabs with the spec defaults: no cap (-1) and no copies (0)', async () => {
    const user = userEvent.setup();
    renderScreen(<CouponEditor couponId={null} />, { path: '/coupons/new' });
    const tabs = screen.getByRole('tablist', { name: 'Coupon settings' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'General Settings',
      'Discount Rules',
      'Assign Publish',
      'Create Copies',
      'Influencer details',
    ]);
    expect(screen.getByRole('spinbutton', { name: /Discount up to/ })).toHaveProperty('value', '-1');
    expect(screen.getByLabelText(/Valid from/)).toHaveProperty('type', 'datetime-local');
    await user.click(screen.getByRole('tab', { name: 'Create Copies' }));
    expect(screen.getByRole('spinbutton', { name: /Number of copies/ })).toHaveProperty('value', '0');
  });

  it('creates the coupon with its copies and says so', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<CouponEditor couponId={null} />, {
      path: '/coupons/new',
      answers: [
        fixture('x-coupon-create', {
          results: [saved, { ...saved, coupon_id: 8, coupon_code: 'SPRING26-ABCDEF', copied_from: 7 }],
        }),
      ],
    });
    await user.type(screen.getByRole('textbox', { name: /Coupon code/ }), 'spring26');
    await user.click(screen.getByRole('tab', { name: 'Create Copies' }));
    const copies = screen.getByRole('spinbutton', { name: /Number of copies/ });
    await user.clear(copies);
    await user.type(copies, '1');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon SPRING26 is created with 1 copies.')).toBeDefined();
    expect(calls).toContain('POST /api/latest/coupons/add/');
  });

  it('lists the rules the server refused with their tab, and opens that tab', async () => {
    const user = userEvent.setup();
    renderScreen(<CouponEditor couponId={null} />, {
      path: '/coupons/new',
      answers: [
        refusal('x-coupon-create', 400, 'The coupon rules contradict each other or name something unknown.', {
          fields: { entitled_prod: 'Pick at least one product, or let the coupon apply to all products.' },
        }),
      ],
    });
    await user.type(screen.getByRole('textbox', { name: /Coupon code/ }), 'RULES');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const alert = await screen.findByRole('alert');
    // One field refused: it reads the server's whole answer, listed with its tab (formErrorsOf).
    expect(alert.textContent).toContain(
      'Discount Rules: The coupon rules contradict each other or name something unknown. Pick at least one product, or let the coupon apply to all products.',
    );
    expect(screen.getByRole('tab', { name: 'Discount Rules', selected: true })).toBeDefined();
  });

  it('loads a saved coupon and makes more copies of it', async () => {
    const user = userEvent.setup();
    renderScreen(<CouponEditor couponId={7} />, {
      path: '/coupons/7?tab=copies',
      answers: [
        fixture('x-coupon-get', saved, { path: { id: 7 } }),
        fixture(
          'x-coupon-copy',
          { results: [{ ...saved, coupon_id: 9, coupon_code: 'SPRING26-QWERTY', copied_from: 7 }] },
          { path: { id: 7 } },
        ),
      ],
    });
    const copies = await screen.findByRole('spinbutton', { name: /Number of copies/ });
    await user.clear(copies);
    await user.type(copies, '1');
    await user.click(screen.getByRole('button', { name: 'Create copies' }));
    const codes = await screen.findByRole('list', { name: 'New codes' });
    expect(within(codes).getByText('SPRING26-QWERTY')).toBeDefined();
  });

  it('links a saved coupon to its edit history, and a new one to none', async () => {
    renderScreen(<CouponEditor couponId={7} />, {
      path: '/coupons/7',
      answers: [fixture('x-coupon-get', saved, { path: { id: 7 } })],
    });
    const link = await screen.findByRole('link', { name: 'Edit history' });
    expect(link.getAttribute('href')).toBe('/edit-history/coupon/7');
    cleanup();
    renderScreen(<CouponEditor couponId={null} />, { path: '/coupons/new' });
    expect(screen.getByRole('heading', { name: 'New coupon' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Edit history' })).toBeNull();
  });
});
