import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar.tsx';
import { FavoriteButton } from '../../ui/favorite-button.tsx';
import { Flag } from '../../ui/flag.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { SellerStars } from '../../ui/seller-stars.tsx';
import type { CardData } from '../../lib/card-data.ts';
import type { ListingView } from '../../lib/listing-view.ts';
import { visiblePrice } from '../../lib/price.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { CardSpecs } from './card-specs.tsx';
import { PriceDropMark } from './price-drop-mark.tsx';
import { SoldBadge } from './sold-badge.tsx';

/** The post card (docs/product/listings-and-search.md#post-card); the agenda view is the same data in a row with the image at the side. */
export function PostCard({
  post,
  view,
  eager,
  first,
}: {
  post: CardData;
  view: ListingView;
  eager?: boolean;
  /** The first row's picture, often the page's largest paint: fetched with high priority. */
  first?: boolean;
}) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const viewer = useViewer();
  const price = visiblePrice(post, viewer?._id);
  const href = lp(`/posts/${post._id}`);
  const row = view === 'agenda';
  const seller = (
    <Link to={lp(`/profile/${post.userId}`)} className="post-card-seller">
      <Avatar src={post.avatar} className="size-6" />
      <span className="truncate" dir="auto">
        {post.seller}
      </span>
    </Link>
  );
  return (
    <article className={row ? 'post-card flex-row' : 'post-card'}>
      {/* The title's link covers the card (.post-card-link), the picture included: one link per ad. */}
      <img
        src={post.image ?? '/favicon.svg'}
        alt=""
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        className={`post-card-image${row ? ' h-full w-28 shrink-0 sm:w-48' : ''}${post.soldAt || post.expiredAt ? ' grayscale' : ''}`}
      />
      {/* Sold ads show on their seller's profile and in favourites (docs/product/listings-and-search.md#sold-ads). */}
      {(post.soldAt || post.expiredAt) && (
        <SoldBadge
          expired={!post.soldAt}
          className={`absolute z-10 shadow ${row ? 'bottom-2 start-2' : 'top-2 end-2'}`}
        />
      )}
      <FavoriteButton
        postId={post._id}
        title={post.title}
        initial={post.isFavorite ?? false}
        className="icon-btn post-card-fav"
      />
      <div className="post-card-body">
        <h2 className="post-card-title" dir="auto">
          <Link to={href} className="post-card-link">
            {post.title}
          </Link>
        </h2>
        <CardSpecs attributes={post.attributes} />
        {/* The dot between place and time is the stylesheet's (.post-card-meta), not read aloud. */}
        <p className="post-card-meta">
          <Flag code={post.flag} />
          <span className="truncate">{post.place}</span>
          <RelativeDate value={post.listedAt} />
        </p>
        {price !== null ? (
          <>
            <PriceTag amount={price} currency={post.currncy} period={post.rentPeriod} />
            {post.priceDrop && <PriceDropMark from={post.priceDrop.from} currency={post.currncy} />}
          </>
        ) : (
          <span className="muted text-sm">{t('post.priceHidden')}</span>
        )}
        {/* The seller's stars stay on a phone, where the seller's line is left out; the wrapper only
            when there are stars (each card's bytes count: the home page's HTML budget). */}
        {post.rating ? (
          <div className="post-card-foot">
            {seller}
            <SellerStars rating={post.rating} className="shrink-0 text-sm" />
          </div>
        ) : (
          seller
        )}
      </div>
    </article>
  );
}
