import { Link } from 'react-router';
import type { Category } from '@souqna/contracts';
import { categoryName } from '../lib/category-name.ts';
import { formatAmount } from '../lib/price.ts';
import { useLocale, useLocalePath } from '../lib/use-locale.ts';

/** Sub-categories as pill links to their listings (the category index), with their ads for sale when given. */
export function CategoryChips({
  categories,
  counts,
}: {
  categories: Category[];
  counts?: Record<string, number>;
}) {
  const lp = useLocalePath();
  const locale = useLocale();
  return (
    <ul className="flex flex-wrap gap-2">
      {categories.map((child) => (
        <li key={child.id}>
          <Link
            to={lp(`/posts/category/${child.id}`)}
            className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-line px-3 text-sm hover:border-primary"
          >
            <bdi>{categoryName(child, locale)}</bdi>
            {counts && <span className="muted text-xs">{formatAmount(counts[child.id] ?? 0)}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
