import { isSuperAdmin } from '@learnforge/domain';
import { eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { problemLocks } from '../db/schema-problem-authoring';
import { HttpError } from '../http/errors';

/** A lock lapses after this long without a save or a renewal by its holder. */
const LOCK_IDLE_MS = 15 * 60 * 1000;

interface LockRow {
  userId: number;
  holder: string;
  expiresAt: Date;
}

async function currentLock(db: Db, problemId: number): Promise<LockRow | null> {
  const [row] = await db
    .select({ userId: problemLocks.userId, holder: users.name, expiresAt: problemLocks.expiresAt })
    .from(problemLocks)
    .innerJoin(users, eq(users.id, problemLocks.userId))
    .where(eq(problemLocks.problemId, problemId))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

function lockOut(lock: { holder: string; expiresAt: Date } | null) {
  return lock
    ? { locked: true, holder: lock.holder, expires_at: lock.expiresAt.toISOString() }
    : { locked: false, holder: null, expires_at: null };
}

function lockedBy(lock: LockRow): HttpError {
  return new HttpError(
    409,
    'locked',
    `Locked by ${lock.holder} until ${lock.expiresAt.toISOString()}: they must release it (or let it lapse) before anyone else can save.`,
    { holder: lock.holder },
  );
}

async function hold(db: Db, problemId: number, user: SessionUser) {
  const expiresAt = new Date(Date.now() + LOCK_IDLE_MS);
  await db
    .insert(problemLocks)
    .values({ problemId, userId: user.id, expiresAt })
    .onConflictDoUpdate({ target: problemLocks.problemId, set: { userId: user.id, expiresAt } });
  return { holder: user.name, expiresAt };
}

/** Takes or renews the lock; someone else's live lock refuses with 409, except for a super admin, who takes it over. */
export async function acquireLock(db: Db, problemId: number, user: SessionUser) {
  return db.transaction(async (tx) => {
    const lock = await currentLock(tx, problemId);
    if (lock && lock.userId !== user.id && !isSuperAdmin(user.roles)) throw lockedBy(lock);
    return lockOut(await hold(tx, problemId, user));
  });
}

/** Gives the lock up; only its holder (or a super admin) can. Releasing a lock nobody holds is a no-op. */
export async function releaseLock(db: Db, problemId: number, user: SessionUser) {
  return db.transaction(async (tx) => {
    const lock = await currentLock(tx, problemId);
    if (lock && lock.userId !== user.id && !isSuperAdmin(user.roles)) throw lockedBy(lock);
    await tx.delete(problemLocks).where(eq(problemLocks.problemId, problemId));
    return lockOut(null);
  });
}

/** Every change needs the caller to hold the lock; each one also renews it (activity keeps it alive). */
export async function requireLock(db: Db, problemId: number, user: SessionUser): Promise<void> {
  const lock = await currentLock(db, problemId);
  if (!lock)
    throw new HttpError(
      409,
      'lock_required',
      'Take the edit lock before changing this problem (open it for editing again).',
    );
  if (lock.userId !== user.id) throw lockedBy(lock);
  await db
    .update(problemLocks)
    .set({ expiresAt: new Date(Date.now() + LOCK_IDLE_MS) })
    .where(eq(problemLocks.problemId, problemId));
}

/** Refuses (409 `locked`) while someone other than the caller holds a live lock; holds nothing itself. */
export async function refuseOthersLock(db: Db, problemId: number, user: SessionUser): Promise<void> {
  const lock = await currentLock(db, problemId);
  if (lock && lock.userId !== user.id) throw lockedBy(lock);
}

/** Who holds each problem's live lock, for the problem list. */
export async function lockHolders(db: Db, problemIds: number[]): Promise<Map<number, string>> {
  const holders = new Map<number, string>();
  if (problemIds.length === 0) return holders;
  const rows = await db
    .select({ problemId: problemLocks.problemId, holder: users.name, expiresAt: problemLocks.expiresAt })
    .from(problemLocks)
    .innerJoin(users, eq(users.id, problemLocks.userId))
    .where(inArray(problemLocks.problemId, problemIds));
  for (const row of rows) if (row.expiresAt.getTime() > Date.now()) holders.set(row.problemId, row.holder);
  return holders;
}
