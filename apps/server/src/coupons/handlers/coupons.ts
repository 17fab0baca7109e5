import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { type CouponEntity, coupons, courses, premiumPlans, users } from '../../db/schema';
import { recordEdit } from '../../edit-history/record';
import { notFound } from '../../http/errors';
import {
  checkForm,
  codeTaken,
  columnsOf,
  duplicateCode,
  editableFields,
  insertCopies,
  recordCouponEdit,
} from '../coupon-form';
import { couponOutput, usesOf } from '../queries';

export const handleCouponsList: Handler<'x-coupons-list'> = async ({ input, database: { db } }) => {
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? 20;
  const where = input.query.search ? ilike(coupons.code, `%${escapeLike(input.query.search)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(coupons).where(where),
  ]);
  const uses = await usesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    results: rows.map((row) => couponOutput(row, uses.get(row.id) ?? 0)),
    count: total?.count ?? 0,
    page,
    page_size: pageSize,
  };
};

export const handleCouponGet: Handler<'x-coupon-get'> = async ({ input, database: { db } }) => {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, input.path.id));
  if (!row) throw notFound('There is no such coupon.');
  const uses = await usesOf(db, [row.id]);
  return couponOutput(row, uses.get(row.id) ?? 0);
};

export const handleCouponCreate: Handler<'x-coupon-create'> = async ({ input, user, database: { db } }) => {
  const form = input.body;
  await checkForm(db, form);
  if (await codeTaken(db, form.coupon_code)) throw duplicateCode();
  const created = await db.transaction(async (tx) => {
    const [original] = await tx
      .insert(coupons)
      .values({
        ...columnsOf(form),
        code: form.coupon_code,
        copyCount: form.copy_count,
        createdBy: user.id,
      })
      .returning();
    const copies = await insertCopies(tx as unknown as Db, original!, form.copy_count, user.id);
    // A coupon's history starts with its creation: every field it was made with, by whom and when.
    for (const made of [original!, ...copies])
      await recordEdit(tx as unknown as Db, {
        entityType: 'coupon',
        entityId: made.id,
        actorId: user.id,
        before: {},
        after: editableFields(made),
      });
    return [original!, ...copies];
  });
  return { results: created.map((row) => couponOutput(row, 0)) };
};

export const handleCouponUpdate: Handler<'x-coupon-update'> = async ({ input, user, database: { db } }) => {
  const form = input.body;
  const [existing] = await db.select().from(coupons).where(eq(coupons.id, input.path.id));
  if (!existing) throw notFound('There is no such coupon.');
  await checkForm(db, form);
  if (await codeTaken(db, form.coupon_code, existing.id)) throw duplicateCode();
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(coupons)
      .set({ ...columnsOf(form), code: form.coupon_code, updatedAt: new Date() })
      .where(eq(coupons.id, existing.id))
      .returning();
    await recordCouponEdit(tx as unknown as Db, user.id, existing, saved!);
    return saved!;
  });
  const uses = await usesOf(db, [existing.id]);
  return couponOutput(row, uses.get(existing.id) ?? 0);
};

export const handleCouponCopy: Handler<'x-coupon-copy'> = async ({ input, user, database: { db } }) => {
  const [source] = await db.select().from(coupons).where(eq(coupons.id, input.path.id));
  if (!source) throw notFound('There is no such coupon.');
  const copies = await db.transaction(async (tx) => {
    const made = await insertCopies(tx as unknown as Db, source, input.body.copy_count, user.id);
    const [updated] = await tx
      .update(coupons)
      .set({ copyCount: sql`${coupons.copyCount} + ${input.body.copy_count}` })
      .where(eq(coupons.id, source.id))
      .returning();
    await recordCouponEdit(tx as unknown as Db, user.id, source, updated!);
    return made;
  });
  return { results: copies.map((row) => couponOutput(row, 0)) };
};

export const handleCouponProducts: Handler<'x-coupon-products'> = async ({ input, database: { db } }) => {
  const search = input.query.search ? `%${escapeLike(input.query.search)}%` : undefined;
  const [plans, courseRows] = await Promise.all([
    db
      .select({ id: premiumPlans.id, name: premiumPlans.name })
      .from(premiumPlans)
      .where(search ? ilike(premiumPlans.name, search) : undefined)
      .orderBy(asc(premiumPlans.price)),
    db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(search ? or(ilike(courses.name, search), ilike(courses.slug, search)) : undefined)
      .orderBy(asc(courses.name))
      .limit(50),
  ]);
  const results: CouponEntity[] = [
    ...plans.map((plan) => ({ product_name: plan.name, id: plan.id, type: 'premium_plan' })),
    ...courseRows.map((course) => ({ product_name: course.name, id: course.id, type: 'course' })),
  ];
  return { results };
};

export const handleCouponCustomers: Handler<'x-coupon-customers'> = async ({ input, database: { db } }) => {
  const search = `%${escapeLike(input.query.search)}%`;
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(or(ilike(users.name, search), ilike(users.handle, search), ilike(users.email, search))))
    .orderBy(asc(users.name))
    .limit(20);
  return {
    results: rows.map((row) => ({ product_name: `${row.name} <${row.email}>`, id: row.id, type: 'user' })),
  };
};
