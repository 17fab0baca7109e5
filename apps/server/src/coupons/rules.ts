import type { CouponEntity } from '../db/schema';

/** The coupon fields the server checks, as the contract's coupon form carries them. */
export interface CouponRulesInput {
  valid_from: string;
  valid_till: string;
  usage_details: { max_uses: number; max_uses_per_user: number };
  coupon_type: 'percentage' | 'flat';
  discount_details: { value: number; up_to: number };
  coupon_college_domain: string | null;
  customer_rules: { eligibility: 'everyone' | 'new_customers' | 'entitled_customers' | 'college_domain' };
  purchase_rules: { min_purchase_amount: number; max_purchase_amount: number };
  product_rules: { applies_to: 'all_products' | 'entitled_products'; requires_prerequisite: boolean };
  entitled_cust: CouponEntity[];
  entitled_prod: CouponEntity[];
  prerequisite_prod: CouponEntity[];
  created_type: string;
  assignee_commission: number;
  assign_to: string | null;
  influencer: unknown;
}

const domainPattern = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/;
const entityKey = (entity: CouponEntity) => `${entity.type}:${entity.id}`;

/**
 * Rules that contradict each other or cannot be met, by field path; empty when the coupon is
 * consistent. Checked on create and update so a published coupon can always be applied by someone.
 */
export function contradictionsOf(form: CouponRulesInput): Record<string, string> {
  const fields: Record<string, string> = {};
  const from = Date.parse(form.valid_from);
  const till = Date.parse(form.valid_till);
  if (!(till > from)) fields.valid_till = 'Valid till must be later than valid from.';
  if (form.usage_details.max_uses_per_user > form.usage_details.max_uses)
    fields['usage_details.max_uses_per_user'] = 'Uses per person cannot exceed the total number of uses.';
  const { value, up_to } = form.discount_details;
  if (form.coupon_type === 'percentage' && value > 100)
    fields['discount_details.value'] = 'A percentage discount cannot exceed 100.';
  if (up_to === 0 || (up_to > -1 && up_to < 0))
    fields['discount_details.up_to'] = 'The cap must be more than 0, or -1 for no cap.';
  else if (form.coupon_type === 'flat' && up_to !== -1)
    fields['discount_details.up_to'] = 'A cap applies to percentage coupons only; use -1 for a flat coupon.';

  const { eligibility } = form.customer_rules;
  if (eligibility === 'entitled_customers' && form.entitled_cust.length === 0)
    fields.entitled_cust = 'Pick at least one customer, or let everyone use the coupon.';
  if (eligibility !== 'entitled_customers' && form.entitled_cust.length > 0)
    fields.entitled_cust = 'Customers are listed but the customer rule does not restrict to them.';
  if (eligibility === 'college_domain' && !form.coupon_college_domain)
    fields.coupon_college_domain = 'Give the college email domain this coupon is for.';
  if (form.coupon_college_domain && !domainPattern.test(form.coupon_college_domain))
    fields.coupon_college_domain = 'Enter a domain such as college.edu.';
  if (form.coupon_college_domain && eligibility !== 'college_domain')
    fields.coupon_college_domain = 'A college domain is set but the customer rule is not "college domain".';

  const { min_purchase_amount: min, max_purchase_amount: max } = form.purchase_rules;
  if (max !== -1 && max < min)
    fields['purchase_rules.max_purchase_amount'] = 'The maximum order amount is below the minimum.';
  if (form.coupon_type === 'flat' && max !== -1 && value > max)
    fields['discount_details.value'] = 'A flat discount larger than the largest allowed order gives it away.';

  if (form.product_rules.applies_to === 'entitled_products' && form.entitled_prod.length === 0)
    fields.entitled_prod = 'Pick at least one product, or let the coupon apply to all products.';
  if (form.product_rules.applies_to === 'all_products' && form.entitled_prod.length > 0)
    fields.entitled_prod = 'Products are listed but the product rule applies to all products.';
  if (form.product_rules.requires_prerequisite && form.prerequisite_prod.length === 0)
    fields.prerequisite_prod = 'Pick the products a buyer must already own.';
  if (!form.product_rules.requires_prerequisite && form.prerequisite_prod.length > 0)
    fields.prerequisite_prod = 'Prerequisite products are listed but not required.';
  const entitled = new Set(form.entitled_prod.map(entityKey));
  const both = form.prerequisite_prod.filter((entity) => entitled.has(entityKey(entity)));
  if (both.length > 0)
    fields.prerequisite_prod = `${both.map((entity) => entity.product_name).join(', ')} cannot be both the product bought and a prerequisite.`;

  if (form.assignee_commission > 0 && !form.assign_to)
    fields.assign_to = 'A commission needs someone to assign the coupon to.';
  if (form.created_type === 'influencer' && !form.influencer)
    fields.influencer = 'Fill in the influencer details for an influencer coupon.';
  return fields;
}

/** Discount on an amount: a percentage capped at up_to (unless -1), or a flat amount never above the price. */
export function discountOf(
  amount: number,
  coupon: { couponType: 'percentage' | 'flat'; discountValue: number; upTo: number },
): number {
  const raw =
    coupon.couponType === 'percentage' ? (amount * coupon.discountValue) / 100 : coupon.discountValue;
  const capped = coupon.couponType === 'percentage' && coupon.upTo > 0 ? Math.min(raw, coupon.upTo) : raw;
  return Math.round(Math.min(capped, amount) * 100) / 100;
}

/** Whether an email belongs to a college domain or one of its subdomains. */
export function emailInDomain(email: string, domain: string): boolean {
  const host = email.split('@').pop()?.toLowerCase() ?? '';
  return host === domain || host.endsWith(`.${domain}`);
}
