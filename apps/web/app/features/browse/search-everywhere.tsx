import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { Icon } from '../../ui/icons.tsx';

/**
 * A search typed on a category page stays in it, with its filters; this chip asks the same words of
 * every ad instead (docs/product/listings-and-search.md#search-in-a-category). A plain link.
 */
export function SearchEverywhere() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [params] = useSearchParams();
  const words = params.get('search')?.trim();
  if (!words) return null;
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span>
        {t('home.searchFor')}{' '}
        <bdi dir="auto" className="font-semibold text-primary">
          {words}
        </bdi>
      </span>
      <Link
        to={`${lp('/')}?${new URLSearchParams({ search: words })}`}
        className="inline-flex min-h-9 items-center gap-1 rounded-full border border-primary px-3 text-sm text-primary hover:bg-primary/10"
      >
        <Icon name="search" className="size-4" />
        {t('browse.searchEverywhere')}
      </Link>
    </p>
  );
}
