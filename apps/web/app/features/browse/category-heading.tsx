import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CarMake, Category, CategoryCounts, CategoryDetail } from '@souqna/contracts';
import { categoryName } from '../../lib/category-name.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { CategoryIcon } from '../../ui/category-icons.tsx';
import { carOf, keptQuery, withAds } from './category-tree.ts';
import { CountChips } from './count-chips.tsx';
import { SearchEverywhere } from './search-everywhere.tsx';

type Props = { category: CategoryDetail; siblings: Category[]; counts: CategoryCounts; makes: CarMake[] };

/**
 * A category page's top (docs/product/listings-and-search.md#browsing-by-category): the breadcrumb,
 * the title, the subcategories (a child page: its parent's, itself marked) and, in cars, the makes
 * and then the chosen make's models, each with its ads for sale.
 */
export function CategoryHeading({ category, siblings, counts, makes }: Props) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const locale = useLocale();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const { make, model } = carOf(makes, params);
  const page = (c: Category) => lp(`/posts/category/${c.id}`);
  const here = page(category);
  const name = categoryName(category, locale);
  const crumbs = [
    { label: t('header.home'), to: lp('/') },
    { label: t('meta.category.title'), to: lp('/category') },
    ...(category.parent ? [{ label: categoryName(category.parent, locale), to: page(category.parent) }] : []),
    { label: name, to: here },
    ...(make ? [{ label: make[locale], to: `${here}${keptQuery(search, { carMake: make.slug })}` }] : []),
    ...(model ? [{ label: model[locale] }] : []),
  ];
  const subcategories = category.parent ? siblings : category.children;
  const chip = (c: Category) => ({
    key: c.id,
    label: categoryName(c, locale),
    to: `${page(c)}${keptQuery(search)}`,
    count: counts.categories[c.id] ?? 0,
    current: c.id === category.id,
  });
  const carChip = (
    slug: string,
    label: string,
    count: number,
    query: Record<string, string>,
    current: boolean,
  ) => ({
    key: slug,
    label,
    to: `${here}${keptQuery(search, query)}`,
    count,
    current,
  });
  const parentSlug = category.parent?.slug ?? category.slug;
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs items={crumbs} />
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <CategoryIcon slug={parentSlug} className="size-6" />
        </span>
        <h1 className="text-2xl font-bold">
          {model ? `${make![locale]} ${model[locale]}` : make ? `${name}: ${make[locale]}` : name}
        </h1>
      </div>
      <SearchEverywhere />
      <CountChips label={t('browse.subcategories')} items={subcategories.map(chip)} />
      {category.hasCarModels && (
        <CountChips
          label={t('browse.makes')}
          items={withAds(makes, counts.makes).map(({ item, count }) =>
            carChip(item.slug, item[locale], count, { carMake: item.slug }, item.slug === make?.slug),
          )}
        />
      )}
      {make && (
        <CountChips
          label={t('browse.modelsOf', { name: make[locale] })}
          items={withAds(make.models, counts.models).map(({ item, count }) =>
            carChip(
              item.slug,
              item[locale],
              count,
              { carMake: make.slug, carModel: item.slug },
              item.slug === model?.slug,
            ),
          )}
        />
      )}
    </div>
  );
}
