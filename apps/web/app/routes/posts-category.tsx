import { useTranslation } from 'react-i18next';
import type { Route } from './+types/posts-category';
import { ListingEmpty } from '../features/posts/listing-empty.tsx';
import { filterSlots } from '../features/filters/filter-slots.tsx';
import { ListingLayout } from '../features/posts/listing-layout.tsx';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { categoryBrowse, homeTiles } from '../features/browse/browse.server.ts';
import { CategoryHeading } from '../features/browse/category-heading.tsx';
import { carOf } from '../features/browse/category-tree.ts';
import { CountChips } from '../features/browse/count-chips.tsx';
import { apiFor } from '../lib/api.server.ts';
import { categoryName } from '../lib/category-name.ts';
import { localeOf } from '../lib/guards.server.ts';
import { choiceName } from '@souqna/contracts/attribute-labels';
import { DetailSection } from '../features/filters/detail-section.tsx';
import { detailKeysOf } from '../lib/details.ts';
import { keepListing } from '../lib/keep-listing.ts';
import { loadListing } from '../lib/listing.server.ts';
import { makesFor, modelCountsFor } from '../lib/makes-subset.ts';
import { localeFromPath } from '../lib/locale.ts';
import { useLocale, useLocalePath } from '../lib/use-locale.ts';
import { pageMeta, translator } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => {
  if (args.loaderData && !args.loaderData.category) return pageMeta(args, 'allAds');
  const category = args.loaderData?.category;
  if (!category) return pageMeta(args, 'postsCategory');
  const locale = localeFromPath(args.location.pathname);
  // A make's or a model's page is named for it: "Toyota Camry" (docs/decisions/0047).
  const { make, model } = carOf(args.loaderData?.makes ?? [], new URLSearchParams(args.location.search));
  const car = make && [make[locale], model?.[locale]].filter(Boolean).join(' ');
  const name = car || categoryName(category, locale);
  return pageMeta(args, 'postsCategory', {
    title: `${name} | ${translator(locale)('app.name')}`,
    description: translator(locale)('meta.postsCategory.named', { name }),
    // A make's and a model's pages are pages of their own (search engines may list them).
    keepQuery: ['carMake', 'carModel'],
  });
};

/** Without an id (docs/product/screens-and-routes.md: `{id}` is optional) every ad is listed, with the main categories to narrow down. */
export async function loader(args: Route.LoaderArgs) {
  const { id } = args.params;
  const locale = localeOf(args);
  const api = apiFor(args.request, args.context, locale);
  if (!id) {
    const [tiles, listing] = await Promise.all([homeTiles(api, locale), loadListing(args)]);
    return { category: null, tiles, ...listing };
  }
  const browse = await categoryBrowse(api, id);
  const listing = await loadListing(args, { categoryId: browse.category.id }, browse.makes);
  // The browser gets the chosen make's models only (docs/decisions/0073).
  const makes = makesFor(browse.makes, new URL(args.request.url).searchParams.get('carMake'));
  const counts = { ...browse.counts, models: modelCountsFor(makes, browse.counts.models) };
  return { ...browse, makes, counts, tiles: [], ...listing };
}

export const shouldRevalidate = keepListing;

export default function PostsCategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const locale = useLocale();
  const { page, countries } = loaderData;
  if (!loaderData.category) {
    const all = (
      <div className="flex flex-col gap-3">
        <Breadcrumbs
          items={[
            { label: t('header.home'), to: lp('/') },
            { label: t('meta.category.title'), to: lp('/category') },
            { label: t('meta.allAds.title') },
          ]}
        />
        <h1 className="text-2xl font-bold">{t('meta.allAds.title')}</h1>
        <CountChips
          label={t('browse.title')}
          items={loaderData.tiles.map(({ id: key, name: label, count }) => ({
            key,
            label,
            to: lp(`/posts/category/${key}`),
            count,
          }))}
        />
      </div>
    );
    return <ListingLayout heading={all} page={page} {...filterSlots(countries)} countAlways />;
  }
  const { category, siblings, counts, makes } = loaderData;
  return (
    <ListingLayout
      heading={<CategoryHeading category={category} siblings={siblings} counts={counts} makes={makes} />}
      page={page}
      {...filterSlots(
        countries,
        {
          keys: detailKeysOf(category),
          slug: category.parent ? category.slug : undefined,
          makes: makes.length ? makes : undefined,
          Section: DetailSection,
          name: choiceName,
        },
        categoryName(category, locale),
      )}
      empty={<ListingEmpty inCategory />}
      countAlways
    />
  );
}
