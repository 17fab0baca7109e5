import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { rewardItems, rewardLedger, rewardOrders } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { lockLearner, pointsBalance } from '../points';

/** A second redeem of the same item this soon is the same click twice: it answers the first order. */
const DOUBLE_CLICK_MS = 10_000;

type ItemRow = typeof rewardItems.$inferSelect;
type OrderRow = typeof rewardOrders.$inferSelect;
type Address = NonNullable<Parameters<Handler<'rewards-order-address'>>[0]['input']['body']>;

const itemView = (item: ItemRow) => ({
  id: item.id,
  name: item.name,
  description: item.description,
  points: item.points,
  image_url: item.imageUrl,
  in_stock: item.stock > 0,
  needs_address: item.needsAddress,
});

export const orderView = (order: OrderRow, item: Pick<ItemRow, 'id' | 'name' | 'imageUrl'>) => {
  const address = order.address as (Omit<Address, 'transactionId'> & { line2?: string }) | null;
  return {
    transactionId: order.transactionId,
    item: { id: item.id, name: item.name, image_url: item.imageUrl },
    points: order.points,
    status: order.status,
    address,
    created_at: order.createdAt.toISOString(),
  };
};

export const handleRewardItems: Handler<'rewards-items'> = async ({ database: { db } }) => {
  const rows = await db
    .select()
    .from(rewardItems)
    .where(eq(rewardItems.active, true))
    .orderBy(asc(rewardItems.position), asc(rewardItems.points), asc(rewardItems.id));
  return { results: rows.map(itemView) };
};

/**
 * Redeem in one transaction (002 §4): the learner's row is locked (their balance cannot change under us),
 * then the item's (the last one goes to exactly one buyer); stock and points are checked, the stock counted
 * down, the order written and the points taken as a ledger row. Stock and balance never go below 0.
 */
export const handleRedeemItem: Handler<'rewards-redeem-item'> = async ({ input, user, database: { db } }) =>
  db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await lockLearner(txDb, user.id);
    const [item] = await tx
      .select()
      .from(rewardItems)
      .where(and(eq(rewardItems.id, input.body.item_id), eq(rewardItems.active, true)))
      .for('update');
    if (!item) throw notFound('There is no such reward.');
    const [justNow] = await tx
      .select()
      .from(rewardOrders)
      .where(
        and(
          eq(rewardOrders.userId, user.id),
          eq(rewardOrders.itemId, item.id),
          // A cancelled order is not the click to repeat: redeeming again after a cancel buys again.
          ne(rewardOrders.status, 'cancelled'),
          gt(rewardOrders.createdAt, new Date(Date.now() - DOUBLE_CLICK_MS)),
        ),
      )
      .orderBy(desc(rewardOrders.id))
      .limit(1);
    if (justNow) return orderView(justNow, item);
    if (item.stock <= 0) throw new HttpError(409, 'out_of_stock', `${item.name} is out of stock.`);
    const balance = await pointsBalance(txDb, user.id);
    if (balance < item.points)
      throw new HttpError(
        409,
        'not_enough_points',
        `${item.name} costs ${item.points} points and you have ${balance}. Solve problems or spin the wheel to earn more.`,
      );
    await tx
      .update(rewardItems)
      .set({ stock: sql`${rewardItems.stock} - 1` })
      .where(eq(rewardItems.id, item.id));
    const [order] = await tx
      .insert(rewardOrders)
      .values({
        transactionId: `RW-${randomBytes(6).toString('hex').toUpperCase()}`,
        userId: user.id,
        itemId: item.id,
        points: item.points,
        status: item.needsAddress ? 'awaiting_address' : 'placed',
      })
      .returning();
    await tx
      .insert(rewardLedger)
      .values({ userId: user.id, delta: -item.points, reason: 'redeem', rewardOrderId: order!.id });
    return orderView(order!, item);
  });

export const handleMyRewardOrders: Handler<'rewards-my-orders'> = async ({
  input,
  user,
  database: { db },
}) => {
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? 20;
  const mine = eq(rewardOrders.userId, user.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: rewardOrders, item: rewardItems })
      .from(rewardOrders)
      .innerJoin(rewardItems, eq(rewardItems.id, rewardOrders.itemId))
      .where(mine)
      .orderBy(desc(rewardOrders.createdAt), desc(rewardOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(rewardOrders).where(mine),
  ]);
  return {
    results: rows.map((row) => orderView(row.order, row.item)),
    count: total?.count ?? 0,
    page,
    page_size: pageSize,
  };
};

/** The shipping address of the learner's own order, until it ships. */
export const handleRewardOrderAddress: Handler<'rewards-order-address'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { transactionId, ...address } = input.body;
  if (transactionId !== input.path.transactionId)
    throw badRequest('The order in the address does not match the order in the link.', {
      transactionId: 'Does not match the order being edited',
    });
  const [row] = await db
    .select({ order: rewardOrders, item: rewardItems })
    .from(rewardOrders)
    .innerJoin(rewardItems, eq(rewardItems.id, rewardOrders.itemId))
    .where(and(eq(rewardOrders.transactionId, transactionId), eq(rewardOrders.userId, user.id)));
  if (!row) throw notFound('There is no such reward order.');
  if (!row.item.needsAddress) throw new HttpError(409, 'no_shipping', `${row.item.name} is not shipped.`);
  if (row.order.status !== 'awaiting_address' && row.order.status !== 'placed')
    throw new HttpError(
      409,
      'order_shipped',
      'This order has already shipped; its address can no longer change.',
    );
  const [updated] = await db
    .update(rewardOrders)
    .set({ address, status: 'placed' })
    .where(eq(rewardOrders.id, row.order.id))
    .returning();
  return orderView(updated!, row.item);
};
