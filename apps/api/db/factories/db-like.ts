// Builders and seeds take the app's Database, its drizzle handle or a drizzle transaction alike.
import type { Database, Orm } from '../../src/db/client.ts';

export type DbLike = Orm | Pick<Database, 'orm'>;
export const toDb = (x: DbLike): Orm =>
  'orm' in x && typeof (x as Database).query === 'function' ? (x as Database).orm : (x as Orm);
