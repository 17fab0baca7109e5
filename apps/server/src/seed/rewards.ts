import type { Db } from '../db/client';
import { rewardItems } from '../db/schema';

/** The rewards store's demo shelf: a digital item, things that ship, and one nearly sold out. */
export async function seedRewardItems(db: Db): Promise<void> {
  await db.insert(rewardItems).values([
    {
      name: 'Profile badge: Early riser',
      description: 'A badge on your public profile for solving before breakfast.',
      points: 50,
      stock: 10_000,
      needsAddress: false,
      position: 1,
    },
    {
      name: 'Sticker pack',
      description: 'Ten laptop stickers, shipped anywhere in India.',
      points: 100,
      stock: 200,
      needsAddress: true,
      position: 2,
    },
    {
      name: 'Learnforge T-shirt',
      description: 'Cotton, in your size (we ask after you redeem).',
      points: 500,
      stock: 50,
      needsAddress: true,
      position: 3,
    },
    {
      name: 'Learnforge hoodie',
      description: 'Warm, and the last few of this season.',
      points: 1500,
      stock: 2,
      needsAddress: true,
      position: 4,
    },
  ]);
}
