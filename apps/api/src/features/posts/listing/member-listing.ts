// A member's listing from the guests' shared pages (docs/decisions/0062-members-share-listing-pages.md):
// what differs for a member is their hearts, the sellers they blocked and their own hidden prices.
// Hearts are read for the page's cards; a blocked seller's cards are taken out and the page is
// refilled from the next shared pages; only a page that needs more than REFILL_PAGES of them, or one
// showing the member's own hidden price, is read for them alone.
import { LISTING_COUNT_CAP, type PostCard, type PostsPage } from '@souqna/contracts';
import type { AuthUser, Deps, MemberMarks } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';

/** Shared pages read in all to fill a page a member's blocks thinned (then it is read for them alone). */
const REFILL_PAGES = 3;

/** The cursor after each card of a shared page (set where the page is made: listing.service.ts). */
export const cardCursors = new WeakMap<PostsPage, string[]>();

type Reads = {
  /** The guests' page at `cursor` (the page cache's). */
  shared(cursor: string | undefined): Promise<PostsPage>;
  /** The member's own page, read for them alone. */
  exact(): Promise<PostsPage>;
  /** The first page's count for this member (the ads of `blocked`, the sellers they blocked, taken away). */
  count(blocked: Set<string>): Promise<number>;
};

/** A member with more favourites than this has their hearts read for each page instead of kept. */
const FAVORITES_KEPT = 2000;

/** The sellers the member blocked and their favourites: one round trip, kept (docs/decisions/0067). */
async function readMarks(sql: Database, viewerId: string): Promise<MemberMarks> {
  const [row] = await sql.query<{ blocked: string[]; favorites: string[] }>(
    `select array(select blocked_id::text from user_blocks where blocker_id = $1) as blocked,
            array(select post_id::text from favorites where user_id = $1 limit ${FAVORITES_KEPT + 1}) as favorites`,
    [viewerId],
  );
  const favorites = row?.favorites ?? [];
  return {
    blocked: new Set(row?.blocked ?? []),
    favorites: favorites.length > FAVORITES_KEPT ? null : new Set(favorites),
  };
}

/** The sellers the member blocked, and which of `ids` they keep in favourites. */
async function marks(deps: Deps, viewerId: string, ids: string[]) {
  const kept = await deps.kept.marks.get(viewerId, () => readMarks(deps.sql, viewerId));
  if (kept.favorites) return { blocked: kept.blocked, hearts: kept.favorites };
  const rows = await deps.sql.query<{ id: string }>(
    `select post_id::text as id from favorites where user_id = $1 and post_id = any($2::uuid[])`,
    [viewerId, ids],
  );
  return { blocked: kept.blocked, hearts: new Set(rows.map((r) => r.id)) };
}

const ownHiddenPrice = (c: PostCard, viewer: AuthUser) => c.userId === viewer.id && !c.showPrice;

export async function memberPage(
  deps: Deps,
  viewer: AuthUser,
  q: { cursor?: string | undefined; limit: number },
  reads: Reads,
): Promise<PostsPage> {
  const first = await reads.shared(q.cursor);
  const seen = await marks(
    deps,
    viewer.id,
    first.items.map((c) => c._id),
  );
  if (first.items.some((c) => ownHiddenPrice(c, viewer))) return reads.exact();
  const heart = (hearts: Set<string>) => (c: PostCard) => ({ ...c, isFavorite: hearts.has(c._id) });
  if (seen.blocked.size === 0) return { ...first, items: first.items.map(heart(seen.hearts)) };

  // Walk the shared pages, skipping the blocked sellers' cards, until one more than a page is seen
  // (so "more" is known, as an exact read knows it) or the rows run out.
  const shown: { card: PostCard; cursor: string }[] = [];
  let page = first;
  for (let walked = 1; ; walked++) {
    const cursors = cardCursors.get(page);
    if (!cursors) return reads.exact();
    for (const [k, card] of page.items.entries()) {
      if (seen.blocked.has(card.userId)) continue;
      shown.push({ card, cursor: cursors[k]! });
      if (shown.length > q.limit) break;
    }
    if (shown.length > q.limit || !page.nextCursor) break;
    if (walked === REFILL_PAGES) return reads.exact();
    page = await reads.shared(page.nextCursor);
    if (page.items.some((c) => ownHiddenPrice(c, viewer))) return reads.exact();
  }
  const more = shown.length > q.limit;
  const kept = shown.slice(0, q.limit);
  const cards = kept.map((s) => s.card);
  const hearts =
    page === first
      ? seen.hearts
      : (
          await marks(
            deps,
            viewer.id,
            cards.map((c) => c._id),
          )
        ).hearts;
  const result: PostsPage = {
    ...first,
    items: cards.map(heart(hearts)),
    nextCursor: more ? kept.at(-1)!.cursor : null,
  };
  if (first.found) {
    // As an exact read counts: a last page is its own count.
    const count = more ? Math.max(await reads.count(seen.blocked), cards.length + 1) : cards.length;
    result.found = { count: Math.min(count, LISTING_COUNT_CAP), more: count > LISTING_COUNT_CAP };
  }
  return result;
}
