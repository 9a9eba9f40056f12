import { useTranslation } from 'react-i18next';
import { endpoints } from '@souqna/contracts';
import type { Route } from './+types/posts-category';
import { ListingEmpty } from '../features/posts/listing-empty.tsx';
import { filterSlots } from '../features/filters/filter-slots.tsx';
import { ListingLayout } from '../features/posts/listing-layout.tsx';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { CategoryChips } from '../ui/category-chips.tsx';
import { apiFor } from '../lib/api.server.ts';
import { categoryName } from '../lib/category-name.ts';
import { localeOf } from '../lib/guards.server.ts';
import { choiceName } from '@souqna/contracts/attribute-labels';
import { DetailSection } from '../features/filters/detail-section.tsx';
import { detailKeysOf } from '../lib/details.ts';
import { keepListing } from '../lib/keep-listing.ts';
import { loadListing } from '../lib/listing.server.ts';
import { localeFromPath } from '../lib/locale.ts';
import { useLocale, useLocalePath } from '../lib/use-locale.ts';
import { pageMeta, translator } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => {
  if (args.loaderData && !args.loaderData.category) return pageMeta(args, 'allAds');
  const category = args.loaderData?.category;
  if (!category) return pageMeta(args, 'postsCategory');
  const locale = localeFromPath(args.location.pathname);
  const name = categoryName(category, locale);
  return pageMeta(args, 'postsCategory', {
    title: `${name} | ${translator(locale)('app.name')}`,
    description: translator(locale)('meta.postsCategory.named', { name }),
  });
};

/** Without an id (docs/product/screens-and-routes.md: `{id}` is optional) every ad is listed, with the main categories to narrow down. */
export async function loader(args: Route.LoaderArgs) {
  const { id } = args.params;
  const api = apiFor(args.request, args.context, localeOf(args));
  if (!id) {
    const [parents, listing] = await Promise.all([api.call(endpoints.categoryParents), loadListing(args)]);
    return { category: null, parents, ...listing };
  }
  const category = await api.call(endpoints.getCategory, { params: { id } }).catch(() => {
    throw new Response(null, { status: 404 });
  });
  return { category, parents: [], ...(await loadListing(args, { categoryId: category.id })) };
}

export const shouldRevalidate = keepListing;

export default function PostsCategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const locale = useLocale();
  const { category, parents, page, countries } = loaderData;
  if (!category) {
    const all = (
      <div className="flex flex-col gap-2">
        <Breadcrumbs
          items={[
            { label: t('header.home'), to: lp('/') },
            { label: t('meta.category.title'), to: lp('/category') },
            { label: t('meta.allAds.title') },
          ]}
        />
        <h1 className="text-2xl font-bold">{t('meta.allAds.title')}</h1>
        <CategoryChips categories={parents} />
      </div>
    );
    return <ListingLayout heading={all} page={page} {...filterSlots(countries)} countAlways />;
  }
  const crumbs = [
    { label: t('header.home'), to: lp('/') },
    { label: t('meta.category.title'), to: lp('/category') },
    ...(category.parent
      ? [{ label: categoryName(category.parent, locale), to: lp(`/posts/category/${category.parent.id}`) }]
      : []),
    { label: categoryName(category, locale) },
  ];
  const heading = (
    <div className="flex flex-col gap-2">
      <Breadcrumbs items={crumbs} />
      <h1 className="text-2xl font-bold">{categoryName(category, locale)}</h1>
      {category.children.length > 0 && <CategoryChips categories={category.children} />}
    </div>
  );
  return (
    <ListingLayout
      heading={heading}
      page={page}
      {...filterSlots(countries, {
        keys: detailKeysOf(category),
        slug: category.parent ? category.slug : undefined,
        Section: DetailSection,
        name: choiceName,
      })}
      empty={<ListingEmpty inCategory />}
      countAlways
    />
  );
}
