import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpoints } from '@souqna/contracts';
import type { Route } from './+types/category';
import { CategoryChips } from '../ui/category-chips.tsx';
import { CategoryIcon } from '../ui/category-icons.tsx';
import { cachedCategoryTree } from '../lib/reference-data.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { categoryName } from '../lib/category-name.ts';
import { localeOf } from '../lib/guards.server.ts';
import { useLocale, useLocalePath } from '../lib/use-locale.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'category');

/** Every parent category with its children (reference data, kept per process) and their ads for sale (kept by the API). */
export async function loader(args: Route.LoaderArgs) {
  const api = apiFor(args.request, args.context, localeOf(args));
  const [details, counts] = await Promise.all([cachedCategoryTree(api), api.call(endpoints.categoryCounts)]);
  return { categories: details, counts: counts.categories };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const locale = useLocale();
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('meta.category.title')}</h1>
        <Link to={lp('/posts/category')} className="btn btn-outline">
          {t('meta.allAds.title')}
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.categories.map((parent) => (
          <li key={parent.id} className="card flex flex-col gap-3">
            <div className="flex items-center gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <CategoryIcon slug={parent.slug} className="size-6" />
              </span>
              <div className="flex flex-col">
                <h2 className="text-lg font-bold">
                  <Link to={lp(`/posts/category/${parent.id}`)} className="hover:underline">
                    {categoryName(parent, locale)}
                  </Link>
                </h2>
                <span className="muted text-sm">
                  {t('listing.found', { count: loaderData.counts[parent.id] ?? 0 })}
                </span>
              </div>
            </div>
            <CategoryChips categories={parent.children} counts={loaderData.counts} />
          </li>
        ))}
      </ul>
    </section>
  );
}
