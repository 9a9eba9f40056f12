// One transaction handle (db/transaction.ts): raw SQL and drizzle on one connection, committed and
// rolled back together, and on the embedded database (one shared session) two transactions at once
// stay apart. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { TEST_JWT_SECRET } from '../../test/harness.ts';
import { openTestDatabase } from '../../test/support/databases.ts';
import type { Database } from './client.ts';
import { revokedTokens } from './schema.ts';
import type { Tx } from './transaction.ts';

const config = loadConfig({ APP_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET });
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase(config, true);
});
afterAll(() => db?.close());

const later = new Date(Date.now() + 3_600_000);
const writeRaw = (tx: Tx, jti: string) =>
  tx.query('insert into revoked_tokens (jti, expires_at) values ($1, $2)', [jti, later]);
const writeOrm = (tx: Tx, jti: string) => tx.orm.insert(revokedTokens).values({ jti, expiresAt: later });
const found = async (jtis: string[]) =>
  (await db.query<{ jti: string }>('select jti from revoked_tokens where jti = any($1)', [jtis]))
    .map((r) => r.jti)
    .sort();

describe('a transaction', () => {
  it('sees its raw and drizzle writes from either side, and commits both', async () => {
    const [raw, orm] = [`raw-${randomUUID()}`, `orm-${randomUUID()}`];
    const seen = await db.transaction(async (tx) => {
      await writeRaw(tx, raw);
      await writeOrm(tx, orm);
      const byOrm = await tx.orm
        .select()
        .from(revokedTokens)
        .where(inArray(revokedTokens.jti, [raw, orm]));
      const byRaw = await tx.query('select jti from revoked_tokens where jti = any($1)', [[raw, orm]]);
      return { orm: byOrm.length, raw: byRaw.length };
    });
    expect(seen).toEqual({ orm: 2, raw: 2 });
    expect(await found([raw, orm])).toEqual([orm, raw].sort());
  });

  it('that throws undoes both its raw and its drizzle write, and the error reaches the caller', async () => {
    const [raw, orm] = [`raw-${randomUUID()}`, `orm-${randomUUID()}`];
    await expect(
      db.transaction(async (tx) => {
        await writeRaw(tx, raw);
        await writeOrm(tx, orm);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await found([raw, orm])).toEqual([]);
  });

  it('runs what waits for its commit once it committed, and never after a rollback', async () => {
    const ran: string[] = [];
    const result = await db.transaction(async (tx) => {
      tx.afterCommit(() => ran.push('first'));
      tx.afterCommit(() => ran.push('second'));
      expect(ran).toEqual([]);
      return 'done';
    });
    expect({ result, ran }).toEqual({ result: 'done', ran: ['first', 'second'] });
    await expect(
      db.transaction(async (tx) => {
        tx.afterCommit(() => ran.push('rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(ran).toEqual(['first', 'second']);
  });

  it('running while another is open neither sees its rows nor shares its rollback', async () => {
    const [raw, orm, other] = [`raw-${randomUUID()}`, `orm-${randomUUID()}`, `other-${randomUUID()}`];
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const first = db.transaction(async (tx) => {
      await writeRaw(tx, raw);
      await writeOrm(tx, orm);
      wrote();
      // Long enough for the second transaction and the plain query to be sent meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 200));
      throw new Error('the first one failed');
    });
    await written;
    const second = db.transaction(async (tx) => {
      const seen = await tx.query('select jti from revoked_tokens where jti = any($1)', [[raw, orm]]);
      await writeOrm(tx, other);
      return seen.length;
    });
    const outside = found([raw, orm]);
    await expect(first).rejects.toThrow('the first one failed');
    expect(await second).toBe(0);
    expect(await outside).toEqual([]);
    expect(await found([raw, orm, other])).toEqual([other]);
  });
});
