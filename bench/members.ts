// Bench members written with SQL (registration needs an OTP per member and is rate-limited), and
// their session tokens minted with the API's own token code and the servers' JWT_SECRET: the
// same tokens POST /api/auth/login hands out, checked by the same auth plugin.
import crypto from 'node:crypto';
import type pg from 'pg';
import { signToken } from '../apps/api/src/lib/tokens.ts';

/** One secret per bench run, given to every server it starts. */
export const benchJwtSecret = () => crypto.randomBytes(48).toString('base64url');

const NAMES = `array['محمد','فهد','نورة','Omar','Layla','خالد','Aisha','سارة']`;

/**
 * Members `<kind>-1…count@<kind>.bench.souqna.dev`, created when missing (kept between runs), ids
 * in number order. Phones are `phonePrefix` + 7 digits, one block per kind: 97151/97153/97159 are
 * blocks the factories' random UAE numbers never use, and the factories make no Saudi numbers
 * (96657: the listing's viewers; seed:big's sellers are 96659). The hash '!' matches no password: nobody signs in.
 */
export async function ensureMembers(db: pg.Client, kind: string, phonePrefix: string, count: number) {
  const email = `'${kind}-' || g || '@${kind}.bench.souqna.dev'`;
  await db.query(
    `insert into users (email, phone_number, fullname, password_hash)
     select ${email}, $1 || lpad(g::text, 7, '0'), (${NAMES})[1 + g % 8] || ' ' || g, '!'
       from generate_series(1, $2::int) g
     on conflict do nothing`,
    [phonePrefix, count],
  );
  const { rows } = await db.query<{ id: string }>(
    `select u.id from generate_series(1, $1::int) g join users u on lower(u.email) = ${email} order by g`,
    [count],
  );
  if (rows.length !== count) throw new Error(`${kind}: ${rows.length} of ${count} members exist`);
  return rows.map((r) => r.id);
}

export async function tokensFor(secret: string, ids: string[]): Promise<string[]> {
  return Promise.all(ids.map(async (id) => (await signToken(secret, id)).token));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
