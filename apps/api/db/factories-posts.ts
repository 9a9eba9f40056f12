// Builders for ads, straight into the database (no multipart, no sharp): the API tests use them
// for everything except the upload paths, and the seed for its demo ads.
import crypto from 'node:crypto';
import { postImages, posts, type PostRow } from '../src/db/schema.ts';
import { findCities, reference, type Reference } from '../src/lib/reference.ts';
import { postSearchDocument } from '../src/features/posts/post-input.ts';
import type { StoredImage } from '../src/features/posts/post-images.ts';
import { createUser, type DbLike, toDb } from './factories.ts';

export type PostOverrides = {
  userId?: string;
  title?: string;
  description?: string;
  /** In whole units (SAR/AED); stored as halalas. */
  price?: number;
  currncy?: 'SAR' | 'AED';
  showPrice?: boolean;
  /** A child category slug (default mobile-phones). */
  category?: string;
  carModel?: string | null;
  country?: string;
  state?: string;
  /** English city name within the state; null for none. */
  city?: string | null;
  createdAt?: Date;
  /** How many image rows (keys point at no file unless given), or the stored images to attach. */
  images?: number | StoredImage[];
};

const fakeImage = (): StoredImage => {
  const id = crypto.randomUUID();
  return {
    thumbnailKey: `posts/${id}-320.webp`,
    cardKey: `posts/${id}-640.webp`,
    fullKey: `posts/${id}-1600.webp`,
    width: 1600,
    height: 1200,
  };
};

function postValues(ref: Reference, o: PostOverrides, userId: string) {
  const category = [...ref.categories.values()].find((c) => c.slug === (o.category ?? 'mobile-phones'));
  if (!category?.parentId) throw new Error(`createPost: no child category ${o.category}`);
  const stateCode = o.state ?? 'SA-01';
  const city = o.city === null ? undefined : findCities(ref, o.city ?? 'Riyadh', { stateCode })[0];
  const placement = {
    categoryId: category.id,
    categoryRootId: category.parentId,
    carModel: o.carModel ?? null,
    countryCode: o.country ?? ref.states.get(stateCode)!.countryCode,
    stateCode,
    cityId: city?.id ?? null,
  };
  const title = o.title ?? `Test ad ${crypto.randomBytes(3).toString('hex')}`;
  const description = o.description ?? '';
  return {
    userId,
    title,
    description,
    priceMinor: Math.round((o.price ?? 1000) * 100),
    currncy: o.currncy ?? ('SAR' as const),
    showPrice: o.showPrice ?? true,
    ...placement,
    searchNorm: postSearchDocument(ref, { ...placement, title, description }),
    ...(o.createdAt ? { createdAt: o.createdAt, updatedAt: o.createdAt } : {}),
  };
}

const imagesOf = (o: PostOverrides) =>
  typeof o.images === 'number' || o.images === undefined
    ? Array.from({ length: o.images ?? 1 }, fakeImage)
    : o.images;

export async function createPost(dbLike: DbLike, o: PostOverrides = {}): Promise<PostRow> {
  return (await createPosts(dbLike, [o]))[0]!;
}

/** Many ads in few statements (the demo seed makes 2,000); each needs its userId or gets a new user. */
export async function createPosts(dbLike: DbLike, list: PostOverrides[]): Promise<PostRow[]> {
  const db = toDb(dbLike);
  const ref = await reference(db);
  const out: PostRow[] = [];
  for (let i = 0; i < list.length; i += 250) {
    const batch = list.slice(i, i + 250);
    const values = [];
    for (const o of batch) values.push(postValues(ref, o, o.userId ?? (await createUser(db)).id));
    const rows = await db.insert(posts).values(values).returning();
    const images = rows.flatMap((row, k) =>
      imagesOf(batch[k]!).map((img, position) => ({ ...img, postId: row.id, position })),
    );
    if (images.length) await db.insert(postImages).values(images);
    out.push(...rows);
  }
  return out;
}
