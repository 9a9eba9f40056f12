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
    <nav aria-labelledby="browse-categories" className="flex flex-col gap-2 lg:gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="browse-categories" className="font-bold lg:text-lg">
          {t('browse.title')}
        </h2>
        <Link to={lp('/category')} className="link inline-flex min-h-6 items-center text-sm">
          {t('browse.all')}
        </Link>
      </div>
      {/* A phone: a row of small round icons that scrolls sideways (the listing stays near the top);
          a desktop: one row of ten cards. */}
      <ul className="-mx-3 flex snap-x gap-1 overflow-x-auto px-3 lg:mx-0 lg:grid lg:grid-cols-10 lg:gap-2 lg:overflow-visible lg:px-0">
        {tiles.map(({ category, count }) => (
          <li key={category.id} className="w-[4.75rem] shrink-0 snap-start lg:w-auto">
            <Link
              to={lp(`/posts/category/${category.id}`)}
              className="group flex h-full flex-col items-center gap-1 rounded-xl py-1 text-center lg:border lg:border-line lg:bg-card lg:px-1 lg:py-3 lg:hover:border-primary"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary group-hover:bg-primary/20">
                <CategoryIcon slug={category.slug} className="size-6 lg:size-7" />
              </span>
              <span className="line-clamp-2 text-xs leading-tight font-semibold lg:line-clamp-none lg:text-sm">
                {categoryName(category, locale)}
              </span>
              <span className="muted text-[0.6875rem] leading-none lg:text-xs">
                {t('listing.found', { count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
