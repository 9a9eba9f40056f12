import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardData } from '../../lib/card-data.ts';
import { PostCard } from './post-card.tsx';

/** A strip of ads like this one under it (GET /api/post/{id}/similar, docs/decisions/0041-ad-page-facts.md#similar-ads). */
export function SimilarAds({ items }: { items: CardData[] }) {
  const { t } = useTranslation();
  const id = useId();
  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold">
        {t('post.similar')}
      </h2>
      {/* Scrolls sideways on a phone (each card is a link, so the keyboard reaches them all). */}
      <ul className="cards -mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-2">
        {items.map((post) => (
          <li key={post._id} className="w-64 shrink-0 snap-start">
            <PostCard post={post} view="grid" />
          </li>
        ))}
      </ul>
    </section>
  );
}
