import { z } from 'zod';
import { endpoint } from './define';
import { isoDateTime, listOf, pageQuery, paginated } from './schemas';
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
const order = z.object({
  transactionId: z.string(),
  item: item.pick({ id: true, name: true, image_url: true }),
  points: z.number().int(),
  status: z.enum(['placed', 'awaiting_address', 'shipped', 'delivered', 'cancelled']),
  address: address.nullable(),
  created_at: isoDateTime,
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
      revalidates: ['rewards-my-orders', 'rewards-user-details', 'user-details', 'pod-stats-history'],
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
} as const;
