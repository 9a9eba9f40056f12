// The block-list rules (policies/blocks.ts) against the real database: who blocked whom (one way and
// either way), and the SQL condition every listing of people's content uses to leave out members the
// viewer blocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBlock, createUser } from '../db/factories/index.ts';
import {
  assertNoBlockBetween,
  assertNotBlockedBy,
  blockedEitherWay,
  hasBlocked,
  visibleToViewerSql,
} from '../src/policies/blocks.ts';
import { buildTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('block policy', () => {
  it('knows who blocked whom, one way only', async () => {
    const [me, pest] = [await createUser(t.db), await createUser(t.db)];
    await addBlock(t.db, me.id, pest.id);
    expect(await hasBlocked(t.db, me.id, pest.id)).toBe(true);
    expect(await hasBlocked(t.db, pest.id, me.id)).toBe(false);
    await expect(assertNotBlockedBy(t.db, me.id, pest.id)).rejects.toMatchObject({
      name: 'UnauthorizedError',
      data: { reason: 'blocked' },
    });
    await expect(assertNotBlockedBy(t.db, pest.id, me.id)).resolves.toBeUndefined();
  });

  it('closes a pair to each other whoever blocked whom (chat, phone numbers)', async () => {
    const [me, pest, friend] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await addBlock(t.db, me.id, pest.id);
    for (const [one, other] of [
      [me.id, pest.id],
      [pest.id, me.id],
    ] as const) {
      expect(await blockedEitherWay(t.db, one, other)).toBe(true);
      await expect(assertNoBlockBetween(t.db, one, other)).rejects.toMatchObject({
        name: 'UnauthorizedError',
        data: { reason: 'blocked' },
      });
    }
    expect(await blockedEitherWay(t.db, me.id, friend.id)).toBe(false);
    await expect(assertNoBlockBetween(t.db, friend.id, me.id)).resolves.toBeUndefined();
  });

  it('hides the members a viewer blocked; a guest (null viewer) sees everyone', async () => {
    const [me, pest, friend] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await addBlock(t.db, me.id, pest.id);
    const authors = [pest.id, friend.id];
    const visible = async (viewer: string | null, optional: boolean) =>
      (
        await t.db.query<{ id: string }>(
          `select id from users where id = any($1::uuid[]) and ${visibleToViewerSql('id', '$2', { optional })}
           order by id`,
          [authors, viewer],
        )
      ).map((r) => r.id);
    expect(await visible(me.id, false)).toEqual([friend.id]);
    expect(await visible(me.id, true)).toEqual([friend.id]);
    expect(await visible(null, true)).toEqual([...authors].sort());
    expect(await visible(friend.id, false)).toEqual([...authors].sort());
  });
});
