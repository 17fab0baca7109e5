import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * What a programme's registration form (the Olympics, summer training) starts from for someone not registered
 * yet: their account's name and e-mail, every other field empty.
 */
export async function unregisteredForm(db: Db, userId: number) {
  const [account] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return {
    registered: false,
    name: account?.name ?? null,
    email: account?.email ?? null,
    phone: null,
    institute: null,
    graduation_year: null,
  };
}
