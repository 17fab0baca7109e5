import type { Contract, EndpointOutput } from '@learnforge/api-client/contract';

export type Coupon = EndpointOutput<Contract['x-coupon-get']>;
export interface CouponEntity {
  product_name: string;
  id: number;
  type: string;
}

/** The coupon form: the contract's body, with dates as `datetime-local` text and the influencer switch. */
export interface CouponFormValues {
  coupon_code: string;
  valid_from: string;
  valid_till: string;
  usage_details: { max_uses: number; max_uses_per_user: number };
  coupon_type: 'percentage' | 'flat';
  discount_details: { value: number; up_to: number };
  coupon_desc: string;
  coupon_college_domain: string;
  customer_rules: { eligibility: 'everyone' | 'new_customers' | 'entitled_customers' | 'college_domain' };
  purchase_rules: { min_purchase_amount: number; max_purchase_amount: number };
  product_rules: { applies_to: 'all_products' | 'entitled_products'; requires_prerequisite: boolean };
  entitled_cust: CouponEntity[];
  entitled_prod: CouponEntity[];
  prerequisite_prod: CouponEntity[];
  created_type: 'manual' | 'campaign' | 'influencer' | 'partner';
  publish_status: 'draft' | 'published';
  assignee_commission: number;
  created_by_team: string;
  assign_to: string;
  assignee_type: '' | 'employee' | 'influencer' | 'partner';
  purpose_created: string;
  copy_count: number;
  has_influencer: boolean;
  influencer: {
    user_name: string;
    email: string;
    contact_number: string;
    onboarding: string;
    subject: string;
    email_body: string;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the `datetime-local` input shows it, in the browser's time zone. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO date-time string (000 §5: coupon dates travel as date-times). */
function fromLocalInput(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

const noInfluencer = {
  user_name: '',
  email: '',
  contact_number: '',
  onboarding: '',
  subject: '',
  email_body: '',
};

/** A new coupon: the spec's defaults (up_to -1, copy_count 0), valid from now for 30 days. */
export function emptyCoupon(now = new Date()): CouponFormValues {
  return {
    coupon_code: '',
    valid_from: toLocalInput(now.toISOString()),
    valid_till: toLocalInput(new Date(now.getTime() + 30 * 86_400_000).toISOString()),
    usage_details: { max_uses: 100, max_uses_per_user: 1 },
    coupon_type: 'percentage',
    discount_details: { value: 10, up_to: -1 },
    coupon_desc: '',
    coupon_college_domain: '',
    customer_rules: { eligibility: 'everyone' },
    purchase_rules: { min_purchase_amount: 0, max_purchase_amount: -1 },
    product_rules: { applies_to: 'all_products', requires_prerequisite: false },
    entitled_cust: [],
    entitled_prod: [],
    prerequisite_prod: [],
    created_type: 'manual',
    publish_status: 'draft',
    assignee_commission: 0,
    created_by_team: '',
    assign_to: '',
    assignee_type: '',
    purpose_created: '',
    copy_count: 0,
    has_influencer: false,
    influencer: noInfluencer,
  };
}

export function formFromCoupon(coupon: Coupon): CouponFormValues {
  const blank = emptyCoupon();
  return {
    coupon_code: coupon.coupon_code,
    valid_from: toLocalInput(coupon.valid_from),
    valid_till: toLocalInput(coupon.valid_till),
    usage_details: coupon.usage_details,
    coupon_type: coupon.coupon_type,
    discount_details: { value: coupon.discount_details.value, up_to: coupon.discount_details.up_to ?? -1 },
    coupon_desc: coupon.coupon_desc ?? '',
    coupon_college_domain: coupon.coupon_college_domain ?? '',
    customer_rules: { eligibility: coupon.customer_rules?.eligibility ?? 'everyone' },
    purchase_rules: {
      min_purchase_amount: coupon.purchase_rules?.min_purchase_amount ?? 0,
      max_purchase_amount: coupon.purchase_rules?.max_purchase_amount ?? -1,
    },
    product_rules: {
      applies_to: coupon.product_rules?.applies_to ?? 'all_products',
      requires_prerequisite: coupon.product_rules?.requires_prerequisite ?? false,
    },
    entitled_cust: coupon.entitled_cust ?? [],
    entitled_prod: coupon.entitled_prod ?? [],
    prerequisite_prod: coupon.prerequisite_prod ?? [],
    created_type: coupon.created_type ?? 'manual',
    publish_status: coupon.publish_status ?? 'draft',
    assignee_commission: coupon.assignee_commission ?? 0,
    created_by_team: coupon.created_by_team ?? '',
    assign_to: coupon.assign_to ?? '',
    assignee_type: coupon.assignee_type ?? '',
    purpose_created: coupon.purpose_created ?? '',
    copy_count: 0,
    has_influencer: Boolean(coupon.influencer),
    influencer: coupon.influencer ?? blank.influencer,
  };
}

const num = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

/** The body of x-coupon-create / x-coupon-update. */
export function bodyFromForm(values: CouponFormValues) {
  return {
    coupon_code: values.coupon_code.trim(),
    valid_from: fromLocalInput(values.valid_from),
    valid_till: fromLocalInput(values.valid_till),
    usage_details: {
      max_uses: num(values.usage_details.max_uses, 0),
      max_uses_per_user: num(values.usage_details.max_uses_per_user, 0),
    },
    coupon_type: values.coupon_type,
    discount_details: {
      value: num(values.discount_details.value, 0),
      up_to: num(values.discount_details.up_to, -1),
    },
    coupon_desc: values.coupon_desc,
    coupon_college_domain: values.coupon_college_domain.trim() || null,
    customer_rules: values.customer_rules,
    purchase_rules: {
      min_purchase_amount: num(values.purchase_rules.min_purchase_amount, 0),
      max_purchase_amount: num(values.purchase_rules.max_purchase_amount, -1),
    },
    product_rules: values.product_rules,
    entitled_cust: values.entitled_cust,
    entitled_prod: values.entitled_prod,
    prerequisite_prod: values.prerequisite_prod,
    created_type: values.created_type,
    publish_status: values.publish_status,
    assignee_commission: num(values.assignee_commission, 0),
    created_by_team: values.created_by_team,
    assign_to: values.assign_to.trim() || null,
    assignee_type: values.assignee_type || null,
    purpose_created: values.purpose_created,
    influencer: values.has_influencer ? values.influencer : null,
  };
}

/** Which tab holds a field, so an error summary can send the person there. */
export const COUPON_TABS = [
  { value: 'general', label: 'General Settings' },
  { value: 'rules', label: 'Discount Rules' },
  { value: 'publish', label: 'Assign Publish' },
  { value: 'copies', label: 'Create Copies' },
  { value: 'influencer', label: 'Influencer details' },
] as const;
export type CouponTab = (typeof COUPON_TABS)[number]['value'];

export function tabOfField(field: string): CouponTab {
  if (/^(customer_rules|purchase_rules|product_rules|entitled_|prerequisite_)/.test(field)) return 'rules';
  if (/^(created_type|publish_status|assignee_|created_by_team|assign_to|purpose_created)/.test(field))
    return 'publish';
  if (field === 'copy_count') return 'copies';
  if (field.startsWith('influencer')) return 'influencer';
  return 'general';
}
