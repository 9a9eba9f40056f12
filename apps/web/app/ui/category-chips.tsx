import { Link } from 'react-router';
import type { Category } from '@souqna/contracts';
import { categoryName } from '../lib/category-name.ts';
import { useLocale, useLocalePath } from '../lib/use-locale.ts';

/** Sub-categories as pill links to their listings (the category index and a category's page). */
export function CategoryChips({ categories }: { categories: Category[] }) {
  const lp = useLocalePath();
  const locale = useLocale();
  return (
    <ul className="flex flex-wrap gap-2">
      {categories.map((child) => (
        <li key={child.id}>
          <Link
            to={lp(`/posts/category/${child.id}`)}
            className="inline-flex min-h-8 items-center rounded-full border border-line px-3 text-sm hover:border-primary"
          >
            {categoryName(child, locale)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
