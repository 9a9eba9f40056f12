// Opaque keyset cursors: base64url of [sort, key, id]. The key is the sort column's value as
// text (timestamps with microseconds, so no row is skipped or repeated between pages).
import { AppError, isUuid } from './app-error.ts';

const TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z/.source;
const KEY = {
  time: new RegExp(`^${TIME}$`),
  int: /^-?\d{1,19}$/,
  // Best match: the text rank as PostgreSQL wrote it (-1 past the ranked matches), then the time.
  rank: new RegExp(`^(-1|\\d{1,3}(\\.\\d{1,12})?(e-\\d{1,2})?)\\|${TIME}$`),
};
export type CursorKind = keyof typeof KEY;
export type Cursor = { key: string; id: string };

export function encodeCursor(sort: string, key: string, id: string): string {
  return Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');
}

/** Refuses a cursor made for another sort, or not made by us, as a ValidationError on `cursor`. */
export function decodeCursor(value: string, sort: string, kind: CursorKind): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 3) {
      const [s, key, id] = parsed as unknown[];
      if (s === sort && typeof key === 'string' && KEY[kind].test(key) && isUuid(id)) return { key, id };
    }
  } catch {
    // fall through
  }
  throw new AppError('ValidationError', {
    field: 'cursor',
    issues: [{ path: 'cursor', message: 'invalid cursor' }],
  });
}

/** SQL for the text form of a timestamp used in cursors (UTC, microseconds). */
export const timeKeySql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One keyset page from `limit + 1` rows read in order: the first `limit`, and the cursor of the
 * last of them when the extra row shows there is more (null on the last page).
 */
export function keysetPage<R extends { sort_key: string }>(
  rows: R[],
  limit: number,
  sort: string,
  idOf: (row: R) => string = (row) => (row as R & { id: string }).id,
): { page: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > limit && last ? encodeCursor(sort, last.sort_key, idOf(last)) : null,
  };
}

/**
 * A page of a list by time (blocks, rooms, comments, favourites, notifications): the cursor decoded
 * (one made for another list is refused), `limit + 1` rows read after it, the page cut.
 */
export async function timePage<R extends { sort_key: string }>(
  sort: string,
  q: { cursor?: string | undefined; limit: number },
  read: (after: Cursor | undefined, limit: number) => Promise<R[]>,
  idOf?: (row: R) => string,
): Promise<{ page: R[]; nextCursor: string | null }> {
  const after = q.cursor ? decodeCursor(q.cursor, sort, 'time') : undefined;
  return keysetPage(await read(after, q.limit + 1), q.limit, sort, idOf);
}
