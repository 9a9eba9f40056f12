// One post: the public detail, and the owner's edit view.
import { adSignals } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import type { PostRow } from '../../db/schema.ts';
import { sellerRatingOf } from '../../domain/post-cards.ts';
import { reference } from '../../domain/reference.ts';
import { blockedEitherWay } from '../../policies/blocks.ts';
import { authorize } from '../../policies/permissions.ts';
import { imageAnswer, toDetail } from './post-answers.ts';
import { findAuthor, findImages, paidCommissionOf, revealCount } from './posts.queries.ts';
import { favoriteStats, loadPost, offersPhone } from '../../domain/lookups.ts';
import { viewsOf } from './views/views.service.ts';

/** The seller box (docs/decisions/0041-ad-page-facts.md#seller-box). */
type Author = {
  createdAt: Date;
  postsCount: number;
  phoneVerifiedAt: Date | null;
  ratingCount: number | null;
  ratingTotal: number | null;
};
const sellerFacts = (a: Author) => {
  const rating = sellerRatingOf(a.ratingCount, a.ratingTotal);
  return {
    memberSince: a.createdAt.toISOString(),
    adsCount: a.postsCount,
    phoneVerified: a.phoneVerifiedAt !== null,
    ...(rating ? { rating } : {}),
  };
};

export async function detailOf(deps: Deps, viewer: AuthUser | null, post: PostRow) {
  const isOwner = viewer?.id === post.userId;
  const [ref, images, author, favs, reveals, views, chatClosed, commissionPaid] = await Promise.all([
    reference(deps.orm),
    findImages(deps.orm, post.id),
    findAuthor(deps.orm, post.userId),
    favoriteStats(deps.orm, post.id, viewer?.id),
    isOwner ? revealCount(deps.orm, post.id) : undefined,
    viewsOf(deps, post.id),
    viewer && !isOwner ? blockedEitherWay(deps.sql, viewer.id, post.userId) : false,
    isOwner && post.soldAt ? paidCommissionOf(deps.sql, post.id) : null,
  ]);
  const detail = {
    ...toDetail({ ref, storage: deps.storage, viewer }, post, images, author!, favs),
    views,
    seller: sellerFacts(author!),
    chatClosed,
  };
  // Whether a number exists to ask for, never the number (docs/decisions/0021-phone-reveal.md);
  // a sold or expired ad offers none (docs/decisions/0027-sold-ads.md, 0053).
  const canRevealPhone = offersPhone(post, author!);
  // What the safety rules find in the text, for other readers' note (docs/product/safety.md#on-an-ad).
  const signals = isOwner ? [] : adSignals(post, { hidesPhone: !post.showPhone });
  if (reveals === undefined)
    return { ...detail, canRevealPhone, ...(signals.length ? { safetySignals: signals } : {}) };
  // The sale price is between the seller and the buyer: the owner's offer of the commission reads it.
  return {
    ...detail,
    canRevealPhone,
    showPhone: post.showPhone,
    revealCount: reveals,
    salePriceMinor: post.salePriceMinor,
    commissionPaid,
  };
}

export async function getPost(deps: Deps, viewer: AuthUser | null, id: string) {
  return detailOf(deps, viewer, await loadPost(deps, id));
}

export async function getPostForEdit(deps: Deps, viewer: AuthUser, id: string) {
  const post = await loadPost(deps, id);
  authorize(viewer, 'ad.edit', { ownerId: post.userId });
  const [ref, images] = await Promise.all([reference(deps.orm), findImages(deps.orm, post.id)]);
  return {
    _id: post.id,
    title: post.title,
    description: post.description,
    price: post.priceMinor / 100,
    currncy: post.currncy,
    showPrice: post.showPrice,
    showPhone: post.showPhone,
    categoryId: post.categoryId,
    parentCategoryId: post.categoryRootId,
    carModel: post.carModel,
    // The English names, as the form sends them back (docs/product/listings-and-search.md#editing-and-deleting).
    country: ref.countries.get(post.countryCode)?.en ?? post.countryCode,
    state: ref.states.get(post.stateCode)?.en ?? post.stateCode,
    city: post.cityId === null ? null : (ref.cities.get(post.cityId)?.en ?? null),
    attributes: post.attributes,
    images: images.map((i) => imageAnswer(deps.storage, i)),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
