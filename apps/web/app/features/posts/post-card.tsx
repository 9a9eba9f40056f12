import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostCard as Post } from '@souqna/contracts';
import { Avatar } from '../../ui/avatar.tsx';
import { FavoriteButton } from '../../ui/favorite-button.tsx';
import { Flag } from '../../ui/flag.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { flagOf, localityOf } from '../../lib/place.ts';
import { visiblePrice } from '../../lib/price.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { SoldBadge } from './sold-badge.tsx';

export type ListingView = 'grid' | 'agenda';

/** The post card (docs/product/listings-and-search.md#post-card); the agenda view is the same data in a row with the image at the side. */
export function PostCard({ post, view, eager }: { post: Post; view: ListingView; eager?: boolean }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const locale = useLocale();
  const viewer = useViewer();
  const price = visiblePrice(post, viewer?._id);
  const href = lp(`/posts/${post._id}`);
  const row = view === 'agenda';
  return (
    <article className={`card relative flex overflow-hidden p-0 ${row ? 'flex-row' : 'flex-col'}`}>
      {/* The image repeats the title link: hidden from the tab order and from screen readers. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className={row ? 'w-32 shrink-0 sm:w-48' : ''}>
        <img
          src={post.images.card ?? post.images.thumbnail ?? '/favicon.svg'}
          alt=""
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={`aspect-[4/3] w-full bg-page object-cover ${row ? 'h-full' : ''} ${post.soldAt ? 'grayscale' : ''}`}
        />
      </Link>
      {/* Sold ads show on their seller's profile and in favourites (docs/product/listings-and-search.md#sold-ads). */}
      {post.soldAt && <SoldBadge className={`absolute shadow ${row ? 'bottom-2 start-2' : 'top-2 end-2'}`} />}
      <FavoriteButton
        postId={post._id}
        title={post.title}
        initial={post.isFavorite ?? false}
        className="icon-btn absolute top-2 start-2 bg-card/90 shadow"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3">
        <h3 className="truncate font-semibold" dir="auto">
          <Link to={href} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        <p className="muted flex items-center gap-1.5 text-sm">
          <Flag code={flagOf(post)} />
          <span className="truncate">{localityOf(post, locale)}</span>
          <span aria-hidden="true">·</span>
          <RelativeDate value={post.createdAt} />
        </p>
        {price !== null ? (
          <PriceTag amount={price} currency={post.currncy} />
        ) : (
          <span className="muted text-sm">{t('post.priceHidden')}</span>
        )}
        <Link
          to={lp(`/profile/${post.userId}`)}
          className="mt-auto flex min-h-6 items-center gap-2 text-sm hover:underline"
        >
          <Avatar src={post.user.avatar} className="size-6" />
          <span className="truncate" dir="auto">
            {post.user.fullname}
          </span>
        </Link>
      </div>
    </article>
  );
}
