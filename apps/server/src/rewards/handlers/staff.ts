import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { rewardItems, rewardLedger, rewardOrders, users } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { orderView } from './store';

type ItemRow = typeof rewardItems.$inferSelect;
type OrderStatus = (typeof rewardOrders.$inferSelect)['status'];

const stockedItemView = (item: ItemRow) => ({
  id: item.id,
  name: item.name,
  description: item.description,
  points: item.points,
  image_url: item.imageUrl,
  in_stock: item.stock > 0,
  needs_address: item.needsAddress,
  stock: item.stock,
  active: item.active,
  position: item.position,
});

/** Where each staff action may start: an order moves forward only, and a shipped one can no longer be cancelled. */
const MOVES: Record<'shipped' | 'delivered' | 'cancelled', readonly OrderStatus[]> = {
  shipped: ['placed'],
  delivered: ['shipped'],
  cancelled: ['placed', 'awaiting_address'],
};
const STATUS_WORDS: Record<OrderStatus, string> = {
  placed: 'placed',
  awaiting_address: 'waiting for the address',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

export const handleAdminRewardItems: Handler<'x-admin-reward-items'> = async ({ database: { db } }) => {
  const rows = await db
    .select()
    .from(rewardItems)
    .orderBy(
      desc(rewardItems.active),
      asc(rewardItems.position),
      asc(rewardItems.points),
      asc(rewardItems.id),
    );
  return { results: rows.map(stockedItemView) };
};

export const handleAdminRewardItemCreate: Handler<'x-admin-reward-item-create'> = async ({
  input,
  database: { db },
}) => {
  const { needs_address, ...item } = input.body;
  const [row] = await db
    .insert(rewardItems)
    .values({ ...item, needsAddress: needs_address })
    .returning();
  return stockedItemView(row!);
};

/**
 * Edits an item; the stock moves by `add_stock` under the item's row lock, the lock a redeem takes, so a
 * learner's redeem between the screen's read and this save is kept rather than written over.
 */
export const handleAdminRewardItemUpdate: Handler<'x-admin-reward-item-update'> = async ({
  input,
  database: { db },
}) =>
  db.transaction(async (tx) => {
    const { add_stock, needs_address, ...item } = input.body;
    const [current] = await tx
      .select()
      .from(rewardItems)
      .where(eq(rewardItems.id, input.path.id))
      .for('update');
    if (!current) throw notFound('There is no such reward.');
    if (current.stock + add_stock < 0)
      throw badRequest('The stock cannot go below 0.', {
        add_stock: `Only ${current.stock} left: take away at most ${current.stock}.`,
      });
    const [row] = await tx
      .update(rewardItems)
      .set({ ...item, needsAddress: needs_address, stock: sql`${rewardItems.stock} + ${add_stock}` })
      .where(eq(rewardItems.id, current.id))
      .returning();
    return stockedItemView(row!);
  });

const staffOrderColumns = {
  order: rewardOrders,
  item: { id: rewardItems.id, name: rewardItems.name, imageUrl: rewardItems.imageUrl },
  learner: { name: users.name, handle: users.handle, email: users.email },
};
type StaffOrderRow = {
  order: typeof rewardOrders.$inferSelect;
  item: { id: number; name: string; imageUrl: string | null };
  learner: { name: string; handle: string; email: string };
};
const staffOrderView = (row: StaffOrderRow) => ({ ...orderView(row.order, row.item), learner: row.learner });

function staffOrders(db: Db, where: SQL | undefined) {
  return db
    .select(staffOrderColumns)
    .from(rewardOrders)
    .innerJoin(rewardItems, eq(rewardItems.id, rewardOrders.itemId))
    .innerJoin(users, eq(users.id, rewardOrders.userId))
    .where(where);
}

/** Orders to work through: in one status the oldest first (the queue to ship); across all, the newest first. */
export const handleAdminRewardOrders: Handler<'x-admin-reward-orders'> = async ({
  input,
  database: { db },
}) => {
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? 20;
  const { status } = input.query;
  const where = status ? eq(rewardOrders.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    staffOrders(db, where)
      .orderBy(
        ...(status
          ? [asc(rewardOrders.createdAt), asc(rewardOrders.id)]
          : [desc(rewardOrders.createdAt), desc(rewardOrders.id)]),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(rewardOrders).where(where),
  ]);
  return { results: rows.map(staffOrderView), count: total?.count ?? 0, page, page_size: pageSize };
};

/**
 * Ships, delivers or cancels an order under its row lock, so two staff clicks move it once. A cancel
 * puts the item back on the shelf and gives the points back as one ledger row keyed by the order: a
 * repeated cancel finds the order cancelled (409) and the key stops a second refund regardless.
 */
export const handleAdminRewardOrderStatus: Handler<'x-admin-reward-order-status'> = async ({
  input,
  database: { db },
}) =>
  db.transaction(async (tx) => {
    const { status } = input.body;
    const [order] = await tx
      .select()
      .from(rewardOrders)
      .where(eq(rewardOrders.transactionId, input.path.transactionId))
      .for('update');
    if (!order) throw notFound('There is no such reward order.');
    if (!MOVES[status].includes(order.status))
      throw new HttpError(
        409,
        'order_moved_on',
        `Order ${order.transactionId} is ${STATUS_WORDS[order.status]}, so it cannot be marked ${STATUS_WORDS[status]}.`,
      );
    await tx.update(rewardOrders).set({ status }).where(eq(rewardOrders.id, order.id));
    if (status === 'cancelled') {
      await tx
        .update(rewardItems)
        .set({ stock: sql`${rewardItems.stock} + 1` })
        .where(eq(rewardItems.id, order.itemId));
      await tx
        .insert(rewardLedger)
        .values({
          userId: order.userId,
          delta: order.points,
          reason: 'order_cancelled',
          rewardOrderId: order.id,
          eventKey: `cancel:${order.transactionId}`,
        })
        .onConflictDoNothing({
          target: [rewardLedger.userId, rewardLedger.eventKey],
          where: sql`${rewardLedger.eventKey} is not null`,
        });
    }
    const [row] = await staffOrders(tx as unknown as Db, eq(rewardOrders.id, order.id));
    return staffOrderView(row!);
  });
