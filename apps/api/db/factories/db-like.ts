// Builders and seeds write with drizzle through `.orm`: the app's Database and an open transaction
// (db/transaction.ts) both carry it, so either can be given.
import type { Database } from '../../src/db/client.ts';

export type DbLike = Pick<Database, 'orm'>;
