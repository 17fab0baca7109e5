import { randomInt } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons, courses, premiumPlans, users } from '../db/schema';
import { recordEdit } from '../edit-history/record';
import { badRequest, HttpError } from '../http/errors';
import { couponOutput } from './queries';
import { type CouponRulesInput, contradictionsOf } from './rules';

type CouponForm = CouponRulesInput & {
  coupon_code: string;
  coupon_type: 'percentage' | 'flat';
  coupon_desc: string;
  publish_status: 'draft' | 'published';
  created_type: 'manual' | 'campaign' | 'influencer' | 'partner';
  created_by_team: string;
  assignee_type: 'employee' | 'influencer' | 'partner' | null;
  purpose_created: string;
};

/** Every listed customer and product must exist, so a rule never names something that is not there. */
async function unknownEntities(db: Db, form: CouponRulesInput): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const lists = { entitled_prod: form.entitled_prod, prerequisite_prod: form.prerequisite_prod } as const;
  for (const [field, list] of Object.entries(lists)) {
    const planIds = list.filter((e) => e.type === 'premium_plan').map((e) => e.id);
    const courseIds = list.filter((e) => e.type === 'course').map((e) => e.id);
    const other = list.find((e) => e.type !== 'premium_plan' && e.type !== 'course');
    if (other) {
      fields[field] = `${other.product_name} is not a premium plan or a course.`;
      continue;
    }
    const [plans, found] = await Promise.all([
      planIds.length
        ? db.select({ id: premiumPlans.id }).from(premiumPlans).where(inArray(premiumPlans.id, planIds))
        : [],
      courseIds.length
        ? db.select({ id: courses.id }).from(courses).where(inArray(courses.id, courseIds))
        : [],
    ]);
    if (plans.length !== new Set(planIds).size || found.length !== new Set(courseIds).size)
      fields[field] = 'Some of these products no longer exist.';
  }
  const userIds = form.entitled_cust.map((e) => e.id);
  if (form.entitled_cust.some((e) => e.type !== 'user')) fields.entitled_cust = 'Customers must be people.';
  else if (userIds.length) {
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
    if (found.length !== new Set(userIds).size)
      fields.entitled_cust = 'Some of these customers do not exist.';
  }
  return fields;
}

export async function checkForm(db: Db, form: CouponRulesInput) {
  const fields = { ...contradictionsOf(form), ...(await unknownEntities(db, form)) };
  if (Object.keys(fields).length > 0)
    throw badRequest('The coupon rules contradict each other or name something unknown.', fields);
}

export function columnsOf(form: CouponForm) {
  return {
    validFrom: new Date(form.valid_from),
    validTill: new Date(form.valid_till),
    maxUses: form.usage_details.max_uses,
    maxUsesPerUser: form.usage_details.max_uses_per_user,
    couponType: form.coupon_type,
    discountValue: form.discount_details.value,
    upTo: form.discount_details.up_to,
    description: form.coupon_desc,
    collegeDomain: form.coupon_college_domain,
    customerRules: form.customer_rules,
    purchaseRules: form.purchase_rules,
    productRules: form.product_rules,
    entitledCustomers: form.entitled_cust,
    entitledProducts: form.entitled_prod,
    prerequisiteProducts: form.prerequisite_prod,
    publishStatus: form.publish_status,
    assignment: {
      created_type: form.created_type,
      assignee_commission: form.assignee_commission,
      created_by_team: form.created_by_team,
      assign_to: form.assign_to,
      assignee_type: form.assignee_type,
      purpose_created: form.purpose_created,
    },
    influencer: form.influencer ?? null,
  };
}

/** What the coupon editor can change, as the form spells it, for the edit history. */
export function editableFields(row: typeof coupons.$inferSelect): Record<string, unknown> {
  const { coupon_id: _id, copied_from: _from, times_used: _used, ...fields } = couponOutput(row, 0);
  return fields;
}

/** Records the fields a save changed, in the caller's transaction. */
export function recordCouponEdit(
  tx: Db,
  actorId: number,
  before: typeof coupons.$inferSelect,
  after: typeof coupons.$inferSelect,
) {
  return recordEdit(tx, {
    entityType: 'coupon',
    entityId: before.id,
    actorId,
    before: editableFields(before),
    after: editableFields(after),
  });
}

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `count` codes `<BASE>-<6 random characters>` that no coupon uses yet. */
async function freshCodes(db: Db, base: string, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const wanted = new Set<string>();
    while (wanted.size < count - codes.size) {
      let suffix = '';
      for (let i = 0; i < 6; i++) suffix += codeAlphabet[randomInt(codeAlphabet.length)];
      const code = `${base.slice(0, 33)}-${suffix}`;
      if (!codes.has(code)) wanted.add(code);
    }
    const taken = await db
      .select({ code: coupons.code })
      .from(coupons)
      .where(inArray(sql`upper(${coupons.code})`, [...wanted]));
    const takenSet = new Set(taken.map((row) => row.code.toUpperCase()));
    for (const code of wanted) if (!takenSet.has(code)) codes.add(code);
  }
  return [...codes];
}

export async function codeTaken(db: Db, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, code.toUpperCase()))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export const duplicateCode = () =>
  new HttpError(409, 'conflict', 'A coupon with this code already exists.', {
    coupon_code: 'This code is taken.',
  });

/** Inserts copies of `source` with fresh codes in the caller's transaction. */
export async function insertCopies(
  db: Db,
  source: typeof coupons.$inferSelect,
  count: number,
  actorId: number,
) {
  if (count === 0) return [];
  const codes = await freshCodes(db, source.code, count);
  const { id: _id, createdAt: _c, updatedAt: _u, code: _code, copiedFromId: _f, ...settings } = source;
  return db
    .insert(coupons)
    .values(
      codes.map((code) => ({ ...settings, code, copyCount: 0, copiedFromId: source.id, createdBy: actorId })),
    )
    .returning();
}
