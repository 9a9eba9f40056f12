// npm run seed:big -w @souqna/api [-- --count 1000000]: a benchmark marketplace of a million ads,
// generated in SQL batches (generate_series over temp tables of realistic texts), PostgreSQL only.
// Secondary indexes are dropped during the load and rebuilt after (minutes, not hours).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, REPO_ROOT } from '../../../src/config.ts';
import { openDatabase, type Connection } from '../../../src/db/client.ts';
import { withDevSecret } from '../../../src/dev-secret.ts';
import { refreshSearchStats } from '../../../src/features/posts/posts.public.ts';
import { reference } from '../../../src/domain/reference.ts';
import { migrate } from '../../migrate.ts';
import { createPools } from './pools.ts';
import type { Item } from '../demo/items.ts';
import { seedPicturePool } from '../demo/pictures/seed-pictures.ts';
import { seedReference } from '../reference/reference.ts';
import { refreshSearchDocuments } from '../search-documents.ts';
import { runCli } from '../../run-cli.ts';

const BATCH = 50_000;
const SELLERS = 5_000;
const log = (msg: string) => console.log(`[seed:big ${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function sellers(conn: Connection): Promise<string[]> {
  // Not able to sign in (no usable hash): they only own ads. E.164 numbers in a block of their own.
  await conn.query(
    `insert into users (email, phone_number, username, fullname, password_hash)
     select 'bench-' || g || '@bench.souqna.dev', '9665' || (90000000 + g)::text, 'bench_' || g,
            (array['محمد','فهد','نورة','Omar','Layla','خالد','Aisha','سارة'])[1 + g % 8] || ' ' || g, '!'
       from generate_series(1, $1::int) g
     on conflict do nothing`,
    [SELLERS],
  );
  return (
    await conn.query<{ id: string }>(`select id from users where email like 'bench-%@bench.souqna.dev'`)
  ).map((r) => r.id);
}

async function insertBatch(
  conn: Connection,
  from: number,
  to: number,
  sizes: { pool: number; places: number; users: number },
) {
  // Deterministic spreads of g instead of random(): random() in a join condition is re-evaluated per comparison.
  await conn.query(
    `with ins as (
       insert into posts (user_id, title, description, price_minor, currncy, show_price, category_id, category_root_id,
                          car_model, attributes, country_code, state_code, city_id, created_at, updated_at, search_norm,
                          listed_at, expires_at)
       select u.id, p.title, p.description, p.price_minor, case when c.country_code = 'SA' then 'SAR' else 'AED' end,
              g % 10 <> 0, p.category_id, p.category_root_id, p.car_model, p.attributes, c.country_code, c.state_code, c.city_id,
              ts, ts, p.doc || ' ' || c.doc,
              -- Listed when posted; every ad live, its term ending within 30 days (renewed as its owner would).
              ts, now() + (1 + g % 30) * interval '1 day'
         from generate_series($1::int, $2::int) g
         cross join lateral (select now() - ((g::bigint * 2654435761) % 31536000000000) * interval '1 microsecond' as ts) t
         join bench_pool p on p.n = (g::bigint * 7919) % $3
         join bench_places c on c.n = (g::bigint * 104729 + 13) % $4
         join bench_users u on u.n = (g::bigint * 31 + 7) % $5
       returning id, category_id)
     insert into post_images (post_id, position, thumbnail_key, card_key, full_key, width, height)
     select ins.id, 0, i.thumbnail_key, i.card_key, i.full_key, i.width, i.height
       from ins join bench_images i on i.category_id = ins.category_id
                                   and i.k = abs(hashtext(ins.id::text)) % i.of`,
    [from, to, sizes.pool, sizes.places, sizes.users],
  );
}

async function main(): Promise<number> {
  const envFile = path.join(REPO_ROOT, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const { values } = parseArgs({ options: { count: { type: 'string', default: '1000000' } } });
  const count = Number(values.count);
  const config = loadConfig(withDevSecret(process.env));
  if (!config.databaseUrl) {
    console.error(
      'seed:big needs PostgreSQL (DATABASE_URL): a million ads in embedded PGlite would be a slow, single-process toy.',
    );
    return 1;
  }
  if (config.appEnv === 'production') {
    console.error('seed:big refused: APP_ENV is production.');
    return 1;
  }
  const database = await openDatabase(config, { max: 2, waits: 'batch' });
  try {
    await migrate(database);
    await seedReference(database);
    const ref = await reference(database.orm);
    await database.withConnection(async (conn) => {
      const pictures = (items: Item[]) => seedPicturePool(config, items, 1_000_000);
      const sizes = await createPools(conn, ref, await sellers(conn), pictures);
      const start = Number((await conn.query<{ n: string }>('select count(*) as n from posts'))[0]!.n);
      log(`posts now ${start}; adding ${count}`);
      const indexes = await conn.query<{ name: string; def: string }>(
        `select indexname as name, indexdef as def from pg_indexes
          where tablename in ('posts', 'post_images') and indexname not like '%_pkey' and indexname <> 'post_images_position_key'`,
      );
      for (const i of indexes) await conn.exec(`drop index if exists ${i.name}`);
      await conn.exec('alter table posts disable trigger posts_count; set synchronous_commit = off');
      try {
        for (let g = start + 1; g <= start + count; g += BATCH) {
          await insertBatch(conn, g, Math.min(g + BATCH - 1, start + count), sizes);
          log(`inserted ${Math.min(g + BATCH - 1, start + count) - start}/${count}`);
        }
        // The pools' documents join an item's and a place's parts, which the builder orders and
        // stems as one text: rebuilt here, before the indexes return (twice as fast as after), so
        // the first start of the product does not spend minutes on it (search-documents.ts).
        log(`search documents: ${await refreshSearchDocuments(database, true)} rebuilt`);
      } finally {
        await conn.exec('alter table posts enable trigger posts_count');
        log(`rebuilding ${indexes.length} indexes`);
        for (const i of indexes) await conn.exec(i.def);
      }
      await conn.exec(`update users u set posts_count = c.n from (select user_id, count(*)::int n from posts group by user_id) c
                        where c.user_id = u.id and u.posts_count <> c.n`);
      await conn.exec('analyze posts; analyze post_images; analyze users');
    });
    await refreshSearchStats(database); // the term counts search plans are chosen by
    log('done');
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) runCli(main);
