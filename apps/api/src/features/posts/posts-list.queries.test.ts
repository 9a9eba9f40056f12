// The statement_timeout fallback on PostgreSQL, with a fake connection: a walk that times out
// (SQLSTATE 57014) is rolled back and the bitmap form answers; other errors are not swallowed.
import { describe, expect, it } from 'vitest';
import type { Connection, Database } from '../../db/client.ts';
import { listRows, WALK_TIMEOUT_MS } from './posts-list.queries.ts';

function fakeDb(walk: () => unknown) {
  const log: string[] = [];
  const conn: Connection = {
    async exec(text) {
      log.push(text);
    },
    async query<T>(text: string) {
      const bitmap = text.includes('materialized');
      log.push(bitmap ? 'bitmap' : 'walk');
      return (bitmap ? [{ id: 'from-bitmap' }] : walk()) as T[];
    },
  };
  const db = { ...conn, driver: 'pg', withConnection: (fn: (c: Connection) => unknown) => fn(conn) };
  return { db: db as unknown as Database, log };
}
const page = {
  filters: { tsquery: "'ايفون'", cityIds: [1] },
  sort: 'newest' as const,
  after: undefined,
  limit: 22,
};

describe('listRows on PostgreSQL', () => {
  it('a walk that times out falls back to the bitmap plan', async () => {
    const { db, log } = fakeDb(() => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    });
    expect(await listRows(db, page)).toEqual([{ id: 'from-bitmap' }]);
    expect(log).toEqual([
      `begin; set local statement_timeout = ${WALK_TIMEOUT_MS}`,
      'walk',
      'rollback',
      'bitmap',
    ]);
  });

  it('a fast walk is the answer; any other error is thrown', async () => {
    const ok = fakeDb(() => [{ id: 'from-walk' }]);
    expect(await listRows(ok.db, page)).toEqual([{ id: 'from-walk' }]);
    expect(ok.log.at(-1)).toBe('commit');
    const broken = fakeDb(() => {
      throw Object.assign(new Error('boom'), { code: '42P01' });
    });
    await expect(listRows(broken.db, page)).rejects.toThrow('boom');
  });
});
