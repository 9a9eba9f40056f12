import type { PostDetail } from '@souqna/contracts';
import { currencyOf } from './price.ts';

/** schema.org Product with its Offer; the price only when the public may see it (docs/product/listings-and-search.md#prices-and-money). */
export function postJsonLd(post: PostDetail, url: string, image: string | null) {
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    priceCurrency: currencyOf(post.currncy),
    availability: post.soldAt ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    url,
  };
  if (post.showPrice && post.price !== null) offer.price = post.price.toFixed(2);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: post.title,
    description: post.description.slice(0, 500) || post.title,
    ...(image ? { image } : {}),
    url,
    offers: offer,
  };
}
