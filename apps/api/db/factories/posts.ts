// Builders for ads, straight into the database (no multipart, no sharp): the API tests use them
// for everything except the upload paths, and the seed for its demo ads. Placement and search
// document come from the posts feature, as for an ad posted through the API.
import crypto from 'node:crypto';
import { postImages, posts, type PostRow } from '../../src/db/schema.ts';
import { reference, type Reference } from '../../src/domain/reference.ts';
import {
  imageKeysFor,
  postSearchDocument,
  resolveAttributes,
  resolvePlacement,
  type StoredImage,
} from '../../src/features/posts/posts.public.ts';
import type { AttributeInput } from '@souqna/contracts';
import { type DbLike } from './db-like.ts';
import { createUser } from './users.ts';

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
  /** Details by category; kept to those the category has, as the API does. */
  attributes?: AttributeInput;
  /** A country code; by default the state's. */
  country?: string;
  /** A state code (default SA-01, Riyadh region). */
  state?: string;
  /** English city name within the state; null for none. */
  city?: string | null;
  /** Posted then; also when it was listed, unless listedAt says otherwise. */
  createdAt?: Date;
  listedAt?: Date;
  expiresAt?: Date;
  /** Out of the listings since then (the hourly job's mark). */
  expiredAt?: Date | null;
  /** Offers the seller's number (shown only if the seller's phone is verified). */
  showPhone?: boolean;
  /** How many image rows (keys point at no file unless given), or the stored images to attach. */
  images?: number | StoredImage[];
};

const fakeImage = (): StoredImage => ({ ...imageKeysFor(crypto.randomUUID()), width: 1600, height: 1200 });

function postValues(ref: Reference, o: PostOverrides, userId: string) {
  const slug = o.category ?? 'mobile-phones';
  const category = [...ref.categories.values()].find((c) => c.slug === slug);
  if (!category) throw new Error(`createPost: no category ${slug}`);
  const state = o.state ?? 'SA-01';
  const placement = resolvePlacement(ref, {
    categoryId: category.id,
    carModel: o.carModel ?? undefined,
    country: o.country ?? ref.states.get(state)?.countryCode ?? '',
    state,
    city: o.city === null ? undefined : (o.city ?? 'Riyadh'),
  });
  const title = o.title ?? `Test ad ${crypto.randomBytes(3).toString('hex')}`;
  const description = o.description ?? '';
  const attributes = resolveAttributes(ref, placement.categoryId, o.attributes ?? {});
  return {
    userId,
    title,
    description,
    priceMinor: Math.round((o.price ?? 1000) * 100),
    currncy: o.currncy ?? ('SAR' as const),
    showPrice: o.showPrice ?? true,
    ...placement,
    attributes,
    searchNorm: postSearchDocument(ref, { ...placement, title, description, attributes }),
    ...(o.createdAt ? { createdAt: o.createdAt, updatedAt: o.createdAt, listedAt: o.createdAt } : {}),
    ...(o.listedAt ? { listedAt: o.listedAt } : {}),
    ...(o.expiresAt ? { expiresAt: o.expiresAt } : {}),
    ...(o.expiredAt ? { expiredAt: o.expiredAt } : {}),
    showPhone: o.showPhone ?? false,
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
  const db = dbLike.orm;
  const ref = await reference(db);
  const out: PostRow[] = [];
  for (let i = 0; i < list.length; i += 250) {
    const batch = list.slice(i, i + 250);
    const values = [];
    for (const o of batch) values.push(postValues(ref, o, o.userId ?? (await createUser(dbLike)).id));
    const rows = await db.insert(posts).values(values).returning();
    const images = rows.flatMap((row, k) =>
      imagesOf(batch[k]!).map((img, position) => ({ ...img, postId: row.id, position })),
    );
    if (images.length) await db.insert(postImages).values(images);
    out.push(...rows);
  }
  return out;
}
