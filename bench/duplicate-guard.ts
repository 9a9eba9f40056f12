// The duplicate guard's cost at posting (docs/decisions/0058-duplicate-guard.md): what the check adds
// to POST /api/post on the bench's 1 M ads. The photos of the seeded ads are drawings shared between
// ads, so each image row gets a hash of its own here (an md5 of its id: uniform random bits, as real
// photos' hashes are spread), once, with the band indexes rebuilt after. Then, for each of `runs`
// posts, in process on one connection: the dHash of 3 thumbnails (lib/photo-hash.ts; the post's
// 320×320 WebP renditions, hashed together, as storeImages does) and the
// guard's two reads (the seller's close texts, and the photo lookup by band over every live ad). One
// post in five carries a photo 2 bits from a seeded one (a match, found through a band), the rest
// random photos (no match).
import sharp from 'sharp';
import type pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { samePhotoAds, sameTextAd } from '../apps/api/src/features/posts/duplicate-guard.queries.ts';
import { photoHash } from '../apps/api/src/lib/photo-hash.ts';
import { backendCpuOf, ownCpu } from './cpu.ts';

const BANDS = [
  'post_images_phash_b0_idx',
  'post_images_phash_b1_idx',
  'post_images_phash_b2_idx',
  'post_images_phash_b3_idx',
];

async function seedHashes(db: pg.Client): Promise<void> {
  const { rows } = await db.query<{ n: string }>('select count(*) as n from post_images where phash is null');
  if (Number(rows[0]!.n) === 0) return;
  console.log(`Hashing ${rows[0]!.n} seeded photos…`);
  const defs = await db.query<{ def: string }>(
    `select indexdef as def from pg_indexes where indexname = any($1::text[])`,
    [BANDS],
  );
  for (const name of BANDS) await db.query(`drop index if exists ${name}`);
  await db.query(
    `update post_images set phash = ('x' || md5(id::text))::bit(64)::bigint where phash is null`,
  );
  for (const { def } of defs.rows) await db.query(def);
  await db.query('analyze post_images');
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const fmt = (n: number) => n.toFixed(1);

export async function benchDuplicates(db: pg.Client, databaseUrl: string, runs = 400): Promise<string> {
  await seedHashes(db);
  const ads = Number((await db.query<{ n: string }>('select count(*) as n from posts')).rows[0]!.n);
  const sample = (
    await db.query<{
      user_id: string;
      category_id: string;
      title: string;
      description: string;
      car_model: string | null;
      attributes: Record<string, unknown>;
      phash: string;
    }>(
      `select p.user_id, p.category_id, p.title, p.description, p.car_model, p.attributes, i.phash::text as phash
         from posts p tablesample system (1) join post_images i on i.post_id = p.id
        where p.sold_at is null and p.expired_at is null limit $1`,
      [runs],
    )
  ).rows;
  const database = await openDatabase({ databaseUrl, dataDir: '' }, { max: 1 });
  // CPU time holds still on a busy machine where wall times do not (as bench/search-cost.ts): this
  // process's (the hashing, in libvips' threads too) and the one backend's (the reads), from /proc.
  const backendCpu = await backendCpuOf(database);
  const cpu = { hashing: 0, reads: 0 };
  // Three thumbnails, as the post's renditions give the hash (320×320 WebP).
  const cards = await Promise.all(
    [1, 2, 3].map((seed) =>
      sharp(Buffer.from(Array.from({ length: 16 * 12 * 3 }, (_, i) => (i * 97 * seed) % 256)), {
        raw: { width: 16, height: 12, channels: 3 },
      })
        .resize(320, 320, { kernel: 'nearest' })
        .webp()
        .toBuffer(),
    ),
  );
  const hashing: number[] = [];
  const checks: number[] = [];
  let matched = 0;
  const random64 = () =>
    BigInt.asIntN(
      64,
      BigInt(Math.floor(Math.random() * 2 ** 32)) * 2n ** 32n + BigInt(Math.floor(Math.random() * 2 ** 32)),
    );
  for (let i = 0; i < sample.length + 20; i++) {
    const ad = sample[i % sample.length]!;
    const [t0, own0] = [performance.now(), ownCpu()];
    await Promise.all(cards.map((card) => photoHash(card)));
    const [t1, own1, pg1] = [performance.now(), ownCpu(), backendCpu()];
    const near = BigInt(ad.phash) ^ 0b101n;
    const hashes = i % 5 === 0 ? [near, random64(), random64()] : [random64(), random64(), random64()];
    // Another seller posting: the text read walks this seller's ads, the photo read every live ad's.
    const [, photos] = await Promise.all([
      sameTextAd(database, {
        userId: ad.user_id,
        categoryId: ad.category_id,
        title: `${ad.title} x`,
        description: ad.description,
        carModel: ad.car_model,
        details: ad.attributes,
      }),
      samePhotoAds(database, ad.user_id, hashes),
    ]);
    const t2 = performance.now();
    if (i < 20) continue; // warm-up: caches and prepared plans
    cpu.hashing += own1 - own0;
    cpu.reads += backendCpu() - pg1;
    hashing.push(t1 - t0);
    checks.push(t2 - t1);
    if (i % 5 === 0 && photos.length) matched++;
  }
  const plan = await database.query<{ 'QUERY PLAN': unknown }>(
    `explain (format json) select i.post_id from post_images i where i.phash is not null
       and (((i.phash >> 48) & 65535) = any($1::int[]) or ((i.phash >> 32) & 65535) = any($1::int[])
            or ((i.phash >> 16) & 65535) = any($1::int[]) or (i.phash & 65535) = any($1::int[]))`,
    [[1, 2, 3]],
  );
  const usesBands = BANDS.every((b) => JSON.stringify(plan).includes(b));
  await database.close();
  const total = checks.map((c, i) => c + hashing[i]!).sort((a, b) => a - b);
  hashing.sort((a, b) => a - b);
  checks.sort((a, b) => a - b);
  const day = new Date().toISOString().slice(0, 10);
  return [
    `Measured ${day} on this machine: ${ads.toLocaleString('en-US')} ads, ${checks.length} posts of 3 photos, one connection, in process.`,
    '',
    '| measure | p50 ms | p99 ms | max ms |',
    '|---|---|---|---|',
    `| dHash of 3 thumbnails | ${fmt(pct(hashing, 0.5))} | ${fmt(pct(hashing, 0.99))} | ${fmt(hashing.at(-1)!)} |`,
    `| the two reads (seller's texts, photo bands) | ${fmt(pct(checks, 0.5))} | ${fmt(pct(checks, 0.99))} | ${fmt(checks.at(-1)!)} |`,
    `| added to a post, in all | ${fmt(pct(total, 0.5))} | ${fmt(pct(total, 0.99))} | ${fmt(total.at(-1)!)} |`,
    '',
    `CPU per post (mean; wall times above include waiting for the cores): hashing ${fmt(cpu.hashing / checks.length)} ms in this process, the reads ${fmt(cpu.reads / checks.length)} ms in PostgreSQL.`,
    `Near copies found: ${matched} of ${Math.floor(checks.length / 5)} (a photo 2 bits from a seeded one). The photo read uses all four band indexes: ${usesBands ? 'yes' : 'no'}. Target p99 ≤ 50 ms.`,
  ].join('\n');
}
