// drizzle over any handle of either driver: the pool, one pooled client, the PGlite session or a
// PGlite transaction (db/transaction.ts). Built from drizzle's own parts, as drizzle() builds
// itself, because drizzle() takes no PGlite transaction; the schema's relational map is computed
// once here, not at every transaction.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
} from 'drizzle-orm';
import { NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PgliteDatabase, PgliteSession } from 'drizzle-orm/pglite';
import type pg from 'pg';
import * as schema from './schema.ts';

/**
 * drizzle with rows typed from the schema. It opens no transaction: `Database.transaction` does,
 * with raw SQL and drizzle on one connection (docs/decisions/0011-data-access.md).
 */
export type Orm = Omit<PgDatabase<PgQueryResultHKT, typeof schema>, 'transaction'>;

type Tables = ExtractTablesWithRelations<typeof schema>;
const { tables, tableNamesMap } = extractTablesRelationalConfig<Tables>(schema, createTableRelationsHelpers);
const relational = { fullSchema: schema, schema: tables, tableNamesMap };
const dialect = new PgDialect();

export const ormOnPg = (client: pg.Pool | pg.PoolClient): Orm =>
  new NodePgDatabase(dialect, new NodePgSession(client, dialect, relational), relational);

export const ormOnPglite = (client: PGlite | Transaction): Orm =>
  new PgliteDatabase(dialect, new PgliteSession(client, dialect, relational), relational);
