// Raw SQL on one handle of either driver: a pool, one pooled client, the PGlite session or a
// PGlite transaction (docs/decisions/0011-data-access.md).
import { createHash } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

export type Row = Record<string, unknown>;
/**
 * Raw SQL on one connection: `query` takes $1 params (one statement), `exec` runs a script.
 * prepare: a hot query of a bounded set of texts; PostgreSQL keeps it parsed per connection
 * (a named statement), so later calls send only the parameters (no text, no parse).
 */
export type Connection = {
  query<T extends Row = Row>(text: string, params?: unknown[], prepare?: boolean): Promise<T[]>;
  exec(text: string): Promise<void>;
};

export const onPg = (c: pg.Pool | pg.PoolClient): Connection => ({
  query: async <T extends Row>(text: string, params?: unknown[], prepare?: boolean) =>
    (
      await c.query<T>(
        prepare ? { name: statementName(text), text, values: params } : { text, values: params },
      )
    ).rows,
  exec: async (text: string) => void (await c.query(text)),
});

/** PGlite parses each statement anyway: `prepare` changes nothing there. */
export const onPglite = (c: PGlite | Transaction): Connection => ({
  query: async <T extends Row>(text: string, params?: unknown[]) => (await c.query<T>(text, params)).rows,
  exec: async (text: string) => void (await c.exec(text)),
});

const names = new Map<string, string>();
/** A name per text (its hash): pg refuses one name for two texts. The memo is capped, not the names. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}
