import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { CategoryIcon } from '../../ui/category-icons.tsx';

/** What a tile shows: the category's name in the page's language (the loader's data stays small). */
export type Tile = { id: string; slug: string; name: string; count: number };

/**
 * The main categories above the home listing (docs/product/listings-and-search.md#browsing-by-category):
 * icon, name and ads for sale; a row that scrolls sideways on a phone, one row of ten on a desktop.
 */
export function CategoryTiles({ tiles }: { tiles: Tile[] }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
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
      <ul className="cat-tiles">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link to={lp(`/posts/category/${tile.id}`)} className="cat-tile">
              <span>
                <CategoryIcon slug={tile.slug} className="" />
              </span>
              <span>{tile.name}</span>
              <span>{t('listing.found', { count: tile.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
