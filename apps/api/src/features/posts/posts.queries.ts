// Single-post reads and writes (the listing has its own raw SQL in listing/listing.queries.ts).
import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Connection, Database, Orm, Row } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { phoneReveals, postImages, posts, users } from '../../db/schema.ts';
import type { StoredImage } from './post-images.ts';

/** expiresAt may be SQL: the end of a term is read from the site setting in the insert itself. */
export type NewPost = Omit<typeof posts.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'expiresAt'> & {
  expiresAt?: Date | SQL;
};

/** The ad and its photos, in the caller's transaction (its event's jobs commit with them). */
export async function insertPost(tx: Pick<Tx, 'orm'>, post: NewPost, images: StoredImage[]): Promise<string> {
  const [row] = await tx.orm.insert(posts).values(post).returning({ id: posts.id });
  if (images.length)
    await tx.orm
      .insert(postImages)
      .values(images.map((img, position) => ({ ...img, postId: row!.id, position })));
  return row!.id;
}

export const findImages = (db: Orm, postId: string) =>
  db.select().from(postImages).where(eq(postImages.postId, postId)).orderBy(asc(postImages.position));

export async function findAuthor(db: Orm, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      fullname: users.fullname,
      avatar: users.avatar,
      bannedAt: users.bannedAt,
      createdAt: users.createdAt,
      postsCount: users.postsCount,
      phoneVerifiedAt: users.phoneVerifiedAt,
      // The seller's stars: their summary row (0028_seller_reviews.sql), raw SQL only.
      ratingCount: sql<number | null>`(select count from seller_ratings where seller_id = ${users.id})`,
      ratingTotal: sql<number | null>`(select total from seller_ratings where seller_id = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The member proved their phone number (the post form's default for showing it). */
export async function phoneVerified(deps: { orm: Orm }, userId: string): Promise<boolean> {
  const [row] = await deps.orm.select({ at: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.at);
}

/** How many times members revealed the seller's number on this ad (docs/decisions/0021-phone-reveal.md). */
export async function revealCount(db: Orm, postId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(phoneReveals).where(eq(phoneReveals.postId, postId));
  return row?.n ?? 0;
}

/** The ad's paid commission and its receipt (payments feature's table, read here for the owner's ad page). */
export async function paidCommissionOf(db: Connection, postId: string) {
  const [row] = await db.query<{ paymentId: string; receiptNumber: string }>(
    `select id as "paymentId", receipt_number as "receiptNumber" from payments
      where post_id = $1 and status = 'paid' order by paid_at limit 1`,
    [postId],
  );
  return row ?? null;
}

/**
 * New fields, the kept images in their new order, the new images after them; returns the dropped
 * images. `alsoInTx` runs in the same transaction (the edit's events and their jobs).
 */
export async function updatePost(
  db: Pick<Database, 'transaction'>,
  id: string,
  patch: Partial<NewPost>,
  keep: string[],
  added: StoredImage[],
  alsoInTx?: (tx: Tx) => Promise<void>,
) {
  return db.transaction(async (t) => {
    const tx = t.orm;
    await tx
      .update(posts)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(posts.id, id));
    const dropped = await tx
      .delete(postImages)
      .where(
        keep.length
          ? and(eq(postImages.postId, id), notInArray(postImages.id, keep))
          : eq(postImages.postId, id),
      )
      .returning();
    // post_images_position_key is deferred: positions may collide until commit.
    for (const [position, imageId] of keep.entries())
      await tx.update(postImages).set({ position }).where(eq(postImages.id, imageId));
    if (added.length)
      await tx
        .insert(postImages)
        .values(added.map((img, i) => ({ ...img, postId: id, position: keep.length + i })));
    await alsoInTx?.(t);
    return dropped;
  });
}

/**
 * Sold at `salePriceMinor`, or for sale again (null); the row as it is now, undefined once gone.
 * A second mark keeps the first sold_at: the sale happened then, only its price is corrected.
 */
export async function setSold(db: Orm, id: string, salePriceMinor: number | null) {
  const [row] = await db
    .update(posts)
    .set({
      soldAt: salePriceMinor === null ? null : sql`coalesce(${posts.soldAt}, now())`,
      salePriceMinor,
      updatedAt: new Date(),
    })
    .where(eq(posts.id, id))
    .returning();
  return row;
}

/** `alsoInTx` runs in the same transaction once the ad is gone (an admin's audit row). */
export async function deletePost(
  db: Pick<Database, 'transaction'>,
  id: string,
  alsoInTx?: (tx: Tx) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const images = await tx.orm.select().from(postImages).where(eq(postImages.postId, id));
    const gone = await tx.orm.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
    if (gone.length) await alsoInTx?.(tx);
    return gone.length ? images : null;
  });
}

export const findImagesOf = (db: Orm, postIds: string[]) =>
  postIds.length
    ? db
        .select()
        .from(postImages)
        .where(inArray(postImages.postId, postIds))
        .orderBy(asc(postImages.position))
    : Promise.resolve([]);

/** The images whose files no other ad uses (the demo seed shares its generated photos). */
export async function unshared<T extends { fullKey: string }>(db: Orm, images: T[]): Promise<T[]> {
  if (!images.length) return images;
  const used = await db
    .select({ key: postImages.fullKey })
    .from(postImages)
    .where(
      inArray(
        postImages.fullKey,
        images.map((i) => i.fullKey),
      ),
    );
  const still = new Set(used.map((u) => u.key));
  return images.filter((i) => !still.has(i.fullKey));
}

/** The member's own ads with their photos' keys, newest first, for the export of their data. */
export const adRowsForExport = (sql: Database, userId: string, cap: number) =>
  sql.query<Row & { images: { thumbnail: string; card: string; full: string }[] }>(
    `select p.id, p.title, p.description, p.price_minor as "priceMinor", p.currncy as currency,
            p.show_price as "showPrice", p.category_id as "categoryId", p.car_model as "carModel",
            p.attributes, p.country_code as "countryCode", p.state_code as "stateCode", p.city_id as "cityId",
            p.sold_at as "soldAt", p.sale_price_minor as "salePriceMinor",
            p.created_at as "createdAt", p.updated_at as "updatedAt",
            coalesce((select json_agg(json_build_object('thumbnail', i.thumbnail_key, 'card', i.card_key,
                                                        'full', i.full_key) order by i.position)
                        from post_images i where i.post_id = p.id), '[]') as images
       from posts p where p.user_id = $1 order by p.created_at desc, p.id desc limit $2`,
    [userId, cap],
  );
