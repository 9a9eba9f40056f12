import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostCard } from '@souqna/contracts';
import { rentPeriodOf } from '@souqna/contracts/attributes';
import { FavoriteButton } from '../../ui/favorite-button.tsx';
import { Flag } from '../../ui/flag.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { flagOf, localityOf } from '../../lib/place.ts';
import { visiblePrice } from '../../lib/price.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { useViewer } from '../../lib/use-viewer.ts';

/** One favourite in the header menu; its heart shares state with the same post's cards. */
export function FavoriteItem({ post, onNavigate }: { post: PostCard; onNavigate: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const locale = useLocale();
  const price = visiblePrice(post, useViewer()?._id);
  return (
    <li className="flex items-center gap-3 rounded-lg p-2 hover:bg-page">
      <img
        src={post.images.thumbnail ?? '/favicon.svg'}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        className="h-12 w-16 shrink-0 rounded-md object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col text-sm">
        <Link
          to={lp(`/posts/${post._id}`)}
          onClick={onNavigate}
          className="truncate font-semibold hover:underline"
          dir="auto"
        >
          {post.title}
        </Link>
        <span className="muted flex items-center gap-1">
          <Flag code={flagOf(post)} className="h-3 w-4" />
          <span className="truncate">{localityOf(post, locale)}</span>
          <span aria-hidden="true">·</span>
          <RelativeDate value={post.createdAt} />
        </span>
        <span className="flex items-center gap-2">
          {price !== null ? (
            <PriceTag amount={price} currency={post.currncy} period={rentPeriodOf(post.attributes)} />
          ) : (
            <span className="muted">{t('post.priceHidden')}</span>
          )}
          <span className="muted truncate" dir="auto">
            {post.user.fullname}
          </span>
        </span>
      </div>
      <FavoriteButton
        postId={post._id}
        title={post.title}
        initial={post.isFavorite ?? true}
        className="icon-btn"
      />
    </li>
  );
}
