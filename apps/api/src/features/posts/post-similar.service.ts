// GET /api/post/{id}/similar: a strip of ads for sale like this one (docs/decisions/0041-ad-page-facts.md#similar-ads).
import { SIMILAR_ADS_MAX, type SimilarPosts } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import type { PostRow } from '../../db/schema.ts';
import { loadPost } from '../../domain/lookups.ts';
import { cardRows, toCard } from '../../domain/post-cards.ts';
import { reference } from '../../domain/reference.ts';
import { similarIds } from './post-similar.queries.ts';

async function load(deps: Deps, viewer: AuthUser | null, post: PostRow) {
  const ref = await reference(deps.orm);
  const make = post.carModel ? ref.carModels.get(post.carModel)?.make.slug : undefined;
  const ids = await similarIds(
    deps.sql,
    {
      id: post.id,
      categoryId: post.categoryId,
      countryCode: post.countryCode,
      carModel: post.carModel,
      makeModels: make ? (ref.makeModels.get(make) ?? []) : [],
      priceMinor: post.showPrice ? post.priceMinor : null,
    },
    SIMILAR_ADS_MAX,
    viewer?.id ?? null,
  );
  const rows = await cardRows(deps.sql, ids, viewer?.id);
  return { items: rows.map((r) => toCard(r, ref, deps.storage, viewer)), nextCursor: null };
}

export async function similarPosts(deps: Deps, viewer: AuthUser | null, id: string): Promise<SimilarPosts> {
  const post = await loadPost(deps, id);
  // A guest's strip is the same for every guest: kept with the listing pages and emptied with them.
  const page = viewer
    ? await load(deps, viewer, post)
    : await deps.listingCache.get(`similar:${post.id}`, () => load(deps, null, post));
  return { items: page.items };
}
