import type { Currency, Locale, PostAttributes, PostCard, PostsPage, RentPeriod } from '@souqna/contracts';
import { rentPeriodOf } from '@souqna/contracts/attributes';
import { ON_CARD } from './detail-numbers.ts';
import { flagOf, localityOf, type FlagCode } from './place.ts';

/**
 * A card as a page's data carries it: what features/posts/post-card.tsx shows and nothing more
 * (docs/decisions/0034-render-cost-and-page-weight.md). The API's card has both languages' place
 * names, the category and the seller twice; the home page's hydration data repeated them 21 times.
 */
export type CardData = {
  _id: string;
  title: string;
  /** The `card` picture, the thumbnail only without one. */
  image: string | null;
  price: number | null;
  currncy: Currency;
  /** A rent's period, shown with its price; absent on other ads. */
  rentPeriod?: RentPeriod;
  showPrice: boolean;
  createdAt: string;
  /** When it was last put at the top (posted, refreshed, renewed): the time the card shows. */
  listedAt: string;
  userId: string;
  /** The seller's name and picture. */
  seller: string;
  avatar: string | null;
  /** Only the details a card shows (lib/detail-numbers.ts ON_CARD). */
  attributes: PostAttributes;
  /** The city, else the region, in the page's language. */
  place: string;
  flag: FlagCode;
  soldAt: string | null;
  /** Out of the listings since (its term ended): only its owner's page lists it then. */
  expiredAt: string | null;
  isFavorite?: boolean;
  /** The seller's stars; absent while nobody rated them. */
  rating?: { average: number; count: number };
  /** "Price dropped" and the price before (docs/product/listings-and-search.md#watch-list); absent otherwise. */
  priceDrop?: { from: number };
};

/** A listing page with its cards as above. */
export type CardsPage = Omit<PostsPage, 'items'> & { items: CardData[] };

export function cardData(post: PostCard, locale: Locale): CardData {
  const rentPeriod = rentPeriodOf(post.attributes);
  return {
    _id: post._id,
    title: post.title,
    image: post.images.card ?? post.images.thumbnail,
    price: post.price,
    currncy: post.currncy,
    ...(rentPeriod ? { rentPeriod } : {}),
    showPrice: post.showPrice,
    createdAt: post.createdAt,
    listedAt: post.listedAt,
    userId: post.userId,
    seller: post.user.fullname,
    avatar: post.user.avatar,
    attributes: Object.fromEntries(
      ON_CARD.flatMap((k) => (k in post.attributes ? [[k, post.attributes[k]]] : [])),
    ),
    place: localityOf(post, locale),
    flag: flagOf(post),
    soldAt: post.soldAt,
    expiredAt: post.expiredAt,
    ...(post.isFavorite === undefined ? {} : { isFavorite: post.isFavorite }),
    ...(post.sellerRating ? { rating: post.sellerRating } : {}),
    ...(post.priceDrop ? { priceDrop: { from: post.priceDrop.from } } : {}),
  };
}

export function cardsPage(page: PostsPage, locale: Locale): CardsPage {
  return { ...page, items: page.items.map((post) => cardData(post, locale)) };
}
