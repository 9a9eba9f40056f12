// Post detail answer (GET/PUT/POST /api/post): images, category with parent, car names, favourites.
import type { PostDetail } from '@souqna/contracts';
import type { AuthUser } from '../../context.ts';
import type { PostImageRow, PostRow } from '../../db/schema.ts';
import { toCategory } from '../../domain/category-answer.ts';
import { placeNames, priceDropOf, visiblePrice } from '../../domain/post-cards.ts';
import type { Reference } from '../../domain/reference.ts';
import type { Storage } from '../../adapters/storage/index.ts';

export function imageAnswer(storage: Storage, i: PostImageRow) {
  return {
    _id: i.id,
    thumbnail: storage.url(i.thumbnailKey),
    card: storage.url(i.cardKey),
    full: storage.url(i.fullKey),
    width: i.width,
    height: i.height,
  };
}

export function toDetail(
  ctx: { ref: Reference; storage: Storage; viewer: AuthUser | null },
  post: PostRow,
  images: PostImageRow[],
  author: { fullname: string; avatar: string | null },
  favs: { count: number; isFavorite: boolean },
): Omit<
  PostDetail,
  'canRevealPhone' | 'showPhone' | 'revealCount' | 'salePriceMinor' | 'views' | 'seller' | 'chatClosed'
> {
  const { ref, storage, viewer } = ctx;
  const category = ref.categories.get(post.categoryId)!;
  const parent = category.parentId ? ref.categories.get(category.parentId) : undefined;
  const model = post.carModel ? ref.carModels.get(post.carModel) : undefined;
  const gallery = images.map((i) => imageAnswer(storage, i));
  return {
    _id: post.id,
    number: post.number,
    title: post.title,
    description: post.description,
    images: {
      thumbnail: gallery[0]?.thumbnail ?? null,
      card: gallery[0]?.card ?? null,
      full: gallery[0]?.full ?? null,
      gallery,
    },
    price: visiblePrice(post.priceMinor, post.showPrice, post.userId, viewer),
    ...priceDropOf(post, visiblePrice(post.priceMinor, post.showPrice, post.userId, viewer)),
    currncy: post.currncy,
    showPrice: post.showPrice,
    ...placeNames(ref, post),
    country_code: post.countryCode,
    state_code: post.stateCode,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    user: { _id: post.userId, avatar: author.avatar, fullname: author.fullname },
    userId: post.userId,
    categoryId: post.categoryId,
    category: { ...toCategory(category), parent: parent ? toCategory(parent) : null },
    carModel: post.carModel,
    attributes: post.attributes,
    carModelName: model
      ? { en: model.en, ar: model.ar, make: { en: model.make.en, ar: model.make.ar } }
      : null,
    favouritesCount: favs.count,
    isFavorite: favs.isFavorite,
    isOwner: viewer?.id === post.userId,
    soldAt: post.soldAt?.toISOString() ?? null,
    listedAt: post.listedAt.toISOString(),
    expiresAt: post.expiresAt.toISOString(),
    expiredAt: post.expiredAt?.toISOString() ?? null,
  };
}
