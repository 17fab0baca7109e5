import { describe, expect, it } from 'vitest';
import {
  COUPON_DEFAULTS,
  COUPON_FIELDS,
  COUPON_SELECTED_LISTS,
  COUPON_TOOL_TABS,
  couponValidityForSubmit,
  encodeCouponForRegistration,
} from './coupons';

describe('000 §2–§3 coupon tool', () => {
  it('tabs: General Settings, Discount Rules, Assign Publish, Create Copies, Influencer details', () => {
    expect(COUPON_TOOL_TABS).toEqual([
      'General Settings',
      'Discount Rules',
      'Assign Publish',
      'Create Copies',
      'Influencer details',
    ]);
    expect(Object.keys(COUPON_FIELDS)).toEqual([...COUPON_TOOL_TABS]);
  });

  it('General Settings fields', () => {
    expect(COUPON_FIELDS['General Settings']).toEqual([
      'coupon_code',
      'coupon_id',
      'valid_till',
      'valid_from',
      'usage_details',
      'coupon_type',
      'discount_details',
      'coupon_desc',
      'coupon_college_domain',
    ]);
  });

  it('Discount Rules: customer_rules, purchase_rules, product_rules; lists entitled_cust, entitled_prod, prerequisite_prod', () => {
    expect(COUPON_FIELDS['Discount Rules']).toEqual(['customer_rules', 'purchase_rules', 'product_rules']);
    expect(COUPON_SELECTED_LISTS).toEqual(['entitled_cust', 'entitled_prod', 'prerequisite_prod']);
  });

  it('Assign Publish, Create Copies and Influencer details fields', () => {
    expect(COUPON_FIELDS['Assign Publish']).toEqual([
      'created_type',
      'publish_status',
      'assignee_commission',
      'created_by_team',
      'assign_to',
      'assignee_type',
      'purpose_created',
    ]);
    expect(COUPON_FIELDS['Create Copies']).toEqual(['copy_count']);
    expect(COUPON_FIELDS['Influencer details']).toEqual([
      'user_name',
      'email',
      'contact_number',
      'onboarding',
      'subject',
      'email_body',
    ]);
  });

  it('defaults: discount_details up_to -1, copy_count 0', () => {
    expect(COUPON_DEFAULTS).toEqual({ up_to: -1, copy_count: 0 });
  });
});

describe('000 §5 coupon valid_from and valid_till are converted to a date-time string before use', () => {
  it('sends both as YYYY-MM-DD HH:MM:SS', () => {
    expect(
      couponValidityForSubmit({
        valid_from: new Date(2025, 0, 1, 0, 0, 0),
        valid_till: new Date(2025, 0, 31, 23, 59, 59),
      }),
    ).toEqual({ valid_from: '2025-01-01 00:00:00', valid_till: '2025-01-31 23:59:59' });
  });
});

describe('001 §5 the coupon is sent URL-encoded on batch registration', () => {
  it('encodes spaces, ampersands and slashes', () => {
    expect(encodeCouponForRegistration('NEW YEAR&50/50')).toBe('NEW%20YEAR%2650%2F50');
  });
});
