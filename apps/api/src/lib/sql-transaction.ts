// One transaction with raw SQL, on either driver, for work whose statements (and jobs: deps.jobs.send
// takes a Connection, docs/decisions/0012) must commit together. PGlite is one session shared by
// every request: its own transaction() keeps other queries out until commit, where a bare `begin`
// would let a concurrent request's statements run inside ours. On a server, one pooled connection.
// `afterCommit` holds what must wait for the commit (in-process event subscribers, events/event-bus.ts).
import type { Connection, Database } from '../db/client.ts';

export type TxConnection = Connection & { afterCommit(fn: () => void): void };

export async function inSqlTransaction<T>(
  db: Pick<Database, 'native' | 'withConnection'>,
  fn: (conn: TxConnection) => Promise<T>,
): Promise<T> {
  const committed: (() => void)[] = [];
  const afterCommit = (f: () => void) => void committed.push(f);
  const result = await run(db, (conn) => fn({ ...conn, afterCommit }));
  for (const f of committed) f();
  return result;
}

async function run<T>(
  db: Pick<Database, 'native' | 'withConnection'>,
  fn: (conn: Connection) => Promise<T>,
): Promise<T> {
  if (db.native.driver === 'pglite') {
    return db.native.client.transaction(async (tx) =>
      fn({
        query: async (text, params) => (await tx.query(text, params)).rows as never,
        exec: async (text) => void (await tx.exec(text)),
      }),
    );
  }
  return db.withConnection(async (conn) => {
    await conn.exec('begin');
    try {
      const result = await fn(conn);
      await conn.exec('commit');
      return result;
    } catch (err) {
      await conn.exec('rollback').catch(() => {});
      throw err;
    }
  });
}
