import { z } from 'zod';
import { endpoint } from './define';
import { id, isoDateTime, listOf, pageQuery, paginated } from './schemas';
import { userDetails } from './user';

const area = 'Rewards';
const item = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  points: z.number().int(),
  image_url: z.string().nullable(),
  in_stock: z.boolean(),
  needs_address: z.boolean(),
});
const address = z.object({
  name: z.string().min(1).max(200),
  phone: z.string().regex(/^\+?[0-9 -]{6,20}$/),
  line1: z.string().min(1).max(300),
  line2: z.string().max(300).optional(),
  city: z.string().min(1).max(100),
  state: z.string().min(1).max(100),
  postal_code: z.string().min(3).max(12),
  country: z.string().min(2).max(100),
});
const orderStatus = z.enum(['placed', 'awaiting_address', 'shipped', 'delivered', 'cancelled']);
const order = z.object({
  transactionId: z.string(),
  item: item.pick({ id: true, name: true, image_url: true }),
  points: z.number().int(),
  status: orderStatus,
  address: address.nullable(),
  created_at: isoDateTime,
});

/** What staff see of a shelf item: its stock, whether it is on the shelf, and its place there. */
const stockedItem = item.extend({
  stock: z.number().int().min(0),
  active: z.boolean(),
  position: z.number().int(),
});
const itemForm = z.object({
  name: z.string().trim().min(1, 'Name the reward.').max(200),
  description: z.string().trim().max(2000),
  points: z.number().int().min(1, 'A reward costs at least 1 point.').max(1_000_000),
  needs_address: z.boolean(),
  active: z.boolean(),
  position: z.number().int().min(0).max(10_000),
});
/** A reward order as staff see it: who redeemed it, to ship it to them. */
const staffOrder = order.extend({
  learner: z.object({ name: z.string(), handle: z.string(), email: z.string() }),
});

export const rewardEndpoints = {
  'rewards-my-orders': endpoint({
    id: 'rewards-my-orders',
    area,
    method: 'GET',
    path: 'rewards/myorders/',
    query: pageQuery,
    response: paginated(order),
  }),
  'rewards-items': endpoint({
    id: 'rewards-items',
    area,
    method: 'GET',
    path: 'rewards/items/',
    response: listOf(item),
  }),
  'rewards-user-details': endpoint({
    id: 'rewards-user-details',
    area,
    method: 'GET',
    path: 'user/details/',
    response: userDetails,
    sameRouteAs: 'user-details',
  }),
  'rewards-redeem-item': endpoint({
    id: 'rewards-redeem-item',
    area,
    method: 'POST',
    path: 'rewards/redeem-item/',
    body: z.object({ item_id: z.number().int().positive() }),
    response: order,
    policy: {
      revalidates: [
        'rewards-my-orders',
        'rewards-user-details',
        'user-details',
        'pod-stats-history',
        'x-learner-profile',
      ],
    },
    summary:
      'Spends points; orders, profile and stats refresh afterwards (002 §4). 409 when points are short.',
  }),
  'rewards-order-address': endpoint({
    id: 'rewards-order-address',
    area,
    method: 'POST',
    path: 'rewards/myorders/{transactionId}/address/',
    params: z.object({ transactionId: z.string().min(1).max(100) }),
    body: address.extend({ transactionId: z.string().min(1).max(100) }),
    response: order,
    policy: { revalidates: ['rewards-my-orders'] },
  }),
  'x-admin-reward-items': endpoint({
    id: 'x-admin-reward-items',
    area,
    method: 'GET',
    path: 'admin/rewards/items/',
    response: listOf(stockedItem),
    summary: 'Every shelf item with its stock, on the shelf or not (course admins, support).',
  }),
  'x-admin-reward-item-create': endpoint({
    id: 'x-admin-reward-item-create',
    area,
    method: 'POST',
    path: 'admin/rewards/items/',
    body: itemForm.extend({ stock: z.number().int().min(0, 'Stock cannot be below 0.').max(1_000_000) }),
    response: stockedItem,
    policy: { revalidates: ['x-admin-reward-items', 'rewards-items'] },
  }),
  'x-admin-reward-item-update': endpoint({
    id: 'x-admin-reward-item-update',
    area,
    method: 'PUT',
    path: 'admin/rewards/items/{id}/',
    params: z.object({ id }),
    body: itemForm.extend({
      /** Added to the stock under the item's lock (negative writes stock off), so a redeem in between is kept. */
      add_stock: z.number().int().min(-1_000_000).max(1_000_000),
    }),
    response: stockedItem,
    policy: { revalidates: ['x-admin-reward-items', 'rewards-items'] },
    summary: 'Edits an item; stock changes by add_stock, never below 0 (400 beside add_stock).',
  }),
  'x-admin-reward-orders': endpoint({
    id: 'x-admin-reward-orders',
    area,
    method: 'GET',
    path: 'admin/rewards/orders/',
    query: pageQuery.extend({ status: orderStatus.optional() }),
    response: paginated(staffOrder),
    summary: 'Reward orders, oldest waiting first within a status; newest first across all.',
  }),
  'x-admin-reward-order-status': endpoint({
    id: 'x-admin-reward-order-status',
    area,
    method: 'POST',
    path: 'admin/rewards/orders/{transactionId}/status/',
    params: z.object({ transactionId: z.string().min(1).max(100) }),
    body: z.object({ status: z.enum(['shipped', 'delivered', 'cancelled']) }),
    response: staffOrder,
    policy: { revalidates: ['x-admin-reward-orders', 'x-admin-reward-items'] },
    summary:
      'Ships, delivers or cancels an order; a cancel puts the item back on the shelf and gives the points back once (409 when the order has moved on).',
  }),
} as const;
