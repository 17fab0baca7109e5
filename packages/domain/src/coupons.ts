import { toDateTimeString } from './dates';

/** Coupon tool tabs (000 §2), each with its fields (000 §3). */
export const COUPON_TOOL_TABS = [
  'General Settings',
  'Discount Rules',
  'Assign Publish',
  'Create Copies',
  'Influencer details',
] as const;
export type CouponToolTab = (typeof COUPON_TOOL_TABS)[number];

export const COUPON_FIELDS = {
  'General Settings': [
    'coupon_code',
    'coupon_id',
    'valid_till',
    'valid_from',
    'usage_details',
    'coupon_type',
    'discount_details',
    'coupon_desc',
    'coupon_college_domain',
  ],
  'Discount Rules': ['customer_rules', 'purchase_rules', 'product_rules'],
  'Assign Publish': [
    'created_type',
    'publish_status',
    'assignee_commission',
    'created_by_team',
    'assign_to',
    'assignee_type',
    'purpose_created',
  ],
  'Create Copies': ['copy_count'],
  'Influencer details': ['user_name', 'email', 'contact_number', 'onboarding', 'subject', 'email_body'],
} as const satisfies Record<CouponToolTab, readonly string[]>;

/** Discount Rules selected lists (000 §3); each entity listed has product_name, id and type. */
export const COUPON_SELECTED_LISTS = ['entitled_cust', 'entitled_prod', 'prerequisite_prod'] as const;

export interface CouponListedEntity {
  readonly product_name: string;
  readonly id: string | number;
  readonly type: string;
}

/** Coupon defaults (000 §3): discount_details.up_to -1 and copy_count 0. */
export const COUPON_DEFAULTS = { up_to: -1, copy_count: 0 } as const;

/** valid_from and valid_till become date-time strings before use (000 §5). */
export function couponValidityForSubmit(validity: { readonly valid_from: Date; readonly valid_till: Date }): {
  readonly valid_from: string;
  readonly valid_till: string;
} {
  return {
    valid_from: toDateTimeString(validity.valid_from),
    valid_till: toDateTimeString(validity.valid_till),
  };
}

/** The coupon is sent URL-encoded on batch registration (001 §5). */
export function encodeCouponForRegistration(coupon: string): string {
  return encodeURIComponent(coupon);
}
