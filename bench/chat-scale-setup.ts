// The chat-at-scale part's members and rooms (chat-scale.ts): `count` members (the chat part's,
// topped up with SQL: members.ts), paired 2p with 2p+1, one room per pair opened by the API's own
// query (features/chat/rooms.queries.ts, as POST /api/rooms opens it: a past run's room is read
// back), and a session token each minted by the API's own token code.
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { openRoom } from '../apps/api/src/features/chat/rooms.queries.ts';
import { ensureMembers, tokensFor } from './members.ts';
import { inPool } from './pool.ts';

export type Talkers = { ids: string[]; tokens: string[]; rooms: string[] };

export async function prepareTalkers(databaseUrl: string, count: number, secret: string): Promise<Talkers> {
  if (count % 2) throw new Error('members come in pairs');
  const started = performance.now();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const ids = await ensureMembers(db, 'chat', '97153', count).finally(() => db.end());
  const database = await openDatabase({ databaseUrl, dataDir: '' }, { max: 8 });
  const pairs = [...Array(count / 2).keys()];
  const rooms = await inPool(pairs, 8, (p) => openRoom(database, ids[2 * p]!, ids[2 * p + 1]!, null)).finally(
    () => database.close(),
  );
  const tokens = await tokensFor(secret, ids);
  console.log(`chat at scale: ${count} members, ${rooms.length} rooms, tokens in ${ms(started)} ms`);
  return { ids, tokens, rooms };
}

const ms = (since: number) => Math.round(performance.now() - since);
