import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Room } from '@souqna/contracts';
import { PriceTag } from '../../ui/price-tag.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';

/** The ad a room is about, pinned above its messages so both members know what they talk about. */
export function RoomAdCard({ post }: { post: NonNullable<Room['post']> }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <Link
      to={lp(`/posts/${post._id}`)}
      className="flex items-center gap-3 border-b border-line p-3 hover:bg-page"
      aria-label={t('chat.aboutAd', { title: post.title })}
    >
      {post.thumbnail ? (
        <img src={post.thumbnail} alt="" width={56} height={56} className="size-14 rounded-lg object-cover" />
      ) : (
        <span className="size-14 rounded-lg bg-page" />
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold" dir="auto">
          {post.title}
        </span>
        {post.price !== null ? (
          <PriceTag amount={post.price} currency={post.currncy} className="text-sm font-bold text-primary" />
        ) : (
          <span className="muted text-sm">{t('post.priceHidden')}</span>
        )}
      </span>
    </Link>
  );
}
