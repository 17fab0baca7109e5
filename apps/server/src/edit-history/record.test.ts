import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { diffFields, listEdits, recordEdit } from './record';

describe('diffFields', () => {
  it('keeps only the fields that changed, with their old and new values', () => {
    expect(
      diffFields(
        { title: 'A', difficulty: 'easy', tags: ['x'] },
        { title: 'B', difficulty: 'easy', tags: ['x'] },
      ),
    ).toEqual({ title: { from: 'A', to: 'B' } });
  });

  it('compares nested values deeply and treats a missing field as null', () => {
    expect(diffFields({ limits: { default: 1000 } }, { limits: { default: 1000 } })).toEqual({});
    expect(diffFields({}, { note: 'new' })).toEqual({ note: { from: null, to: 'new' } });
    expect(diffFields({ note: undefined }, { note: null })).toEqual({});
  });

  it('compares dates as the ISO strings that are stored', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(diffFields({ at }, { at: '2026-11-26T10:00:00.000Z' })).toEqual({});
  });
});

describe('recordEdit and listEdits', () => {
  let database: Database;
  let actorId: number;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
    const [actor] = await database.db
      .insert(users)
      .values({ email: 'setter@demo.test', handle: 'setter', name: 'Sam Setter', passwordHash: 'x' })
      .returning({ id: users.id });
    actorId = actor?.id ?? 0;
  });
  afterAll(() => database.close());

  it('stores a save with who made it and lists the newest first', async () => {
    const { db } = database;
    await recordEdit(db, {
      entityType: 'problem',
      entityId: 7,
      actorId,
      before: { title: 'A' },
      after: { title: 'B' },
    });
    await recordEdit(db, {
      entityType: 'problem',
      entityId: 7,
      actorId,
      before: { title: 'B' },
      after: { title: 'C' },
    });
    await recordEdit(db, {
      entityType: 'course',
      entityId: 7,
      actorId,
      before: { title: 'A' },
      after: { title: 'Z' },
    });

    const page = await listEdits(db, { entityType: 'problem', entityId: 7, page: 1, pageSize: 10 });
    expect(page.count).toBe(2);
    expect(page.results.map((edit) => edit.changes.title?.to)).toEqual(['C', 'B']);
    expect(page.results[0]?.changed_by).toBe('setter');
  });

  it('stores nothing when no field changed', async () => {
    const { db } = database;
    await recordEdit(db, { entityType: 'track', entityId: 1, actorId, before: { a: 1 }, after: { a: 1 } });
    expect((await listEdits(db, { entityType: 'track', entityId: 1, page: 1, pageSize: 10 })).count).toBe(0);
  });

  it('pages through a long history', async () => {
    const { db } = database;
    for (let n = 0; n < 5; n++)
      await recordEdit(db, {
        entityType: 'live_class',
        entityId: 3,
        actorId,
        before: { n },
        after: { n: n + 1 },
      });
    const second = await listEdits(db, { entityType: 'live_class', entityId: 3, page: 2, pageSize: 2 });
    expect(second.count).toBe(5);
    expect(second.results).toHaveLength(2);
  });
});
