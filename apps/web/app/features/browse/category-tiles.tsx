import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@souqna/contracts';
import { categoryName } from '../../lib/category-name.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { CategoryIcon } from '../../ui/category-icons.tsx';

export type Tile = { category: Category; count: number };

/**
 * The main categories above the home listing (docs/product/listings-and-search.md#browsing-by-category):
 * icon, name and ads for sale; a row that scrolls sideways on a phone, one row of ten on a desktop.
 */
export function CategoryTiles({ tiles }: { tiles: Tile[] }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const locale = useLocale();
  return (
    <nav aria-labelledby="browse-categories" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="browse-categories" className="text-lg font-bold">
          {t('browse.title')}
        </h2>
        <Link to={lp('/category')} className="link inline-flex min-h-6 items-center text-sm">
          {t('browse.all')}
        </Link>
      </div>
      <ul className="-mx-3 flex snap-x gap-2 overflow-x-auto px-3 pb-1 lg:mx-0 lg:grid lg:grid-cols-10 lg:overflow-visible lg:px-0">
        {tiles.map(({ category, count }) => (
          <li key={category.id} className="w-24 shrink-0 snap-start lg:w-auto">
            <Link
              to={lp(`/posts/category/${category.id}`)}
              className="flex h-full flex-col items-center gap-1.5 rounded-xl border border-line bg-card px-1 py-3 text-center hover:border-primary"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                <CategoryIcon slug={category.slug} />
              </span>
              <span className="text-sm leading-tight font-semibold">{categoryName(category, locale)}</span>
              <span className="muted text-xs">{t('listing.found', { count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
